import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { getDb, schema } from '@db/index';
import { createReport } from '~/features/analysis/reports/reports.server';

import { seedDialog } from '../support/dialog-seeds';
import { createPublishedInterview, signedInResearcher } from '../support/factories';
import { textOf } from '../support/html';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const QUESTIONS = [
  { id: 'q1', title: 'Habits', description: 'How do you buy coffee?' },
  { id: 'q2', title: 'Reasons', description: 'Why there?' },
  { id: 'q3', title: 'Wishes', description: 'What would be better?' },
];
const T0 = Date.UTC(2026, 0, 5, 9, 0);

function dialogAt(
  interviewId: string,
  question: number,
  covered: string[],
  answers: string[],
  completed: boolean,
  extra: { isGenerated?: boolean } = {},
) {
  const messages = answers.flatMap((a) => [
    { content: 'Question?', role: 'assistant' as const },
    { content: a, role: 'user' as const },
  ]);
  // Messages are a minute apart: the first answer at +2 min, the dialog closed 10 minutes after it.
  const dialog = seedDialog(interviewId, { createdAt: T0, messages, completedAt: completed ? T0 + 12 * 60_000 : null, ...extra });
  getDb()
    .update(schema.dialogs)
    .set({ state: { question, followUps: 0, covered, closed: completed, turns: answers.length } })
    .where(eq(schema.dialogs.id, dialog.id))
    .run();
  return dialog;
}

describe('the Overview sub-tab', () => {
  test('counts, completion, medians, drop-off, coverage; then the score histogram and the sample’s inclusion', async () => {
    const { user, client } = await signedInResearcher(server);
    const { interview } = await createPublishedInterview({ questions: QUESTIONS }, user);
    const a = dialogAt(interview.id, 3, ['q1', 'q2', 'q3'], ['one two three four', 'five six seven eight nine ten'], true);
    const b = dialogAt(interview.id, 3, ['q1', 'q2', 'q3'], ['alpha beta', 'gamma delta epsilon zeta'], true);
    const c = dialogAt(interview.id, 1, ['q1'], ['just one answer here'], false);
    dialogAt(interview.id, 0, [], ['hi'], false);
    dialogAt(interview.id, 2, ['q1', 'q2'], ['simulated answer words'], false, { isGenerated: true });
    const report = createReport(interview.id, 'Wave');
    const url = `/interview/setup/${interview.id}/analysis/overview?report=${report.id}`;

    let text = textOf(await (await client.get(url)).text());
    expect(text).toContain('Dialogs in this report 4 real participants only');
    expect(text).toContain('Completion rate 50 % 2 completed · 2 in progress');
    // Answer lengths 4, 6, 2, 4, 4, 1 words: median 4.
    expect(text).toContain('Median answer length 4 words');
    expect(text).toContain('Median duration 10 min');
    expect(text).toContain('The interview has 4 real participants and 1 AI respondent; simulated dialogs are left out of this report.');
    expect(text).toContain('Where unfinished dialogs stopped 1. Habits 1 2. Reasons 1 3. Wishes 0');
    expect(text).toContain('Coverage per question 1. Habits 3 (75 %) 2. Reasons 2 (50 %) 3. Wishes 2 (50 %)');
    expect(text).toContain('No sample yet. Score the dialogs');

    const score = (dialogId: string, value: number, manualIncluded: boolean | null = null) =>
      getDb().insert(schema.sampleScores).values({ reportId: report.id, dialogId, status: 'scored', score: value, manualIncluded }).run();
    score(a.id, 8.5);
    score(b.id, 3);
    score(c.id, 6.4);
    text = textOf(await (await client.get(url)).text());
    // The sample keeps a and c (the fourth dialog is not scored yet, so it is left out).
    expect(text).toContain('Dialogs in this report 2 included by the sample');
    expect(text).toContain('3 dialogs scored; 2 included at threshold 6.');
    const html = await (await client.get(url)).text();
    expect(html).toMatch(
      /role="img" aria-label="Quality scores of the scored dialogs: 0 to 1: 0; 1 to 2: 0; 2 to 3: 0; 3 to 4: 1; [^"]*6 to 7: 1; 7 to 8: 0; 8 to 9: 1; 9 to 10: 0\. Threshold 6\."/,
    );
  });

  test('an interview without answers says how to get some', async () => {
    const { user, client } = await signedInResearcher(server);
    const { interview } = await createPublishedInterview({ questions: QUESTIONS }, user);
    seedDialog(interview.id, { messages: ['Hello'] });
    const text = textOf(await (await client.get(`/interview/setup/${interview.id}/analysis/overview`)).text());
    expect(text).toContain('No dialogs to analyse yet');
  });
});
