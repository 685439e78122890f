import '../../server/job-handlers';

import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';

import { getDb, schema } from '@db/index';
import { createReport } from '~/features/analysis/reports/reports.server';
import { whenIdle } from '~/jobs/queue.server';

import { alignOlderDialogs } from '../../scripts/align-question-indexes';
import { seedDialog } from '../support/dialog-seeds';
import { createPublishedInterview, signedInResearcher } from '../support/factories';
import { fake, server } from '../support/fake-ai-server';
import type { ChatRequestBody } from '../support/fake-openai';
import { textOf } from '../support/html';
import { useServerAndJobRunner } from '../support/job-runner';
import type { Client } from '../support/test-server';

useServerAndJobRunner({ AI_CONCURRENCY: '4' });

const QUESTIONS = [
  { id: 'q0', title: 'How do you buy your groceries?', description: 'Where, how often and how they get there.' },
  { id: 'q1', title: 'What would make grocery shopping easier?', description: 'Wishes and suggestions.' },
];

const DIALOGS = [
  [
    'I usually shop at the big supermarket on Saturdays. Parking is terrible there, so sometimes I take the bus instead.',
    'A delivery slot in the evening would help a lot, because I work late on weekdays.',
  ],
  [
    'Mostly online orders, twice a week. Fresh vegetables come from the farmers market near my flat.',
    'Cheaper delivery fees. The delivery fees add up quickly for a small household.',
  ],
  ['I walk to the corner shop almost every day and buy just what I need for dinner.', 'Longer opening hours at the corner shop, honestly.'],
];

type Citation = {
  id: string;
  text: string;
  citation: string;
  message_id: string;
  start: number;
  end: number;
  verification: string;
  active: boolean;
  user_number: string;
};
type TopicJson = {
  topic: string;
  block: string;
  insights: string;
  top_words: string[];
  citations: Citation[];
  agreement: { share: number | null; votes: number };
  subtopics: { topic: string; citations: Citation[] }[];
};
type AnswerJson = {
  status: string;
  answer: string | null;
  original_answer: string | null;
  edited: boolean;
  error: string | null;
  citations: Citation[];
};
type ReportData = {
  coding_data: Record<string, TopicJson[]>;
  answer_data: Record<string, Record<string, AnswerJson>>;
  grounding: Record<string, { verbatim: number; snapped: number; dropped: number }>;
};

async function fixture() {
  const { user, client } = await signedInResearcher(server);
  const { interview } = await createPublishedInterview({ goal: 'Understand grocery shopping', questions: QUESTIONS }, user);
  const dialogs = DIALOGS.map((answers, i) =>
    seedDialog(interview.id, {
      createdAt: Date.UTC(2025, 4, 1, 9 + i),
      completedAt: Date.UTC(2025, 4, 1, 9 + i, 30),
      messages: [
        { role: 'assistant', content: 'Hello! How do you buy your groceries?', questionIndex: 0 },
        { role: 'user', content: answers[0]! },
        { role: 'assistant', content: 'Thank you. What would make grocery shopping easier for you?', questionIndex: 1 },
        { role: 'user', content: answers[1]! },
      ],
    }),
  );
  const report = createReport(interview.id, 'Wave 1');
  return { user, client, interview, report, dialogs };
}

const messagesOf = (dialogId: string) => getDb().select().from(schema.messages).where(eq(schema.messages.dialogId, dialogId)).all();

