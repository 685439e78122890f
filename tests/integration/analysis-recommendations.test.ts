import '../../server/job-handlers';

import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, test } from 'vitest';

import { getDb, schema } from '@db/index';
import { voteOnCitation } from '~/features/analysis/citations/citations.server';
import { recommendationsReportParts } from '~/features/analysis/recommendations/report-parts.server';
import { createReport } from '~/features/analysis/reports/reports.server';
import { whenIdle } from '~/jobs/queue.server';

import { COFFEE_GOAL, COFFEE_QUESTIONS, COFFEE_RESPONDENTS, coffeeMessages, raisedBy } from '../fixtures/coffee-study';
import { REC_DIALOGS, REC_QUESTIONS } from '../fixtures/recommendations';
import { seedDialog } from '../support/dialog-seeds';
import { createPublishedInterview, signedInResearcher } from '../support/factories';
import { fake, server } from '../support/fake-ai-server';
import { textOf } from '../support/html';
import { useServerAndJobRunner } from '../support/job-runner';
import type { Client } from '../support/test-server';

useServerAndJobRunner({ AI_MODELS: JSON.stringify({ groq: 'fake-llama' }), AI_CONCURRENCY: '4' });

const T0 = Date.UTC(2025, 4, 1, 9, 0);

type Citation = { text: string; source: string; dialog_id: string; message_id: string; verification: string };
type RecData = Record<
  string,
  {
    title: string;
    additional_prompt: string;
    recommendations: { id: string; title: string; description: string; is_custom: boolean; model: string | null; citations: Citation[] }[];
  }
>;

async function fixture() {
  const { user, client } = await signedInResearcher(server);
  const { interview } = await createPublishedInterview({ questions: REC_QUESTIONS }, user);
  const dialogs = new Map<string, { id: string; shortLink: string; label: string }>();
  REC_DIALOGS.forEach((dialog, i) => {
    dialogs.set(
      dialog.key,
      seedDialog(interview.id, { createdAt: T0 + i * 3_600_000, completedAt: T0 + i * 3_600_000 + 600_000, messages: dialog.messages }),
    );
  });
  const report = createReport(interview.id, 'Wave 1');
  // Reading the page makes the coding blocks from the guide's questions.
  const page = await client.get(`/interview/setup/${interview.id}/analysis/ai?report=${report.id}`);
  expect(page.status).toBe(200);
  const blocks = getDb().select().from(schema.codingBlocks).where(eq(schema.codingBlocks.interviewId, interview.id)).all();
  const blockOf = (q: string) => blocks.find((b) => b.questionId === q)!;
  return { user, client, interview, report, dialogs, blockOf };
}

async function runRecommendationsCall(client: Client, interviewId: string, reportId: string, model = 'builtin', additionalPrompt = '') {
  const { status, json } = await client.postJson('/api/do-answer-recommendations?wait=1', {
    interviewId,
    reportId,
    model,
    additionalPrompt,
  });
  expect(status, JSON.stringify(json)).toBe(200);
  expect(json!.status).toBe('completed');
  return json!;
}
const runRecommendations = async (...args: Parameters<typeof runRecommendationsCall>) =>
  (await runRecommendationsCall(...args)).recommendations_data as RecData;

const messageText = (id: string) => getDb().select().from(schema.messages).where(eq(schema.messages.id, id)).get()!.content;
const tallyOf = (reportId: string, section: string) =>
  getDb()
    .select()
    .from(schema.groundingCounts)
    .where(and(eq(schema.groundingCounts.reportId, reportId), eq(schema.groundingCounts.section, section)))
    .get();

