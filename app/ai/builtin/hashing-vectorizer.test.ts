import { expect, test } from 'vitest';

import { cosine } from '~/ai/vectors';

import { hashingVector, tokenize } from './hashing-vectorizer';

const norm = (vector: Float32Array) => Math.sqrt(vector.reduce((sum, value) => sum + value * value, 0));

test('the same text always gives the identical vector', () => {
  const text = 'Parents buy frozen dinners for their kids on busy weekdays.';
  const a = hashingVector(text, 384);
  const b = hashingVector(text, 384);
  expect(Array.from(a)).toEqual(Array.from(b));
  expect(cosine(a, b)).toBeCloseTo(1, 6);
});

test('a vector has the requested dimension and unit length', () => {
  for (const dimensions of [16, 384, 1536]) {
    const vector = hashingVector('Why do people switch banks after a bad experience?', dimensions);
    expect(vector).toHaveLength(dimensions);
    expect(norm(vector)).toBeCloseTo(1, 5);
  }
});

test('empty or punctuation-only text gives a zero vector and a cosine of 0, never NaN', () => {
  for (const text of ['', '   ', '?!…']) {
    const vector = hashingVector(text, 64);
    expect(vector).toHaveLength(64);
    expect(vector.every((value) => value === 0)).toBe(true);
    const similarity = cosine(vector, hashingVector('frozen dinners', 64));
    expect(Number.isNaN(similarity)).toBe(false);
    expect(similarity).toBe(0);
  }
});

test('related texts are closer than unrelated ones', () => {
  const dims = 384;
  const kidsDinners = hashingVector('Parents buy frozen dinners for their kids on busy weekdays.', dims);
  const kidsMeals = hashingVector('My kids eat frozen dinners when I work late on weekdays.', dims);
  const mortgage = hashingVector('Mortgage interest rates went up again this quarter.', dims);
  const related = cosine(kidsDinners, kidsMeals);
  expect(related).toBeGreaterThan(cosine(kidsDinners, mortgage));
  expect(related).toBeGreaterThan(cosine(kidsMeals, mortgage));
  expect(related).toBeGreaterThan(0.2);
});

test('word forms that share stems still count as related through character trigrams', () => {
  const a = hashingVector('freezing', 384);
  const b = hashingVector('freezer', 384);
  const c = hashingVector('mortgage', 384);
  expect(cosine(a, b)).toBeGreaterThan(cosine(a, c));
});

test('tokenize lower-cases words, drops punctuation and keeps apostrophes inside words', () => {
  expect(tokenize("Don't STOP, it's 2 o’clock!")).toEqual(["don't", 'stop', "it's", '2', "o'clock"]);
});

test('tokenize keeps Cyrillic words and accented letters whole', () => {
  expect(tokenize('Привет, МИР! Замороженные обеды.')).toEqual(['привет', 'мир', 'замороженные', 'обеды']);
  expect(tokenize('Café crème, señor — naïve Ärger')).toEqual(['café', 'crème', 'señor', 'naïve', 'ärger']);
});

test('composed and decomposed accents give the same tokens and the same vector', () => {
  const composed = 'Caf\u00e9 cr\u00e8me';
  const decomposed = 'Cafe\u0301 cre\u0300me';
  expect(tokenize(decomposed)).toEqual(tokenize(composed));
  expect(Array.from(hashingVector(decomposed, 128))).toEqual(Array.from(hashingVector(composed, 128)));
});

test('Cyrillic texts on the same topic are closer than texts on different topics', () => {
  const a = hashingVector('Родители покупают замороженные обеды для детей.', 384);
  const b = hashingVector('Дети едят замороженные обеды по будням.', 384);
  const c = hashingVector('Процентные ставки по ипотеке снова выросли.', 384);
  expect(cosine(a, b)).toBeGreaterThan(cosine(a, c));
});

test('cosine of a vector with itself is 1 and is symmetric', () => {
  const a = hashingVector('coffee at work', 32);
  const b = hashingVector('tea at home', 32);
  expect(cosine(a, a)).toBeCloseTo(1, 6);
  expect(cosine(a, b)).toBeCloseTo(cosine(b, a), 10);
});
