import type { GroundingTally } from '~/ai/quotes/verify-quotes';

import { fittingText } from '../citations/fitting-text';

/**
 * A section's quote counts: how many the engine offered were verbatim, snapped to the real text, or dropped; and what
 * was cut from a model's answers to fit them.
 */
export function SectionGrounding({ tally }: { tally: GroundingTally }) {
  const fitting = fittingText(tally);
  if (tally.verbatim + tally.snapped + tally.dropped === 0 && !fitting) return null;
  return (
    <p className="mb-4 text-xs text-slate-600">
      Quotes: {tally.verbatim} verbatim · {tally.snapped} snapped · {tally.dropped} dropped
      {fitting && <> · {fitting}</>}
    </p>
  );
}

/** The researchers' agreement with the AI on a topic's quotes: the share they accepted, with the number of votes. */
export function Agreement({ agreement }: { agreement: { share: number | null; votes: number } }) {
  if (agreement.votes === 0) return <span className="text-xs text-slate-500">No votes yet</span>;
  return (
    <span className="text-xs text-slate-600">
      Agreement: {Math.round((agreement.share ?? 0) * 100)} % accepted of {agreement.votes} vote{agreement.votes === 1 ? '' : 's'}
    </span>
  );
}
