import { expect, test } from 'vitest';

import { countClaims, countNote, emptyLedger, unsupportedClaims } from './count-claims';

test('the counts of dialogs or respondents a text states, in digits or words', () => {
  expect(countClaims('3 of 14 dialogs mention it; five respondents disagree, and 2 out of the 14 participants left.')).toEqual([
    { text: '3 of 14 dialogs', n: 3, of: 14 },
    { text: 'five respondents', n: 5, of: null },
    { text: '2 out of the 14 participants', n: 2, of: 14 },
  ]);
  // Not counts of dialogs: prices, times, dates, versions.
  expect(countClaims('They pay 3.50 euros, 3 times a day, since 2024, in version 2.1 of the app.')).toEqual([]);
});

test('a count the tools returned checks out; another, or one out of a total not the analysis’s, does not', () => {
  const ledger = emptyLedger([14, 16]);
  ledger.counts.add(3);
  expect(unsupportedClaims('3 of 14 dialogs mention oat milk.', ledger)).toEqual([]);
  expect(unsupportedClaims('All 14 dialogs were completed.', ledger)).toEqual([]);
  expect(unsupportedClaims('13 of 14 dialogs mention this.', ledger).map((c) => c.text)).toEqual(['13 of 14 dialogs']);
  expect(unsupportedClaims('3 of 20 respondents', ledger).map((c) => c.text)).toEqual(['3 of 20 respondents']);
  // One respondent is named by their quote, not counted.
  expect(unsupportedClaims('One respondent said it.', ledger)).toEqual([]);
});

test('the note names each unchecked count without quotation marks, and is absent when all check out', () => {
  const ledger = emptyLedger([14]);
  ledger.counts.add(3);
  expect(countNote('3 of 14 dialogs mention it.', ledger)).toBeNull();
  const note = countNote('13 of 14 dialogs mention it, and seven respondents want more.', ledger)!;
  expect(note).toMatch(/^Unchecked counts: 13 of 14 dialogs; seven respondents\. /);
  expect(note).not.toMatch(/["“”]/);
});
