import { eq, inArray } from 'drizzle-orm';

import { getDb, schema } from '@db/index';
import type { Interview } from '@db/schema';
import type { Dialog } from '~/features/dialogs/dialogs.server';

import type { RespondentVerdict } from './respondent-view';
import type { CapturedViews, PreferredMode } from './verdict-scale';

export type { RespondentVerdict };

const { respondentVerdicts } = schema;

/** One tap of the verdict questions: an answer to either, or skipping both. */
export type VerdictAnswer = { capturedViews: CapturedViews } | { preferredMode: PreferredMode } | { skip: true };

/** Whether the respondent of this dialog is asked for their verdict now: the interview asks, and their interview has ended. */
export function asksVerdictOf(
  interview: Pick<Interview, 'asksVerdict'>,
  dialog: Pick<Dialog, 'completedAt' | 'isGenerated'> | undefined,
): boolean {
  return interview.asksVerdict && Boolean(dialog?.completedAt) && !dialog?.isGenerated;
}

export function verdictOf(dialogId: string): RespondentVerdict | null {
  const row = getDb().select().from(respondentVerdicts).where(eq(respondentVerdicts.dialogId, dialogId)).get();
  return row ? rowToVerdict(row) : null;
}

const rowToVerdict = (row: typeof respondentVerdicts.$inferSelect): RespondentVerdict => ({
  capturedViews: (row.capturedViews as CapturedViews | null) ?? null,
  preferredMode: row.preferredMode ?? null,
  isSkipped: row.isSkipped,
});

/** Stores one tap; an answer given again replaces the earlier one, and the other answer is kept. */
export function saveVerdictAnswer(dialogId: string, answer: VerdictAnswer): void {
  const set = 'skip' in answer ? { isSkipped: true } : answer;
  getDb()
    .insert(respondentVerdicts)
    .values({ dialogId, ...set, answeredAt: new Date() })
    .onConflictDoUpdate({ target: respondentVerdicts.dialogId, set: { ...set, answeredAt: new Date() } })
    .run();
}

/** The verdicts of these dialogs, by dialog id. */
export function verdictsOf(dialogIds: readonly string[]): Map<string, RespondentVerdict> {
  const found = new Map<string, RespondentVerdict>();
  for (let at = 0; at < dialogIds.length; at += 500) {
    const rows = getDb()
      .select()
      .from(respondentVerdicts)
      .where(inArray(respondentVerdicts.dialogId, dialogIds.slice(at, at + 500)))
      .all();
    for (const row of rows) found.set(row.dialogId, rowToVerdict(row));
  }
  return found;
}
