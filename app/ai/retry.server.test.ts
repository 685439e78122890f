import { expect, test } from 'vitest';

import { isRetryable, retryAfterMs, retryDelayMs } from './retry.server';

const httpError = (status: number, headers?: unknown) => Object.assign(new Error(`HTTP ${status}`), { status, headers });

test('rate limits, server errors and request timeouts are retryable', () => {
  for (const status of [429, 500, 502, 503, 408]) expect(isRetryable(httpError(status)), String(status)).toBe(true);
});

test('client errors are final', () => {
  for (const status of [400, 401, 404]) expect(isRetryable(httpError(status)), String(status)).toBe(false);
});

test('an abort by the caller is final', () => {
  expect(isRetryable(new DOMException('This operation was aborted', 'AbortError'))).toBe(false);
  expect(isRetryable(Object.assign(new Error('Request was aborted.'), { name: 'AbortError' }))).toBe(false);
});

test('timeouts and dropped connections are retryable', () => {
  expect(isRetryable(new DOMException('The operation was aborted due to timeout', 'TimeoutError'))).toBe(true);
  expect(isRetryable(new Error('Request timed out.'))).toBe(true);
  expect(isRetryable(new TypeError('fetch failed'))).toBe(true);
  expect(isRetryable(Object.assign(new Error('read failed'), { code: 'ECONNRESET' }))).toBe(true);
  expect(isRetryable(new Error('socket hang up'))).toBe(true);
});

test('an ordinary error without a status is final', () => {
  expect(isRetryable(new Error('Cannot read properties of undefined'))).toBe(false);
  expect(isRetryable(null)).toBe(false);
});

test('Retry-After in seconds is read from a Headers object and from a plain object', () => {
  expect(retryAfterMs(httpError(429, new Headers({ 'Retry-After': '7' })))).toBe(7000);
  expect(retryAfterMs(httpError(429, { 'retry-after': '2.5' }))).toBe(2500);
});

test('Retry-After as an HTTP date is the time left until that date', () => {
  const now = Date.parse('2025-03-01T12:00:00Z');
  const later = new Date(now + 12_000).toUTCString();
  expect(retryAfterMs(httpError(503, new Headers({ 'retry-after': later })), now)).toBe(12_000);
  expect(retryAfterMs(httpError(503, { 'retry-after': later }), now)).toBe(12_000);
});

test('Retry-After in the past means now, and a long one is capped at 60 seconds', () => {
  const now = Date.parse('2025-03-01T12:00:00Z');
  expect(retryAfterMs(httpError(503, { 'retry-after': new Date(now - 5000).toUTCString() }), now)).toBe(0);
  expect(retryAfterMs(httpError(429, { 'retry-after': '3600' }))).toBe(60_000);
  expect(retryAfterMs(httpError(429, { 'retry-after': new Date(now + 10 * 60_000).toUTCString() }), now)).toBe(60_000);
});

test('no Retry-After, or one that is neither seconds nor a date, gives nothing', () => {
  expect(retryAfterMs(httpError(429))).toBeUndefined();
  expect(retryAfterMs(httpError(429, new Headers()))).toBeUndefined();
  expect(retryAfterMs(httpError(429, { 'retry-after': 'soon' }))).toBeUndefined();
  expect(retryAfterMs(new Error('no headers at all'))).toBeUndefined();
});

test('the delay is the Retry-After when the provider sends one, whatever the attempt', () => {
  const error = httpError(429, { 'retry-after': '3' });
  expect(retryDelayMs(error, 1, () => 0)).toBe(3000);
  expect(retryDelayMs(error, 6, () => 1)).toBe(3000);
});

test('without Retry-After the delay grows exponentially with jitter between half the ceiling and the ceiling', () => {
  const error = httpError(500);
  const ceilings = [500, 1000, 2000, 4000, 8000];
  ceilings.forEach((ceiling, i) => {
    const attempt = i + 1;
    expect(
      retryDelayMs(error, attempt, () => 0),
      `attempt ${attempt}, low`,
    ).toBe(ceiling / 2);
    expect(
      retryDelayMs(error, attempt, () => 0.5),
      `attempt ${attempt}, middle`,
    ).toBe((ceiling * 3) / 4);
    expect(
      retryDelayMs(error, attempt, () => 0.999999),
      `attempt ${attempt}, high`,
    ).toBe(ceiling);
  });
});

test('the jittered delay is capped at 20 seconds', () => {
  const error = httpError(503);
  expect(retryDelayMs(error, 7, () => 1)).toBe(20_000);
  expect(retryDelayMs(error, 30, () => 1)).toBe(20_000);
  expect(retryDelayMs(error, 30, () => 0)).toBe(10_000);
});

test('with the real random source the delay stays inside its window', () => {
  for (let i = 0; i < 200; i++) {
    const delay = retryDelayMs(httpError(502), 3);
    expect(delay).toBeGreaterThanOrEqual(1000);
    expect(delay).toBeLessThanOrEqual(2000);
  }
});
