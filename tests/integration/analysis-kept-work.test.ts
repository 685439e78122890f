import '../../server/job-handlers';

import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';

import { getDb, schema } from '@db/index';
import { citationsOf } from '~/features/analysis/citations/citations.server';
import { createReport } from '~/features/analysis/reports/reports.server';
import { whenIdle } from '~/jobs/queue.server';

import { REC_DIALOGS, REC_QUESTIONS } from '../fixtures/recommendations';
import { GOAL, QUESTIONS as SAMPLE_QUESTIONS, SAMPLE_DIALOGS } from '../fixtures/sample-quality';
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

const T0 = Date.UTC(2025, 4, 1, 9, 0);

async function groceryStudy() {
  const { user, client } = await signedInResearcher(server);
  const { interview } = await createPublishedInterview({ goal: 'Understand grocery shopping', questions: QUESTIONS }, user);
  const dialogs = DIALOGS.map((answers, i) =>
    seedDialog(interview.id, {
      createdAt: T0 + i * 3_600_000,
      completedAt: T0 + i * 3_600_000 + 1_800_000,
      messages: [
        { role: 'assistant', content: 'Hello! How do you buy your groceries?', questionIndex: 0 },
        { role: 'user', content: answers[0]! },
        { role: 'assistant', content: 'Thank you. What would make grocery shopping easier for you?', questionIndex: 1 },
        { role: 'user', content: answers[1]! },
      ],
    }),
  );
  const report = createReport(interview.id, 'Wave 1');
  const page = await client.get(pagePath(interview.id, report.id));
  expect(page.status).toBe(200);
  const blocks = getDb().select().from(schema.codingBlocks).where(eq(schema.codingBlocks.interviewId, interview.id)).all();
  return { user, client, interview, report, dialogs, blockOf: (q: string) => blocks.find((b) => b.questionId === q)! };
}

const pagePath = (interviewId: string, reportId: string) => `/interview/setup/${interviewId}/analysis/ai?report=${reportId}`;
const postPage = (client: Client, interviewId: string, reportId: string, fields: Record<string, string>) =>
  client.post(`/interview/setup/${interviewId}/analysis/ai?index&report=${reportId}`, fields);
const pageText = async (client: Client, path: string) => textOf(await (await client.get(path)).text());
const jobCount = (interviewId: string) => getDb().select().from(schema.jobs).where(eq(schema.jobs.interviewId, interviewId)).all().length;

/** Posts a run that has results to replace: it must not start, but come back with the confirmation open. */
async function askedToConfirm(client: Client, interviewId: string, post: () => Promise<Response>, intent: string): Promise<string> {
  const jobs = jobCount(interviewId);
  const response = await post();
  expect(response.status).toBe(302);
  const location = response.headers.get('location')!;
  const url = new URL(location, server.url);
  expect(url.searchParams.get('modal'), location).toBe('rerun');
  expect(url.searchParams.get('rerun')).toBe(intent);
  expect(jobCount(interviewId), 'nothing runs before the researcher confirms').toBe(jobs);
  return `${url.pathname}${url.search}`;
}

type Citation = {
  id: string;
  text: string;
  message_id: string;
  start: number;
  end: number;
  active: boolean;
  accepted: number;
  rejected: number;
};
type ReportData = {
  coding_data: Record<string, { topic: string; citations: Citation[] }[]>;
  answer_data: Record<
    string,
    Record<string, { status: string; answer: string | null; original_answer: string | null; edited: boolean; citations: Citation[] }>
  >;
};

