import { describe, expect, test } from 'vitest';

import {
  binaryDimensions,
  candidateCount,
  fromBlob,
  ftsQueryForShare,
  quantizeBinary,
  searchWords,
  similarity,
  toBlob,
  wordsMatched,
} from './vectors';

describe('binary quantisation', () => {
  test('one bit per dimension, set for positive values, least significant bit first, padded to whole bytes', () => {
    const bits = quantizeBinary([0.5, -0.1, 0, 2, -3, 0.01, 0.2, -0.2, 1, -1]);
    expect([...bits]).toEqual([0b01101001, 0b00000001]);
    expect(binaryDimensions(10)).toBe(16);
    expect(binaryDimensions(512)).toBe(512);
  });

  test('close vectors differ in few bits, opposite ones in all', () => {
    const a = Float32Array.from({ length: 64 }, (_, i) => Math.sin(i + 1));
    const near = a.map((v, i) => v + (i % 9 === 0 ? -0.05 : 0.05));
    const hamming = (x: Uint8Array, y: Uint8Array) =>
      x.reduce((n, byte, i) => n + [...(byte ^ y[i]!).toString(2)].filter((b) => b === '1').length, 0);
    expect(hamming(quantizeBinary(a), quantizeBinary(near))).toBeLessThan(4);
    expect(hamming(quantizeBinary(a), quantizeBinary(a.map((v) => -v)))).toBe(64);
  });

  test('float vectors survive the round trip through a blob, also from an unaligned buffer', () => {
    const vector = Float32Array.from([0.25, -1.5, 3]);
    const unaligned = Buffer.concat([Buffer.from([7]), toBlob(vector)]).subarray(1);
    expect([...fromBlob(unaligned)]).toEqual([0.25, -1.5, 3]);
  });
});

describe('similarity', () => {
  test('cosine, clamped to 0..1, and 0 for an empty vector', () => {
    expect(similarity([1, 0], [1, 0])).toBeCloseTo(1);
    expect(similarity([1, 0], [1, 1])).toBeCloseTo(Math.SQRT1_2);
    expect(similarity([1, 0], [-1, 0])).toBe(0);
    expect(similarity([0, 0], [1, 0])).toBe(0);
  });
});

describe('candidates and keywords', () => {
  test('binary candidates: several times the page, more for a narrow scope, within sqlite-vec bounds', () => {
    expect(candidateCount(20)).toBe(80);
    expect(candidateCount(30, 0.5)).toBe(240);
    expect(candidateCount(1)).toBe(50);
    expect(candidateCount(3000, 0.001)).toBe(4096);
  });

  test('the FTS5 query: every word quoted (operators in a phrase are words), short words left out when longer exist', () => {
    expect(ftsQueryForShare(searchWords('it costs too much'), 1)).toBe('("costs"* AND "too" AND "much"*)');
    expect(ftsQueryForShare(searchWords('NEAR(price) OR "x'), 1)).toBe('("near"* AND "price"*)');
    expect(ftsQueryForShare(searchWords('it'), 0.5)).toBe('"it"');
    expect(ftsQueryForShare(searchWords('  ?! '), 0.5)).toBeNull();
    expect(ftsQueryForShare(searchWords('Слишком дорого'), 0.5)).toBe('"слишком"* OR "дорого"*');
  });

  test('at least half of the words: every combination of that many, each an AND', () => {
    expect(ftsQueryForShare(['costs', 'too', 'much'], 0.5)).toBe('("costs"* AND "too") OR ("costs"* AND "much"*) OR ("too" AND "much"*)');
  });

  test('words matched count as FTS5 matches them: prefixes for longer words, accents ignored', () => {
    expect(wordsMatched(['price', 'too'], 'Prices are too high')).toBe(2);
    expect(wordsMatched(['too'], 'tool')).toBe(0);
    expect(wordsMatched(['cafe'], 'Un café, por favor')).toBe(1);
  });
});
