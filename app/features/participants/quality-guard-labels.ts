import type { FlagKind } from '~/ai/quality-guard/quality-flags';

/** What a flag's kind is called for the researcher, in the Sample, the Overview, the participants list and exports. */
export const GUARD_FLAG_LABELS: Record<FlagKind, string> = {
  'machine-written': 'Reads like a chatbot',
  pasted: 'Pasted in',
  'repeated-answers': 'Repeated answers',
  fast: 'Faster than typing',
  'tab-switches': 'Tab switches',
  'same-browser': 'Same browser',
  'same-address': 'Same address',
  'same-signals': 'Same typing pattern',
};

/** A stored flag as the pages and exports read it (its kind a string: a verdict may be older than today's kinds). */
export type GuardFlagView = { kind: string; strength: 'strong' | 'weak'; evidence: string };

/** A flag kind's name for the researcher; a kind no longer known is shown as stored. */
export const guardFlagLabel = (kind: string) => GUARD_FLAG_LABELS[kind as FlagKind] ?? kind;

/** A flag as the researcher reads it: "Pasted in (strong): 3 of 5 answers pasted, 1,240 characters". */
export const guardFlagText = (flag: GuardFlagView) => `${guardFlagLabel(flag.kind)} (${flag.strength}): ${flag.evidence}`;
