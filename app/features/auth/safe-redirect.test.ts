import { expect, test } from 'vitest';

import { safeRedirect } from './safe-redirect';

test.each([
  ['/interview/setup/abc?tab=1#q', '/interview/setup/abc?tab=1#q'],
  ['/create', '/create'],
  ['/interview/./setup/../setup/abc', '/interview/setup/abc'],
  ['/create?next=%2F%2Fnot-a-path', '/create?next=%2F%2Fnot-a-path'],
])('keeps the same-site path %s', (input, expected) => {
  expect(safeRedirect(input)).toBe(expected);
});

test.each(['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'relative', '', null, undefined, '/auth'])(
  'falls back to the dashboard for %s',
  (input) => {
    expect(safeRedirect(input)).toBe('/dashboard');
  },
);

// Each of these resolves, in a browser, to a path starting with `//` or `/\` (or to another host outright).
test.each([
  '/.//evil.example/phish',
  '/x/..//evil.example',
  '/x/../..//evil.example',
  '/..//evil.example',
  '/%2e//evil.example',
  '/%2E//evil.example',
  '/%2e%2e//evil.example',
  '/.%2e//evil.example',
  '/.\\/evil.example',
  '/./\\evil.example',
  '/a/../\\evil.example',
  '/\\/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/.\t//evil.example',
  '/\t\\evil.example',
  '/%2f/evil.example',
  '/%2F%2Fevil.example',
  '/%5c/evil.example',
  '/%5C%5Cevil.example',
  '/.%2f/evil.example',
  '/%2f%5cevil.example',
  '/./%2fevil.example',
  '/%2e%2f/evil.example',
  '/auth/..//evil.example',
  '/\\\\evil.example',
])('falls back to the dashboard for %j', (input) => {
  expect(safeRedirect(input)).toBe('/dashboard');
});

test.each(['/a/b', '/.//x', '/%2e//x', '/x/..//y', '/ok?q=1#h', '/%2f/x', '/\t/x', '/caf\u00e9', '/a b'])(
  'whatever it returns for %j stays on this site when a browser follows it',
  (input) => {
    const result = safeRedirect(input);
    expect(result.startsWith('/')).toBe(true);
    expect(result).not.toMatch(/^[/\\][/\\]/);
    const followed = new URL(result, 'https://app.example/some/page');
    expect(followed.origin).toBe('https://app.example');
    expect(followed.pathname).not.toMatch(/^\/\//);
  },
);

test('a path that leaves the site uses the fallback it is given', () => {
  expect(safeRedirect('/.//evil.example', '/interview/setup/abc')).toBe('/interview/setup/abc');
});
