/** What a respondent with nothing to add says to a follow-up. */
export const NOTHING_MORE = 'No, that is all.';

/**
 * Whether the interviewer's last message follows up on the guide question it asked before (it stays on that question)
 * rather than asking the next one, given the question each interviewer message is about, in order: read from what is
 * stored, not from the wording.
 */
export function followsUp(askedQuestions: readonly (number | null)[]): boolean {
  const [before, last] = askedQuestions.slice(-2);
  return askedQuestions.length >= 2 && before !== null && before !== undefined && before >= 0 && before === last;
}
