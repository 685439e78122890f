// Plain JavaScript, so both the bench (TypeScript) and the probe preloaded into the server (no loader) import it.

/**
 * The length covered by [start, end] spans, overlaps counted once (calls made in parallel).
 * @param {ReadonlyArray<readonly [number, number]>} spans
 * @returns {number}
 */
export function unionLength(spans) {
  const sorted = spans.filter(([a, b]) => b > a).sort((x, y) => x[0] - y[0]);
  let total = 0;
  let end = -Infinity;
  for (const [a, b] of sorted) {
    if (b <= end) continue;
    total += b - Math.max(a, end);
    end = b;
  }
  return total;
}
