/**
 * Grouping wishes into recommendations: one group per distinct wish. Two wishes are alike by what they ask for (the
 * wished-for words of `wish-phrase.ts`, not the wording of wishing they all share): the cosine of their vectors
 * plus the weighted share of the content words they have in common, and groups join by average linkage while the
 * average likeness of their members is at least the threshold. Measured on labelled wishes (tests/fixtures/wishes.ts,
 * the coffee study, and the wishes of the labelled corpora in tests/fixtures/themes): joining each wish to the
 * nearest centroid at cosine ≥ 0.5 put a deposit-cup scheme, a quick lane and refillable bean tins in one group. Here,
 * pairs of different wishes grouped together: none at 0.8 (recall of same-wish pairs 0.21), 1 in 20 at 0.72 (0.28),
 * 5 in 30 at 0.6 (0.37). A count must be true, so paraphrases that share neither words nor much meaning stay apart.
 * Pure.
 */
import { dot } from '~/ai/vectors';

/** How much the shared words count beside the cosine, and the likeness two groups need to join (measured). */
export const WORD_WEIGHT = 2;
export const JOIN_AT = 0.8;
/**
 * The same for hashed word vectors (the fallback, and languages the offline encoder does not know), whose cosine is
 * lower for the same words (measured likewise).
 */
export const HASHING_JOIN_AT = 0.5;

export type WishFeatures = { vector: Float32Array; words: readonly string[] };

/** Shared words, each weighed by its rarity among the wishes, as a share of both wishes' words (0..1). */
function wordOverlap(features: readonly WishFeatures[]): (a: number, b: number) => number {
  const sets = features.map((f) => new Set(f.words));
  const df = new Map<string, number>();
  for (const set of sets) for (const word of set) df.set(word, (df.get(word) ?? 0) + 1);
  const idf = (word: string) => Math.log((sets.length + 1) / (df.get(word)! + 0.5));
  return (a, b) => {
    let shared = 0;
    let all = 0;
    for (const word of new Set([...sets[a]!, ...sets[b]!])) {
      all += idf(word);
      if (sets[a]!.has(word) && sets[b]!.has(word)) shared += idf(word);
    }
    return all > 0 ? shared / all : 0;
  };
}

/** The likeness of every pair of wishes, as a flat n × n matrix. */
export function likeness(features: readonly WishFeatures[], wordWeight = WORD_WEIGHT): Float64Array {
  const n = features.length;
  const overlap = wordOverlap(features);
  const matrix = new Float64Array(n * n);
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) {
      const value = dot(features[i]!.vector, features[j]!.vector) + wordWeight * overlap(i, j);
      matrix[i * n + j] = value;
      matrix[j * n + i] = value;
    }
  return matrix;
}

/**
 * Average-linkage groups of n items whose members are, on average, at least `threshold` alike: the full dendrogram
 * by the nearest-neighbour chain (O(n²)), cut at the threshold. Groups are in order of their first member.
 */
export function averageLinkage(matrix: Float64Array, n: number, threshold: number): number[][] {
  const sim = Float64Array.from(matrix);
  const size = new Array<number>(n).fill(1);
  const active = new Set<number>(Array.from({ length: n }, (_, i) => i));
  const merges: { a: number; b: number; at: number }[] = [];
  const chain: number[] = [];
  while (active.size > 1) {
    if (!chain.length) chain.push(active.values().next().value!);
    const a = chain.at(-1)!;
    const previous = chain.at(-2);
    let best = -1;
    let bestSim = -Infinity;
    for (const c of active) {
      if (c === a) continue;
      const s = sim[a * n + c]!;
      // Ties go to the chain's previous item, so the chain always ends in a pair.
      if (s > bestSim || (s === bestSim && c === previous)) {
        best = c;
        bestSim = s;
      }
    }
    if (best === previous) {
      chain.length -= 2;
      merges.push({ a, b: best, at: bestSim });
      // Lance–Williams for average linkage: the merged group lives on at index a.
      for (const k of active) {
        if (k === a || k === best) continue;
        const value = (size[a]! * sim[a * n + k]! + size[best]! * sim[best * n + k]!) / (size[a]! + size[best]!);
        sim[a * n + k] = value;
        sim[k * n + a] = value;
      }
      size[a]! += size[best]!;
      active.delete(best);
    } else chain.push(best);
  }
  // Average linkage is reducible, so cutting the dendrogram equals stopping at the threshold.
  const parent = Array.from({ length: n }, (_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i]!)));
  for (const merge of merges) if (merge.at >= threshold) parent[root(merge.b)] = root(merge.a);
  const groups = new Map<number, number[]>();
  for (let i = 0; i < n; i++) {
    const r = root(i);
    groups.set(r, [...(groups.get(r) ?? []), i]);
  }
  return [...groups.values()].sort((x, y) => x[0]! - y[0]!);
}

/** Members of a group, most alike to the rest of it first. */
export function mostTypicalFirst(matrix: Float64Array, n: number, members: readonly number[]): number[] {
  const typicality = (m: number) => members.reduce((sum, other) => (other === m ? sum : sum + matrix[m * n + other]!), 0);
  return [...members].sort((a, b) => typicality(b) - typicality(a) || a - b);
}
