/**
 * Grouping sentences by meaning for the built-in engine: unit vectors (cosine = dot product) joined to the nearest
 * group's centroid while they are close enough, then one pass that moves each to its best group. Pure.
 */

export type Cluster = { members: number[]; centroid: Float32Array };

export function dot(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[i]!;
  return sum;
}

function normalised(sum: Float32Array): Float32Array {
  let norm = 0;
  for (const v of sum) norm += v * v;
  norm = Math.sqrt(norm) || 1;
  return sum.map((v) => v / norm);
}

export function centroidOf(vectors: readonly Float32Array[], members: readonly number[]): Float32Array {
  const sum = new Float32Array(vectors[members[0]!]!.length);
  for (const m of members) vectors[m]!.forEach((v, i) => (sum[i]! += v));
  return normalised(sum);
}

/** Groups of vectors whose members are at least `threshold` similar to their group's centroid. */
export function clusterVectors(vectors: readonly Float32Array[], threshold: number): Cluster[] {
  let clusters: Cluster[] = [];
  vectors.forEach((vector, index) => {
    let best = -1;
    let bestScore = threshold;
    clusters.forEach((cluster, c) => {
      const score = dot(vector, cluster.centroid);
      if (score >= bestScore) {
        best = c;
        bestScore = score;
      }
    });
    if (best < 0) clusters.push({ members: [index], centroid: vector });
    else {
      const cluster = clusters[best]!;
      cluster.members.push(index);
      cluster.centroid = centroidOf(vectors, cluster.members);
    }
  });
  // One refinement pass: the first sentences joined groups before those groups had settled.
  const assigned = vectors.map((vector) => {
    let best = -1;
    let bestScore = -Infinity;
    clusters.forEach((cluster, c) => {
      const score = dot(vector, cluster.centroid);
      if (score > bestScore) {
        best = c;
        bestScore = score;
      }
    });
    return best;
  });
  clusters = clusters
    .map((_, c) => assigned.flatMap((a, i) => (a === c ? [i] : [])))
    .filter((members) => members.length > 0)
    .map((members) => ({ members, centroid: centroidOf(vectors, members) }));
  return clusters;
}

/** Members of a cluster, most central first. */
export function byCentrality(vectors: readonly Float32Array[], cluster: Cluster): number[] {
  return [...cluster.members].sort((a, b) => dot(vectors[b]!, cluster.centroid) - dot(vectors[a]!, cluster.centroid));
}
