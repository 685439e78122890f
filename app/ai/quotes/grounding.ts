/**
 * Quote grounding: is a quote a model gave really in a message, and where?
 *
 * Both texts are normalised (Unicode compatibility forms, case, curly quotes and dashes, punctuation, runs of
 * whitespace) with a map back to the message's own offsets. A normalised exact match at word boundaries is
 * `verbatim`. Otherwise the quote is aligned against every substring of the message (semi-global edit distance,
 * Sellers' algorithm), the hit is widened to whole words of the message and kept as `snapped` when its similarity
 * is at least {@link MIN_SIMILARITY}; anything else is `dropped`. The text handed back is always read from the
 * message, never from the quote.
 */

export const MIN_SIMILARITY = 0.8;
/** Below this many normalised characters a quote must match exactly: a fuzzy hit of two words proves nothing. */
export const MIN_FUZZY_LENGTH = 12;

export type Grounded = {
  kind: 'verbatim' | 'snapped';
  /** Offsets into the original message, end exclusive. */
  start: number;
  end: number;
  /** `message.slice(start, end)`. */
  text: string;
  /** 1 for verbatim; otherwise 1 − edit distance / longer length, of the normalised quote and span. */
  similarity: number;
};
export type Grounding = Grounded | { kind: 'dropped' };

type Normalised = { text: string; /** offset in the original of each normalised character */ map: number[] };

const WORD = /[\p{L}\p{N}\p{M}]/u;
const ELLIPSIS = /(?<!\s)\s*(?:\.{3,}|…)\s*/;

function isWordChar(ch: string | undefined): boolean {
  return ch !== undefined && WORD.test(ch);
}

/**
 * Lower-case letters, digits and single spaces. Apostrophes inside words are dropped rather than spaced, so
 * "don't" and "dont" meet; every other mark becomes a word break.
 */
