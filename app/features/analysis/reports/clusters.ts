/** Unit vectors (cosine = dot product) and their centroids, for the built-in engine's wish grouping and coding. Pure. */
import { normalise } from '~/ai/vectors';

export function centroidOf(vectors: readonly Float32Array[], members: readonly number[]): Float32Array {
  const sum = new Float32Array(vectors[members[0]!]!.length);
  for (const m of members) vectors[m]!.forEach((v, i) => (sum[i]! += v));
  return normalise(sum);
}
