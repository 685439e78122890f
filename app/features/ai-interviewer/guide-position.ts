import { countWords } from '~/ai/text/words';

import { type AnswerKind, classifyAnswer, isClosingQuestion, isIntroduction, isWarmUpQuestion } from './answer-kinds';
import { isNotKnown, notKnownTurn } from './non-answer-turns';
import { asksWhatIsMeant, pointsBack } from './non-answers';

/**
 * Where a dialog stands in the interview guide. Kept in `dialogs.state`, so every turn continues from the stored
 * position instead of asking a model to remember it.
 */
export type GuidePosition = {
  /** Index of the question being discussed: -1 after the greeting, the number of questions once covered. */
  question: number;
  /** Follow-ups already asked about the current question. */
  followUps: number;
  /** Ids of the questions that have been answered. */
  covered: string[];
  /** True once the closing words have been said. */
  closed: boolean;
  /** Respondent messages answered so far, attempts to instruct the interviewer included. */
  turns: number;
  /** Items of the required info asked for so far, whatever the answer: none is asked twice. */
  infoAsked: string[];
  /** Set while an item of required info has been asked for: the guide question that comes next. */
  resume: number | null;
  /** Re-asks after "I don't know" said so far (absent: none), so none is said twice. */
  reAsks?: number;
  /**
   * Questions passed because the respondent had told them at length before they were asked (question id → the id of
   * the respondent message that told it): where the analysis and the member check find their answers.
   */
  toldBy?: Record<string, string>;
};

export const MAX_FOLLOW_UPS = 2;
/** An answer with fewer words than this earns a probe (when probes are left). */
export const SHORT_ANSWER_WORDS = 8;

export const START: GuidePosition = { question: -1, followUps: 0, covered: [], closed: false, turns: 0, infoAsked: [], resume: null };

/** Turns beyond what the guide needs: a respondent may say hello twice or ask something back without being cut off. */
export const TURN_MARGIN = 4;

/**
 * The most respondent messages a dialog answers: the reply to the greeting, every question with all its follow-ups,
 * and the margin. The interview closes politely at the last one, so no dialog (and no model bill) runs on for ever.
 */
export function maxTurns(questionCount: number, maxFollowUps = MAX_FOLLOW_UPS): number {
  return questionCount * (1 + maxFollowUps) + TURN_MARGIN;
}

export function positionOf(state: unknown): GuidePosition {
  const value = state as Partial<GuidePosition> | null;
  if (!value || typeof value.question !== 'number') return START;
  return {
    question: value.question,
    followUps: value.followUps ?? 0,
    covered: value.covered ?? [],
    closed: value.closed ?? false,
    turns: value.turns ?? 0,
    infoAsked: value.infoAsked ?? [],
    resume: value.resume ?? null,
    ...(value.reAsks ? { reAsks: value.reAsks } : {}),
    ...(value.toldBy ? { toldBy: value.toldBy } : {}),
  };
}

/** What the step follows: what the interviewer acknowledges before its next question, or why it closes. */
export type StepAfter =
  'greeting' | 'answer' | 'introduction' | 'refusal' | 'thanks' | 'no-more' | 'not-known' | 'said-before' | 'goodbye' | 'turn-limit';

/**
 * The next step, with `why`: the reason in a sentence, kept with the reply so the owner can see it; `passed`: the
 * questions it goes past because they were told at length before they were asked.
 */
export type NextStep =
  | { kind: 'ask'; question: number; after: StepAfter; why: string; passed?: number[] }
  /** `reAsk`: the one gentle re-ask after "I don't know"; `goAhead`: the invitation after a "yes" to "anything else?". */
  | { kind: 'probe'; question: number; followUp: number; why: string; reAsk?: boolean; goAhead?: boolean; clarify?: boolean }
  /** Ask for an item of required info the respondent has not given; the guide then goes on with question `resume`. */
  | { kind: 'collect'; item: string; resume: number; after: StepAfter; why: string; passed?: number[] }
  | { kind: 'close'; after: StepAfter; why: string; passed?: number[] };

/**
 * What the respondent has told already: the items of required info still to ask for in this dialog (not given by the
 * respondent, not asked before) and the guide questions whose subject they told at length, which are not asked.
 */