async function reportData(client: Client, interviewId: string, reportId: string): Promise<ReportData> {
  const response = await client.get(`/api/interview/${interviewId}/report?report_id=${reportId}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: ReportData }).data;
}

async function runAll(client: Client, interviewId: string, reportId: string, model: string) {
  const { status, json } = await client.postJson('/api/do-answer-analysis?wait=1', { interviewId, reportId, model });
  expect(status, JSON.stringify(json)).toBe(200);
  expect(json!.status).toBe('completed');
  return json!;
}

const pagePath = (interviewId: string, reportId: string) => `/interview/setup/${interviewId}/analysis/ai?report=${reportId}`;
const postPage = (client: Client, interviewId: string, reportId: string, fields: Record<string, string>) =>
  client.post(`/interview/setup/${interviewId}/analysis/ai?index&report=${reportId}`, fields);

/** Every citation's text is the message's own words at its span. */
function expectGrounded(citations: Citation[], dialogId: string) {
  const byId = new Map(messagesOf(dialogId).map((m) => [m.id, m.content]));
  for (const c of citations) {
    expect(byId.has(c.message_id), `cites a message of ${dialogId}`).toBe(true);
    expect(byId.get(c.message_id)!.slice(c.start, c.end)).toBe(c.text);
  }
}

describe('coding on the built-in engine', () => {
  test('a fixture interview is coded end to end: OK statuses, answers in the respondent’s words, verbatim linked quotes', async () => {
    const { client, interview, report, dialogs } = await fixture();
    await runAll(client, interview.id, report.id, 'builtin');
    const statuses = getDb().select().from(schema.dialogCodings).where(eq(schema.dialogCodings.reportId, report.id)).all();
    expect(statuses.map((s) => s.status)).toEqual(['ok', 'ok', 'ok']);

    const data = await reportData(client, interview.id, report.id);
    dialogs.forEach((dialog, i) => {
      const answers = data.answer_data[dialog.id]!;
      expect(answers[QUESTIONS[0]!.title]!.answer).toBe(DIALOGS[i]![0]);
      expect(answers[QUESTIONS[1]!.title]!.answer).toBe(DIALOGS[i]![1]);
      for (const answer of Object.values(answers)) {
        expect(answer.citations.length).toBeGreaterThan(0);
        expect(answer.citations.every((c) => c.verification === 'verbatim')).toBe(true);
        expectGrounded(answer.citations, dialog.id);
      }
      const topics = data.coding_data[dialog.id]!;
      expect(topics.length).toBeGreaterThan(0);
      for (const topic of topics) {
        expect(topic.topic.length).toBeGreaterThan(2);
        expectGrounded(topic.citations, dialog.id);
      }
    });
    // Topics are the answer's own phrases, not the question's words.
    const first = data.coding_data[dialogs[0]!.id]!.map((t) => t.topic.toLowerCase());
    expect(
      first.some((t) => /supermarket|parking|delivery|evening|bus/.test(t)),
      first.join(', '),
    ).toBe(true);
    expect(data.grounding.coding!.dropped + data.grounding.answers!.dropped).toBe(0);
    expect(data.grounding.total!.verbatim).toBeGreaterThan(0);

    const html = await (await client.get(pagePath(interview.id, report.id))).text();
    const text = textOf(html);
    expect(text).toContain('Individual Dialogs');
    expect(text).toContain(`${dialogs[0]!.label}`);
    expect(text).toContain('OK');
    expect(text).toContain(DIALOGS[1]![1]);
    expect(html).toContain(`/interview/setup/${interview.id}/participants/${dialogs[0]!.id}?quote=`);
  });

  test('dialogs the sample excludes are skipped; with none left the spec’s message is answered', async () => {
    const { client, interview, report, dialogs } = await fixture();
    // A sample: the second dialog scored below the threshold, the others above.
    dialogs.forEach((dialog, i) =>
      getDb()
        .insert(schema.sampleScores)
        .values({ reportId: report.id, dialogId: dialog.id, status: 'scored', score: i === 1 ? 2 : 8, scoredAt: new Date() })
        .run(),
    );
    await runAll(client, interview.id, report.id, 'builtin');
    const coded = getDb()
      .select()
      .from(schema.dialogCodings)
      .where(eq(schema.dialogCodings.reportId, report.id))
      .all()
      .map((r) => r.dialogId);
    expect(coded.sort()).toEqual([dialogs[0]!.id, dialogs[2]!.id].sort());
    const data = await reportData(client, interview.id, report.id);
    expect(Object.keys(data.answer_data)).not.toContain(dialogs[1]!.id);

    getDb().update(schema.sampleScores).set({ score: 1 }).where(eq(schema.sampleScores.reportId, report.id)).run();
    const none = await client.postJson('/api/do-answer-analysis', { interviewId: interview.id, reportId: report.id, model: 'builtin' });
    expect(none).toMatchObject({ status: 400, json: { error: 'No valid responses found for analysis' } });
  });

  test('Coding only on an interview without dialogs says so on the page', async () => {
    const { user, client } = await signedInResearcher(server);
    const { interview } = await createPublishedInterview({ questions: QUESTIONS }, user);
    const report = createReport(interview.id, 'Empty');
    const page = textOf(await (await client.get(pagePath(interview.id, report.id))).text());
    expect(page).toContain('No responses or dialogs found for analysis');
    const run = await postPage(client, interview.id, report.id, { intent: 'coding-run', model: 'builtin' });
    expect(run.status).toBe(400);
    expect(textOf(await run.text())).toContain('No responses or dialogs found for analysis');
    expect(getDb().select().from(schema.jobs).where(eq(schema.jobs.interviewId, interview.id)).all()).toHaveLength(0);
  });

  test('the page’s Coding only is one job; Clear Cache empties the results and keeps the blocks and the sample', async () => {
    const { client, interview, report, dialogs } = await fixture();
    const run = await postPage(client, interview.id, report.id, { intent: 'coding-run', model: 'builtin' });
    expect(run.status).toBe(302);
    await whenIdle();
    expect(getDb().select().from(schema.dialogAnswers).where(eq(schema.dialogAnswers.reportId, report.id)).all().length).toBe(6);
    getDb()
      .insert(schema.sampleScores)
      .values({ reportId: report.id, dialogId: dialogs[0]!.id, status: 'scored', score: 8, scoredAt: new Date() })
      .run();

    const cleared = await postPage(client, interview.id, report.id, { intent: 'coding-clear' });
    expect(cleared.status).toBe(302);
    for (const table of [
      schema.dialogAnswers,
      schema.codingTopics,
      schema.citations,
      schema.dialogCodings,
      schema.groundingCounts,
    ] as const) {
      expect(getDb().select().from(table).where(eq(table.reportId, report.id)).all()).toHaveLength(0);
    }
    expect(getDb().select().from(schema.codingBlocks).where(eq(schema.codingBlocks.interviewId, interview.id)).all()).toHaveLength(2);
    expect(getDb().select().from(schema.sampleScores).where(eq(schema.sampleScores.reportId, report.id)).all()).toHaveLength(1);
  });

  test('Edit Answer keeps the AI’s original; votes change a citation’s activity and its topic’s agreement', async () => {
    const { client, interview, report, dialogs } = await fixture();
    await runAll(client, interview.id, report.id, 'builtin');
    const block = getDb()
      .select()
      .from(schema.codingBlocks)
      .where(eq(schema.codingBlocks.interviewId, interview.id))
      .all()
      .find((b) => b.questionId === 'q1')!;
    const dialog = dialogs[0]!;

    const blank = await client.postJson(`/api/report/${report.id}/update-answer`, {
      dialogId: dialog.id,
      blockId: block.id,
      newAnswer: '   ',
    });
    expect(blank.status).toBe(400);
    const edited = await client.postJson(`/api/report/${report.id}/update-answer`, {
      dialogId: dialog.id,
      blockId: block.id,
      newAnswer: 'Wants evening delivery slots.',
    });
    expect(edited.status).toBe(200);
    const again = await postPage(client, interview.id, report.id, {
      intent: 'coding-answer-edit',
      dialogId: dialog.id,
      blockId: block.id,
      answer: 'Evening delivery.',
    });
    expect(again.status).toBe(302);
    let data = await reportData(client, interview.id, report.id);
    expect(data.answer_data[dialog.id]![block.title]).toMatchObject({
      answer: 'Evening delivery.',
      original_answer: DIALOGS[0]![1],
      edited: true,
    });
    const page = textOf(await (await client.get(pagePath(interview.id, report.id))).text());
    expect(page).toContain('Edited');
    expect(page).toContain('Show the AI’s original answer');

    const topic = data.coding_data[dialog.id]![0]!;
    const quote = topic.citations[0]!;
    const rejected = await client.postJson(`/api/report/${report.id}/citation-active`, {
      dialogId: dialog.id,
      topic: topic.topic,
      citation: quote.text,
      active: false,
    });
    expect(rejected.status, JSON.stringify(rejected.json)).toBe(200);
    data = await reportData(client, interview.id, report.id);
    let after = data.coding_data[dialog.id]!.find((t) => t.topic === topic.topic)!;
    expect(after.citations.find((c) => c.id === quote.id)!.active).toBe(false);
    expect(after.agreement).toEqual({ share: 0, votes: 1 });

    // The page's vote form: accepted makes it active again and the agreement follows.
    // Without JavaScript it returns to the quote voted on; only an id is taken for that.
    const anchor = `individual-dialogs-quote-${quote.id}`;
    const vote = await postPage(client, interview.id, report.id, {
      intent: 'citation-vote',
      citationId: quote.id,
      vote: 'accepted',
      anchor,
    });
    expect(vote.status).toBe(302);
    expect(vote.headers.get('location')).toBe(`${pagePath(interview.id, report.id)}#${anchor}`);
    const odd = await postPage(client, interview.id, report.id, {
      intent: 'citation-vote',
      citationId: quote.id,
      vote: 'accepted',
      anchor: '"><script>',
    });
    expect(odd.headers.get('location')).toBe(pagePath(interview.id, report.id));
    data = await reportData(client, interview.id, report.id);
    after = data.coding_data[dialog.id]!.find((t) => t.topic === topic.topic)!;
    expect(after.citations.find((c) => c.id === quote.id)!.active).toBe(true);
    expect(after.agreement).toEqual({ share: 1, votes: 1 });

    const unknown = await client.postJson(`/api/report/${report.id}/citation-active`, {
      dialogId: dialog.id,
      topic: topic.topic,
      citation: 'words nobody said',
      active: true,
    });
    expect(unknown.status).toBe(404);
    const noReport = await client.postJson(`/api/report/null/citation-active`, {
      dialogId: dialog.id,
      topic: topic.topic,
      citation: quote.text,
      active: true,
    });
    expect(noReport).toMatchObject({ status: 400, json: { error: 'No report selected. Cannot update citation status.' } });
  });

  test('Analysis Settings: blocks are added, edited, switched off, reordered and deleted; the JSON calls list them', async () => {
    const { client, interview, report } = await fixture();
    const listed = async () =>
      (
        (await (await client.get(`/api/interview/${interview.id}/coding-blocks`)).json()) as {
          data: { id: string; title: string; isActive: boolean }[];
        }
      ).data;
    expect((await listed()).map((b) => b.title)).toEqual(QUESTIONS.map((q) => q.title));
    const defaults = (await (await client.get(`/api/default-codings?interview_id=${interview.id}`)).json()) as {
      data: { title: string }[];
    };
    expect(defaults.data.map((b) => b.title)).toEqual(QUESTIONS.map((q) => q.title));

    const add = await postPage(client, interview.id, report.id, {
      intent: 'coding-block-add',
      title: 'Prices',
      description: 'What they say about prices',
    });
    expect(add.status).toBe(302);
    let blocks = await listed();
    expect(blocks.map((b) => b.title)).toEqual([...QUESTIONS.map((q) => q.title), 'Prices']);
    const prices = blocks[2]!;
    // No `active` field: the switch was off when the block's form was saved.
    const saved = await postPage(client, interview.id, report.id, {
      intent: 'coding-block-update',
      blockId: prices.id,
      title: 'Prices and fees',
      description: 'Costs',
    });
    expect(saved.status).toBe(302);
    await postPage(client, interview.id, report.id, { intent: 'coding-block-move', blockId: prices.id, direction: 'up' });
    blocks = await listed();
    expect(blocks.map((b) => b.title)).toEqual([QUESTIONS[0]!.title, 'Prices and fees', QUESTIONS[1]!.title]);
    expect(blocks[1]!.isActive).toBe(false);
    await postPage(client, interview.id, report.id, { intent: 'coding-block-delete', blockId: prices.id });
    expect((await listed()).map((b) => b.title)).toEqual(QUESTIONS.map((q) => q.title));

    const settings = await client.get(`${pagePath(interview.id, report.id)}&modal=analysis-settings`);
    const html = await settings.text();
    expect(textOf(html)).toContain('Analysis Settings');
    expect(html).toContain('name="title"');
  });

  test('View in Interview: identifiers by position, label or short link; a bad one says so; the quote is marked in the transcript', async () => {
    const { client, interview, report, dialogs } = await fixture();
    const open = (dialog: string) =>
      client.get(`/interview/setup/${interview.id}/analysis/open?report=${report.id}&dialog=${encodeURIComponent(dialog)}`);
    for (const ref of ['2', dialogs[1]!.label, dialogs[1]!.shortLink]) {
      const response = await open(ref);
      expect(response.status, ref).toBe(302);
      expect(response.headers.get('location')).toBe(`/interview/setup/${interview.id}/participants/${dialogs[1]!.id}`);
    }
    const bad = await open('Dialog # nope');
    expect(bad.status).toBe(200);
    expect(textOf(await bad.text())).toContain('Cannot open dialog: Unable to find valid identifier');

    const message = messagesOf(dialogs[0]!.id).find((m) => m.role === 'user')!;
    const start = message.content.indexOf('Parking');
    const end = message.content.indexOf('.', start) + 1;
    const html = await (
      await client.get(`/interview/setup/${interview.id}/participants/${dialogs[0]!.id}?quote=${start}-${end}&message=${message.id}`)
    ).text();
    expect(html).toMatch(/<mark data-quote="true"[^>]*>Parking is terrible there, so sometimes I take the bus instead\.<\/mark>/);
  });
});

