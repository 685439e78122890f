import type { Interview } from '@db/schema';
import type { Directive, DirectiveQuestion } from '~/ai/interviewer';

import type { Told } from './already-told';
import { isClosingQuestion, isWarmUpQuestion } from './answer-kinds';
import { otherQuestionsText } from './builtin-follow-up';
import type { GuidePosition, NextStep } from './guide-position';
import { plannedKind, requiredItems } from './required-info';
import { stanceOnDoingAgain } from './told-by-intent';

/** A question of the guide as a directive names it, marked when it is the warm-up or the closing question. */
function guideQuestion(interview: Interview, index: number): DirectiveQuestion {
  const { title, description } = interview.questions[index]!;
  const role = isWarmUpQuestion(interview.questions, index)
    ? 'warm-up'
    : isClosingQuestion(interview.questions, index)
      ? 'closing'
      : undefined;
  return role ? { title, description, role } : { title, description };
}

export function stayOnTopic(position: GuidePosition, interview: Interview): Directive {
  return { kind: 'stay-on-topic', question: interview.questions[position.question] ? guideQuestion(interview, position.question) : null };
}

/** What the reply must do, from the step the guide takes and the respondent's latest answer. */
export function directiveFor(
  step: NextStep,
  interview: Interview,
  answer: string,
  told: readonly (Told | null)[] = [],
  said: readonly string[] = [],
): Directive {
  switch (step.kind) {
    case 'ask': {
      const after = step.after === 'turn-limit' || step.after === 'goodbye' ? 'answer' : step.after;
      return {
        kind: 'ask',
        question: guideQuestion(interview, step.question),
        isFirst: step.question === 0,
        after,
        ...(after === 'answer' ? { answer } : {}),
        ...(told[step.question] === 'in-passing' ? { toldEarlier: true } : {}),
        ...(told[step.question] === 'verdict' ? { buildsOn: { verdict: stanceOnDoingAgain(said) ?? 'yes' } } : {}),
      };
    }
    case 'probe':
      return {
        kind: 'probe',
        question: guideQuestion(interview, step.question),
        answer,
        guide: otherQuestionsText(interview.questions, step.question),
        ...(step.reAsk ? { reAsk: true } : {}),
        ...(step.clarify ? { clarify: true } : {}),
        ...(step.goAhead ? { goAhead: true } : {}),
      };
    case 'collect': {
      const after = step.after === 'turn-limit' || step.after === 'goodbye' ? 'answer' : step.after;
      const info = plannedKind(requiredItems(interview.requiredInfo), step.item, interview.language);
      return { kind: 'collect', item: step.item, info, after, ...(after === 'answer' ? { answer } : {}) };
    }
    case 'close':
      return { kind: 'close', ...(step.after === 'goodbye' ? { farewell: true } : {}), ...(step.after === 'answer' ? { answer } : {}) };
  }
}
