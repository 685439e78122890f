/**
 * The quality guard's verdict on one dialog: its flags in plain words with their evidence, each strong or weak, and
 * whether the dialog is left out of the analysis by default. The rule (docs/architecture.md, "Quality guard";
 * docs/decisions/0022-quality-guard-flags.md):
 *   - strong: answers that read like a chatbot (two or more, one of them with a telling sign beyond polish), a dialog
 *     mostly pasted in, answers repeated from an earlier dialog of the interview (two, or one long one);
 *   - weak: one answer that reads like a chatbot (or several, by their polish alone), some answers pasted, speed alone, tab switches, another dialog from
 *     the same browser or address, a later dialog repeating this one's answer;
 *   - a strong flag excludes the dialog by default; weak flags are shown and never exclude, however many.
 * Client signals only ever add a flag: missing ones (no JavaScript) add none and clear none.
 *
 * Pure: the caller passes the dialog's messages with their times and signals, the interview's other dialogs' answer
 * fingerprints (`answerFingerprints`), and the dialogs from the same browser or address within an hour.
 */
import {
  ANSWER_REPEAT_CONTAINMENT,
  answerFingerprints,
  answerRepeats,
  MIN_ANSWER_SHINGLES,
  type OtherDialogAnswers,
} from './answer-repeats';
import { type GuardAnswer, MACHINE_THRESHOLD, machineWrittenAnswers } from './machine-written';
import { type ClientSignals, serverSignals } from './signals';

export type GuardMessage = {
  role: 'user' | 'assistant';
  content: string;
  /** When the message was stored: the server's clock. */
  at?: Date | number | null;
  /** The respondent page's signals for an answer; null or absent without JavaScript. */
  signals?: ClientSignals | null;
};
export type QualityGuardInput = {
  messages: readonly GuardMessage[];
  /** The interview's other dialogs' answer fingerprints (`answerFingerprints`), each with its label and order. */
  others?: readonly OtherDialogAnswers[];
  /** Labels of other dialogs started from the same browser (the visitor cookie) within an hour of this one. */
  sameBrowser?: readonly string[];
  /** Labels of other dialogs started from the same address within an hour of this one. */
  sameAddress?: readonly string[];
  /** Labels of other dialogs whose answers the page recorded with the very same signals (`signalPattern`). */
  sameSignals?: readonly string[];
};

export type FlagKind =
  'machine-written' | 'pasted' | 'repeated-answers' | 'fast' | 'tab-switches' | 'same-browser' | 'same-address' | 'same-signals';
export type Strength = 'strong' | 'weak';
export type QualityGuardFlag = { kind: FlagKind; strength: Strength; evidence: string };
export type QualityGuardResult = { flags: QualityGuardFlag[]; excludedByDefault: boolean; thresholds: typeof GUARD_THRESHOLDS };

/** Every number the rule uses, stored with the flags so a verdict can be read against the thresholds of its day. */
export const GUARD_THRESHOLDS = {
  machinePoints: MACHINE_THRESHOLD,
  strongMachineAnswers: 2,
  /** Share of the dialog's characters pasted from which the dialog is "mostly pasted in". */
  strongPastedShare: 0.5,
  strongPastedChars: 200,
  /** An answer counts as pasted when this share of it was pasted. */
  pastedAnswerShare: 0.5,
  weakPastedChars: 100,
  repeatContainment: ANSWER_REPEAT_CONTAINMENT,
  repeatMinShingles: MIN_ANSWER_SHINGLES,
  /** One repeated answer this long (word 3-grams) is no coincidence. */
  strongRepeatShingles: 15,
  strongRepeatAnswers: 2,
  fastMinChars: 200,
  fastCharsPerSecond: 15,
  tabSwitches: 3,
  /** …and in at least this share of the answers the page recorded. */
  tabSwitchAnswerShare: 0.5,
  sameSourceWithinMinutes: 60,
  /** Answers the page recorded, alike to the character and millisecond, from which two dialogs share a pattern. */
  sameSignalAnswers: 2,
} as const;
const T = GUARD_THRESHOLDS;

