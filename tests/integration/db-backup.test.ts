import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { expect, test } from 'vitest';

import { openDatabase } from '@db/connection';
import { closeDb } from '@db/index';
import { env } from '~/lib/env.server';

import { useBuiltServers } from '../support/built-server';
import { postChat } from '../support/chat';
import { createPublishedInterview } from '../support/factories';
import { Client } from '../support/test-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const { start, tempFolder } = useBuiltServers();
/** `npm run db:backup -- ...args` as the container runs it: the compiled script. */
function dbBackup(args: string[], dataDir: string) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['build/db-backup.js', ...args], { cwd: root, env: { ...process.env, DATA_DIR: dataDir } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

const QUESTIONS = Array.from({ length: 20 }, (_, i) => ({
  id: `q${i}`,
  title: `Topic ${i}`,
  description: `What do you think about topic ${i}?`,
}));

test('backs up a running server database under writes into a copy that opens whole', async () => {
  const { interview } = await createPublishedInterview({ questions: QUESTIONS, kMessages: 1 });
  closeDb();
  const dataDir = env().dataDir;
  const server = await start({ DATA_DIR: dataDir, TRUST_PROXY: '1' });

  let stopped = false;
  let sent = 0;
  const respondent = async (index: number) => {
    const client = new Client(server.url, `203.0.113.${index + 1}`);
    let dialogId: string | undefined;
    for (let n = 0; !stopped; n += 1) {
      const reply = await postChat(client, {
        ...(dialogId ? { dialogId } : { interviewId: interview.id }),
        userMessage: `Answer ${index}-${n}`,
        clientId: `m${n}`,
      });
      expect(reply.status).toBe(200);
      sent += 1;
      dialogId = reply.json.isLastMessage ? undefined : (reply.json.dialogId as string);
    }
  };
  const load = Array.from({ length: 10 }, (_, i) => respondent(i));
  while (sent < 20) await new Promise((resolve) => setTimeout(resolve, 50));

  const target = path.join(tempFolder('qualia-backup-'), 'copy.db');
  const backup = await dbBackup([target], dataDir);
  const sentByThen = sent;
  stopped = true;
  await Promise.all(load);
  expect(backup.output).toContain(`Backed up ${env().databasePath} to ${target}`);
  expect(backup.code).toBe(0);

  const copy = openDatabase(target);
  expect(copy.$client.pragma('integrity_check', { simple: true })).toBe('ok');
  const answers = copy.$client.prepare("select count(*) as n from messages where role = 'user'").get() as { n: number };
  expect(answers.n).toBeGreaterThanOrEqual(20);
  expect(answers.n).toBeLessThanOrEqual(sentByThen + 10);
  copy.$client.close();
  // No partial file is left beside it.
  expect(fs.readdirSync(path.dirname(target))).toEqual(['copy.db']);
}, 60_000);

test('refuses to overwrite a file unless told, and names a missing database or a folder it cannot write to', async () => {
  closeDb();
  const dataDir = env().dataDir;
  const folder = tempFolder('qualia-backup-');
  const existing = path.join(folder, 'existing.db');
  fs.writeFileSync(existing, 'keep me');

  const refused = await dbBackup([existing], dataDir);
  expect(refused.code).toBe(1);
  expect(refused.output).toContain(`Error: ${existing} already exists (add --force to replace it)`);
  expect(fs.readFileSync(existing, 'utf8')).toBe('keep me');

  const forced = await dbBackup([existing, '--force'], dataDir);
  expect(forced.code).toBe(0);
  const copy = openDatabase(existing);
  expect(copy.$client.pragma('integrity_check', { simple: true })).toBe('ok');
  copy.$client.close();

  const empty = tempFolder('qualia-empty-');
  const missing = await dbBackup([path.join(folder, 'other.db')], empty);
  expect(missing.code).toBe(1);
  expect(missing.output).toContain(`Error: no database at ${path.join(empty, 'app.db')}`);

  const nowhere = path.join(folder, 'no-such-folder', 'copy.db');
  const unwritable = await dbBackup([nowhere], dataDir);
  expect(unwritable.code).toBe(1);
  expect(unwritable.output).toContain(`Error: cannot write to ${path.dirname(nowhere)}`);

  const usage = await dbBackup([], dataDir);
  expect(usage.code).toBe(2);
  expect(usage.output).toContain('Usage: npm run db:backup -- FILE [--force]');
}, 30_000);
