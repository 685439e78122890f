import { normalise } from '~/ai/quotes/grounding';
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
export type TopicTerm = {
  words: string[];
  shown: string;
  /** A word of the study itself (its title, goal or guide): it weighs nothing beside the question's other words. */
  ofStudy?: boolean;
};
/** The question's alternatives: "oat milk and plant milk" asks about "oat milk" or "plant milk". */
export type QuestionTopic = { alternatives: TopicTerm[][] };

/** A passage holds at least this share of an alternative's weight to speak to it. */
export const RELEVANT_SHARE = 0.5;

// Words that join alternatives, in the interview languages.
const JOINERS = /[,;/&+]|\s(?:and|or|vs|versus|and\/or|и|или|y|o|e|u|und|oder|et|ou|va|yoki)\s/iu;
const COMPOUND = /(?<![\p{L}\p{N}])[\p{L}\p{N}]+(?:[-‐‑][\p{L}\p{N}]+)+/gu;

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
 * has and the stop words of the interview's language left out). Words of the study itself (its title, goal and
 * guide) weigh nothing beside other words: in a coffee study "coffee beans" is about beans, though "beans" alone is
 * only a partial match of it.
 */
export function questionTopic(question: string, studyText = '', language: string | null = null): QuestionTopic {
  const stop = stopWordsFor(language);
  const study = new Set(topicWords(studyText));
  const ofStudy = (term: TopicTerm) => term.words.every((word) => [...study].some((other) => sameRoot(word, other)));
  const parts = subjectOf(question)
    .split(JOINERS)
    .map((part) => termsOf(part ?? '').filter((term) => term.words.length > 1 || !stop.has(term.words[0]!)))
    .filter((terms) => terms.length > 0);
  const alternatives = withSharedWords(parts)
    .map((terms) =>
      terms.some((term) => !ofStudy(term)) ? terms.map((term) => (ofStudy(term) ? { ...term, ofStudy: true } : term)) : terms,
    )
    .filter((terms) => terms.length > 0);
  // A later part that is only the study's words ("… and coffee") adds nothing of its own.
  return { alternatives: dedupe(alternatives) };
}

// A preference asked about ("prefer video visits over going in"): the verb says how respondents feel, the words
// after it name the subject, and what it is weighed against follows "over", "than" or "instead of".
const PREFERENCE = /\b(?:prefer(?:s|red|ring)?|rather|favou?r(?:s|ed)?|choose|chooses|chose|pick|picks|picked)\b/i;
const WEIGHED_AGAINST = /\s(?:over|rather than|more than|than|instead of)\s[^?!.;]*/i;

/** The question less what a preference is weighed against: "Who prefers video visits over going in?" asks about video visits. */
export function subjectOf(question: string): string {
  const verb = PREFERENCE.exec(question);
  if (!verb) return question;
  const after = question.slice(verb.index + verb[0].length);
  const against = WEIGHED_AGAINST.exec(after);
  // "rather than X" right after the verb names no subject of its own: keep the question whole then.
  if (!against || !topicWords(after.slice(0, against.index)).length) return question;
  return question.slice(0, verb.index + verb[0].length) + after.slice(0, against.index) + after.slice(against.index + against[0].length);
}

/**
 * "oat milk and plant milk" and "price or cost" are alternatives as they stand; a one-word part beside a longer one
 * shares that part's other words: "couriers' pay and conditions" asks about couriers' conditions, "food arrives
 * cold or soggy" about food arriving soggy, "Arbeit und Freizeit verschwimmen" about work blurring.
 */
function withSharedWords(parts: TopicTerm[][]): TopicTerm[][] {
  return parts.map((terms, i) => {
    if (terms.length > 1) return terms;
    const before = parts[i - 1];
    const after = parts[i + 1];
    if (before && before.length > 1) return [...before.slice(0, -1), ...terms];
    if (after && after.length > 1) return [...terms, ...after.slice(1)];
    return terms;
  });
}

function dedupe(alternatives: TopicTerm[][]): TopicTerm[][] {
  const seen = new Set<string>();
  return alternatives.filter((terms) => {
    const key = terms.map((term) => term.shown).join(' ');
    return !seen.has(key) && seen.add(key);
  });
}

