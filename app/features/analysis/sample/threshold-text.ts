import { THRESHOLD_MAX, THRESHOLD_MIN } from '../reports/inclusion';

/** Clamped to 0–10 and to one decimal, as the threshold is stored. */
export function parseThreshold(text: string): number | null {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value)) return null;
  return Math.round(Math.min(THRESHOLD_MAX, Math.max(THRESHOLD_MIN, value)) * 10) / 10;
}

/**
 * What the threshold field shows once the page's data brings a saved threshold. `unsaved` is the value the researcher
 * last moved to that has not come back saved yet (null when nothing is on its way). The field is the researcher's:
 * a save of an earlier value coming back while a later one is on its way changes nothing, and text that already
 * means the saved value is left as typed (rewriting "7" as "7.0" under the cursor turns a following ".5" into "7.0.5").
 * Only a threshold set elsewhere (another report, a form post) replaces the text.
 */
export function thresholdTextOnSave(text: string, saved: number, unsaved: number | null): { text: string; unsaved: number | null } {
  if (unsaved !== null && unsaved !== saved) return { text, unsaved };
  return { text: parseThreshold(text) === saved ? text : saved.toFixed(1), unsaved: null };
}
