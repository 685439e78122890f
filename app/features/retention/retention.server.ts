import { and, asc, eq, isNotNull, lt, sql } from 'drizzle-orm';

import { getDb, schema } from '@db/index';
import type { Interview } from '@db/schema';

const { dialogs, interviews } = schema;

export const DAY_MS = 24 * 60 * 60 * 1000;
/** How often the retention sweep looks for dialogs past their interview's period. */
export const RETENTION_SWEEP_EVERY_MS = 10 * 60 * 1000;
/** Dialogs one sweep deletes at most, so one sweep never holds the database for long; the next takes the rest. */
export const RETENTION_BATCH = 200;

/** Only people's dialogs are kept for a period: the owner's previews and AI respondents hold no one's answers. */
const respondentsDialog = and(eq(dialogs.isPreview, false), eq(dialogs.isGenerated, false));

/**
 * When the retention period will next delete a dialog of the interview: the oldest respondent's dialog's start plus
 * the period (a time already past means the next sweep, within RETENTION_SWEEP_EVERY_MS). Null when the interview keeps
 * dialogs until deleted, or has none.
 */
export function nextRetentionDeletion(interview: Pick<Interview, 'id' | 'retentionDays'>): Date | null {
  if (!interview.retentionDays) return null;
  const oldest = getDb()
    .select({ createdAt: dialogs.createdAt })
    .from(dialogs)
    .where(and(eq(dialogs.interviewId, interview.id), respondentsDialog))
    .orderBy(asc(dialogs.createdAt))
    .limit(1)
    .get();
  return oldest ? new Date(oldest.createdAt.getTime() + interview.retentionDays * DAY_MS) : null;
}

/** Respondents' dialogs older than their interview's retention period at `now`, oldest first, at most `limit`. */
export function dialogsPastRetention(now: Date, limit = RETENTION_BATCH): { id: string; interviewId: string }[] {
  return getDb()
    .select({ id: dialogs.id, interviewId: dialogs.interviewId })
    .from(dialogs)
    .innerJoin(interviews, eq(interviews.id, dialogs.interviewId))
    .where(
      and(
        isNotNull(interviews.retentionDays),
        respondentsDialog,
        lt(dialogs.createdAt, sql`${now.getTime()} - ${interviews.retentionDays} * ${DAY_MS}`),
      ),
    )
    .orderBy(asc(dialogs.createdAt))
    .limit(limit)
    .all();
}
