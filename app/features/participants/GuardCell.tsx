import { guardFlagLabel, type GuardFlagView as Flag } from './quality-guard-labels';

/**
 * A participant's quality-guard flags in the list: each kind once, strong ones marked, the evidence in the tooltip
 * (and in full on the Sample tab). "—" when never checked (before a sample, or an AI respondent).
 */
export function GuardCell({ flags }: { flags: readonly Flag[] | null }) {
  if (!flags) return <span className="text-slate-500">—</span>;
  if (flags.length === 0) return <span className="text-slate-600">No flags</span>;
  const kinds = new Map<string, Flag[]>();
  for (const flag of flags) kinds.set(flag.kind, [...(kinds.get(flag.kind) ?? []), flag]);
  return (
    <ul className="max-w-52 space-y-0.5 text-xs" data-guard-cell>
      {[...kinds].map(([kind, list]) => {
        const strong = list.some((f) => f.strength === 'strong');
        return (
          <li key={kind} title={list.map((f) => f.evidence).join('; ')} className={strong ? 'font-medium text-red-800' : 'text-amber-800'}>
            {guardFlagLabel(kind)}
            {strong ? ' (strong)' : ' (weak)'}
          </li>
        );
      })}
    </ul>
  );
}
