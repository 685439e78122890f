/**
 * Pieces of grouping by meaning, deterministic: average-linkage agglomerative clustering (the nearest-neighbour-chain
 * algorithm, O(n²)) for the theme engine (`themes.ts` cuts its tree), members ordered by centrality, and class-based
 * TF-IDF that names a group by the words that set it apart (block top words, recommendations).
 */

// Unit vectors assumed (the offline encoders return them); a dot product is then the cosine.
import { dot, normalise } from '~/ai/vectors';

type Merge = { a: number; b: number; height: number };

/** The merges of average-linkage clustering, lowest first (the dendrogram). `d` is consumed. */
export function averageLinkage(d: Float32Array, n: number): Merge[] {
  const active = new Uint8Array(n).fill(1);
  const size = new Uint32Array(n).fill(1);
  const merges: Merge[] = [];
  const chain: number[] = [];
  let remaining = n;
  while (remaining > 1) {
    if (chain.length === 0) chain.push(active.indexOf(1));
    const a = chain[chain.length - 1]!;
    const previous = chain.length > 1 ? chain[chain.length - 2]! : -1;
    let best = previous;
    let bestDistance = previous >= 0 ? d[a * n + previous]! : Infinity;
    for (let j = 0; j < n; j++) {
      if (j === a || !active[j]) continue;
      const value = d[a * n + j]!;
      if (value < bestDistance) {
        best = j;
        bestDistance = value;
      }
    }
    if (best !== previous) {
      chain.push(best);
      continue;
    }
    // a and previous are each other's nearest: merge them into the lower index (Lance–Williams, average linkage).
    chain.pop();
    chain.pop();
    const [keep, drop] = a < best ? [a, best] : [best, a];
    const total = size[keep]! + size[drop]!;
    for (let k = 0; k < n; k++) {
      if (!active[k] || k === keep || k === drop) continue;
      const value = (size[keep]! * d[keep * n + k]! + size[drop]! * d[drop * n + k]!) / total;
      d[keep * n + k] = value;
      d[k * n + keep] = value;
    }
    size[keep] = total;
    active[drop] = 0;
    remaining--;
    merges.push({ a: keep, b: drop, height: bestDistance });
  }
  // Average linkage is reducible: the merges found out of order form the same tree; sorted, they can be cut.
  return merges.map((m, i) => ({ ...m, i })).sort((x, y) => x.height - y.height || x.i - y.i);
}

/**
 * Members of a group, most central first: by mean cosine to the others of the group, which for unit vectors ranks
 * the same as the cosine to the group's sum (so it is linear in the group's size).
 */
export function byCentrality(vectors: readonly ArrayLike<number>[], members: readonly number[]): number[] {
  if (members.length === 0) return [];
  const unit = members.map((i) => normalise(vectors[i]!));
  const total = new Float32Array(unit[0]!.length);
  for (const u of unit) for (let d = 0; d < total.length; d++) total[d]! += u[d]!;
  return members
    .map((index, a) => ({ index, score: dot(unit[a]!, total) }))
    .sort((x, y) => y.score - x.score || x.index - y.index)
    .map((m) => m.index);
}

export type TermDocument = { terms: { key: string; shown: string }[]; source: string };

/**
 * Class-based TF-IDF (as BERTopic's c-TF-IDF): for each class, its terms scored by how many of its sources (dialogs)
 * use them, times log(1 + A / f(t)) where A is the mean number of terms a class has and f(t) the term's use in all
 * classes. Counting sources, not occurrences, keeps one talkative respondent from naming a group.
 */
export function distinctiveTerms(classes: readonly (readonly TermDocument[])[], count: number): { term: string; score: number }[][] {
  const perClass = classes.map((docs) => {
    const sources = new Map<string, Set<string>>();
    const shown = new Map<string, Map<string, number>>();
    for (const doc of docs) {
      for (const term of doc.terms) {
        let set = sources.get(term.key);
        if (!set) sources.set(term.key, (set = new Set()));
        set.add(doc.source);
        const forms = shown.get(term.key) ?? new Map<string, number>();
        forms.set(term.shown, (forms.get(term.shown) ?? 0) + 1);
        shown.set(term.key, forms);
      }
    }
    return { sources, shown, size: docs.length };
  });
  const overall = new Map<string, number>();
  for (const c of perClass) for (const [key, set] of c.sources) overall.set(key, (overall.get(key) ?? 0) + set.size);
  const mean =
    perClass.reduce((sum, c) => sum + [...c.sources.values()].reduce((s, set) => s + set.size, 0), 0) / Math.max(1, perClass.length);
  return perClass.map((c) => {
    const scored = [...c.sources].map(([key, set]) => {
      const isPair = key.includes(' ');
      // A pair must recur (in two sources) to name a group; otherwise every sentence brings its own.
      const usable = !isPair || set.size >= 2;
      const tf = set.size / Math.max(1, c.size);
      const score = usable ? tf * Math.log(1 + mean / overall.get(key)!) * (isPair ? 1.3 : 1) : 0;
      const forms = [...c.shown.get(key)!].sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]));
      return { key, term: forms[0]![0], score, support: set.size };
    });
    scored.sort((x, y) => y.score - x.score || y.support - x.support || x.term.localeCompare(y.term));
    const chosen: typeof scored = [];
    for (const candidate of scored) {
      if (chosen.length >= count || candidate.score <= 0) break;
      // A word already inside a chosen pair (or a pair made of chosen words) adds nothing.
      const parts = candidate.key.split(' ');
      const overlaps = chosen.some((c) => c.key.split(' ').some((p) => parts.includes(p)));
      if (!overlaps) chosen.push(candidate);
    }
    return chosen.map(({ term, score }) => ({ term, score }));
  });
}
