import { expect, test } from 'vitest';

import { parseByteRange } from './byte-range';

test('parseByteRange', () => {
  expect(parseByteRange(null, 100)).toBeNull();
  expect(parseByteRange('bytes=0-3', 100)).toEqual({ start: 0, end: 3 });
  expect(parseByteRange('bytes=10-', 100)).toEqual({ start: 10, end: 99 });
  expect(parseByteRange('bytes=90-500', 100)).toEqual({ start: 90, end: 99 });
  expect(parseByteRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
  expect(parseByteRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
  expect(parseByteRange('bytes=100-', 100)).toBe('unsatisfiable');
  expect(parseByteRange('bytes=-0', 100)).toBe('unsatisfiable');
  // Several ranges, reversed ranges and other units are served whole.
  expect(parseByteRange('bytes=0-1,5-6', 100)).toBeNull();
  expect(parseByteRange('bytes=5-1', 100)).toBeNull();
  expect(parseByteRange('items=0-1', 100)).toBeNull();
  expect(parseByteRange('bytes=-', 100)).toBeNull();
});
