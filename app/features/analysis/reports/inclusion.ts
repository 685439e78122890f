// Shared by the server and the browser: the page re-derives inclusion as the threshold moves, with the server's rule.

/**
 * The one inclusion rule: an override wins; otherwise a strong flag of the quality guard leaves the dialog out, and
 * else a score at or above the threshold counts; unscored and failed are out.
 */
export function isIncluded(
  row: { manualIncluded: boolean | null; status: string; score: number | null; guardExcluded?: boolean | null },
  threshold: number,
): boolean {
  if (row.manualIncluded !== null) return row.manualIncluded;
  if (row.guardExcluded) return false;
  return row.status === 'scored' && row.score !== null && row.score >= threshold;
}

/** The score badge's colour: green at or above the threshold, yellow within 2 below it, red otherwise. */
export function scoreTone(score: number, threshold: number): 'green' | 'yellow' | 'red' {
  if (score >= threshold) return 'green';
  return score >= threshold - 2 ? 'yellow' : 'red';
}

export const THRESHOLD_MIN = 0;
export const THRESHOLD_MAX = 10;
export const THRESHOLD_STEP = 0.1;
export const DEFAULT_THRESHOLD = 6;