async function reportData(client: Client, interviewId: string, reportId: string): Promise<ReportData> {
  const response = await client.get(`/api/interview/${interviewId}/report?report_id=${reportId}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: ReportData }).data;
}

async function runAnalysisFirstTime(client: Client, interviewId: string, reportId: string, model = 'builtin') {
  const run = await postPage(client, interviewId, reportId, { intent: 'coding-run', model });
  expect(run.status).toBe(302);
  expect(new URL(run.headers.get('location')!, server.url).searchParams.get('modal')).toBeNull();
  await whenIdle();
}

describe('Run Analysis keeps the researcher’s work', () => {
  test('an edited answer and a vote survive Run Analysis, after a confirmation that counts them', async () => {
    const { client, interview, report, dialogs, blockOf } = await groceryStudy();
    await runAnalysisFirstTime(client, interview.id, report.id);
    const dialog = dialogs[0]!;
    const wishes = blockOf('q1');
    await postPage(client, interview.id, report.id, {
      intent: 'coding-answer-edit',
      dialogId: dialog.id,
      blockId: wishes.id,
      answer: 'Wants evening delivery slots.',
    });
    let data = await reportData(client, interview.id, report.id);
    const quote = data.coding_data[dialog.id]![0]!.citations[0]!;
    expect(
      (await postPage(client, interview.id, report.id, { intent: 'citation-vote', citationId: quote.id, vote: 'accepted' })).status,
    ).toBe(302);

    const confirm = await askedToConfirm(
      client,
      interview.id,
      () => postPage(client, interview.id, report.id, { intent: 'coding-run', model: 'builtin' }),
      'coding-run',
    );
    const asked = await pageText(client, confirm);
    expect(asked).toContain('Run the coding again?');
    expect(asked).toContain('1 edited answer and 1 vote will be kept.');

    const confirmed = await client.post(`${confirm.replace('?', '?index&')}`, { intent: 'coding-run', model: 'builtin', confirmed: '1' });
    expect(confirmed.status).toBe(302);
    await whenIdle();

    data = await reportData(client, interview.id, report.id);
    expect(data.answer_data[dialog.id]![wishes.title]).toMatchObject({
      answer: 'Wants evening delivery slots.',
      original_answer: DIALOGS[0]![1],
      edited: true,
    });
    const again = data.coding_data[dialog.id]!.flatMap((t) => t.citations).find(
      (c) => c.message_id === quote.message_id && c.start === quote.start && c.end === quote.end,
    )!;
    expect(again.id, 'the run replaced the citations').not.toBe(quote.id);
    expect(again).toMatchObject({ active: true, accepted: 1 });
    const page = await pageText(client, pagePath(interview.id, report.id));
    expect(page).toContain('Wants evening delivery slots.');
    expect(page).not.toContain('From an earlier run');
  });

  test('a dialog’s Refresh asks first, counting that dialog’s edits and votes; a dialog not yet coded refreshes at once', async () => {
    const { client, interview, report, dialogs, blockOf } = await groceryStudy();
    await runAnalysisFirstTime(client, interview.id, report.id);
    const [edited, other] = [dialogs[0]!, dialogs[1]!];
    await postPage(client, interview.id, report.id, {
      intent: 'coding-answer-edit',
      dialogId: edited.id,
      blockId: blockOf('q1').id,
      answer: 'Wants evening delivery slots.',
    });
    const quote = (await reportData(client, interview.id, report.id)).coding_data[edited.id]![0]!.citations[0]!;
    await postPage(client, interview.id, report.id, { intent: 'citation-vote', citationId: quote.id, vote: 'accepted' });

    const refresh =
      (dialogId: string, extra: Record<string, string> = {}) =>
      () =>
        postPage(client, interview.id, report.id, { intent: 'coding-refresh', dialogId, anchor: `dialog-${dialogId}`, js: '1', ...extra });
    const confirm = await askedToConfirm(client, interview.id, refresh(edited.id), 'coding-refresh');
    const asked = await pageText(client, confirm);
    expect(asked).toContain('Refresh this dialog’s coding?');
    expect(asked).toContain('A new coding replaces this dialog’s answers and topics.');
    expect(asked).toContain('1 edited answer and 1 vote will be kept.');
    // Another dialog's refresh counts none of them.
    expect(await pageText(client, await askedToConfirm(client, interview.id, refresh(other.id), 'coding-refresh'))).toContain(
      'Nothing you edited or voted on is affected.',
    );

    const confirmed = await client.post(`${confirm.replace('?', '?index&')}`, {
      intent: 'coding-refresh',
      dialogId: edited.id,
      anchor: `dialog-${edited.id}`,
      confirmed: '1',
    });
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get('location')).toContain(`#dialog-${edited.id}`);
    await whenIdle();
    const data = await reportData(client, interview.id, report.id);
    expect(data.answer_data[edited.id]![blockOf('q1').title]).toMatchObject({ answer: 'Wants evening delivery slots.', edited: true });
    expect(
      data.coding_data[edited.id]!.flatMap((t) => t.citations).find(
        (c) => c.message_id === quote.message_id && c.start === quote.start && c.end === quote.end,
      ),
    ).toMatchObject({ accepted: 1 });

    // Nothing to replace yet: a dialog the run has not coded is refreshed without a question.
    const late = seedDialog(interview.id, {
      completedAt: T0 + 9 * 3_600_000,
      messages: [
        { role: 'assistant', content: 'Hello! How do you buy your groceries?', questionIndex: 0 },
        { role: 'user', content: 'At the market on Sundays.' },
      ],
    });
    const jobs = jobCount(interview.id);
    expect((await refresh(late.id)()).status).toBe(200);
    expect(jobCount(interview.id)).toBe(jobs + 1);
    await whenIdle();
  });

  test('what the new run no longer holds stays visible as from an earlier run, until discarded', async () => {
    const { client, interview, report, dialogs, blockOf } = await groceryStudy();
    // Run 1 quotes each dialog's first sentence; run 2 its second, and fails the corner-shop dialog.
    let run = 1;
    fake.onChat((body) => {
      const said = promptMessages(body);
      if (run === 2 && said.some((m) => m.text.includes('corner shop'))) throw new Error('provider down');
      const [first, second] = said;
      const sentence = first!.text.split('. ')[run === 1 ? 0 : 1] ?? first!.text;
      return {
        toolCalls: [
          {
            name: 'dialog_coding',
            arguments: {
              blocks: [
                {
                  block: 1,
                  answer: 'Shops in person.',
                  answer_citations: [{ message_id: first!.id, quote: first!.text }],
                  topics: [{ topic: 'Where they shop', insights: 'One place.', citations: [{ message_id: first!.id, quote: sentence }] }],
                },
                { block: 2, answer: 'Wants it easier.', answer_citations: [{ message_id: second!.id, quote: second!.text }], topics: [] },
              ],
            },
          },
        ],
      };
    });
    await runAnalysisFirstTime(client, interview.id, report.id, 'gpt-4o');
    let data = await reportData(client, interview.id, report.id);
    const rejected = data.coding_data[dialogs[0]!.id]![0]!.citations[0]!;
    await postPage(client, interview.id, report.id, { intent: 'citation-vote', citationId: rejected.id, vote: 'rejected' });
    const corner = dialogs[2]!;
    await postPage(client, interview.id, report.id, {
      intent: 'coding-answer-edit',
      dialogId: corner.id,
      blockId: blockOf('q0').id,
      answer: 'Walks to the corner shop daily.',
    });

    run = 2;
    const confirm = await askedToConfirm(
      client,
      interview.id,
      () => postPage(client, interview.id, report.id, { intent: 'coding-run', model: 'gpt-4o' }),
      'coding-run',
    );
    expect(await pageText(client, confirm)).toContain('1 edited answer and 1 vote will be kept.');
    await postPage(client, interview.id, report.id, { intent: 'coding-run', model: 'gpt-4o', confirmed: '1' });
    await whenIdle();

    data = await reportData(client, interview.id, report.id);
    expect(data.coding_data[dialogs[0]!.id]![0]!.citations.map((c) => c.start)).not.toContain(rejected.start);
    expect(data.answer_data[corner.id]![QUESTIONS[0]!.title]!.status).toBe('error');
    const html = await (await client.get(pagePath(interview.id, report.id))).text();
    const page = textOf(html);
    expect(page).toContain('Votes from an earlier run (1)');
    expect(page).toContain(`“${rejected.text}”`);
    expect(page).toContain('under “Where they shop”');
    expect(page).toContain('Walks to the corner shop daily.');
    expect(page).toContain('Your edit from an earlier run: the latest results hold no answer of this dialog to this question.');
    expect(page).toContain('From an earlier run');

    // The researcher lets both go.
    expect(
      (
        await postPage(client, interview.id, report.id, {
          intent: 'quote-vote-forget',
          messageId: rejected.message_id,
          start: String(rejected.start),
          end: String(rejected.end),
        })
      ).status,
    ).toBe(302);
    expect(
      (await postPage(client, interview.id, report.id, { intent: 'coding-answer-discard', dialogId: corner.id, blockId: blockOf('q0').id }))
        .status,
    ).toBe(302);
    const after = await pageText(client, pagePath(interview.id, report.id));
    expect(after).not.toContain('From an earlier run');
    expect(after).not.toContain('Walks to the corner shop daily.');
    expect(getDb().select().from(schema.quoteVotes).where(eq(schema.quoteVotes.reportId, report.id)).all()).toHaveLength(0);
  });

  test('Clear Cache keeps the edits, votes and the researcher’s recommendations; the next run shows them on its results again', async () => {
    const { client, interview, report, dialogs, blockOf } = await groceryStudy();
    await runAnalysisFirstTime(client, interview.id, report.id);
    const dialog = dialogs[1]!;
    const shopping = blockOf('q0');
    await postPage(client, interview.id, report.id, {
      intent: 'coding-answer-edit',
      dialogId: dialog.id,
      blockId: shopping.id,
      answer: 'Orders online twice a week.',
    });
    let data = await reportData(client, interview.id, report.id);
    const quote = data.answer_data[dialog.id]![shopping.title]!.citations[0]!;
    await postPage(client, interview.id, report.id, { intent: 'citation-vote', citationId: quote.id, vote: 'accepted' });
    await postPage(client, interview.id, report.id, {
      intent: 'recommendations-add',
      blockId: shopping.id,
      title: 'Evening slots',
      description: 'Deliveries after work.',
    });

    const clearing = await pageText(client, `${pagePath(interview.id, report.id)}&modal=clear-cache`);
    expect(clearing).toContain('1 edited answer, 1 vote and 1 custom recommendation will be kept.');
    expect((await postPage(client, interview.id, report.id, { intent: 'coding-clear' })).status).toBe(302);
    const cleared = await pageText(client, pagePath(interview.id, report.id));
    expect(cleared).toContain('Orders online twice a week.');
    expect(cleared).toContain('Votes from an earlier run (1)');
    expect(cleared).toContain('Evening slots');

    // Nothing left to replace: the run starts at once, and the edit and the vote are on its results again.
    await runAnalysisFirstTime(client, interview.id, report.id);
    data = await reportData(client, interview.id, report.id);
    expect(data.answer_data[dialog.id]![shopping.title]).toMatchObject({
      answer: 'Orders online twice a week.',
      original_answer: DIALOGS[1]![0],
      edited: true,
    });
    expect(
      data.answer_data[dialog.id]![shopping.title]!.citations.find(
        (c) => c.start === quote.start && c.end === quote.end && c.message_id === quote.message_id,
      ),
    ).toMatchObject({ accepted: 1 });
    expect(await pageText(client, pagePath(interview.id, report.id))).not.toContain('Votes from an earlier run');
  });
});

