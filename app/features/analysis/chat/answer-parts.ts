/**
 * An answer of the analytics chat as the page shows it: blocks of plain text in which dialog references are links
 * and quotes are marked verified (with the text read back from the message) or unverified. Safe for the browser.
 */

export type AnswerPart =
  | { type: 'text'; text: string }
  | { type: 'dialog'; label: string; href: string }
  | { type: 'quote'; verified: true; text: string; href: string; label: string; how: 'verbatim' | 'snapped' }
  | { type: 'quote'; verified: false; text: string; why: string };

export type AnswerBlock = { type: 'paragraph' | 'blockquote'; parts: AnswerPart[] };

export type QuoteStats = { verbatim: number; snapped: number; unverified: number };

/** What an assistant message stores beside its text. */
export type AnswerSources = { model: string; engine: string; blocks: AnswerBlock[]; stats: QuoteStats };

// ---- Finding references and quotes in model text ----

export const DIALOG_REFERENCE = /Dialog\s*#\s*([A-Za-z0-9][A-Za-z0-9_-]*)/g;

/** Quotation marks a model may use, each opening with its closing mark(s). */
const QUOTE_PAIRS = /“([^“”\n]+)”|"([^"\n]+)"|«([^«»\n]+)»|„([^„“”\n]+)[“”]|‘([^‘’\n]{12,})’/g;

/** Shorter than this, a quoted phrase is a term ("value for money"), not a quote of a respondent. */
const MIN_QUOTE_WORDS = 4;

export type Found =
  | { type: 'dialog'; start: number; end: number; ref: string }
  | { type: 'quote'; start: number; end: number; quote: string };

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
    const quote = match.slice(1).find((group) => group !== undefined)!.trim();
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
    const quote = head.slice(start).replace(/(?<!["”»“'])["”»“']+$/, '').trim();
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
  return text.replace(/\*\*(.+?)\*\*/g, '$1').replace(/__(.+?)__/g, '$1').replace(/^#{1,6}\s+/gm, '');
}

/** The answer as plain text blocks with no references resolved: what a streaming answer shows until it is done. */
export function plainBlocks(content: string): AnswerBlock[] {
  return splitBlocks(content).map((block) => ({ type: block.type, parts: [{ type: 'text', text: stripEmphasis(block.text) }] }));
}
