import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';

import type { Db } from '@db/connection';
import * as schema from '@db/schema';

import { type BuiltServer, startBuiltServer } from '../support/built-server';
import { openDataDir, seedPublishedInterview } from '../support/data-dir-seeds';
import { FakeOpenAI } from '../support/fake-openai';
import { Client } from '../support/test-server';

/*
 * The real compiled server, SIGKILLed while it streams an interviewer's reply, then started again on the same data
 * folder: the respondent's message is there, and a retry with the same client id completes the turn once.
 */

let fake: FakeOpenAI;
const running: BuiltServer[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qualia-crash-'));
let db: Db | undefined;

beforeAll(async () => {
  fake = await FakeOpenAI.start();
});
afterEach(async () => {
  for (const server of running.splice(0)) {
    // Thrown away with its data folder; a graceful stop would wait for the test's keep-alive connections.
    if (server.process.exitCode === null && server.process.signalCode === null) {
      server.killTree();
      await server.exited;
    }
  }
});
afterAll(async () => {
  db?.$client.close();
  await fake.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const aiEnv = () => ({ OPENAI_BASE_URL: fake.url, OPENAI_API_KEY: 'test-key', AI_MAX_RETRIES: '0', AI_TIMEOUT_MS: '10000' });
const ANSWER = 'I buy my coffee at the kiosk by the station, every morning on the way to work';
const REPLY = 'Thank you. What makes the kiosk by the station your choice rather than another place?';

async function start() {
  const server = await startBuiltServer({ DATA_DIR: dataDir, ...aiEnv() });
  running.push(server);
  return server;
}

function chatRequest(client: Client, body: Record<string, unknown>) {
  return client.request('/api/interview/chat', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: client.baseUrl },
    body: JSON.stringify({ ...body, stream: true }),
  });
}

const eventData = (stream: string, event: string) =>
  [...stream.matchAll(new RegExp(`event: ${event}\\ndata: (.*)\\n`, 'g'))].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);

test('SIGKILL during a streamed reply: after the restart the message is in the transcript and a retry completes the turn', async () => {
  let server = await start();
  db = openDataDir(dataDir);
  const interview = seedPublishedInterview(db);
  fake.onChat(() => REPLY);
  // A model not yet heard may write thoughts whose block its chat template opened, so its first reply is held whole:
  // another respondent's turn makes it known.
  const first = await (
    await chatRequest(new Client(server.url), { interviewId: interview.id, userMessage: ANSWER, clientId: 'first' })
  ).text();
  const uncrashedId = eventData(first, 'done')[0]!.dialogId as string;
  // One word every 300 ms: the reply is still being written when the process dies.
  fake.streamDelayMs = 300;

  const visitor = new Client(server.url);
  const response = await chatRequest(visitor, { interviewId: interview.id, userMessage: ANSWER, clientId: 'crash-1' });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let received = '';
  while (!/event: text\n/.test(received)) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`the stream ended before its first text:\n${received}`);
    received += decoder.decode(value, { stream: true });
  }
  const dialogId = eventData(received, 'dialog')[0]!.dialogId as string;
  expect(eventData(received, 'text')[0]!.text).not.toBe(REPLY);

  server.killTree();
  expect(await server.exited).toBeNull();
  expect(server.process.signalCode).toBe('SIGKILL');
  // The respondent's connection breaks; nothing more arrives.
  await reader.read().then(
    (rest) => expect(rest.done || !decoder.decode(rest.value).includes('event: done')).toBe(true),
    () => undefined,
  );

  // What the disk holds after the crash: the greeting and the respondent's message, no reply.
  const stored = () =>
    db!
      .select()
      .from(schema.messages)
      .where(eq(schema.messages.dialogId, dialogId))
      .orderBy(asc(schema.messages.createdAt), asc(sql`rowid`))
      .all();
  expect(stored().map((m) => m.role)).toEqual(['assistant', 'user']);
  expect(stored()[1]).toMatchObject({ content: ANSWER, clientId: 'crash-1' });

  server = await start();
  const again = new Client(server.url);
  // The transcript as the respondent's page reads it after the restart.
  const history = await again.request('/api/interview/messages', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url },
    body: JSON.stringify({ dialogId }),
  });
  expect(history.status).toBe(200);
  const { messages } = (await history.json()) as { messages: { role: string; content: string }[] };
  expect(messages.map((m) => m.role)).toEqual(['assistant', 'user']);
  expect(messages[1]!.content).toBe(ANSWER);

  // The page's Retry: the same client id, the same text.
  fake.streamDelayMs = 0;
  const requestsBefore = fake.chatRequests().length;
  const retried = await (await chatRequest(again, { dialogId, userMessage: ANSWER, clientId: 'crash-1' })).text();
  const done = eventData(retried, 'done')[0];
  expect(done, retried).toMatchObject({ dialogId, response: REPLY, isLastMessage: false });
  expect(fake.chatRequests().length).toBe(requestsBefore + 1);

  // One respondent message, one reply, and the dialog moved on in the guide.
  expect(stored().map((m) => [m.role, m.content])).toEqual([
    ['assistant', stored()[0]!.content],
    ['user', ANSWER],
    ['assistant', REPLY],
  ]);
  // Exactly where a dialog that never crashed is after the same answer: the turn was taken once.
  const stateOf = (id: string) => db!.select().from(schema.dialogs).where(eq(schema.dialogs.id, id)).get()!.state as { question: number };
  expect(stateOf(uncrashedId).question).toBeGreaterThanOrEqual(0);
  expect(stateOf(dialogId).question).toBe(stateOf(uncrashedId).question);

  // A second retry (a double tap) answers the stored reply without asking the model again.
  const twice = await (await chatRequest(again, { dialogId, userMessage: ANSWER, clientId: 'crash-1' })).text();
  expect(eventData(twice, 'done')[0]).toMatchObject({ response: REPLY });
  expect(fake.chatRequests().length).toBe(requestsBefore + 1);
  expect(stored()).toHaveLength(3);
}, 30_000);
