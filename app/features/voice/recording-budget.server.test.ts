import { expect, test } from 'vitest';
import { ByteBudget } from './recording-budget.server';

test('a key may take bytes up to its budget in a window, then nothing until the window ends', () => {
  let now = 0;
  const budget = new ByteBudget(100, 1000, () => now);
  expect(budget.take('a', 60)).toBe(true);
  expect(budget.take('a', 50)).toBe(false);
  expect(budget.exhausted('a')).toBe(false);
  expect(budget.take('a', 40)).toBe(true);
  expect(budget.exhausted('a')).toBe(true);
  expect(budget.take('a', 1)).toBe(false);
  expect(budget.take('b', 100)).toBe(true);
  now = 1000;
  expect(budget.exhausted('a')).toBe(false);
  expect(budget.take('a', 100)).toBe(true);
});
