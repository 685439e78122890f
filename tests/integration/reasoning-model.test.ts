import '../../server/job-handlers';

import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';

import { getDb, schema } from '@db/index';
import { createReport } from '~/features/analysis/reports/reports.server';
import { chromeFor } from '~/features/dialogs/chrome';

import { postChat as chat } from '../support/chat';
import { seedDialog } from '../support/dialog-seeds';
import { createPublishedInterview, type InterviewFields, signedInResearcher } from '../support/factories';
import { fake, server } from '../support/fake-ai-server';
import type { ChatRequestBody, Thinking } from '../support/fake-openai';
import { useServerAndJobRunner } from '../support/job-runner';
import { Client } from '../support/test-server';

// A reasoning model served without a reasoning parser (Ollama, llama.cpp, LM Studio running DeepSeek-R1 or Qwen3):
// its thoughts come first, in <think>…</think> or in a reasoning field. None of it may reach a respondent, a stored row
// or a parsed answer.

useServerAndJobRunner({}, { concurrency: 1 });

const SECRET = 'ruminating';
// Braces that read as an answer of every structured call: taken for the answer, they would win.
const THOUGHTS = `Okay, the respondent is ${SECRET}. Draft: {"score": 10, "flags": [], "scores": [{"index": 0, "score": 10, "reason": "${SECRET}"}], "needsFollowUp": true, "reason": "${SECRET}", "title": "${SECRET}"} Hmm, <b>no</b>.`;
const KINDS: Thinking['kind'][] = ['tags', 'tags-by-character', 'template-opened', 'reasoning_content', 'reasoning'];
const KIND_NAMES: Record<Thinking['kind'], string> = {
  tags: 'in <think> tags split across pieces',
  'tags-by-character': 'in <think> tags, a character at a time',
  // The chat template opened the block: the reply starts with the thoughts, and only "</th" | "ink>" marks their end.
  'template-opened': 'before a lone </think> split across pieces',
  reasoning_content: 'in a reasoning_content field',
  reasoning: 'in a reasoning field',
};

const QUESTIONS = [
  { id: 'q1', title: 'Habits', description: 'How do you usually buy coffee?' },
  { id: 'q2', title: 'Reasons', description: 'Why do you choose the place you buy it from?' },
  { id: 'q3', title: 'Wishes', description: 'What would make buying coffee better for you?' },
];
const LEADING = 'You love your morning coffee, right?';
const OPEN = 'How do you usually buy your coffee?';

/** Whether the model writes two different candidates in turn (an open question and a leading one). */
let alternate = false;
let written = 0;

/** The model: an open question (or, in turn, a leading one), and the structured answers asked for. */
function model(body: ChatRequestBody) {
  const tool = body.tools?.[0]?.function.name;
  if (tool === 'judge_follow_up') return { toolCalls: [{ name: tool, arguments: { needsFollowUp: false, reason: 'Concrete.' } }] };
  if (tool === 'score_candidates') {
    // The candidates arrive in either order: the open one scores high wherever it is.
    const task = JSON.stringify(body.messages.at(-1)?.content);
    const open = task.indexOf(OPEN) < task.indexOf(LEADING) ? 0 : 1;
    const scores = [
      { index: open, score: 9, reason: 'Open and short' },
      { index: 1 - open, score: 3, reason: 'Leading' },
    ];
    return { toolCalls: [{ name: tool, arguments: { scores } }] };
  }
  return alternate && written++ % 2 ? LEADING : OPEN;
}

const hasThoughts = (text: string) => text.includes(SECRET) || /think>/i.test(text);

let ip = 0;
const respondent = () => new Client(server.url, `198.51.100.${++ip}`);

const interviewOf = (fields: InterviewFields) =>
  createPublishedInterview({
    questions: QUESTIONS,
    interviewerLlm: 'gpt-4o',
    initialMessage: 'Welcome! Shall we start?',
    asksMemberCheck: false,
    asksVerdict: false,
    ...fields,
  });

/** Every stored message of the interview's dialogs, with its candidate replies, as one text. */
const storedOf = (interviewId: string) =>
  JSON.stringify(
    getDb()
      .select({ content: schema.messages.content, allResponses: schema.messages.allResponses })
      .from(schema.messages)
      .innerJoin(schema.dialogs, eq(schema.dialogs.id, schema.messages.dialogId))
      .where(eq(schema.dialogs.interviewId, interviewId))
      .all(),
  );

async function streamed(visitor: Client, body: Record<string, unknown>) {
  const response = await visitor.request('/api/interview/chat', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url },
    body: JSON.stringify({ ...body, stream: true }),
  });
  const text = await response.text();
  const texts = [...text.matchAll(/event: text\ndata: (.*)\n/g)].map((m) => JSON.parse(m[1]!).text as string);
  const done = JSON.parse(/event: done\ndata: (.*)\n/.exec(text)?.[1] ?? 'null') as { response: string } | null;
  return { texts, done, raw: text };
}

