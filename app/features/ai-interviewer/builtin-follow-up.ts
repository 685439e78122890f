import { type DetailKind, mostSpecificDetail } from '~/ai/builtin/answer-details';
import { countWords } from '~/ai/text/words';

import { isClosingQuestion, isWarmUpQuestion } from './answer-kinds';
import { type FollowUpJudgement, type GuidePosition, SHORT_ANSWER_WORDS } from './guide-position';

type GuideQuestion = { title: string; description: string };

const WORTH_A_FOLLOW_UP: ReadonlySet<DetailKind> = new Set(['complaint', 'event', 'phrase', 'emotion', 'price']);

/** The titles and descriptions of the guide's questions other than `index`: what the guide will ask about anyway. */
export function otherQuestionsText(questions: readonly GuideQuestion[], index: number): string {
  return questions
    .filter((_, i) => i !== index)
    .map((q) => `${q.title} ${q.description}`)
    .join(' ');
}

/**
 * Without a model, whether a full answer earns a follow-up: when it names something specific the guide does not ask
 * about (a complaint or an event, a specific thing, an emotion, a price), once per question, and never on the warm-up or
 * closing question. Null leaves the decision to the answer's length (a short answer is probed, asking for an example).
 */
export function builtinFollowUpJudgement(
  position: GuidePosition,
  answer: string,
  questions: readonly GuideQuestion[],
  language: string,
): FollowUpJudgement | null {
  const index = position.question;
  if (index < 0 || index >= questions.length || position.followUps > 0) return null;
  if (isWarmUpQuestion(questions, index) || isClosingQuestion(questions, index)) return null;
  if (countWords(answer) < SHORT_ANSWER_WORDS) return null;
  // A name or a place may be what the question asked for ("Who is your supplier?"): only what happened, a specific
  // thing named ("the neighbourhood Facebook group", "a nut allergy"), how the respondent felt or what it cost makes a
  // full answer worth a follow-up.
  const asked = `${questions[index]!.title} ${questions[index]!.description}`;
  const detail = mostSpecificDetail(answer, language, otherQuestionsText(questions, index), asked);
  return detail && WORTH_A_FOLLOW_UP.has(detail.kind)
    ? {
        needsFollowUp: true,
        reason: `the answer names “${detail.said}” (${detail.kind}), which the guide does not ask about.`,
        by: 'rules',
      }
    : null;
}
