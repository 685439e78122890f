import { and, count, eq, inArray } from 'drizzle-orm';

import { getDb, schema } from '@db/index';

const { dialogConsents } = schema;

export type DialogConsent = typeof dialogConsents.$inferSelect;

/**
 * Records a respondent's answer to the consent screen. The first answer stands, like a screener's: a second post, or
 * "I agree" after "I do not agree" (the panel was already sent its screen-out), changes nothing. Returns what is stored.
 */
export function recordConsent(input: Omit<DialogConsent, 'decidedAt'> & { decidedAt?: Date }): DialogConsent {
  const db = getDb();
  db.insert(dialogConsents)
    .values({ ...input, decidedAt: input.decidedAt ?? new Date() })
    .onConflictDoNothing()
    .run();
  return db.select().from(dialogConsents).where(eq(dialogConsents.dialogId, input.dialogId)).get()!;
}

export function consentOf(dialogId: string): DialogConsent | undefined {
  return getDb().select().from(dialogConsents).where(eq(dialogConsents.dialogId, dialogId)).get();
}

/** The consent of each dialog that has one, for the participants list, transcripts and exports. */
export function consentsOf(dialogIds: readonly string[]): Map<string, DialogConsent> {
  const found = new Map<string, DialogConsent>();
  const db = getDb();
  // Chunks keep each statement under SQLite's limit of bound parameters.
  for (let i = 0; i < dialogIds.length; i += 500) {
    const rows = db
      .select()
      .from(dialogConsents)
      .where(inArray(dialogConsents.dialogId, dialogIds.slice(i, i + 500)))
      .all();
    for (const row of rows) found.set(row.dialogId, row);
  }
  return found;
}

/** How many respondents of the interview agreed under each AI named, most first. */
export function agreementsByAi(interviewId: string): { ai: string; count: number }[] {
  return getDb()
    .select({ ai: dialogConsents.ai, count: count() })
    .from(dialogConsents)
    .where(and(eq(dialogConsents.interviewId, interviewId), eq(dialogConsents.decision, 'agreed')))
    .groupBy(dialogConsents.ai)
    .all()
    .sort((a, b) => b.count - a.count);
}
