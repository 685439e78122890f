// Shared by the server and the browser: plain numbers, no imports.

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** A score bin [from, to): the last one, 9–10, holds 10 too. */
export type Bin = { from: number; to: number; count: number };

/** Scores 0–10 in ten bins of one point. */
export function histogram(scores: number[]): Bin[] {
  const bins: Bin[] = Array.from({ length: 10 }, (_, i) => ({ from: i, to: i + 1, count: 0 }));
  for (const score of scores) bins[Math.min(9, Math.max(0, Math.floor(score)))]!.count += 1;
  return bins;
}
