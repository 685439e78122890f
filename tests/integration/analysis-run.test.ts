import '../../server/job-handlers';

import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { getDb, schema } from '@db/index';
import { createReport } from '~/features/analysis/reports/reports.server';
import { startJobRunner, stopJobRunner, whenIdle } from '~/jobs/queue.server';

import { TOPICS_DIALOGS, TOPICS_QUESTIONS, topicsMessages } from '../fixtures/topics-dialogs';
import { seedDialog } from '../support/dialog-seeds';
import { createPublishedInterview, signedInResearcher } from '../support/factories';
import { fake, server, useFakeAiServer } from '../support/fake-ai-server';
import { fakeAnalysisReply, toolOf } from '../support/fake-analysis';
import { textOf } from '../support/html';
import type { Client } from '../support/test-server';

useFakeAiServer({ AI_CONCURRENCY: '4' });

beforeAll(() => {
  startJobRunner({ concurrency: 2 });
});
afterAll(() => stopJobRunner());

async function fixture() {
  const { user, client } = await signedInResearcher(server);
  const { interview } = await createPublishedInterview({ questions: TOPICS_QUESTIONS }, user);
  const T0 = Date.UTC(2026, 0, 5, 9);
  const dialogs = TOPICS_DIALOGS.map((said, i) =>
    seedDialog(interview.id, { createdAt: T0 + i * 3_600_000, completedAt: T0 + i * 3_600_000 + 600_000, messages: topicsMessages(said) }),
  );
  const report = createReport(interview.id, 'Wave 1');
  return { user, client, interview, report, dialogs };
}

const pagePath = (interviewId: string, reportId: string) => `/interview/setup/${interviewId}/analysis/ai?report=${reportId}`;
const postPage = (client: Client, interviewId: string, reportId: string, fields: Record<string, string>) =>
  client.post(`/interview/setup/${interviewId}/analysis/ai?index&report=${reportId}`, fields);
const pageText = async (client: Client, interviewId: string, reportId: string) =>
  textOf(await (await client.get(pagePath(interviewId, reportId))).text());

const rows = <
  T extends typeof schema.dialogCodings | typeof schema.dialogAnswers | typeof schema.recommendations | typeof schema.summaries,
>(
  table: T,
  reportId: string,
) => getDb().select().from(table).where(eq(table.reportId, reportId)).all();
const topicsAcross = (reportId: string) =>
  getDb()
    .select()
    .from(schema.codingTopics)
    .where(and(eq(schema.codingTopics.reportId, reportId), isNull(schema.codingTopics.dialogId)))
    .all();
const summaryKinds = (reportId: string) =>
  rows(schema.summaries, reportId)
    .map((s) => s.kind)
    .sort();
const jobsOf = (interviewId: string) => getDb().select().from(schema.jobs).where(eq(schema.jobs.interviewId, interviewId)).all();
const runJob = (interviewId: string) => jobsOf(interviewId).find((j) => j.kind === 'analysis.run')!;
const stepJobs = (runId: string) =>
  getDb()
    .select()
    .from(schema.jobs)
    .where(sql`json_extract(${schema.jobs.payload}, '$.runId') = ${runId}`)
    .all()
    .sort((a, b) => Number(a.payload.runStep) - Number(b.payload.runStep));

