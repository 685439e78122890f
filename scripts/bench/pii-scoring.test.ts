import { expect, test } from 'vitest';

import type { Span } from '~/ai/privacy/spans';

import { readMarked, scorePii } from './pii-scoring';

test('a marked answer reads as its plain text and the spans marked in it', () => {
  expect(readMarked('I am ⟦NAME:Ann Lee⟧, ⟦EMAIL:a@b.co⟧.')).toEqual({
    text: 'I am Ann Lee, a@b.co.',
    gold: [
      { kind: 'NAME', start: 5, end: 12, text: 'Ann Lee' },
      { kind: 'EMAIL', start: 14, end: 20, text: 'a@b.co' },
    ],
  });
});

test('recall counts marked spans overlapped by a detection of their kind; precision the detections that overlap one', () => {
  const sample = { language: 'English' as const, heldOut: true, marked: 'Call ⟦PHONE:0161 496 0000⟧ or ⟦NAME:Ann⟧, order 123.' };
  const detect = (): Span[] => [
    { kind: 'PHONE', start: 5, end: 9, text: '0161' },
    { kind: 'PHONE', start: 32, end: 35, text: '123' },
    { kind: 'EMAIL', start: 21, end: 24, text: 'Ann' },
  ];
  const { tallies, misses } = scorePii([sample], detect);
  expect(tallies.map((t) => [t.kind, t.marked, t.found, t.detected, t.right])).toEqual([
    ['EMAIL', 0, 0, 1, 0],
    ['PHONE', 1, 1, 2, 1],
    ['NAME', 1, 0, 0, 0],
  ]);
  expect(misses.map((m) => `${m.kind} ${m.span.text}`)).toEqual(['missed Ann', 'wrong 123', 'wrong Ann']);
});
