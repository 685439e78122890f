import { expect, test } from 'vitest';

import { copyTitle, MAX_TITLE_LENGTH } from './titles';

test('a copy is titled "(Copy)" after the whole title', () => {
  expect(copyTitle('Why customers cancel their e-bike subscriptions within the first three months')).toBe(
    'Why customers cancel their e-bike subscriptions within the first three months (Copy)',
  );
});

test('a title at the limit loses whole words, never part of one, so the copy stays within the limit', () => {
  const words = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
  const title = words.slice(0, MAX_TITLE_LENGTH);
  const copy = copyTitle(title);
  expect([...copy].length).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
  expect(copy.endsWith(' (Copy)')).toBe(true);
  const kept = copy.slice(0, -' (Copy)'.length).split(' ');
  expect(kept.every((word) => words.split(' ').includes(word))).toBe(true);
  expect(copy).not.toContain('…');
});