/** The ids and texts of the respondent's messages as the prompt gives them. */
function promptMessages(body: ChatRequestBody): { id: string; text: string }[] {
  const prompt = body.messages.map((m) => (typeof m.content === 'string' ? m.content : '')).join('\n');
  return [...prompt.matchAll(/<respondent id="(m\d+)"[^>]*>\n([\s\S]*?)\n<\/respondent>/g)].map((m) => ({ id: m[1]!, text: m[2]! }));
}

describe('coding with a model (the fake provider)', () => {
  test('verbatim quotes are kept, near ones snapped, invented ones dropped and counted; one failing dialog is Failed, the others OK; a retry codes it', async () => {
    const { client, interview, report, dialogs } = await fixture();
    let failCorner = true;
    fake.onChat((body) => {
      const said = promptMessages(body);
      if (failCorner && said.some((m) => m.text.includes('corner shop'))) throw new Error('provider down');
      const [first, second] = said;
      const near = first!.text.replace('supermarket', 'supermarkt').replace('Saturdays', 'Saturday');
      return {
        toolCalls: [
          {
            name: 'dialog_coding',
            arguments: {
              blocks: [
                {
                  block: 1,
                  answer: 'Shops in person.',
                  answer_citations: [{ message_id: first!.id, quote: first!.text, rationale: 'their whole answer' }],
                  topics: [
                    {
                      topic: 'Where they shop',
                      rationale: 'names the place',
                      insights: 'Shops in one place.',
                      top_words: ['shop'],
                      citations: [
                        { message_id: first!.id, quote: near.split('.')[0]! },
                        { message_id: first!.id, quote: 'I love queuing for hours at the checkout' },
                      ],
                      subtopics: [],
                    },
                  ],
                },
                { block: 2, answer: 'Wants it easier.', answer_citations: [{ message_id: second!.id, quote: second!.text }], topics: [] },
              ],
            },
          },
        ],
      };
    });
    await runAll(client, interview.id, report.id, 'gpt-4o');
    const status = (id: string) =>
      getDb()
        .select()
        .from(schema.dialogCodings)
        .where(and(eq(schema.dialogCodings.reportId, report.id), eq(schema.dialogCodings.dialogId, id)))
        .get()!;
    expect(status(dialogs[0]!.id).status).toBe('ok');
    expect(status(dialogs[1]!.id).status).toBe('ok');
    expect(status(dialogs[2]!.id)).toMatchObject({ status: 'failed', error: 'Answer analysis failed for interview 3: 500' });

    let data = await reportData(client, interview.id, report.id);
    const topic = data.coding_data[dialogs[0]!.id]![0]!;
    expect(topic.citations).toHaveLength(1);
    expect(topic.citations[0]!.verification).toBe('snapped');
    expect(topic.citations[0]!.text).toContain('supermarket on Saturdays');
    expect(data.answer_data[dialogs[0]!.id]![QUESTIONS[0]!.title]!.citations[0]!.verification).toBe('verbatim');
    expect(data.answer_data[dialogs[2]!.id]![QUESTIONS[0]!.title]).toMatchObject({
      status: 'error',
      error: 'Answer analysis failed for interview 3: 500',
    });
    // Two coded dialogs, each with one invented topic quote (dropped); the first's other quote was near (snapped).
    expect(data.grounding.coding).toEqual({ verbatim: 1, snapped: 1, dropped: 2, trimmed: 0, omitted: 0 });
    expect(data.grounding.answers).toEqual({ verbatim: 4, snapped: 0, dropped: 0, trimmed: 0, omitted: 0 });
    const page = textOf(await (await client.get(pagePath(interview.id, report.id))).text());
    expect(page).toContain('Answer analysis failed for interview 3: 500');
    expect(page).toContain('Failed');
    expect(page).toContain('Quotes: 1 verbatim · 1 snapped · 2 dropped');

    // The prompt gives the blocks' definitions, asks for rationales and cuts messages to 1,000 characters.
    const prompt = fake
      .chatRequests()[0]!
      .messages.map((m) => String(m.content))
      .join('\n');
    expect(prompt).toContain('Definition: Wishes and suggestions.');
    expect(prompt).toContain('rationale');

    failCorner = false;
    const retry = await client.postJson('/api/do-coding', {
      model: 'gpt-4o',
      interviewId: interview.id,
      reportId: report.id,
      shortLink: dialogs[2]!.label,
    });
    expect(retry.status, JSON.stringify(retry.json)).toBe(200);
    expect(retry.json).toMatchObject({ success: true, coding_status: 'ok', dialog_id: dialogs[2]!.id });
    data = await reportData(client, interview.id, report.id);
    expect(data.answer_data[dialogs[2]!.id]![QUESTIONS[0]!.title]).toMatchObject({ status: 'success', answer: 'Shops in person.' });
    expect(data.answer_data[dialogs[0]!.id]![QUESTIONS[0]!.title]!.status).toBe('success');

    const answer = await client.postJson('/api/do-answer', {
      dialogId: dialogs[1]!.id,
      model: 'gpt-4o',
      interviewId: interview.id,
      reportId: report.id,
    });
    expect(answer.status).toBe(200);
    expect(answer.json![QUESTIONS[1]!.title]).toMatchObject({ answer: 'Wants it easier.', citations: [{ text: DIALOGS[1]![1] }] });

    const badId = await client.postJson('/api/do-coding', {
      model: 'gpt-4o',
      interviewId: interview.id,
      reportId: report.id,
      shortLink: 'some thing',
    });
    expect(badId).toMatchObject({ status: 400, json: { error: 'Cannot retry interview some thing: Invalid identifier format.' } });
    const noReport = await client.postJson('/api/do-coding', { model: 'gpt-4o', interviewId: interview.id, shortLink: dialogs[0]!.label });
    expect(noReport).toMatchObject({ status: 400, json: { error: 'No report selected. Cannot retry analysis.' } });
  });
});