describe('Run Analysis', () => {
  test('one post on a fresh report fills the coding, the topics, the recommendations and the three summaries', async () => {
    const { client, interview, report } = await fixture();
    expect(await pageText(client, interview.id, report.id)).toContain('Run the analysis to see results here.');

    const run = await postPage(client, interview.id, report.id, { intent: 'analysis-run', model: 'builtin' });
    expect(run.status).toBe(302);
    await whenIdle();

    const job = runJob(interview.id);
    expect(job).toMatchObject({ status: 'completed', error: null, payload: { step: 5, model: 'builtin' } });
    // The parts that are jobs of their own ran as its steps, so their sections see them.
    expect(stepJobs(job.id).map((j) => [j.kind, j.status])).toEqual([
      ['analysis.coding', 'completed'],
      ['analysis.topics', 'completed'],
      ['analysis.recommendations', 'completed'],
    ]);
    expect(jobsOf(interview.id)).toHaveLength(4);

    // Coding: every dialog OK, an answer per dialog and question.
    expect(rows(schema.dialogCodings, report.id).map((r) => r.status)).toEqual(Array(6).fill('ok'));
    expect(rows(schema.dialogAnswers, report.id)).toHaveLength(12);
    // Topics across dialogs: the blocks, their topics and key topics.
    const topics = topicsAcross(report.id);
    expect(
      topics
        .filter((t) => t.blockId && !t.parentId)
        .map((t) => t.topic)
        .sort(),
    ).toEqual(TOPICS_QUESTIONS.map((q) => q.title).sort());
    expect(topics.some((t) => t.subtopicIds)).toBe(true);
    // Recommendations, and the summaries: per question, the business one and the executive one.
    expect(rows(schema.recommendations, report.id).length).toBeGreaterThan(0);
    expect(summaryKinds(report.id)).toEqual([
      'business_insights',
      'coding_insights',
      'executive',
      'question_insights',
      'question_insights',
    ]);

    const page = await pageText(client, interview.id, report.id);
    expect(page).toContain('Done: the whole analysis 6 of 6 steps');
    // Every section shows its results: none of their empty states is left.
    for (const empty of [
      'Run the analysis to see results here.',
      'No executive summary yet.',
      'No question insights summary yet.',
      'No business insights summary yet.',
      'Run the analysis to see each dialog’s topics here.',
    ]) {
      expect(page.includes(empty), empty).toBe(false);
    }
    const recommendation = rows(schema.recommendations, report.id)[0]!;
    expect(page).toContain(recommendation.title);
    expect(fake.chatRequests()).toHaveLength(0);
    // The built-in run loads the sentence encoder on its first use.
  }, 90_000);

  test('with a model every step calls it, in order, and stores its results', async () => {
    const { client, interview, report } = await fixture();
    fake.onChat(fakeAnalysisReply);
    expect((await postPage(client, interview.id, report.id, { intent: 'analysis-run', model: 'gpt-4o' })).status).toBe(302);
    await whenIdle();
    const job = runJob(interview.id);
    expect(job, String(job.error)).toMatchObject({ status: 'completed', error: null });
    const tools = fake.chatRequests().map((r) => toolOf(r));
    const order = [
      'dialog_coding',
      'dialog_codes',
      'block_topics',
      'list_suggestions',
      'merge_recommendations',
      'summarise_question',
      'summarise_business_insights',
      'executive_summary',
    ];
    expect([...new Set(tools)]).toEqual(order);
    // Each step's calls come after the previous step's.
    const last = (tool: string) => tools.lastIndexOf(tool);
    const first = (tool: string) => tools.indexOf(tool);
    for (let i = 1; i < order.length; i++) expect(first(order[i]!), order[i]).toBeGreaterThan(last(order[i - 1]!));

    expect(rows(schema.dialogCodings, report.id).map((r) => r.status)).toEqual(Array(6).fill('ok'));
    expect(topicsAcross(report.id).some((t) => t.topic === 'What respondents raised')).toBe(true);
    expect(rows(schema.recommendations, report.id).map((r) => r.title)).toEqual(['Make it better', 'Make it better']);
    expect(summaryKinds(report.id)).toEqual([
      'business_insights',
      'coding_insights',
      'executive',
      'question_insights',
      'question_insights',
    ]);
    expect(rows(schema.summaries, report.id).find((s) => s.kind === 'executive')!.summary).toBe('Respondents agree on this.');
  });

  test('Stop aborts the step in flight and ends the run; what the steps before it made is kept', async () => {
    const { client, interview, report } = await fixture();
    // The coding answers; the topics never do.
    fake.onChat((body) => (toolOf(body) === 'dialog_codes' ? new Promise(() => {}) : fakeAnalysisReply(body)));
    expect((await postPage(client, interview.id, report.id, { intent: 'analysis-run', model: 'gpt-4o' })).status).toBe(302);
    await expect.poll(() => fake.chatRequests().filter((r) => toolOf(r) === 'dialog_codes').length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await pageText(client, interview.id, report.id)).toContain('Step 2 of 6: Topics across dialogs…');

    const stop = await postPage(client, interview.id, report.id, { intent: 'analysis-stop' });
    expect(stop.status).toBe(302);
    await whenIdle();
    const job = runJob(interview.id);
    expect(job).toMatchObject({ status: 'cancelled', payload: { step: 1 } });
    expect(stepJobs(job.id).map((j) => [j.kind, j.status])).toEqual([
      ['analysis.coding', 'completed'],
      ['analysis.topics', 'cancelled'],
    ]);
    const calls = fake.chatRequests().length;
    expect(rows(schema.dialogCodings, report.id).map((r) => r.status)).toEqual(Array(6).fill('ok'));
    expect(topicsAcross(report.id)).toHaveLength(0);
    expect(rows(schema.recommendations, report.id)).toHaveLength(0);
    expect(rows(schema.summaries, report.id)).toHaveLength(0);
    const page = await pageText(client, interview.id, report.id);
    expect(page).toContain('Stopped at Topics across dialogs (step 2 of 6)');
    expect(page).toContain('What step 1 made is kept.');
    // Nothing goes on after the stop.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fake.chatRequests()).toHaveLength(calls);
  });

  test('a failing step stops the run with a message naming it; the earlier steps’ results stay', async () => {
    const { client, interview, report } = await fixture();
    fake.onChat((body) => {
      if (toolOf(body) === 'list_suggestions' || toolOf(body) === 'merge_recommendations') throw new Error('provider down');
      return fakeAnalysisReply(body);
    });
    expect((await postPage(client, interview.id, report.id, { intent: 'analysis-run', model: 'gpt-4o' })).status).toBe(302);
    await whenIdle();
    const job = runJob(interview.id);
    expect(job).toMatchObject({
      status: 'error',
      error: 'Recommendations (step 3 of 6): Failed to generate recommendations',
      payload: { step: 2 },
    });
    expect(rows(schema.dialogCodings, report.id).map((r) => r.status)).toEqual(Array(6).fill('ok'));
    expect(topicsAcross(report.id).length).toBeGreaterThan(0);
    expect(rows(schema.summaries, report.id).map((s) => s.kind)).toEqual(['coding_insights']);
    expect(fake.chatRequests().some((r) => toolOf(r)?.startsWith('summarise'))).toBe(false);
    const page = await pageText(client, interview.id, report.id);
    expect(page).toContain('Stopped by an error at Recommendations (step 3 of 6)');
    expect(page).toContain('Recommendations (step 3 of 6): Failed to generate recommendations. What steps 1–2 made is kept.');
  });

  test('when no dialog can be coded the run stops at its first step, before any other call', async () => {
    const { client, interview, report } = await fixture();
    fake.onChat(() => {
      throw new Error('provider down');
    });
    expect((await postPage(client, interview.id, report.id, { intent: 'analysis-run', model: 'gpt-4o' })).status).toBe(302);
    await whenIdle();
    expect(runJob(interview.id)).toMatchObject({
      status: 'error',
      error: 'Coding dialogs (step 1 of 6): No dialog could be coded. Answer analysis failed for interview 1: 500',
      payload: { step: 0 },
    });
    expect(fake.chatRequests().map(toolOf)).toEqual(Array(6).fill('dialog_coding'));
    expect(rows(schema.dialogCodings, report.id).map((r) => r.status)).toEqual(Array(6).fill('failed'));
    expect(await pageText(client, interview.id, report.id)).toContain('Stopped by an error at Coding dialogs (step 1 of 6)');
  });

  test('a run resumes after a restart from the step it was on, without redoing the steps before it', async () => {
    const { client, interview, report } = await fixture();
    let hang = true;
    fake.onChat((body) => (hang && toolOf(body) === 'dialog_codes' ? new Promise(() => {}) : fakeAnalysisReply(body)));
    await postPage(client, interview.id, report.id, { intent: 'analysis-run', model: 'gpt-4o' });
    await expect.poll(() => fake.chatRequests().filter((r) => toolOf(r) === 'dialog_codes').length, { timeout: 10_000 }).toBeGreaterThan(0);
    // The process stops: the run and its step are left running, to resume at the next start.
    await stopJobRunner();
    expect(runJob(interview.id)).toMatchObject({ status: 'running', payload: { step: 1 } });
    const codingCalls = fake.chatRequests().filter((r) => toolOf(r) === 'dialog_coding').length;
    expect(codingCalls).toBe(6);

    hang = false;
    startJobRunner({ concurrency: 2 });
    await whenIdle();
    const job = runJob(interview.id);
    expect(job).toMatchObject({ status: 'completed', error: null });
    expect(fake.chatRequests().filter((r) => toolOf(r) === 'dialog_coding')).toHaveLength(codingCalls);
    expect(stepJobs(job.id).map((j) => [j.kind, j.status])).toEqual([
      ['analysis.coding', 'completed'],
      ['analysis.topics', 'completed'],
      ['analysis.recommendations', 'completed'],
    ]);
    expect(summaryKinds(report.id)).toEqual([
      'business_insights',
      'coding_insights',
      'executive',
      'question_insights',
      'question_insights',
    ]);
  });

  test('without dialogs, or while a part runs alone, Run Analysis says why and starts nothing', async () => {
    const { user, client } = await signedInResearcher(server);
    const { interview: empty } = await createPublishedInterview({ questions: TOPICS_QUESTIONS }, user);
    const emptyReport = createReport(empty.id, 'Empty');
    const refused = await postPage(client, empty.id, emptyReport.id, { intent: 'analysis-run', model: 'builtin' });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('No responses or dialogs found for analysis');
    expect(jobsOf(empty.id)).toHaveLength(0);

    const { client: owner, interview, report } = await fixture();
    fake.onChat(() => new Promise(() => {}));
    expect((await postPage(owner, interview.id, report.id, { intent: 'topics-update', model: 'gpt-4o' })).status).toBe(302);
    const busy = await postPage(owner, interview.id, report.id, { intent: 'analysis-run', model: 'builtin' });
    expect(busy.status).toBe(400);
    expect(await busy.text()).toContain('A part of the analysis is still running for this report');
    expect(jobsOf(interview.id).map((j) => j.kind)).toEqual(['analysis.topics']);
    await postPage(owner, interview.id, report.id, { intent: 'topics-stop' });
    await whenIdle();
  });

  test('another researcher can neither run nor stop the analysis', async () => {
    const { client, interview, report } = await fixture();
    const { client: other } = await signedInResearcher(server, 'other');
    expect((await postPage(other, interview.id, report.id, { intent: 'analysis-run', model: 'builtin' })).status).toBe(404);
    expect(jobsOf(interview.id)).toHaveLength(0);
    fake.onChat(() => new Promise(() => {}));
    await postPage(client, interview.id, report.id, { intent: 'analysis-run', model: 'gpt-4o' });
    expect((await postPage(other, interview.id, report.id, { intent: 'analysis-stop' })).status).toBe(404);
    expect(runJob(interview.id).cancelRequested).toBe(false);
    await postPage(client, interview.id, report.id, { intent: 'analysis-stop' });
    await whenIdle();
    expect(runJob(interview.id).status).toBe('cancelled');
  });
});
