import type { Leniency } from '~/ai/lenient-schema';

import { groundQuote } from './grounding';

/** A quote as a model (or the built-in engine) offers it: the message it says it comes from, and its words. */
export type QuoteClaim = { messageId: string; quote: string; relevance?: string | null };
/** A message a claim may cite: only these are accepted (the dialogs being analysed, respondents' words). */
export type CitableMessage = { id: string; dialogId: string; content: string };

export type VerifiedQuote = {
  messageId: string;
  dialogId: string;
  start: number;
  end: number;
  verification: 'verbatim' | 'snapped';
  similarity: number;
  relevance: string | null;
};
/**
 * A section's counts: its quotes verbatim, snapped and dropped, and what was cut from the model's answers to fit
 * their schema (texts trimmed, items left out: `generateStructured` adds these when given the tally).
 */
export type GroundingTally = { verbatim: number; snapped: number; dropped: number } & Leniency;

export const emptyTally = (): GroundingTally => ({ verbatim: 0, snapped: 0, dropped: 0, trimmed: 0, omitted: 0 });

/** Adds one tally's counts into another. */
export function addCounts(into: GroundingTally, tally: GroundingTally): void {
  into.verbatim += tally.verbatim;
  into.snapped += tally.snapped;
  into.dropped += tally.dropped;
  into.trimmed += tally.trimmed;
  into.omitted += tally.omitted;
}

/**
 * Keeps the claims whose quote is really in the message they cite (exactly, or snapped to the message's own text
 * at ≥ 0.8), and counts the rest as dropped: a quote that cites a message outside `citable` is dropped too.
 */
export function verifyQuotes(
  claims: readonly QuoteClaim[],
  citable: ReadonlyMap<string, CitableMessage>,
): { quotes: VerifiedQuote[]; tally: GroundingTally } {
  const tally = emptyTally();
  const quotes: VerifiedQuote[] = [];
  for (const claim of claims) {
    const message = citable.get(claim.messageId);
    const found = message ? groundQuote(claim.quote, message.content) : ({ kind: 'dropped' } as const);
    if (found.kind === 'dropped' || !message) {
      tally.dropped += 1;
      continue;
    }
    tally[found.kind] += 1;
    quotes.push({
      messageId: message.id,
      dialogId: message.dialogId,
      start: found.start,
      end: found.end,
      verification: found.kind,
      similarity: found.similarity,
      relevance: claim.relevance ?? null,
    });
  }
  return { quotes, tally };
}
