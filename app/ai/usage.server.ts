import { and, desc, eq, ne } from 'drizzle-orm';
import { getDb, schema } from '@db/index';
import { newId } from '~/lib/ids.server';

export type AiCallRecord = {
  purpose: string;
  model: string;
  providerModel: string;
  attempt: number;
  tokensIn: number;
  tokensOut: number;
  durationMs: number;
  outcome: 'ok' | 'retry' | 'error' | 'timeout' | 'aborted' | 'invalid';
  error?: string;
  interviewId?: string | null;
  dialogId?: string | null;
};

/** Writes one row to ai_calls. A failure to log never fails the call it describes. */
export function recordAiCall(record: AiCallRecord): void {
  try {
    getDb()
      .insert(schema.aiCalls)
      .values({ id: newId(), ...record, error: record.error?.slice(0, 2000) ?? null, interviewId: record.interviewId ?? null, dialogId: record.dialogId ?? null })
      .run();
  } catch (error) {
    console.error('Could not record an AI call', error);
  }
}

export type FailedCall = Pick<typeof schema.aiCalls.$inferSelect, 'purpose' | 'model' | 'attempt' | 'outcome' | 'error' | 'durationMs' | 'createdAt'>;

/** The AI call attempts made for a dialog that did not succeed (retried, failed, timed out…), oldest first. */
export function failedCallsOfDialog(dialogId: string, limit = 100): FailedCall[] {
  const { aiCalls } = schema;
  return getDb()
    .select({ purpose: aiCalls.purpose, model: aiCalls.model, attempt: aiCalls.attempt, outcome: aiCalls.outcome, error: aiCalls.error, durationMs: aiCalls.durationMs, createdAt: aiCalls.createdAt })
    .from(aiCalls)
    .where(and(eq(aiCalls.dialogId, dialogId), ne(aiCalls.outcome, 'ok')))
    .orderBy(desc(aiCalls.createdAt))
    .limit(limit)
    .all()
    .reverse();
}
