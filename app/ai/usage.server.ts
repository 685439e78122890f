import type Database from 'better-sqlite3';
import { and, desc, eq, ne } from 'drizzle-orm';

import { getDb, schema } from '@db/index';
import { perConnection } from '@db/per-connection';
import { newId } from '~/lib/ids.server';

import { noteAiCall } from './budget.server';

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

// Every provider call writes a row (five a chat turn with three candidates): one statement prepared per connection,
// rather than a query built and prepared for each.
const insertStatement = perConnection((db): Database.Statement =>
  db.$client.prepare(
    `INSERT INTO ai_calls (id, purpose, model, provider_model, attempt, tokens_in, tokens_out, duration_ms, outcome, error, interview_id, dialog_id, created_at)
       VALUES (@id, @purpose, @model, @providerModel, @attempt, @tokensIn, @tokensOut, @durationMs, @outcome, @error, @interviewId, @dialogId, @createdAt)`,
  ),
);

/** Writes one row to ai_calls. A failure to log never fails the call it describes. */
export function recordAiCall(record: AiCallRecord): void {
  try {
    const createdAt = new Date();
    insertStatement().run({
      id: newId(),
      purpose: record.purpose,
      model: record.model,
      providerModel: record.providerModel,
      attempt: record.attempt,
      tokensIn: record.tokensIn,
      tokensOut: record.tokensOut,
      durationMs: record.durationMs,
      outcome: record.outcome,
      error: record.error?.slice(0, 2000) ?? null,
      interviewId: record.interviewId ?? null,
      dialogId: record.dialogId ?? null,
      createdAt: createdAt.getTime(),
    });
    noteAiCall(record.interviewId, record.purpose, createdAt);
  } catch (error) {
    console.error('Could not record an AI call', error);
  }
}

export type FailedCall = Pick<
  typeof schema.aiCalls.$inferSelect,
  'purpose' | 'model' | 'attempt' | 'outcome' | 'error' | 'durationMs' | 'createdAt'
>;

/** The AI call attempts made for a dialog that did not succeed (retried, failed, timed out…), oldest first. */
export function failedCallsOfDialog(dialogId: string, limit = 100): FailedCall[] {
  const { aiCalls } = schema;
  return getDb()
    .select({
      purpose: aiCalls.purpose,
      model: aiCalls.model,
      attempt: aiCalls.attempt,
      outcome: aiCalls.outcome,
      error: aiCalls.error,
      durationMs: aiCalls.durationMs,
      createdAt: aiCalls.createdAt,
    })
    .from(aiCalls)
    .where(and(eq(aiCalls.dialogId, dialogId), ne(aiCalls.outcome, 'ok')))
    .orderBy(desc(aiCalls.createdAt))
    .limit(limit)
    .all()
    .reverse();
}