describe('a reasoning model’s thoughts never reach a respondent', () => {
  for (const kind of KINDS) {
    test(`thoughts ${KIND_NAMES[kind]}: the lite and the full page, streamed and not, and what is stored`, async () => {
      fake.onChat(model);
      fake.thinking = { kind, thoughts: THOUGHTS };
      alternate = false;

      // The lite page (a text chat without speech to text), posted as a plain form: the reply is streamed inside.
      const { interview: lite } = await interviewOf({ kMessages: 1, audioInputEngine: 'eleven-labs', allowBrowserDictation: false });
      const reader = respondent();
      const page = `/interviews/${lite.id}`;
      expect((await reader.post(page, { content: 'Hello, happy to start', clientId: 'l1' })).status).toBe(302);
      const liteHtml = await (await reader.get(page)).text();
      expect(liteHtml).toContain('data-chat=');
      expect(liteHtml).toContain(OPEN);
      expect(hasThoughts(liteHtml)).toBe(false);

      // The JSON answer and the streamed one, of the same dialog.
      const dialogId = getDb().select().from(schema.dialogs).where(eq(schema.dialogs.interviewId, lite.id)).get()!.id;
      const plain = await chat(reader, { dialogId, userMessage: 'At the small cafe by the station, every weekday.', clientId: 'l2' });
      expect(plain.status).toBe(200);
      expect(plain.json.response).toBe(OPEN);
      const live = await streamed(reader, { dialogId, userMessage: 'It is close and they know my order.', clientId: 'l3' });
      expect(live.done?.response).toBe(OPEN);
      expect(live.texts.length).toBeGreaterThan(0);
      for (const text of live.texts) expect(OPEN.startsWith(text), text).toBe(true);
      expect(hasThoughts(live.raw), live.raw).toBe(false);
      expect(hasThoughts(storedOf(lite.id))).toBe(false);

      // The full page (speech to text on), with two candidates and the judge: its scores are read from the answer, not
      // from the braces in the thoughts.
      fake.misdelivery = { kind: 'prose' };
      alternate = true;
      const { interview: full } = await interviewOf({ kMessages: 2, audioInputEngine: 'whisper' });
      const writer = respondent();
      const first = await chat(writer, { interviewId: full.id, userMessage: 'Hello, happy to start', clientId: 'f1' });
      expect(first.json.response).toBe(OPEN);
      const fullHtml = await (await writer.get(`/interviews/${full.id}`)).text();
      expect(fullHtml).not.toContain('data-chat=');
      expect(fullHtml).toContain(OPEN);
      expect(hasThoughts(fullHtml)).toBe(false);
      const stored = storedOf(full.id);
      expect(stored).toContain('Open and short');
      expect(hasThoughts(stored), stored).toBe(false);
    });
  }
});

/** Every message of the interview's dialogs, oldest first. */
const messagesOf = (interviewId: string) =>
  getDb()
    .select({ role: schema.messages.role, content: schema.messages.content })
    .from(schema.messages)
    .innerJoin(schema.dialogs, eq(schema.dialogs.id, schema.messages.dialogId))
    .where(eq(schema.dialogs.interviewId, interviewId))
    .orderBy(schema.messages.createdAt)
    .all();

describe('a reasoning model that writes only thoughts gives no reply', () => {
  const CASES = [
    { name: 'a closed block and nothing after it', reply: '', thinking: { kind: 'tags', thoughts: THOUGHTS } },
    { name: 'a block never closed', reply: `<think>\n${THOUGHTS}`, thinking: undefined },
  ] as const;
  for (const { name, reply, thinking } of CASES) {
    test(`${name}: asked once more, then the respondent is told the interviewer is unavailable, nothing empty is stored, and a retry gets the answer`, async () => {
      let answers = false;
      fake.onChat((body) => (body.tools?.length ? model(body) : answers ? OPEN : reply));
      fake.thinking = thinking;
      const { interview } = await interviewOf({ kMessages: 1 });
      const visitor = respondent();
      const writes = () => fake.chatRequests().filter((body) => !body.tools?.length).length;

      const plain = await chat(visitor, { interviewId: interview.id, userMessage: 'Hello, happy to start', clientId: 'o1' });
      expect(plain.status).toBe(502);
      expect(plain.json).toMatchObject({ detail: chromeFor('English').unavailable, saved: true });
      expect(writes()).toBe(2);
      const dialogId = plain.json.dialogId as string;

      // Streamed: no text at all, and the failure instead of a reply.
      const live = await streamed(visitor, { dialogId, userMessage: 'Hello, happy to start', clientId: 'o1' });
      expect(live.texts).toEqual([]);
      expect(live.done).toBeNull();
      expect(live.raw).toContain('event: error');
      expect(writes()).toBe(4);
      expect(hasThoughts(live.raw)).toBe(false);

      const messages = messagesOf(interview.id);
      expect(messages.filter((m) => m.role === 'assistant' && !m.content.trim())).toEqual([]);
      expect(messages.filter((m) => m.role === 'user').map((m) => m.content)).toEqual(['Hello, happy to start']);
      expect(hasThoughts(JSON.stringify(messages))).toBe(false);
      const turns = getDb()
        .select({ purpose: schema.aiCalls.purpose, outcome: schema.aiCalls.outcome, error: schema.aiCalls.error })
        .from(schema.aiCalls)
        .where(eq(schema.aiCalls.interviewId, interview.id))
        .all()
        .filter((row) => row.purpose === 'interviewer-turn');
      expect(turns.map((row) => row.outcome)).toEqual(['invalid', 'invalid', 'invalid', 'invalid']);
      expect(turns[0]!.error).toContain('The AI answer was empty');

      answers = true;
      const retried = await chat(visitor, { dialogId, userMessage: 'Hello, happy to start', clientId: 'o1' });
      expect(retried.status).toBe(200);
      expect(retried.json.response).toBe(OPEN);
    });
  }

  test('of several candidates, one that is only thoughts is left out and another is sent', async () => {
    let written = 0;
    fake.onChat((body) => (body.tools?.length ? model(body) : written++ % 2 ? OPEN : ''));
    fake.thinking = { kind: 'tags', thoughts: THOUGHTS };
    const { interview } = await interviewOf({ kMessages: 2 });
    const sent = await chat(respondent(), { interviewId: interview.id, userMessage: 'Hello, happy to start', clientId: 'c1' });
    expect(sent.status).toBe(200);
    expect(sent.json.response).toBe(OPEN);
    expect(hasThoughts(storedOf(interview.id))).toBe(false);
  });
});

