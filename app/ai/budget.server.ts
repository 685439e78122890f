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

/** Respondent-side AI call attempts recorded for the interview since midnight UTC (every attempt is a row of ai_calls). */
export function aiCallsToday(interviewId: string, now = new Date()): number {
  return getDb()
    .select({ n: count() })
    .from(schema.aiCalls)
    .where(and(eq(schema.aiCalls.interviewId, interviewId), gte(schema.aiCalls.createdAt, startOfUtcDay(now)), notLike(schema.aiCalls.purpose, `${ANALYSIS_PURPOSE_PREFIX}%`)))
    .get()!.n;
}

/** Throws AiBudgetExhausted unless `needed` more calls fit in the interview's budget for today. */
export function assertWithinDailyBudget(interview: { id: string; aiDailyCallBudget: number }, needed: number, now = new Date()): void {
  if (aiCallsToday(interview.id, now) + needed > interview.aiDailyCallBudget) throw new AiBudgetExhausted(interview.aiDailyCallBudget);
}
