import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { getDb, schema } from '@db/index';
import '~/jobs/handlers.server';
import { voteOnCitation } from '~/features/analysis/citations/citations.server';
import { quoteHref } from '~/features/analysis/citations/quote-links';
import { createReport } from '~/features/analysis/reports/reports.server';
import { startJobRunner, stopJobRunner, whenIdle } from '~/jobs/queue.server';
import { TOPICS_DIALOGS, TOPICS_QUESTIONS, topicsMessages } from '../fixtures/topics-dialogs';
import { seedDialog } from '../support/dialog-seeds';
import { createPublishedInterview, signedInResearcher } from '../support/factories';
import { fake, server, useFakeAiServer } from '../support/fake-ai-server';
import { fakeTopicsReply } from '../support/fake-topics';
import { textOf } from '../support/html';
import type { Client } from '../support/test-server';

useFakeAiServer({ AI_MODELS: JSON.stringify({ groq: 'fake-llama' }), AI_CONCURRENCY: '4' });

beforeAll(() => {
  startJobRunner({ concurrency: 2 });
});
afterAll(() => stopJobRunner());

type Citation = { id: string; text: string; message_id: string; dialog_id: string; short_link: string; start: number; end: number; verification: string; active: boolean; votes: { accepted: number; rejected: number } };
type Topic = { id: string; topic: string; insights: string; top_words: string[]; dialog_count: number; included_dialogs: number; agreement: { share: number | null; votes: number }; citations: Citation[] };
type Insights = {
  model_used: string;
  generated_at: string;
  included_dialogs: number;
  key_topics: (Topic & { block: string })[];
  blocks: { block_id: string; title: string; insights: string; top_words: string[]; dialog_count: number; subtopics: Topic[]; original_quotes: Citation[] }[];
  coding_insights: { block: string; text: string; quote: Citation | null }[];
  grounding: { verbatim: number; snapped: number; dropped: number; trimmed: number; omitted: number };
};

