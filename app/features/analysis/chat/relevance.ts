import { normalise } from '~/features/analysis/citations/grounding';
import { stopWordsFor } from '~/features/analysis/topics/words';
import { sameRoot, topicWords } from './passages';

/**
 * Which respondent messages speak to a researcher's question, for counts that are true: a message is relevant when
 * it holds the question's own words (or words of the same root), weighed by how rare each word is among the
 * messages, so a frequent word ("milk", "app") alone does not make "oat milk" or "the app's loyalty programme" a
 * match. Measured on a labelled study: the sentence encoder's similarity does not separate relevant passages from
 * the rest (an unmentioned "tea" scores 0.42 against "oat lattes", a relevant price passage 0.40), so meaning alone
 * never counts a dialog. Pure, so the rules are tested on their own.
 */

/** A word of the question, or a hyphenated compound ("dairy-free") whose words must stand together. */
export type TopicTerm = { words: string[]; shown: string };
/** The question's alternatives: "oat milk and plant milk" asks about "oat milk" or "plant milk". */
export type QuestionTopic = { alternatives: TopicTerm[][] };

/** A passage holds at least this share of an alternative's weight to speak to it. */
export const RELEVANT_SHARE = 0.5;

// Words that join alternatives, in the interview languages.
const JOINERS = /[,;/&+]|\s(?:and|or|vs|versus|and\/or|и|или|y|o|e|u|und|oder|et|ou|va|yoki)\s/iu;
const COMPOUND = /[\p{L}\p{N}]+(?:[-‐‑][\p{L}\p{N}]+)+/gu;

const wordsOf = (text: string) => normalise(text).text.split(' ').filter(Boolean);

function termsOf(part: string): TopicTerm[] {
  const terms: TopicTerm[] = [];
  const compounds = [...part.matchAll(COMPOUND)].map((m) => m[0]);
  for (const compound of compounds) terms.push({ words: wordsOf(compound), shown: compound.toLowerCase() });
  const rest = compounds.reduce((text, compound) => text.replace(compound, ' '), part);
  for (const word of topicWords(rest)) terms.push({ words: [word], shown: word });
  return terms;
}

/**
 * The question's topic: its parts split at "and", "or" and commas, each part's content words (those every question
 * has and the stop words of the interview's language left out). Words of the study itself (its title, goal and guide) name a topic only when nothing else does:
 * in a coffee study "coffee beans" is about beans.
 */
export function questionTopic(question: string, studyText = '', language: string | null = null): QuestionTopic {
  const stop = stopWordsFor(language);
  const study = new Set(topicWords(studyText));
  const ofStudy = (term: TopicTerm) => term.words.every((word) => [...study].some((other) => sameRoot(word, other)));
  const parts = question
    .split(JOINERS)
    .map((part) => termsOf(part ?? '').filter((term) => term.words.length > 1 || !stop.has(term.words[0]!)))
    .filter((terms) => terms.length > 0);
  // "oat milk and plant milk" and "price or cost" are alternatives; "couriers' pay and conditions" is one topic whose
  // words share a head, so parts of one word beside longer ones stay together.
  const lengths = new Set(parts.map((terms) => (terms.length > 1 ? 'many' : 'one')));
  const alternatives = (lengths.size > 1 ? [parts.flat()] : parts)
    .map((terms) => (terms.some((term) => !ofStudy(term)) ? terms.filter((term) => !ofStudy(term)) : terms))
    .filter((terms) => terms.length > 0);
  // A later part that is only the study's words ("… and coffee") adds nothing of its own.
  return { alternatives: dedupe(alternatives) };
}

function dedupe(alternatives: TopicTerm[][]): TopicTerm[][] {
  const seen = new Set<string>();
  return alternatives.filter((terms) => {
    const key = terms.map((term) => term.shown).join(' ');
    return !seen.has(key) && seen.add(key);
  });
}

/** Every word of the topic, as the answer names what it looked for. */
export const topicTermsShown = (topic: QuestionTopic) => [...new Set(topic.alternatives.flat().map((term) => term.shown))];

function holds(words: readonly string[], term: TopicTerm): boolean {
  if (term.words.length === 1) return words.some((word) => sameRoot(term.words[0]!, word));
  const joined = term.words.join('');
  for (let i = 0; i < words.length; i++) {
    if (sameRoot(joined, words[i]!)) return true;
    if (term.words.every((part, k) => words[i + k] !== undefined && sameRoot(part, words[i + k]!))) return true;
  }
  return false;
}

export type Relevance = { share: number; matched: string[] };

/**
 * Scores texts against the topic. Each term weighs its inverse document frequency over `texts` (a word no message
 * uses weighs most); a text's share is, over the alternatives, the best part of an alternative's weight it holds.
 * A share of exactly one half counts only when it includes the alternative's heaviest term (the first on a tie, the
 * modifier in "oat milk"), so "milk" alone is not "oat milk".
 */
export function relevanceOf(topic: QuestionTopic, texts: readonly string[]): (text: string) => Relevance {
  const words = texts.map(wordsOf);
  const weight = new Map<TopicTerm, number>();
  for (const term of topic.alternatives.flat()) {
    const df = words.filter((w) => holds(w, term)).length;
    weight.set(term, Math.log((texts.length + 1) / (df + 1)) + 1);
  }
  return (text) => {
    const own = wordsOf(text);
    let best: Relevance = { share: 0, matched: [] };
    for (const terms of topic.alternatives) {
      const total = terms.reduce((sum, term) => sum + weight.get(term)!, 0);
      const held = terms.filter((term) => holds(own, term));
      let share = held.reduce((sum, term) => sum + weight.get(term)!, 0) / total;
      const heaviest = terms.reduce((a, b) => (weight.get(b)! > weight.get(a)! ? b : a));
      if (Math.abs(share - RELEVANT_SHARE) < 1e-9 && !held.includes(heaviest)) share = RELEVANT_SHARE - 1e-6;
      if (share > best.share) best = { share, matched: held.map((term) => term.shown) };
    }
    return best;
  };
}

export const isRelevant = (relevance: Relevance) => relevance.share >= RELEVANT_SHARE - 1e-9;
