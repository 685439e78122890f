/**
 * An interview's de-identification setting as it applies now. The owner's choice is stored only when it differs from
 * the server's default; otherwise the column stays null and the default is derived at every read: `before-ai` when
 * any external model is configured (a chat model or the embeddings model), else `off`. So an interview set up before
 * a model was configured is protected from the moment one is, and with no model `off` and `before-ai` behave alike
 * anyway (nothing leaves the server). `everywhere` is always a stored choice.
 */
import { eq } from 'drizzle-orm';

import { getDb, schema } from '@db/index';

import { aiConfig } from '../config.server';
import type { PiiRedaction } from './redaction-choices';

/** The setting an interview without a choice of its own has on this server now. */
export function defaultPiiRedaction(): PiiRedaction {
  const config = aiConfig();
  return config.chat.size > 0 || config.embeddings ? 'before-ai' : 'off';
}

/** The setting that applies: the owner's choice, else the server's default. */
export function effectivePiiRedaction(stored: PiiRedaction | null): PiiRedaction {
  return stored ?? defaultPiiRedaction();
}

/** What to store for a choice posted from Setup: nothing (null) when it is the server's default. */
export function storedPiiRedaction(chosen: PiiRedaction): PiiRedaction | null {
  return chosen === defaultPiiRedaction() ? null : chosen;
}

export type InterviewPrivacy = { redaction: PiiRedaction; language: string };

/** The de-identification that applies to an interview's text, and its language (which the detector reads by). */
export function interviewPrivacy(interviewId: string): InterviewPrivacy | undefined {
  const row = getDb()
    .select({ piiRedaction: schema.interviews.piiRedaction, language: schema.interviews.language })
    .from(schema.interviews)
    .where(eq(schema.interviews.id, interviewId))
    .get();
  return row && { redaction: effectivePiiRedaction(row.piiRedaction), language: row.language };
}