describe('recommendations on the built-in engine', () => {
  test('the wishes voiced in several dialogs become recommendations grouped by meaning, each quoted exactly', async () => {
    const { client, interview, report, dialogs, blockOf } = await fixture();
    const data = await runRecommendations(client, interview.id, report.id);
    const recs = data[blockOf('q0').id]!.recommendations;
    const dialogsOf = (r: (typeof recs)[number]) => new Set(r.citations.map((c) => c.dialog_id));
    const offline = recs.find((r) => dialogsOf(r).has(dialogs.get('traveller')!.id))!;
    expect(offline, JSON.stringify(recs, null, 1)).toBeDefined();
    expect(dialogsOf(offline).has(dialogs.get('night-owl')!.id)).toBe(true);
    expect(dialogsOf(offline).has(dialogs.get('accountant')!.id)).toBe(false);
    // Every count is the dialogs whose wishes are members, each one quoted.
    for (const rec of recs) expect(rec.description).toMatch(new RegExp(`^Voiced in ${dialogsOf(rec).size} of 6 dialogs`));
    const dark = recs.find((r) => dialogsOf(r).has(dialogs.get('reader')!.id))!;
    expect(dark.title.toLowerCase()).toMatch(/dark|night|eyes|theme|mode/);
    expect(dialogsOf(dark).has(dialogs.get('night-owl')!.id)).toBe(true);
    // Every quote is a span of the message it names, and nobody's "it works fine" is a wish.
    for (const rec of recs) {
      expect(rec.model).toBe('builtin');
      for (const citation of rec.citations) {
        expect(messageText(citation.message_id)).toContain(citation.text);
        expect(citation.verification).toBe('verbatim');
      }
    }
    expect(recs.some((r) => r.citations.some((c) => c.dialog_id === dialogs.get('content')!.id))).toBe(false);
    // The question about current use holds no wishes.
    expect(data[blockOf('q1').id]!.recommendations).toHaveLength(0);
    const tally = tallyOf(report.id, 'recommendations')!;
    expect(tally.verbatim).toBeGreaterThanOrEqual(6);
    expect(tally.dropped).toBe(0);
    expect(fake.chatRequests()).toHaveLength(0);

    // The page shows them with their quotes and the engine.
    const html = textOf(await (await client.get(`/interview/setup/${interview.id}/analysis/ai?report=${report.id}`)).text());
    expect(html).toContain('Recommendations by Topic');
    expect(html).toContain(offline.title);
    expect(html).toContain('Built-in (offline)');
  });

  test('four distinct wishes make four recommendations, each titled from its wish, with its true count and a quote from every dialog', async () => {
    const { user, client } = await signedInResearcher(server);
    const { interview } = await createPublishedInterview({ questions: COFFEE_QUESTIONS, goal: COFFEE_GOAL }, user);
    const dialogs = new Map(
      COFFEE_RESPONDENTS.map((r, i) => [
        r.key,
        seedDialog(interview.id, { createdAt: T0 + i * 3_600_000, completedAt: T0 + i * 3_600_000 + 600_000, messages: coffeeMessages(r) }),
      ]),
    );
    const report = createReport(interview.id, 'Coffee');
    expect((await client.get(`/interview/setup/${interview.id}/analysis/ai?report=${report.id}`)).status).toBe(200);
    const block = getDb()
      .select()
      .from(schema.codingBlocks)
      .where(eq(schema.codingBlocks.interviewId, interview.id))
      .all()
      .find((b) => b.questionId === 'change')!;
    const recs = (await runRecommendations(client, interview.id, report.id))[block.id]!.recommendations;

    const expected = [
      { wish: 'deposit-cup', title: /^Offer .*(deposit|cup)/i },
      { wish: 'quick-lane', title: /quick lane/i },
      { wish: 'order-ahead', title: /order ahead/i },
      { wish: 'bean-tins', title: /refillable (bean )?tins/i },
    ] as const;
    expect(recs, JSON.stringify(recs.map((r) => r.title))).toHaveLength(4);
    for (const { wish, title } of expected) {
      const truth: string[] = raisedBy(wish)
        .map((key) => dialogs.get(key)!.id)
        .sort();
      const rec = recs.find((r) => r.citations.some((c) => truth.includes(c.dialog_id)))!;
      expect(rec.title).toMatch(title);
      // The count is the dialogs whose wishes are members, and every one of them is quoted.
      expect([...new Set(rec.citations.map((c) => c.dialog_id))].sort()).toEqual(truth);
      expect(rec.description).toMatch(new RegExp(`^Voiced in ${truth.length} of 10 dialogs`));
      for (const citation of rec.citations) expect(messageText(citation.message_id)).toContain(citation.text);
    }
  });

  test('add, update and delete: a custom one needs a title and a description; a re-run keeps the custom ones', async () => {
    const { client, interview, report, blockOf } = await fixture();
    await runRecommendations(client, interview.id, report.id);
    const block = blockOf('q0').id;
    const path = `/api/report/${report.id}/update-recommendations`;
    const generated = (await runRecommendations(client, interview.id, report.id))[block]!.recommendations.length;

    let answer = await client.postJson(path, {
      blockId: block,
      action: 'add',
      index: null,
      recommendation: { title: 'Offline sync', description: '' },
    });
    expect(answer.status).toBe(400);
    expect(answer.json!.error).toBe('Failed to add recommendation: A custom recommendation needs a title and a description');

    answer = await client.postJson(path, {
      blockId: block,
      action: 'add',
      index: null,
      recommendation: { title: 'Shared lists', description: 'Let families share one list.' },
    });
    expect(answer.status).toBe(200);
    let recs = (answer.json!.recommendations_data as RecData)[block]!.recommendations;
    expect(recs).toHaveLength(generated + 1);
    expect(recs.at(-1)).toMatchObject({ title: 'Shared lists', description: 'Let families share one list.', is_custom: true });

    answer = await client.postJson(path, {
      blockId: block,
      action: 'update',
      index: generated,
      recommendation: { title: 'Shared family lists', description: 'Families plan together.' },
    });
    expect(answer.status).toBe(200);
    recs = (answer.json!.recommendations_data as RecData)[block]!.recommendations;
    expect(recs[generated]).toMatchObject({ title: 'Shared family lists', description: 'Families plan together.' });

    // A re-run replaces the generated ones and keeps the researcher's.
    recs = (await runRecommendations(client, interview.id, report.id))[block]!.recommendations;
    expect(recs.filter((r) => r.is_custom).map((r) => r.title)).toEqual(['Shared family lists']);

    answer = await client.postJson(path, { blockId: block, action: 'delete', index: 0 });
    expect(answer.status).toBe(200);
    expect((answer.json!.recommendations_data as RecData)[block]!.recommendations).toHaveLength(recs.length - 1);

    expect(
      (await client.postJson(path, { blockId: block, action: 'update', index: 99, recommendation: { title: 'x', description: 'y' } }))
        .status,
    ).toBe(404);
    expect((await client.postJson(path, { blockId: block, action: 'rename' })).json).toEqual({ error: 'Failed to update recommendation' });

    // The page's plain form posts do the same.
    const page = `/interview/setup/${interview.id}/analysis/ai?index&report=${report.id}`;
    const posted = await client.post(page, {
      intent: 'recommendations-add',
      blockId: block,
      title: 'Bigger buttons',
      description: 'Older users miss the small ones.',
    });
    expect(posted.status).toBe(302);
    const refused = await client.post(page, { intent: 'recommendations-add', blockId: block, title: 'No description', description: ' ' });
    expect(refused.status).toBe(302);
    expect(new URL(refused.headers.get('location')!, server.url).searchParams.get('error')).toContain(
      'A custom recommendation needs a title and a description',
    );
    const titles = getDb()
      .select()
      .from(schema.recommendations)
      .where(eq(schema.recommendations.reportId, report.id))
      .all()
      .map((r) => r.title);
    expect(titles).toContain('Bigger buttons');
    expect(titles).not.toContain('No description');
  });

  test('recommendation coding assigns each answer to the recommendation it supports, and the Excel file holds the rows', async () => {
    const { user, client, interview, report, dialogs, blockOf } = await fixture();
    const data = await runRecommendations(client, interview.id, report.id);
    const block = blockOf('q0');
    const recs = data[block.id]!.recommendations;
    const offline = recs.find((r) => r.citations.some((c) => c.dialog_id === dialogs.get('traveller')!.id))!;

    const { status, json } = await client.postJson('/api/do-rec-coding?wait=1', {
      interview_id: interview.id,
      report_id: report.id,
      coding_block: { title: block.title, description: block.description },
      additional_prompt: '',
      max_concurrent: 8,
    });
    expect(status, JSON.stringify(json)).toBe(200);
    const meta = json!._metadata as Record<string, unknown>;
    expect(meta).toMatchObject({ status: 'completed', model_used: 'builtin', total_answers: 6 });
    const groups = json![block.title] as Record<string, { user_id: string; answer: string; citations: { text: string }[] }[]>;
    const offlineUsers = groups[offline.title]!.map((a) => a.user_id).sort();
    expect(offlineUsers).toContain(dialogs.get('traveller')!.label);
    expect(offlineUsers).not.toContain(dialogs.get('accountant')!.label);
    // No coding job had run: each dialog's words became a built-in answer with its messages as quotes.
    const answers = getDb()
      .select()
      .from(schema.dialogAnswers)
      .where(and(eq(schema.dialogAnswers.reportId, report.id), eq(schema.dialogAnswers.blockId, block.id)))
      .all();
    expect(answers).toHaveLength(6);
    expect(answers.every((a) => a.model === 'builtin' && a.status === 'success')).toBe(true);
    expect(groups[offline.title]![0]!.citations.length).toBeGreaterThan(0);

    // The page groups them with counts.
    const html = textOf(await (await client.get(`/interview/setup/${interview.id}/analysis/ai?report=${report.id}`)).text());
    expect(html).toContain('Recommendation Coding');
    expect(html).toContain('Download Excel');
    expect(html).toMatch(/\d+ answers?/);

    const file = await client.get(`/api/download_report_excel/${report.id}?part=recommendation-coding`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
    expect(file.headers.get('content-disposition')).toMatch(
      /^attachment; filename="recommendation-coding-wave-1-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await file.arrayBuffer());
    const sheet = workbook.getWorksheet('Recommendation Coding')!;
    const rows = sheet
      .getSheetValues()
      .filter(Boolean)
      .map((row) => (row as unknown[]).slice(1));
    expect(rows[0]).toEqual(['Question', 'Recommendation', 'Dialog', 'Answer', 'Relevance', 'Citations']);
    const travellerRow = rows.find((row) => row[2] === dialogs.get('traveller')!.label && row[1] === offline.title)!;
    expect(travellerRow[0]).toBe(block.title);
    expect(String(travellerRow[3])).toContain('worked offline when I travel');
    expect(String(travellerRow[5])).toContain('worked offline when I travel');
    expect(rows.length - 1).toBe(Object.values(groups).reduce((n, list) => n + list.length, 0));

    // The same coding is the report's coding_rec_data.
    const parts = recommendationsReportParts(interview, report, user.id);
    expect(parts.coding_rec_data[block.title]![offline.title]!.map((a) => a.user_id).sort()).toEqual(offlineUsers);
    expect(Object.keys(parts.recommendations_data)).toContain(block.id);
  });

  test('summaries are extractive, labelled, counted and never quote a rejected citation', async () => {
    const { user, client, interview, report, blockOf } = await fixture();
    await runRecommendations(client, interview.id, report.id);
    let { status, json } = await client.postJson('/api/generate-question-insights-summary', { report_id: report.id, model: 'builtin' });
    expect(status, JSON.stringify(json)).toBe(200);
    const data = json!.question_insights_data as {
      model_used: string;
      generated_at: string;
      questions_analyzed: number;
      insights: Record<
        string,
        {
          summary: string;
          total_responses: number;
          recommendations_analyzed: number;
          extractive: boolean;
          points: { text: string; citations: { text: string }[] }[];
        }
      >;
    };
    expect(data).toMatchObject({ model_used: 'builtin', questions_analyzed: 2 });
    const wishes = data.insights[blockOf('q0').title]!;
    expect(wishes).toMatchObject({ total_responses: 6, extractive: true });
    expect(wishes.recommendations_analyzed).toBeGreaterThanOrEqual(2);
    // Each point states the count of its member dialogs (or one respondent's), and lists them.
    for (const point of wishes.points as { text: string; dialog_ids: string[]; citations: { text: string }[] }[]) {
      const count = /: (\d+) of 6 dialogs\./.exec(point.text);
      expect(point.dialog_ids.length, point.text).toBe(count ? Number(count[1]) : 1);
      if (!count) expect(point.text).toMatch(/: one respondent\./);
      expect(point.citations.length).toBeGreaterThanOrEqual(1);
    }

    ({ status, json } = await client.postJson('/api/generate-business-insights-summary', { report_id: report.id, model: 'builtin' }));
    expect(status).toBe(200);
    expect(json!.summary_data).toMatchObject({
      type: 'business_insights',
      model_used: 'builtin',
      total_blocks_analyzed: 2,
      extractive: true,
    });

    const page = `/interview/setup/${interview.id}/analysis/ai?index&report=${report.id}`;
    let html = textOf(await (await client.get(page)).text());
    expect(html).toContain('Extractive summary (built-in)');
    expect(html).toContain('Regenerate Summary');
    expect(html).toContain('6 responses');
    expect(html).toContain('2 blocks analysed');

    // The researcher rejects the first point's quote: it is hidden at once and never used again.
    const [first] = getDb()
      .select()
      .from(schema.summaries)
      .where(and(eq(schema.summaries.reportId, report.id), eq(schema.summaries.kind, 'question_insights')))
      .all();
    const quote = getDb().select().from(schema.citations).where(eq(schema.citations.summaryId, first!.id)).all()[0]!;
    const rejectedText = messageText(quote.messageId).slice(quote.start, quote.end);
    voteOnCitation(report.id, quote.id, user.id, 'rejected');
    const regenerated = await client.post(page, { intent: 'summaries-question', model: 'builtin', confirmed: '1' });
    expect(regenerated.status).toBe(302);
    const again = getDb()
      .select()
      .from(schema.citations)
      .innerJoin(schema.summaries, eq(schema.summaries.id, schema.citations.summaryId))
      .where(eq(schema.summaries.reportId, report.id))
      .all();
    expect(
      again.some(
        (row) =>
          row.citations.messageId === quote.messageId &&
          row.citations.start < quote.end &&
          quote.start < row.citations.end &&
          row.summaries.kind === 'question_insights',
      ),
    ).toBe(false);
    html = textOf(await (await client.get(page)).text());
    expect(html.split('Question Insights Summary')[1]!.split('Business Insights Summary')[0]).not.toContain(rejectedText);
  });

  test('without a report the summaries say so', async () => {
    const { client } = await fixture();
    expect((await client.postJson('/api/generate-question-insights-summary', { model: 'builtin' })).json).toEqual({
      error: 'No report selected. Cannot generate question insights summary.',
    });
    expect((await client.postJson('/api/generate-business-insights-summary', { report_id: '', model: 'builtin' })).json).toEqual({
      error: 'No report selected. Cannot generate business insights summary.',
    });
  });
});

/** The messages of a prompt as the analysis lists them: `[id]` then the respondent's words. */
function promptMessages(body: { messages: { content: unknown }[] }) {
  const text = body.messages.map((m) => String(m.content)).join('\n');
  return [...text.matchAll(/\[([^\]\n]+)\]\n<respondent>\n([\s\S]*?)\n<\/respondent>/g)].map((m) => ({ id: m[1]!, content: m[2]! }));
}
const toolOf = (body: { tool_choice?: unknown }) => (body.tool_choice as { function: { name: string } }).function.name;

describe('with a model (the fake provider)', () => {
  test('an invented quote is dropped and counted; a recommendation without verified evidence is dropped', async () => {
    const { client, interview, report, blockOf } = await fixture();
    fake.onChat((body) => {
      const tool = toolOf(body);
      if (tool === 'list_suggestions') {
        const wishes = promptMessages(body).filter((m) => /wish|great|please|like|should/i.test(m.content));
        return {
          toolCalls: [
            {
              name: tool,
              arguments: {
                suggestions: [
                  ...wishes.map((m) => ({
                    block: 1,
                    suggestion: 'Make it work without a connection',
                    rationale: 'A wish',
                    quotes: [
                      { message_id: m.id, quote: m.content.split('.')[0] },
                      { message_id: m.id, quote: 'I demand a refund immediately' },
                    ],
                  })),
                  {
                    block: 1,
                    suggestion: 'Invented',
                    rationale: 'none',
                    quotes: [{ message_id: 'no-such-message', quote: 'Nobody said this' }],
                  },
                ],
              },
            },
          ],
        };
      }
      if (tool === 'merge_recommendations') {
        return {
          toolCalls: [
            {
              name: tool,
              arguments: {
                recommendations: [
                  {
                    title: 'Offline first',
                    description: 'Several respondents want to use the planner without a connection.',
                    rationale: 'Repeated wish',
                    suggestion_ids: ['s1', 's2'],
                  },
                  { title: 'Unsupported', description: 'Nobody asked for this.', rationale: 'none', suggestion_ids: ['s999'] },
                ],
              },
            },
          ],
        };
      }
      throw new Error(`unexpected tool ${tool}`);
    });
    const answer = await runRecommendationsCall(client, interview.id, report.id, 'groq', 'Focus on travel');
    expect(answer).toMatchObject({ dropped_recommendations: 1, failed_dialogs: 0 });
    const recs = (answer.recommendations_data as RecData)[blockOf('q0').id]!.recommendations;
    expect(recs.map((r) => r.title)).toEqual(['Offline first']);
    // The count is the dialogs of the suggestions it rests on, stated by the analysis, each dialog quoted.
    const voiced = new Set(recs[0]!.citations.map((c) => c.dialog_id));
    expect(voiced.size).toBe(2);
    expect(recs[0]!.description).toBe('Voiced in 2 of 6 dialogs. Several respondents want to use the planner without a connection.');
    expect(recs[0]!.model).toBe('groq');
    expect(recs[0]!.citations.length).toBeGreaterThanOrEqual(1);
    for (const citation of recs[0]!.citations) expect(messageText(citation.message_id)).toContain(citation.text);
    const tally = tallyOf(report.id, 'recommendations')!;
    // Each of the 5 wish dialogs offered one invented quote, and all 6 cited a message that does not exist: 11 dropped.
    expect(tally.dropped).toBe(11);
    expect(tally.verbatim).toBe(5);
    // Every call was an analysis call, with the researcher's prompt.
    const requests = fake.chatRequests();
    expect(requests.some((r) => JSON.stringify(r.messages).includes('Focus on travel'))).toBe(true);
  });

  test('a model that misbehaves: answers as a tool call in content, texts and lists past their limits, ids in brackets; all counted and shown', async () => {
    const { client, interview, report, blockOf } = await fixture();
    const expected = { trimmed: 0, omitted: 0 };
    fake.misdelivery = { kind: 'tool-call-as-content' };
    fake.onChat((body) => {
      const tool = toolOf(body);
      if (tool === 'list_suggestions') {
        const wishes = promptMessages(body).filter((m) => /wish|great|please|like|should/i.test(m.content));
        expected.trimmed += wishes.length;
        expected.omitted += 1;
        const suggestions = [
          // Past 300 characters, quoting the message by its id in brackets.
          ...wishes.map((m) => ({
            block: 1,
            suggestion: `Make it work without a connection, ${'please, '.repeat(50)}`,
            rationale: 'A wish',
            quotes: [{ message_id: `[${m.id}]`, quote: m.content.split('.')[0] }],
          })),
          // No quote at all: nothing supports it.
          { block: 1, suggestion: 'Unsupported', rationale: 'none', quotes: [] },
        ];
        return { toolCalls: [{ name: tool, arguments: { suggestions } }] };
      }
      // Twelve recommendations where ten may be stored.
      expected.omitted += 2;
      const recommendations = Array.from({ length: 12 }, (_, i) => ({
        title: i === 0 ? 'Offline first' : `Also offline ${i}`,
        description: 'Respondents want to use the planner without a connection.',
        rationale: 'Repeated wish',
        suggestion_ids: ['S1', 'suggestion s2'],
      }));
      return { toolCalls: [{ name: tool, arguments: { recommendations } }] };
    });
    const answer = await runRecommendationsCall(client, interview.id, report.id, 'groq');
    expect(answer).toMatchObject({ dropped_recommendations: 0, failed_dialogs: 0 });
    const recs = (answer.recommendations_data as RecData)[blockOf('q0').id]!.recommendations;
    expect(recs).toHaveLength(10);
    expect(recs[0]!.title).toBe('Offline first');
    expect(recs[0]!.citations).toHaveLength(2);
    for (const citation of recs[0]!.citations) expect(messageText(citation.message_id)).toContain(citation.text);
    const tally = tallyOf(report.id, 'recommendations')!;
    expect(tally).toMatchObject({ verbatim: 5, dropped: 0, ...expected });
    const page = textOf(await (await client.get(`/interview/setup/${interview.id}/analysis/ai?report=${report.id}`)).text());
    expect(page).toContain(
      `Quotes: 5 verbatim, 0 snapped, 0 dropped · ${expected.omitted} items dropped from the model’s answers (over a limit or unusable) · ${expected.trimmed} texts trimmed to length`,
    );
  });

  test('one failing dialog is skipped and counted; the others still give their recommendations', async () => {
    const { client, interview, report, blockOf } = await fixture();
    fake.onChat((body) => {
      const tool = toolOf(body);
      const messages = promptMessages(body);
      if (tool === 'list_suggestions') {
        if (messages.some((m) => m.content.includes('PDF'))) throw new Error('provider down for this one');
        const wish = messages.find((m) => /wish|great|please|should/i.test(m.content));
        return {
          toolCalls: [
            {
              name: tool,
              arguments: {
                suggestions: wish
                  ? [{ block: 1, suggestion: 'Work offline', rationale: 'A wish', quotes: [{ message_id: wish.id, quote: wish.content }] }]
                  : [],
              },
            },
          ],
        };
      }
      return {
        toolCalls: [
          {
            name: tool,
            arguments: {
              recommendations: [
                {
                  title: 'Offline first',
                  description: 'Respondents asked to work offline.',
                  rationale: 'Repeated',
                  suggestion_ids: ['s1', 's2', 's3', 's4'],
                },
              ],
            },
          },
        ],
      };
    });
    const answer = await runRecommendationsCall(client, interview.id, report.id, 'groq');
    expect(answer).toMatchObject({ failed_dialogs: 1, dropped_recommendations: 0 });
    const recs = (answer.recommendations_data as RecData)[blockOf('q0').id]!.recommendations;
    expect(recs.map((r) => r.title)).toEqual(['Offline first']);
    expect(recs[0]!.citations.length).toBe(4);
  });

  test('Stop ends a run: the job is cancelled and nothing is written', async () => {
    const { client, interview, report } = await fixture();
    fake.onChat((body) => ({ toolCalls: [{ name: toolOf(body), arguments: { suggestions: [] } }] }));
    fake.failNext(...Array.from({ length: 6 }, () => ({ kind: 'latency' as const, ms: 1500 })));
    const { json } = await client.postJson('/api/do-answer-recommendations', {
      interviewId: interview.id,
      reportId: report.id,
      model: 'groq',
      additionalPrompt: '',
    });
    expect(json!.status).toBe('pending');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const stop = await client.post(`/interview/setup/${interview.id}/analysis/ai?index&report=${report.id}`, {
      intent: 'recommendations-stop',
    });
    expect(stop.status).toBe(302);
    await whenIdle();
    expect(
      getDb()
        .select()
        .from(schema.jobs)
        .where(eq(schema.jobs.id, json!.job_id as string))
        .get()!.status,
    ).toBe('cancelled');
    expect(getDb().select().from(schema.recommendations).where(eq(schema.recommendations.reportId, report.id)).all()).toHaveLength(0);
  });

  test('rec coding and summaries on a model keep only verified evidence', async () => {
    const { client, interview, report, dialogs, blockOf } = await fixture();
    await runRecommendations(client, interview.id, report.id);
    const block = blockOf('q0');
    fake.onChat((body) => {
      const tool = toolOf(body);
      const messages = promptMessages(body);
      if (tool === 'code_answer') {
        const m = messages[0]!;
        const invented = m.content.includes('PDF');
        return {
          toolCalls: [
            {
              name: tool,
              arguments: {
                assignments: [
                  {
                    recommendation: 1,
                    relevance: 0.8,
                    rationale: 'Voices it',
                    quotes: [
                      { message_id: m.id, quote: invented ? 'I never said this at all' : m.content.split(' ').slice(0, 4).join(' ') },
                    ],
                  },
                ],
              },
            },
          ],
        };
      }
      if (tool === 'summarise_question' || tool === 'summarise_business_insights') {
        const m = messages[0]!;
        return {
          toolCalls: [
            {
              name: tool,
              arguments: {
                points: [
                  {
                    point: 'All 6 respondents plan ahead.',
                    quotes: [{ message_id: m.id, quote: m.content.split(' ').slice(0, 3).join(' ') }],
                  },
                  { point: 'Respondents love blue buttons.', quotes: [{ message_id: m.id, quote: 'blue buttons are the best' }] },
                ],
              },
            },
          ],
        };
      }
      throw new Error(`unexpected tool ${tool}`);
    });
    const { status, json } = await client.postJson('/api/do-rec-coding?wait=1', {
      interview_id: interview.id,
      report_id: report.id,
      coding_block: { title: block.title, description: '' },
      additional_prompt: 'Be strict',
      max_concurrent: 8,
      model: 'groq',
    });
    expect(status, JSON.stringify(json)).toBe(200);
    const groups = json![block.title] as Record<string, { user_id: string }[]>;
    const coded = Object.values(groups)
      .flat()
      .map((a) => a.user_id);
    expect(coded).toHaveLength(5);
    expect(coded).not.toContain(dialogs.get('accountant')!.label);
    expect(tallyOf(report.id, 'rec-coding')!.dropped).toBe(1);
    expect((json!._metadata as Record<string, unknown>).dropped_assignments).toBe(1);

    const summary = await client.postJson('/api/generate-question-insights-summary', { report_id: report.id, model: 'groq' });
    expect(summary.status).toBe(200);
    const insights = summary.json!.question_insights_data as {
      insights: Record<string, { points: { text: string }[]; extractive: boolean }>;
      dropped_points: number;
    };
    expect(insights.dropped_points, JSON.stringify(summary.json)).toBe(2);
    // The model stated a count its one quote does not bear out: the point says so.
    expect(insights.insights[block.title]!.points.map((p) => p.text)).toEqual([
      expect.stringMatching(/^All 6 respondents plan ahead\. \(Unchecked count: 6 respondents; its quotes come from 1 of \d+ dialogs\.\)$/),
    ]);
    expect(insights.insights[block.title]!.extractive).toBe(false);
    const business = await client.postJson('/api/generate-business-insights-summary', { report_id: report.id, model: 'groq' });
    expect(business.json!.summary_data).toMatchObject({ model_used: 'groq', total_blocks_analyzed: 2, dropped_points: 1 });
    expect(fake.chatRequests().every((r) => r.tool_choice)).toBe(true);
  });
});

describe('another researcher', () => {
  test('gets 404 on every route of this part', async () => {
    const { interview, report, blockOf } = await fixture();
    const { client: other } = await signedInResearcher(server, 'other');
    const block = blockOf('q0');
    const calls: [string, unknown][] = [
      ['/api/do-answer-recommendations', { interviewId: interview.id, reportId: report.id, model: 'builtin', additionalPrompt: '' }],
      [
        `/api/report/${report.id}/update-recommendations`,
        { blockId: block.id, action: 'add', index: null, recommendation: { title: 'x', description: 'y' } },
      ],
      [
        '/api/do-rec-coding',
        {
          interview_id: interview.id,
          report_id: report.id,
          coding_block: { title: block.title, description: '' },
          additional_prompt: '',
          max_concurrent: 8,
        },
      ],
      ['/api/generate-question-insights-summary', { report_id: report.id, model: 'builtin' }],
      ['/api/generate-business-insights-summary', { report_id: report.id, model: 'builtin' }],
    ];
    for (const [path, body] of calls) expect((await other.postJson(path, body)).status, path).toBe(404);
    expect((await other.get(`/api/download_report_excel/${report.id}?part=recommendation-coding`)).status).toBe(404);
    expect(
      (
        await other.post(`/interview/setup/${interview.id}/analysis/ai?index&report=${report.id}`, {
          intent: 'recommendations-run',
          model: 'builtin',
        })
      ).status,
    ).toBe(404);
    expect(getDb().select().from(schema.recommendations).where(eq(schema.recommendations.reportId, report.id)).all()).toHaveLength(0);
    expect(getDb().select().from(schema.jobs).where(eq(schema.jobs.interviewId, interview.id)).all()).toHaveLength(0);
  });
});
