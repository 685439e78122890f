import { sql } from 'drizzle-orm';

import type { Db } from '@db/index';
import type { ScreenerAnswer } from '@db/schema';

import type { HeldPlaces } from './admission';

/**
 * How long an admitted dialog that has not completed keeps its place without any activity (its admission or a message).
 * After that it is abandoned: its place goes to the next respondent, though its respondent may still come back and
 * finish (docs/decisions/0021-recruitment-places.md).
 */
export const PLACE_HOLD_MS = 60 * 60_000;

/**
 * The places held on an interview: every admitted dialog that completed, or is in progress and was active within
 * PLACE_HOLD_MS. Read in the caller's transaction, so the count and the admission that follows are one step.
 */
export function heldPlaces(db: Pick<Db, 'all'>, interviewId: string, now = Date.now()): HeldPlaces {
  const cutoff = now - PLACE_HOLD_MS;
  const rows = db.all<{ answers: string }>(sql`
    select r.screener_answers as answers
    from dialog_recruitment r join dialogs d on d.id = r.dialog_id
    where r.interview_id = ${interviewId} and r.outcome = 'admitted'
      and (d.completed_at is not null
        or max(coalesce(r.admitted_at, 0), coalesce((select max(m.created_at) from messages m where m.dialog_id = r.dialog_id), 0)) >= ${cutoff})`);
  const byOption = new Map<string, number>();
  for (const row of rows) {
    for (const answer of JSON.parse(row.answers) as ScreenerAnswer[])
      byOption.set(answer.optionId, (byOption.get(answer.optionId) ?? 0) + 1);
  }
  return { total: rows.length, byOption };
}
