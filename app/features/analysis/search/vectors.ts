/**
 * The pure parts of semantic search: binary quantisation of vectors, float rescoring and the keyword query.
 * Kept free of the database so they are tested alone.
 */
import { cosine } from '~/ai/vectors';

/**
 * One bit per dimension, set when the value is above the model's center (its mean vector; 0 when none is known),
 * padded to whole bytes: sqlite-vec's `bit[n]` layout. The center matters for models whose vectors share a common
 * direction: without it most bits are the same for every text.
 */
export function quantizeBinary(vector: ArrayLike<number>, center?: ArrayLike<number> | null): Uint8Array {
  const bits = new Uint8Array(Math.ceil(vector.length / 8));
  for (let i = 0; i < vector.length; i++) if (vector[i]! > (center?.[i] ?? 0)) bits[i >> 3]! |= 1 << (i & 7);
  return bits;
}

/** The number of bits a binary vector table holds for vectors of this size. */
export const binaryDimensions = (dimensions: number) => Math.ceil(dimensions / 8) * 8;

export function toBlob(vector: Float32Array | Uint8Array): Buffer {
  return Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength);
}

export function fromBlob(blob: Buffer): Float32Array {
  // A copy: the blob's bytes need not be aligned for a Float32Array view.
  const copy = new Uint8Array(blob.byteLength);
  copy.set(blob);
  return new Float32Array(copy.buffer);
}

/** Cosine similarity clamped to 0..1 (what a result shows): opposite and unrelated texts both read as 0. */
export function similarity(a: ArrayLike<number>, b: ArrayLike<number>): number {
  return Math.min(1, Math.max(0, cosine(a, b)));
}

/**
 * How many binary candidates to take for float rescoring: several times what is asked for (binary distances
 * misorder close neighbours), more when the search is restricted to a share of the interview's messages.
 */
export function candidateCount(wanted: number, shareInScope = 1, oversample = 4): number {
  const share = Math.min(1, Math.max(shareInScope, 0.01));
  return Math.min(4096, Math.max(50, Math.ceil((wanted * oversample) / share)));
}

/**
 * The words of a phrase as an FTS5 query: each word quoted (no operator can be injected), longer words also match as
 * a prefix (price → prices). Words of one or two letters ("to", "me") are left out when the phrase has longer ones:
 * they match nearly every message.
 */
export function searchWords(phrase: string): string[] {
  const words =
    phrase
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  const long = words.filter((word) => word.length >= 3);
  return [...new Set(long.length > 0 ? long : words)];
}

const ftsWord = (word: string) => (word.length >= 4 ? `"${word}"*` : `"${word}"`);

/** Words of a phrase the keyword side looks at: the longest (most telling) ones of a long phrase. */
export const KEYWORD_WORDS_MAX = 6;

/**
 * An FTS5 query matching messages that hold at least `share` of the phrase's words: every combination of that many
 * words, each an AND, joined by OR. Far fewer matches to rank than any-word OR, which matters in a large interview.
 */
export function ftsQueryForShare(words: readonly string[], share: number): string | null {
  if (words.length === 0) return null;
  const needed = Math.max(1, Math.ceil(words.length * share));
  const clauses: string[] = [];
  const pick = (start: number, chosen: string[]) => {
    if (chosen.length === needed) {
      clauses.push(chosen.length === 1 ? ftsWord(chosen[0]!) : `(${chosen.map(ftsWord).join(' AND ')})`);
      return;
    }
    for (let i = start; i < words.length; i++) pick(i + 1, [...chosen, words[i]!]);
  };
  pick(0, []);
  return clauses.join(' OR ');
}

/** How many of the phrase's search words the text holds (as FTS5 matches them: whole words, longer ones as prefixes). */
export function wordsMatched(words: readonly string[], text: string): number {
  const tokens =
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  const plain = (word: string) => word.normalize('NFKD').replace(/\p{M}/gu, '');
  return words.filter((word) => {
    const w = plain(word);
    return tokens.some((token) => (w.length >= 4 ? token.startsWith(w) : token === w));
  }).length;
}
