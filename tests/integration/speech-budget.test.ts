import fs from 'node:fs';
import path from 'node:path';

import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';

import { getDb, schema } from '@db/index';
import { deleteDialog } from '~/features/dialogs/dialogs.server';
import { ORPHAN_RECORDING_MS, sweepOrphanFiles } from '~/features/storage/orphan-sweep.server';
import { SPEECH_PER_DIALOG_PER_10_MINUTES, SPEECH_PER_DIALOG_REFUSED } from '~/features/voice/voice.server';
import { env } from '~/lib/env.server';

import { postChat as chat } from '../support/chat';
import { createPublishedInterview } from '../support/factories';
import { fake, server, useFakeAiServer } from '../support/fake-ai-server';
import { Client } from '../support/test-server';

// Speech and chat turns spend the interview's daily budget of provider calls, which anyone with the link can reach:
// one interviewer message is spoken once however often it is asked for, a dialog's speech is bounded, and a burst
// of concurrent calls never gets past the budget.

useFakeAiServer();

const QUESTIONS = [
  { id: 'q1', title: 'Habits', description: 'How do you usually buy coffee?' },
  { id: 'q2', title: 'Price', description: 'What would make you pay more?' },
];

let ipCounter = 0;
const respondent = () => new Client(server.url, `198.51.100.${++ipCounter}`);
const speechCalls = () => fake.requests.filter((r) => r.path === '/v1/audio/speech');
const speech = (client: Client, messageId: string) => client.get(`/api/interview/speech?messageId=${messageId}`);

async function spokenInterview(fields: Parameters<typeof createPublishedInterview>[0] = {}) {
  const { interview } = await createPublishedInterview({
    questions: QUESTIONS,
    kMessages: 1,
    method: 'audio',
    interviewerLlm: 'gpt-4o',
    ...fields,
  });
  const visitor = respondent();
  fake.onChat(() => 'Thanks. How do you usually buy coffee?');
  const reply = await chat(visitor, { interviewId: interview.id, userMessage: 'Hello, happy to start', clientId: 'first' });
  expect(reply.status).toBe(200);
  return {
    interview,
    visitor,
    messageId: reply.json.messageId as string,
    dialogId: reply.json.dialogId as string,
    text: reply.json.response as string,
  };
}

describe('the interviewer’s voice', () => {
  test('thirty concurrent requests from six addresses for one message make one synthesis; all get the same audio, kept as a file', async () => {
    const { interview, messageId, text } = await spokenInterview();
    // The provider takes a while, so every request arrives while the first synthesis is still under way.
    fake.latencyMs = 150;
    const addresses = Array.from({ length: 6 }, respondent);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => speech(addresses[i % addresses.length]!, messageId)));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const bodies = await Promise.all(answers.map(async (a) => Buffer.from(await a.arrayBuffer()).toString('utf8')));
    // The fake answers "ID3" followed by the text it was asked to speak.
    expect(new Set(bodies)).toEqual(new Set([`ID3${text}`]));
    expect(answers[0]!.headers.get('content-type')).toBe('audio/mpeg');
    expect(speechCalls()).toHaveLength(1);

    // Stored like a recording: later requests are served from it without asking the provider again.
    const stored = getDb()
      .select()
      .from(schema.uploads)
      .where(and(eq(schema.uploads.interviewId, interview.id), eq(schema.uploads.kind, 'audio')))
      .all();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ contentType: 'audio/mpeg', size: Buffer.byteLength(`ID3${text}`) });
    const later = await speech(respondent(), messageId);
    expect(Buffer.from(await later.arrayBuffer()).toString('utf8')).toBe(`ID3${text}`);
    expect(speechCalls()).toHaveLength(1);
    const spent = getDb()
      .select()
      .from(schema.aiCalls)
      .where(and(eq(schema.aiCalls.interviewId, interview.id), eq(schema.aiCalls.purpose, 'text-to-speech')))
      .all();
    expect(spent).toHaveLength(1);
  });

  test('a spoken message’s file outlives the orphan sweep and goes with its dialog', async () => {
    const { interview, messageId, dialogId } = await spokenInterview();
    expect((await speech(respondent(), messageId)).status).toBe(200);
    const stored = () =>
      getDb()
        .select()
        .from(schema.uploads)
        .where(and(eq(schema.uploads.interviewId, interview.id), eq(schema.uploads.kind, 'audio')))
        .all();
    const [file] = stored();
    expect(file).toBeDefined();
    await sweepOrphanFiles(Date.now() + 2 * ORPHAN_RECORDING_MS);
    expect(stored()).toHaveLength(1);
    expect(fs.existsSync(path.join(env().dataDir, 'uploads', 'audio', file!.fileName))).toBe(true);

    await deleteDialog({ id: dialogId, interviewId: interview.id });
    expect(stored()).toHaveLength(0);
    expect(fs.existsSync(path.join(env().dataDir, 'uploads', 'audio', file!.fileName))).toBe(false);
  });

  test('past the bound of speech requests per dialog the answer is 429 with a clear message, whatever the address', async () => {
    const { messageId, dialogId } = await spokenInterview();
    // Spread over addresses so that no address reaches its own limit.
    const addresses = Array.from({ length: 8 }, respondent);
    for (let i = 0; i < SPEECH_PER_DIALOG_PER_10_MINUTES; i++)
      expect((await speech(addresses[i % addresses.length]!, messageId)).status).toBe(200);
    const refused = await speech(respondent(), messageId);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ detail: SPEECH_PER_DIALOG_REFUSED });
    expect(speechCalls()).toHaveLength(1);

    // Another dialog of the same interview is not affected.
    const other = respondent();
    const reply = await chat(other, {
      interviewId: getDb().select().from(schema.dialogs).where(eq(schema.dialogs.id, dialogId)).get()!.interviewId,
      userMessage: 'Hi there, ready',
      clientId: 'other',
    });
    expect((await speech(other, reply.json.messageId as string)).status).toBe(200);
  });
});

