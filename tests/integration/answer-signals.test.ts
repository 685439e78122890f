import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';

import { getDb, schema } from '@db/index';
import { answerSignalsOf } from '~/features/dialogs/answer-signals.server';

import { postChat as chat } from '../support/chat';
import { createPublishedInterview } from '../support/factories';
import { fake, server, useFakeAiServer } from '../support/fake-ai-server';
import { Client } from '../support/test-server';

useFakeAiServer();

const QUESTIONS = [
  { id: 'q1', title: 'Habits', description: 'How do you usually buy coffee?' },
  { id: 'q2', title: 'Reasons', description: 'Why do you choose the place you buy it from?' },
];
const ANSWER = 'I usually buy my coffee at a small cafe near the office on my way in every morning';

let ipCounter = 0;
function respondent() {
  ipCounter += 1;
  return new Client(server.url, `203.0.113.${ipCounter}`);
}

const signalsOf = (dialogId: string) => answerSignalsOf([dialogId]).get(dialogId) ?? [];

/** Streams a send as the pages do and returns the dialog id and the Set-Cookie lines. */
async function streamChat(client: Client, body: Record<string, unknown>) {
  const response = await client.request('/api/interview/chat', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: client.baseUrl },
    body: JSON.stringify({ ...body, stream: true }),
  });
  const text = await response.text();
  expect(text).toContain('event: done');
  const dialogId = JSON.parse(/event: dialog\ndata: (.*)\n/.exec(text)![1]!).dialogId as string;
  return { dialogId, cookies: response.headers.getSetCookie() };
}

