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

/** A flag as the researcher reads it: "Pasted in (strong): 3 of 5 answers pasted, 1,240 characters". */
export const guardFlagText = (flag: { kind: string; strength: string; evidence: string }) =>
  `${GUARD_FLAG_LABELS[flag.kind as FlagKind] ?? flag.kind} (${flag.strength}): ${flag.evidence}`;