/** The ids and texts of the respondent's messages as the prompt gives them. */
function promptMessages(body: ChatRequestBody): { id: string; text: string }[] {
  const prompt = body.messages.map((m) => (typeof m.content === 'string' ? m.content : '')).join('\n');
  return [...prompt.matchAll(/<respondent id="(m\d+)"[^>]*>\n([\s\S]*?)\n<\/respondent>/g)].map((m) => ({ id: m[1]!, text: m[2]! }));
}

async function wishStudy() {
  const { user, client } = await signedInResearcher(server);
  const { interview } = await createPublishedInterview({ questions: REC_QUESTIONS }, user);
  REC_DIALOGS.forEach((dialog, i) =>
    seedDialog(interview.id, { createdAt: T0 + i * 3_600_000, completedAt: T0 + i * 3_600_000 + 600_000, messages: dialog.messages }),
  );
  const report = createReport(interview.id, 'Wave 1');
  expect((await client.get(pagePath(interview.id, report.id))).status).toBe(200);
  const block = getDb()
    .select()
    .from(schema.codingBlocks)
    .where(eq(schema.codingBlocks.interviewId, interview.id))
    .all()
    .find((b) => b.questionId === 'q0')!;
  return { user, client, interview, report, block };
}

const recsOf = (reportId: string, blockId: string) =>
  getDb()
    .select()
    .from(schema.recommendations)
    .where(and(eq(schema.recommendations.reportId, reportId), eq(schema.recommendations.blockId, blockId)))
    .orderBy(schema.recommendations.position)
    .all();
