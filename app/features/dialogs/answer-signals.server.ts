import { createHmac } from 'node:crypto';

import { and, desc, eq, inArray, lt } from 'drizzle-orm';

import { getDb, schema } from '@db/index';
import { type ClientSignals, readClientSignals, type ServerSignals, serverSignals } from '~/ai/quality-guard/signals';
import { env } from '~/lib/env.server';

const { answerSignals, messages } = schema;
/** The client id the interviewer's greeting is stored under (`loadTranscript`). */
const GREETING = 'greeting';

/** Where an answer came from: the browser's visitor id (none without the cookie) and the client's address key. */
export type AnswerSource = { visitorId?: string | null; clientIp?: string | null };

export type RecordAnswerSignalsInput = {
  dialogId: string;
  /** The client id the answer was stored under. */
  clientId: string;
  /** The page's signals field as posted (parsed JSON or its text); undefined or null when none may be trusted. */
  clientSignals?: unknown;
  source?: AnswerSource;
};

/**
 * A keyed hash: equal inputs give equal hashes, so dialogs from one browser or address can be told apart from others,
 * while the database never holds the visitor id or the address itself.
 */
function sourceHash(kind: 'visitor' | 'address', value: string | null | undefined): string | null {
  if (!value) return null;
  return createHmac('sha256', env().sessionSecrets[0]!).update(`${kind}:${value}`).digest('base64url').slice(0, 22);
}

/**
 * Records how a stored answer was written: its client signals made plausible for it (`readClientSignals`), the
 * server's own timing from the interviewer's message stored before it, and the hashed browser and address. Once per
 * message (a retry keeps the first record). Never throws: the signals must never break the respondent's turn.
 */
export function recordAnswerSignals(input: RecordAnswerSignalsInput): void {
  try {
    const db = getDb();
    const answer = db
      .select({ id: messages.id, content: messages.content, createdAt: messages.createdAt })
      .from(messages)
      .where(and(eq(messages.dialogId, input.dialogId), eq(messages.clientId, input.clientId), eq(messages.role, 'user')))
      .get();
    if (!answer) return;
    const question = db
      .select({ createdAt: messages.createdAt, clientId: messages.clientId })
      .from(messages)
      .where(and(eq(messages.dialogId, input.dialogId), eq(messages.role, 'assistant'), lt(messages.createdAt, answer.createdAt)))
      .orderBy(desc(messages.createdAt))
      .limit(1)
      .get();
    // The greeting is written when the dialog is first read, not when the page showed it: no time to measure from.
    const timing =
      question && question.clientId !== GREETING ? serverSignals(question.createdAt, answer.createdAt, answer.content.length) : null;
    db.insert(answerSignals)
      .values({
        messageId: answer.id,
        dialogId: input.dialogId,
        clientSignals: input.clientSignals == null ? null : readClientSignals(input.clientSignals, answer.content.length),
        seconds: timing?.seconds ?? null,
        charsPerSecond: timing?.charsPerSecond ?? null,
        visitorHash: sourceHash('visitor', input.source?.visitorId),
        addressHash: sourceHash('address', input.source?.clientIp),
      })
      .onConflictDoNothing()
      .run();
  } catch (error) {
    console.error('Answer signals were not recorded', error);
  }
}

/** How one answer was written, as stored. */
export type AnswerSignals = {
  messageId: string;
  dialogId: string;
  client: ClientSignals | null;
  server: ServerSignals | null;
  visitorHash: string | null;
  addressHash: string | null;
  at: Date;
};

/** The recorded signals of the given dialogs' answers, by dialog id, each dialog's in the order they were written. */
export function answerSignalsOf(dialogIds: readonly string[]): Map<string, AnswerSignals[]> {
  const byDialog = new Map<string, AnswerSignals[]>();
  if (dialogIds.length === 0) return byDialog;
  const rows = getDb()
    .select()
    .from(answerSignals)
    .where(inArray(answerSignals.dialogId, [...new Set(dialogIds)]))
    .orderBy(answerSignals.createdAt)
    .all();
  for (const row of rows) {
    const list = byDialog.get(row.dialogId) ?? [];
    list.push({
      messageId: row.messageId,
      dialogId: row.dialogId,
      client: row.clientSignals,
      server: row.seconds == null ? null : { seconds: row.seconds, charsPerSecond: row.charsPerSecond ?? 0 },
      visitorHash: row.visitorHash,
      addressHash: row.addressHash,
      at: row.createdAt,
    });
    byDialog.set(row.dialogId, list);
  }
  return byDialog;
}
