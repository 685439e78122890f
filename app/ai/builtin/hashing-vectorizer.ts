/**
 * The built-in embedding: word unigrams and bigrams plus character trigrams of each word, hashed into a fixed
 * number of signed buckets (the sign from a second hash so collisions cancel rather than pile up), weighted
 * sub-linearly and L2-normalised. Offline, deterministic, and good enough to rank related text above unrelated.
 */

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;

export function tokenize(text: string): string[] {
  return (text.normalize('NFKC').toLowerCase().match(WORD) ?? []).map((w) => w.replace(/’/g, "'"));
}

// FNV-1a, 32-bit: fast, stable across runs and platforms.
function fnv1a(text: string, seed = 0x811c9dc5): number {
  let hash = seed;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function features(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (feature: string, weight: number) => counts.set(feature, (counts.get(feature) ?? 0) + weight);
  const words = tokenize(text);
  words.forEach((word, i) => {
    add(`w:${word}`, 1);
    if (i > 0) add(`b:${words[i - 1]} ${word}`, 0.7);
    const padded = `<${word}>`;
    for (let j = 0; j + 3 <= padded.length; j++) add(`c:${padded.slice(j, j + 3)}`, 0.35);
  });
  return counts;
}

export function hashingVector(text: string, dimensions: number): Float32Array {
  const vector = new Float32Array(dimensions);
  for (const [feature, count] of features(text)) {
    const bucket = fnv1a(feature) % dimensions;
    const sign = fnv1a(feature, 0x9747b28c) & 1 ? 1 : -1;
    vector[bucket]! += sign * (1 + Math.log(count));
  }
  let norm = 0;
  for (const value of vector) norm += value * value;
  norm = Math.sqrt(norm);
  if (norm > 0) for (let i = 0; i < dimensions; i++) vector[i]! /= norm;
  return vector;
}
