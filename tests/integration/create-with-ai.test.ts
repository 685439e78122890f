import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';

import { getDb, schema } from '@db/index';
import { resetAiConfig } from '~/ai/config.server';
import { createManualInterview, INTERVIEW_CAP } from '~/features/interviews/interviews.server';

import { signedInResearcher } from '../support/factories';
import { FakeOpenAI } from '../support/fake-openai';
import { Client, startTestServer, type TestServer } from '../support/test-server';

let fake: FakeOpenAI;
let server: TestServer;
beforeAll(async () => {
  fake = await FakeOpenAI.start();
  Object.assign(process.env, { OPENAI_BASE_URL: fake.url, OPENAI_API_KEY: 'test-key', AI_MAX_RETRIES: '1', AI_TIMEOUT_MS: '3000' });
  resetAiConfig();
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
  await fake.close();
});
beforeEach(() => fake.reset());

const guideFromModel = {
  title: 'Weekday dinners of young parents',
  goal: 'Understand why young parents choose frozen meals',
  generalPrompt: 'Be warm and curious.',
  requiredInfo: ['Number of children', 'Age range'],
  questions: [
    { title: 'Introduction', description: 'Tell me about your household.' },
    { title: 'Planning', description: 'How do you plan weekday dinners?' },
  ],
};

const form = (overrides: Record<string, string> = {}) => ({
  goal: 'Understand why young parents choose frozen meals',
  description: 'Parents of children under 10 who buy frozen meals weekly',
  questions: 'How do you plan weekday dinners?\nWhat do you think about frozen meals?',
  language: 'German',
  model: 'gpt-4o',
  ...overrides,
});

