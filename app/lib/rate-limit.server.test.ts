import { expect, test } from 'vitest';

import { RateLimiter } from './rate-limit.server';

test('allows the limit, refuses the next, and opens again when the window ends', () => {
  let now = 0;
  const limiter = new RateLimiter(2, 60_000, () => now);
  expect(limiter.hit('ip')).toBe(0);
  expect(limiter.hit('ip')).toBe(0);
  expect(limiter.retryAfter('ip')).toBe(60);
  expect(limiter.hit('ip')).toBe(60);
  expect(limiter.retryAfter('other')).toBe(0);
  now = 60_000;
  expect(limiter.retryAfter('ip')).toBe(0);
  expect(limiter.hit('ip')).toBe(0);
});

test('reset forgets a key', () => {
  const limiter = new RateLimiter(1, 1000);
  limiter.hit('a');
  limiter.hit('a');
  limiter.reset('a');
  expect(limiter.retryAfter('a')).toBe(0);
});

test('release gives back one counted attempt', () => {
  const now = 0;
  const limiter = new RateLimiter(2, 60_000, () => now);
  limiter.hit('a');
  limiter.hit('a');
  expect(limiter.retryAfter('a')).toBe(60);
  limiter.release('a');
  expect(limiter.retryAfter('a')).toBe(0);
  expect(limiter.hit('a')).toBe(0);
  limiter.release('a');
  limiter.release('a');
  limiter.release('a');
  expect(limiter.hit('a')).toBe(0);
  expect(limiter.hit('a')).toBe(0);
  expect(limiter.retryAfter('a')).toBe(60);
});

test('an amount such as bytes may be taken up to the limit in a window, then nothing until the window ends', () => {
  let now = 0;
  const budget = new RateLimiter(100, 1000, () => now);
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

test('used tells what a key has drawn in its window, and nothing once the window ends', () => {
  let now = 0;
  const limiter = new RateLimiter(3, 60_000, () => now);
  expect(limiter.used('a')).toBe(0);
  limiter.hit('a');
  limiter.hit('a');
  expect(limiter.used('a')).toBe(2);
  now = 60_000;
  expect(limiter.used('a')).toBe(0);
});
