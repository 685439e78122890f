import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';

import { getDb, schema } from '@db/index';

import { createPublishedInterview, PASSWORD } from '../support/factories';
import { fake, server, useFakeAiServer } from '../support/fake-ai-server';
import type { Fault } from '../support/fake-openai';
import { Client } from '../support/test-server';

/*
 * The provider misbehaves while a respondent talks to the interviewer: 429 storms (with and without Retry-After),
 * 500s, a request that is never answered, a stream that stops half way. Each time: the respondent's message is kept,
 * the attempts are bounded (counted at the fake and in ai_calls), the respondent is told politely in the interview's
 * language, the owner's debug panel gets the reason, and the whole send ends within the configured timeouts.
 */

const TIMEOUT_MS = 1200;
const MAX_RETRIES = 2;
const ATTEMPTS = MAX_RETRIES + 1;
useFakeAiServer({ AI_MAX_RETRIES: String(MAX_RETRIES), AI_TIMEOUT_MS: String(TIMEOUT_MS) });

/** Attempts, each at most the timeout, plus the backoff between them (full jitter under 0.5 s, then 1 s), plus slack. */
const BOUND_MS = ATTEMPTS * TIMEOUT_MS + 500 + 1000 + 1500;

const FRENCH_POLITE = 'L’intervieweur n’est pas disponible pour le moment.';
const ANSWER = 'J’achète mon café au kiosque de la gare, tous les matins avant le travail';
const REPLY = 'Merci. Qu’est-ce qui vous fait choisir ce kiosque plutôt qu’un autre endroit ?';

let ipCounter = 0;
const respondent = () => new Client(server.url, `198.51.100.${++ipCounter}`);

const publishedInterview = () =>
  createPublishedInterview({
    questions: [{ id: 'q1', title: 'Habitudes', description: 'Comment achetez-vous votre café ?' }],
    interviewerLlm: 'gpt-4o',
    kMessages: 1,
    language: 'French',
  });

type Events = {
  status: number;
  texts: string[];
  done?: Record<string, unknown>;
  error?: Record<string, unknown>;
  dialogId?: string;
  ms: number;
};

/** A send as the respondent's page makes it (JSON, streamed), read to its end. */
async function send(client: Client, body: Record<string, unknown>): Promise<Events> {
  const started = Date.now();
  const response = await client.request('/api/interview/chat', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: client.baseUrl },
    body: JSON.stringify({ ...body, stream: true }),
  });
  const stream = await response.text();
  const events = (name: string) =>
    [...stream.matchAll(new RegExp(`event: ${name}\\ndata: (.*)\\n`, 'g'))].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
  return {
    status: response.status,
    texts: events('text').map((e) => e.text as string),
    done: events('done')[0],
    error: events('error')[0],
    dialogId: events('dialog')[0]?.dialogId as string | undefined,
    ms: Date.now() - started,
  };
}

const messagesOf = (dialogId: string) =>
  getDb()
    .select()
    .from(schema.messages)
    .where(eq(schema.messages.dialogId, dialogId))
    .orderBy(asc(schema.messages.createdAt), asc(sql`rowid`))
    .all();
const callsOf = (interviewId: string) =>
  getDb()
    .select()
    .from(schema.aiCalls)
    .where(and(eq(schema.aiCalls.interviewId, interviewId), eq(schema.aiCalls.purpose, 'interviewer-turn')))
    .orderBy(asc(schema.aiCalls.createdAt), asc(sql`rowid`))
    .all();

/**
 * A respondent's send against `faults` (one per attempt), then the owner's own send against the same faults; the
 * checks every fault shares. Returns what the respondent saw and the reason the owner got.
 */
