/**
 * People's names in English text from the `compromise` tagger (its `people()` view: given names, surnames and
 * honorifics it knows, and capitalised words whose neighbours make them a person). The tagger is loaded on first
 * use, once per process, like the built-in engine's grammar (`builtin/english.server.ts`); it runs offline and
 * downloads nothing.
 */
import type nlpType from 'compromise';

export type PeopleFinder = (text: string) => string[];

let loading: Promise<PeopleFinder> | undefined;

/** A finder of the people a text names, as written (titles and relation words left off). */
export function loadEnglishPeople(): Promise<PeopleFinder> {
  loading ??= import('compromise').then((module) => peopleFinder(module.default));
  return loading;
}

/** Where a text's last letter ends ("Kevin." → 5): trailing punctuation is not part of a name. */
function lastLetterEnd(text: string): number {
  let end = text.length;
  while (end > 0 && !/\p{L}/u.test(text[end - 1]!)) end--;
  return end;
}

function peopleFinder(nlp: typeof nlpType): PeopleFinder {
  return (text) =>
    (nlp(text).people().out('array') as string[])
      .map((person) => {
        const bare = person.replace(/^(?:\p{Ll}[\p{L}-]*\s+)+/u, '').replace(/^(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Sir|Dame)\.?\s+/u, '');
        return bare.slice(0, lastLetterEnd(bare)).replace(/['’]s$/u, '');
      })
      .filter((person) => /^\p{Lu}/u.test(person));
}
