/**
 * An answer of the analytics chat as it is stored and shown: a list of blocks, each either a paragraph of the
 * engine's (or the model's) own words, in which dialog references are links and short quotes sit inline, or a quote
 * block holding one quote of a respondent and nothing else. A quote is data, never text with markers: whatever
 * characters a respondent wrote (line breaks of any kind, '> ', Markdown) stay inside their quote. Safe for the
 * browser.
 */

import type { Provenance } from '~/ai/provenance';

/** The engine's or the model's own words: never a respondent's. */
export type TextPart = { type: 'text'; text: string };
export type DialogPart = { type: 'dialog'; label: string; href: string };
/** A respondent's words as read back from the message they were found in. */
export type VerifiedQuote = {
  type: 'quote';
  verified: true;
  text: string;
  dialogId: string;
  messageId: string;
  /** The message in its dialog's transcript. */
  href: string;
  /** The dialog's label, 'Dialog # x'. */
  label: string;
  how: 'verbatim' | 'snapped';
};
/** What a model presented as a quote but no message of the dialog it cites holds: shown as written, marked. */
export type UnverifiedQuote = { type: 'quote'; verified: false; text: string; why: string };
export type QuotePart = VerifiedQuote | UnverifiedQuote;
export type AnswerPart = TextPart | DialogPart | QuotePart;

export type ParagraphBlock = { type: 'paragraph'; parts: AnswerPart[] };
/** One quote set apart, with the dialog reference the model attributed it to, if any. */
export type QuoteBlock = { type: 'quote'; quote: QuotePart; cite?: DialogPart };
export type AnswerBlock = ParagraphBlock | QuoteBlock;

export type QuoteStats = { verbatim: number; snapped: number; unverified: number };

/** The stored format of an answer's sources; answers stored before it are read by `readAnswerSources`. */
export const ANSWER_FORMAT = 2;

/** What an assistant message stores beside its text. */
/** `provenance`: how the answer was made (answers stored before it was recorded have none). */
export type AnswerSources = {
  format: typeof ANSWER_FORMAT;
  model: string;
  engine: string;
  blocks: AnswerBlock[];
  stats: QuoteStats;
  provenance?: Provenance;
};

export const paragraph = (text: string): ParagraphBlock => ({ type: 'paragraph', parts: [{ type: 'text', text }] });

/** Every quote of an answer, inline or set apart, in order. */
export function answerQuotes(blocks: readonly AnswerBlock[]): QuotePart[] {
  return blocks.flatMap((block) => (block.type === 'quote' ? [block.quote] : block.parts.filter((part) => part.type === 'quote')));
}

export function quoteStats(blocks: readonly AnswerBlock[]): QuoteStats {
  const stats: QuoteStats = { verbatim: 0, snapped: 0, unverified: 0 };
  for (const quote of answerQuotes(blocks)) stats[quote.verified ? quote.how : 'unverified'] += 1;
  return stats;
}

/** Every way a text can break a line, Unicode's separators included. */
const LINE_BREAKS = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/g;

/** A quote shown inside a line of text stays on that line. */
export const oneLine = (text: string) => text.replace(LINE_BREAKS, ' ');

/**
 * The answer as plain text (the API's `response`, the history a model reads): every line of a quote block starts
 * with '> ', whichever line break the respondent used, so a reader of the text sees the same quotes.
 */
export function answerText(blocks: readonly AnswerBlock[]): string {
  return blocks
    .map((block) => {
      if (block.type === 'paragraph') return block.parts.map(partText).join('');
      const lines = block.quote.text.split(LINE_BREAKS);
      if (block.cite) lines[lines.length - 1] += ` — ${block.cite.label}`;
      return lines.map((line) => `> ${line}`).join('\n');
    })
    .join('\n\n');
}

function partText(part: AnswerPart): string {
  if (part.type === 'text') return part.text;
  if (part.type === 'dialog') return part.label;
  return `“${oneLine(part.text)}”`;
}

/**
 * A blockquote of model text as a block: a quote block when it holds one quote and nothing else but its
 * attribution (dialog references, dashes, brackets); otherwise a paragraph of the model's words.
 */
export function quoteBlockOf(parts: AnswerPart[]): AnswerBlock {
  const quotes = parts.filter((part) => part.type === 'quote');
  const attribution = parts.every((part) => part.type !== 'text' || /^[\s()[\]—–,.:;-]*$/.test(part.text));
  if (quotes.length !== 1 || !attribution) return { type: 'paragraph', parts };
  const cite = parts.find((part) => part.type === 'dialog');
  return cite ? { type: 'quote', quote: quotes[0]!, cite } : { type: 'quote', quote: quotes[0]! };
}

// ---- Finding references and quotes in a model's text (the built-in engine writes blocks, not text) ----

