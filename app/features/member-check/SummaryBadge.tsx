import { Badge } from '~/components/ui/Badge';

import { type MemberCheckOutcome, OUTCOME_LABELS } from './format';

const tones = { confirmed: 'green', corrected: 'yellow', skipped: 'slate', pending: 'slate' } as const;

/** The member check's outcome in a list; a dialog that never reached it shows a dash. */
export function SummaryBadge({ outcome }: { outcome: MemberCheckOutcome }) {
  if (outcome === 'not-reached')
    return (
      <span className="text-slate-500" aria-label={OUTCOME_LABELS['not-reached']}>
        —
      </span>
    );
  return <Badge tone={tones[outcome]}>{OUTCOME_LABELS[outcome]}</Badge>;
}
