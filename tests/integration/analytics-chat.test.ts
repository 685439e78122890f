import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';

import { getDb, schema } from '@db/index';
import { resetAiConfig } from '~/ai/config.server';
import { type AnswerBlock, answerQuotes } from '~/features/analysis/chat/answer-parts';
import { CHAT_FAILURE } from '~/features/analysis/chat/messages';
import { createReport } from '~/features/analysis/reports/reports.server';
import { indexInterview } from '~/features/analysis/search/search-index.server';
import { readEvents } from '~/features/dialogs/read-events';

import { COFFEE_GOAL, COFFEE_QUESTIONS, COFFEE_RESPONDENTS, coffeeMessages, raisedBy } from '../fixtures/coffee-study';
import { seedDialog } from '../support/dialog-seeds';
import { createPublishedInterview, signedInResearcher } from '../support/factories';
import { fake, server, useFakeAiServer } from '../support/fake-ai-server';
import { textOf } from '../support/html';
import type { Client } from '../support/test-server';

// The fake provider is the default endpoint, so gpt-4o has a model; `builtin` asks for the offline engine.
useFakeAiServer();

const PRICE = 'Honestly the subscription price is far too expensive for what it offers, I almost cancelled last month.';
const GUIDE = [
  { id: 'q1', title: 'How do you usually commute to work?', description: 'Means of transport' },
  { id: 'q2', title: 'What would make the app better for you?', description: 'Improvements' },
];

/** An interview with three real dialogs: one about the price, two about other things, all indexed for search. */
async function studyWithDialogs() {
  const { user, client } = await signedInResearcher(server);
  const { interview } = await createPublishedInterview({ questions: GUIDE, title: 'Commuter app study' }, user);
  const pricey = seedDialog(interview.id, {
    completedAt: Date.now(),
    messages: [GUIDE[0]!.title, 'I take the train every day, about forty minutes.', GUIDE[1]!.title, PRICE],
  });
  const cyclist = seedDialog(interview.id, {
    messages: [
      GUIDE[0]!.title,
      'By bike when the weather is fine, otherwise the bus.',
      GUIDE[1]!.title,
      'A dark mode would be lovely for evening rides.',
    ],
  });
  const walker = seedDialog(interview.id, {
    messages: [GUIDE[0]!.title, 'I walk, my office is close to home.', GUIDE[1]!.title, 'Offline maps for the underground stations.'],
  });
  await indexInterview(interview.id);
  return { user, client, interview, pricey, cyclist, walker };
}

async function ask(client: Client, body: Record<string, unknown>) {
  const response = await client.request('/api/analytics-chat', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: client.baseUrl },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the fields it expects
    json: (response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : { text }) as Record<string, any>,
  };
}

const question = (interviewId: string, content: string, extra: Record<string, unknown> = {}) => ({
  messages: [{ role: 'user', content }],
  interviewContext: { interviewId },
  ...extra,
});

const chatUrl = (interviewId: string) => `/interview/setup/${interviewId}/analysis/chat`;
const stored = (userId: string, interviewId: string) =>
  getDb()
    .select()
    .from(schema.analyticsChatMessages)
    .where(and(eq(schema.analyticsChatMessages.userId, userId), eq(schema.analyticsChatMessages.interviewId, interviewId)))
    .all();
const quotesOf = (blocks: AnswerBlock[]) => answerQuotes(blocks);

