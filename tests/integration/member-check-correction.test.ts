import '../../server/job-handlers';

import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';

import { getDb, schema } from '@db/index';
import { createReport } from '~/features/analysis/reports/reports.server';

import { postChat as chat } from '../support/chat';
import { messagesOf } from '../support/dialog-messages';
import { createPublishedInterview, signedInResearcher } from '../support/factories';
import { server } from '../support/fake-ai-server';
import { textOf } from '../support/html';
import { useServerAndJobRunner } from '../support/job-runner';
import { Client } from '../support/test-server';

useServerAndJobRunner({}, { concurrency: 1 });

// The dentist study of the issue: adults who moved to a new city and chose a new dentist.
const QUESTIONS = [
  { id: 'move', title: 'The move', description: 'Tell me about your move to a new city.' },
  { id: 'choice', title: 'Choosing a dentist', description: 'How did you choose your current dentist?' },
  { id: 'visit', title: 'The first visit', description: 'How did your first visit go?' },
];
const ANSWERS = [
  'I moved from Leeds to Bristol two years ago for a job at the children’s hospital.',
  'Yes. google. dunno.',
  'They kept upselling whitening at every appointment, which put me off the practice.',
];
const CORRECTION = 'Actually not google: my neighbour recommended the practice on Gloucester Road.';

const visible = (html: string) => textOf(html.replace(/<script[\s\S]*?<\/script>/g, ''));

/** Answers the guide as written, saying "That's all." to any follow-up, until the summary is read back. */
async function reachTheSummary(visitor: Client, interviewId: string) {
  let reply = await chat(visitor, { interviewId, userMessage: 'Hello, happy to help', clientId: 'c0' });
  const dialogId = reply.json.dialogId as string;
  let turn = 0;
  const next = [...ANSWERS];
  while (!reply.json.awaitsMemberCheck && turn < 12) {
    const asked = messagesOf(dialogId).at(-1)!;
    // A guide question not yet answered gets its scripted answer; a follow-up gets nothing more.
    const answer = asked.questionIndex !== null && next.length > 3 - asked.questionIndex - 1 ? next.shift()! : 'That’s all.';
    reply = await chat(visitor, { dialogId, userMessage: answer, clientId: `c${++turn}` });
    expect(reply.status).toBe(200);
  }
  expect(reply.json.awaitsMemberCheck).toBe(true);
  return { dialogId, summary: reply.json.response as string };
}

describe('a correction at the member check', () => {
  test('is stored as a correction of the point it corrects, never as an answer to a question, and shown once under that question', async () => {
    const { user, client } = await signedInResearcher(server);
    const { interview } = await createPublishedInterview(
      { goal: 'How adults who moved to a new city chose a new dentist', questions: QUESTIONS, kMessages: 1, asksMemberCheck: true },
      user,
    );
    const visitor = new Client(server.url, '203.0.113.77');
    const { dialogId, summary } = await reachTheSummary(visitor, interview.id);
    // The terse answer is read back by what it gives, in the respondent's own words.
    expect(summary).toContain('Choosing a dentist: “google”');

    const corrected = await chat(visitor, { dialogId, userMessage: CORRECTION, clientId: 'correction' });
    expect(corrected.status).toBe(200);
    expect(corrected.json.isLastMessage).toBe(true);
    const correction = messagesOf(dialogId).find((m) => m.content === CORRECTION)!;

    // Stored as what it is: the correction of the point on question 2, the others kept as they were.
    const check = getDb().select().from(schema.memberChecks).where(eq(schema.memberChecks.dialogId, dialogId)).get()!;
    expect(check.verdict).toBe('corrected');
    expect(check.correctionMessageId).toBe(correction.id);
    const correctionPoints = check.correctedPoints!.filter((p) => p.messageIds.includes(correction.id));
    expect(correctionPoints).toHaveLength(1);
    expect(correctionPoints[0], JSON.stringify(check.correctedPoints)).toMatchObject({ corrects: [1] });
    expect(check.correctedPoints!.filter((p) => p.questionIndex === 1 && !p.messageIds.includes(correction.id))).toEqual([]);
    expect(check.correctedPoints!.map((p) => p.questionIndex)).toEqual([0, 1, 2]);

    // The dialog's member check names the point it corrects.
    const transcript = visible(await (await client.get(`/interview/setup/${interview.id}/participants/${dialogId}`)).text());
    expect(transcript).toContain(`The respondent’s correction ${CORRECTION} Corrects the point on Choosing a dentist.`);

    // The built-in analysis: the correction is no answer to question 2 (nor any), and no topic quotes it.
    const report = createReport(interview.id, 'Wave 1');
    const run = await client.request('/api/do-answer-analysis?wait=1', {
      method: 'POST',
      body: JSON.stringify({ interviewId: interview.id, reportId: report.id, model: 'builtin' }),
      headers: { 'Content-Type': 'application/json', Origin: client.baseUrl },
    });
    expect(run.status).toBe(200);
    const answers = getDb().select().from(schema.dialogAnswers).where(eq(schema.dialogAnswers.reportId, report.id)).all();
    expect(answers.length).toBeGreaterThan(0);
    for (const answer of answers) {
      expect(answer.answer ?? '').not.toContain('neighbour');
      expect(answer.answer ?? '').not.toContain('Gloucester');
    }
    const topics = getDb().select().from(schema.codingTopics).where(eq(schema.codingTopics.reportId, report.id)).all();
    expect(JSON.stringify(topics)).not.toMatch(/neighbour|Gloucester/u);
    const citations = getDb().select().from(schema.citations).where(eq(schema.citations.reportId, report.id)).all();
    expect(citations.filter((c) => c.messageId === correction.id)).toEqual([]);

    // Individual Answers: the correction once, under the question whose point it corrects.
    const page = visible(await (await client.get(`/interview/setup/${interview.id}/analysis/ai?report=${report.id}`)).text());
    const start = page.lastIndexOf('Individual Answers', page.indexOf('▶ The move'));
    const answersSection = page.slice(start, page.indexOf('How this was made', start));
    const byQuestion = answersSection.split('▶ ').slice(1);
    expect(byQuestion.map((part) => part.slice(0, part.indexOf(' 1 answer')))).toEqual(QUESTIONS.map((q) => q.title));
    expect(byQuestion.map((part) => part.split('Correction at the member check').length - 1)).toEqual([0, 1, 0]);
    expect(byQuestion[1]).toContain(`Correction at the member check ${CORRECTION}`);
  });
});
