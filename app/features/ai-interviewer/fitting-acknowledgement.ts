import { phrasesFor } from '~/ai/builtin/interviewer-phrases';

import { classifyAnswer } from './answer-kinds';
import { isNonAnswer } from './non-answers';

// Praise of an answer beyond the built-in transitions: the usual words in English.
const PRAISE_WORDS = /\b(?:helpful|thanks for sharing|thank you for sharing|thoughtful|great answer)\b/iu;

/** True when the answer said nothing the interviewer could thank for: a non-answer ("dunno", "nada más") or a refusal. */
export function saidNothing(answer: string): boolean {
  return isNonAnswer(answer) || classifyAnswer(answer) === 'refusal';
}

/**
 * False when `message` praises an answer that said nothing (a non-answer or a refusal): "That is helpful, thank you.",
 * "Thanks for sharing that.", "Muy útil, gracias." after "dunno.". A neutral word fits ("No problem."), or none. The
 * check the bench counts and the tests assert.
 */
export function acknowledgementFits(message: string, answer: string, language: string): boolean {
  if (!saidNothing(answer)) return true;
  // The built-in transitions past the plain "thank you" praise what was said.
  const praise = [...new Set(['English', language])].flatMap((l) => phrasesFor(l).transitions.slice(1));
  return !PRAISE_WORDS.test(message) && !praise.some((phrase) => message.includes(phrase));
}