export type InfoToCollect = { missing: readonly string[]; toldAtLength?: readonly number[] };
const NOTHING_TO_COLLECT: InfoToCollect = { missing: [] };

/** A model's judgement of whether the last answer needs a follow-up (`by: 'rules'`: the built-in engine's, from what the answer names). */
export type FollowUpJudgement = { needsFollowUp: boolean; reason: string; by?: 'model' | 'rules' };

type GuideQuestion = { title: string; description: string };

/** The answer kinds that are never probed, as the owner reads them. */
const NEVER_PROBED: Partial<Record<AnswerKind, { after: StepAfter; why: string }>> = {
  refusal: { after: 'refusal', why: 'No follow-up: the respondent declined to answer.' },
  'no-more': { after: 'no-more', why: 'No follow-up: the respondent has nothing more to add.' },
  thanks: { after: 'thanks', why: 'No follow-up: the respondent said thank you.' },
};

/**
 * What the rules decide before a model is asked: a step, or null when only the answer's substance can decide whether
 * to probe (the model's judgement with a model, the answer's length without one).
 */
export function ruledStep(
  position: GuidePosition,
  answer: string,
  questions: readonly GuideQuestion[],
  maxFollowUps = MAX_FOLLOW_UPS,
  info: InfoToCollect = NOTHING_TO_COLLECT,
): NextStep | null {
  const count = questions.length;
  if (position.question >= count) return { kind: 'close', after: 'answer', why: 'The guide is covered.' };
  // Each item of required info asked for adds a turn, so asking for them never cuts the guide short.
  if (position.turns + 1 >= maxTurns(count, maxFollowUps) + position.infoAsked.length)
    return { kind: 'close', after: 'turn-limit', why: 'The turn limit of this dialog is reached: the interview closes.' };
  const kind = classifyAnswer(answer);
  if (kind === 'goodbye') return { kind: 'close', after: 'goodbye', why: 'The respondent said goodbye: the interview closes.' };
  // The answer to a question about the respondent is never probed: the guide goes on where it was, or closes when
  // the item was asked before the close.
  if (position.resume !== null) {
    const after: StepAfter =
      kind === 'refusal' || kind === 'thanks' || kind === 'no-more'
        ? kind
        : pointsBack(answer)
          ? 'said-before'
          : isNotKnown(answer)
            ? 'not-known'
            : 'answer';
    const why =
      kind === 'refusal'
        ? 'The respondent preferred not to say: the guide goes on.'
        : 'The respondent answered the question about them: the guide goes on.';
    if (position.resume >= count) return collectBefore({ kind: 'close', after, why: `${why} The guide is covered.` }, info, count, true);
    return collectBefore({ kind: 'ask', question: position.resume, after, why }, info, count, true);
  }
  // The reply to the greeting is never probed: the guide starts, past the warm-up if the respondent already introduced themselves.
  if (position.question < 0) {
    if (count === 0) return { kind: 'close', after: 'answer', why: 'The guide has no questions.' };
    if (isWarmUpQuestion(questions, 0) && isIntroduction(answer))
      return moveOn(0, count, 'introduction', 'The respondent introduced themselves: the warm-up question is not asked.');
    return { kind: 'ask', question: 0, after: 'greeting', why: 'Reply to the greeting: the guide starts.' };
  }
  const ruled = kind && NEVER_PROBED[kind];
  if (ruled) return moveOn(position.question, count, ruled.after, ruled.why);
  // "Anything else?" "Yes.": the respondent has something to add, and is invited to say it.
  if (kind === 'yes' && isClosingQuestion(questions, position.question) && position.followUps === 0 && maxFollowUps > 0)
    return {
      kind: 'probe',
      question: position.question,
      followUp: 1,
      goAhead: true,
      why: 'A “yes” to the closing question: the respondent is invited to say what they would add.',
    };
  // A bare yes or no to "anything else?", or to a follow-up, is an answer that needs nothing more.
  if ((kind === 'yes' || kind === 'no') && (isClosingQuestion(questions, position.question) || position.followUps > 0)) {
    return moveOn(
      position.question,
      count,
      'no-more',
      `No follow-up: a plain “${kind}” to ${position.followUps > 0 ? 'a follow-up' : 'the closing question'}.`,
    );
  }
  // "As I said.": the question was asked again; the interviewer owns it and goes on, never asking for an example.
  if (pointsBack(answer))
    return moveOn(position.question, count, 'said-before', 'The respondent had told this already: an apology, and the guide goes on.');
  // "Sorry, what do you mean by that?": the question is put again in other words, once; asked again, the guide goes on.
  // The same question asked once more: put another way after "What do you mean?", gently after "I don't know".
  const askAgain = (how: { clarify: true } | { reAsk: true }, why: string): NextStep => ({
    kind: 'probe',
    question: position.question,
    followUp: position.followUps + 1,
    ...how,
    why,
  });
  if (asksWhatIsMeant(answer) && position.followUps < maxFollowUps && !isClosingQuestion(questions, position.question))
    return askAgain({ clarify: true }, 'The respondent asked what the question means: it is put again in other words.');
  const notKnown = notKnownTurn(answer, {
    followUps: position.followUps,
    maxFollowUps,
    closing: isClosingQuestion(questions, position.question),
    reAsked: position.reAsks ?? 0,
  });
  if (notKnown === 're-ask') return askAgain({ reAsk: true }, 'The respondent does not know: one gentle re-ask.');
  if (notKnown === 'move-on')
    return moveOn(position.question, count, 'not-known', 'No more asking: the respondent does not know; the guide goes on.');
  if (position.followUps >= maxFollowUps)
    return moveOn(position.question, count, 'answer', `No follow-up: ${position.followUps} of ${maxFollowUps} follow-ups already asked.`);
  return null;
}