export const DIALOG_REFERENCE = /Dialog\s*#\s*([A-Za-z0-9][A-Za-z0-9_-]*)/g;

/** Quotation marks a model may use, each opening with its closing mark(s). */
const QUOTE_PAIRS = /“([^“”\n]+)”|"([^"\n]+)"|«([^«»\n]+)»|„([^„“”\n]+)[“”]|‘([^‘’\n]{12,})’/g;

/** Shorter than this, a quoted phrase is a term ("value for money"), not a quote of a respondent. */
const MIN_QUOTE_WORDS = 4;

export type Found =
  { type: 'dialog'; start: number; end: number; ref: string } | { type: 'quote'; start: number; end: number; quote: string };

export type RawBlock = { type: 'paragraph' | 'blockquote'; text: string };

/** Lines starting with '>' form blockquotes; blank lines separate paragraphs; a paragraph keeps its line breaks. */
export function splitBlocks(content: string): RawBlock[] {
  const blocks: RawBlock[] = [];
  let current: RawBlock | undefined;
  for (const line of content.replace(/\r\n?/g, '\n').split('\n')) {
    const quoted = /^\s*>\s?(.*)$/.exec(line);
    const type = quoted ? 'blockquote' : 'paragraph';
    const text = quoted ? quoted[1]! : line;
    if (!quoted && !line.trim()) {
      current = undefined;
      continue;
    }
    if (current && current.type === type) current.text += `\n${text}`;
    else blocks.push((current = { type, text }));
  }
  return blocks.map((block) => ({ ...block, text: block.text.trim() })).filter((block) => block.text);
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Dialog references and quotes inside one block, in order. A blockquote without quotation marks is one quote. */
export function findInBlock(block: RawBlock): Found[] {
  const found: Found[] = [];
  for (const match of block.text.matchAll(DIALOG_REFERENCE)) {
    found.push({ type: 'dialog', start: match.index, end: match.index + match[0].length, ref: match[1]! });
  }
  const quotes: Found[] = [];
  for (const match of block.text.matchAll(QUOTE_PAIRS)) {
    const quote = match
      .slice(1)
      .find((group) => group !== undefined)!
      .trim();
    if (wordCount(quote) < MIN_QUOTE_WORDS || /Dialog\s*#/i.test(quote)) continue;
    quotes.push({ type: 'quote', start: match.index, end: match.index + match[0].length, quote });
  }
  if (block.type === 'blockquote' && quotes.length === 0) {
    // The quote is the block less its attribution ("— Dialog # x", "(Dialog # x)").
    const firstRef = found[0];
    let end = firstRef ? firstRef.start : block.text.length;
    const head = block.text.slice(0, end).replace(/(?<![\s([—–-])[\s([—–-]+$/, '');
    end = head.length;
    const start = head.length - head.replace(/^[\s"“«„']+/, '').length;
    const quote = head
      .slice(start)
      .replace(/(?<!["”»“'])["”»“']+$/, '')
      .trim();
    if (quote && wordCount(quote) >= 1) quotes.push({ type: 'quote', start, end, quote });
  }
  return [...found, ...quotes].sort((a, b) => a.start - b.start);
}

/**
 * Which dialog reference a quote is cited by: the nearest in its own block, else the last one before it in the
 * answer, else the first after it. Returns an index into `refs` or -1.
 */
export function citedReference(
  refs: readonly { block: number; start: number; end: number }[],
  quote: { block: number; start: number; end: number },
): number {
  let best = -1;
  let bestDistance = Infinity;
  refs.forEach((ref, i) => {
    if (ref.block !== quote.block) return;
    const distance = ref.start >= quote.end ? ref.start - quote.end : quote.start >= ref.end ? quote.start - ref.end : 0;
    // A reference after the quote wins a tie: "... ” (Dialog # x)" is the usual attribution.
    if (distance < bestDistance || (distance === bestDistance && ref.start >= quote.end)) {
      best = i;
      bestDistance = distance;
    }
  });
  if (best >= 0) return best;
  for (let i = refs.length - 1; i >= 0; i--) if (refs[i]!.block < quote.block) return i;
  return refs.findIndex((ref) => ref.block > quote.block);
}

/** Markdown emphasis a model adds despite being asked for plain text; shown as text it is noise. */
export function stripEmphasis(text: string): string {
  return text
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/__(.+?)__/g, '$1')
    .replace(/^#{1,6}\s+/gm, '');
}

/**
 * Model text being streamed, as paragraphs with no references resolved and no quotes set apart: nothing shows as a
 * quote before it is verified.
 */
export function plainBlocks(content: string): AnswerBlock[] {
  return splitBlocks(content).map((block) => paragraph(stripEmphasis(block.text)));
}
