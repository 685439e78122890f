/**
 * What the interviewer does after "I don't know" ("dunno.", "no idea", "keine Ahnung", "ni idea", "not really"): a
 * good interviewer asks once more, gently (an example, even a small one, or a simpler angle), then moves on. It never
 * asks why ("What makes you say that?") or what it led to ("How does that affect you?") about an answer not given.
 * Refusals, thanks and "nothing more" are moved on from by the answer kinds already. Pure.
 */
import { RE_ASKS_PER_DIALOG } from '~/ai/builtin/re-asks';

import { classifyAnswer } from './answer-kinds';
import { isNonAnswer } from './non-answers';

// Said in none of the answer kinds' lists, yet saying nothing to an open question.
const ALSO_NOT_KNOWN =
  /^(?:(?:well|hmm+|um+|so|naja|pues|bueno|ну)[,. ]+)?(?:not really|no(?:t)? sure really|wei(?:ß|ss) ich (?:auch )?nicht|wei(?:ß|ss) nicht|nicht wirklich|keinen plan|no realmente|la verdad no s[ée]|pas vraiment|sais pas|chais pas|не особо|без понятия|bilmayman|不知道|不清楚|わかりません|分かりません|知りません)[.!…]*$/iu;

/** True when the answer says the respondent does not know, or has nothing to say to the question. */
export function isNotKnown(answer: string): boolean {
  const kind = classifyAnswer(answer);
  // Goodbyes, refusals, thanks and "nothing more" have their own turns; a bare yes or no answers a closed question.
  if (kind === 'goodbye' || kind === 'refusal' || kind === 'thanks' || kind === 'no-more') return false;
  return isNonAnswer(answer) || ALSO_NOT_KNOWN.test(answer.trim());
}

/** What follows "I don't know": one re-ask of the question, or the guide goes on. */
export type NotKnownTurn = 're-ask' | 'move-on';

/**
 * The turn after the answer, or null when the answer is not "I don't know". A re-ask only on the first answer to a
 * question (no follow-up asked yet), when follow-ups are allowed, not on the closing question, and while the dialog
 * has re-asks it has not used (`reAsked`), so none is said twice. ("Like I said before" is moved on from before this,
 * with an apology: `pointsBack`.)
 */
export function notKnownTurn(
  answer: string,
  at: { followUps: number; maxFollowUps: number; closing: boolean; reAsked: number },
): NotKnownTurn | null {
  if (!isNotKnown(answer)) return null;
  const reAskLeft = at.reAsked < RE_ASKS_PER_DIALOG;
  return at.followUps === 0 && at.maxFollowUps > 0 && !at.closing && reAskLeft ? 're-ask' : 'move-on';
}
