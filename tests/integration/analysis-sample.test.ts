import '../../server/job-handlers';

import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';

import { getDb, schema } from '@db/index';
import { createReport } from '~/features/analysis/reports/reports.server';
import { whenIdle } from '~/jobs/queue.server';

import { GOAL, QUESTIONS, SAMPLE_DIALOGS } from '../fixtures/sample-quality';
import { seedDialog } from '../support/dialog-seeds';
import { createPublishedInterview, signedInResearcher } from '../support/factories';
import { fake, server } from '../support/fake-ai-server';
import { textOf } from '../support/html';
import { useServerAndJobRunner } from '../support/job-runner';
import type { Client } from '../support/test-server';

// groq is served by the fake provider; gpt-4o and o1 are the default endpoint's (the fake too); builtin is offline.
useServerAndJobRunner({ AI_MODELS: JSON.stringify({ groq: 'fake-llama' }), AI_CONCURRENCY: '4' });

const T0 = Date.UTC(2025, 4, 1, 9, 0);
type SampleEntry = {
  score: number | null;
  included: boolean;
  manual_override: boolean;
  reason: string | null;
  threshold_used: number;
  status: string;
  flags: string[];
};
type SampleData = Record<string, SampleEntry> & {
  _metadata: {
    total_dialogs: number;
    included_dialogs: number;
    excluded_dialogs: number;
    threshold: number;
    model_used: string | null;
    analyzed_at: string | null;
  };
};

/** The fixture interview: its guide and one dialog of every kind, in the order they were held. */
async function fixtureInterview() {
  const { user, client } = await signedInResearcher(server);
  const { interview } = await createPublishedInterview(
    { goal: GOAL, questions: QUESTIONS.map((q, i) => ({ id: `q${i}`, title: q.title, description: q.description })) },
    user,
  );
  const dialogs = new Map<string, { id: string; shortLink: string; label: string }>();
  SAMPLE_DIALOGS.forEach((dialog, i) => {
    dialogs.set(
      dialog.key,
      seedDialog(interview.id, { createdAt: T0 + i * 3_600_000, completedAt: T0 + i * 3_600_000 + 600_000, messages: dialog.messages }),
    );
  });
  const report = createReport(interview.id, 'Wave 1');
  return { user, client, interview, report, dialogs };
}

const scoresOf = (reportId: string) => getDb().select().from(schema.sampleScores).where(eq(schema.sampleScores.reportId, reportId)).all();
const reportRow = (reportId: string) => getDb().select().from(schema.reports).where(eq(schema.reports.id, reportId)).get()!;

async function runSample(client: Client, interviewId: string, reportId: string, model = 'builtin', threshold = 6) {
  const { status, json } = await client.postJson('/api/analyze-dialog-sample?wait=1', {
    interview_id: interviewId,
    report_id: reportId,
    threshold,
    model,
  });
  expect(status, JSON.stringify(json)).toBe(200);
  expect(json!.success).toBe(true);
  expect(json!.status).toBe('completed');
  return json!.sample_data as SampleData;
}