describe('on the built-in engine', () => {
  test('answers with the verbatim passages of the dialog that mentions it, its link, and how many dialogs mention it', async () => {
    const { client, interview, pricey } = await studyWithDialogs();
    const { status, json } = await ask(client, question(interview.id, 'What do respondents think about the price?', { model: 'builtin' }));
    expect(status).toBe(200);
    expect(json.response).toContain('1 of 3 dialogs mention this');
    expect(json.response).toContain(`Dialog # ${pricey.shortLink}`);
    expect(json.response).toContain(PRICE);
    expect(json.response).not.toContain('dark mode');
    const blocks = json.message.sources.blocks as AnswerBlock[];
    expect(blocks.flatMap((b) => (b.type === 'paragraph' ? b.parts : []))).toContainEqual({
      type: 'dialog',
      label: pricey.label,
      href: `/interview/setup/${interview.id}/participants/${pricey.id}`,
    });
    expect(blocks.filter((b) => b.type === 'quote')).toEqual([
      {
        type: 'quote',
        quote: expect.objectContaining({
          verified: true,
          text: PRICE,
          how: 'verbatim',
          dialogId: pricey.id,
          messageId: expect.any(String),
        }),
      },
    ]);
    expect(json.message.sources.engine).toBe('builtin');
  });

  test('answers a question about counts with the counts', async () => {
    const { client, interview } = await studyWithDialogs();
    const { json } = await ask(client, question(interview.id, 'How many dialogs are completed?', { model: 'builtin' }));
    expect(json.response).toContain('This report analyses 3 dialogs: 1 completed and 2 in progress.');
  });

  test('reads only the dialogs the report’s sample includes', async () => {
    const { client, interview, pricey, cyclist, walker } = await studyWithDialogs();
    const report = await createReport(interview.id, 'Sampled');
    const score = (dialogId: string, value: number) => ({
      reportId: report.id,
      dialogId,
      status: 'scored' as const,
      score: value,
      scoredAt: new Date(),
    });
    getDb()
      .insert(schema.sampleScores)
      .values([score(pricey.id, 2), score(cyclist.id, 8), score(walker.id, 9)])
      .run();
    const { json } = await ask(
      client,
      question(interview.id, 'What do respondents think about the price?', {
        model: 'builtin',
        interviewContext: { interviewId: interview.id, reportId: report.id },
      }),
    );
    expect(json.response).not.toContain(pricey.shortLink);
    expect(json.response).not.toContain(PRICE);
    expect(json.response).toMatch(/\b2 dialogs\b/);
  });

  test('streams as server-sent events when asked: the whole answer at once, with no text before it', async () => {
    const { client, interview, pricey } = await studyWithDialogs();
    const response = await client.request('/api/analytics-chat', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: client.baseUrl },
      body: JSON.stringify(question(interview.id, 'price', { model: 'builtin', stream: true })),
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const events: [string, string][] = [];
    await readEvents(response.body!, (name, data) => events.push([name, data]));
    expect(events.map(([name]) => name)).toEqual(['done']);
    expect(JSON.parse(events[0]![1]).response).toContain(`Dialog # ${pricey.shortLink}`);
  });
});

