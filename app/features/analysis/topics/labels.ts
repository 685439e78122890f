/**
 * Labels a researcher would write for a group of things respondents said: the phrase that most of the group's
 * dialogs use and the other groups do not ("oat milk surcharge", "service fee"), as the respondents wrote it, never
 * a list of frequent words. Candidates are the tagger's noun phrases (English) and runs of content words (every
 * language); a phrase made only of the question's or the study goal's words never names a group on its own. Pure.
 */
import { stem } from '~/ai/builtin/dialog-quality';
import { wordsOf } from './words';

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
  /^(?:(?:the|a|an|at|in|on|of|for|to|from|with|by|and|or|but|my|our|your|their|his|her|its|this|that|these|those|some|any|all|every|each|no|more|most|much|many|such|other|another|one|two|just|only|even|also|really|very|so|too|about|like|le|la|les|un|une|des|du|el|los|las|una|der|die|das|ein|eine|einen|dem|den|mein|meine|unser|unsere)\s+)+/iu;

// Words that never name a point on their own, whatever the interview: talk about talking, ordinals, vague nouns.
const EMPTY = new Set(
  ('answer answers question questions thing things stuff way ways time times lot lots bit kind sort part point case fact ' +
    'first second third last next other others one ones something anything everything nothing someone everyone people person ' +
    'day days week weeks today yesterday tomorrow morning evening year years month months minute minutes hour hours honestly really ' +
    'reason reasons example idea ideas problem problems issue issues option options experience experiences').split(' '),
);

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;

/** The content stems of a text: words that are not stop words, not numbers, longer than two letters. */
export function contentStems(text: string, stop: ReadonlySet<string>): string[] {
  return wordsOf(text)
    .filter((w) => w.length > 2 && !stop.has(w) && !/^\d+$/.test(w))
    .map(stem);
}