describe('a model that never thinks', () => {
  test('its first reply is shown whole (it may still turn out to be thoughts), the next ones as they are written', async () => {
    fake.onChat(model);
    alternate = false;
    const { interview } = await interviewOf({ kMessages: 1 });
    const visitor = respondent();
    const first = await streamed(visitor, { interviewId: interview.id, userMessage: 'Hello, happy to start', clientId: 'n1' });
    expect(first.texts).toEqual([OPEN]);
    const dialogId = getDb().select().from(schema.dialogs).where(eq(schema.dialogs.interviewId, interview.id)).get()!.id;
    const second = await streamed(visitor, { dialogId, userMessage: 'At the small cafe by the station.', clientId: 'n2' });
    expect(second.done?.response).toBe(OPEN);
    expect(second.texts.length).toBeGreaterThan(3);
    for (const text of second.texts) expect(OPEN.startsWith(text), text).toBe(true);
  });
});

describe('a reasoning model’s thoughts are never read as its structured answer', () => {
  test('the guide draft is the answer after the thoughts, not the braces inside them', async () => {
    const guide = {
      title: 'Weekday dinners of young parents',
      goal: 'Understand why young parents choose frozen meals',
      generalPrompt: 'Be warm and curious.',
      requiredInfo: ['Number of children'],
      questions: [
        { title: 'Introduction', description: 'Tell me about your household.' },
        { title: 'Planning', description: 'How do you plan weekday dinners?' },
      ],
    };
    const { client } = await signedInResearcher(server);
    for (const kind of ['tags', 'reasoning_content'] as const) {
      fake.onChat(() => ({ toolCalls: [{ name: 'interview_guide', arguments: guide }] }));
      fake.thinking = { kind, thoughts: THOUGHTS };
      fake.misdelivery = { kind: 'prose' };
      const response = await client.request('/api/generate-interview-guide', {
        method: 'POST',
        body: JSON.stringify({ goal: 'g', description: 'd', questions: '', language: 'English', model: 'gpt-4o' }),
        headers: { 'Content-Type': 'application/json', Origin: server.url },
      });
      expect(response.status).toBe(200);
      const body = await response.text();
      expect(JSON.parse(body)).toMatchObject({ ...guide, engine: 'gpt-4o', fellBack: false });
      expect(hasThoughts(body)).toBe(false);
    }
  });

  test('an analysis call (the dialog sample’s scores) stores the answer after the thoughts', async () => {
    const { user, client } = await signedInResearcher(server);
    const { interview } = await createPublishedInterview({ questions: QUESTIONS }, user);
    const dialog = seedDialog(interview.id, {
      completedAt: Date.now(),
      messages: [
        { role: 'assistant', content: 'How do you usually buy coffee?', questionIndex: 0 },
        { role: 'user', content: 'At the small cafe by the station, every weekday morning.' },
      ],
    });
    const report = createReport(interview.id, 'Wave 1');
    fake.onChat(() => ({ toolCalls: [{ name: 'score_dialog', arguments: { score: 7, reason: 'Concrete answers.', flags: [] } }] }));
    fake.thinking = { kind: 'tags', thoughts: THOUGHTS };
    fake.misdelivery = { kind: 'prose' };
    const response = await client.request('/api/analyze-dialog-sample?wait=1', {
      method: 'POST',
      body: JSON.stringify({ interview_id: interview.id, report_id: report.id, threshold: 6, model: 'gpt-4o' }),
      headers: { 'Content-Type': 'application/json', Origin: server.url },
    });
    expect(response.status).toBe(200);
    const row = getDb().select().from(schema.sampleScores).where(eq(schema.sampleScores.dialogId, dialog.id)).get();
    expect(row).toMatchObject({ score: 7, reason: 'Concrete answers.' });
    expect(hasThoughts(JSON.stringify(row))).toBe(false);
  });
});
