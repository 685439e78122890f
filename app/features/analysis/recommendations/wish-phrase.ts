/**
 * What a wish asks for, read from its own words: "I wish cafés had a deposit cup scheme so I could stop throwing
 * away cups" asks for "a deposit cup scheme", which titles a recommendation as "Offer a deposit cup scheme". The
 * wording of wishing ("I wish", "it would be great if", "should") and the reasons after the wish ("so …", "because
 * …") are left out, so two wishes compare by what they ask for. English sentences are parsed (the built-in
 * engine's tagger, `loadEnglish`) into an imperative; other languages keep the wished-for words as they are. Pure
 * given the tagger.
 */
import { withoutContactDetails } from '~/ai/builtin/contact-details';
import type { English } from '~/ai/builtin/english.server';

import { stopWordsFor } from '../topics/words';
import { WISH_PATTERNS } from './wishes';

export type WishPhrase = {
  /** The words of the wish that say what is wished for (the wording of wishing and the reasons left out). */
  object: string;
  /** A recommendation title made from them: a short imperative in English, the wished-for words elsewhere. */
  title: string;
};

const TITLE_WORDS = 7;
// Where the wished-for part ends: a reason, a condition, an example or a contrast after it.
const CLAUSE_END =
  /[,;:()–—]|\s(?:so|because|since|as|when|while|whenever|otherwise|but|though|although|especially|like|instead|unless|then|чтобы|потому|так как|когда|porque|cuando|para que|weil|wenn|damit|parce que|quand|pour que|chunki)\s/iu;
const SENTENCE_END = /(?<![.!?…])[.!?…]+$/u;
const RELATIVE = new Set(['that', 'which', 'who', 'whom', 'whose', 'where']);

/** The part of the sentence after its wish wording (before it, when the wording closes the sentence). */
function afterMarker(sentence: string): string {
  for (const pattern of Object.values(WISH_PATTERNS)) {
    const found = pattern.exec(sentence);
    if (!found) continue;
    const after = sentence.slice(found.index + found[0].length);
    const before = sentence.slice(0, found.index);
    return after.replace(SENTENCE_END, '').trim().split(/\s+/).length >= 2 || !before.trim() ? after : before;
  }
  return sentence;
}

// What may open the wished-for part and says nothing of it: "…, wenn die Firma …", "… that they …".
const OPENING = /^[\s,;:–—-]*(?:(?:if|that|when|wenn|dass|ob|que|si|чтобы|если|что)\s+)?/iu;
const clauseOf = (text: string) => text.replace(OPENING, '').split(CLAUSE_END)[0]!.replace(SENTENCE_END, '').trim();

type Term = { text: string; tags: ReadonlySet<string>; lower: string };
const has = (term: Term | undefined, tag: string) => !!term?.tags.has(tag);
const isVerb = (term: Term | undefined) => has(term, 'Verb') && !has(term, 'Gerund');
const OFFER_VERBS = new Set(['be', 'is', 'are', 'was', 'were', "'s", 'have', 'has', 'had', 'get', 'got', 'gets', 'existed', 'exist']);
const LEADING = new Set([
  'if',
  'to',
  'that',
  'they',
  'we',
  'you',
  'i',
  'it',
  'there',
  'just',
  'really',
  'also',
  'only',
  'maybe',
  'perhaps',
  'please',
  'could',
  'can',
  'would',
  'will',
]);
const PERSON: Record<string, string> = {
  my: 'their',
  me: 'them',
  mine: 'theirs',
  i: 'they',
  myself: 'themselves',
  our: 'their',
  us: 'them',
};

/** An English wished-for clause as an imperative: its subject and wording of wishing dropped, its verb as the verb. */
function imperative(clause: string, english: English): string {
  const terms: Term[] = english.terms(clause).map((t) => ({ ...t, lower: t.text.toLowerCase() }));
  let at = 0;
  let offer = false;
  // A subject before the first verb ("cafés had …", "the app worked …") is not what is asked for.
  const firstVerb = terms.findIndex(isVerb);
  if (
    firstVerb > 0 &&
    firstVerb <= 4 &&
    terms
      .slice(0, firstVerb)
      .every((t) => has(t, 'Noun') || has(t, 'Determiner') || has(t, 'Adjective') || t.lower === 'there' || LEADING.has(t.lower))
  )
    at = firstVerb;
  while (at < terms.length && LEADING.has(terms[at]!.lower)) at++;
  // "let me order ahead": people, not the respondent alone.
  let let_ = false;
  if (terms[at]?.lower === 'let' && ['me', 'us'].includes(terms[at + 1]?.lower ?? '')) {
    let_ = true;
    at += 2;
  }
  while (at < terms.length && (OFFER_VERBS.has(terms[at]!.lower) || has(terms[at], 'Modal'))) {
    offer = true;
    at++;
  }
  const rest = terms.slice(at);
  if (!rest.length || rest.some((t) => has(t, 'Negative'))) return '';
  const words = rest.map((t, i) => {
    if (i === 0 && isVerb(t) && !offer) return english.infinitive(t.text);
    const person = PERSON[t.lower];
    if (person) return person;
    // A sentence's capital is not a name's: "Better coffee …" after "offer".
    return i === 0 && !has(t, 'ProperNoun') ? t.text.charAt(0).toLowerCase() + t.text.slice(1) : t.text;
  });
  const verbFirst = isVerb(rest[0]) && !offer;
  // "there was an offline mode", "cafés had a scheme", "a dark mode": a thing to offer.
  const lead = let_ ? ['let', 'people'] : verbFirst ? [] : offer && has(rest[0], 'Participle') ? [] : ['offer'];
  return [...lead, ...words].join(' ');
}

/** Cut to a few words, at a preposition or a joining word where one comes late enough. */
function shortened(all: string[], english: English | null): string[] {
  // "… tins for beans that they could bring back": the relative clause says why, not what.
  const relative = all.findIndex((word, i) => i >= 2 && RELATIVE.has(word.toLowerCase()));
  const words = relative > 0 ? all.slice(0, relative) : all;
  if (words.length <= TITLE_WORDS) return words;
  const tags = english ? english.terms(words.join(' ')).map((t) => t.tags) : [];
  for (let i = TITLE_WORDS; i >= 3; i--) if (tags[i]?.has('Preposition') || tags[i]?.has('Conjunction')) return words.slice(0, i);
  return words.slice(0, TITLE_WORDS);
}

const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/**
 * What a wish sentence asks for, and a title from it. `language` is the interview's (English when unknown): English
 * sentences become imperatives; in others the title is the wished-for words, cut before a trailing stop word.
 */
export function wishPhrase(said: string, english: English, language: string | null = null): WishPhrase {
  // A phone number, web address or e-mail address is never part of what a recommendation is called.
  const sentence = withoutContactDetails(said);
  const object = clauseOf(afterMarker(sentence)) || sentence.replace(SENTENCE_END, '').trim();
  const grammar = (language ?? 'English') === 'English' && !/[^\p{Script=Latin}\P{L}]/u.test(object) ? english : null;
  const title = (grammar && imperative(object, grammar)) || object;
  let words = shortened(title.split(/\s+/).filter(Boolean), grammar);
  if (!grammar) {
    const stop = stopWordsFor(language);
    while (words.length > 2 && stop.has(words.at(-1)!.toLowerCase())) words = words.slice(0, -1);
  }
  return { object, title: capitalised(words.join(' ')) };
}
