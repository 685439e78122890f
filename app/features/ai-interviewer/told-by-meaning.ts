/**
 * Whether a word of a respondent's clause means a word of a guide question, read without a list of the study's own
 * words, so that it carries to studies the interviewer was never written for:
 * - the same word after light stemming in English, Spanish or German ("primera" and "primer", "Stunde" and "Stunden");
 * - a German compound and its last word ("Fahrstunde" and "in der ersten Stunde", "Wartezimmer" and "Zimmer"): a
 *   compound names a kind of what its last word names;
 * - a general synonym: the few everyday words people use for the same place or person in any study ("the office" for
 *   "your workplace", "la oficina" for "tu empresa", "im Büro" for "Ihr Arbeitgeber"; "my GP" for "your doctor").
 */

import { sameWord } from '~/ai/builtin/answer-details';

// Everyday words for one thing, in English, Spanish and German, each group read as one meaning. Only words any study
// may meet (where someone works, lives, who treats them), never a study's subject.
const SYNONYMS: readonly string[][] = [
  ['workplace', 'office', 'employer', 'company', 'empresa', 'oficina', 'arbeitgeber', 'büro', 'firma', 'betrieb', 'arbeitsplatz'],
  ['boss', 'manager', 'jefe', 'jefa', 'chef', 'chefin', 'vorgesetzte', 'vorgesetzter'],
  ['home', 'house', 'apartment', 'casa', 'piso', 'hogar', 'wohnung', 'zuhause', 'haus'],
  ['doctor', 'gp', 'médico', 'médica', 'arzt', 'ärztin', 'hausarzt', 'hausärztin'],
  ['children', 'kids', 'hijos', 'niños', 'kinder'],
  ['friend', 'friends', 'amigo', 'amiga', 'amigos', 'freund', 'freundin', 'freunde'],
];
const GROUP = new Map(SYNONYMS.flatMap((group, i) => group.map((word) => [word, i] as const)));

// Each word's group read once: a long message repeats its words.
const GROUPS_READ = new Map<string, number | undefined>();
function groupOf(word: string): number | undefined {
  if (!GROUPS_READ.has(word)) {
    if (GROUPS_READ.size > 10_000) GROUPS_READ.clear();
    GROUPS_READ.set(word, GROUP.get(word) ?? [...GROUP].find(([w]) => w.length >= 5 && sameWord(w, word))?.[1]);
  }
  return GROUPS_READ.get(word);
}

// A German compound's last word with its endings ("-en", "-e", "-n") off: "stund" in "Fahrstunden".
const coreOf = (word: string) => word.replace(/(?:en|e|n|s)$/u, '');

/** Whether the longer word is a compound whose last word is the shorter one (five letters of it at the least). */
function compoundOf(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  const core = coreOf(short);
  if (core.length < 5 || long.length - short.length < 3) return false;
  const at = long.lastIndexOf(core);
  return at >= 3 && long.length - (at + core.length) <= 3;
}

function readMeaning(a: string, b: string): boolean {
  if (a === b || sameWord(a, b) || compoundOf(a, b)) return true;
  const group = groupOf(a);
  return group !== undefined && group === groupOf(b);
}

// Each pair read once: every turn reads the whole dialog again against every question.
const MEANINGS_READ = new Map<string, Map<string, boolean>>();

/** Whether two lower-case words mean the same in a clause about a guide question. */
export function sameMeaning(a: string, b: string): boolean {
  let read = MEANINGS_READ.get(a);
  if (!read) {
    if (MEANINGS_READ.size > 5_000) MEANINGS_READ.clear();
    read = new Map();
    MEANINGS_READ.set(a, read);
  }
  let same = read.get(b);
  if (same === undefined) {
    same = readMeaning(a, b);
    read.set(b, same);
  }
  return same;
}

/** Whether a word names one of the general places or persons (`SYNONYMS`): specific enough to name a question. */
export const isThing = (word: string) => groupOf(word) !== undefined;
