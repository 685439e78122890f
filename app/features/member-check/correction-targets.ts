/**
 * Which points of a member-check summary a respondent's correction corrects: those it shares the most telling words
 * with (the point's quote, the question's name, everything the respondent said to that question). A word shared by
 * every point tells little and weighs less. None when the correction shares no telling word with any point: it then
 * corrects the summary as a whole. Pure; shared by the server and the browser.
 */
import type { MemberCheckPoint } from '@db/schema';
import { CJK } from '~/ai/text/words';

/** A point as the matching reads it: its question, and all the text that speaks of that question. */
export type PointText = { questionIndex: number; text: string };

// Words of four letters or more that say nothing of a subject ("I never said that, actually it was…").
const STOP_WORDS = new Set(
  [
    // English
    'about actually also answer because been correct correction could didn does doesn from have just like mean meant more much never',
    'only point really right said says should some that their them then there they thing think this very wasn were what when where',
    'which with would wrong your summary',
    // Words of order, time and degree that any account has ("First I googled …" is not about "the first visit").
    'first last next time times once whole mostly part',
    // German
    'aber auch dass eigentlich gesagt habe haben nicht nichts oder sondern stimmt wäre war waren wurde eine einen sein sind',
    'erst erste ersten erstes letzte letzten nächste ganz ganze fast',
    // French
    'avec cette dans était mais pour sont tout très vous juste correction',
    // Spanish
    'como pero para porque esto esta eran dije nada solo también corrección',
    'primer primera primero última último veces todo toda casi',
    // Russian
    'было были была меня мной тоже только который которая потому когда если этот эта это сказал сказала нужно просто',
  ]
    .join(' ')
    .split(' '),
);

const SPACELESS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+/gu;

/** The telling words of a text: lower case, four letters or more, no stop words; runs of Han or kana as pairs. */
function tellingWords(text: string): string[] {
  const lower = text.toLocaleLowerCase();
  const words = (lower.match(/[\p{L}\p{N}]{4,}/gu) ?? []).filter((w) => !STOP_WORDS.has(w) && !CJK.test(w));
  const pairs = (lower.match(SPACELESS) ?? []).flatMap((run) => [...run].slice(1).map((c, i) => `${run[i]}${c}`));
  return [...new Set([...words, ...pairs])];
}

/** Two words are one when they share a start of four letters or more that leaves at most two letters of either over. */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  let common = 0;
  while (common < a.length && common < b.length && a[common] === b[common]) common += 1;
  return common >= 4 && common >= Math.min(a.length, b.length) - 2;
}

// "not google", "I never said loyalty cards": the words a negation points at are what the respondent corrects.
const NEGATION =
  /(?<![\p{L}'’])(?:not|never|no|wasn't|isn't|didn't|don't|nicht|nie|kein|keine|keinen|pas|jamais|nunca|не|нет|никогда|emas)(?![\p{L}'’])[:,]?\s+([\p{L}\p{N}'’-]+(?:\s+[\p{L}\p{N}'’-]+){0,2})/giu;

/** The telling words the correction negates ("not google": google), which weigh double. */
function negatedWords(correction: string): Set<string> {
  return new Set([...correction.matchAll(NEGATION)].flatMap((match) => tellingWords(match[1] ?? '')));
}

/** The question indexes of the points the correction corrects, in the summary's order; empty for the whole summary. */
export function pointsCorrected(correction: string, points: readonly PointText[]): number[] {
  const said = tellingWords(correction);
  const negated = negatedWords(correction);
  const pointWords = points.map((p) => tellingWords(p.text));
  const shares = (word: string) => pointWords.filter((words) => words.some((w) => sameWord(w, word))).length;
  const weight = (word: string) => (negated.has(word) ? 2 : 1) / shares(word);
  const scores = pointWords.map((words) =>
    said.reduce((score, word) => (words.some((w) => sameWord(w, word)) ? score + weight(word) : score), 0),
  );
  const top = Math.max(0, ...scores);
  if (top === 0) return [];
  return points.filter((_, i) => scores[i] === top).map((p) => p.questionIndex);
}

/**
 * The guide questions whose points a stored correction corrects: those its correction point names (`corrects`), or,
 * for a summary written again by a model, those of the points that rest on the correction's message.
 */
export function correctedQuestions(correctedPoints: readonly MemberCheckPoint[] | null, correctionMessageId: string | null): number[] {
  const found = new Set<number>();
  for (const point of correctedPoints ?? []) {
    for (const index of point.corrects ?? []) found.add(index);
    if (!point.corrects && correctionMessageId && point.questionIndex !== null && point.messageIds.includes(correctionMessageId))
      found.add(point.questionIndex);
  }
  return [...found].sort((a, b) => a - b);
}
