import '../../server/job-handlers';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';

import { getDb, schema } from '@db/index';
import { generateText } from '~/ai/chat.server';
import { resetAiConfig } from '~/ai/config.server';
import { loadTranscript } from '~/features/dialogs/dialogs.server';
import { createManualInterview, findInterview } from '~/features/interviews/interviews.server';
import { addPersona, startPersonaGeneration, stopPersonaGeneration } from '~/features/simulated-respondents/personas.server';
import {
  cancelJob,
  enqueueJob,
  getJob,
  onJobUpdate,
  registerJobHandler,
  startJobRunner,
  stopJobRunner,
  whenIdle,
} from '~/jobs/queue.server';

import { createResearcher, PASSWORD } from '../support/factories';
import { FakeOpenAI } from '../support/fake-openai';
import { Client, startTestServer, type TestServer } from '../support/test-server';

let fake: FakeOpenAI;
let server: TestServer;
beforeAll(async () => {
  fake = await FakeOpenAI.start();
  Object.assign(process.env, { OPENAI_BASE_URL: fake.url, OPENAI_API_KEY: 'test-key', AI_MAX_RETRIES: '2', AI_TIMEOUT_MS: '5000' });
  resetAiConfig();
  server = await startTestServer();
  startJobRunner({ concurrency: 2 });
});
afterAll(async () => {
  await stopJobRunner();
  await server.close();
  await fake.close();
});
beforeEach(() => fake.reset());

const QUESTIONS = [
  { id: 'q1', title: 'Habits', description: 'How do you usually buy coffee?' },
  { id: 'q2', title: 'Reasons', description: 'Why do you choose that place?' },
];

async function interviewOf(overrides: Partial<typeof schema.interviews.$inferInsert> = {}) {
  const owner = await createResearcher('jobs');
  const interview = createManualInterview(owner.id);
  getDb()
    .update(schema.interviews)
    .set({ questions: QUESTIONS, interviewerLlm: 'builtin', kMessages: 2, method: 'chat', ...overrides })
    .where(eq(schema.interviews.id, interview.id))
    .run();
  return { owner, interview };
}

const generated = (interviewId: string) =>
  getDb()
    .select()
    .from(schema.dialogs)
    .where(eq(schema.dialogs.interviewId, interviewId))
    .all()
    .filter((d) => d.isGenerated);
const messageCount = (dialogId: string) =>
  getDb().select().from(schema.messages).where(eq(schema.messages.dialogId, dialogId)).all().length;

