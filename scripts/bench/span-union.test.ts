import { describe, expect, it } from 'vitest';

import { unionLength } from './span-union.mjs';

describe('unionLength', () => {
  it('counts calls made in parallel once', () => {
    expect(
      unionLength([
        [0, 10],
        [5, 15],
      ]),
    ).toBe(15);
    expect(
      unionLength([
        [0, 20],
        [5, 10],
      ]),
    ).toBe(20);
  });

  it('adds spans apart from each other, in any order', () => {
    expect(
      unionLength([
        [20, 25],
        [0, 10],
      ]),
    ).toBe(15);
  });

  it('ignores empty and backwards spans', () => {
    expect(unionLength([])).toBe(0);
    expect(
      unionLength([
        [3, 3],
        [9, 2],
      ]),
    ).toBe(0);
  });
});
