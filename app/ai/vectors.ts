/** Vector maths for embeddings and the built-in engine's vectors (the offline encoders return unit vectors). Pure. */

/** The dot product: the cosine when both vectors have unit length. */
export function dot(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[i]!;
  return sum;
}

/** The cosine of two vectors of any length; 0 when either is all zeros. */
export function cosine(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let product = 0;
  let na = 0;
  let nb = 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    product += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  return na && nb ? product / Math.sqrt(na * nb) : 0;
}

/** A copy of the vector at unit length (an all-zero vector stays zero). */
export function normalise(vector: ArrayLike<number>): Float32Array {
  let norm = 0;
  for (let i = 0; i < vector.length; i++) norm += vector[i]! * vector[i]!;
  norm = Math.sqrt(norm) || 1;
  return Float32Array.from(vector, (v) => v / norm);
}

/** The centroid of the `members` of `vectors` (their indices), at unit length. */
export function centroidOf(vectors: readonly Float32Array[], members: readonly number[]): Float32Array {
  const sum = new Float32Array(vectors[members[0]!]!.length);
  for (const m of members) vectors[m]!.forEach((v, i) => (sum[i]! += v));
  return normalise(sum);
}
