/**
 * Phrases that can name a point respondents made: the tagger's noun phrases (English) and runs of content words (every
 * language), trimmed of articles and of words that never name anything on their own ("first", "answer", "ten
 * minutes"), each with its content stems (the unit compared between answers). The per-dialog coding and the topics
 * across dialogs both read them, so one point gets one kind of name everywhere. Pure.
 */
import { stem } from '~/ai/text/words';

import { withoutContactDetails } from './contact-details';

/** What the English tagger knows of a text: its noun phrases and its nouns (lower case). Other languages go without. */
export type Grammar = { nounPhrases(text: string): string[]; nouns(text: string): ReadonlySet<string> };

export type Phrase = {
  /** As the respondent wrote it, without leading articles or possessives. */
  text: string;
  /** The content stems it is made of (the unit compared between dialogs). */
  stems: string[];
  /** Ends on a noun ("delivery fee", not "took"): a label names a thing. */
  noun: boolean;
};

// Words that open a noun phrase without saying anything of it ("the", "my", "all the").
const LEADING =
  /^(?:(?:the|a|an|at|in|on|of|for|to|from|with|by|over|under|into|after|before|and|or|but|it|i|me|you|we|they|them|he|she|him|my|our|your|their|his|her|its|this|that|these|those|some|any|all|every|each|no|more|most|much|many|such|other|another|one|two|just|only|even|also|really|very|so|too|about|like|le|la|les|un|une|des|du|el|los|las|una|der|die|das|ein|eine|einen|dem|den|mein|meine|unser|unsere)\s+)+/iu;

// Words that never name a point on their own, whatever the interview: talk about talking, ordinals, vague nouns.
const EMPTY = new Set(
  (
    'answer answers question questions thing things stuff way ways time times lot lots bit kind sort part point case fact ' +
    'first second third last next other others one ones something anything everything nothing someone everyone people person ' +
    "day days week weeks today yesterday tomorrow morning evening year years month months minute minutes hour hours o'clock honestly really " +
    'reason reasons example idea ideas problem problems issue issues option options experience experiences ' +
    'around almost once itself himself herself myself ago already instead anyway maybe perhaps last usually mostly sometimes ' +
    'monday tuesday wednesday thursday friday saturday sunday weekend weekends night nights ' +
    'two three four five six seven eight nine ten eleven twelve fifteen twenty thirty forty fifty sixty seventy eighty ninety hundred half ' +
    'tag tage woche wochen monat jahr jahre stunde stunden minute minuten mal montag dienstag mittwoch donnerstag freitag samstag sonntag ' +
    'día días semana mes año hora horas jour jours semaine mois année heure heures'
  ).split(' '),
);

const EMPTY_STEMS = new Set([...EMPTY].map(stem));
/** A word that names nothing on its own, in any of its forms ("Saturdays", "minutes"). */
const isEmpty = (word: string) => EMPTY.has(word.toLowerCase()) || EMPTY_STEMS.has(stem(word.toLowerCase()));

const ARTICLES = new Set(['the', 'a', 'an']);
const PREPOSITIONS = new Set(['of', 'for', 'to', 'at', 'on', 'in', 'with', 'from', 'by', 'about', 'into', 'over', 'under']);

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;

const wordsOf = (text: string) => (text.normalize('NFKC').toLowerCase().match(WORD) ?? []).map((w) => w.replace(/’/g, "'"));

/** The content stems of a text: words that are not stop words, not numbers, longer than two letters. */
export function contentStems(text: string, stop: ReadonlySet<string>): string[] {
  return wordsOf(text)
    .filter((w) => w.length > 2 && !stop.has(w) && !/^\d+$/.test(w))
    .map(stem);
}

/**
 * The stems that say what a piece of text is about: content stems, less the `excluded` ones (the question's and the
 * goal's) and words that name nothing on their own ("honestly", "minutes"). "so I do not mind" has one.
 */
export function pointStems(text: string, stop: ReadonlySet<string>, excluded: ReadonlySet<string>): string[] {
  return wordsOf(text)
    .filter((w) => w.length > 2 && !stop.has(w) && !/^\d+$/.test(w) && !isEmpty(w))
    .map(stem)
    .filter((s) => !excluded.has(s));
}

