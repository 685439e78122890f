import { inArray } from 'drizzle-orm';
import { getDb, schema } from '@db/index';
import type { ScreenerAnswer } from '@db/schema';

const { dialogRecruitment } = schema;

export type DialogRecruitment = typeof dialogRecruitment.$inferSelect;

/** What the panel link and the screener said of each dialog, for the participants list, transcripts and exports. */
export function recruitmentOf(dialogIds: readonly string[]): Map<string, DialogRecruitment> {
  const found = new Map<string, DialogRecruitment>();
  if (dialogIds.length === 0) return found;
  const db = getDb();
  // Chunks keep each statement under SQLite's limit of bound parameters.
  for (let i = 0; i < dialogIds.length; i += 500) {
    const rows = db
      .select()
      .from(dialogRecruitment)
      .where(inArray(dialogRecruitment.dialogId, dialogIds.slice(i, i + 500)))
      .all();
    for (const row of rows) found.set(row.dialogId, row);
  }
  return found;
}

/** Records the variables captured from a dialog's first page (values already bounded by `captureLinkVariables`). */
export function recordLinkVariables(input: {
  dialogId: string;
  interviewId: string;
  variables: Record<string, string>;
  personKey: string | null;
  screenerAnswers?: ScreenerAnswer[];
  outcome?: DialogRecruitment['outcome'];
}): void {
  getDb()
    .insert(dialogRecruitment)
    .values({
      dialogId: input.dialogId,
      interviewId: input.interviewId,
      variables: input.variables,
      personKey: input.personKey,
      screenerAnswers: input.screenerAnswers ?? [],
      outcome: input.outcome ?? 'screening',
      admittedAt: input.outcome === 'admitted' ? new Date() : null,
    })
    .run();
}
