import { guardFlagLabel, guardFlagText, type GuardFlagView } from '~/features/participants/quality-guard-labels';

import type { GuardCounts } from '../sample/guard-counts';

const dialogs = (n: number) => `${n} ${n === 1 ? 'dialog' : 'dialogs'}`;

/**
 * The method's quality-guard lines, label then value, for the Word and Excel exports: how many dialogs were flagged,
 * how many a strong flag left out (and the researcher kept anyway), the dialogs per reason, and the rule.
 */
export function qualityGuardMethod(data: { hasSample: boolean; guard: GuardCounts }): [string, string][] {
  if (!data.hasSample) return [['Quality guard', 'not run: it runs with the sample']];
  const { guard } = data;
  if (guard.flagged === 0) return [['Quality guard', 'no dialog flagged']];
  const kept = guard.includedByResearcher;
  return [
    [
      'Quality guard',
      `${dialogs(guard.flagged)} flagged; ${dialogs(guard.excludedByDefault)} excluded for a strong flag${kept ? `, of which ${kept} included again by the researcher` : ''}`,
    ],
    ...guard.byKind.map((k): [string, string] => [
      `Quality guard: ${guardFlagLabel(k.kind)}`,
      `${dialogs(k.dialogs)}${k.strong ? ` (${k.strong} strong)` : ''}`,
    ]),
    [
      'Quality guard rule',
      'strong (excludes the dialog unless the researcher includes it): answers that read like a chatbot, a dialog mostly pasted in, answers repeated from an earlier dialog; weak (shown, never excludes): speed alone, tab switches, the same browser or address within an hour, the same typing pattern',
    ],
  ];
}

/** A dialog's flags in one cell: "Pasted in (strong): 3 of 5 answers pasted, 1,240 characters; …". */
export const guardCellText = (dialog: { guardFlags: readonly GuardFlagView[] }) => dialog.guardFlags.map(guardFlagText).join('; ');