describe('how each answer was written', () => {
  test('the JavaScript page’s signals are stored clamped, with the server’s timing and the browser and address hashed', async () => {
    const { interview } = await createPublishedInterview({ questions: QUESTIONS });
    const visitor = respondent();
    const first = await streamChat(visitor, {
      interviewId: interview.id,
      userMessage: 'Yes, happy to start',
      clientId: 'a1',
      signals: { typed: 19, pasted: 0, pastes: 0, composingMs: 4200, hidden: 0 },
    });
    // The dialog's cookie and the browser's visitor cookie, both with the stream.
    expect(first.cookies.some((c) => c.startsWith('visitor='))).toBe(true);
    expect(first.cookies.some((c) => c.includes(`Path=/interviews/${interview.id}`))).toBe(true);
    // Forged: a paste longer than the answer and without its event, a negative time.
    const forged = { typed: 3, pasted: 5_000, pastes: 0, composingMs: -50, hidden: 2, extra: 'x'.repeat(100) };
    await streamChat(visitor, { dialogId: first.dialogId, userMessage: ANSWER, clientId: 'a2', signals: forged });

    const [greetingAnswer, answer] = signalsOf(first.dialogId);
    expect(greetingAnswer!.client).toEqual({ typed: 19, pasted: 0, pastes: 0, composingMs: 4200, hidden: 0 });
    // The greeting is written when the dialog is first read, not when it was shown: nothing to time the first answer by.
    expect(greetingAnswer!.server).toBeNull();
    expect(answer!.client).toEqual({ typed: 3, pasted: ANSWER.length, pastes: 1, composingMs: 0, hidden: 2 });
    expect(answer!.server!.seconds).toBeGreaterThan(0);
    expect(answer!.server!.charsPerSecond).toBeCloseTo(ANSWER.length / answer!.server!.seconds, 5);
    expect(answer!.visitorHash).toBe(greetingAnswer!.visitorHash);
    expect(answer!.addressHash).toMatch(/^[\w-]{22}$/);
    const row = getDb().select().from(schema.answerSignals).where(eq(schema.answerSignals.dialogId, first.dialogId)).all();
    expect(JSON.stringify(row)).not.toContain('203.0.113.');

    // A second dialog from the same browser and address shares both hashes; another browser's does not.
    const again = await streamChat(visitor, { interviewId: interview.id, userMessage: 'Hello again', clientId: 'a3' });
    expect(signalsOf(again.dialogId)[0]).toMatchObject({ visitorHash: answer!.visitorHash, addressHash: answer!.addressHash });
    const other = await streamChat(respondent(), { interviewId: interview.id, userMessage: 'Hi there', clientId: 'a4' });
    expect(signalsOf(other.dialogId)[0]!.visitorHash).not.toBe(answer!.visitorHash);
    expect(signalsOf(other.dialogId)[0]!.addressHash).not.toBe(answer!.addressHash);
  });

  test('a plain form post stores the server’s timing and no client signals, even a forged paste count', async () => {
    const { interview } = await createPublishedInterview({ questions: QUESTIONS });
    const visitor = respondent();
    const forged = JSON.stringify({ typed: 0, pasted: 80, pastes: 4, composingMs: 1000, hidden: 0 });
    expect((await visitor.post(`/interviews/${interview.id}`, { content: 'Ready', clientId: 'f1', signals: forged })).status).toBe(302);
    expect((await visitor.post(`/interviews/${interview.id}`, { content: ANSWER, clientId: 'f2', signals: forged })).status).toBe(302);
    const dialog = getDb().select().from(schema.dialogs).where(eq(schema.dialogs.interviewId, interview.id)).get()!;
    const stored = signalsOf(dialog.id);
    expect(stored.map((s) => s.client)).toEqual([null, null]);
    expect(stored[1]!.server!.seconds).toBeGreaterThan(0);
    expect(stored[1]!.visitorHash).not.toBeNull();
  });

  test('an oversized or malformed signals field is dropped and the answer is still stored and answered', async () => {
    const { interview } = await createPublishedInterview({ questions: QUESTIONS });
    const visitor = respondent();
    const huge = await chat(visitor, { interviewId: interview.id, userMessage: 'Ready', clientId: 'h1', signals: 'x'.repeat(20_000) });
    expect(huge.status).toBe(200);
    expect(huge.json.response).toContain('How do you usually buy coffee?');
    const dialogId = huge.json.dialogId as string;
    const wrong = await chat(visitor, { dialogId, userMessage: ANSWER, clientId: 'h2', signals: [1, 2, 3] });
    expect(wrong.status).toBe(200);
    expect(signalsOf(dialogId).map((s) => s.client)).toEqual([null, null]);

    // A megabyte is over the request's own limit: refused whole before it is read, and the next send is answered.
    const megabyte = await chat(visitor, { dialogId, userMessage: 'More', clientId: 'h3', signals: 'x'.repeat(1024 * 1024) });
    expect(megabyte.status).toBe(413);
    const after = await chat(visitor, { dialogId, userMessage: 'More', clientId: 'h3' });
    expect(after.status).toBe(200);
    expect(signalsOf(dialogId)).toHaveLength(3);
  });

  test('the signals never reach the interviewer’s prompt', async () => {
    const { interview } = await createPublishedInterview({ questions: QUESTIONS, interviewerLlm: 'gpt-4o', kMessages: 1 });
    fake.onChat(() => 'How do you usually get your coffee?');
    const signals = { typed: 73_519, pasted: 0, pastes: 0, composingMs: 61_427, hidden: 9 };
    const first = await chat(respondent(), { interviewId: interview.id, userMessage: 'Ready', clientId: 'p1', signals });
    expect(first.status).toBe(200);
    expect(signalsOf(first.json.dialogId as string)[0]!.client).toMatchObject({ composingMs: 61_427 });
    const prompts = JSON.stringify(fake.chatRequests());
    expect(prompts).toContain('Ready');
    for (const trace of ['73519', '61427', 'composingMs', 'pastes']) expect(prompts).not.toContain(trace);
  });

  test('deleting a dialog removes its signals', async () => {
    const { interview } = await createPublishedInterview({ questions: QUESTIONS });
    const reply = await chat(respondent(), { interviewId: interview.id, userMessage: 'Ready', clientId: 'd1' });
    const dialogId = reply.json.dialogId as string;
    expect(signalsOf(dialogId)).toHaveLength(1);
    getDb().delete(schema.dialogs).where(eq(schema.dialogs.id, dialogId)).run();
    expect(signalsOf(dialogId)).toHaveLength(0);
  });
});
