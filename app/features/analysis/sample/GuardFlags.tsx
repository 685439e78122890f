import { Badge } from '~/components/ui/Badge';
import { guardFlagLabel, type GuardFlagView as Flag } from '~/features/participants/quality-guard-labels';

import type { GuardCounts } from './guard-counts';

/** One dialog's quality-guard flags in plain words with their evidence, and what they do to its inclusion. */
export function GuardFlags({ flags, excluded, manual }: { flags: readonly Flag[]; excluded: boolean; manual: boolean | null }) {
  if (flags.length === 0) return null;
  return (
    <div className="mt-2 rounded-md bg-amber-50 p-2 text-sm ring-1 ring-amber-200" data-guard>
      <p className="font-medium text-slate-800">
        Quality guard
        {excluded && manual === null && (
          <span className="font-normal text-slate-700">: left out by default. Include it if you trust it.</span>
        )}
        {excluded && manual === true && <span className="font-normal text-slate-700">: included by you despite a strong flag.</span>}
      </p>
      <ul className="mt-1 space-y-1" aria-label="Quality guard flags">
        {flags.map((flag, i) => (
          <li key={`${flag.kind}-${i}`} className="flex flex-wrap items-baseline gap-x-2 gap-y-1" data-flag={flag.kind}>
            <Badge tone={flag.strength === 'strong' ? 'red' : 'yellow'}>{flag.strength === 'strong' ? 'Strong' : 'Weak'}</Badge>
            {/* The evidence names what was found ("3 of 5 answers pasted, …"): the kind's label would say it twice. */}
            <span className="min-w-0 break-words text-slate-700">{flag.evidence}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The Sample's quality-guard line: how many dialogs are flagged, left out by default, and by which flags. */
export function GuardSummary({ counts }: { counts: GuardCounts }) {
  if (counts.flagged === 0) return <p className="mt-3 text-sm text-slate-600">Quality guard: no dialog flagged.</p>;
  const kept = counts.includedByResearcher;
  return (
    <div className="mt-3 text-sm text-slate-700" data-guard-summary>
      <p>
        Quality guard: {counts.flagged} {counts.flagged === 1 ? 'dialog' : 'dialogs'} flagged, {counts.excludedByDefault} left out by
        default for a strong flag{kept > 0 && `, ${kept} of them included by you`}.
      </p>
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1" aria-label="Flagged dialogs by reason">
        {counts.byKind.map((k) => (
          <li key={k.kind}>
            {guardFlagLabel(k.kind)}: {k.dialogs}
            {k.strong > 0 && ` (${k.strong} strong)`}
          </li>
        ))}
      </ul>
    </div>
  );
}
