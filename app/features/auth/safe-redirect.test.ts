import { expect, test } from 'vitest';
import { safeRedirect } from './safe-redirect';

test.each([
  ['/interview/setup/abc?tab=1#q', '/interview/setup/abc?tab=1#q'],
  ['/create', '/create'],
])('keeps the same-site path %s', (input, expected) => {
  expect(safeRedirect(input)).toBe(expected);
});

test.each(['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'relative', '', null, undefined, '/auth'])(
  'falls back to the dashboard for %s',
  (input) => {
    expect(safeRedirect(input)).toBe('/dashboard');
  },
);