async function sendThrough(faults: Fault[], expectedOutcomes: string[]) {
  const { owner, interview } = await publishedInterview();
  const visitor = respondent();
  fake.onChat(() => REPLY);
  fake.failNext(...faults);
  const failed = await send(visitor, { interviewId: interview.id, userMessage: ANSWER, clientId: 'fault-1' });

  // The respondent: a polite message in French, told that the message is saved, nothing of the provider's.
  expect(failed.status).toBe(200);
  expect(failed.done).toBeUndefined();
  expect(failed.error).toMatchObject({ status: 502, detail: FRENCH_POLITE, saved: true });
  expect(failed.error).not.toHaveProperty('debug');
  // The message is kept, once, with no reply.
  const dialogId = failed.dialogId!;
  expect(messagesOf(dialogId).map((m) => [m.role, m.role === 'user' ? m.content : ''])).toEqual([
    ['assistant', ''],
    ['user', ANSWER],
  ]);
  // Bounded: the attempts the fake received, the rows that log them, and the time it all took.
  expect(fake.chatRequests()).toHaveLength(expectedOutcomes.length);
  expect(callsOf(interview.id).map((c) => c.outcome)).toEqual(expectedOutcomes);
  expect(failed.ms).toBeLessThan(BOUND_MS);

  // The retry the page offers, once the provider is back (faults left unused are dropped), answers the kept message.
  fake.reset();
  fake.onChat(() => REPLY);
  const retried = await send(visitor, { dialogId, userMessage: ANSWER, clientId: 'fault-1' });
  expect(retried.done).toMatchObject({ response: REPLY });
  expect(messagesOf(dialogId).map((m) => m.role)).toEqual(['assistant', 'user', 'assistant']);

  // The owner opening the respondent's dialog finds each failed attempt in its debug panel; the respondent never does.
  const ownerClient = respondent();
  await ownerClient.signIn(owner.email, PASSWORD);
  const { shortLink } = getDb().select().from(schema.dialogs).where(eq(schema.dialogs.id, dialogId)).get()!;
  const ownerView = await (await ownerClient.get(`/dialogs/${shortLink}`)).text();
  expect(ownerView.replaceAll('<!-- -->', '')).toContain(`Show debug panel (${expectedOutcomes.length})`);
  const lastFailure = callsOf(interview.id)
    .filter((c) => c.outcome !== 'ok')
    .at(-1)!;
  expect(ownerView).toContain(`interviewer-turn (gpt-4o, attempt ${lastFailure.attempt}): ${lastFailure.outcome}`);
  const visitorView = await (await visitor.get(`/interviews/${interview.id}`)).text();
  expect(visitorView).toContain(ANSWER.slice(0, 20));
  expect(visitorView).not.toContain('debug panel');
  expect(visitorView).not.toContain('interviewer-turn');

  // The owner trying their interview meets the same faults; their debug panel gets the reason.
  fake.failNext(...faults);
  const asOwner = await send(ownerClient, { interviewId: interview.id, userMessage: ANSWER, clientId: 'fault-owner' });
  expect(asOwner.error).toMatchObject({ status: 502, detail: FRENCH_POLITE, saved: true });
  return { failed, reason: String(asOwner.error!.debug) };
}

describe('the provider fails while a respondent waits', () => {
  test('a 429 storm without Retry-After: retried with backoff up to the limit, then the respondent is told', async () => {
    const storm: Fault[] = Array.from({ length: ATTEMPTS }, () => ({ kind: 'status', status: 429 }));
    const { reason } = await sendThrough(storm, ['retry', 'retry', 'error']);
    expect(reason).toContain('429');
  });

  test('a 429 storm with a short Retry-After: each wait honoured, the attempts still bounded', async () => {
    const storm: Fault[] = Array.from({ length: ATTEMPTS }, () => ({ kind: 'status', status: 429, retryAfter: 1 }));
    const { failed } = await sendThrough(storm, ['retry', 'retry', 'error']);
    // Two waits of one second each, as the provider asked.
    expect(failed.ms).toBeGreaterThanOrEqual(1900);
  });

  test('a 429 with a Retry-After longer than the call may take is not waited for: the respondent is told at once', async () => {
    const storm: Fault[] = Array.from({ length: ATTEMPTS }, () => ({ kind: 'status', status: 429, retryAfter: 30 }));
    const { failed, reason } = await sendThrough(storm, ['error']);
    expect(failed.ms).toBeLessThan(TIMEOUT_MS + 1000);
    expect(reason).toContain('429');
  });

  test('500s: retried up to the limit, then the respondent is told', async () => {
    const errors: Fault[] = Array.from({ length: ATTEMPTS }, () => ({ kind: 'status', status: 500 }));
    const { reason } = await sendThrough(errors, ['retry', 'retry', 'error']);
    expect(reason).toContain('500');
  });

  test('a provider that never answers: each attempt cut off at the timeout, then the respondent is told', async () => {
    const hangs: Fault[] = Array.from({ length: ATTEMPTS }, () => ({ kind: 'hang' }));
    const { failed, reason } = await sendThrough(hangs, ['retry', 'retry', 'timeout']);
    expect(failed.ms).toBeGreaterThanOrEqual(ATTEMPTS * TIMEOUT_MS - 100);
    expect(reason).toBe('The AI provider did not answer in time');
  });

  test('a stream that stops half way: cut off at the timeout and not started again, since the respondent saw its words', async () => {
    // A model not yet heard may write thoughts whose block its chat template opened, so its first reply is held whole
    // (and, cut off, started again): another interview's turn makes it known.
    fake.onChat(() => REPLY);
    expect(
      (await send(respondent(), { interviewId: (await publishedInterview()).interview.id, userMessage: ANSWER, clientId: 'first' })).done,
    ).toBeDefined();
    fake.reset();
    // The role event and two words, then silence.
    const stall: Fault[] = [{ kind: 'stall', chunks: 3 }];
    const { failed, reason } = await sendThrough(stall, ['timeout']);
    expect(failed.texts.at(-1)).toBe('Merci. Qu’est-ce ');
    expect(failed.ms).toBeLessThan(TIMEOUT_MS + 1000);
    expect(reason).toBe('The AI provider did not answer in time');
  });
});
