import { isEnglishPast } from '~/ai/text/english-past';
import { CJK } from '~/ai/text/words';

import type { InfoKind } from '../interviewer';
import { lastTimeQuestion } from './event-questions';
import { phrasesFor, toRespondent } from './interviewer-phrases';

/**
 * How the built-in interviewer asks for an item of the interview's required info: in its own words, never by reading
 * the researcher's item out. An item of a known kind (age, occupation, place, family, name, frequency) is asked by the
 * phrasebook's plain question; a time or event ("When they last chose a new dentist…") by "When was the last time
 * you chose a new dentist?" in English, Spanish and German (`event-questions.ts`) and by a plain "when did this last
 * happen" elsewhere or when no event is read; any other item only when
 * it is short (a label such as "Household size") or, in English, when turning it to the respondent ("their" → "your")
 * leaves no run of six of its words: a longer item is the researcher's sentence, and the interviewer leaves it out.
 */

/** The longest run of words of the brief an interviewer message may share with it. */
export const MAX_SHARED_WORDS = 5;

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Whether `text` repeats `minWords` or more consecutive words of `source` (characters for Chinese and Japanese). */
export function sharesRun(text: string, source: string, minWords = MAX_SHARED_WORDS + 1): boolean {
  if (CJK.test(source)) {
    // Unspaced scripts: about two characters a word.
    const chars = [...source.replace(/[^\p{L}\p{N}]/gu, '')];
    const plain = text.replace(/[^\p{L}\p{N}]/gu, '');
    const span = minWords * 2;
    for (let i = 0; i + span <= chars.length; i++) if (plain.includes(chars.slice(i, i + span).join(''))) return true;
    return false;
  }
  const from = words(source);
  const said = ` ${words(text).join(' ')} `;
  for (let i = 0; i + minWords <= from.length; i++) if (said.includes(` ${from.slice(i, i + minWords).join(' ')} `)) return true;
  return false;
}

// Past tenses as required-info items and screening criteria use them ("used to" is a habit, not an event).
const isPast = (word: string) => isEnglishPast(word) && !/^used$/iu.test(word);
// Where the event's clause ends: what follows says when or why, which the question asks anyway.
const CLAUSE_END =
  / (?:after|before|when|while|since|because|in|during|within|over|for|at|on|from|with|as|and|or|but|who|which|that|to be|recently|last|ago)\b|[,;:.(]/i;

// Words that cannot end an event: articles, possessives, prepositions and conjunctions wait for what follows them.
const DANGLING =
  /^(?:a|an|the|this|that|these|those|every|each|next|last|some|any|their|his|her|its|your|my|our|of|into|onto|to|for|with|from|at|in|on|by|and|or)$/i;

const DEPENDANTS_WHO =
  /\bof (?:(?:their|the|a|an|young|small) )?(?:children|child|kids|babies|baby|toddlers|pupils|teenagers|pets|dogs|cats)\b(?: [\p{L}\d-]+){0,3} (?:who|that)\b/iu;

/**
 * The event an English item or screening criterion names, turned to the respondent, in five words or fewer: "When they
 * last chose a new dentist after moving to a new city" → "chose a new dentist"; "adults 25-55 who changed dentist in
 * the last two years" → "changed dentist". Null when it names none.
 */
export function englishEvent(item: string): string | null {
  const text = item.trim().replace(/\s+/g, ' ');
  // "Parents of children under five who started nursery": the children did it, not the respondent.
  if (DEPENDANTS_WHO.test(text)) return null;
  const clause =
    /^(?:when|the last time|last time) (?:did )?(?:they|he|she|you|the respondent) (?:last |most recently |first )?(.+)$/i.exec(
      text,
    )?.[1] ??
    /\b(?:who|that) (?:have |has |had |recently )?(\p{L}+(?: .+)?)$/iu.exec(text)?.[1] ??
    null;
  if (!clause) return null;
  const head = clause.split(CLAUSE_END)[0]!.trim();
  const list = head.split(' ');
  // A clause with two past tenses ("moved a new city chose a new dentist") is about the last one.
  const verbAt = list.map((word, i) => (isPast(word) ? i : -1)).filter((i) => i >= 0);
  if (verbAt.length === 0) return null;
  // Five words at most, never ending on a word that needs its noun: "helped move a parent into residential care" is
  // "helped move a parent", not "helped move a parent into".
  const event = list.slice(verbAt.at(-1)).slice(0, 5);
  while (event.length > 0 && DANGLING.test(event.at(-1)!)) event.pop();
  return event.length >= 2 ? toRespondent(event.join(' ')) : null;
}

/** Whether an item of no known kind is short enough to be named as it is: a label, not a sentence of the brief. */
export function isShortItem(item: string): boolean {
  return CJK.test(item) ? [...item.replace(/[^\p{L}\p{N}]/gu, '')].length <= MAX_SHARED_WORDS * 2 : words(item).length <= MAX_SHARED_WORDS;
}

/**
 * The question that asks for an item of required info in the interview language, or null when the item is a sentence
 * of the brief that cannot be put in the interviewer's own words (it is then left out).
 */
export function infoQuestion(item: string, info: InfoKind, language: string): string | null {
  const p = phrasesFor(language).info;
  // An item written as a question (as the built-in drafter writes them) is already put to the respondent.
  if (/[?？]$/u.test(item.trim())) return item.trim();
  switch (info) {
    case 'when': {
      const { lastTimeOf } = p;
      const event = lastTimeOf && englishEvent(item);
      if (lastTimeOf && event) return lastTimeOf(event);
      // Spanish and German name the event as English does; the question still repeats no six words of the item.
      const asked = lastTimeQuestion(item, language);
      return asked && !sharesRun(asked, item) ? asked : p.lastTime;
    }
    case 'other': {
      const named = item.trim().replace(/(?<![.?!。？！])[.?!。？！]+$/u, '');
      // English turns the item to the respondent ("their" → "your"); what still repeats the item is its sentence.
      if (language === 'English') {
        const question = p.other(named);
        return sharesRun(question, item) ? null : question;
      }
      return isShortItem(item) ? p.other(named) : null;
    }
    default:
      return p[info];
  }
}
