import { describe, expect, test } from 'vitest';

import { withCheckedCounts } from './summaries-model.server';

describe("a model's summary point states only the counts its quotes bear out", () => {
  const quotes = [{ dialogId: 'a' }, { dialogId: 'b' }, { dialogId: 'b' }];

  test('a count above the dialogs its quotes come from is marked, with what they show', () => {
    expect(withCheckedCounts('All 6 respondents plan their orders ahead.', quotes, 6)).toBe(
      'All 6 respondents plan their orders ahead. (Unchecked count: 6 respondents; its quotes come from 2 of 6 dialogs.)',
    );
    expect(withCheckedCounts('Twelve of 14 dialogs mention the price.', quotes, 14)).toContain(
      '(Unchecked count: Twelve of 14 dialogs; its quotes come from 2 of 14 dialogs.)',
    );
  });

  test('a count out of another total is marked', () => {
    expect(withCheckedCounts('2 of 9 respondents plan ahead.', quotes, 6)).toContain('Unchecked count: 2 of 9 respondents');
  });

  test('a point with no count, or with one its quotes bear out, stays as written', () => {
    expect(withCheckedCounts('Respondents plan ahead.', quotes, 6)).toBe('Respondents plan ahead.');
    expect(withCheckedCounts('Two respondents plan ahead.', quotes, 6)).toBe('Two respondents plan ahead.');
    expect(withCheckedCounts('It took 3 minutes.', quotes, 6)).toBe('It took 3 minutes.');
  });
});
