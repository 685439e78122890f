import { describe, expect, test } from 'vitest';

import { FLOOR_RULE, holdsPhrase, meanAndSpread, relevanceFloor, relevanceScore } from './relevance';

const evidence = (meaning: number, wordShare = 0, hasPhrase = false) => ({ meaning, wordShare, hasPhrase });

describe('the similarity a result is ranked by and shown with', () => {
  test('is the meaning alone when the message holds none of the words', () => {
    expect(relevanceScore(evidence(0.42))).toBeCloseTo(0.42);
  });

  test('words raise it, the whole phrase more, and it stays within 0..1', () => {
    const alone = relevanceScore(evidence(0.4));
    const half = relevanceScore(evidence(0.4, 0.5));
    const every = relevanceScore(evidence(0.4, 1));
    const phrase = relevanceScore(evidence(0.4, 1, true));
    expect(alone).toBeLessThan(half);
    expect(half).toBeLessThan(every);
    expect(every).toBeLessThan(phrase);
    expect(relevanceScore(evidence(1, 1, true))).toBe(1);
    expect(relevanceScore(evidence(-0.2))).toBe(0);
  });

  test('a message holding the exact phrase outranks one only close in meaning', () => {
    // "my own reusable cup" word for word, against "forty cents a cup", closer to the phrase's vector.
    expect(relevanceScore(evidence(0.35, 1, true))).toBeGreaterThan(relevanceScore(evidence(0.8, 0.25)));
  });

  test('every word outranks a loose match in meaning', () => {
    expect(relevanceScore(evidence(0.3, 1))).toBeGreaterThan(relevanceScore(evidence(0.5)));
  });
});

describe('the relevance floor', () => {
  test('a match must stand out from the typical message', () => {
    expect(relevanceFloor({ mean: 0.65, spread: 0.1, best: 0.8 })).toBeCloseTo(0.75);
  });

  test('and come near the closest message', () => {
    expect(relevanceFloor({ mean: 0.2, spread: 0.1, best: 0.7 })).toBeCloseTo(0.7 * FLOOR_RULE.nearBest);
  });

  test('never below the minimum, so a phrase nothing resembles finds nothing', () => {
    expect(relevanceFloor({ mean: 0.05, spread: 0.05, best: 0.2 })).toBe(FLOOR_RULE.minimum);
    expect(relevanceFloor({ mean: 0, spread: 0, best: 0 })).toBe(FLOOR_RULE.minimum);
  });

  test('mean and spread of a sample', () => {
    expect(meanAndSpread([0.2, 0.4])).toEqual({ mean: expect.closeTo(0.3) as number, spread: expect.closeTo(0.1) as number });
    expect(meanAndSpread([])).toEqual({ mean: 0, spread: 0 });
  });
});

describe('holding the phrase', () => {
  test('word for word, case, accents and punctuation aside', () => {
    expect(holdsPhrase('I bring my own old reusable cup', 'my own reusable cup')).toBe(false);
    expect(holdsPhrase('I bring My Own, reusable cup!', 'my own reusable cup')).toBe(true);
    expect(holdsPhrase('I bring my own reusable cup!', 'My own reusable cup')).toBe(true);
    expect(holdsPhrase('Un café con leche', 'cafe con')).toBe(true);
  });

  test('never inside a longer word, and never an empty phrase', () => {
    expect(holdsPhrase('my own cupboard', 'own cup')).toBe(false);
    expect(holdsPhrase('anything', ' ?! ')).toBe(false);
  });
});
