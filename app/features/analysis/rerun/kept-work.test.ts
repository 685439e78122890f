import { expect, test } from 'vitest';

import { keptSentence, NO_KEPT_WORK } from './kept-work';

test('the kept work reads as one sentence, singular and plural, only what there is', () => {
  expect(keptSentence({ ...NO_KEPT_WORK, editedAnswers: 3, votes: 12 })).toBe('3 edited answers and 12 votes will be kept.');
  expect(keptSentence({ ...NO_KEPT_WORK, votes: 1 })).toBe('1 vote will be kept.');
  expect(keptSentence({ editedAnswers: 1, votes: 2, customRecommendations: 1, editedRecommendations: 2, manualOverrides: 0 })).toBe(
    '1 edited answer, 2 votes, 1 custom recommendation and 2 edited recommendations will be kept.',
  );
  expect(keptSentence({ ...NO_KEPT_WORK, manualOverrides: 2 })).toBe('2 manual overrides will be kept.');
  expect(keptSentence(NO_KEPT_WORK)).toBeNull();
});