type CitationArg = { message_id: string; quote: string };
type TopicArg = {
  topic: string;
  rationale?: string;
  insights?: string;
  top_words?: string[];
  citations: CitationArg[];
  subtopics?: { topic: string; citations: CitationArg[] }[];
};
type CodingArgs = { blocks: { block: number; answer: string; answer_citations: CitationArg[]; topics: TopicArg[] }[] };

/** A model's coding of one dialog: block 1 answered with a whole-message citation and one topic, block 2 likewise. */
function goodCoding(said: { id: string; text: string }[]): CodingArgs {
  const [first, second] = said;
  return {
    blocks: [
      {
        block: 1,
        answer: 'Shops in person.',
        answer_citations: [{ message_id: first!.id, quote: first!.text }],
        topics: [
          {
            topic: 'Where they shop',
            rationale: 'names the place',
            insights: 'Shops in one place.',
            top_words: ['shop'],
            citations: [{ message_id: first!.id, quote: first!.text.split('.')[0]! }],
            subtopics: [],
          },
        ],
      },
      {
        block: 2,
        answer: 'Wants it easier.',
        answer_citations: [{ message_id: second!.id, quote: second!.text }],
        topics: [
          { topic: 'What would help', insights: 'One wish.', citations: [{ message_id: second!.id, quote: second!.text.split('.')[0]! }] },
        ],
      },
    ],
  };
}

