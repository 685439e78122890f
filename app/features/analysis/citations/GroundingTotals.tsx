import type { GroundingTally } from '~/ai/quotes/verify-quotes';

import { fittingText } from './fitting-text';

/**
 * The report's promise in numbers: how many quotes were found word for word, snapped to the real text, or dropped,
 * and what was cut from the model's answers to fit them.
 */
export function GroundingTotals({ total, label = 'Quotes in this report' }: { total: GroundingTally; label?: string }) {
  const offered = total.verbatim + total.snapped + total.dropped;
  const fitting = fittingText(total);
  if (offered === 0 && !fitting) return null;
  return (
    <p className="rounded-md bg-white px-4 py-3 text-sm text-slate-700 shadow-sm ring-1 ring-slate-200">
      <span className="font-medium text-slate-900">{label}:</span> {total.verbatim} verbatim · {total.snapped} snapped to the respondent’s
      exact words · {total.dropped} dropped (not found in the cited message, never shown)
      {fitting && <span className="block">{fitting}</span>}
    </p>
  );
}
