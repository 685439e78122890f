/**
 * Themes across an interview, found from its clauses: the distinct things respondents said, each with the dialogs
 * that said it. Pure: the caller gives each clause's question (block), dialog, vector and content terms.
 *
 * - Every clause answering one question shares that question's direction in the sentence encoder's space, which
 *   drowns what sets one answer apart from another. Each block's mean vector is taken out first (`centreByBlock`), so
 *   what is left is what the clause says beyond the question's subject, and clauses of different questions compare.
 * - The encoder's similarity is mixed with a lexical one (TF-IDF over content stems, the words of the questions and
 *   the study's goal left out): two clauses that name the same uncommon thing ("oat milk") belong together even when
 *   the encoder hesitates.
 * - All clauses of all questions are grouped at once (average linkage, cut at a fixed distance), so one theme raised
 *   under several questions is one group; a member too far from the rest of its group leaves it (precision before
 *   recall: a count must hold for every dialog it names).
 * - A dialog belongs to every theme one of its clauses is in: an answer that raises two things, in two clauses,
 *   counts for both.
 */
import { dot, normalise } from '~/ai/vectors';

import { averageLinkage } from './clustering';

export type ThemeUnit = { block: number; dialogId: string; terms: readonly string[] };

export type ThemeOptions = {
  /** How much of the mean direction each vector loses (0: none, 1: all of it). */
  centring: number;
  /** Whose mean: each block's own, or the whole interview's. */
  centreBy: 'block' | 'interview';
  /** The lexical similarity's share in the mixed similarity (0..1). */
  lexicalWeight: number;
  /** Groups are joined while their average mixed distance is below this. */
  joinDistance: number;
  /** A member whose mean similarity to the rest of its group is below this leaves it. */
  minCohesion: number;
};

/**
 * Measured on the labelled corpora of `npm run bench:themes` with the offline sentence encoder (see the decision
 * record on the theme engine); other embedding models use the same values until measured.
 */
export const THEME_OPTIONS: ThemeOptions = {
  centring: 0.75,
  centreBy: 'interview',
  lexicalWeight: 0.3,
  joinDistance: 0.7,
  minCohesion: 0.25,
};
/**
 * The offline encoder reads English: in other languages its vectors of unlike sentences stay close, so the words the
 * answers share weigh more, and less of the mean is taken out.
 */
export const OTHER_LANGUAGE_OPTIONS: ThemeOptions = {
  centring: 0.5,
  centreBy: 'interview',
  lexicalWeight: 0.7,
  joinDistance: 0.75,
  minCohesion: 0.25,
};

export const themeOptionsFor = (language: string | null | undefined): ThemeOptions =>
  !language || language === 'English' ? THEME_OPTIONS : OTHER_LANGUAGE_OPTIONS;

export type Theme = {
  /** Indices of the clauses in the theme. */
  units: number[];
  /** The dialogs with a clause in it, in order of first clause. */
  dialogIds: string[];
};

/** Each vector less `weight` × its block's mean, unit length again. */
export function centreByBlock(vectors: readonly Float32Array[], blocks: readonly number[], weight: number): Float32Array[] {
  if (vectors.length === 0 || weight === 0) return vectors.map(normalise);
  const dims = vectors[0]!.length;
  const means = new Map<number, Float32Array>();
  const counts = new Map<number, number>();
  vectors.forEach((vector, i) => {
    const block = blocks[i]!;
    const mean = means.get(block) ?? new Float32Array(dims);
    for (let d = 0; d < dims; d++) mean[d]! += vector[d]!;
    means.set(block, mean);
    counts.set(block, (counts.get(block) ?? 0) + 1);
  });
  for (const [block, mean] of means) for (let d = 0; d < dims; d++) mean[d]! /= counts.get(block)!;
  return vectors.map((vector, i) => {
    const mean = means.get(blocks[i]!)!;
    return normalise(vector.map((v, d) => v - weight * mean[d]!));
  });
}