/**
 * The step after the respondent's answer. The rules come first (goodbyes close; refusals, thanks and "nothing more"
 * move on; a respondent who introduced themselves is not asked the warm-up question); then the model's judgement
 * when there is one; else a short answer is probed (at most `maxFollowUps` times). The last question closes, and so
 * does the turn cap.
 */
export function nextStep(
  position: GuidePosition,
  answer: string,
  questions: readonly GuideQuestion[],
  maxFollowUps = MAX_FOLLOW_UPS,
  judgement?: FollowUpJudgement | null,
  info: InfoToCollect = NOTHING_TO_COLLECT,
): NextStep {
  const ruled = ruledStep(position, answer, questions, maxFollowUps, info);
  if (ruled) return position.resume !== null ? ruled : collectBefore(ruled, info, questions.length, false);
  const decided = decideFollowUp(position, answer, questions, judgement);
  return collectBefore(decided, info, questions.length, false);
}

/**
 * Before the guide moves on to its next question, the interviewer asks for one item of required info the respondent
 * has not given, once, between two questions, so the items are spread over the interview. Right after such an item,
 * another follows at once only when more are left than questions to move on to.
 */
function collectBefore(asked: NextStep, info: InfoToCollect, count: number, justCollected: boolean): NextStep {
  const step = passTold(asked, info.toldAtLength ?? [], count);
  if (info.missing.length === 0) return step;
  // A guide whose every question was told early closes without asking the rest: the items left are asked first.
  const closesAfterAnswer = step.kind === 'close' && step.after !== 'goodbye' && step.after !== 'turn-limit' && count > 0;
  if (!closesAfterAnswer && (step.kind !== 'ask' || step.question < 1)) return step;
  const resume = step.kind === 'ask' ? step.question : count;
  const transitionsLeft = count - 1 - resume;
  if (justCollected && info.missing.length <= transitionsLeft) return step;
  const item = info.missing[0]!;
  return {
    kind: 'collect',
    item,
    resume,
    after: step.after,
    why: `${step.why} First, the respondent is asked for “${item}”, which they have not given.`,
    ...(step.passed ? { passed: step.passed } : {}),
  };
}

/** A question the respondent has already answered at length is not asked: the guide goes on to the next one. */
function passTold(step: NextStep, toldAtLength: readonly number[], count: number): NextStep {
  if (step.kind !== 'ask' || !toldAtLength.includes(step.question)) return step;
  let next = step.question;
  while (next < count && toldAtLength.includes(next)) next++;
  const passed = Array.from({ length: next - step.question }, (_, i) => step.question + i);
  // The owner reads questions by their number, from 1.
  const numbers = passed.map((index) => index + 1);
  const named =
    numbers.length === 1 ? `Question ${numbers[0]} was` : `Questions ${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)} were`;
  const why = `${step.why} ${named} answered earlier, at length: not asked again.`;
  return next >= count ? { kind: 'close', after: step.after, why, passed } : { ...step, question: next, why, passed };
}