async function postJson(client: Client, path: string, body: unknown) {
  const response = await client.request(path, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json', Origin: client.baseUrl } });
  return { status: response.status, json: (await response.json().catch(() => null)) as Record<string, unknown> | null };
}

async function fixtureInterview() {
  const { user, client } = await signedInResearcher(server);
  const { interview } = await createPublishedInterview({ questions: TOPICS_QUESTIONS }, user);
  const T0 = Date.UTC(2026, 0, 5, 9);
  const dialogs = TOPICS_DIALOGS.map((said, i) => seedDialog(interview.id, { createdAt: T0 + i * 3_600_000, completedAt: T0 + i * 3_600_000 + 600_000, messages: topicsMessages(said) }));
  const report = createReport(interview.id, 'Wave 1');
  return { user, client, interview, report, dialogs };
}

async function runInsights(client: Client, interviewId: string, reportId: string, model = 'builtin') {
  const { status, json } = await postJson(client, `/api/interview/${interviewId}/do-insights?wait=1`, { interviewId, reportId, model, refresh: true });
  expect(status, JSON.stringify(json)).toBe(200);
  expect(json!.status).toBe('completed');
  return json!.insights as Insights;
}

const messageText = (id: string) => getDb().select().from(schema.messages).where(eq(schema.messages.id, id)).get()!.content;

function expectVerbatim(citation: Citation) {
  expect(messageText(citation.message_id).slice(citation.start, citation.end)).toBe(citation.text);
  expect(citation.verification).toBe('verbatim');
}

describe('topics across dialogs on the built-in engine', () => {
  test('each block gets topics grouped by meaning with n of N, distinctive labels and verbatim quotes, without a model', async () => {
    const { client, interview, report } = await fixtureInterview();
    const insights = await runInsights(client, interview.id, report.id);
    expect(insights.model_used).toBe('builtin');
    expect(insights.included_dialogs).toBe(6);
    expect(insights.blocks.map((b) => b.title)).toEqual(TOPICS_QUESTIONS.map((q) => q.title));

    const [experience] = insights.blocks;
    expect(experience!.dialog_count).toBe(6);
    const labels = experience!.subtopics.map((t) => t.topic);
    expect(labels.some((l) => /deliver|slow|shipping|late/i.test(l)), labels.join(' | ')).toBe(true);
    expect(labels.some((l) => /price|expensive|cost/i.test(l)), labels.join(' | ')).toBe(true);
    expect(labels.some((l) => /support|friendly|helpful/i.test(l)), labels.join(' | ')).toBe(true);
    for (const topic of experience!.subtopics) {
      expect(topic.dialog_count).toBeGreaterThanOrEqual(2);
      expect(topic.included_dialogs).toBe(6);
      expect(topic.insights).toMatch(new RegExp(`^Mentioned in ${topic.dialog_count} of 6 dialogs`));
      expect(topic.citations.length).toBeGreaterThan(0);
      topic.citations.forEach(expectVerbatim);
    }
    // The delivery topic quotes the delivery sentences, not the price ones.
    const delivery = experience!.subtopics.find((t) => /deliver|slow|shipping|late/i.test(t.topic))!;
    expect(delivery.citations.every((c) => /deliver|shipping|waited|late|slow/i.test(c.text))).toBe(true);
    expect(experience!.top_words.length).toBeGreaterThan(0);
    experience!.original_quotes.forEach(expectVerbatim);
    expect(insights.key_topics.length).toBeGreaterThan(0);
    expect(insights.key_topics[0]!.dialog_count).toBeGreaterThanOrEqual(insights.key_topics.at(-1)!.dialog_count);
    expect(insights.grounding.dropped).toBe(0);
    expect(insights.grounding.verbatim).toBeGreaterThan(0);
    expect(insights.coding_insights[0]!.text).toMatch(/^All 6 dialogs answered\. The most common topics? (is|are) “.+”, (each )?raised in \d of the 6 dialogs\./);
    expect(fake.chatRequests()).toHaveLength(0);

    // The page shows the topics with coverage and links each quote to its place in the transcript.
    const html = await (await client.get(`/interview/setup/${interview.id}/analysis/ai?report=${report.id}`)).text();
    const text = textOf(html);
    expect(text).toContain('Coding Blocks Analysis');
    expect(text).toContain(delivery.topic);
    expect(text).toContain(`${delivery.dialog_count} of 6 dialogs`);
    expect(html).toContain(quoteHref(interview.id, { dialogId: delivery.citations[0]!.dialog_id, messageId: delivery.citations[0]!.message_id, start: delivery.citations[0]!.start, end: delivery.citations[0]!.end }).replace(/&/g, '&amp;'));
  });

  test('a rejected citation is hidden from the insights but kept, and the topic shows the agreement', async () => {
    const { user, client, interview, report } = await fixtureInterview();
    const insights = await runInsights(client, interview.id, report.id);
    const shown = insights.coding_insights[0]!.quote!;
    voteOnCitation(report.id, shown.id, user.id, 'rejected');
    const after = (await (await client.get(`/api/interview/${interview.id}/do-insights?report_id=${report.id}`)).json()) as { insights: Insights };
    const next = after.insights.coding_insights[0]!.quote;
    expect(next?.id).not.toBe(shown.id);
    const kept = after.insights.blocks[0]!.subtopics.flatMap((t) => t.citations).find((c) => c.id === shown.id)!;
    expect(kept).toMatchObject({ active: false, votes: { accepted: 0, rejected: 1 } });
    const topic = after.insights.blocks[0]!.subtopics.find((t) => t.citations.some((c) => c.id === shown.id))!;
    expect(topic.agreement).toEqual({ share: 0, votes: 1 });
  });

  test('Update All runs from the page as a plain form post; the executive summary is extractive and labelled', async () => {
    const { client, interview, report } = await fixtureInterview();
    const page = `/interview/setup/${interview.id}/analysis/ai?report=${report.id}`;
    const response = await client.post(`/interview/setup/${interview.id}/analysis/ai?index&report=${report.id}`, { intent: 'topics-update', model: 'builtin' });
    expect(response.status).toBe(302);
    await whenIdle();
    expect(textOf(await (await client.get(page)).text())).toMatch(/Mentioned in \d of 6 dialogs/);

    const { status, json } = await postJson(client, '/api/executive-summary', { codingInsights: 'anything', reportId: report.id });
    expect(status, JSON.stringify(json)).toBe(200);
    const summary = json!.summary as { extractive: boolean; model_used: string; points: { text: string; citation: { text: string; message_id: string; start: number; end: number } }[] };
    expect(summary.extractive).toBe(true);
    expect(summary.model_used).toBe('builtin');
    expect(summary.points.length).toBeGreaterThan(0);
    for (const point of summary.points) {
      expect(point.text).toMatch(/\d of 6 dialogs/);
      expect(messageText(point.citation.message_id).slice(point.citation.start, point.citation.end)).toBe(point.citation.text);
    }
    const text = textOf(await (await client.get(page)).text());
    expect(text).toContain('Extractive summary');
    expect(text).toContain(summary.points[0]!.text);
  });

  test('the spec’s messages: no report selected, and nothing to analyse', async () => {
    const { user, client, interview } = await fixtureInterview();
    expect(await postJson(client, `/api/interview/${interview.id}/do-insights`, { interviewId: interview.id })).toEqual({ status: 400, json: { error: 'No report selected. Cannot retry analysis.' } });
    expect(await postJson(client, '/api/executive-summary', { codingInsights: [] })).toEqual({ status: 400, json: { error: 'No report selected. Cannot generate summary.' } });
    const empty = await createPublishedInterview({ questions: TOPICS_QUESTIONS }, user);
    const emptyReport = createReport(empty.interview.id, 'Empty');
    expect(await postJson(client, `/api/interview/${empty.interview.id}/do-insights`, { reportId: emptyReport.id })).toEqual({ status: 400, json: { error: 'No responses or dialogs found for analysis' } });
    const page = `/interview/setup/${empty.interview.id}/analysis/ai?index&report=${emptyReport.id}`;
    const response = await client.post(page, { intent: 'topics-update', model: 'builtin' });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('No responses or dialogs found for analysis');
  });

  test('another researcher gets 404 from every route and form of the topics', async () => {
    const { interview, report } = await fixtureInterview();
    const { client: other } = await signedInResearcher(server, 'other');
    expect((await postJson(other, `/api/interview/${interview.id}/do-insights`, { interviewId: interview.id, reportId: report.id })).status).toBe(404);
    expect((await other.get(`/api/interview/${interview.id}/do-insights?report_id=${report.id}`)).status).toBe(404);
    expect((await postJson(other, '/api/executive-summary', { codingInsights: '', reportId: report.id })).status).toBe(404);
    expect((await other.post(`/interview/setup/${interview.id}/analysis/ai?index&report=${report.id}`, { intent: 'topics-update', model: 'builtin' })).status).toBe(404);
    expect(getDb().select().from(schema.jobs).where(eq(schema.jobs.interviewId, interview.id)).all()).toHaveLength(0);
  });
});

describe('topics across dialogs with a model (map-reduce)', () => {
  test('one map call per dialog and one reduce call per block; an invented quote is dropped and counted', async () => {
    const { client, interview, report } = await fixtureInterview();
    fake.onChat((body) => fakeTopicsReply(body, { invent: (text) => text.startsWith('Honestly') }));
    const insights = await runInsights(client, interview.id, report.id, 'groq');
    const calls = fake.chatRequests().map((body) => body.tools?.[0]?.function.name);
    expect(calls.filter((name) => name === 'dialog_codes')).toHaveLength(6);
    expect(calls.filter((name) => name === 'block_topics')).toHaveLength(2);
    expect(insights.model_used).toBe('groq');
    expect(insights.grounding.dropped).toBe(1);
    const [experience] = insights.blocks;
    const topic = experience!.subtopics[0]!;
    expect(topic.topic).toBe('What respondents raised');
    expect(topic.insights).toMatch(/^Everything the respondents said for this block\. Mentioned in 5 of 6 dialogs/);
    expect(topic.dialog_count).toBe(5);
    topic.citations.forEach(expectVerbatim);
    expect(topic.citations.some((c) => c.text.includes('purple dragons'))).toBe(false);
    // The prompts carry the answers with their message ids, each between the respondent tags, never other dialogs.
    const map = fake.chatRequests().find((body) => body.tools?.[0]?.function.name === 'dialog_codes')!;
    expect(JSON.stringify(map.messages)).toMatch(/\[m1\]\\n<respondent>\\n/);

    // The executive summary is written by the run's model; its point rests on a verified quote.
    const { status, json } = await postJson(client, '/api/executive-summary', { codingInsights: {}, reportId: report.id });
    expect(status, JSON.stringify(json)).toBe(200);
    const summary = json!.summary as { extractive: boolean; model_used: string; points: { text: string; citation: Citation }[] };
    expect(summary).toMatchObject({ extractive: false, model_used: 'groq' });
    expect(summary.points).toHaveLength(1);
    expect(summary.points[0]!.text).toBe('Respondents agree on this.');
    expectVerbatim({ ...summary.points[0]!.citation, verification: 'verbatim' });
  });

  test('a model that misbehaves: long labels trimmed, ids in brackets read, extra and invalid items dropped, all counted and shown', async () => {
    const { client, interview, report } = await fixtureInterview();
    const expected = { trimmed: 0, omitted: 0 };
    fake.misdelivery = { kind: 'prose' };
    fake.onChat((body) => {
      const reply = fakeTopicsReply(body) as { toolCalls: { name: string; arguments: Record<string, unknown> }[] };
      const args = reply.toolCalls[0]!.arguments;
      if (body.tools?.[0]?.function.name === 'dialog_codes') {
        for (const block of args.blocks as { codes: Record<string, unknown>[] }[]) {
          for (const code of block.codes) {
            // Labels past 120 characters, no rationale, message ids written as "[M1]".
            code.code = `${String(code.code)} ${'and so on '.repeat(14)}`;
            delete code.rationale;
            for (const quote of code.quotes as { message: string }[]) quote.message = `[${quote.message.toUpperCase()}]`;
          }
          expected.trimmed += block.codes.length;
          // Codes with no quote: nothing supports them.
          block.codes.push({ code: 'Unsupported', rationale: 'None.', quotes: [] }, { code: 'Also unsupported', quotes: [] });
          expected.omitted += 2;
        }
      } else if (body.tools?.[0]?.function.name === 'block_topics') {
        const [topic] = args.topics as { topic: string; codes: string[] }[];
        topic!.topic = `What respondents raised ${'about this block '.repeat(8)}`;
        topic!.codes = topic!.codes.map((id) => `code ${id}`);
        // A topic that merges no code it was given.
        (args.topics as unknown[]).push({ topic: 'Invented', definition: 'Nothing.', codes: ['c999'] });
        expected.trimmed += 1;
        expected.omitted += 1;
      }
      return reply;
    });
    const insights = await runInsights(client, interview.id, report.id, 'groq');
    expect(insights.grounding).toEqual({ verbatim: expect.any(Number), snapped: 0, dropped: 0, ...expected });
    const [experience] = insights.blocks;
    expect(experience!.subtopics.map((t) => t.topic)).toEqual([expect.stringMatching(/^What respondents raised about this block .*…$/)]);
    expect(experience!.subtopics[0]!.topic.length).toBeLessThanOrEqual(120);
    // Every dialog's codes were read through their bracketed ids: all six dialogs count.
    expect(experience!.subtopics[0]!.dialog_count).toBe(6);
    experience!.subtopics[0]!.citations.forEach(expectVerbatim);
    const page = textOf(await (await client.get(`/interview/setup/${interview.id}/analysis/ai?report=${report.id}`)).text());
    expect(page).toContain(`${expected.omitted} items dropped from the model’s answers (over a limit or unusable) · ${expected.trimmed} texts trimmed to length`);
  });

  test('Stop ends a run without writing: the previous results stay', async () => {
    const { client, interview, report } = await fixtureInterview();
    await runInsights(client, interview.id, report.id);
    fake.latencyMs = 2_000;
    fake.onChat((body) => fakeTopicsReply(body));
    const started = await postJson(client, `/api/interview/${interview.id}/do-insights`, { reportId: report.id, model: 'groq', refresh: true });
    expect(started.json!.status).toBe('pending');
    await expect.poll(() => fake.chatRequests().length).toBeGreaterThan(0);
    expect((await client.post(`/interview/setup/${interview.id}/analysis/ai?index&report=${report.id}`, { intent: 'topics-stop' })).status).toBe(302);
    await whenIdle();
    const after = (await (await client.get(`/api/interview/${interview.id}/do-insights?report_id=${report.id}`)).json()) as { status: string; insights: Insights };
    expect(after.status).toBe('cancelled');
    expect(after.insights.model_used).toBe('builtin');
  });
});
