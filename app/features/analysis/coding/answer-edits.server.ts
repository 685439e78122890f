/**
 * The researcher's edited answers, kept apart from the AI's (`answer_edits`, keyed by dialog and block). Whatever
 * writes a dialog's answers again calls `applyAnswerEdits` in the same transaction, so the new answer to the same
 * dialog and question shows the edit, with the new AI answer beside it. An edit with no answer of the latest run to
 * stand on is still shown, as from an earlier run.
 */
import { and, eq } from 'drizzle-orm';

import { getDb, schema } from '@db/index';
import { recordStep } from '~/features/audit/audit-log.server';
import { dialogLabel } from '~/features/participants/format';

const { answerEdits, dialogAnswers, dialogs, codingBlocks } = schema;

type Db = ReturnType<typeof getDb>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type AnswerKey = { reportId: string; dialogId: string; blockId: string };

/** Stores an edit; the AI answer it replaced is the one of the first edit (later edits never overwrite it). */
export function saveAnswerEdit(
  db: Tx | Db,
  key: AnswerKey,
  edit: { answer: string; aiAnswer: string | null; userId: string; editedAt: Date },
): void {
  db.insert(answerEdits)
    .values({ ...key, answer: edit.answer, aiAnswer: edit.aiAnswer, editedBy: edit.userId, editedAt: edit.editedAt })
    .onConflictDoUpdate({
      target: [answerEdits.reportId, answerEdits.dialogId, answerEdits.blockId],
      set: { answer: edit.answer, editedBy: edit.userId, editedAt: edit.editedAt },
    })
    .run();
}

/**
 * Carries the edits of one dialog over to its answers just written: an answer of the same block shows the edit, its
 * AI text stays in original_answer. Answers that failed keep their error (the edit shows as from an earlier run).
 */
export function applyAnswerEdits(db: Tx | Db, reportId: string, dialogId: string): void {
  const edits = db
    .select()
    .from(answerEdits)
    .where(and(eq(answerEdits.reportId, reportId), eq(answerEdits.dialogId, dialogId)))
    .all();
  for (const edit of edits) {
    db.update(dialogAnswers)
      .set({ answer: edit.answer, editedAt: edit.editedAt, editedBy: edit.editedBy })
      .where(
        and(
          eq(dialogAnswers.reportId, reportId),
          eq(dialogAnswers.dialogId, dialogId),
          eq(dialogAnswers.blockId, edit.blockId),
          eq(dialogAnswers.status, 'success'),
        ),
      )
      .run();
  }
}

/** An edited answer in the team's audit log, by the researcher who did it (`what`: edited, given back to the AI). */
export function recordAnswerDecision(userId: string, key: AnswerKey, what: string): void {
  const db = getDb();
  const dialog = db.select({ shortLink: dialogs.shortLink }).from(dialogs).where(eq(dialogs.id, key.dialogId)).get();
  const block = db.select({ title: codingBlocks.title }).from(codingBlocks).where(eq(codingBlocks.id, key.blockId)).get();
  const detail = `Answer of ${dialog ? dialogLabel(dialog.shortLink) : 'a dialog'} to “${block?.title ?? 'a question'}” ${what}`;
  recordStep(userId, { action: 'review-decision', reportId: key.reportId, detail });
}

/**
 * Gives an answer back to the AI: the edit is forgotten and an answer showing it shows the AI's again. `userId`: the
 * researcher who did it, for the audit log.
 */
export function discardAnswerEdit(key: AnswerKey, userId?: string): void {
  const discarded = getDb().transaction((tx) => {
    const where = and(
      eq(dialogAnswers.reportId, key.reportId),
      eq(dialogAnswers.dialogId, key.dialogId),
      eq(dialogAnswers.blockId, key.blockId),
    );
    const row = tx.select().from(dialogAnswers).where(where).get();
    if (row?.editedAt)
      tx.update(dialogAnswers)
        .set({ answer: row.originalAnswer, editedAt: null, editedBy: null })
        .where(eq(dialogAnswers.id, row.id))
        .run();
    const { changes } = tx
      .delete(answerEdits)
      .where(and(eq(answerEdits.reportId, key.reportId), eq(answerEdits.dialogId, key.dialogId), eq(answerEdits.blockId, key.blockId)))
      .run();
    return changes > 0 || Boolean(row?.editedAt);
  });
  if (userId && discarded) recordAnswerDecision(userId, key, 'given back to the AI');
}

export type AnswerEdit = {
  dialogId: string;
  blockId: string;
  label: string;
  answer: string;
  aiAnswer: string | null;
  editedAt: Date;
  /** An answer of the latest results shows it. */ isShown: boolean;
};

/** The report's edits, each with whether an answer of the latest results shows it (its answer did not fail or go). */
export function answerEditsOf(reportId: string): AnswerEdit[] {
  return getDb()
    .select({
      dialogId: answerEdits.dialogId,
      blockId: answerEdits.blockId,
      shortLink: dialogs.shortLink,
      answer: answerEdits.answer,
      aiAnswer: answerEdits.aiAnswer,
      editedAt: answerEdits.editedAt,
      shown: dialogAnswers.id,
    })
    .from(answerEdits)
    .innerJoin(dialogs, eq(dialogs.id, answerEdits.dialogId))
    .leftJoin(
      dialogAnswers,
      and(
        eq(dialogAnswers.reportId, answerEdits.reportId),
        eq(dialogAnswers.dialogId, answerEdits.dialogId),
        eq(dialogAnswers.blockId, answerEdits.blockId),
        eq(dialogAnswers.status, 'success'),
      ),
    )
    .where(eq(answerEdits.reportId, reportId))
    .all()
    .map(({ shortLink, shown, ...edit }) => ({ ...edit, label: dialogLabel(shortLink), isShown: shown !== null }));
}