function decideFollowUp(
  position: GuidePosition,
  answer: string,
  questions: readonly GuideQuestion[],
  judgement?: FollowUpJudgement | null,
): NextStep {
  const probe = (why: string): NextStep => ({ kind: 'probe', question: position.question, followUp: position.followUps + 1, why });
  if (judgement) {
    return judgement.needsFollowUp
      ? probe(judgement.by === 'rules' ? `Follow-up: ${judgement.reason}` : `Follow-up (model): ${judgement.reason}`)
      : moveOn(
          position.question,
          questions.length,
          'answer',
          `No follow-up${judgement.by === 'rules' ? '' : ' (model)'}: ${judgement.reason}`,
        );
  }
  const words = countWords(answer);
  const counted = `${words} word${words === 1 ? '' : 's'}`;
  return words < SHORT_ANSWER_WORDS
    ? probe(`Follow-up: a short answer (${counted}).`)
    : moveOn(position.question, questions.length, 'answer', `No follow-up: a full answer (${counted}).`);
}

function moveOn(from: number, count: number, after: StepAfter, why: string): NextStep {
  const following = from + 1;
  return following >= count ? { kind: 'close', after, why } : { kind: 'ask', question: following, after, why };
}

/**
 * The position once `step` has been said, with the question ids of the guide, and for the questions it passed as
 * told, the respondent message that told each (`tellers`, by question index).
 */
export function advance(
  position: GuidePosition,
  step: NextStep,
  questionIds: string[],
  tellers: ReadonlyMap<number, string> = new Map(),
): GuidePosition {
  const told = step.kind === 'probe' ? [] : (step.passed ?? []).filter((index) => tellers.has(index) && questionIds[index]);
  const withTellers: GuidePosition = told.length
    ? {
        ...position,
        toldBy: { ...position.toldBy, ...Object.fromEntries(told.map((index) => [questionIds[index]!, tellers.get(index)!])) },
      }
    : position;
  return advanced(withTellers, step, questionIds);
}

function advanced(position: GuidePosition, step: NextStep, questionIds: string[]): GuidePosition {
  // The question being discussed is covered once the guide moves past it; so is the warm-up question when the
  // respondent's introduction answered it.
  const from = Math.max(0, position.question);
  const next = step.kind === 'ask' ? step.question : step.kind === 'collect' ? step.resume : null;
  const upTo = next !== null ? next - 1 : position.question >= 0 || (step.kind === 'close' && step.after === 'introduction') ? from : -1;
  const passed = step.kind === 'probe' ? [] : questionIds.slice(from, upTo + 1);
  const covered = [...position.covered, ...passed.filter((id) => !position.covered.includes(id))];
  const turns = position.turns + 1;
  switch (step.kind) {
    case 'probe':
      return { ...position, followUps: step.followUp, turns, ...(step.reAsk ? { reAsks: (position.reAsks ?? 0) + 1 } : {}) };
    case 'collect':
      // The guide stays where it was until the respondent has answered; the next question is kept for then.
      return { ...position, followUps: 0, covered, turns, infoAsked: [...position.infoAsked, step.item], resume: step.resume };
    case 'ask':
      return { ...position, question: step.question, followUps: 0, covered, closed: false, turns, resume: null };
    case 'close':
      return { ...position, question: questionIds.length, followUps: 0, covered, closed: true, turns, resume: null };
  }
}

/** The questions passed as told, by index in the guide, each with the message that told it (`toldBy`). */
export function passedTellers(position: Pick<GuidePosition, 'toldBy'>, questions: readonly { id: string }[]): Map<number, string> {
  return new Map(
    questions.flatMap((question, index) => {
      const teller = position.toldBy?.[question.id];
      return teller ? [[index, teller] as const] : [];
    }),
  );
}

/** The position after a message that tried to instruct the interviewer: the guide stays where it was, the turn counts. */
export function countTurn(position: GuidePosition): GuidePosition {
  return { ...position, turns: position.turns + 1 };
}