const citationsOfRec = (recommendationId: string) =>
  getDb().select().from(schema.citations).where(eq(schema.citations.recommendationId, recommendationId)).all();

describe('regenerating one part keeps the researcher’s work in it', () => {
  test('custom and edited recommendations and a vote on a recommendation’s quote survive Generate recommendations', async () => {
    const { user, client, interview, report, block } = await wishStudy();
    expect((await postPage(client, interview.id, report.id, { intent: 'recommendations-run', model: 'builtin' })).status).toBe(302);
    await whenIdle();
    const generated = recsOf(report.id, block.id);
    expect(generated.length).toBeGreaterThan(1);
    const [edited, voted] = generated;
    await postPage(client, interview.id, report.id, {
      intent: 'recommendations-update',
      recommendationId: edited!.id,
      title: 'Offline mode, first',
      description: 'Our top pick.',
    });
    await postPage(client, interview.id, report.id, {
      intent: 'recommendations-add',
      blockId: block.id,
      title: 'Shared lists',
      description: 'Families plan together.',
    });
    const quote = citationsOfRec(voted!.id)[0]!;
    await postPage(client, interview.id, report.id, { intent: 'citation-vote', citationId: quote.id, vote: 'rejected' });

    const confirm = await askedToConfirm(
      client,
      interview.id,
      () => postPage(client, interview.id, report.id, { intent: 'recommendations-run', model: 'builtin', additionalPrompt: '' }),
      'recommendations-run',
    );
    const asked = await pageText(client, confirm);
    expect(asked).toContain('Generate recommendations again?');
    expect(asked).toContain('1 vote, 1 custom recommendation and 1 edited recommendation will be kept.');
    await postPage(client, interview.id, report.id, { intent: 'recommendations-run', model: 'builtin', confirmed: '1' });
    await whenIdle();

    const recs = recsOf(report.id, block.id);
    // The edit stands in for the recommendation it was made from: no second copy under the generated title.
    expect(recs.map((r) => r.title)).not.toContain(edited!.title);
    const mine = recs.find((r) => r.title === 'Offline mode, first')!;
    expect(mine).toMatchObject({ description: 'Our top pick.', isFromEarlierRun: false, position: edited!.position });
    expect(citationsOfRec(mine.id).length).toBeGreaterThan(0);
    expect(recs.at(-1)).toMatchObject({ title: 'Shared lists', isCustom: true });
    const again = recs
      .flatMap((r) => citationsOfRec(r.id))
      .find((c) => c.messageId === quote.messageId && c.start === quote.start && c.end === quote.end)!;
    expect(again.id).not.toBe(quote.id);
    const shown = citationsOf('recommendationId', [again.recommendationId!], user.id)
      .get(again.recommendationId!)!
      .find((c) => c.id === again.id)!;
    expect(shown, 'the rejected quote stays rejected').toMatchObject({ vote: 'rejected', rejected: 1 });
    const page = await pageText(client, pagePath(interview.id, report.id));
    expect(page).toContain('Edited · Built-in');
  });

  test('an edited recommendation the new run does not make again is kept, marked as from an earlier run', async () => {
    const { client, interview, report, block } = await wishStudy();
    await postPage(client, interview.id, report.id, { intent: 'recommendations-run', model: 'builtin' });
    await whenIdle();
    const first = recsOf(report.id, block.id)[0]!;
    await postPage(client, interview.id, report.id, {
      intent: 'recommendations-update',
      recommendationId: first.id,
      title: 'My own wording',
      description: 'Kept by hand.',
    });
    // The generated title no run gives again.
    getDb().update(schema.recommendations).set({ aiTitle: 'A title no run gives' }).where(eq(schema.recommendations.id, first.id)).run();
    await postPage(client, interview.id, report.id, { intent: 'recommendations-run', model: 'builtin', confirmed: '1' });
    await whenIdle();
    expect(recsOf(report.id, block.id).find((r) => r.id === first.id)).toMatchObject({ title: 'My own wording', isFromEarlierRun: true });
    const page = await pageText(client, pagePath(interview.id, report.id));
    expect(page).toContain('Your edit from an earlier run: the latest results hold no recommendation of the title it was generated with.');
  });

  test('a vote on a cross-dialog topic’s quote survives Update All, and one on a summary’s quote its Regenerate Summary', async () => {
    const { client, interview, report } = await wishStudy();
    await runAnalysisFirstTime(client, interview.id, report.id);
    expect((await postPage(client, interview.id, report.id, { intent: 'topics-update', model: 'builtin' })).status).toBe(302);
    await whenIdle();
    const topicQuote = getDb()
      .select({ id: schema.citations.id, messageId: schema.citations.messageId, start: schema.citations.start, end: schema.citations.end })
      .from(schema.citations)
      .innerJoin(schema.codingTopics, eq(schema.codingTopics.id, schema.citations.topicId))
      .where(and(eq(schema.citations.reportId, report.id), isNull(schema.codingTopics.dialogId)))
      .get()!;
    await postPage(client, interview.id, report.id, { intent: 'citation-vote', citationId: topicQuote.id, vote: 'accepted' });

    const confirm = await askedToConfirm(
      client,
      interview.id,
      () => postPage(client, interview.id, report.id, { intent: 'topics-update', model: 'builtin' }),
      'topics-update',
    );
    expect(await pageText(client, confirm)).toContain('1 vote will be kept.');
    await postPage(client, interview.id, report.id, { intent: 'topics-update', model: 'builtin', confirmed: '1' });
    await whenIdle();
    const vote = getDb().select().from(schema.quoteVotes).where(eq(schema.quoteVotes.reportId, report.id)).get()!;
    expect(vote).toMatchObject({
      messageId: topicQuote.messageId,
      start: topicQuote.start,
      end: topicQuote.end,
      vote: 'accepted',
      section: expect.stringMatching(/^(blocks|key-topics)$/),
    });
    const cited = getDb()
      .select()
      .from(schema.citations)
      .where(
        and(
          eq(schema.citations.reportId, report.id),
          eq(schema.citations.messageId, vote.messageId),
          eq(schema.citations.start, vote.start),
          eq(schema.citations.end, vote.end),
        ),
      )
      .all();
    expect(cited.length).toBeGreaterThan(0);
    expect(cited.map((c) => c.id)).not.toContain(topicQuote.id);

    expect((await postPage(client, interview.id, report.id, { intent: 'summaries-question', model: 'builtin', js: '1' })).status).toBe(200);
    const summaryQuote = getDb()
      .select()
      .from(schema.citations)
      .where(
        and(
          eq(schema.citations.reportId, report.id),
          eq(
            schema.citations.summaryId,
            getDb()
              .select()
              .from(schema.summaries)
              .where(eq(schema.summaries.reportId, report.id))
              .all()
              .find((s) => s.kind === 'question_insights')!.id,
          ),
        ),
      )
      .get()!;
    await postPage(client, interview.id, report.id, { intent: 'citation-vote', citationId: summaryQuote.id, vote: 'accepted' });
    const again = await askedToConfirm(
      client,
      interview.id,
      () => postPage(client, interview.id, report.id, { intent: 'summaries-question', model: 'builtin', js: '1' }),
      'summaries-question',
    );
    const asked = await pageText(client, again);
    expect(asked).toContain('Regenerate the Question Insights Summary?');
    expect(asked).toMatch(/[12] votes? will be kept\./);
    expect(
      (await postPage(client, interview.id, report.id, { intent: 'summaries-question', model: 'builtin', js: '1', confirmed: '1' })).status,
    ).toBe(200);
    const votes = getDb().select().from(schema.quoteVotes).where(eq(schema.quoteVotes.reportId, report.id)).all();
    expect(votes.some((v) => v.messageId === summaryQuote.messageId && v.start === summaryQuote.start && v.end === summaryQuote.end)).toBe(
      true,
    );
  });
});

