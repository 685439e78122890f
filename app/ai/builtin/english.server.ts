/**
 * The few pieces of English grammar the built-in engine needs (parts of speech, noun phrases, verb forms), from the
 * `compromise` tagger. It is loaded on first use, so starting the server does not pay for its lexicon, and it lives
 * in a `.server` module so it can never reach the browser bundle.
 */
import type nlpType from 'compromise';

type Nlp = typeof nlpType;

export type Term = { text: string; tags: ReadonlySet<string> };

export type English = {
  /** The words of a text with their part-of-speech tags (Noun, Plural, Verb, Adjective, Person, Place, …). */
  terms(text: string): Term[];
  /** The noun phrases of a text, in order, as written (with their determiners). */
  nounPhrases(text: string): string[];
  /** The nouns of a text, lower case (pronouns and numbers are not). */
  nouns(text: string): ReadonlySet<string>;
  /** A verb's base form: "drinks" → "drink", "has" → "have". */
  infinitive(verb: string): string;
  /** A verb's -ing form: "choose" → "choosing". */
  gerund(verb: string): string;
  /** A verb's simple past: "choose" → "chose". */
  pastTense(verb: string): string;
  /** A noun's singular: "subscriptions" → "subscription". */
  singular(noun: string): string;
};

let loading: Promise<English> | undefined;

/** The English grammar helpers; the tagger is imported once per process. */
export function loadEnglish(): Promise<English> {
  loading ??= import('compromise').then((module) => englishFrom(module.default));
  return loading;
}

/** A verb form for each of coordinated verbs: "choose and use" → "chose and used", not "chose and use". */
const eachVerb = (change: (verb: string) => string) => (verbs: string) =>
  verbs
    .replace(/\s+/g, ' ')
    .split(/ (and|or) /)
    .map((part, i) => (i % 2 ? part : change(part)))
    .join(' ');

function englishFrom(nlp: Nlp): English {
  const one = (word: string, change: (view: ReturnType<Nlp>) => unknown, fallback: string) => {
    const doc = nlp(word);
    change(doc);
    const text = doc.text().trim();
    return text || fallback;
  };
  const terms = (text: string): Term[] =>
    nlp(text)
      .json()
      .flatMap((sentence: { terms: { text: string; tags: string[] }[] }) =>
        sentence.terms.map((term) => ({ text: term.text, tags: new Set(term.tags) })),
      );
  return {
    terms,
    nounPhrases(text) {
      return nlp(text)
        .nouns()
        .out('array')
        .map((phrase: string) => phrase.replace(/(?<![,;:.!?])[,;:.!?]+$/u, '').trim())
        .filter(Boolean);
    },
    nouns(text) {
      return new Set(
        terms(text)
          .filter((term) => term.tags.has('Noun') && !term.tags.has('Pronoun') && !term.tags.has('Value'))
          .map((term) => term.text.toLowerCase().replace(/[^\p{L}\p{N}'’-]/gu, '')),
      );
    },
    infinitive: eachVerb((verb) => one(`they ${verb}`, (doc) => doc.verbs().toInfinitive(), `they ${verb}`).replace(/^they\s+/i, '')),
    gerund: eachVerb((verb) => one(verb, (doc) => doc.verbs().toGerund(), verb).replace(/^(?:is|are|am)\s+/i, '')),
    pastTense: eachVerb((verb) => one(`you ${verb}`, (doc) => doc.verbs().toPastTense(), `you ${verb}`).replace(/^you\s+/i, '')),
    singular: (noun) => one(noun, (doc) => doc.nouns().toSingular(), noun),
  };
}
