import { randomUUID } from 'node:crypto';

import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';

import { getDb, schema } from '@db/index';
import type { Interview } from '@db/schema';
import { builtinAnswer } from '~/features/analysis/chat/builtin-answer.server';
import { answersToQuestion, chatScope, scopeDirectory } from '~/features/analysis/chat/chat-scope.server';
import { respondentMessages } from '~/features/analysis/evidence/evidence.server';
import { exportData } from '~/features/analysis/exports/export-data.server';
import { reportWorkbook } from '~/features/analysis/exports/workbook.server';
import { dialogMessages } from '~/features/analysis/sample/sample.server';
import { recordOffer, recordVerdict } from '~/features/member-check/member-checks.server';

import { seedPublishedStudy } from '../../../../tests/support/dialog-seeds';
import { workbookRows } from '../../../../tests/support/export-files';
import { createResearcher } from '../../../../tests/support/factories';
import { createReport, type Report } from './reports.server';

// A dialog of the dentist study that reaches the member check, where the respondent corrects the point on question 2.
const QUESTIONS = [
  { id: 'move', title: 'The move', description: 'Tell me about your move to a new city.' },
  { id: 'choice', title: 'Choosing a dentist', description: 'How did you choose your current dentist?' },
  { id: 'visit', title: 'The first visit', description: 'How did your first visit go?' },
];
const SUMMARY =
  'Here is what I heard. The move: “I moved from Leeds to Bristol”. Choosing a dentist: “google”. The first visit: “they kept upselling whitening”. Did I get that right?';
const CORRECTION = 'Actually not google: my neighbour recommended the practice on Gloucester Road.';

let interview: Interview;
let report: Report;
let userId: string;
let dialogId: string;
let correctionId: string;

beforeAll(async () => {
  const user = await createResearcher();
  userId = user.id;
  const study = seedPublishedStudy(
    user.id,
    { goal: 'How adults who moved to a new city chose a new dentist', questions: QUESTIONS },
    [
      [
        { role: 'assistant', content: 'Tell me about your move to a new city.', questionIndex: 0 },
        { role: 'user', content: 'I moved from Leeds to Bristol two years ago.' },
        { role: 'assistant', content: 'How did you choose your current dentist?', questionIndex: 1 },
        { role: 'user', content: 'Yes. google. dunno.' },
        { role: 'assistant', content: 'How did your first visit go?', questionIndex: 2 },
        { role: 'user', content: 'They kept upselling whitening, which put me off.' },
        { role: 'assistant', content: SUMMARY, questionIndex: null },
        { role: 'user', content: CORRECTION },
        { role: 'assistant', content: 'Thank you for putting that right.', questionIndex: null },
      ],
    ],
    { startedAgo: 3_600_000, lasting: 600_000 },
  );
  dialogId = study.dialogs[0]!.id;
  interview = getDb().select().from(schema.interviews).where(eq(schema.interviews.id, study.id)).get()!;
  const stored = getDb()
    .select()
    .from(schema.messages)
    .where(eq(schema.messages.dialogId, dialogId))
    .orderBy(asc(schema.messages.createdAt))
    .all();
  const offer = stored.find((m) => m.content === SUMMARY)!;
  correctionId = stored.find((m) => m.content === CORRECTION)!.id;
  const points = QUESTIONS.map((q, i) => ({ text: q.title, questionIndex: i, messageIds: [stored[i * 2 + 1]!.id] }));
  recordOffer(getDb(), { dialogId, points, offerMessageId: offer.id, engine: 'builtin', droppedPoints: 0, provenance: null as never });
  recordVerdict(getDb(), dialogId, {
    verdict: 'corrected',
    correctionMessageId: correctionId,
    correctedPoints: [...points, { text: CORRECTION, questionIndex: 1, messageIds: [correctionId], corrects: [1] }],
  });
  report = createReport(interview.id, 'Wave 1');
});

describe('a correction at the member check, in every reader of the analysis', () => {
  test('the analysis input reads it as no answer', () => {
    const said = respondentMessages(interview, [dialogId]).get(dialogId)!;
    expect(said.map((m) => m.question)).toEqual([0, 1, 2]);
    expect(said.map((m) => m.id)).not.toContain(correctionId);
  });

  test('the analytics chat lists it among no question’s answers', () => {
    const scope = chatScope(interview, report);
    for (const index of [0, 1, 2]) expect(answersToQuestion(scope, index).map((a) => a.text)).not.toContain(CORRECTION);
    expect(answersToQuestion(scope, 2).map((a) => a.text)).toEqual(['They kept upselling whitening, which put me off.']);
  });

  test('the analytics chat names its passage as the correction at the member check, not as an answer to a question', async () => {
    const scope = chatScope(interview, report);
    const blocks = await builtinAnswer(scope, scopeDirectory(scope), 'What do respondents say about the neighbour?');
    const lines = blocks.map((block) =>
      block.type === 'quote'
        ? `> ${block.quote.text}`
        : 'parts' in block
          ? block.parts.map((p) => ('text' in p ? p.text : p.label)).join('')
          : '',
    );
    const quote = lines.findIndex((line) => line.startsWith('> ') && line.includes('neighbour'));
    expect(quote, lines.join('\n')).toBeGreaterThan(0);
    expect(lines[quote - 1]).toBe('Correction at the member check');
  });

  test('the Excel export’s Quotes sheet names a quote of it as the correction, not as an answer to a question', async () => {
    const summaryId = randomUUID();
    getDb()
      .insert(schema.summaries)
      .values({
        id: summaryId,
        reportId: report.id,
        kind: 'executive',
        summary: 'A neighbour’s word counts.',
        model: 'builtin',
        generatedAt: new Date(),
      })
      .run();
    const start = CORRECTION.indexOf('my neighbour');
    getDb()
      .insert(schema.citations)
      .values({
        id: randomUUID(),
        reportId: report.id,
        summaryId,
        messageId: correctionId,
        dialogId,
        start,
        end: CORRECTION.length,
        verification: 'verbatim',
        similarity: 1,
      })
      .run();
    const bytes = new Uint8Array(await new Response(reportWorkbook(exportData(interview, report, userId))).arrayBuffer());
    const quotes = (await workbookRows(bytes)).get('Quotes')!;
    const header = quotes[0]!.map(String);
    const row = quotes.find((r) => String(r[header.indexOf('Quote')]).includes('neighbour'));
    expect(row, JSON.stringify(quotes)).toBeDefined();
    expect(row![header.indexOf('Question')]).toBe('Correction at the member check');
  });

  test('the sample’s scorer reads it as no answer', () => {
    const read = dialogMessages(QUESTIONS, [dialogId]).get(dialogId)!;
    expect(read.filter((m) => m.role === 'user').map((m) => m.content)).not.toContain(CORRECTION);
    expect(read.filter((m) => m.role === 'user')).toHaveLength(3);
  });
});