describe('the sample keeps the researcher’s overrides', () => {
  test('a sample re-run asks first with the count of manual overrides, and keeps them', async () => {
    const { user, client } = await signedInResearcher(server);
    const { interview } = await createPublishedInterview(
      { goal: GOAL, questions: SAMPLE_QUESTIONS.map((q, i) => ({ id: `q${i}`, title: q.title, description: q.description })) },
      user,
    );
    const dialogs = SAMPLE_DIALOGS.map((dialog, i) =>
      seedDialog(interview.id, { createdAt: T0 + i * 3_600_000, completedAt: T0 + i * 3_600_000 + 600_000, messages: dialog.messages }),
    );
    const report = createReport(interview.id, 'Wave 1');
    const url = `/interview/setup/${interview.id}/analysis/sample?report=${report.id}`;
    const run = { intent: 'run', report: report.id, threshold: '6', model: 'builtin' };
    expect((await client.post(url, run)).headers.get('location')).toBe(url);
    await whenIdle();
    const overridden = dialogs[0]!.id;
    await client.post(url, { intent: 'include', report: report.id, dialogId: overridden, included: 'false' });

    const confirm = await askedToConfirm(client, interview.id, () => client.post(url, { ...run, threshold: '7' }), 'run');
    // The URL names the kept run, not its fields; the confirmation's form holds the researcher's threshold.
    expect(new URL(confirm, server.url).searchParams.has('rerun_threshold')).toBe(false);
    const html = await (await client.get(confirm)).text();
    expect(html).toMatch(/<input type="hidden" name="threshold" value="7"\/>/);
    const asked = textOf(html);
    expect(asked).toContain('Run the sample analysis again?');
    expect(asked).toContain('1 manual override will be kept.');
    expect((await client.post(confirm, { ...run, threshold: '7', confirmed: '1' })).status).toBe(302);
    await whenIdle();
    const row = getDb()
      .select()
      .from(schema.sampleScores)
      .where(and(eq(schema.sampleScores.reportId, report.id), eq(schema.sampleScores.dialogId, overridden)))
      .get()!;
    expect(row.manualIncluded).toBe(false);
    expect(getDb().select().from(schema.reports).where(eq(schema.reports.id, report.id)).get()!.sampleThreshold).toBe(7);
  });
});