describe('the job queue', () => {
  test('runs a job, reports its progress to listeners, and completes it', async () => {
    registerJobHandler('test-count', async ({ setTotal, progress }) => {
      setTotal(3);
      for (let i = 1; i <= 3; i++) progress(i);
    });
    const job = enqueueJob({ kind: 'test-count', interviewId: null });
    const seen: number[] = [];
    const stop = onJobUpdate(job.id, (update) => seen.push(update.progress));
    await whenIdle();
    stop();
    expect(getJob(job.id)).toMatchObject({ status: 'completed', progress: 3, total: 3 });
    expect(seen).toEqual(expect.arrayContaining([1, 2, 3]));
  });

  test('a failing handler ends the job with its error', async () => {
    registerJobHandler('test-fail', async () => {
      throw new Error('Nothing to do');
    });
    const job = enqueueJob({ kind: 'test-fail', interviewId: null });
    await whenIdle();
    expect(getJob(job.id)).toMatchObject({ status: 'error', error: 'Nothing to do' });
  });

  test('cancel aborts the AI call in flight', async () => {
    fake.failNext({ kind: 'hang' });
    registerJobHandler('test-ai', async ({ signal }) => {
      await generateText({ purpose: 'job-test', model: 'gpt-4o', signal }, [{ role: 'user', content: 'Hi' }]);
    });
    const job = enqueueJob({ kind: 'test-ai', interviewId: null });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(getJob(job.id)!.status).toBe('running');
    const started = Date.now();
    cancelJob(job.id);
    await whenIdle();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(getJob(job.id)).toMatchObject({ status: 'cancelled' });
  });

  test('a job left running by a stopped process resumes where it was after a restart', async () => {
    let runs = 0;
    let release: () => void = () => undefined;
    registerJobHandler('test-resume', async ({ job, signal, progress }) => {
      runs += 1;
      if (runs === 1) {
        progress(1);
        await new Promise<void>((resolve, reject) => {
          release = resolve;
          signal.addEventListener('abort', () => reject(signal.reason));
        });
      }
      progress(job.progress + 1);
    });
    const job = enqueueJob({ kind: 'test-resume', interviewId: null, total: 2 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await stopJobRunner();
    expect(getJob(job.id)).toMatchObject({ status: 'running', progress: 1 });
    startJobRunner({ concurrency: 2 });
    await whenIdle();
    release();
    expect(runs).toBe(2);
    expect(getJob(job.id)).toMatchObject({ status: 'completed', progress: 2 });
  });

  test('a graceful stop lets a running job finish within the grace, and aborts one that would outlast it', async () => {
    registerJobHandler('test-grace-short', async ({ progress }) => {
      await new Promise((resolve) => setTimeout(resolve, 150));
      progress(1);
    });
    const aborted: unknown[] = [];
    registerJobHandler('test-grace-long', async ({ signal }) => {
      await new Promise<void>((_resolve, reject) => {
        signal.addEventListener('abort', () => {
          aborted.push(signal.reason);
          reject(signal.reason);
        });
      });
    });
    const short = enqueueJob({ kind: 'test-grace-short', interviewId: null, total: 1 });
    const long = enqueueJob({ kind: 'test-grace-long', interviewId: null, total: 1 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const began = Date.now();
    await stopJobRunner({ graceMs: 600 });
    expect(Date.now() - began).toBeGreaterThanOrEqual(550);
    expect(getJob(short.id)).toMatchObject({ status: 'completed', progress: 1 });
    // Left 'running' with its progress, so the next start resumes it.
    expect(getJob(long.id)).toMatchObject({ status: 'running' });
    expect(aborted).toHaveLength(1);
    getDb().update(schema.jobs).set({ status: 'cancelled' }).where(eq(schema.jobs.id, long.id)).run();
    startJobRunner({ concurrency: 2 });
  });
});

describe('AI respondents', () => {
  test('the built-in engine plays each persona, respondent by respondent, through the real interviewer', async () => {
    const { owner, interview } = await interviewOf();
    const night = addPersona(owner.id, interview.id, {
      name: 'Night owl',
      description: 'Works night shifts at a hospital. Drinks strong coffee from vending machines. Cares about price.',
      respondentCount: 2,
    });
    addPersona(owner.id, interview.id, {
      name: 'Barista fan',
      description: 'Visits the same cafe daily, knows the staff, likes oat milk flat whites',
      respondentCount: 1,
    });
    const job = startPersonaGeneration(owner.id, interview.id);
    expect(job.total).toBe(3);
    await whenIdle();
    expect(getJob(job.id)).toMatchObject({ status: 'completed', progress: 3 });
    const dialogs = generated(interview.id);
    expect(dialogs).toHaveLength(3);
    expect(dialogs.filter((d) => d.personaId === night.id)).toHaveLength(2);
    for (const dialog of dialogs) {
      expect(dialog.completedAt).not.toBeNull();
      expect(messageCount(dialog.id)).toBeGreaterThanOrEqual(6);
    }
    const stored = getDb().select().from(schema.personas).where(eq(schema.personas.interviewId, interview.id)).all();
    expect(stored.map((p) => [p.status, p.generatedCount])).toEqual([
      ['completed', 2],
      ['completed', 1],
    ]);
    const answers = getDb()
      .select()
      .from(schema.messages)
      .where(eq(schema.messages.dialogId, dialogs[0]!.id))
      .all()
      .filter((m) => m.role === 'user');
    expect(answers.some((m) => /coffee|shift|hospital|price|vending/i.test(m.content))).toBe(true);
  });

  test('the built-in engine answers in the interview’s language, each question in its own way', async () => {
    const guide = [
      { id: 'q1', title: 'Причины', description: 'Почему вы отказались от подписки на электровелосипед?' },
      { id: 'q2', title: 'Частота', description: 'Как часто вы ездили на электровелосипеде?' },
    ];
    const { owner, interview } = await interviewOf({ questions: guide, language: 'Russian' });
    addPersona(owner.id, interview.id, {
      name: 'Анна',
      description: 'Анна, 34, бухгалтер из Казани. Отказалась от подписки из-за частых проколов и медленного ремонта.',
      respondentCount: 1,
    });
    startPersonaGeneration(owner.id, interview.id);
    await whenIdle();
    const [dialog] = generated(interview.id);
    const messages = loadTranscript(dialog!, findInterview(interview.id)!);
    const answers = messages.filter((m) => m.role === 'user').map((m) => m.content);
    expect(answers.length).toBeGreaterThanOrEqual(3);
    for (const answer of answers) {
      expect(answer, answer).toMatch(/[а-яё]/i);
      expect(answer, answer).not.toMatch(/\b(?:the|and|because|I|I’m|my|Mostly|Sure)\b/);
    }
    const asked = (question: string) => messages.findIndex((m) => m.role === 'assistant' && m.content.includes(question));
    const answerTo = (question: string) => messages.slice(asked(question) + 1).find((m) => m.role === 'user')!.content;
    expect(answerTo(guide[0]!.description)).toContain('из-за частых проколов и медленного ремонта');
    expect(answerTo(guide[0]!.description)).not.toContain('Отказалась');
    // A frequency, wherever it stands in the sentence ("Раза два в месяц.", "Примерно раз в неделю.").
    expect(answerTo(guide[1]!.description)).toMatch(/раз|каждый день/iu);
  });

  test('with an OpenAI-compatible model, a 429 in the middle is waited out and generation completes', async () => {
    const { owner, interview } = await interviewOf({ interviewerLlm: 'gpt-4o', kMessages: 1 });
    addPersona(owner.id, interview.id, {
      name: 'Student',
      description: 'A student on a budget who buys instant coffee',
      respondentCount: 1,
    });
    fake.onChat((body) =>
      String(body.messages[0]!.content).includes('You play a respondent')
        ? 'I mostly drink instant coffee in my dorm room because it is cheap and quick'
        : 'What else can you tell me?',
    );
    fake.failNext({ kind: 'latency', ms: 0 }, { kind: 'status', status: 429, retryAfter: 0 });
    const job = startPersonaGeneration(owner.id, interview.id);
    await whenIdle();
    expect(getJob(job.id)!.status).toBe('completed');
    const [dialog] = generated(interview.id);
    expect(dialog!.completedAt).not.toBeNull();
    const outcomes = getDb()
      .select()
      .from(schema.aiCalls)
      .where(eq(schema.aiCalls.interviewId, interview.id))
      .all()
      .map((c) => c.outcome);
    expect(outcomes).toContain('retry');
  });

  test('Stop aborts the current call and keeps what was done', async () => {
    const { owner, interview } = await interviewOf({ interviewerLlm: 'gpt-4o', kMessages: 1 });
    addPersona(owner.id, interview.id, { name: 'Slow', description: 'Takes time to answer', respondentCount: 5 });
    let calls = 0;
    fake.onChat(() => {
      calls += 1;
      return calls < 4 ? 'A long enough answer about buying coffee every single morning at work' : 'Next question please?';
    });
    fake.latencyMs = 150;
    const job = startPersonaGeneration(owner.id, interview.id);
    await new Promise((resolve) => setTimeout(resolve, 700));
    stopPersonaGeneration(owner.id, interview.id);
    await whenIdle();
    expect(getJob(job.id)!.status).toBe('cancelled');
    const dialogs = generated(interview.id);
    expect(dialogs.length).toBeGreaterThanOrEqual(1);
    expect(dialogs.length).toBeLessThan(5);
    expect(messageCount(dialogs[0]!.id)).toBeGreaterThan(1);
    const persona = getDb().select().from(schema.personas).where(eq(schema.personas.interviewId, interview.id)).get()!;
    expect(persona.status).toBe('pending');
  });

  test('Individual Links generate persona dialogs with the bio, the messages count and the count of dialogs', async () => {
    const { owner, interview } = await interviewOf();
    const client = new Client(server.url);
    await client.signIn(owner.email, PASSWORD);
    const links = `/interview/setup/${interview.id}/links`;
    const refused = await client.post(
      links,
      { intent: 'persona-dialogs', bio: 'A nurse', messagesCount: '21', count: '1' },
      { headers: { 'Sec-Fetch-Dest': 'empty' } },
    );
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toBe('Messages count must be a whole number from 1 to 20');
    const posted = await client.post(links, {
      intent: 'persona-dialogs',
      bio: 'A night-shift nurse who drinks vending-machine coffee',
      messagesCount: '2',
      count: '2',
    });
    expect(posted.status).toBe(302);
    await whenIdle();
    const dialogs = generated(interview.id);
    expect(dialogs).toHaveLength(2);
    for (const dialog of dialogs) {
      expect(dialog.preInfo).toBe('A night-shift nurse who drinks vending-machine coffee');
      const answers = getDb()
        .select()
        .from(schema.messages)
        .where(eq(schema.messages.dialogId, dialog.id))
        .all()
        .filter((m) => m.role === 'user');
      expect(answers.length).toBeLessThanOrEqual(2);
      expect(answers.length).toBeGreaterThan(0);
    }
    expect(await (await client.get(`/interview/setup/${interview.id}`)).text()).toContain('Generated 2 dialogs');
  });

  test('a persona dialog with Messages = 8 ends Completed once its eighth answer is given, in a guide it cannot finish', async () => {
    const longGuide = Array.from({ length: 10 }, (_, i) => ({
      id: `q${i}`,
      title: `Topic ${i}`,
      description: `What can you tell me about coffee topic number ${i}?`,
    }));
    const { owner, interview } = await interviewOf({ questions: longGuide });
    const client = new Client(server.url);
    await client.signIn(owner.email, PASSWORD);
    const bio = 'tom, 41, father of two in Rotterdam. Drinks strong coffee every morning.';
    expect(
      (await client.post(`/interview/setup/${interview.id}/links`, { intent: 'persona-dialogs', bio, messagesCount: '8', count: '1' }))
        .status,
    ).toBe(302);
    await whenIdle();
    const [dialog] = generated(interview.id);
    expect(dialog!.completedAt).not.toBeNull();
    const answers = getDb()
      .select()
      .from(schema.messages)
      .where(eq(schema.messages.dialogId, dialog!.id))
      .all()
      .filter((m) => m.role === 'user');
    expect(answers).toHaveLength(8);
    // The simulated respondent speaks for itself and never pastes the bio.
    for (const answer of answers) expect(answer.content).not.toMatch(/\btom, 41|father of two in Rotterdam/);
    const participants = await (await client.get(`/interview/setup/${interview.id}/participants`)).text();
    expect(participants).toContain('Completed');
    expect(participants).not.toContain('In Progress');
  });

  test('a failed persona dialog says "Failed to generate dialog"', async () => {
    const { owner, interview } = await interviewOf({ interviewerLlm: 'gpt-4o', kMessages: 1 });
    fake.failNext(...Array.from({ length: 5 }, () => ({ kind: 'status' as const, status: 500 })));
    const client = new Client(server.url);
    await client.signIn(owner.email, PASSWORD);
    await client.post(`/interview/setup/${interview.id}/links`, {
      intent: 'persona-dialogs',
      bio: 'Anyone',
      messagesCount: '1',
      count: '1',
    });
    await whenIdle();
    expect(await (await client.get(`/interview/setup/${interview.id}`)).text()).toContain('Failed to generate dialog');
  });

  test('the tab validates personas and another researcher gets 404 on it', async () => {
    const { owner, interview } = await interviewOf();
    const client = new Client(server.url);
    await client.signIn(owner.email, PASSWORD);
    const path = `/interview/setup/${interview.id}/respondents`;
    const bad = await client.post(path, { intent: 'add-persona', name: ' ', description: 'x', respondentCount: '101' });
    expect(bad.status).toBe(400);
    const html = await bad.text();
    expect(html).toContain('Persona name is required');
    expect(html).toContain('Respondent count must be a whole number from 1 to 100');
    expect((await client.post(path, { intent: 'add-persona', name: 'Parent', description: 'Two kids', respondentCount: '2' })).status).toBe(
      302,
    );
    expect(await (await client.get(path)).text()).toContain('Parent');

    const bob = await createResearcher('bob');
    const other = new Client(server.url);
    await other.signIn(bob.email, PASSWORD);
    expect((await other.get(path)).status).toBe(404);
    for (const intent of ['generate', 'stop']) expect((await other.post(path, { intent })).status).toBe(404);
    expect((await other.post(path, { intent: 'add-persona', name: 'X', description: 'Y', respondentCount: '1' })).status).toBe(404);
    const job = startPersonaGeneration(owner.id, interview.id);
    expect((await other.get(`/api/jobs/${job.id}/events`)).status).toBe(404);
    await whenIdle();
    const events = await (await client.get(`/api/jobs/${job.id}/events`)).text();
    expect(events).toContain('"status":"completed"');
  });
});
