/**
 * The same or nearly the same answer in several dialogs of one interview: a ring of respondents who share an answer
 * or two, which the whole-dialog duplicate check (`dialogFingerprint` over all of a dialog's text) misses when the
 * rest differs. Each answer is fingerprinted on its own with the same word 3-grams, and compared by the same
 * containment.
 *
 * Like the whole-dialog check, a repeat counts against the later dialog: the earlier one may be the honest answer
 * that others copied. That a later dialog repeats this one is returned too, for the researcher to see.
 */
import { containment, type DialogFingerprint, dialogFingerprint } from '~/ai/builtin/dialog-quality';

/** One answer's fingerprint; `number` counts the dialog's answers from 1. */
export type AnswerFingerprint = { number: number; fingerprint: DialogFingerprint };
/** Another dialog of the interview: its label for the researcher ("Dialog #12"), and whether it was held before this one. */
export type OtherDialogAnswers = { label: string; isEarlier: boolean; answers: readonly AnswerFingerprint[] };
export type AnswerRepeat = { number: number; label: string; isEarlier: boolean; shingles: number };

/** An answer needs this many 3-grams (about eight words) to be compared: "No, that's everything." is no repeat. */
export const MIN_ANSWER_SHINGLES = 6;
/** Shared 3-grams over the shorter answer's from which two answers are one. */
export const ANSWER_REPEAT_CONTAINMENT = 0.6;

/** Fingerprints of a dialog's answers, long enough to compare: compute once per dialog. */
export function answerFingerprints(answers: readonly { number: number; text: string }[]): AnswerFingerprint[] {
  return answers
    .map((answer) => ({ number: answer.number, fingerprint: dialogFingerprint([{ role: 'user', content: answer.text }]) }))
    .filter((answer) => answer.fingerprint.shingles.length >= MIN_ANSWER_SHINGLES);
}

/** This dialog's answers that repeat an answer of another dialog, each with the dialog it repeats (earlier ones first). */
export function answerRepeats(own: readonly AnswerFingerprint[], others: readonly OtherDialogAnswers[]): AnswerRepeat[] {
  const repeats: AnswerRepeat[] = [];
  for (const answer of own) {
    const matches = others
      .filter((other) => other.answers.some((theirs) => containment(answer.fingerprint, theirs.fingerprint) >= ANSWER_REPEAT_CONTAINMENT))
      .sort((a, b) => Number(b.isEarlier) - Number(a.isEarlier));
    for (const match of matches)
      repeats.push({ number: answer.number, label: match.label, isEarlier: match.isEarlier, shingles: answer.fingerprint.shingles.length });
  }
  return repeats;
}
