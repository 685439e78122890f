import { CJK } from '~/ai/text/words';

import type { Voice } from './persona-voices';

/**
 * A built-in respondent never says the same sentence twice in one dialog: a sentence said before is left out of the
 * answer; when nothing new is left, the answer's point is said again as such ("As I said, I’m 29."), or they say they
 * have nothing to add.
 */

/** The sentences of a text, each with its closing mark ("Hmm.", "Honestly?", "我刚才说过，我29岁。"). */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?。！？])\s*/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
}

const keyOf = (sentence: string) =>
  sentence
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const join = (sentences: string[]) => sentences.join(sentences.some((s) => CJK.test(s)) ? '' : ' ');

export function withoutRepeats(answer: string, earlier: string[], voice: Voice, seed: number): string {
  const before = new Set(earlier.flatMap(sentencesOf).map(keyOf));
  // The voice's lead-ins ("Hmm.", "Good question.", "Honestly?") carry no point of their own.
  const leadIns = new Set(voice.hedges.filter(Boolean).map(keyOf));
  const isLeadIn = (sentence: string) => leadIns.has(keyOf(sentence));
  const isNew = (text: string) => sentencesOf(text).every((sentence) => !before.has(keyOf(sentence)));
  const sentences = sentencesOf(answer);
  const fresh = sentences.filter((sentence) => !before.has(keyOf(sentence)));
  if (fresh.some((sentence) => !isLeadIn(sentence))) {
    // A lead-in is kept only before a sentence of substance, never as the end of the answer.
    while (fresh.length > 1 && isLeadIn(fresh.at(-1)!)) fresh.pop();
    return join(fresh);
  }
  const point = sentences.find((sentence) => !isLeadIn(sentence));
  const lowered = (text: string) =>
    /^\p{Lu}\p{Ll}/u.test(text) && !/^I\b/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
  const againOptions = point ? voice.again.map((lead) => `${lead}${CJK.test(lead) ? '' : ' '}${lowered(point)}`) : [];
  const rotate = (list: string[]) => {
    const start = seed % Math.max(1, list.length);
    return [...list.slice(start), ...list.slice(0, start)];
  };
  return [...rotate(againOptions), ...rotate(voice.nothingNew)].find(isNew) ?? voice.nothingNew.at(-1) ?? answer;
}