/** Unit TF-IDF vectors (sparse) over the terms; a term used by one clause only says nothing shared and is left out. */
export function lexicalVectors(terms: readonly (readonly string[])[]): Map<string, number>[] {
  const df = new Map<string, number>();
  for (const list of terms) for (const term of new Set(list)) df.set(term, (df.get(term) ?? 0) + 1);
  const n = terms.length;
  return terms.map((list) => {
    const vector = new Map<string, number>();
    for (const term of new Set(list)) if (df.get(term)! >= 2) vector.set(term, Math.log(n / df.get(term)!));
    let norm = 0;
    for (const v of vector.values()) norm += v * v;
    norm = Math.sqrt(norm) || 1;
    for (const [term, v] of vector) vector.set(term, v / norm);
    return vector;
  });
}

function sparseDot(a: Map<string, number>, b: Map<string, number>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let sum = 0;
  for (const [term, v] of small) sum += v * (large.get(term) ?? 0);
  return sum;
}

/** The mixed similarity of every pair, as a flat n × n matrix (1 on the diagonal). */
export function similarityMatrix(units: readonly ThemeUnit[], vectors: readonly Float32Array[], options: ThemeOptions): Float32Array {
  const n = units.length;
  const centred = centreByBlock(
    vectors,
    units.map((u) => (options.centreBy === 'block' ? u.block : 0)),
    options.centring,
  );
  const lexical = lexicalVectors(units.map((u) => u.terms));
  const w = options.lexicalWeight;
  const s = new Float32Array(n * n);
  for (let i = 0; i < n; i++) {
    s[i * n + i] = 1;
    for (let j = i + 1; j < n; j++) {
      const value = (1 - w) * dot(centred[i]!, centred[j]!) + w * sparseDot(lexical[i]!, lexical[j]!);
      s[i * n + j] = value;
      s[j * n + i] = value;
    }
  }
  return s;
}

/** Groups (lists of indices) after applying every merge of the dendrogram lower than `height`. */
export function cutAtHeight(merges: readonly { a: number; b: number; height: number }[], n: number, height: number): number[][] {
  const parent = Array.from({ length: n }, (_, i) => i);
  const find = (x: number): number => (parent[x] === x ? x : (parent[x] = find(parent[x]!)));
  for (const merge of merges) if (merge.height < height) parent[find(merge.b)] = find(merge.a);
  const groups = new Map<number, number[]>();
  for (let i = 0; i < n; i++) {
    const root = find(i);
    const group = groups.get(root);
    if (group) group.push(i);
    else groups.set(root, [i]);
  }
  return [...groups.values()];
}

const meanSimilarity = (s: Float32Array, n: number, i: number, members: readonly number[]) => {
  let sum = 0;
  let count = 0;
  for (const j of members) {
    if (j === i) continue;
    sum += s[i * n + j]!;
    count++;
  }
  return count ? sum / count : 0;
};

/** Members whose mean similarity to the rest falls below the bar leave, worst first, until the rest hold together. */
function peel(s: Float32Array, n: number, members: number[], minCohesion: number): { kept: number[]; left: number[] } {
  const kept = [...members];
  const left: number[] = [];
  while (kept.length > 2) {
    let worst = -1;
    let worstScore = minCohesion;
    for (const i of kept) {
      const score = meanSimilarity(s, n, i, kept);
      if (score < worstScore) [worst, worstScore] = [i, score];
    }
    if (worst < 0) break;
    kept.splice(kept.indexOf(worst), 1);
    left.push(worst);
  }
  return { kept, left };
}

/** The themes of the clauses: every clause in one theme (a lone clause is a theme of its own), biggest first. */
export function findThemes(units: readonly ThemeUnit[], vectors: readonly Float32Array[], options: ThemeOptions = THEME_OPTIONS): Theme[] {
  const n = units.length;
  if (n === 0) return [];
  const s = similarityMatrix(units, vectors, options);
  const distances = s.map((v) => 1 - v);
  const groups = n === 1 ? [[0]] : cutAtHeight(averageLinkage(distances, n), n, options.joinDistance);
  const peeled: number[][] = [];
  for (const group of groups) {
    const { kept, left } = peel(s, n, group, options.minCohesion);
    peeled.push(kept, ...left.map((i) => [i]));
  }
  return peeled
    .map((members) => ({ units: members, dialogIds: [...new Set(members.map((i) => units[i]!.dialogId))] }))
    .sort((a, b) => b.dialogIds.length - a.dialogIds.length || b.units.length - a.units.length || a.units[0]! - b.units[0]!);
}