describe('the daily budget', () => {
  test('a concurrent burst of first messages from many addresses never makes more provider calls than the budget', async () => {
    const BUDGET = 4;
    const { interview } = await createPublishedInterview({
      questions: QUESTIONS,
      kMessages: 1,
      interviewerLlm: 'gpt-4o',
      aiDailyCallBudget: BUDGET,
    });
    fake.onChat(() => 'Thanks. How do you usually buy coffee?');
    fake.latencyMs = 150;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        chat(respondent(), { interviewId: interview.id, userMessage: 'Hello, happy to start', clientId: `burst-${i}` }),
      ),
    );
    expect(fake.chatRequests().length).toBeLessThanOrEqual(BUDGET);
    const spent = getDb().select().from(schema.aiCalls).where(eq(schema.aiCalls.interviewId, interview.id)).all();
    expect(spent.length).toBeLessThanOrEqual(BUDGET);
    const answered = answers.filter((a) => a.status === 200 && typeof a.json.response === 'string' && a.json.response.length > 0);
    expect(answered.length).toBeGreaterThan(0);
    expect(answered.length).toBeLessThanOrEqual(BUDGET);
  });

  test('a concurrent burst of speech for different messages never makes more syntheses than the budget', async () => {
    const BUDGET = 6;
    // Three turns' worth of messages, made before the budget is lowered.
    const { interview } = await createPublishedInterview({ questions: QUESTIONS, kMessages: 1, method: 'audio', interviewerLlm: 'gpt-4o' });
    fake.onChat(() => 'Thanks. How do you usually buy coffee?');
    const messageIds: { client: Client; id: string }[] = [];
    for (let i = 0; i < 10; i++) {
      const client = respondent();
      const reply = await chat(client, { interviewId: interview.id, userMessage: 'Hello, happy to start', clientId: `m-${i}` });
      messageIds.push({ client, id: reply.json.messageId as string });
    }
    const used = getDb().select().from(schema.aiCalls).where(eq(schema.aiCalls.interviewId, interview.id)).all().length;
    getDb()
      .update(schema.interviews)
      .set({ aiDailyCallBudget: used + BUDGET })
      .where(eq(schema.interviews.id, interview.id))
      .run();
    fake.latencyMs = 150;
    // Two requests for each of ten messages, all at once.
    const answers = await Promise.all(messageIds.flatMap(({ client, id }) => [speech(client, id), speech(client, id)]));
    expect(speechCalls().length).toBeLessThanOrEqual(BUDGET);
    expect(answers.filter((a) => a.status === 200).length).toBeLessThanOrEqual(2 * BUDGET);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(0);
  });
});
