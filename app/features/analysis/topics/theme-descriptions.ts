/**
 * A suggested theme's description, held to the naming rule (`theme-names.ts`) like its name: it quotes members' own
 * clauses ("Respondents put it as “…” and “…”.") and names only words at least half of the members say, each in
 * quotation marks, so the sentence reads the same whatever kind of words they are. No count: the members a review
 * leaves may be others. Pure.
 */
import { contentStems, listed } from '~/ai/builtin/phrases';

import { MIN_QUOTED_WORDS, nameRule, quotedName, quotedWords } from './theme-names';
import { stopWordsFor } from './words';

/** Members' clauses quoted in a description, at most. */
export const DESCRIPTION_EXAMPLES = 2;
/** Shared words named in a description, at most. */
export const DESCRIPTION_WORDS = 3;

const inQuotes = (words: string) => `“${words}”`;

const SENTENCES = {
  examples: (one: boolean, list: string) => `${one ? 'One respondent puts it as' : 'Respondents put it as'} ${list}.`,
  shared: (one: boolean, list: string, words: number) =>
    one ? `They use the words ${list}.` : `At least half of those who raise it use the word${words === 1 ? '' : 's'} ${list}.`,
  none: (one: boolean) => (one ? 'One respondent raises this point.' : 'Respondents raise it, each in their own words.'),
};

/** The words a description says outside quotation marks: its sentences' own, nothing of the theme's. */
const TEMPLATE_STEMS = new Set(
  contentStems(
    [true, false]
      .flatMap((one) => [SENTENCES.examples(one, ''), SENTENCES.shared(one, '', 2), SENTENCES.shared(one, '', 1), SENTENCES.none(one)])
      .join(' '),
    stopWordsFor('English'),
  ),
);

/**
 * The description of a theme of `dialogs` members: `examples`, members' own clauses (verified, not yet quoted);
 * `shared`, phrases of the theme that pass the naming rule, other than its name.
 */
export function describeTheme(theme: { dialogs: number; examples: readonly string[]; shared: readonly string[] }): string {
  const examples = theme.examples.slice(0, DESCRIPTION_EXAMPLES).map(quotedName);
  const shared = theme.shared.slice(0, DESCRIPTION_WORDS).map(inQuotes);
  const one = theme.dialogs === 1;
  const sentences: string[] = [];
  if (examples.length) sentences.push(SENTENCES.examples(one, listed(examples)));
  if (shared.length) sentences.push(SENTENCES.shared(one, listed(shared), shared.length));
  if (sentences.length === 0) sentences.push(SENTENCES.none(one));
  return sentences.join(' ');
}

/** The passages in quotation marks of a text, and the rest of it. */
function quotedParts(text: string): { quoted: string[]; outside: string } {
  const [first = '', ...rest] = text.split('“');
  const quoted: string[] = [];
  let outside = first;
  for (const part of rest) {
    const end = part.indexOf('”');
    if (end < 0) outside += ` ${part}`;
    else {
      quoted.push(part.slice(0, end));
      outside += ` ${part.slice(end + 1)}`;
    }
  }
  return { quoted, outside };
}

/**
 * Whether a description holds to the naming rule: every passage in quotation marks in it is either one member's
 * clause of MIN_QUOTED_WORDS words or more, word for word, or words at least half of the members say (two at the
 * least); outside them it says nothing of its own (only the words of the sentences above: "Respondents speak of
 * cheaper for students, plan and price." fails); and it reads as sentences (a capital first, a full stop last).
 * `memberQuotes` as for `themeNamePasses`.
 */
export function descriptionPasses(
  description: string,
  memberQuotes: readonly (string | readonly string[])[],
  language: string | null | undefined,
): boolean {
  const text = description.trim();
  if (!/^\p{Lu}/u.test(text) || !/[.!?]$/u.test(text)) return false;
  const rule = nameRule(memberQuotes, language);
  const { quoted, outside } = quotedParts(text);
  if (contentStems(outside, stopWordsFor('English')).some((s) => !TEMPLATE_STEMS.has(s))) return false;
  return quoted.every((words) => {
    const name = `“${words}”`;
    const clause = quotedWords(name) ?? words;
    const count = (clause.match(/[\p{L}\p{N}]+/gu) ?? []).length;
    return count >= MIN_QUOTED_WORDS ? rule(name) : rule(words);
  });
}
