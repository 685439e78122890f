import { type DetailKind, mostSpecificDetail } from '~/ai/builtin/answer-details';
import { countWords } from '~/ai/text/words';

import { isWarmUpQuestion } from './answer-kinds';
import { otherQuestionsText } from './builtin-follow-up';
import type { GuidePosition, NextStep } from './guide-position';

type GuideQuestion = { title: string; description: string };

/** An answer this long, with something that happened in it, is an account of its own, not an introduction. */
export const ACCOUNT_WORDS = 30;

/** What happened to the respondent or how they felt: the kinds of detail an account is followed up on. */
const ACCOUNT_KINDS: ReadonlySet<DetailKind> = new Set(['complaint', 'event', 'emotion']);

/**
 * Without a model, the one follow-up a long account earns where the guide would otherwise move straight on: after the
 * warm-up question, or after an item of required info, a respondent who tells what happened to them at length ("a dad
 * shouted at me in front of all the kids, and I nearly packed it in", "una madre me montó un pollo delante de todos")
 * is asked about that moment once, as a good interviewer would, before the guide goes on. Null leaves `step` as it is.
 */
export function followUpOnAccount(
  position: GuidePosition,
  step: NextStep,
  answer: string,
  questions: readonly GuideQuestion[],
  language: string,
  maxFollowUps: number,
): NextStep | null {
  if (step.kind !== 'ask' && step.kind !== 'collect') return null;
  if (step.after !== 'answer' || position.followUps >= maxFollowUps) return null;
  const index = position.question;
  const afterItem = position.resume !== null;
  // An answer to a follow-up is one too: the follow-up on a guide question asks only once about its first answer.
  const afterFollowUp = position.followUps > 0;
  if (index < 0 || index >= questions.length || !(afterItem || afterFollowUp || isWarmUpQuestion(questions, index))) return null;
  if (countWords(answer) < ACCOUNT_WORDS) return null;
  const asked = `${questions[index]!.title} ${questions[index]!.description}`;
  const detail = mostSpecificDetail(answer, language, otherQuestionsText(questions, index), asked);
  if (!detail || !ACCOUNT_KINDS.has(detail.kind)) return null;
  return {
    kind: 'probe',
    question: index,
    followUp: position.followUps + 1,
    why: `Follow-up: the ${afterItem ? 'answer about the respondent' : afterFollowUp ? 'answer to the follow-up' : 'introduction'} tells an account, “${detail.said}” (${detail.kind}), asked about once before the guide goes on.`,
  };
}
