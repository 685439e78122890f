import '../../server/job-handlers';

import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';

import { getDb, schema } from '@db/index';
import { voteOnCitation } from '~/features/analysis/citations/citations.server';
import { quoteHref } from '~/features/analysis/citations/quote-links';
import { createReport } from '~/features/analysis/reports/reports.server';
import { whenIdle } from '~/jobs/queue.server';

import { TOPICS_DIALOGS, TOPICS_QUESTIONS, topicsMessages } from '../fixtures/topics-dialogs';
import { seedDialog } from '../support/dialog-seeds';
import { createPublishedInterview, signedInResearcher } from '../support/factories';
import { fake, server } from '../support/fake-ai-server';
import { fakeTopicsReply } from '../support/fake-topics';
import { textOf } from '../support/html';
import { useServerAndJobRunner } from '../support/job-runner';
import type { Client } from '../support/test-server';

useServerAndJobRunner({ AI_MODELS: JSON.stringify({ groq: 'fake-llama' }), AI_CONCURRENCY: '4' });

type Citation = {
  id: string;
  text: string;
  message_id: string;
  dialog_id: string;
  short_link: string;
  start: number;
  end: number;
  verification: string;
  active: boolean;
  votes: { accepted: number; rejected: number };
};
type Topic = {
  id: string;
  topic: string;
  description: string | null;
  insights: string;
  top_words: string[];
  dialog_count: number;
  dialog_ids: string[] | null;
  included_dialogs: number;
  agreement: { share: number | null; votes: number };
  citations: Citation[];
};
type Insights = {
  model_used: string;
  generated_at: string;
  included_dialogs: number;
  key_topics: (Topic & { block: string; questions: string[] })[];
  blocks: {
    block_id: string;
    title: string;
    insights: string;
    top_words: string[];
    dialog_count: number;
    subtopics: Topic[];
    original_quotes: Citation[];
  }[];
  coding_insights: { block: string; text: string; quote: Citation | null }[];
  grounding: { verbatim: number; snapped: number; dropped: number; trimmed: number; omitted: number };
};

async function fixtureInterview() {
  const { user, client } = await signedInResearcher(server);
  const { interview } = await createPublishedInterview({ questions: TOPICS_QUESTIONS }, user);
  const T0 = Date.UTC(2026, 0, 5, 9);
  const dialogs = TOPICS_DIALOGS.map((said, i) =>
    seedDialog(interview.id, { createdAt: T0 + i * 3_600_000, completedAt: T0 + i * 3_600_000 + 600_000, messages: topicsMessages(said) }),
  );
  const report = createReport(interview.id, 'Wave 1');
  return { user, client, interview, report, dialogs };
}

