// How `bench:quality` scores the labelled set (fixtures/quality): the quality guard's verdict on every dialog, with the
// interview's other dialogs as context, and the shares flagged per language, kind and part (tuned or held out).
import { answerFingerprints, type OtherDialogAnswers } from '../../app/ai/quality-guard/answer-repeats';
import { guardAnswers, qualityFlags, type QualityGuardResult } from '../../app/ai/quality-guard/quality-flags';
import { type DialogKind, EXPECTED_STRENGTH, type LabelledDialog } from './fixtures/quality';

export type Verdict = { dialog: LabelledDialog; result: QualityGuardResult };

/** The guard's verdict on each dialog, each compared with the other dialogs of its interview (earlier and later). */
export function judgeAll(dialogs: readonly LabelledDialog[]): Verdict[] {
  const fingerprints = new Map(dialogs.map((d) => [d.key, answerFingerprints(guardAnswers(d.messages))]));
  return dialogs.map((dialog, index) => {
    const others: OtherDialogAnswers[] = dialogs
      .map((other, otherIndex) => ({ other, otherIndex }))
      .filter(({ other }) => other.interview === dialog.interview && other.key !== dialog.key)
      .map(({ other, otherIndex }) => ({ label: other.key, isEarlier: otherIndex < index, answers: fingerprints.get(other.key)! }));
    return { dialog, result: qualityFlags({ messages: dialog.messages, others }) };
  });
}

export const isStrong = (result: QualityGuardResult) => result.flags.some((f) => f.strength === 'strong');
/** Whether a verdict is what the label asks: a bad dialog flagged (strongly, unless speed alone), a good one not strongly. */
export function isCaught(verdict: Verdict): boolean {
  const kind = verdict.dialog.kind;
  if (kind === 'good') return false;
  return EXPECTED_STRENGTH[kind] === 'strong' ? isStrong(verdict.result) : verdict.result.flags.length > 0;
}

export type Row = { language: string; part: 'tuned' | 'held out'; kind: DialogKind; dialogs: number; strong: number; anyFlag: number };

/** Counts per language, part and kind; context dialogs (a ring's source) are not counted. */
export function tabulate(verdicts: readonly Verdict[]): Row[] {
  const rows = new Map<string, Row>();
  for (const { dialog, result } of verdicts) {
    if (dialog.isContext) continue;
    const part = dialog.heldOut ? 'held out' : 'tuned';
    const id = `${dialog.language}|${part}|${dialog.kind}`;
    const row = rows.get(id) ?? { language: dialog.language, part, kind: dialog.kind, dialogs: 0, strong: 0, anyFlag: 0 };
    row.dialogs++;
    if (isStrong(result)) row.strong++;
    if (result.flags.length) row.anyFlag++;
    rows.set(id, row);
  }
  const kinds: DialogKind[] = ['chatbot', 'pasted', 'rushed', 'repeated', 'good'];
  return [...rows.values()].sort(
    (a, b) => a.part.localeCompare(b.part) * -1 || a.language.localeCompare(b.language) || kinds.indexOf(a.kind) - kinds.indexOf(b.kind),
  );
}

/** The goal of a row: a bad kind's flagged share (strongly, unless speed alone) at least 95 %, good dialogs' strong share at most 2 %. */
export function meetsGoal(row: Row): boolean {
  if (row.kind === 'good') return row.strong / row.dialogs <= 0.02;
  const caught = EXPECTED_STRENGTH[row.kind] === 'strong' ? row.strong : row.anyFlag;
  return caught / row.dialogs >= 0.95;
}
