import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';

import { expect, test } from 'vitest';

import { closeDb } from '@db/index';
import { env } from '~/lib/env.server';

import { litestreamBinary } from '../../server/litestream';
import { useBuiltServers } from '../support/built-server';
import { postChat } from '../support/chat';
import { createPublishedInterview, PASSWORD } from '../support/factories';
import { Client } from '../support/test-server';

/** Litestream looks at the WAL and ships it this often. */
const SYNC_INTERVAL_MS = 250;
/**
 * What Litestream may lag behind beyond one sync interval: one look at the WAL (the same interval) plus the time to
 * copy and write it, with room for a busy shared machine.
 */
const MARGIN_MS = 750;
const RESPONDENTS = 40;
/** The load runs until this many messages are acknowledged (at least 3 s, at most 25 s on a busy machine). */
const ENOUGH_MESSAGES = 150;

const { start, tempFolder } = useBuiltServers();

const QUESTIONS = Array.from({ length: 20 }, (_, i) => ({
  id: `q${i}`,
  title: `Topic ${i}`,
  description: `What do you think about topic ${i}?`,
}));

test('after SIGKILL under load, the database restored from the replica holds every message acknowledged a sync interval before', async () => {
  // The interview is written before the server starts, into the data folder it will use.
  const { owner, interview } = await createPublishedInterview({ questions: QUESTIONS, kMessages: 1 });
  closeDb();
  const replicaDir = tempFolder('qualia-replica-');
  const replicaUrl = `file://${replicaDir}`;

  const server = await start({
    DATA_DIR: env().dataDir,
    LITESTREAM_REPLICA_URL: replicaUrl,
    LITESTREAM_SYNC_INTERVAL: `${SYNC_INTERVAL_MS}ms`,
    // Each respondent comes from an address of its own, as a panel does.
    TRUST_PROXY: '1',
  });
  expect(server.output()).toContain(`Backups on: Litestream replicates ${env().databasePath} to ${replicaUrl}`);

  // Respondents answer as fast as the server replies; each acknowledged message is kept with the time of its answer.
  const acknowledged: { text: string; at: number }[] = [];
  const refused: number[] = [];
  let stopped = false;
  const respondent = async (index: number) => {
    const client = new Client(server.url, `198.51.100.${index + 1}`);
    let dialogId: string | undefined;
    for (let n = 0; !stopped; n += 1) {
      const text = `Answer ${index}-${n} ${randomUUID().slice(0, 8)}`;
      const target = dialogId ? { dialogId } : { interviewId: interview.id };
      try {
        const reply = await postChat(client, { ...target, userMessage: text, clientId: `m${n}` });
        if (reply.status === 200) {
          acknowledged.push({ text, at: Date.now() });
          dialogId = reply.json.isLastMessage ? undefined : (reply.json.dialogId as string);
        } else {
          refused.push(reply.status);
          dialogId = undefined;
        }
      } catch {
        // The connection died with the server: that message was never acknowledged.
        return;
      }
    }
  };
  const load = Array.from({ length: RESPONDENTS }, (_, i) => respondent(i));
  const loadStarted = Date.now();
  while (Date.now() - loadStarted < 3_000 || (acknowledged.length < ENOUGH_MESSAGES && Date.now() - loadStarted < 25_000)) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const killedAt = Date.now();
  server.killTree();
  stopped = true;
  await Promise.all(load);
  await server.exited;
  await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();

  // The replica alone, restored into an empty folder.
  const restoredDir = tempFolder('qualia-restored-');
  const restore = spawnSync(litestreamBinary(), ['restore', '-o', path.join(restoredDir, 'app.db'), replicaUrl], { encoding: 'utf8' });
  expect(restore.status, restore.stderr).toBe(0);

  const restored = await start({ DATA_DIR: restoredDir });
  const ownerClient = new Client(restored.url);
  await ownerClient.signIn(owner.email, PASSWORD);
  expect(ownerClient.hasSession()).toBe(true);
  const dialogs = (await (await ownerClient.get(`/api/interview/${interview.id}/dialogs`)).json()) as { data: { id: string }[] };
  const found = new Set<string>();
  for (const dialog of dialogs.data) {
    const response = await ownerClient.request('/api/interview/messages', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: restored.url },
      body: JSON.stringify({ dialogId: dialog.id }),
    });
    const { messages } = (await response.json()) as { messages: { role: string; content: string }[] };
    for (const message of messages) if (message.role === 'user') found.add(message.content);
  }

  const deadline = killedAt - SYNC_INTERVAL_MS - MARGIN_MS;
  const due = acknowledged.filter((m) => m.at <= deadline);
  const missing = due.filter((m) => !found.has(m.text)).map((m) => `${m.text} (acknowledged ${killedAt - m.at} ms before the kill)`);
  const lost = acknowledged.filter((m) => !found.has(m.text));
  const window = lost.length ? killedAt - Math.min(...lost.map((m) => m.at)) : 0;
  console.log(
    `backup after SIGKILL: sync interval ${SYNC_INTERVAL_MS} ms, margin ${MARGIN_MS} ms; ${acknowledged.length} messages acknowledged ` +
      `(${due.length} more than ${SYNC_INTERVAL_MS + MARGIN_MS} ms before the kill), ${acknowledged.length - lost.length} found after restore; ` +
      `the oldest lost one was acknowledged ${window} ms before the kill; ${refused.length} refused`,
  );
  expect(due.length).toBeGreaterThanOrEqual(50);
  expect(missing).toEqual([]);
  expect(refused).toEqual([]);

  // A new machine whose volume is empty, with the variable set (a folder given as a plain path), starts from the backup.
  restored.killTree();
  await restored.exited;
  const emptyDir = tempFolder('qualia-restored-');
  const fresh = await start({ DATA_DIR: emptyDir, LITESTREAM_REPLICA_URL: replicaDir });
  const freshOwner = new Client(fresh.url);
  await freshOwner.signIn(owner.email, PASSWORD);
  const freshDialogs = (await (await freshOwner.get(`/api/interview/${interview.id}/dialogs`)).json()) as { data: unknown[] };
  expect(freshDialogs.data).toHaveLength(dialogs.data.length);
}, 90_000);
