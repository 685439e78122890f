import { describe, expect, test } from 'vitest';

import { isMatch, meanScore, scoreList } from './search-judgements';

describe('what a labelled query should find', () => {
  test('a topic query: answers carrying one of its themes', () => {
    const query = { corpus: 'c', kind: 'topic' as const, phrase: 'oat milk', themes: ['plant-milk'] };
    expect(isMatch(query, { text: 'Soy costs extra', themes: ['plant-milk'] })).toBe(true);
    expect(isMatch(query, { text: 'oat milk', themes: [] })).toBe(false);
  });

  test('an exact query: the phrase word for word, case, accents and punctuation aside, never inside a longer word', () => {
    const query = { corpus: 'c', kind: 'exact' as const, phrase: 'caramel frappes' };
    expect(isMatch(query, { text: 'people ordering Caramel Frappés, with foam', themes: [] })).toBe(true);
    expect(isMatch(query, { text: 'caramel and frappés', themes: [] })).toBe(false);
    expect(isMatch({ ...query, phrase: 'own cup' }, { text: 'my own cupboard', themes: [] })).toBe(false);
  });

  test('a words query: every longer word, in any order, longer words also as a prefix', () => {
    const query = { corpus: 'c', kind: 'words' as const, phrase: 'deposit bottles' };
    expect(isMatch(query, { text: 'bottles need a deposit', themes: [] })).toBe(true);
    expect(isMatch(query, { text: 'a deposit scheme', themes: [] })).toBe(false);
  });
});

describe('scoring a result list', () => {
  test('precision, recall and F1 of the list against the matches', () => {
    const score = scoreList(['a', 'x', 'b'], new Set(['a', 'b', 'c', 'd']));
    expect(score.precision).toBeCloseTo(2 / 3);
    expect(score.recall).toBeCloseTo(0.5);
    expect(score.f1).toBeCloseTo(4 / 7);
    expect(score.firstMatchesFirst).toBe(false);
    expect(score.firstMatchRank).toBe(1);
  });

  test('matches ahead of every other result; an empty list claims nothing', () => {
    expect(scoreList(['a', 'b', 'x'], new Set(['a', 'b'])).firstMatchesFirst).toBe(true);
    expect(scoreList([], new Set(['a']))).toMatchObject({ precision: 1, recall: 0, f1: 0, firstMatchRank: 0 });
  });

  test('means over lists', () => {
    const mean = meanScore([scoreList(['a'], new Set(['a'])), scoreList(['x'], new Set(['a']))]);
    expect(mean).toMatchObject({ precision: 0.5, recall: 0.5, firstMatchAtTop: 0.5, length: 1 });
  });
});
