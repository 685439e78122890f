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
};

export const MAX_FOLLOW_UPS = 2;
/** An answer with fewer words than this earns a probe (when probes are left). */
export const SHORT_ANSWER_WORDS = 8;

export const START: GuidePosition = { question: -1, followUps: 0, covered: [], closed: false, turns: 0 };

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
  return { question: value.question, followUps: value.followUps ?? 0, covered: value.covered ?? [], closed: value.closed ?? false, turns: value.turns ?? 0 };
}

export function wordCount(text: string): number {
  const words = text.trim().match(/[\p{L}\p{N}]+/gu) ?? [];
  // Scripts written without spaces (Chinese, Japanese) count roughly two characters a word.
  const cjk = text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu)?.length ?? 0;
  return cjk > words.length ? Math.ceil(cjk / 2) : words.length;
}

export type NextStep =
  | { kind: 'ask'; question: number }
  | { kind: 'probe'; question: number; followUp: number }
  | { kind: 'close' };

/**
 * The step after the respondent's answer: probe a short answer (at most MAX_FOLLOW_UPS times), otherwise move to
 * the next question, and close after the last or at the turn cap. `questionCount` 0 closes at once.
 */
export function nextStep(position: GuidePosition, answer: string, questionCount: number, maxFollowUps = MAX_FOLLOW_UPS): NextStep {
  if (position.question >= questionCount || position.turns + 1 >= maxTurns(questionCount, maxFollowUps)) return { kind: 'close' };
  // The reply to the greeting is never probed: the guide starts.
  if (position.question < 0) return questionCount > 0 ? { kind: 'ask', question: 0 } : { kind: 'close' };
  if (wordCount(answer) < SHORT_ANSWER_WORDS && position.followUps < maxFollowUps) {
    return { kind: 'probe', question: position.question, followUp: position.followUps + 1 };
  }
  const following = position.question + 1;
  return following >= questionCount ? { kind: 'close' } : { kind: 'ask', question: following };
}

/** The position once `step` has been said, with the question ids of the guide. */
export function advance(position: GuidePosition, step: NextStep, questionIds: string[]): GuidePosition {
  const current = questionIds[position.question];
  const covered = current && !position.covered.includes(current) ? [...position.covered, current] : position.covered;
  const turns = position.turns + 1;
  switch (step.kind) {
    case 'probe':
      return { ...position, followUps: step.followUp, turns };
    case 'ask':
      return { question: step.question, followUps: 0, covered, closed: false, turns };
    case 'close':
      return { question: questionIds.length, followUps: 0, covered, closed: true, turns };
  }
}

/** The position after a message that tried to instruct the interviewer: the guide stays where it was, the turn counts. */
export function countTurn(position: GuidePosition): GuidePosition {
  return { ...position, turns: position.turns + 1 };
}
