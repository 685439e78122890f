import '../../server/job-handlers';

import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';

import { getDb, schema } from '@db/index';
import { createReport } from '~/features/analysis/reports/reports.server';

import { TOPICS_DIALOGS, TOPICS_QUESTIONS, topicsMessages } from '../fixtures/topics-dialogs';
import { seedDialog } from '../support/dialog-seeds';
import { createPublishedInterview, signedInResearcher } from '../support/factories';
import { fake, server } from '../support/fake-ai-server';
import { useServerAndJobRunner } from '../support/job-runner';

// The summaries made in the request when the model's answer cannot be used: the provider's body is not JSON,
// or its structured output does not match even after the repair attempt. The caller gets the spec's message with
// 502 (the provider failed, not this server), never a 500, and nothing is stored.

useServerAndJobRunner({ AI_MODELS: JSON.stringify({ groq: 'fake-llama' }) }, { concurrency: 1 });

async function fixture() {
  const { user, client } = await signedInResearcher(server);
  const { interview } = await createPublishedInterview({ questions: TOPICS_QUESTIONS }, user);
  const T0 = Date.UTC(2026, 0, 5, 9);
  TOPICS_DIALOGS.forEach((said, i) => seedDialog(interview.id, { createdAt: T0 + i * 3_600_000, messages: topicsMessages(said) }));
  const report = createReport(interview.id, 'Wave 1');
  return { client, interview, report };
}

const summariesOf = (reportId: string) => getDb().select().from(schema.summaries).where(eq(schema.summaries.reportId, reportId)).all();

const toolOf = (body: { tool_choice?: unknown }) => (body.tool_choice as { function: { name: string } }).function.name;

/** Unusable answers from the provider, for every call a summary makes. */
const UNUSABLE: [string, () => void][] = [
  ['a body that is not JSON', () => fake.failNext(...Array.from({ length: 20 }, () => ({ kind: 'malformed' as const })))],
  ['structured output that is not JSON', () => fake.onChat(() => 'Sure! The points are: first, second.')],
  [
    'structured output that does not match the schema',
    () => fake.onChat((body) => ({ toolCalls: [{ name: toolOf(body), arguments: { points: 'none' } }] })),
  ],
];

describe.each(UNUSABLE)('the model answers with %s', (_name, answerBadly) => {
  test("question and business insights: 502 with the spec's message, nothing stored", async () => {
    const { client, report } = await fixture();
    answerBadly();
    expect(await client.postJson('/api/generate-question-insights-summary', { report_id: report.id, model: 'groq' })).toEqual({
      status: 502,
      json: { error: 'Failed to generate question insights summary' },
    });
    answerBadly();
    expect(await client.postJson('/api/generate-business-insights-summary', { report_id: report.id, model: 'groq' })).toEqual({
      status: 502,
      json: { error: 'Failed to generate business insights summary' },
    });
    expect(fake.chatRequests().length).toBeGreaterThan(0);
    expect(summariesOf(report.id)).toEqual([]);
  });

  test("executive summary: 502 with the spec's message, the topics kept and no summary stored", async () => {
    const { client, interview, report } = await fixture();
    const run = await client.postJson(`/api/interview/${interview.id}/do-insights?wait=1`, {
      interviewId: interview.id,
      reportId: report.id,
      model: 'builtin',
      refresh: true,
    });
    expect(run.status, JSON.stringify(run.json)).toBe(200);
    const topics = () => getDb().select().from(schema.codingTopics).where(eq(schema.codingTopics.reportId, report.id)).all();
    const before = topics();
    expect(before.length).toBeGreaterThan(0);
    answerBadly();
    expect(await client.postJson('/api/executive-summary', { codingInsights: {}, reportId: report.id, model: 'groq' })).toEqual({
      status: 502,
      json: { error: 'Failed to generate summary' },
    });
    expect(fake.chatRequests().length).toBeGreaterThan(0);
    expect(
      getDb()
        .select()
        .from(schema.summaries)
        .where(and(eq(schema.summaries.reportId, report.id), eq(schema.summaries.kind, 'executive')))
        .all(),
    ).toEqual([]);
    expect(topics()).toEqual(before);
  });
});
