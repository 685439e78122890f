import type { Leniency } from '~/ai/lenient-schema';

/**
 * What was cut from the model's answers to fit them, in words ("2 items dropped from the model’s answers (over a
 * limit or unusable) · 1 text trimmed to length"), or null when nothing was.
 */
export function fittingText(tally: Leniency): string | null {
  const parts: string[] = [];
  if (tally.omitted > 0)
    parts.push(`${tally.omitted} ${tally.omitted === 1 ? 'item' : 'items'} dropped from the model’s answers (over a limit or unusable)`);
  if (tally.trimmed > 0) parts.push(`${tally.trimmed} ${tally.trimmed === 1 ? 'text' : 'texts'} trimmed to length`);
  return parts.length > 0 ? parts.join(' · ') : null;
}