async function runInsights(client: Client, interviewId: string, reportId: string, model = 'builtin') {
  const { status, json } = await client.postJson(`/api/interview/${interviewId}/do-insights?wait=1`, {
    interviewId,
    reportId,
    model,
    refresh: true,
  });
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
  test('each question gets the distinct things said, each with every dialog that said it, a phrase for a label and verbatim quotes', async () => {
    const { client, interview, report, dialogs } = await fixtureInterview();
    const insights = await runInsights(client, interview.id, report.id);
    expect(insights.model_used).toBe('builtin');
    expect(insights.included_dialogs).toBe(6);
    expect(insights.blocks.map((b) => b.title)).toEqual(TOPICS_QUESTIONS.map((q) => q.title));

    // What each dialog said to the first question, as the fixture was written.
    const said = (indices: number[]): string[] => indices.map((i) => dialogs[i]!.id).sort();
    const THEMES = { delivery: said([0, 1, 2, 3]), price: said([0, 1, 4, 5]), support: said([2, 3, 4, 5]) };
    const [experience] = insights.blocks;
    expect(experience!.dialog_count).toBe(6);
    const shared = experience!.subtopics.filter((t) => t.dialog_count > 1);
    expect(new Set(shared.map((t) => t.dialog_ids!.join())).size, 'distinct topics').toBe(shared.length);
    for (const topic of [...experience!.subtopics, ...insights.key_topics]) {
      // The count is the members, and every member said the thing: no one is counted who did not.
      expect(topic.dialog_ids!.length, topic.topic).toBe(topic.dialog_count);
      expect(topic.included_dialogs).toBe(6);
    }
    for (const topic of shared) {
      expect(
        Object.values(THEMES).some((members) => topic.dialog_ids!.every((id) => members.includes(id))),
        `${topic.topic}: ${topic.dialog_ids!.join()}`,
      ).toBe(true);
      expect(topic.insights).toMatch(new RegExp(`^Mentioned in ${topic.dialog_count} of 6 dialogs`));
      // Held to the naming rule: members' own clauses quoted, or words most members say, as a sentence.
      expect(topic.description).toMatch(/^Respondents (?:put it as “.+”|raise it, each in their own words)\.(?: At least half .+”\.)?$/);
      expect(topic.citations.length).toBeGreaterThan(0);
      topic.citations.forEach(expectVerbatim);
      expect(topic.citations.every((c) => topic.dialog_ids!.includes(c.dialog_id))).toBe(true);
    }
    // Each of the three things is a topic of its own, which its dialogs make up at least in the main.
    for (const [name, members] of Object.entries(THEMES)) {
      expect(
        shared.some((t) => t.dialog_ids!.filter((id) => members.includes(id)).length >= 3),
        name,
      ).toBe(true);
    }
    // Words of the question never name a topic on their own.
    const asked = new Set(['what', 'was', 'your', 'experience', 'with', 'ordering', 'order', 'went', 'well', 'and', 'did', 'not']);
    for (const topic of experience!.subtopics)
      expect(
        topic.topic
          .toLowerCase()
          .split(/\s+/)
          .every((w) => asked.has(w)),
        topic.topic,
      ).toBe(false);
    const delivery = shared.find((t) => t.dialog_ids!.every((id) => THEMES.delivery.includes(id)) && t.dialog_count >= 3)!;
    expect(delivery.topic).toMatch(/deliver|slow|shipping|late/i);
    expect(delivery.citations.every((c) => /deliver|shipping|waited|late|slow|parcel/i.test(c.text))).toBe(true);
    expect(experience!.top_words.length).toBeGreaterThan(0);
    experience!.original_quotes.forEach(expectVerbatim);

    // Key themes: largest first, each with the questions it came up under.
    expect(insights.key_topics.length).toBeGreaterThan(0);
    expect(insights.key_topics[0]!.dialog_count).toBeGreaterThanOrEqual(insights.key_topics.at(-1)!.dialog_count);
    for (const key of insights.key_topics) {
      expect(key.questions.length).toBeGreaterThan(0);
      expect(key.insights).toMatch(
        key.dialog_count === 1
          ? /^Raised by one respondent \(1 of 6 dialogs\), under “/
          : new RegExp(`^Raised in ${key.dialog_count} of 6 dialogs, under “`),
      );
    }
    expect(insights.grounding.dropped).toBe(0);
    expect(insights.grounding.verbatim).toBeGreaterThan(0);
    expect(insights.coding_insights[0]!.text).toMatch(
      /^All 6 dialogs answered\. The most common topics? (is|are) “.+”, (each )?raised in \d of the 6 dialogs\./,
    );
    expect(fake.chatRequests()).toHaveLength(0);

    // The report's JSON lists the same members.
    const { data } = (await (await client.get(`/api/interview/${interview.id}/report?report_id=${report.id}`)).json()) as {
      data: { insights_data: Insights };
    };
    expect(data.insights_data.blocks[0]!.subtopics.map((t) => t.dialog_ids)).toEqual(experience!.subtopics.map((t) => t.dialog_ids));
    expect(data.insights_data.key_topics.map((t) => t.dialog_ids)).toEqual(insights.key_topics.map((t) => t.dialog_ids));

    // The page shows the topics with coverage and links each quote to its place in the transcript.
    const html = await (await client.get(`/interview/setup/${interview.id}/analysis/ai?report=${report.id}`)).text();
    const text = textOf(html);
    expect(text).toContain('Coding Blocks Analysis');
    expect(text).toContain(delivery.topic);
    expect(text).toContain(`${delivery.dialog_count} of 6 dialogs`);
    expect(html).toContain(
      quoteHref(interview.id, {
        dialogId: delivery.citations[0]!.dialog_id,
        messageId: delivery.citations[0]!.message_id,
        start: delivery.citations[0]!.start,
        end: delivery.citations[0]!.end,
      }).replace(/&/g, '&amp;'),
    );
  });

  test('the summaries state counts of members only: every "N of M" lists its N dialogs, a point of one respondent says so', async () => {
    const { client, interview, report } = await fixtureInterview();
    const insights = await runInsights(client, interview.id, report.id);
    const topics = [...insights.blocks.flatMap((b) => b.subtopics), ...insights.key_topics];
    const sameMembers = (ids: readonly string[]) => topics.some((t) => [...t.dialog_ids!].sort().join() === [...ids].sort().join());
    type Point = { text: string; dialog_ids: string[] | null; citations: { dialog_id: string }[] };
    const check = (point: Point) => {
      // "4 of 6 dialogs", or a key theme's count as the review states it: "4 dialogs, … (of 6 analysed)".
      const count = /(\d+) of (\d+) dialogs/.exec(point.text) ?? /(\d+) dialogs?, [^()]*\(of (\d+) analysed\)/.exec(point.text);
      expect(point.dialog_ids, point.text).not.toBeNull();
      if (count) expect(point.dialog_ids!.length, point.text).toBe(Number(count[1]));
      else expect(point.text, 'a point without a count is one respondent’s').toMatch(/one respondent/);
      if (!count) expect(point.dialog_ids).toHaveLength(1);
      expect(sameMembers(point.dialog_ids!), point.text).toBe(true);
      expect(
        point.citations.every((c) => point.dialog_ids!.includes(c.dialog_id)),
        point.text,
      ).toBe(true);
    };
    const question = await client.postJson('/api/generate-question-insights-summary', { report_id: report.id, model: 'builtin' });
    expect(question.status, JSON.stringify(question.json)).toBe(200);
    const data = question.json!.question_insights_data as { insights: Record<string, { points: Point[] }> };
    const points = Object.values(data.insights).flatMap((s) => s.points);
    expect(points.length).toBeGreaterThan(0);
    points.forEach(check);
    expect(points.some((p) => /\d+ of 6 dialogs|\(of 6 analysed\)/.test(p.text))).toBe(true);
    // Nothing is said "like" one respondent's sentence on behalf of many.
    expect(points.some((p) => /said something like/.test(p.text))).toBe(false);

    const business = await client.postJson('/api/generate-business-insights-summary', { report_id: report.id, model: 'builtin' });
    expect(business.status).toBe(200);
    const summary = business.json!.summary_data as { points: Point[] };
    expect(summary.points.length).toBeGreaterThan(0);
    summary.points.forEach(check);

    const executive = await client.postJson('/api/executive-summary', { codingInsights: '', reportId: report.id });
    const exec = executive.json!.summary as { points: (Point & { citation: { dialog_id: string } })[] };
    for (const point of exec.points) check({ ...point, citations: [point.citation] });
  });

  test('a rejected citation is hidden from the insights but kept, and the topic shows the agreement', async () => {
    const { user, client, interview, report } = await fixtureInterview();
    const insights = await runInsights(client, interview.id, report.id);
    const shown = insights.coding_insights[0]!.quote!;
    voteOnCitation(report.id, shown.id, user.id, 'rejected');
    const after = (await (await client.get(`/api/interview/${interview.id}/do-insights?report_id=${report.id}`)).json()) as {
      insights: Insights;
    };
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
    const response = await client.post(`/interview/setup/${interview.id}/analysis/ai?index&report=${report.id}`, {
      intent: 'topics-update',
      model: 'builtin',
    });
    expect(response.status).toBe(302);
    await whenIdle();
    expect(textOf(await (await client.get(page)).text())).toMatch(/Mentioned in \d of 6 dialogs/);

    const { status, json } = await client.postJson('/api/executive-summary', { codingInsights: 'anything', reportId: report.id });
    expect(status, JSON.stringify(json)).toBe(200);
    const summary = json!.summary as {
      extractive: boolean;
      model_used: string;
      points: { text: string; citation: { text: string; message_id: string; start: number; end: number } }[];
    };
    expect(summary.extractive).toBe(true);
    expect(summary.model_used).toBe('builtin');
    expect(summary.points.length).toBeGreaterThan(0);
    for (const point of summary.points) {
      expect(point.text).toMatch(
        /: (\d of 6 dialogs|one respondent|\d dialogs?, suggested by the built-in engine, not reviewed \(of 6 analysed\)), under “/,
      );
      expect(messageText(point.citation.message_id).slice(point.citation.start, point.citation.end)).toBe(point.citation.text);
    }
    const text = textOf(await (await client.get(page)).text());
    expect(text).toContain('Extractive summary');
    expect(text).toContain(summary.points[0]!.text);
  });

  test('the spec’s messages: no report selected, and nothing to analyse', async () => {
    const { user, client, interview } = await fixtureInterview();
    expect(await client.postJson(`/api/interview/${interview.id}/do-insights`, { interviewId: interview.id })).toEqual({
      status: 400,
      json: { error: 'No report selected. Cannot retry analysis.' },
    });
    expect(await client.postJson('/api/executive-summary', { codingInsights: [] })).toEqual({
      status: 400,
      json: { error: 'No report selected. Cannot generate summary.' },
    });
    const empty = await createPublishedInterview({ questions: TOPICS_QUESTIONS }, user);
    const emptyReport = createReport(empty.interview.id, 'Empty');
    expect(await client.postJson(`/api/interview/${empty.interview.id}/do-insights`, { reportId: emptyReport.id })).toEqual({
      status: 400,
      json: { error: 'No responses or dialogs found for analysis' },
    });
    const page = `/interview/setup/${empty.interview.id}/analysis/ai?index&report=${emptyReport.id}`;
    const response = await client.post(page, { intent: 'topics-update', model: 'builtin' });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('No responses or dialogs found for analysis');
  });

  test('another researcher gets 404 from every route and form of the topics', async () => {
    const { interview, report } = await fixtureInterview();
    const { client: other } = await signedInResearcher(server, 'other');
    expect(
      (await other.postJson(`/api/interview/${interview.id}/do-insights`, { interviewId: interview.id, reportId: report.id })).status,
    ).toBe(404);
    expect((await other.get(`/api/interview/${interview.id}/do-insights?report_id=${report.id}`)).status).toBe(404);
    expect((await other.postJson('/api/executive-summary', { codingInsights: '', reportId: report.id })).status).toBe(404);
    expect(
      (
        await other.post(`/interview/setup/${interview.id}/analysis/ai?index&report=${report.id}`, {
          intent: 'topics-update',
          model: 'builtin',
        })
      ).status,
    ).toBe(404);
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
    expect(topic.description).toBe('Everything the respondents said for this block.');
    expect(topic.insights).toMatch(/^Mentioned in 5 of 6 dialogs/);
    expect(topic.dialog_count).toBe(5);
    expect(topic.dialog_ids).toHaveLength(5);
    topic.citations.forEach(expectVerbatim);
    expect(topic.citations.some((c) => c.text.includes('purple dragons'))).toBe(false);
    // The prompts carry the answers with their message ids, each between the respondent tags, never other dialogs.
    const map = fake.chatRequests().find((body) => body.tools?.[0]?.function.name === 'dialog_codes')!;
    expect(JSON.stringify(map.messages)).toMatch(/\[m1\]\\n<respondent>\\n/);

    // The executive summary is written by the run's model; its point rests on a verified quote.
    const { status, json } = await client.postJson('/api/executive-summary', { codingInsights: {}, reportId: report.id });
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
    expect(page).toContain(
      `${expected.omitted} items dropped from the model’s answers (over a limit or unusable) · ${expected.trimmed} texts trimmed to length`,
    );
  });

  test('Stop ends a run without writing: the previous results stay', async () => {
    const { client, interview, report } = await fixtureInterview();
    await runInsights(client, interview.id, report.id);
    fake.latencyMs = 2_000;
    fake.onChat((body) => fakeTopicsReply(body));
    const started = await client.postJson(`/api/interview/${interview.id}/do-insights`, {
      reportId: report.id,
      model: 'groq',
      refresh: true,
    });
    expect(started.json!.status).toBe('pending');
    await expect.poll(() => fake.chatRequests().length).toBeGreaterThan(0);
    expect(
      (await client.post(`/interview/setup/${interview.id}/analysis/ai?index&report=${report.id}`, { intent: 'topics-stop' })).status,
    ).toBe(302);
    await whenIdle();
    const after = (await (await client.get(`/api/interview/${interview.id}/do-insights?report_id=${report.id}`)).json()) as {
      status: string;
      insights: Insights;
    };
    expect(after.status).toBe('cancelled');
    expect(after.insights.model_used).toBe('builtin');
  });
});