const codingCall = (args: unknown) => ({ toolCalls: [{ name: 'dialog_coding', arguments: args }] });
const codingRows = (reportId: string) =>
  getDb().select().from(schema.dialogCodings).where(eq(schema.dialogCodings.reportId, reportId)).all();
const statusOf = (reportId: string, dialogId: string) => codingRows(reportId).find((r) => r.dialogId === dialogId)!;

describe('coding with a model that misbehaves as real ones do', () => {
  test('a bad citation is dropped and counted, over-long texts trimmed, extra items cut, missing fields defaulted; an unusable answer fails its dialog', async () => {
    const { client, interview, report, dialogs } = await fixture();
    fake.onChat((body) => {
      const said = promptMessages(body);
      const coding = goodCoding(said);
      const [first, second] = said;
      if (first!.text === DIALOGS[0]![0]) {
        // One citation with a long, wrong id (the answer that used to fail every dialog) and one quote nobody wrote.
        coding.blocks[0]!.answer_citations.push({ message_id: 'respondent-message-number-1', quote: first!.text });
        coding.blocks[0]!.topics[0]!.citations.push({ message_id: first!.id, quote: 'I love queuing for hours at the checkout' });
        // Ids written the way models do: in brackets, upper case.
        coding.blocks[1]!.answer_citations = [{ message_id: `[${second!.id.toUpperCase()}]`, quote: second!.text }];
      }
      if (first!.text === DIALOGS[1]![0]) {
        const topic = coding.blocks[0]!.topics[0]!;
        Object.assign(topic, { topic: `Online orders ${'and the farmers market '.repeat(8)}`, rationale: 'Because '.repeat(60) });
        // Nine topics where eight may be stored, seven subtopics where six may.
        topic.subtopics = Array.from({ length: 7 }, (_, i) => ({ topic: `Part ${i + 1}`, citations: [] }));
        for (let i = 2; i <= 9; i++)
          coding.blocks[0]!.topics.push({
            ...coding.blocks[0]!.topics[0]!,
            topic: `Theme ${i}`,
            rationale: 'Another theme.',
            subtopics: [],
          });
        // Block 2 with only its number and answer; an entry for a block that does not exist.
        const blocks: unknown[] = [
          coding.blocks[0],
          { block: 2, answer: 'Cheaper delivery.' },
          { block: 7, answer: 'Nothing', topics: [] },
        ];
        return codingCall({ blocks });
      }
      if (first!.text === DIALOGS[2]![0]) return 'I am sorry, but I cannot code this interview.';
      return codingCall(coding);
    });
    await runAll(client, interview.id, report.id, 'gpt-4o');

    expect(statusOf(report.id, dialogs[0]!.id).status).toBe('ok');
    expect(statusOf(report.id, dialogs[1]!.id).status).toBe('ok');
    // Not JSON, twice (the answer and its repair): the dialog fails with a message that says why.
    expect(statusOf(report.id, dialogs[2]!.id)).toMatchObject({
      status: 'failed',
      error: 'Answer analysis failed for interview 3: The AI answer did not match the expected structure: it was not JSON',
    });
    expect(fake.chatRequests().filter((b) => promptMessages(b)[0]!.text === DIALOGS[2]![0])).toHaveLength(2);

    const data = await reportData(client, interview.id, report.id);
    // Dialog 1: the bad citation is not stored, the good one is; the bracketed, upper-case id found its message.
    const answers = data.answer_data[dialogs[0]!.id]!;
    expect(answers[QUESTIONS[0]!.title]!.citations.map((c) => c.text)).toEqual([DIALOGS[0]![0]]);
    expect(answers[QUESTIONS[1]!.title]!.citations.map((c) => [c.text, c.verification])).toEqual([[DIALOGS[0]![1], 'verbatim']]);
    expect(data.coding_data[dialogs[0]!.id]!.find((t) => t.topic === 'Where they shop')!.citations).toHaveLength(1);
    const stored = getDb().select().from(schema.citations).where(eq(schema.citations.dialogId, dialogs[0]!.id)).all();
    expect(stored).toHaveLength(4);

    // Dialog 2: the label and rationale trimmed to their limits, eight topics of nine, six subtopics of seven.
    const topics = getDb()
      .select()
      .from(schema.codingTopics)
      .where(and(eq(schema.codingTopics.dialogId, dialogs[1]!.id), isNull(schema.codingTopics.parentId)))
      .all();
    const block1 = getDb()
      .select()
      .from(schema.codingBlocks)
      .where(eq(schema.codingBlocks.interviewId, interview.id))
      .all()
      .find((b) => b.questionId === 'q0')!;
    const own = topics.filter((t) => t.blockId === block1.id).sort((a, b) => a.position - b.position);
    expect(own).toHaveLength(8);
    expect(own[0]!.topic.length).toBeLessThanOrEqual(120);
    expect(own[0]!.topic).toMatch(/^Online orders and the farmers market .*…$/);
    expect(own[0]!.insights!.length).toBeLessThanOrEqual(400 + 'Shops in one place. '.length);
    expect(own[0]!.insights).toMatch(/Because…$/);
    expect(getDb().select().from(schema.codingTopics).where(eq(schema.codingTopics.parentId, own[0]!.id)).all()).toHaveLength(6);
    // Block 2 with its missing fields defaulted: the answer alone.
    expect(data.answer_data[dialogs[1]!.id]![QUESTIONS[1]!.title]).toMatchObject({
      status: 'success',
      answer: 'Cheaper delivery.',
      citations: [],
    });

    // The counts: dialog 1's two bad quotes dropped (one answer's, one topic's) and its long id trimmed; dialog 2's
    // trimmed label and rationale, and its left-out topic, subtopic and entry for block 7.
    expect(data.grounding.answers).toEqual({ verbatim: 3, snapped: 0, dropped: 1, trimmed: 0, omitted: 0 });
    expect(data.grounding.coding).toEqual({ verbatim: 10, snapped: 0, dropped: 1, trimmed: 3, omitted: 3 });
    const page = textOf(await (await client.get(pagePath(interview.id, report.id))).text());
    expect(page).toContain(
      'Quotes: 10 verbatim · 0 snapped · 1 dropped · 3 items dropped from the model’s answers (over a limit or unusable) · 3 texts trimmed to length',
    );
    expect(page).toContain(
      'Quotes in this report: 13 verbatim · 0 snapped to the respondent’s exact words · 2 dropped (not found in the cited message, never shown) 3 items dropped from the model’s answers (over a limit or unusable) · 3 texts trimmed to length',
    );
    expect(page).toContain('Quotes: 3 verbatim · 0 snapped · 1 dropped');
    expect(page).toContain('Answer analysis failed for interview 3: The AI answer did not match the expected structure: it was not JSON');
  });

  test.each([{ kind: 'fenced' }, { kind: 'prose' }, { kind: 'tool-call-as-content' }, { kind: 'renamed-tool' }] as const)(
    'an answer delivered as $kind codes every dialog',
    async (misdelivery) => {
      const { client, interview, report, dialogs } = await fixture();
      fake.misdelivery = misdelivery;
      fake.onChat((body) => codingCall(goodCoding(promptMessages(body))));
      await runAll(client, interview.id, report.id, 'gpt-4o');
      expect(codingRows(report.id).map((r) => r.status)).toEqual(['ok', 'ok', 'ok']);
      // One call per dialog: nothing needed the repair.
      expect(fake.chatRequests()).toHaveLength(3);
      const data = await reportData(client, interview.id, report.id);
      for (const [i, dialog] of dialogs.entries()) {
        expect(data.answer_data[dialog.id]![QUESTIONS[1]!.title]).toMatchObject({
          answer: 'Wants it easier.',
          citations: [{ text: DIALOGS[i]![1], verification: 'verbatim' }],
        });
        expect(data.coding_data[dialog.id]!.map((t) => t.topic)).toEqual(['Where they shop', 'What would help']);
      }
      expect(data.grounding.coding).toEqual({ verbatim: 6, snapped: 0, dropped: 0, trimmed: 0, omitted: 0 });
    },
  );

  test('an answer cut off keeps its complete parts; the part being written is dropped and counted; one cut off at its start fails', async () => {
    const { client, interview, report, dialogs } = await fixture();
    // Cut inside the quote of block 2's topic: everything before it is complete.
    fake.misdelivery = {
      kind: 'truncated',
      cutAt: (json) => (json.includes(DIALOGS[2]![0].slice(0, 20)) ? 25 : json.lastIndexOf('"quote"') + 12),
    };
    fake.onChat((body) => codingCall(goodCoding(promptMessages(body))));
    await runAll(client, interview.id, report.id, 'gpt-4o');
    expect(statusOf(report.id, dialogs[0]!.id).status).toBe('ok');
    expect(statusOf(report.id, dialogs[1]!.id).status).toBe('ok');
    expect(statusOf(report.id, dialogs[2]!.id)).toMatchObject({
      status: 'failed',
      error:
        'Answer analysis failed for interview 3: The AI answer did not match the expected structure: it was cut off before its first complete item',
    });
    const data = await reportData(client, interview.id, report.id);
    const topics = data.coding_data[dialogs[0]!.id]!;
    expect(topics.map((t) => [t.topic, t.citations.length])).toEqual([
      ['Where they shop', 1],
      ['What would help', 0],
    ]);
    expect(data.answer_data[dialogs[0]!.id]![QUESTIONS[1]!.title]).toMatchObject({
      answer: 'Wants it easier.',
      citations: [{ text: DIALOGS[0]![1] }],
    });
    // Per coded dialog, the citation being written when the answer stopped.
    expect(data.grounding.coding).toEqual({ verbatim: 2, snapped: 0, dropped: 0, trimmed: 0, omitted: 2 });
    const page = textOf(await (await client.get(pagePath(interview.id, report.id))).text());
    expect(page).toContain(
      'Quotes: 2 verbatim · 0 snapped · 0 dropped · 2 items dropped from the model’s answers (over a limit or unusable)',
    );
  });
});

