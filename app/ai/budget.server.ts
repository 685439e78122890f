import { and, count, eq, gte, notLike } from 'drizzle-orm';

import { getDb, schema } from '@db/index';

import { AiError } from './errors';

/** The interview has made as many AI calls today as its owner allows; calls resume at midnight UTC. */
export class AiBudgetExhausted extends AiError {
  constructor(readonly budget: number) {
    super(`The interview's daily budget of ${budget} AI calls is used up; calls resume at midnight UTC.`, { kind: 'budget' });
    this.name = 'AiBudgetExhausted';
  }
}

function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/**
 * Purposes of the owner's own analysis start with this. The budget guards against respondents (anyone with the
 * link) running up the bill; the researcher's analysis is theirs to spend and must not silence the interviewer.
 */
export const ANALYSIS_PURPOSE_PREFIX = 'analysis-';

/**
 * Today's count per interview, so a chat turn does not count the day's rows again (a scan that grows with every
 * call: 5 ms a turn at a thousand respondents). Calls this process records are added as they happen; the count is
 * read from the table again after a few seconds, which takes in rows written any other way.
 */
type Tally = Map<string, { day: number; count: number; readAt: number }>;
// On globalThis: calls recorded by the app bundle and by jobs run from the server's own modules count in one tally.
const tally: Tally = ((globalThis as unknown as { __aiCallTally?: Tally }).__aiCallTally ??= new Map());
const REREAD_MS = 5_000;

function countToday(interviewId: string, day: Date): number {
  return getDb()
    .select({ n: count() })
    .from(schema.aiCalls)
    .where(
      and(
        eq(schema.aiCalls.interviewId, interviewId),
        gte(schema.aiCalls.createdAt, day),
        notLike(schema.aiCalls.purpose, `${ANALYSIS_PURPOSE_PREFIX}%`),
      ),
    )
    .get()!.n;
}

/** Respondent-side AI call attempts recorded for the interview since midnight UTC (every attempt is a row of ai_calls). */
export function aiCallsToday(interviewId: string, now = new Date()): number {
  const day = startOfUtcDay(now);
  const known = tally.get(interviewId);
  if (known && known.day === day.getTime() && Date.now() - known.readAt < REREAD_MS) return known.count;
  const n = countToday(interviewId, day);
  tally.set(interviewId, { day: day.getTime(), count: n, readAt: Date.now() });
  return n;
}

/** Called when a row of ai_calls is written, so the day's count stays exact between reads of the table. */
export function noteAiCall(interviewId: string | null | undefined, purpose: string, at = new Date()): void {
  if (!interviewId || purpose.startsWith(ANALYSIS_PURPOSE_PREFIX)) return;
  const known = tally.get(interviewId);
  if (known && known.day === startOfUtcDay(at).getTime()) known.count++;
}

/**
 * Calls reserved and not yet recorded, per interview. A call is counted from its reservation, not from its row: the
 * rows of concurrent calls are written only when the provider has answered, and counting them alone let a burst of
 * requests all pass the check before any was recorded (2,039 calls on a budget of 2,000).
 */
type InFlight = Map<string, number>;
const inFlight: InFlight = ((globalThis as unknown as { __aiCallsInFlight?: InFlight }).__aiCallsInFlight ??= new Map());

const spentOrHeld = (interviewId: string, now: Date) => aiCallsToday(interviewId, now) + (inFlight.get(interviewId) ?? 0);

/**
 * Throws AiBudgetExhausted unless `needed` more calls fit in the interview's budget for today. A check before work
 * starts (a turn that cannot be answered is not begun); each call then reserves its own place (`reserveAiCall`).
 */
export function assertWithinDailyBudget(interview: { id: string; aiDailyCallBudget: number }, needed: number, now = new Date()): void {
  if (spentOrHeld(interview.id, now) + needed > interview.aiDailyCallBudget) throw new AiBudgetExhausted(interview.aiDailyCallBudget);
}

/**
 * Reserves one call in the interview's budget for today, or throws AiBudgetExhausted. Count, check and reservation
 * happen in one synchronous step (the table is read synchronously too), so concurrent requests in this process
 * cannot all pass on the same count. Call the returned release once the call's ai_calls row is written.
 */
export function reserveAiCall(interview: { id: string; aiDailyCallBudget: number }, now = new Date()): () => void {
  if (spentOrHeld(interview.id, now) + 1 > interview.aiDailyCallBudget) throw new AiBudgetExhausted(interview.aiDailyCallBudget);
  inFlight.set(interview.id, (inFlight.get(interview.id) ?? 0) + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (inFlight.get(interview.id) ?? 1) - 1;
    if (left > 0) inFlight.set(interview.id, left);
    else inFlight.delete(interview.id);
  };
}
