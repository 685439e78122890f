/**
 * The offline detector of personal data in respondent text: shaped data (`structured-data.ts`) and people's names
 * (`names.ts`, and the English tagger when it is given). Pure: it reads the text and returns spans, no call leaves
 * the process.
 */
import type { PeopleFinder } from './english-people.server';
import { AMBIGUOUS_NAMES } from './name-lists';
import { patternNames } from './names';
import { PLACEHOLDER } from './placeholders';
import { type Span, withoutOverlaps } from './spans';
import { structuredSpans } from './structured-data';

export type DetectOptions = {
  /** The interview's language: the English tagger reads only English (or text of no known language). */
  language?: string;
  /** The English tagger's names (`loadEnglishPeople`), when loaded. */
  people?: PeopleFinder;
};

// A capitalised word that is not "I" and does not open a sentence: the English tagger has nothing to find without one
// (names that open a sentence are found by the given-name list), and skipping it keeps most messages at well under a
// millisecond.
const CAPITALISED_INSIDE = /[\p{L}\p{N},;:'"’)] +(?!I\b)\p{Lu}/u;

function taggedPeople(text: string, people: PeopleFinder): Span[] {
  if (!CAPITALISED_INSIDE.test(text)) return [];
  // Only the sentences with such a word go to the tagger: its cost grows with the text, and the rest has no name for it.
  const sentences = text.split(/(?<=[.!?…])\s+/).filter((sentence) => CAPITALISED_INSIDE.test(sentence));
  const spans: Span[] = [];
  for (const person of new Set(people(sentences.join(' ')))) {
    // "Grace period", "Will it …": a given name that is also a word needs a surname here as in the name lists.
    if (AMBIGUOUS_NAMES.has(person)) continue;
    for (let start = text.indexOf(person); start >= 0; start = text.indexOf(person, start + person.length)) {
      const end = start + person.length;
      if (/[\p{L}\p{N}]/u.test(text[start - 1] ?? '') || /[\p{L}\p{N}]/u.test(text[end] ?? '')) continue;
      spans.push({ kind: 'NAME', start, end, text: person });
    }
  }
  return spans;
}

/** The personal data in a text, in text order, without overlaps, never inside a placeholder already there. */
export function detectPersonalData(text: string, options: DetectOptions = {}): Span[] {
  const english = !options.language || options.language === 'English';
  const found = [...structuredSpans(text), ...patternNames(text), ...(english && options.people ? taggedPeople(text, options.people) : [])];
  const placeholders = [...text.matchAll(PLACEHOLDER)].map((m) => ({ start: m.index, end: m.index + m[0].length }));
  return withoutOverlaps(found.filter((span) => !placeholders.some((p) => span.start < p.end && p.start < span.end)));
}
