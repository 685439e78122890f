/** Unit vectors (cosine = dot product) and their centroids, for the built-in engine's wish grouping and coding. Pure. */

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