describe('stopping a run', () => {
  test('Stop cancels the job; dialogs not yet coded are Failed as stopped, none stays Processing', async () => {
    const { client, interview, report } = await fixture();
    fake.onChat(() => new Promise(() => {}));
    const started = await client.postJson('/api/do-answer-analysis', { interviewId: interview.id, reportId: report.id, model: 'gpt-4o' });
    expect(started.status).toBe(200);
    await expect.poll(() => fake.chatRequests().length).toBeGreaterThan(0);
    const stop = await postPage(client, interview.id, report.id, { intent: 'coding-stop' });
    expect(stop.status).toBe(302);
    await whenIdle();
    const job = getDb()
      .select()
      .from(schema.jobs)
      .where(eq(schema.jobs.id, String(started.json!.job_id)))
      .get()!;
    expect(job.status).toBe('cancelled');
    const rows = getDb().select().from(schema.dialogCodings).where(eq(schema.dialogCodings.reportId, report.id)).all();
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.status === 'failed' && r.error === 'Stopped before this dialog was coded')).toBe(true);
  });
});

describe('permissions', () => {
  test('another researcher gets 404 from every route and call of the coding', async () => {
    const { interview, report, dialogs } = await fixture();
    const { client: other } = await signedInResearcher(server, 'other');
    const block = getDb().select().from(schema.codingBlocks).where(eq(schema.codingBlocks.interviewId, interview.id)).get();
    const gets = [
      `/api/interview/${interview.id}/coding-blocks`,
      `/api/default-codings?interview_id=${interview.id}`,
      `/interview/setup/${interview.id}/analysis/open?dialog=1`,
      `/interview/setup/${interview.id}/analysis/ai?report=${report.id}&modal=analysis-settings`,
    ];
    for (const path of gets) expect((await other.get(path)).status, path).toBe(404);
    const posts: [string, unknown][] = [
      ['/api/do-answer-analysis', { interviewId: interview.id, reportId: report.id, model: 'builtin' }],
      [
        '/api/do-coding',
        { interviewId: interview.id, reportId: report.id, model: 'builtin', dialogId: dialogs[0]!.id, shortLink: dialogs[0]!.label },
      ],
      ['/api/do-answer', { interviewId: interview.id, reportId: report.id, model: 'builtin', dialogId: dialogs[0]!.id }],
      [`/api/report/${report.id}/update-answer`, { dialogId: dialogs[0]!.id, blockId: block?.id ?? 'x', newAnswer: 'Mine now' }],
      [`/api/report/${report.id}/citation-active`, { dialogId: dialogs[0]!.id, topic: 'x', citation: 'y', active: true }],
    ];
    for (const [path, body] of posts) expect((await other.postJson(path, body)).status, path).toBe(404);
    for (const intent of ['coding-run', 'coding-clear', 'coding-block-add']) {
      expect((await postPage(other, interview.id, report.id, { intent, model: 'builtin', title: 'x' })).status, intent).toBe(404);
    }
    expect(getDb().select().from(schema.jobs).where(eq(schema.jobs.interviewId, interview.id)).all()).toHaveLength(0);
  });
});

