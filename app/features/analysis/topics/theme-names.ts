/**
 * The rule a suggested theme's name must pass, so that it never misleads: either it is made of words (stems) that at
 * least half of the theme's members say (two members at the least: one member's word is not shared), or it is one
 * member's own clause of five words or more, shown as a quote (“I sat on hold for forty minutes”). A detail only one
 * member mentioned ("Water aerobics", "Patel", "O'clock") passes neither. The built-in engine names by it, and the
 * themes bench measures every engine's names by it. Pure.
 */
import { contentStems, pointStems } from '~/ai/builtin/phrases';

import { stopWordsFor } from './words';

/** A quoted name holds at least this many words of the member's clause. */
export const MIN_QUOTED_WORDS = 5;
/** A quoted name shows at most this many words of a longer clause, then "…" (its start stays the member's words). */
export const MAX_QUOTED_WORDS = 14;

const OPEN = '“';
const CLOSE = '”';
const ELLIPSIS = '…';
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;

const wordCount = (text: string) => (text.match(WORD) ?? []).length;

/** A member's own words as a theme's name: the clause in quotation marks, cut after MAX_QUOTED_WORDS words. */
export function quotedName(clause: string): string {
  const text = clause.trim();
  const words = [...text.matchAll(WORD)];
  if (words.length <= MAX_QUOTED_WORDS) return `${OPEN}${text}${CLOSE}`;
  const last = words[MAX_QUOTED_WORDS - 1]!;
  return `${OPEN}${text.slice(0, last.index + last[0].length)}${ELLIPSIS}${CLOSE}`;
}

/** The member's words inside a quoted name, without the marks (and the "…" of a cut clause); null for a plain name. */
export function quotedWords(name: string): string | null {
  const match = /^\s*“([\s\S]+)”\s*$/u.exec(name);
  return match ? match[1]!.replace(/…$/u, '').trim() : null;
}

/** A name inside a sentence, in quotation marks: a quoted name has its own already (never ““…””). */
export const inQuotes = (name: string) => (quotedWords(name) === null ? `${OPEN}${name}${CLOSE}` : name.trim());

/** Text compared letter for letter, blanks and apostrophes aside. */
const comparable = (text: string) => text.normalize('NFKC').replace(/’/g, "'").replace(/\s+/g, ' ').trim();

/**
 * Whether a theme's name passes the rule. `memberQuotes`: per member dialog, what it said that put it in the theme
 * (its passages; a string or several). `language`: the interview's (its stop words and English's are not words a name
 * is made of).
 */
export function themeNamePasses(
  name: string,
  memberQuotes: readonly (string | readonly string[])[],
  language: string | null | undefined,
): boolean {
  return nameRule(memberQuotes, language)(name);
}

/** The rule for one theme's members, read once: the check for each name tried on it. */
export function nameRule(
  memberQuotes: readonly (string | readonly string[])[],
  language: string | null | undefined,
): (name: string) => boolean {
  const members = memberQuotes.map((q) => (typeof q === 'string' ? [q] : [...q]));
  const stop = stopWordsFor(language);
  let stems: Set<string>[] | undefined;
  let said: string[][] | undefined;
  return (name) => {
    const quoted = quotedWords(name);
    if (quoted !== null) {
      if (wordCount(quoted) < MIN_QUOTED_WORDS) return false;
      said ??= members.map((quotes) => quotes.map(comparable));
      const words = comparable(quoted);
      return said.some((quotes) => quotes.some((q) => q.includes(words)));
    }
    // Words that name nothing on their own ("minutes", "honestly", numbers) do not count as the name's words.
    const own = [...new Set(pointStems(name, stop, new Set()))];
    if (own.length === 0) return false;
    stems ??= members.map((quotes) => new Set(quotes.flatMap((q) => contentStems(q, stop))));
    const sharing = stems.filter((set) => own.every((s) => set.has(s))).length;
    return sharing >= Math.max(2, Math.ceil(members.length / 2));
  };
}
