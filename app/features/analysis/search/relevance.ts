/**
 * The one score a search result is ranked by and shown with, and the relevance floor below which a message is not
 * listed as a match. Pure, so the retrieval bench can weigh alternatives on the same evidence.
 */

/** What a message offers the phrase: closeness in meaning, the phrase's words it holds, the phrase itself. */
export type Evidence = {
  /** Cosine similarity of the two vectors (0..1); 0 for a message not embedded yet. */
  meaning: number;
  /** The share (0..1) of the phrase's search words the message holds. */
  wordShare: number;
  /** The message holds the whole phrase, word for word. */
  hasPhrase: boolean;
};

/**
 * How far each kind of evidence closes the gap to 1. Tuned on bench:retrieval: the phrase's words a little under half
 * (more lets a distractor sharing a word pass a paraphrase), the phrase itself most, so a message holding the phrase
 * ranks above any that only comes close in meaning.
 */
export type ScoreWeights = { words: number; phrase: number };
export const SCORE_WEIGHTS: ScoreWeights = { words: 0.4, phrase: 0.9 };

/**
 * The similarity shown and ranked by (0..1): closeness in meaning, raised by the phrase's words and more by the
 * phrase itself. Each kind of evidence removes its share of what the others leave, so the score never passes 1 and
 * never falls below the meaning alone.
 */
export function relevanceScore({ meaning, wordShare, hasPhrase }: Evidence, weights: ScoreWeights = SCORE_WEIGHTS): number {
  const meaningLeft = 1 - Math.min(1, Math.max(0, meaning));
  const wordsLeft = 1 - weights.words * Math.min(1, Math.max(0, wordShare));
  const phraseLeft = hasPhrase ? 1 - weights.phrase : 1;
  return 1 - meaningLeft * wordsLeft * phraseLeft;
}

/** How the phrase's meaning relates to the messages searched: a sample's mean and spread, and the closest message. */
export type FloorBasis = { mean: number; spread: number; best: number };

export type FloorRule = {
  /** Standard deviations above the mean: how far from a typical message a match must be. */
  spreads: number;
  /** The share of the closest message's meaning a match must reach. */
  nearBest: number;
  /** Never lower: below this the offline encoder's sentences are unrelated. */
  minimum: number;
};

/** Tuned on bench:retrieval (topic queries' F1, every phrase match listed). */
export const FLOOR_RULE: FloorRule = { spreads: 1, nearBest: 0.85, minimum: 0.3 };

/**
 * The relevance floor for one search, on the scale of the similarity shown. It adapts to the phrase: some phrases
 * are close in meaning to every message of an interview (a language the encoder does not know, a word every answer
 * shares), so a match must stand out from the typical message and come near the closest one.
 */
export function relevanceFloor(basis: FloorBasis, rule: FloorRule = FLOOR_RULE): number {
  return Math.max(rule.minimum, basis.mean + rule.spreads * basis.spread, rule.nearBest * basis.best);
}

/** Mean and standard deviation. */
export function meanAndSpread(values: readonly number[]): { mean: number; spread: number } {
  if (values.length === 0) return { mean: 0, spread: 0 };
  const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
  const variance = values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / values.length;
  return { mean, spread: Math.sqrt(variance) };
}

const plainWords = (text: string) =>
  (
    text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).join(' ');

/** The text holds the phrase word for word (case, accents and punctuation aside), never inside a longer word. */
export function holdsPhrase(text: string, phrase: string): boolean {
  const wanted = plainWords(phrase);
  return wanted.length > 0 && ` ${plainWords(text)} `.includes(` ${wanted} `);
}