describe('question alignment of older dialogs', () => {
  test('interviewer messages without a recorded question are matched once to the guide; recorded dialogs stay as they are', async () => {
    const { user } = await signedInResearcher(server);
    const { interview } = await createPublishedInterview({ questions: QUESTIONS }, user);
    const older = seedDialog(interview.id, {
      messages: [
        { role: 'assistant', content: 'Hello and welcome! Shall we start?' },
        { role: 'user', content: 'Sure.' },
        { role: 'assistant', content: 'So, how do you buy your groceries these days?' },
        { role: 'user', content: 'At the market.' },
        { role: 'assistant', content: 'Tell me more about that.' },
        { role: 'user', content: 'It is close to home.' },
        { role: 'assistant', content: 'What would make grocery shopping easier for you?' },
        { role: 'user', content: 'Delivery.' },
      ],
    });
    const recorded = seedDialog(interview.id, {
      messages: [
        { role: 'assistant', content: 'What would make grocery shopping easier for you?', questionIndex: 0 },
        { role: 'user', content: 'Nothing.' },
      ],
    });
    expect(alignOlderDialogs()).toBeGreaterThanOrEqual(3);
    const indexes = (dialogId: string) =>
      messagesOf(dialogId)
        .filter((m) => m.role === 'assistant')
        .sort((a, b) => +a.createdAt - +b.createdAt)
        .map((m) => m.questionIndex);
    expect(indexes(older.id)).toEqual([null, 0, 0, 1]);
    expect(indexes(recorded.id)).toEqual([0]);
  });
});
