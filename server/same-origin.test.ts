import type { Request } from 'express';
import { expect, test } from 'vitest';
import { isSameOrigin } from './same-origin';

function request(method: string, headers: Record<string, string>, trustProxy = false) {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return { method, get: (name: string) => lower[name.toLowerCase()], app: { get: () => trustProxy } } as unknown as Request;
}

test.each([
  ['a read from anywhere', request('GET', { origin: 'https://evil.example', host: 'app.example' }), true],
  ['a post from this site', request('POST', { origin: 'https://app.example', host: 'app.example' }), true],
  ['a post from another site', request('POST', { origin: 'https://evil.example', host: 'app.example' }), false],
  ['a post from another port', request('POST', { origin: 'http://app.example:8080', host: 'app.example' }), false],
  ['Origin null, same-origin fetch metadata', request('POST', { origin: 'null', 'sec-fetch-site': 'same-origin', host: 'app.example' }), true],
  ['Origin null without fetch metadata', request('POST', { origin: 'null', host: 'app.example' }), false],
  ['no Origin, cross-site fetch metadata', request('POST', { 'sec-fetch-site': 'cross-site', host: 'app.example' }), false],
  ['a non-browser client', request('POST', { host: 'app.example' }), true],
  ['behind a trusted proxy', request('POST', { origin: 'https://public.example', host: 'internal:3000', 'x-forwarded-host': 'public.example' }, true), true],
  ['a forged forwarded host without a trusted proxy', request('POST', { origin: 'https://evil.example', host: 'app.example', 'x-forwarded-host': 'evil.example' }), false],
])('%s', (_name, req, expected) => {
  expect(isSameOrigin(req)).toBe(expected);
});