export function normalise(original: string): Normalised {
  const chars: string[] = [];
  const map: number[] = [];
  let pendingSpace = false;
  let offset = 0;
  for (const ch of original) {
    const at = offset;
    offset += ch.length;
    const folded = ch.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
    if (folded && [...folded].every((c) => WORD.test(c))) {
      if (pendingSpace && chars.length) {
        chars.push(' ');
        map.push(at);
      }
      pendingSpace = false;
      for (const c of folded) {
        chars.push(c);
        map.push(at);
      }
    } else if (/['’‘ʼ`´]/.test(ch) && isWordChar(original[at - 1]) && isWordChar(original[at + ch.length])) {
      // an apostrophe inside a word: skip it without breaking the word
    } else {
      pendingSpace = true;
    }
  }
  return { text: chars.join(''), map };
}

/** Levenshtein distance, two rows. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  if (!a.length) return b.length;
  if (!b.length) return a.length;
  let prev = new Int32Array(b.length + 1);
  let curr = new Int32Array(b.length + 1);
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    curr[0] = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const cost = ca === b.charCodeAt(j - 1) ? 0 : 1;
      curr[j] = Math.min(prev[j]! + 1, curr[j - 1]! + 1, prev[j - 1]! + cost);
    }
    [prev, curr] = [curr, prev];
  }
  return prev[b.length]!;
}

export function similarityOf(a: string, b: string): number {
  const longer = Math.max(a.length, b.length);
  return longer === 0 ? 1 : 1 - editDistance(a, b) / longer;
}

/**
 * The substring of `text` with the least edit distance to `pattern` (the whole pattern must be used, the text's
 * prefix and suffix are free). Returns normalised offsets, end exclusive.
 */
function bestSubstring(pattern: string, text: string): { start: number; end: number; distance: number } {
  const m = pattern.length;
  const n = text.length;
  // Column-wise over the text: dist[i] = cost of aligning pattern[0..i) ending at the current text position,
  // from[i] = where in the text that alignment started.
  let dist = new Int32Array(m + 1);
  let from = new Int32Array(m + 1);
  let nextDist = new Int32Array(m + 1);
  let nextFrom = new Int32Array(m + 1);
  for (let i = 0; i <= m; i++) dist[i] = i;
  let best = { start: 0, end: 0, distance: m };
  for (let j = 1; j <= n; j++) {
    const ct = text.charCodeAt(j - 1);
    nextDist[0] = 0;
    nextFrom[0] = j;
    for (let i = 1; i <= m; i++) {
      const diagonal = dist[i - 1]! + (pattern.charCodeAt(i - 1) === ct ? 0 : 1);
      const left = dist[i]! + 1; // text character skipped
      const up = nextDist[i - 1]! + 1; // pattern character skipped
      if (diagonal <= left && diagonal <= up) {
        nextDist[i] = diagonal;
        nextFrom[i] = i === 1 ? j - 1 : from[i - 1]!;
      } else if (left <= up) {
        nextDist[i] = left;
        nextFrom[i] = from[i]!;
      } else {
        nextDist[i] = up;
        nextFrom[i] = nextFrom[i - 1]!;
      }
    }
    if (nextDist[m]! < best.distance) best = { start: nextFrom[m]!, end: j, distance: nextDist[m]! };
    [dist, nextDist] = [nextDist, dist];
    [from, nextFrom] = [nextFrom, from];
  }
  return best;
}

function atWordBoundaries(text: string, start: number, end: number): boolean {
  return (start === 0 || text[start - 1] === ' ') && (end === text.length || text[end] === ' ');
}

/** The original span of normalised offsets [start, end), widened to whole words of the message. */
function snapToWords(message: string, norm: Normalised, start: number, end: number): { start: number; end: number } {
  while (start < end && norm.text[start] === ' ') start++;
  while (end > start && norm.text[end - 1] === ' ') end--;
  let from = norm.map[start]!;
  let to = norm.map[end - 1]!;
  to += message.codePointAt(to)! > 0xffff ? 2 : 1;
  while (from > 0 && (isWordChar(message[from - 1]) || (/['’]/.test(message[from - 1]!) && isWordChar(message[from - 2])))) from--;
  while (to < message.length && (isWordChar(message[to]) || (/['’]/.test(message[to]!) && isWordChar(message[to + 1])))) to++;
  return { start: from, end: to };
}

/** A quote that ends a sentence keeps the message's own closing mark ("... it offers." reads back with its period). */
function withClosingMark(quote: string, message: string, span: { start: number; end: number }): { start: number; end: number } {
  if (/[.!?…]["”»’']?\s*$/.test(quote) && /[.!?…]/.test(message[span.end] ?? '')) return { start: span.start, end: span.end + 1 };
  return span;
}

function groundPart(quote: string, message: string, norm: Normalised, searchFrom: number): Grounding & { normEnd?: number } {
  const q = normalise(quote).text;
  if (!q || !norm.text) return { kind: 'dropped' };
  let at = norm.text.indexOf(q, searchFrom);
  while (at >= 0 && !atWordBoundaries(norm.text, at, at + q.length)) at = norm.text.indexOf(q, at + 1);
  if (at >= 0) {
    const span = withClosingMark(quote, message, snapToWords(message, norm, at, at + q.length));
    return { kind: 'verbatim', ...span, text: message.slice(span.start, span.end), similarity: 1, normEnd: at + q.length };
  }
  if (q.length < MIN_FUZZY_LENGTH) return { kind: 'dropped' };
  const hit = bestSubstring(q, norm.text.slice(searchFrom));
  if (hit.end <= hit.start) return { kind: 'dropped' };
  // A cheap bound before the exact figure: the span can only be as similar as its distance allows.
  if (1 - hit.distance / q.length < MIN_SIMILARITY) return { kind: 'dropped' };
  const span = withClosingMark(quote, message, snapToWords(message, norm, hit.start + searchFrom, hit.end + searchFrom));
  const text = message.slice(span.start, span.end);
  const similarity = similarityOf(q, normalise(text).text);
  if (similarity < MIN_SIMILARITY) return { kind: 'dropped' };
  return { kind: 'snapped', ...span, text, similarity, normEnd: hit.end + searchFrom };
}

/**
 * Grounds one quote in one message. A quote shortened with an ellipsis ("I liked it ... too expensive") is
 * grounded part by part in order, and the span runs from the first part to the last.
 */
export function groundQuote(quote: string, message: string): Grounding {
  const norm = normalise(message);
  const parts = quote
    .split(ELLIPSIS)
    .map((part) => part.trim())
    .filter((part) => normalise(part).text.length > 0);
  if (parts.length === 0) return { kind: 'dropped' };
  if (parts.length === 1) return strip(groundPart(parts[0]!, message, norm, 0));
  const found: Grounded[] = [];
  let searchFrom = 0;
  for (const part of parts) {
    const hit = groundPart(part, message, norm, searchFrom);
    if (hit.kind === 'dropped') return { kind: 'dropped' };
    found.push(strip(hit) as Grounded);
    searchFrom = hit.normEnd!;
  }
  const start = found[0]!.start;
  const end = found[found.length - 1]!.end;
  const similarity = Math.min(...found.map((f) => f.similarity));
  // The omitted middle is real text of the message, but the quote as given was not one run of it.
  return { kind: 'snapped', start, end, text: message.slice(start, end), similarity };
}

function strip(result: Grounding & { normEnd?: number }): Grounding {
  if (result.kind === 'dropped') return result;
  const { normEnd: _normEnd, ...grounded } = result;
  return grounded;
}

export type Candidate = { id: string; content: string };
export type GroundedIn = Grounded & { messageId: string };

/**
 * Grounds a quote against several messages (say, the respondent's messages of one dialog) and keeps the best:
 * a verbatim hit wins at once, otherwise the highest similarity.
 */
export function groundInMessages(quote: string, candidates: readonly Candidate[]): GroundedIn | { kind: 'dropped' } {
  let best: GroundedIn | undefined;
  const quoteWords = new Set(
    normalise(quote)
      .text.split(' ')
      .filter((w) => w.length > 2),
  );
  for (const candidate of candidates) {
    // Skip messages that share no word at all with the quote: the alignment is the slow part.
    if (
      quoteWords.size &&
      !normalise(candidate.content)
        .text.split(' ')
        .some((w) => quoteWords.has(w))
    )
      continue;
    const result = groundQuote(quote, candidate.content);
    if (result.kind === 'dropped') continue;
    if (result.kind === 'verbatim') return { ...result, messageId: candidate.id };
    if (!best || result.similarity > best.similarity) best = { ...result, messageId: candidate.id };
  }
  return best ?? { kind: 'dropped' };
}