/** Follows the waiting page until it redirects (or gives up after a few seconds). */
async function waitForDraft(client: Client, location: string) {
  for (let i = 0; i < 100; i++) {
    const response = await client.get(location);
    if (response.status === 302) return { redirect: response.headers.get('location')!, html: '' };
    const html = await response.text();
    if (!html.includes('Drafting your interview guide')) return { redirect: null, html };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the draft never finished');
}

describe('Create with AI', () => {
  test('a guide from the configured model becomes a draft chat interview and the researcher lands on its setup', async () => {
    fake.onChat(() => ({ toolCalls: [{ name: 'interview_guide', arguments: guideFromModel }] }));
    const { user, client } = await signedInResearcher(server);
    const posted = await client.post('/create', form());
    expect(posted.status).toBe(302);
    expect(posted.headers.get('location')).toMatch(/^\/create\?draft=/);
    const { redirect, html } = await waitForDraft(client, posted.headers.get('location')!);
    expect(html.match(/role="alert"[^<]*<\/p>|role="alert">[^<]*/g) ?? []).toEqual([]);
    const id = redirect!.replace('/interview/setup/', '');
    const row = getDb().select().from(schema.interviews).where(eq(schema.interviews.id, id)).get()!;
    expect(row).toMatchObject({
      userId: user.id,
      title: 'Weekday dinners of young parents',
      generalPrompt: 'Be warm and curious.',
      requiredInfo: 'Number of children\nAge range',
      method: 'chat',
      language: 'German',
      status: 'draft',
      interviewerLlm: 'gpt-4o',
    });
    expect(row.questions.map((q) => q.description)).toEqual(['Tell me about your household.', 'How do you plan weekday dinners?']);
    expect(new Set(row.questions.map((q) => q.id)).size).toBe(2);

    const prompt = JSON.stringify(fake.chatRequests()[0]!.messages);
    expect(prompt).toContain('Language: German');
    expect(prompt).toContain('<potential_questions>');
    expect((await client.get(redirect!)).status).toBe(200);
  });

  test('while the model works, the waiting page shows progress and refreshes itself without JavaScript', async () => {
    fake.latencyMs = 600;
    fake.onChat(() => ({ toolCalls: [{ name: 'interview_guide', arguments: guideFromModel }] }));
    const { client } = await signedInResearcher(server);
    const posted = await client.post('/create', form());
    const waiting = await client.get(posted.headers.get('location')!);
    expect(waiting.status).toBe(200);
    const html = await waiting.text();
    expect(html).toContain('Generating...');
    expect(html).toMatch(/<noscript><meta http-equiv="refresh" content="2"\/?><\/noscript>/);
    const { redirect } = await waitForDraft(client, posted.headers.get('location')!);
    expect(redirect).toMatch(/^\/interview\/setup\//);
  });

  test('the built-in engine drafts offline, with the researcher’s questions, without calling the provider', async () => {
    const { user, client } = await signedInResearcher(server);
    const posted = await client.post('/create', form({ model: 'builtin', language: 'English' }));
    const { redirect } = await waitForDraft(client, posted.headers.get('location')!);
    expect(redirect).toMatch(/^\/interview\/setup\//);
    const [row] = getDb().select().from(schema.interviews).where(eq(schema.interviews.userId, user.id)).all();
    expect(row!.title).toBe('Why young parents choose frozen meals');
    expect(row!.questions.map((q) => q.description)).toEqual(
      expect.arrayContaining(['How do you plan weekday dinners?', 'What do you think about frozen meals?']),
    );
    expect(fake.chatRequests()).toHaveLength(0);
  });

  test('the built-in engine stores a guide drawn from the study, with its required info, and Setup shows both', async () => {
    const { user, client } = await signedInResearcher(server);
    const posted = await client.post(
      '/create',
      form({
        model: 'builtin',
        language: 'English',
        goal: 'Understand how UK bakeries choose a flour supplier.',
        description: 'current supplier, ordering routine, quality problems, price sensitivity and switching triggers',
        questions: '',
      }),
    );
    const { redirect } = await waitForDraft(client, posted.headers.get('location')!);
    const [row] = getDb().select().from(schema.interviews).where(eq(schema.interviews.userId, user.id)).all();
    expect(row!.title).toBe('How UK bakeries choose a flour supplier');
    expect(row!.questions.map((q) => q.title)).toEqual([
      'Introduction',
      'Choosing a flour supplier',
      'Current supplier',
      'Ordering routine',
      'Quality problems',
      'Price sensitivity',
      'Switching triggers',
      'Closing',
    ]);
    expect(row!.questions.map((q) => q.description)).not.toContain(
      'Think about the most recent time this topic came up in your life. Can you walk me through what happened, step by step?',
    );
    // Required info is asked of the respondent as written, so it is drafted as questions about them.
    expect(row!.requiredInfo).toBe(
      'How old are you?\nWhat is your job or main daily activity?\nWhen did you last choose a flour supplier?',
    );
    const setup = await (await client.get(redirect!)).text();
    expect(setup).toMatch(
      /<textarea[^>]*name="requiredInfo"[^>]*>How old are you\?\nWhat is your job or main daily activity\?\nWhen did you last choose a flour supplier\?<\/textarea>/,
    );
    expect(setup).toContain('Switching triggers');
  });

  test('a model without an endpoint falls back to the built-in engine', async () => {
    const { client } = await signedInResearcher(server);
    const posted = await client.post('/create', form({ model: 'mistral' }));
    const { redirect } = await waitForDraft(client, posted.headers.get('location')!);
    expect(redirect).toMatch(/^\/interview\/setup\//);
    expect(fake.chatRequests()).toHaveLength(0);
  });

  test('a provider error shows "Server responded with {status}: {body}" with the fixed message for the status, never the provider’s body, and keeps what was typed', async () => {
    fake.failNext(
      { kind: 'status', status: 500, body: { error: { message: 'model exploded' } } },
      { kind: 'status', status: 500, body: { error: { message: 'model exploded' } } },
    );
    const { user, client } = await signedInResearcher(server);
    const posted = await client.post('/create', form({ goal: 'Goal that must survive' }));
    const { redirect, html } = await waitForDraft(client, posted.headers.get('location')!);
    expect(redirect).toBeNull();
    expect(html).toContain('Server responded with 500: The AI provider had an internal error (500)');
    expect(html).not.toContain('model exploded');
    expect(html).toContain('Goal that must survive');
    expect(html).toContain('How do you plan weekday dinners?');
    expect(getDb().select().from(schema.interviews).where(eq(schema.interviews.userId, user.id)).all()).toHaveLength(0);
  });

  test('a 500 then success still produces the interview', async () => {
    fake.failNext({ kind: 'status', status: 500 });
    fake.onChat(() => ({ toolCalls: [{ name: 'interview_guide', arguments: guideFromModel }] }));
    const { client } = await signedInResearcher(server);
    const posted = await client.post('/create', form());
    const { redirect } = await waitForDraft(client, posted.headers.get('location')!);
    expect(redirect).toMatch(/^\/interview\/setup\//);
  });

  test('blank goal and description are refused with the spec’s messages', async () => {
    const { client } = await signedInResearcher(server);
    const response = await client.post('/create', form({ goal: '   ', description: '' }));
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('Research goal is required');
    expect(html).toContain('Interview description is required');
  });

  test('the interview cap is checked before any AI call', async () => {
    const { user, client } = await signedInResearcher(server);
    for (let i = 0; i < INTERVIEW_CAP; i++) createManualInterview(user.id);
    const response = await client.post('/create', form());
    expect(response.status).toBe(409);
    expect(await response.text()).toContain('You have reached the limit of 50 interviews');
    expect(fake.chatRequests()).toHaveLength(0);
  });

  test('another researcher cannot follow someone else’s draft', async () => {
    fake.onChat(() => ({ toolCalls: [{ name: 'interview_guide', arguments: guideFromModel }] }));
    const { client: alice } = await signedInResearcher(server);
    const posted = await alice.post('/create', form());
    const { client: bob } = await signedInResearcher(server);
    const page = await bob.get(posted.headers.get('location')!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('This draft is no longer available');
  });
});

describe('POST /api/generate-interview-guide', () => {
  const postJson = (client: Client, body: unknown) =>
    client.request('/api/generate-interview-guide', {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'Content-Type': 'application/json', Origin: server.url },
    });

  test('answers the guide as JSON and stores nothing', async () => {
    fake.onChat(() => ({ toolCalls: [{ name: 'interview_guide', arguments: guideFromModel }] }));
    const { user, client } = await signedInResearcher(server);
    const response = await postJson(client, { goal: 'g', description: 'd', questions: '', language: 'English', model: 'gpt-4o' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ...guideFromModel, engine: 'gpt-4o', fellBack: false });
    expect(getDb().select().from(schema.interviews).where(eq(schema.interviews.userId, user.id)).all()).toHaveLength(0);
  });

  test('refuses the signed-out, bad input, and reports provider failures', async () => {
    const anonymous = await postJson(new Client(server.url), { goal: 'g', description: 'd' });
    expect(anonymous.status).toBe(401);
    const { client } = await signedInResearcher(server);
    const invalid = await postJson(client, { goal: '', description: 'd' });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).error).toBe('Research goal is required');
    fake.failNext({ kind: 'status', status: 503 }, { kind: 'status', status: 503 });
    const failed = await postJson(client, { goal: 'g', description: 'd', model: 'gpt-4o' });
    expect(failed.status).toBe(502);
    expect((await failed.json()).error).toBe('Server responded with 503: The AI provider is unavailable (503)');
  });
});