function phraseOf(raw: string, stop: ReadonlySet<string>, isNoun: (word: string) => boolean): Phrase | null {
  let text = raw
    .replace(/(?<![\s,;:.!?"“”«»()])[\s,;:.!?"“”«»()]+$/u, '')
    .replace(/^["“«(\s]+/u, '')
    .replace(LEADING, '')
    .trim();
  // Empty words at either end say nothing of the phrase ("Friday around" is "Friday", and then nothing).
  let words: string[] = text.match(WORD) ?? [];
  while (words.length && isEmpty(words[words.length - 1]!)) {
    text = text.slice(0, text.lastIndexOf(words[words.length - 1]!)).replace(/(?<![\s,;:])[\s,;:]+$/u, '');
    words = words.slice(0, -1);
  }
  while (words.length && isEmpty(words[0]!)) {
    text = text
      .slice(text.indexOf(words[0]!) + words[0]!.length)
      .replace(/^[\s,;:]+/u, '')
      .replace(LEADING, '');
    words = text.match(WORD) ?? [];
  }
  if (!text) return null;
  if (words.length === 0 || words.length > 6) return null;
  // An article inside a phrase belongs to a preposition ("price of the subscription"), else the phrase runs across
  // two ("long the line").
  if (words.some((w, i) => i > 0 && ARTICLES.has(w.toLowerCase()) && !PREPOSITIONS.has(words[i - 1]!.toLowerCase()))) return null;
  const stems = contentStems(text, stop);
  if (stems.length === 0) return null;
  // A phrase must end on a content word ("queue at the" is no label).
  const last = words[words.length - 1]!.toLowerCase();
  if (stop.has(last) || last.length <= 2) return null;
  return { text, stems, noun: isNoun(words[words.length - 1]!) };
}

/**
 * Candidate phrases of a text: its noun phrases (when a finder is given) and its runs of up to three content words
 * (a run may keep one short function word inside: "fee for delivery" stays whole).
 */
export function phrasesIn(said: string, stop: ReadonlySet<string>, grammar?: Grammar, options: { runs?: boolean } = {}): Phrase[] {
  // A phone number, web address or e-mail address never names a point.
  const text = withoutContactDetails(said);
  const found: Phrase[] = [];
  const nouns = grammar?.nouns(text);
  // Without a tagger, a capitalised word inside a sentence is taken for a noun (German writes every noun so).
  const isNoun = nouns
    ? (word: string) => nouns.has(word.toLowerCase())
    : (word: string) => /^\p{Lu}/u.test(word) && !text.trimStart().startsWith(word);
  const add = (raw: string) => {
    const phrase = phraseOf(raw, stop, isNoun);
    if (phrase && !found.some((p) => p.text.toLowerCase() === phrase.text.toLowerCase())) found.push(phrase);
  };
  if (grammar) for (const np of grammar.nounPhrases(text)) add(np);
  // With a tagger, runs of content words may be left out: its noun phrases alone name things.
  if (grammar && options.runs === false) return found;
  for (const clause of text.split(/[,;:.!?()"“”«»—–]+/u)) {
    const tokens = clause.match(WORD) ?? [];
    let run: string[] = [];
    const flush = () => {
      while (run.length && stop.has(run[run.length - 1]!.toLowerCase())) run.pop();
      for (let size = Math.min(3, run.length); size >= 1; size--)
        for (let i = 0; i + size <= run.length; i++) add(run.slice(i, i + size).join(' '));
      run = [];
    };
    for (const token of tokens) {
      const lower = token.toLowerCase();
      const content = lower.length > 2 && !stop.has(lower) && !/^\d+$/.test(lower);
      if (content) run.push(token);
      // One short function word may sit inside a run ("cup of coffee"), never two in a row nor at its start.
      else if (
        run.length &&
        !stop.has(run[run.length - 1]!.toLowerCase()) &&
        ['of', 'for', 'to', 'at', 'on', 'in', 'de', 'del', 'des', 'du', 'für', 'von'].includes(lower)
      )
        run.push(token);
      else flush();
    }
    flush();
  }
  return found;
}

/** Whether a phrase says something beyond the question and the goal, and is not an empty word. */
export function isNaming(phrase: Phrase, excluded: ReadonlySet<string>): boolean {
  const own = phrase.stems.filter((s) => !excluded.has(s));
  if (own.length === 0) return false;
  const words = (phrase.text.match(WORD) ?? []).map((w) => w.toLowerCase());
  return words.some((w) => !isEmpty(w) && w.length > 2 && own.includes(stem(w)));
}

export const LENGTH_BONUS = [0, 1, 1.5, 1.6, 1.4, 1.15, 1];
/** A phrase that names a thing reads as a label; one that ends on a verb or an adverb rarely does. */
export const NOUN_BONUS = 1.6;

// What a clause opens with that a label does without: joining words, asides, the speaker ("I", "it").
const CLAUSE_OPENING =
  /^(?:(?:and|but|so|or|because|then|also|please|honestly|well|actually|basically|really|just|i think|i guess|i mean|to be honest)\b[\s,]*)*(?:(?:i|we|it|they|you|he|she|there)(?:'(?:m|re|s|ve|d|ll))?\s+)?/i;

/** A clause as a label, when no phrase names its group: without its opening words, at most eight words. */
export function clauseLabel(clause: string): string {
  const words = withoutContactDetails(clause)
    .replace(CLAUSE_OPENING, '')
    .replace(/(?<![\s.!?…;:,])[\s.!?…;:,]+$/u, '')
    .split(/\s+/)
    .filter(Boolean);
  return capitalise(words.slice(0, 8).join(' '));
}

export const capitalise = (text: string) => (text ? text[0]!.toLocaleUpperCase() + text.slice(1) : text);

/** "a, b and c" */
export function listed(items: readonly string[], and = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}
