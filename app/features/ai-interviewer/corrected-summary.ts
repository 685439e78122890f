import type { MemberCheckPoint } from '@db/schema';
import { pointsCorrected } from '~/features/member-check/correction-targets';
import type { MemberCheckPhrases } from '~/features/member-check/phrases';

import { answersByQuestion, quotingPoint, shortenAnswer, type SummaryMessage, type SummaryQuestion } from './builtin-summary';
import { withoutCorrectionOpening } from './correction-opening';

/**
 * The built-in engine's summary after a correction: the points the correction corrects (`pointsCorrected`) give way to
 * one point that quotes the correction, named by their questions and listing them in `corrects`; the other points
 * stay as they were read back. A correction that corrects no point in particular is added at the end, correcting the
 * summary as a whole. The correction is stored as what it is, never as one more answer to a question. Pure.
 */
export function builtinCorrectedPoints(input: {
  phrases: MemberCheckPhrases;
  questions: readonly SummaryQuestion[];
  offered: readonly MemberCheckPoint[];
  /** The dialog up to the summary (and after): what the respondent said to each question. */
  messages: readonly SummaryMessage[];
  correction: { id: string; content: string };
  language: string;
}): MemberCheckPoint[] {
  const { phrases, questions, offered, correction } = input;
  const answers = answersByQuestion(input.messages.filter((m) => m.id !== correction.id));
  const readable = offered.flatMap((point) => {
    const index = point.questionIndex;
    if (index === null) return [];
    const question = questions[index];
    const said = (answers.get(index) ?? []).map((m) => m.content);
    return [{ questionIndex: index, text: [point.question ?? '', point.words ?? point.text, question?.title ?? '', ...said].join('\n') }];
  });
  const targets = pointsCorrected(correction.content, readable);
  const words = shortenAnswer(withoutCorrectionOpening(correction.content), input.language);
  if (targets.length === 0)
    return [...offered, { ...quotingPoint(phrases, phrases.yourCorrection, words, null, [correction.id]), corrects: [] }];
  const names = offered.filter((p) => p.questionIndex !== null && targets.includes(p.questionIndex)).map((p) => p.question ?? p.text);
  const replacement: MemberCheckPoint = {
    ...quotingPoint(phrases, phrases.correctionOf(names.join(', ')), words, targets[0]!, [correction.id]),
    corrects: targets,
  };
  let replaced = false;
  return offered.flatMap((point) => {
    if (point.questionIndex === null || !targets.includes(point.questionIndex)) return [point];
    if (replaced) return [];
    replaced = true;
    return [replacement];
  });
}