/** Every word of the topic that weighs, as the answer names what it looked for. */
export const topicTermsShown = (topic: QuestionTopic) => [
  ...new Set(
    topic.alternatives
      .flat()
      .filter((term) => !term.ofStudy)
      .map((term) => term.shown),
  ),
];

/**
 * What the word search looked for, one phrase per alternative: the alternative's words that weigh. A passage that holds
 * none of these phrases' words all together was not counted, whatever else it says.
 */
export const searchedPhrases = (topic: QuestionTopic) => [
  ...new Set(
    topic.alternatives
      .map((terms) =>
        terms
          .filter((term) => !term.ofStudy)
          .map((term) => term.shown)
          .join(' '),
      )
      .filter(Boolean),
  ),
];

/** Whether the text holds every word (or one of the same root) of one of the searched phrases. */
export function holdsSearchedWords(topic: QuestionTopic, text: string): boolean {
  const own = wordsOf(text);
  return topic.alternatives.some((terms) => {
    const weighing = terms.filter((term) => !term.ofStudy);
    return weighing.length > 0 && weighing.every((term) => holds(own, term));
  });
}

function holds(words: readonly string[], term: TopicTerm): boolean {
  if (term.words.length === 1) return words.some((word) => sameRoot(term.words[0]!, word));
  const joined = term.words.join('');
  for (let i = 0; i < words.length; i++) {
    if (sameRoot(joined, words[i]!)) return true;
    if (term.words.every((part, k) => words[i + k] !== undefined && sameRoot(part, words[i + k]!))) return true;
  }
  return false;
}

export type Relevance = {
  share: number;
  matched: string[];
  /** Whether it holds at least two of the alternative's words (or its one word); else only its heaviest. */
  full: boolean;
  /** The words of the alternative it speaks to best. */
  alternative: string[];
};

/**
 * Scores texts against the topic. Each term weighs its inverse document frequency over `texts` (a word no message
 * uses weighs most); a text's share is the part of an alternative's weight it holds, for the alternative it speaks
 * to best. A share of exactly one half counts only when it includes the alternative's heaviest term (the first on a
 * tie, the modifier in "oat milk"), so "milk" alone is not "oat milk". One word of several is a partial match
 * (`full` false), which `relevantPassages` keeps only when the passage is close in meaning too.
 */
export function relevanceOf(topic: QuestionTopic, texts: readonly string[]): (text: string) => Relevance {
  const words = texts.map(wordsOf);
  const weight = new Map<TopicTerm, number>();
  for (const term of topic.alternatives.flat()) {
    const df = words.filter((w) => holds(w, term)).length;
    weight.set(term, term.ofStudy ? 0 : Math.log((texts.length + 1) / (df + 1)) + 1);
  }
  const rank = (r: Relevance) => (isRelevant(r) ? (r.full ? 2 : 1) : 0);
  return (text) => {
    const own = wordsOf(text);
    let best: Relevance = { share: 0, matched: [], full: false, alternative: [] };
    for (const terms of topic.alternatives) {
      const total = terms.reduce((sum, term) => sum + weight.get(term)!, 0);
      const held = terms.filter((term) => holds(own, term));
      let share = held.reduce((sum, term) => sum + weight.get(term)!, 0) / total;
      const heaviest = terms.reduce((a, b) => (weight.get(b)! > weight.get(a)! ? b : a));
      // The study's words count towards holding two of the question's words, never towards the share.
      if (Math.abs(share - RELEVANT_SHARE) < 1e-9 && !held.includes(heaviest)) share = RELEVANT_SHARE - 1e-6;
      const found: Relevance = {
        share,
        matched: held.filter((term) => !term.ofStudy).map((term) => term.shown),
        full: held.length >= Math.min(2, terms.length),
        alternative: terms.map((term) => term.shown),
      };
      if (rank(found) > rank(best) || (rank(found) === rank(best) && share > best.share)) best = found;
    }
    return best;
  };
}

export const isRelevant = (relevance: Pick<Relevance, 'share'>) => relevance.share >= RELEVANT_SHARE - 1e-9;

/**
 * A passage that holds one word of several must also be this close in meaning (the sentence encoder's cosine of its
 * best sentence to the alternative's words). Measured on the labelled corpora: partial matches about the theme
 * scored 0.21–0.61, those about something else 0.10–0.47 ("honest" in "honestly", "courier" without "pay"), so only
 * clear ones are kept.
 */
export const PARTIAL_MATCH_SIMILARITY = 0.5;
