import { and, eq, inArray, sql } from 'drizzle-orm';

import { getDb, schema } from '@db/index';
import { perConnection } from '@db/per-connection';
import type { MemberCheckPoint, Provenance } from '@db/schema';
import type { MadeBy } from '~/ai/provenance';
import { madeByOf } from '~/ai/provenance.server';

import { correctedQuestions } from './correction-targets';
import type { MemberCheckOutcome } from './format';

export type { MemberCheckOutcome };

const { memberChecks, messages } = schema;

export type MemberCheck = typeof memberChecks.$inferSelect;

type Db = Pick<ReturnType<typeof getDb>, 'insert' | 'update' | 'select'>;

// Asked on every chat turn (is a summary waiting for its verdict?): prepared once per connection.
const memberCheckQuery = perConnection((db) =>
  db
    .select()
    .from(memberChecks)
    .where(eq(memberChecks.dialogId, sql.placeholder('dialogId')))
    .prepare(),
);

export function memberCheckOf(dialogId: string): MemberCheck | undefined {
  return memberCheckQuery().get({ dialogId });
}

/** The summary offered to the respondent, waiting for their verdict. */
export function recordOffer(
  db: Db,
  offer: {
    dialogId: string;
    points: MemberCheckPoint[];
    offerMessageId: string;
    engine: string;
    droppedPoints: number;
    provenance: Provenance;
  },
): void {
  db.insert(memberChecks)
    .values({ ...offer, verdict: 'pending', offeredAt: new Date() })
    .run();
}

export type VerdictRecord =
  | { verdict: 'confirmed' | 'skipped'; answerClientId?: string | null }
  | { verdict: 'corrected'; correctionMessageId: string; correctedPoints: MemberCheckPoint[] };

/** The respondent's answer to the summary; only a summary still waiting for one takes it. */
export function recordVerdict(db: Db, dialogId: string, record: VerdictRecord): boolean {
  const result = db
    .update(memberChecks)
    .set({ ...record, answeredAt: new Date() })
    .where(and(eq(memberChecks.dialogId, dialogId), eq(memberChecks.verdict, 'pending')))
    .run();
  return result.changes > 0;
}

export const outcomeOf = (check: Pick<MemberCheck, 'verdict'> | undefined): MemberCheckOutcome => check?.verdict ?? 'not-reached';

/** A member check as the owner's screens and the exports show it, with the correction's words read from its message. */
export type MemberCheckRecord = {
  outcome: MemberCheckOutcome;
  offerMessageId: string | null;
  points: MemberCheckPoint[];
  correctedPoints: MemberCheckPoint[] | null;
  /** The correction in the respondent's words, with the guide questions whose points it corrects. */
  correction: Correction | null;
  engine: string;
  /** How the points were made (for a summary offered before this was recorded: its engine and time). */
  madeBy: MadeBy | null;
  droppedPoints: number;
  offeredAt: Date;
  answeredAt: Date | null;
};

/** The member checks of these dialogs, by dialog id (dialogs that never reached one are absent). */
export function memberChecksOf(dialogIds: readonly string[]): Map<string, MemberCheckRecord> {
  const found = new Map<string, MemberCheckRecord>();
  // SQLite allows a limited number of bound values per statement.
  for (let at = 0; at < dialogIds.length; at += 500) {
    const rows = getDb()
      .select({ check: memberChecks, correction: messages.content })
      .from(memberChecks)
      .leftJoin(messages, eq(messages.id, memberChecks.correctionMessageId))
      .where(inArray(memberChecks.dialogId, dialogIds.slice(at, at + 500)))
      .all();
    for (const { check, correction } of rows) found.set(check.dialogId, recordOf(check, correction));
  }
  return found;
}

function recordOf(check: MemberCheck, correction: string | null): MemberCheckRecord {
  return {
    outcome: check.verdict,
    offerMessageId: check.offerMessageId,
    points: check.points,
    correctedPoints: check.correctedPoints ?? null,
    correction:
      check.correctionMessageId && correction !== null
        ? {
            messageId: check.correctionMessageId,
            text: correction,
            questions: correctedQuestions(check.correctedPoints ?? null, check.correctionMessageId),
          }
        : null,
    engine: check.engine,
    madeBy: madeByOf({ provenance: check.provenance, model: check.engine, at: check.offeredAt }),
    droppedPoints: check.droppedPoints,
    offeredAt: check.offeredAt,
    answeredAt: check.answeredAt,
  };
}

export function memberCheckRecordOf(dialogId: string): MemberCheckRecord | null {
  return memberChecksOf([dialogId]).get(dialogId) ?? null;
}

/** A respondent's correction of their summary: their words, and the guide questions whose points it corrects. */
export type Correction = { messageId: string; text: string; questions: number[] };

/** The corrections respondents made to their summary, by dialog: shown beside the dialog's answers in the analysis. */
export function correctionsOf(dialogIds: readonly string[]): Record<string, Correction> {
  const corrections: Record<string, Correction> = {};
  for (const [dialogId, check] of memberChecksOf(dialogIds))
    if (check.outcome === 'corrected' && check.correction) corrections[dialogId] = check.correction;
  return corrections;
}

/**
 * The interviewer messages that read back a summary, of these dialogs: what the respondent says from there on answers
 * the summary (a verdict, a correction), not a guide question, and the analysis reads none of it as an answer.
 */
export function memberCheckOfferIds(dialogIds: readonly string[]): Set<string> {
  const found = new Set<string>();
  for (let at = 0; at < dialogIds.length; at += 500) {
    const rows = getDb()
      .select({ id: memberChecks.offerMessageId })
      .from(memberChecks)
      .where(inArray(memberChecks.dialogId, dialogIds.slice(at, at + 500)))
      .all();
    for (const { id } of rows) if (id) found.add(id);
  }
  return found;
}
