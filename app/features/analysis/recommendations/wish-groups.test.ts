import { expect, test } from 'vitest';

import { loadEnglish } from '~/ai/builtin/english.server';
import { encodeSentences } from '~/ai/builtin/sentence-encoder.server';

import { COFFEE_RESPONDENTS } from '../../../../tests/fixtures/coffee-study';
import { LABELLED_WISHES } from '../../../../tests/fixtures/wishes';
import { contentWords, stopWordsFor } from '../topics/words';
import { averageLinkage, JOIN_AT, likeness } from './wish-groups';
import { wishPhrase } from './wish-phrase';
import { WISH_WORDS, wishesIn } from './wishes';

test('average linkage joins what is alike on average and cuts at the threshold', () => {
  // Items 0–1 and 2–3 are pairs; 4 stands alone.
  const n = 5;
  const matrix = new Float64Array(n * n);
  const set = (a: number, b: number, v: number) => ((matrix[a * n + b] = v), (matrix[b * n + a] = v));
  set(0, 1, 0.9);
  set(2, 3, 0.8);
  set(1, 2, 0.55);
  set(0, 2, 0.3);
  set(1, 3, 0.3);
  set(0, 3, 0.2);
  expect(averageLinkage(matrix, n, 0.5)).toEqual([[0, 1], [2, 3], [4]]);
  expect(averageLinkage(matrix, n, 0.95)).toEqual([[0], [1], [2], [3], [4]]);
  expect(averageLinkage(matrix, n, 0.3)).toEqual([[0, 1, 2, 3], [4]]);
});

/** Groups of labelled wishes as the built-in engine makes them, each as the set of labels of its members. */
async function grouped(texts: { text: string; wish: string }[]): Promise<string[][]> {
  const english = await loadEnglish();
  const stop = new Set([...stopWordsFor('English'), ...WISH_WORDS]);
  const objects = texts.map((t) => wishPhrase(t.text, english).object);
  const vectors = await encodeSentences(objects);
  const matrix = likeness(objects.map((object, i) => ({ vector: vectors[i]!, words: contentWords(object, stop).map((w) => w.stem) })));
  return averageLinkage(matrix, texts.length, JOIN_AT).map((members) => [...new Set(members.map((m) => texts[m]!.wish))]);
}

test('distinct wishes are never grouped together, in four domains', async () => {
  for (const domain of ['delivery', 'gym', 'bank']) {
    const groups = await grouped(LABELLED_WISHES.filter((w) => w.domain === domain));
    expect(
      groups.filter((labels) => labels.length > 1),
      domain,
    ).toEqual([]);
  }
  const coffee = COFFEE_RESPONDENTS.flatMap((r) =>
    wishesIn(r.answers[2]).map((s) => ({ text: s.text, wish: r.themes.filter((t) => t !== 'plant-milk').join() })),
  );
  // The coffee study's four wishes come out as exactly four groups.
  expect((await grouped(coffee)).sort()).toEqual([['bean-tins'], ['deposit-cup'], ['order-ahead'], ['quick-lane']]);
}, 60_000);
