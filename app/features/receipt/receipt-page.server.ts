import { asc, eq, sql } from 'drizzle-orm';

import { getDb, schema } from '@db/index';
import { formatDateTime } from '~/lib/format-date';
import { languageCode } from '~/lib/languages';
import { minutesText, RateLimiter } from '~/lib/rate-limit.server';

import { RECEIPT_ERRORS, type ReceiptChrome, receiptChromeFor } from './receipt-chrome';
import { findReceiptByToken, type Receipt } from './receipts.server';

const { messages, interviews } = schema;

/** Requests to receipt pages per address in ten minutes (views, downloads, withdrawals). */
export const RECEIPT_REQUESTS_PER_10_MINUTES = 60;
/** Tokens that open nothing, per address in ten minutes: past it the address is refused before any look-up. */
export const RECEIPT_MISSES_PER_10_MINUTES = 10;
const requests = new RateLimiter(RECEIPT_REQUESTS_PER_10_MINUTES, 10 * 60_000);
const misses = new RateLimiter(RECEIPT_MISSES_PER_10_MINUTES, 10 * 60_000);

export type ReceiptEntry = { id: string; role: 'user' | 'assistant'; content: string };

export type ReceiptOpening =
  | { kind: 'refused'; message: string; retryAfter: number }
  | { kind: 'not-found'; message: string }
  | { kind: 'deleted'; receipt: Receipt; text: string; chrome: ReceiptChrome; lang: string }
  | {
      kind: 'open';
      receipt: Receipt;
      dialogId: string;
      title: string | null;
      entries: ReceiptEntry[];
      chrome: ReceiptChrome;
      lang: string;
    };

/**
 * What a receipt token opens for this address: refused past the limits, not found (a wrong, malformed or unknown
 * token alike), the time its answers were deleted, or the transcript as the respondent saw it (their messages and the
 * interviewer's; nothing of the researcher's: no candidates, scores, flags or notes).
 */
export function openReceipt(token: string, clientIp: string): ReceiptOpening {
  const wait = Math.max(requests.hit(clientIp), misses.retryAfter(clientIp));
  if (wait > 0) return { kind: 'refused', message: RECEIPT_ERRORS.tooMany.replace('{minutes}', minutesText(wait)), retryAfter: wait };
  const receipt = findReceiptByToken(token);
  if (!receipt) {
    misses.hit(clientIp);
    return { kind: 'not-found', message: RECEIPT_ERRORS.notFound };
  }
  const interview = getDb()
    .select({ language: interviews.language, title: interviews.previewTitle })
    .from(interviews)
    .where(eq(interviews.id, receipt.interviewId))
    .get()!;
  const chrome = receiptChromeFor(interview.language);
  const lang = languageCode(interview.language);
  if (!receipt.dialogId) {
    const text = receipt.deletedAt ? chrome.deleted.replace('{date}', formatDateTime(receipt.deletedAt)) : chrome.gone;
    return { kind: 'deleted', receipt, text, chrome, lang };
  }
  const entries = getDb()
    .select({ id: messages.id, role: messages.role, content: messages.content })
    .from(messages)
    .where(eq(messages.dialogId, receipt.dialogId))
    .orderBy(asc(messages.createdAt), asc(sql`rowid`))
    .all();
  return { kind: 'open', receipt, dialogId: receipt.dialogId, title: interview.title, entries, chrome, lang };
}

/** The transcript as a plain-text file: the study's title as respondents saw it, the dialog's label, then each message with who said it. */
export function receiptText(opened: Extract<ReceiptOpening, { kind: 'open' }>): string {
  const { chrome, entries, receipt, title } = opened;
  const lines = [title ?? '', `Dialog # ${receipt.dialogLabel}`, ''];
  for (const entry of entries) lines.push(`${entry.role === 'user' ? chrome.you : chrome.interviewer}:`, entry.content, '');
  return lines.join('\n');
}