/** The labelled coffee study: ten dialogs, each respondent's themes known. */
async function coffeeStudy() {
  const { user, client } = await signedInResearcher(server);
  const { interview } = await createPublishedInterview(
    { questions: COFFEE_QUESTIONS, title: 'Coffee on the commute', goal: COFFEE_GOAL },
    user,
  );
  const dialogs = new Map(
    COFFEE_RESPONDENTS.map((r, i) => [
      r.key,
      seedDialog(interview.id, { createdAt: Date.now() - (20 - i) * 60_000, completedAt: Date.now(), messages: coffeeMessages(r) }),
    ]),
  );
  await indexInterview(interview.id);
  return { client, interview, dialogs };
}
const linksIn = (text: string) => [...new Set([...text.matchAll(/Dialog # (\w+)/g)].map((m) => m[1]))].sort();

describe('counts that are true (the built-in engine)', () => {
  test('a theme three respondents raised is "3 of 10", with only their passages, each dialog named', async () => {
    const { client, interview, dialogs } = await coffeeStudy();
    const { json } = await ask(
      client,
      question(interview.id, 'What do respondents say about oat milk and plant milk?', { model: 'builtin' }),
    );
    expect(json.response).toContain('3 of 10 dialogs mention this');
    const truth = raisedBy('plant-milk')
      .map((key) => dialogs.get(key)!.shortLink)
      .sort();
    expect(linksIn(json.response)).toEqual(truth);
    expect(json.response).not.toContain('I make instant coffee at home at six');
    for (const quote of quotesOf(json.message.sources.blocks)) expect(quote.text).toMatch(/oat|plant/i);
  });

  test('a subject nobody raised: no dialog uses its word, no count, and any passage shown is only "may be related"', async () => {
    const { client, interview } = await coffeeStudy();
    const { json } = await ask(client, question(interview.id, 'Does anyone mention tea?', { model: 'builtin' }));
    expect(json.response).toMatch(/^None of the 10 dialogs of this report uses the word “tea”/);
    expect(json.response).not.toMatch(/no respondent|mention this/i);
    // Whatever the search by meaning offers comes after its heading, uncounted.
    const [counted] = (json.response as string).split('may be related');
    expect(counted).not.toContain('Dialog #');
    expect(quotesOf(json.message.sources.blocks).every((quote) => quote.verified)).toBe(true);
  });
});

describe('the conversation', () => {
  test('is kept per researcher and interview: a reload shows it, Clear empties it', async () => {
    const { user, client, interview, pricey } = await studyWithDialogs();
    await ask(client, question(interview.id, 'What do respondents think about the price?', { model: 'builtin' }));
    const page = textOf(await (await client.get(chatUrl(interview.id))).text());
    expect(page).toContain('What do respondents think about the price?');
    expect(page).toContain(`Dialog # ${pricey.shortLink}`);
    expect(stored(user.id, interview.id)).toHaveLength(2);

    const cleared = await client.post(chatUrl(interview.id), { intent: 'clear' });
    expect(cleared.status).toBe(302);
    expect(stored(user.id, interview.id)).toHaveLength(0);
    expect(textOf(await (await client.get(chatUrl(interview.id))).text())).not.toContain('What do respondents think about the price?');
  });

  test('works as a form post without JavaScript: the answer shows after the redirect', async () => {
    const { client, interview, pricey } = await studyWithDialogs();
    const posted = await client.post(chatUrl(interview.id), { intent: 'ask', question: 'Anything about the price?', model: 'builtin' });
    expect(posted.status).toBe(302);
    expect(posted.headers.get('location')).toMatch(new RegExp(`^${chatUrl(interview.id)}\\?report=[^#]+#chat-latest$`));
    const html = await (await client.get(posted.headers.get('location')!)).text();
    expect(textOf(html)).toContain('Anything about the price?');
    expect(html).toContain(`href="/interview/setup/${interview.id}/participants/${pricey.id}"`);
  });

  test('a blank question is refused with the spec’s message', async () => {
    const { client, interview } = await studyWithDialogs();
    const { status, json } = await ask(client, question(interview.id, '   ', { model: 'builtin' }));
    expect(status).toBe(400);
    expect(json.error).toBe(CHAT_FAILURE);
  });

  test('a report of another interview is refused with the spec’s message', async () => {
    const { client, interview } = await studyWithDialogs();
    const { status, json } = await ask(
      client,
      question(interview.id, 'price?', { model: 'builtin', interviewContext: { interviewId: interview.id, reportId: 'nope' } }),
    );
    expect(status).toBe(404);
    expect(json).toEqual({ error: 'Report ID nope not found' });
  });

  test('the model select defaults to the built-in engine when no analysis model has an endpoint', async () => {
    const { client, interview } = await studyWithDialogs();
    process.env.OPENAI_BASE_URL = '';
    process.env.OPENAI_API_KEY = '';
    resetAiConfig();
    try {
      const html = await (await client.get(chatUrl(interview.id))).text();
      expect(html).toMatch(/<option value="builtin" selected="">Built-in \(offline\)<\/option>/);
      expect(html).toContain('gpt-4o (not configured: uses Built-in)');
    } finally {
      process.env.OPENAI_BASE_URL = fake.url;
      process.env.OPENAI_API_KEY = 'test-key';
    }
  });

  test('an interview without responses says so, with a way to try again', async () => {
    const { user, client } = await signedInResearcher(server);
    const { interview } = await createPublishedInterview({}, user);
    seedDialog(interview.id, { messages: ['Hello, how do you commute?'] });
    const html = await (await client.get(chatUrl(interview.id))).text();
    expect(textOf(html)).toContain('No interview responses found to analyze');
    expect(textOf(html)).toContain('Try again');
  });
});

test('a rate-limited model call is retried by the call policy, and every attempt is recorded', async () => {
  const { client, interview } = await studyWithDialogs();
  process.env.AI_MAX_RETRIES = '1';
  resetAiConfig();
  try {
    fake.onChat(() => 'Most respondents commute by public transport.');
    fake.failNext({ kind: 'status', status: 429, retryAfter: 0 });
    const { status, json } = await ask(client, question(interview.id, 'How do they commute?', { model: 'gpt-4o' }));
    expect(status).toBe(200);
    expect(json.response).toBe('Most respondents commute by public transport.');
    const calls = getDb().select().from(schema.aiCalls).where(eq(schema.aiCalls.interviewId, interview.id)).all();
    expect(calls.filter((c) => c.purpose === 'analysis-chat').map((c) => c.outcome)).toEqual(['retry', 'ok']);
  } finally {
    process.env.AI_MAX_RETRIES = '0';
  }
});

describe('another researcher', () => {
  test('gets 404 from the route and the page, and nothing is stored for them', async () => {
    const { interview } = await studyWithDialogs();
    const { user: other, client: intruder } = await signedInResearcher(server, 'intruder');
    expect((await ask(intruder, question(interview.id, 'price?', { model: 'builtin' }))).status).toBe(404);
    expect((await intruder.get(chatUrl(interview.id))).status).toBe(404);
    expect((await intruder.post(chatUrl(interview.id), { intent: 'ask', question: 'price?', model: 'builtin' })).status).toBe(404);
    expect((await intruder.post(chatUrl(interview.id), { intent: 'clear' })).status).toBe(404);
    expect(stored(other.id, interview.id)).toHaveLength(0);
  });
});

describe('with a model: the LangChain agent', () => {
  test('calls the tools, sees their results, and shows a real quote as verified and a made-up one as unverified', async () => {
    const { user, client, interview, pricey } = await studyWithDialogs();
    fake.onChat((body) => {
      const toolResults = body.messages.filter((m) => m.role === 'tool');
      if (!toolResults.length) {
        return {
          toolCalls: [
            { name: 'search_responses', arguments: { query: 'price too expensive' } },
            { name: 'interview_counts', arguments: {} },
          ],
        };
      }
      return `Price is the main complaint. One respondent said "the subscription price is far too expensive for what it offers" (Dialog # ${pricey.shortLink}), and "I would pay double if it had offline maps" (Dialog # ${pricey.shortLink}).`;
    });
    const { status, json } = await ask(client, question(interview.id, 'What do respondents say about pricing?', { model: 'gpt-4o' }));
    expect(status).toBe(200);

    const [first, second] = fake.chatRequests();
    expect(first!.tools!.map((t) => t.function.name).sort()).toEqual([
      'answers_to_question',
      'count_mentions',
      'interview_counts',
      'key_themes',
      'read_dialog',
      'search_responses',
    ]);
    const results = second!.messages.filter((m) => m.role === 'tool').map((m) => String(m.content));
    expect(results.find((r) => r.includes(`Dialog # ${pricey.shortLink}`))).toContain(PRICE);
    expect(JSON.parse(results.find((r) => r.startsWith('{'))!)).toMatchObject({ dialogs: 3, completed: 1 });

    const quotes = quotesOf(json.message.sources.blocks);
    expect(quotes).toEqual([
      expect.objectContaining({ verified: true, text: 'the subscription price is far too expensive for what it offers', how: 'verbatim' }),
      expect.objectContaining({
        verified: false,
        text: 'I would pay double if it had offline maps',
        why: `Not found in Dialog # ${pricey.shortLink}`,
      }),
    ]);
    expect(json.message.sources.stats).toEqual({ verbatim: 1, snapped: 0, unverified: 1 });

    const calls = getDb()
      .select()
      .from(schema.aiCalls)
      .where(eq(schema.aiCalls.purpose, 'analysis-chat'))
      .all()
      .filter((c) => c.interviewId === interview.id);
    expect(calls.map((c) => c.outcome)).toEqual(['ok', 'ok']);

    const html = await (await client.get(chatUrl(interview.id))).text();
    expect(html).toContain('data-quote="verified"');
    expect(html).toContain('data-quote="unverified"');
    expect(textOf(html)).toContain('Unverified quote');
    // The conversation remembers its model.
    expect(html).toMatch(/<option value="gpt-4o" selected="">/);
    expect(stored(user.id, interview.id).map((row) => row.role)).toEqual(['user', 'assistant']);
  });

  test('counts exactly with count_mentions; a count no tool returned is flagged under the answer', async () => {
    const { client, interview, dialogs } = await coffeeStudy();
    fake.onChat((body) => {
      if (!body.messages.some((m) => m.role === 'tool'))
        return { toolCalls: [{ name: 'count_mentions', arguments: { words: 'oat milk, plant milk' } }] };
      return '3 of 10 dialogs ask for oat or plant milk. Most people, 8 of 10 respondents, drink lattes.';
    });
    const { json } = await ask(client, question(interview.id, 'How many ask for plant milk?', { model: 'gpt-4o' }));
    const result = String(fake.chatRequests()[1]!.messages.find((m) => m.role === 'tool')!.content);
    expect(result).toMatch(/^3 of 10 dialogs have a respondent message with the words "oat", "milk", "plant"/);
    for (const key of raisedBy('plant-milk')) expect(result).toContain(`Dialog # ${dialogs.get(key)!.shortLink}`);
    expect(result).not.toContain('instant coffee');
    expect(json.response).toContain('3 of 10 dialogs ask for oat or plant milk.');
    expect(json.response).toMatch(/\n\nUnchecked count: 8 of 10 respondents\. No analysis tool returned this number/);
    expect(json.response).not.toMatch(/Unchecked count[^\n]*3 of 10/);
  });

  test('reads what respondents said after a guide question, and one dialog by its label', async () => {
    const { client, interview, cyclist } = await studyWithDialogs();
    fake.onChat((body) => {
      const toolResults = body.messages.filter((m) => m.role === 'tool');
      if (!toolResults.length)
        return {
          toolCalls: [
            { name: 'answers_to_question', arguments: { question: 2 } },
            { name: 'read_dialog', arguments: { dialog: `Dialog # ${cyclist.shortLink}` } },
          ],
        };
      return 'Done.';
    });
    await ask(client, question(interview.id, 'What improvements do they want?', { model: 'gpt-4o' }));
    const [answers, dialog] = fake
      .chatRequests()[1]!
      .messages.filter((m) => m.role === 'tool')
      .map((m) => String(m.content));
    expect(answers).toContain('Answers to question 2');
    expect(answers).toContain('A dark mode would be lovely for evening rides.');
    expect(answers).toContain('Offline maps for the underground stations.');
    expect(answers).not.toContain('I walk, my office is close to home.');
    expect(dialog).toContain(`Dialog # ${cyclist.shortLink}`);
    expect(dialog).toContain('Respondent:\n<respondent>\nBy bike when the weather is fine, otherwise the bus.\n</respondent>');
  });

  test('streams the answer', async () => {
    const { client, interview } = await studyWithDialogs();
    fake.onChat(() => 'Most respondents commute by public transport.');
    const response = await client.request('/api/analytics-chat', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: client.baseUrl, Accept: 'text/event-stream' },
      body: JSON.stringify(question(interview.id, 'How do they commute?', { model: 'gpt-4o' })),
    });
    const texts: string[] = [];
    let done: { response: string } | undefined;
    await readEvents(response.body!, (name, data) =>
      name === 'text' ? texts.push(JSON.parse(data).text) : name === 'done' ? (done = JSON.parse(data)) : undefined,
    );
    expect(texts.length).toBeGreaterThan(1);
    expect(texts.at(-1)).toBe('Most respondents commute by public transport.');
    expect(done!.response).toBe('Most respondents commute by public transport.');
  });

  test('without JavaScript a failure shows the spec’s message and keeps the question in the box', async () => {
    const { user, client, interview } = await studyWithDialogs();
    fake.failNext({ kind: 'status', status: 500 });
    const response = await client.post(chatUrl(interview.id), { intent: 'ask', question: 'What about the price?', model: 'gpt-4o' });
    expect(response.status).toBe(502);
    const html = await response.text();
    expect(textOf(html)).toContain(CHAT_FAILURE);
    expect(html).toMatch(/<textarea[^>]*name="question"[^>]*>What about the price\?<\/textarea>/);
    expect(stored(user.id, interview.id)).toHaveLength(0);
  });

  test('a provider failure answers with the spec’s message and stores nothing', async () => {
    const { user, client, interview } = await studyWithDialogs();
    fake.failNext({ kind: 'status', status: 500 });
    const { status, json } = await ask(client, question(interview.id, 'What about the price?', { model: 'gpt-4o' }));
    expect(status).toBe(502);
    expect(json).toEqual({ error: CHAT_FAILURE });
    expect(stored(user.id, interview.id)).toHaveLength(0);
  });
});