function phraseOf(raw: string, stop: ReadonlySet<string>, isNoun: (word: string) => boolean): Phrase | null {
  const text = raw
    .replace(/[\s,;:.!?"“”«»()]+$/u, '')
    .replace(/^["“«(\s]+/u, '')
    .replace(LEADING, '')
    .trim();
  if (!text) return null;
  const words = text.match(WORD) ?? [];
  if (words.length === 0 || words.length > 6) return null;
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
export function phrasesIn(text: string, stop: ReadonlySet<string>, grammar?: Grammar): Phrase[] {
  const found: Phrase[] = [];
  const nouns = grammar?.nouns(text);
  // Without a tagger, a capitalised word inside a sentence is taken for a noun (German writes every noun so).
  const isNoun = nouns ? (word: string) => nouns.has(word.toLowerCase()) : (word: string) => /^\p{Lu}/u.test(word) && !text.trimStart().startsWith(word);
  const add = (raw: string) => {
    const phrase = phraseOf(raw, stop, isNoun);
    if (phrase && !found.some((p) => p.text.toLowerCase() === phrase.text.toLowerCase())) found.push(phrase);
  };
  if (grammar) for (const np of grammar.nounPhrases(text)) add(np);
  for (const clause of text.split(/[,;:.!?()"“”«»—–]+/u)) {
    const tokens = clause.match(WORD) ?? [];
    let run: string[] = [];
    const flush = () => {
      while (run.length && stop.has(run[run.length - 1]!.toLowerCase())) run.pop();
      for (let size = Math.min(3, run.length); size >= 1; size--) for (let i = 0; i + size <= run.length; i++) add(run.slice(i, i + size).join(' '));
      run = [];
    };
    for (const token of tokens) {
      const lower = token.toLowerCase();
      const content = lower.length > 2 && !stop.has(lower) && !/^\d+$/.test(lower);
      if (content) run.push(token);
      // One short function word may sit inside a run ("cup of coffee"), never two in a row nor at its start.
      else if (run.length && !stop.has(run[run.length - 1]!.toLowerCase()) && ['of', 'for', 'to', 'at', 'on', 'in', 'de', 'del', 'des', 'du', 'für', 'von'].includes(lower)) run.push(token);
      else flush();
    }
    flush();
  }
  return found;
}

export type LabelUnit = { dialogId: string; phrases: Phrase[]; stems: ReadonlySet<string> };

/** Whether a phrase says something beyond the question and the goal, and is not an empty word. */
export function isNaming(phrase: Phrase, excluded: ReadonlySet<string>): boolean {
  const own = phrase.stems.filter((s) => !excluded.has(s));
  if (own.length === 0) return false;
  const words = (phrase.text.match(WORD) ?? []).map((w) => w.toLowerCase());
  return words.some((w) => !EMPTY.has(w) && w.length > 2 && own.includes(stem(w)));
}

const LENGTH_BONUS = [0, 1, 1.3, 1.4, 1.3, 1.1, 1];
/** A phrase that names a thing reads as a label; one that ends on a verb or an adverb rarely does. */
const NOUN_BONUS = 1.6;

export type GroupLabel = { label: string; phrases: string[] };

/**
 * The label of each group of units: its best phrase by how many of the group's dialogs say it (every stem of it in
 * one unit), how much of each stem's use falls inside the group, and its length (two or three words read best).
 * `excluded`: stems of the question(s) and the goal. `central`: each group's units, most central first (the surface
 * form is taken from the most central unit that has it). Also the group's next best phrases, for its description.
 */
export function labelGroups(units: readonly LabelUnit[], groups: readonly (readonly number[])[], excluded: ReadonlySet<string>): GroupLabel[] {
  // Dialogs using each stem, overall and per group.
  const overall = new Map<string, Set<string>>();
  for (const unit of units) for (const s of unit.stems) (overall.get(s) ?? overall.set(s, new Set()).get(s)!).add(unit.dialogId);
  return groups.map((members) => {
    const dialogs = new Set(members.map((i) => units[i]!.dialogId));
    const inside = new Map<string, Set<string>>();
    for (const i of members) for (const s of units[i]!.stems) (inside.get(s) ?? inside.set(s, new Set()).get(s)!).add(units[i]!.dialogId);
    const scored = new Map<string, { phrase: Phrase; score: number }>();
    for (const i of members) {
      for (const phrase of units[i]!.phrases) {
        if (!isNaming(phrase, excluded)) continue;
        const key = phrase.stems.join(' ');
        if (scored.has(key)) continue;
        const said = new Set(members.filter((j) => phrase.stems.every((s) => units[j]!.stems.has(s))).map((j) => units[j]!.dialogId));
        const own = phrase.stems.filter((s) => !excluded.has(s));
        const specificity = own.reduce((sum, s) => sum + (inside.get(s)?.size ?? 0) / (overall.get(s)?.size ?? 1), 0) / own.length;
        const words = (phrase.text.match(WORD) ?? []).length;
        const score = (said.size / dialogs.size) * specificity * (LENGTH_BONUS[words] ?? 1) * (phrase.noun ? NOUN_BONUS : 1);
        scored.set(key, { phrase, score });
      }
    }
    const ranked = [...scored.values()].sort((a, b) => b.score - a.score || a.phrase.text.length - b.phrase.text.length);
    const best = ranked[0]?.phrase;
    const others: string[] = [];
    for (const { phrase } of ranked.slice(1)) {
      if (others.length >= 3) break;
      // The description names other things, not the label again in other words.
      if (best && phrase.stems.some((s) => best.stems.includes(s))) continue;
      if (others.some((o) => o.toLowerCase().includes(phrase.text.toLowerCase()))) continue;
      others.push(phrase.text);
    }
    return { label: best ? capitalise(best.text) : '', phrases: others };
  });
}

export const capitalise = (text: string) => (text ? text[0]!.toLocaleUpperCase() + text.slice(1) : text);

/** "a, b and c" */
export function listed(items: readonly string[], and = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}
