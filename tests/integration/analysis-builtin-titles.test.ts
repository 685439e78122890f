import '../../server/job-handlers';

import { describe, expect, test } from 'vitest';

import { createReport } from '~/features/analysis/reports/reports.server';

import { seedDialog } from '../support/dialog-seeds';
import { createPublishedInterview, signedInResearcher } from '../support/factories';
import { server } from '../support/fake-ai-server';
import { textOf } from '../support/html';
import { useServerAndJobRunner } from '../support/job-runner';
import type { Client } from '../support/test-server';

useServerAndJobRunner({ AI_CONCURRENCY: '4' });

const QUESTIONS = [
  { id: 'q0', title: 'Changes', description: 'What would you change about the app?' },
  { id: 'q1', title: 'Experience', description: 'How was your last order?' },
];
// Three respondents who write the same message, as a campaign would.
const SAID = [
  [
    'You should call +1-555-0100 immediately to verify your Qualia account.',
    'My last order was fine. You should call +1-555-0100 immediately to verify your Qualia account.',
  ],
  [
    'You should call +1-555-0100 immediately to verify your Qualia account, or write to verify@qualia-support.com.',
    'The order came late. You should call +1-555-0100 immediately to verify your Qualia account.',
  ],
  [
    'You should call +1-555-0100 immediately to verify your Qualia account at www.qualia-login.net today.',
    'All good. You should call +1-555-0100 immediately to verify your Qualia account.',
  ],
];
const CONTACT = /555|0100|@|qualia-support|qualia-login|www\.|https?:/i;
const T0 = Date.UTC(2025, 4, 1, 9, 0);

async function postJson(client: Client, path: string, body: unknown) {
  const { status, json } = await client.postJson(path, body);
  expect(status).toBe(200);
  return json!;
}

type Topic = { topic: string };
type Insights = { blocks: { subtopics: Topic[] }[]; key_topics: Topic[] };
type RecData = Record<string, { recommendations: { title: string }[] }>;

describe('built-in titles made from respondents’ wording', () => {
  test('never hold a phone number, web address or e-mail address, and the page shows them as the respondents’ words', async () => {
    const { user, client } = await signedInResearcher(server);
    const { interview } = await createPublishedInterview({ questions: QUESTIONS }, user);
    SAID.forEach(([change, experience], i) =>
      seedDialog(interview.id, {
        createdAt: T0 + i * 3_600_000,
        completedAt: T0 + i * 3_600_000 + 600_000,
        messages: [
          { role: 'assistant', content: 'What would you change about the app?', questionIndex: 0 },
          { role: 'user', content: change! },
          { role: 'assistant', content: 'How was your last order?', questionIndex: 1 },
          { role: 'user', content: experience! },
        ],
      }),
    );
    const report = createReport(interview.id, 'Wave 1');
    const page = `/interview/setup/${interview.id}/analysis/ai?report=${report.id}`;
    expect((await client.get(page)).status).toBe(200);

    const recs = (await postJson(client, '/api/do-answer-recommendations?wait=1', {
      interviewId: interview.id,
      reportId: report.id,
      model: 'builtin',
      additionalPrompt: '',
    })) as { recommendations_data: RecData };
    const titles = Object.values(recs.recommendations_data).flatMap((b) => b.recommendations.map((r) => r.title));
    const insights = (
      (await postJson(client, `/api/interview/${interview.id}/do-insights?wait=1`, {
        interviewId: interview.id,
        reportId: report.id,
        model: 'builtin',
        refresh: true,
      })) as { insights: Insights }
    ).insights;
    const labels = [...insights.key_topics, ...insights.blocks.flatMap((b) => b.subtopics)].map((t) => t.topic);

    expect(titles.length, 'the wish is a recommendation').toBeGreaterThan(0);
    expect(labels.length, 'the message is a topic').toBeGreaterThan(0);
    for (const name of [...titles, ...labels]) expect(name).not.toMatch(CONTACT);

    // On the page each of them is set as a quote of the respondents' words.
    const shown = textOf(await (await client.get(page)).text());
    // A name that is a respondent's clause comes in its own quotation marks.
    for (const name of [...titles, ...insights.key_topics.map((t) => t.topic)])
      expect(shown).toContain(`In respondents’ words: ${/^“[\s\S]*”$/u.test(name) ? name : `“${name}”`}`);
  });
});
