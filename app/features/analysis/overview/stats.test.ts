import { describe, expect, test } from 'vitest';

import { histogram, median } from './stats';

describe('median', () => {
  test('of nothing is unknown, of an odd count the middle, of an even count the mean of the two middles', () => {
    expect(median([])).toBeNull();
    expect(median([9, 1, 5])).toBe(5);
    expect(median([10, 2, 4, 8])).toBe(6);
  });
});

describe('histogram', () => {
  test('puts each score in its one-point bin, 10 in the last, out-of-range scores at the ends', () => {
    const bins = histogram([0, 0.9, 5.99, 6, 9.5, 10, -1, 12]);
    expect(bins.map((b) => b.count)).toEqual([3, 0, 0, 0, 0, 1, 1, 0, 0, 3]);
    expect(bins[6]).toEqual({ from: 6, to: 7, count: 1 });
  });
});