async function sampleNow(client: Client, interviewId: string, reportId: string) {
  const response = await client.get(`/api/analyze-dialog-sample?interview_id=${interviewId}&report_id=${reportId}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { sample_data: SampleData }).sample_data;
}

describe('the sample on the built-in engine', () => {
  test('good dialogs score 6 or more and each bad kind below 6; the scores are stored and the report records the run', async () => {
    const { client, interview, report, dialogs } = await fixtureInterview();
    const data = await runSample(client, interview.id, report.id);
    for (const dialog of SAMPLE_DIALOGS) {
      const entry = data[dialogs.get(dialog.key)!.id]!;
      if (dialog.kind === 'good') {
        expect(entry.score, `${dialog.key}: ${entry.reason}`).toBeGreaterThanOrEqual(6);
        expect(entry.included).toBe(true);
      } else {
        expect(entry.score, `${dialog.key}: ${entry.reason}`).toBeLessThan(6);
        expect(entry.included).toBe(false);
      }
      expect(entry).toMatchObject({ manual_override: false, threshold_used: 6, status: 'scored' });
    }
    expect(data._metadata).toMatchObject({
      total_dialogs: 11,
      included_dialogs: 4,
      excluded_dialogs: 7,
      threshold: 6,
      model_used: 'builtin',
    });
    expect(scoresOf(report.id)).toHaveLength(11);
    expect(scoresOf(report.id).every((row) => row.status === 'scored' && row.model === 'builtin')).toBe(true);
    expect(reportRow(report.id).sampleAnalyzedAt).toBeInstanceOf(Date);
    expect(fake.chatRequests()).toHaveLength(0);
  });

  test('moving the threshold re-derives inclusion at once, without scoring again, and keeps overrides', async () => {
    const { client, interview, report, dialogs } = await fixtureInterview();
    await runSample(client, interview.id, report.id);
    const scoredAt = scoresOf(report.id).map((row) => +row.scoredAt!);
    const planner = dialogs.get('good-planner')!.id;
    const incomplete = dialogs.get('incomplete')!.id;

    // The researcher keeps the early-stopped dialog and drops a good one.
    expect(
      (
        await client.postJson(`/api/report/${report.id}/dialog-sample-status`, {
          dialog_id: incomplete,
          included: true,
          manual_override: true,
        })
      ).json,
    ).toEqual({ success: true });
    expect(
      (
        await client.postJson(`/api/report/${report.id}/dialog-sample-status`, {
          dialog_id: planner,
          included: false,
          manual_override: true,
        })
      ).status,
    ).toBe(200);

    // Threshold 0 through the page's form (a plain post): everything scored is in, but the override keeps the planner out
    // and the quality guard the copy of another dialog (its answers repeat an earlier dialog's: a strong flag).
    const response = await client.post(`/interview/setup/${interview.id}/analysis/sample?report=${report.id}`, {
      intent: 'threshold',
      report: report.id,
      threshold: '0',
    });
    expect(response.status).toBe(302);
    let data = await sampleNow(client, interview.id, report.id);
    expect(data._metadata.threshold).toBe(0);
    expect(data[planner]).toMatchObject({ included: false, manual_override: true });
    expect(data[incomplete]).toMatchObject({ included: true, manual_override: true });
    expect(data[dialogs.get('duplicate')!.id]).toMatchObject({ included: false, manual_override: false });
    expect(data._metadata.included_dialogs).toBe(9);
    expect(reportRow(report.id).sampleThreshold).toBe(0);
    expect(scoresOf(report.id).map((row) => +row.scoredAt!)).toEqual(scoredAt);

    // Back to automatic for the planner.
    await client.postJson(`/api/report/${report.id}/dialog-sample-status`, { dialog_id: planner, included: true, manual_override: false });
    data = await sampleNow(client, interview.id, report.id);
    expect(data[planner]).toMatchObject({ included: true, manual_override: false });
  });

  test('a re-run scores again and keeps the overrides', async () => {
    const { client, interview, report, dialogs } = await fixtureInterview();
    await runSample(client, interview.id, report.id);
    const gibberish = dialogs.get('gibberish')!.id;
    await client.postJson(`/api/report/${report.id}/dialog-sample-status`, {
      dialog_id: gibberish,
      included: true,
      manual_override: true,
    });
    const data = await runSample(client, interview.id, report.id, 'builtin', 7.5);
    expect(data[gibberish]).toMatchObject({ included: true, manual_override: true, threshold_used: 7.5 });
    expect(data[gibberish]!.score).toBeLessThan(6);
    const row = getDb()
      .select()
      .from(schema.sampleScores)
      .where(and(eq(schema.sampleScores.reportId, report.id), eq(schema.sampleScores.dialogId, gibberish)))
      .get()!;
    expect(row.manualIncluded).toBe(true);
  });

  test('previews are never part of the sample; generated dialogs only when the report includes them, and labelled', async () => {
    const { client, interview, report } = await fixtureInterview();
    seedDialog(interview.id, { isPreview: true, messages: SAMPLE_DIALOGS[0]!.messages });
    seedDialog(interview.id, { isGenerated: true, messages: SAMPLE_DIALOGS[1]!.messages });
    expect((await runSample(client, interview.id, report.id))._metadata.total_dialogs).toBe(11);

    const url = `/interview/setup/${interview.id}/analysis/sample?report=${report.id}`;
    expect((await client.post(url, { intent: 'include-generated', report: report.id, includeGenerated: 'true' })).status).toBe(302);
    expect(reportRow(report.id).includeGenerated).toBe(true);
    expect((await runSample(client, interview.id, report.id))._metadata.total_dialogs).toBe(12);
    const html = textOf(await (await client.get(url)).text());
    expect(html).toContain('AI respondent');
  });
});

describe('the sample with a model', () => {
  test('one call per dialog; a dialog the provider fails on is marked failed with its error and the others are scored; retry scores it', async () => {
    const { client, interview, report, dialogs } = await fixtureInterview();
    let failing = true;
    fake.onChat((body) => {
      const prompt = JSON.stringify(body.messages);
      if (failing && prompt.includes('On Sunday evening I sit down')) throw new Error('boom');
      return { toolCalls: [{ name: 'score_dialog', arguments: { score: 9, reason: 'Rich answers.', flags: [] } }] };
    });
    const data = await runSample(client, interview.id, report.id, 'groq');
    const planner = dialogs.get('good-planner')!.id;
    expect(data[planner]).toMatchObject({ status: 'failed', included: false, score: null });
    expect(data[planner]!.reason).toMatch(/^Analysis failed: /);
    // The model's 9 stands for good dialogs and is capped where the heuristics are sure.
    expect(data[dialogs.get('good-parent')!.id]).toMatchObject({ score: 9, included: true });
    expect(data[dialogs.get('gibberish')!.id]!.score).toBe(2);
    expect(data[dialogs.get('manipulation')!.id]!.score).toBeLessThanOrEqual(4);
    expect(data[dialogs.get('duplicate')!.id]!.score).toBeLessThanOrEqual(3);
    expect(data._metadata.model_used).toBe('groq');
    expect(fake.chatRequests().length).toBeGreaterThanOrEqual(11);

    const html = textOf(await (await client.get(`/interview/setup/${interview.id}/analysis/sample?report=${report.id}`)).text());
    expect(html).toMatch(/Analysis failed: .*Retry/);

    failing = false;
    const retry = await client.post(`/interview/setup/${interview.id}/analysis/sample?report=${report.id}`, {
      intent: 'retry',
      report: report.id,
      dialogId: planner,
    });
    expect(retry.status).toBe(302);
    await whenIdle();
    expect((await sampleNow(client, interview.id, report.id))[planner]).toMatchObject({ status: 'scored', score: 9, included: true });
  });

  test('a model that answers in a fence, with a reason past its limit, an unknown flag and flags in another case, scores every dialog', async () => {
    const { client, interview, report, dialogs } = await fixtureInterview();
    fake.misdelivery = { kind: 'fenced' };
    fake.onChat(() => ({
      toolCalls: [
        {
          name: 'score_dialog',
          arguments: {
            score: '8.5',
            reason: `Answers most questions concretely. ${'More detail follows here. '.repeat(30)}`,
            flags: ['Low-Coverage', 'too-polite'],
          },
        },
      ],
    }));
    const data = await runSample(client, interview.id, report.id, 'groq');
    const parent = data[dialogs.get('good-parent')!.id]!;
    expect(parent).toMatchObject({ status: 'scored', score: 8.5, included: true });
    expect(parent.reason!.length).toBeLessThanOrEqual(400);
    expect(parent.reason).toMatch(/^Answers most questions concretely\. .*…$/);
    expect(parent.flags).toContain('low-coverage');
    expect(parent.flags).not.toContain('too-polite');
    // One call per dialog: nothing needed the repair.
    expect(fake.chatRequests()).toHaveLength(SAMPLE_DIALOGS.filter((d) => d.messages.some((m) => m.role === 'user')).length);
  });

  test('Stop cancels the run; the dialogs scored before it stay', async () => {
    const { client, interview, report } = await fixtureInterview();
    fake.latencyMs = 300;
    fake.onChat(() => ({ toolCalls: [{ name: 'score_dialog', arguments: { score: 7, reason: 'Fine.', flags: [] } }] }));
    const { json } = await client.postJson('/api/analyze-dialog-sample', {
      interview_id: interview.id,
      report_id: report.id,
      threshold: 6,
      model: 'groq',
    });
    expect(json!.status).toBe('pending');
    await new Promise((resolve) => setTimeout(resolve, 150));
    const stop = await client.post(`/interview/setup/${interview.id}/analysis/sample?report=${report.id}`, {
      intent: 'stop',
      report: report.id,
    });
    expect(stop.status).toBe(302);
    await whenIdle();
    const job = getDb()
      .select()
      .from(schema.jobs)
      .where(eq(schema.jobs.id, json!.job_id as string))
      .get()!;
    expect(job.status).toBe('cancelled');
    expect(scoresOf(report.id).length).toBeLessThan(11);
  });
});

describe('who may call and what', () => {
  test('another researcher gets 404 from both calls and the page', async () => {
    const { interview, report, dialogs } = await fixtureInterview();
    const { client: other } = await signedInResearcher(server, 'other');
    const analyze = await other.postJson('/api/analyze-dialog-sample', {
      interview_id: interview.id,
      report_id: report.id,
      threshold: 6,
      model: 'builtin',
    });
    expect(analyze.status).toBe(404);
    expect((await other.get(`/api/analyze-dialog-sample?interview_id=${interview.id}&report_id=${report.id}`)).status).toBe(404);
    const status = await other.postJson(`/api/report/${report.id}/dialog-sample-status`, {
      dialog_id: dialogs.get('gibberish')!.id,
      included: true,
      manual_override: true,
    });
    expect(status.status).toBe(404);
    expect((await other.get(`/interview/setup/${interview.id}/analysis/sample?report=${report.id}`)).status).toBe(404);
    expect(
      (await other.post(`/interview/setup/${interview.id}/analysis/sample`, { intent: 'threshold', report: report.id, threshold: '1' }))
        .status,
    ).toBe(404);
    expect(scoresOf(report.id)).toHaveLength(0);
    expect(reportRow(report.id).sampleThreshold).toBe(6);
  });

  test('bad input answers 400 with the message; no report is the spec’s', async () => {
    const { client, interview, report, dialogs } = await fixtureInterview();
    const cases: [unknown, string][] = [
      [{ interview_id: interview.id, threshold: 6, model: 'builtin' }, 'Please select a report first'],
      [{ interview_id: interview.id, report_id: '', threshold: 6, model: 'builtin' }, 'Please select a report first'],
      [
        { interview_id: interview.id, report_id: report.id, threshold: 11, model: 'builtin' },
        'The quality threshold must be a number from 0 to 10',
      ],
      [
        { interview_id: interview.id, report_id: report.id, threshold: 6, model: 'gpt-5' },
        'The model must be one of groq, gpt-4o, o1, builtin',
      ],
      [{ report_id: report.id }, 'interview_id is required'],
      ['not json', 'The body must be a JSON object'],
    ];
    for (const [body, error] of cases) {
      const response = await client.postJson('/api/analyze-dialog-sample', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json).toEqual({ error });
    }
    const unknownReport = await client.postJson('/api/analyze-dialog-sample', {
      interview_id: interview.id,
      report_id: 'nope',
      threshold: 6,
      model: 'builtin',
    });
    expect(unknownReport).toEqual({ status: 404, json: { error: 'Report ID nope not found' } });
    const badStatus = await client.postJson(`/api/report/${report.id}/dialog-sample-status`, {
      dialog_id: dialogs.get('gibberish')!.id,
      included: 'yes',
    });
    expect(badStatus).toEqual({ status: 400, json: { error: 'included must be true or false' } });
    // Before a sample every dialog counts: one override would quietly leave out all the others.
    const beforeSample = await client.postJson(`/api/report/${report.id}/dialog-sample-status`, {
      dialog_id: dialogs.get('gibberish')!.id,
      included: true,
      manual_override: true,
    });
    expect(beforeSample).toEqual({ status: 400, json: { error: 'Run the sample analysis first' } });
    const unknownDialog = await client.postJson(`/api/report/${report.id}/dialog-sample-status`, {
      dialog_id: 'nope',
      included: true,
      manual_override: true,
    });
    expect(unknownDialog.status).toBe(404);
    expect((await sampleNow(client, interview.id, report.id))._metadata).toMatchObject({ total_dialogs: 11, included_dialogs: 11 });
    const badThreshold = await client.post(`/interview/setup/${interview.id}/analysis/sample?report=${report.id}`, {
      intent: 'threshold',
      report: report.id,
      threshold: 'ten',
    });
    expect(badThreshold.status).toBe(400);
    expect(scoresOf(report.id)).toHaveLength(0);
  });
});

describe('the Sample page', () => {
  test('shows the threshold, the models with the built-in one, counts, and each dialog with its score, toggle and reason', async () => {
    const { client, interview, report, dialogs } = await fixtureInterview();
    await runSample(client, interview.id, report.id);
    const html = await (await client.get(`/interview/setup/${interview.id}/analysis/sample?report=${report.id}`)).text();
    const text = textOf(html);
    expect(html).toMatch(/<input[^>]*id="sample-threshold"[^>]*>/);
    expect(/<input[^>]*id="sample-threshold"[^>]*>/.exec(html)![0]).toMatch(/min="0".*max="10".*step="0.1"|step="0.1"/);
    expect(text).toContain('Built-in (offline)');
    expect(text).toMatch(/Total\s*11\s*Included\s*4\s*Excluded\s*7/);
    expect(text).toContain(dialogs.get('gibberish')!.label);
    expect(text).toContain('look like keyboard mashing');
    expect(html).toContain(`href="/interview/setup/${interview.id}/participants/${dialogs.get('gibberish')!.id}"`);
    // Without JavaScript the switch is a submit button of its form, and the threshold has its own Apply button.
    const toggle = new RegExp(`<button[^>]*aria-label="Include ${dialogs.get('good-planner')!.label}"[^>]*>`).exec(html)?.[0] ?? '';
    expect(toggle).toContain('type="submit"');
    expect(toggle).toContain('role="switch"');
    expect(toggle).toContain('aria-checked="true"');
    expect(text).toContain('Apply threshold');
  });

  test('a toggle posted without JavaScript sets the override and comes back to the page', async () => {
    const { client, interview, report, dialogs } = await fixtureInterview();
    await runSample(client, interview.id, report.id);
    const url = `/interview/setup/${interview.id}/analysis/sample?report=${report.id}`;
    const response = await client.post(url, {
      intent: 'include',
      report: report.id,
      dialogId: dialogs.get('off-topic')!.id,
      included: 'true',
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(url);
    expect((await sampleNow(client, interview.id, report.id))[dialogs.get('off-topic')!.id]).toMatchObject({
      included: true,
      manual_override: true,
    });
  });
});
