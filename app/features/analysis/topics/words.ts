/**
 * Words for the built-in topic engine: sentences cut from a message with their exact spans (so a quote is the
 * message's own text by construction), and the content words that may label a topic (stop words of the interview's
 * language and of English removed; respondents mix in English often).
 */
// Named imports: the package is CommonJS without a default export, which Vite's dev server refuses to invent.
import { deu, eng, fra, rus, spa } from 'stopword';

import { stem } from '~/ai/text/words';

export type Span = { start: number; end: number };

// A sentence ends at . ! ? … (repeated) or a line break; an abbreviation cut now and then does no harm to clustering.
const SENTENCE = /[^.!?…\n]+(?:[.!?…]+["'”’)]*)?/g;
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;

/** The sentences of a text with at least two words, as spans of the text (leading and trailing blanks left out). */
export function splitSentences(text: string): Span[] {
  const spans: Span[] = [];
  for (const match of text.matchAll(SENTENCE)) {
    let start = match.index;
    let end = start + match[0].length;
    while (start < end && /\s/.test(text[start]!)) start++;
    while (end > start && /\s/.test(text[end - 1]!)) end--;
    if ((text.slice(start, end).match(WORD) ?? []).length >= 2) spans.push({ start, end });
  }
  return spans;
}

export const wordsOf = (text: string) => (text.normalize('NFKC').toLowerCase().match(WORD) ?? []).map((w) => w.replace(/’/g, "'"));

// Talk fillers the libraries' lists leave in; they are frequent in interviews and say nothing about a topic.
const SPOKEN_FILLERS =
  'yeah yes no not okay ok really just like think know mean guess maybe actually basically probably kind sort thing things stuff lot lots ' +
  'something anything everything nothing someone somebody always never often sometimes usually get gets got getting go goes going went make makes ' +
  "made want wants would could should can will i'm i've i'd i'll it's that's there's don't doesn't didn't can't won't isn't aren't wasn't " +
  'please much many well even still also though although because since time times way ways one two first use used using feel felt say said';

const LISTS: Record<string, readonly string[]> = {
  English: eng,
  Russian: rus,
  Spanish: spa,
  French: fra,
  German: deu,
};

/** Stop words of an interview language (by its name, e.g. 'Spanish') together with English's. */
export function stopWordsFor(language: string | null | undefined): Set<string> {
  return new Set([...eng, ...SPOKEN_FILLERS.split(' '), ...(language ? (LISTS[language] ?? []) : [])]);
}

/** Content words of a text, each with its stem (the unit counted) and its surface form (the one shown). */
export function contentWords(text: string, stop: ReadonlySet<string>): { stem: string; word: string }[] {
  return wordsOf(text)
    .filter((w) => w.length > 2 && !stop.has(w) && !/^\d+$/.test(w))
    .map((word) => ({ stem: stem(word), word }));
}

/**
 * Terms of a text for labelling: its content words, and each pair of content words that stand next to each other
 * in the text ("customer service"), which names a topic better than either word alone.
 */
export function termsOf(text: string, stop: ReadonlySet<string>): { key: string; shown: string }[] {
  const all = wordsOf(text);
  const terms: { key: string; shown: string }[] = [];
  const isContent = (w: string | undefined) => w !== undefined && w.length > 2 && !stop.has(w) && !/^\d+$/.test(w);
  all.forEach((w, i) => {
    if (!isContent(w)) return;
    terms.push({ key: stem(w), shown: w });
    const next = all[i + 1];
    if (isContent(next)) terms.push({ key: `${stem(w)} ${stem(next!)}`, shown: `${w} ${next}` });
  });
  return terms;
}
