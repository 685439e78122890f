/**
 * What a search should find in a labelled corpus (tests/fixtures/themes), and how well a result list did. Pure: the
 * retrieval bench feeds it the lists the app returns, the unit test small hand-made ones.
 */
import { searchWords, wordsMatched } from '~/features/analysis/search/vectors';

/**
 * topic: answers labelled with one of the themes; exact: answers holding the phrase word for word; words: answers
 * holding every word of the phrase as the keyword index matches words.
 */
export type LabelledQuery = { corpus: string; kind: 'topic' | 'exact' | 'words'; phrase: string; themes?: string[] };
export type JudgedAnswer = { text: string; themes: readonly string[] };

const plain = (text: string) =>
  ` ${text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;

export function isMatch(query: LabelledQuery, answer: JudgedAnswer): boolean {
  if (query.kind === 'topic') return answer.themes.some((theme) => query.themes?.includes(theme));
  if (query.kind === 'exact') return plain(answer.text).includes(plain(query.phrase));
  const words = searchWords(query.phrase);
  return wordsMatched(words, answer.text) === words.length;
}

export type ListScore = {
  precision: number;
  recall: number;
  f1: number;
  length: number;
  matches: number;
  firstMatchesFirst: boolean;
  firstMatchRank: number;
};

/**
 * A result list (ids best first) against the set of matching ids. An empty list is precise (it claims nothing);
 * `firstMatchesFirst`: every match the list holds comes before every other result.
 */
export function scoreList(list: readonly string[], matching: ReadonlySet<string>): ListScore {
  const hits = list.filter((id) => matching.has(id)).length;
  const precision = list.length === 0 ? 1 : hits / list.length;
  const recall = matching.size === 0 ? 1 : hits / matching.size;
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  const firstOther = list.findIndex((id) => !matching.has(id));
  const lastMatch = list.findLastIndex((id) => matching.has(id));
  return {
    precision,
    recall,
    f1,
    length: list.length,
    matches: matching.size,
    firstMatchesFirst: firstOther < 0 || lastMatch < firstOther,
    firstMatchRank: list.findIndex((id) => matching.has(id)) + 1,
  };
}

/** The mean of each figure over several lists. */
export function meanScore(scores: readonly ListScore[]) {
  const mean = (pick: (s: ListScore) => number) => (scores.length ? scores.reduce((sum, s) => sum + pick(s), 0) / scores.length : 0);
  return {
    precision: mean((s) => s.precision),
    recall: mean((s) => s.recall),
    f1: mean((s) => s.f1),
    length: mean((s) => s.length),
    matches: mean((s) => s.matches),
    firstMatchesFirst: mean((s) => (s.firstMatchesFirst ? 1 : 0)),
    firstMatchAtTop: mean((s) => (s.firstMatchRank === 1 ? 1 : 0)),
  };
}
