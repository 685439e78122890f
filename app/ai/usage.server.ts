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
};

/** Writes one row to ai_calls. A failure to log never fails the call it describes. */
export function recordAiCall(record: AiCallRecord): void {
  try {
    getDb()
      .insert(schema.aiCalls)
      .values({ id: newId(), ...record, error: record.error?.slice(0, 2000) ?? null, interviewId: record.interviewId ?? null })
      .run();
  } catch (error) {
    console.error('Could not record an AI call', error);
  }
}