/** The respondent's answers in order, numbered from 1, each with the interviewer's words before it. */
export function guardAnswers(messages: readonly GuardMessage[]): (GuardAnswer & { message: GuardMessage; askedAt: GuardMessage['at'] })[] {
  const answers: (GuardAnswer & { message: GuardMessage; askedAt: GuardMessage['at'] })[] = [];
  let question = '';
  let askedAt: GuardMessage['at'] = null;
  for (const message of messages) {
    if (message.role === 'assistant') {
      question = message.content;
      askedAt = message.at ?? null;
      continue;
    }
    if (!message.content.trim()) continue;
    answers.push({ number: answers.length + 1, text: message.content, question, message, askedAt });
  }
  return answers;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
/** "answer 2", "answers 2 and 4", "answers 1, 3 and 5". */
function answerList(numbers: readonly number[]): string {
  const sorted = [...new Set(numbers)].sort((a, b) => a - b);
  if (sorted.length === 1) return `answer ${sorted[0]}`;
  return `answers ${sorted.slice(0, -1).join(', ')} and ${sorted.at(-1)}`;
}
const labelList = (labels: readonly string[]) => {
  const unique = [...new Set(labels)];
  return unique.length <= 1 ? (unique[0] ?? '') : `${unique.slice(0, -1).join(', ')} and ${unique.at(-1)}`;
};
/**
 * A dialog's answers as the page recorded them (characters typed and pasted, pastes, composing milliseconds, tab
 * switches), as one key: people never match one another to the millisecond over several answers, a script replaying
 * its signals does. Null with fewer than `sameSignalAnswers` recorded answers or none with any composing time.
 */
export function signalPattern(signals: readonly (ClientSignals | null | undefined)[]): string | null {
  const recorded = signals.filter((s): s is ClientSignals => s != null);
  if (recorded.length < T.sameSignalAnswers || !recorded.some((s) => s.composingMs > 0 && s.typed + s.pasted > 0)) return null;
  return recorded.map((s) => [s.typed, s.pasted, s.pastes, s.composingMs, s.hidden].join(',')).join(';');
}

const round = (n: number) => (n >= 10 ? Math.round(n) : Math.round(n * 10) / 10);

export function qualityFlags(input: QualityGuardInput): QualityGuardResult {
  const answers = guardAnswers(input.messages);
  const flags: QualityGuardFlag[] = [];

  // Machine-written answers.
  const machine = machineWrittenAnswers(answers);
  if (machine.length) {
    const clearest = [...machine].sort((a, b) => b.points - a.points)[0]!;
    flags.push({
      kind: 'machine-written',
      // Polish without a personal detail supports a verdict but never carries a strong one alone: thoughtful people
      // write so too.
      strength: machine.length >= T.strongMachineAnswers && machine.some((m) => m.isTelling) ? 'strong' : 'weak',
      evidence: `${answerList(machine.map((m) => m.number))} read${machine.length === 1 ? 's' : ''} like a chatbot: '${clearest.quote}' (${clearest.reasons.join(', ')})`,
    });
  }

  // Pasted answers: only what the page recorded counts, against all the dialog's characters.
  const totalChars = answers.reduce((sum, a) => sum + a.text.trim().length, 0);
  const signalled = answers.filter((a) => a.message.signals);
  const pastedChars = signalled.reduce((sum, a) => sum + a.message.signals!.pasted, 0);
  const pastedAnswers = signalled.filter(
    (a) => a.message.signals!.pasted > 0 && a.message.signals!.pasted >= T.pastedAnswerShare * a.text.trim().length,
  );
  if (pastedAnswers.length && pastedChars >= T.weakPastedChars) {
    const mostly = pastedChars >= T.strongPastedChars && pastedChars >= T.strongPastedShare * totalChars;
    flags.push({
      kind: 'pasted',
      strength: mostly ? 'strong' : 'weak',
      evidence: `${pastedAnswers.length} of ${plural(answers.length, 'answer')} pasted, ${plural(pastedChars, 'character')}`,
    });
  }

  // Answers repeated across dialogs.
  const repeats = answerRepeats(answerFingerprints(answers), input.others ?? []);
  const earlier = repeats.filter((r) => r.isEarlier);
  if (earlier.length) {
    const numbers = new Set(earlier.map((r) => r.number));
    const strong = numbers.size >= T.strongRepeatAnswers || earlier.some((r) => r.shingles >= T.strongRepeatShingles);
    flags.push({
      kind: 'repeated-answers',
      strength: strong ? 'strong' : 'weak',
      evidence: `${answerList([...numbers])}: same answer as ${labelList(earlier.map((r) => r.label))}`,
    });
  }
  const later = repeats.filter((r) => !r.isEarlier && !earlier.some((e) => e.number === r.number));
  if (later.length) {
    flags.push({
      kind: 'repeated-answers',
      strength: 'weak',
      evidence: `${answerList(later.map((r) => r.number))} repeated later by ${labelList(later.map((r) => r.label))}`,
    });
  }

  // Speed: long answers faster than a person types, where no paste explains it.
  const fast = answers
    .filter((a) => a.askedAt != null && a.message.at != null && a.text.trim().length > T.fastMinChars)
    .filter((a) => !(a.message.signals && a.message.signals.pasted > 0))
    .map((a) => ({ answer: a, timing: serverSignals(a.askedAt!, a.message.at!, a.text.trim().length) }))
    .filter((x) => x.timing.charsPerSecond > T.fastCharsPerSecond);
  if (fast.length) {
    const first = fast[0]!;
    flags.push({
      kind: 'fast',
      strength: 'weak',
      evidence: `${answerList(fast.map((x) => x.answer.number))} faster than a person types: ${plural(first.answer.text.trim().length, 'character')} in ${plural(round(first.timing.seconds), 'second')}`,
    });
  }

  // Tab switches while composing.
  const hidden = signalled.reduce((sum, a) => sum + a.message.signals!.hidden, 0);
  const during = signalled.filter((a) => a.message.signals!.hidden > 0).map((a) => a.number);
  if (hidden >= T.tabSwitches && during.length >= T.tabSwitchAnswerShare * signalled.length) {
    flags.push({
      kind: 'tab-switches',
      strength: 'weak',
      evidence: `page hidden ${plural(hidden, 'time')} while composing ${answerList(during)}`,
    });
  }

  if (input.sameBrowser?.length)
    flags.push({ kind: 'same-browser', strength: 'weak', evidence: `same browser as ${labelList(input.sameBrowser)} within an hour` });
  if (input.sameAddress?.length)
    flags.push({ kind: 'same-address', strength: 'weak', evidence: `same address as ${labelList(input.sameAddress)} within an hour` });

  if (input.sameSignals?.length)
    flags.push({
      kind: 'same-signals',
      strength: 'weak',
      evidence: `typed, pasted and timed exactly as ${labelList(input.sameSignals)}`,
    });

  return { flags, excludedByDefault: flags.some((f) => f.strength === 'strong'), thresholds: GUARD_THRESHOLDS };
}
