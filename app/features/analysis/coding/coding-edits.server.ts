/** The researcher's changes to coding results: an edited answer (the AI's original kept), and citation votes by text. */
import { and, eq } from 'drizzle-orm';

import { getDb, schema } from '@db/index';
import { NotFound } from '~/lib/errors';

import { citationsOf, voteOnCitation } from '../citations/citations.server';
import type { Report } from '../reports/reports.server';
import { recordAnswerDecision, saveAnswerEdit } from './answer-edits.server';

const { dialogAnswers, codingTopics } = schema;

/**
 * Replaces the shown answer of a dialog to a block with the researcher's text. The edit is kept apart from the AI's
 * answers (a later run shows it again); the AI's answer stays in original_answer, and the answer is marked edited.
 */
export function updateAnswer(report: Pick<Report, 'id'>, userId: string, input: { dialogId: string; blockId: string; newAnswer: string }) {
  const key = { reportId: report.id, dialogId: input.dialogId, blockId: input.blockId };
  const updated = getDb().transaction((tx) => {
    const row = tx
      .select()
      .from(dialogAnswers)
      .where(
        and(eq(dialogAnswers.reportId, report.id), eq(dialogAnswers.dialogId, input.dialogId), eq(dialogAnswers.blockId, input.blockId)),
      )
      .get();
    if (!row) throw new NotFound('Answer not found');
    const originalAnswer = row.originalAnswer ?? row.answer;
    const editedAt = new Date();
    saveAnswerEdit(tx, key, { answer: input.newAnswer, aiAnswer: originalAnswer, userId, editedAt });
    return tx
      .update(dialogAnswers)
      .set({ answer: input.newAnswer, originalAnswer, editedAt, editedBy: userId, status: 'success', error: null })
      .where(eq(dialogAnswers.id, row.id))
      .returning()
      .get()!;
  });
  recordAnswerDecision(userId, key, 'edited');
  return updated;
}

const flat = (text: string) =>
  text
    .normalize('NFKC')
    .replace(/[“”«»"]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/**
 * The citation-active call: the citation of a dialog's topic named by its text; active true accepts it, false
 * rejects it (any value but accepted marks it inactive).
 */
export function setCitationActive(
  report: Pick<Report, 'id'>,
  userId: string,
  input: { dialogId: string; topic: string; citation: string; active: boolean },
): string {
  const topics = getDb()
    .select({ id: codingTopics.id, topic: codingTopics.topic })
    .from(codingTopics)
    .where(and(eq(codingTopics.reportId, report.id), eq(codingTopics.dialogId, input.dialogId)))
    .all()
    .filter((t) => flat(t.topic) === flat(input.topic));
  if (topics.length === 0) throw new NotFound('Topic not found');
  const wanted = flat(input.citation);
  const candidates = [
    ...citationsOf(
      'topicId',
      topics.map((t) => t.id),
      userId,
    ).values(),
  ].flat();
  const found =
    candidates.find((c) => flat(c.text) === wanted) ??
    candidates.find((c) => wanted.length > 0 && (flat(c.text).includes(wanted) || wanted.includes(flat(c.text))));
  if (!found) throw new NotFound('Citation not found');
  voteOnCitation(report.id, found.id, userId, input.active ? 'accepted' : 'rejected');
  return found.id;
}
