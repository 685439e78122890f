import { expect, test } from 'vitest';

import { formatDateTime } from './format-date';

test('reads as day, short month, year and 24-hour time in UTC', () => {
  expect(formatDateTime(new Date(Date.UTC(2024, 4, 1, 10, 30)))).toBe('1 May 2024, 10:30 UTC');
  expect(formatDateTime(Date.UTC(2023, 11, 31, 23, 5))).toBe('31 Dec 2023, 23:05 UTC');
});

test('gives the same text for a Date, its milliseconds and its ISO string, whatever offset the string has', () => {
  const moment = new Date('2024-02-29T00:00:00Z');
  expect(formatDateTime(moment.toISOString())).toBe('29 Feb 2024, 00:00 UTC');
  expect(formatDateTime(moment.getTime())).toBe('29 Feb 2024, 00:00 UTC');
  expect(formatDateTime('2024-02-29T02:00:00+02:00')).toBe('29 Feb 2024, 00:00 UTC');
});
