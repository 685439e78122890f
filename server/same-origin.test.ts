import type { Request } from 'express';
import { expect, test } from 'vitest';

import { isSameOrigin, provesSameOrigin } from './same-origin';

type Options = { trustProxy?: boolean; protocol?: 'http' | 'https' };

// req.protocol is Express's: the socket's scheme, or X-Forwarded-Proto when 'trust proxy' is set.
function request(method: string, headers: Record<string, string>, { trustProxy = false, protocol }: Options = {}) {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const forwardedProto = trustProxy ? lower['x-forwarded-proto'] : undefined;
  return {
    method,
    protocol: forwardedProto ?? protocol ?? 'https',
    get: (name: string) => lower[name.toLowerCase()],
    app: { get: () => trustProxy },
  } as unknown as Request;
}

test.each([
  ['a read from anywhere', request('GET', { origin: 'https://evil.example', host: 'app.example' }), true],
  ['a post from this site', request('POST', { origin: 'https://app.example', host: 'app.example' }), true],
  [
    'a post from this site over plain HTTP',
    request('POST', { origin: 'http://localhost:3000', host: 'localhost:3000' }, { protocol: 'http' }),
    true,
  ],
  [
    'a post from this site with its default port spelt out',
    request('POST', { origin: 'https://app.example:443', host: 'app.example' }),
    true,
  ],
  ['a post from another site', request('POST', { origin: 'https://evil.example', host: 'app.example' }), false],
  ['a post from another port', request('POST', { origin: 'http://app.example:8080', host: 'app.example' }, { protocol: 'http' }), false],
  ['a post from another port, same scheme', request('POST', { origin: 'https://app.example:8443', host: 'app.example:443' }), false],
  [
    'an https origin posting to the http site',
    request('POST', { origin: 'https://app.example', host: 'app.example' }, { protocol: 'http' }),
    false,
  ],
  [
    'an http origin posting to the https site',
    request('POST', { origin: 'http://app.example', host: 'app.example' }, { protocol: 'https' }),
    false,
  ],
  ['a malformed Origin', request('POST', { origin: 'not an origin', host: 'app.example' }), false],
  [
    'Origin null, same-origin fetch metadata',
    request('POST', { origin: 'null', 'sec-fetch-site': 'same-origin', host: 'app.example' }),
    true,
  ],
  [
    'Origin null, cross-site fetch metadata',
    request('POST', { origin: 'null', 'sec-fetch-site': 'cross-site', host: 'app.example' }),
    false,
  ],
  ['Origin null without fetch metadata', request('POST', { origin: 'null', host: 'app.example' }), false],
  ['no Origin, cross-site fetch metadata', request('POST', { 'sec-fetch-site': 'cross-site', host: 'app.example' }), false],
  ['no Origin, same-origin fetch metadata', request('POST', { 'sec-fetch-site': 'same-origin', host: 'app.example' }), true],
  ['a non-browser client', request('POST', { host: 'app.example' }), true],
  [
    'behind a trusted proxy',
    request(
      'POST',
      { origin: 'https://public.example', host: 'internal:3000', 'x-forwarded-host': 'public.example', 'x-forwarded-proto': 'https' },
      { trustProxy: true, protocol: 'http' },
    ),
    true,
  ],
  [
    'behind a trusted proxy that says the request came over plain HTTP',
    request(
      'POST',
      { origin: 'https://public.example', host: 'internal:3000', 'x-forwarded-host': 'public.example', 'x-forwarded-proto': 'http' },
      { trustProxy: true },
    ),
    false,
  ],
  [
    'a forged forwarded host without a trusted proxy',
    request('POST', { origin: 'https://evil.example', host: 'app.example', 'x-forwarded-host': 'evil.example' }),
    false,
  ],
  [
    'a forged forwarded scheme without a trusted proxy',
    request('POST', { origin: 'https://app.example', host: 'app.example', 'x-forwarded-proto': 'https' }, { protocol: 'http' }),
    false,
  ],
])('%s', (_name, req, expected) => {
  expect(isSameOrigin(req)).toBe(expected);
});

test.each([
  ['fetch metadata: same-origin', request('GET', { 'sec-fetch-site': 'same-origin', host: 'app.example' }), true],
  ['fetch metadata: none (typed in, a bookmark)', request('GET', { 'sec-fetch-site': 'none', host: 'app.example' }), true],
  ['fetch metadata: cross-site', request('GET', { 'sec-fetch-site': 'cross-site', host: 'app.example' }), false],
  ['fetch metadata: same-site (another subdomain)', request('GET', { 'sec-fetch-site': 'same-site', host: 'app.example' }), false],
  [
    'fetch metadata: cross-site, with a Referer on this site',
    request('GET', { 'sec-fetch-site': 'cross-site', referer: 'https://app.example/x', host: 'app.example' }),
    false,
  ],
  ['an Origin of this site', request('GET', { origin: 'https://app.example', host: 'app.example' }), true],
  [
    'an Origin of another site',
    request('GET', { origin: 'https://evil.example', referer: 'https://app.example/x', host: 'app.example' }),
    false,
  ],
  ['a Referer on this site', request('GET', { referer: 'https://app.example/interview/setup/1', host: 'app.example' }), true],
  ['a Referer on another site', request('GET', { referer: 'https://evil.example/app.example', host: 'app.example' }), false],
  ['a Referer on this host over the other scheme', request('GET', { referer: 'http://app.example/x', host: 'app.example' }), false],
  ['Origin null and no Referer', request('GET', { origin: 'null', host: 'app.example' }), false],
  ['no header that shows where it comes from', request('GET', { host: 'app.example' }), false],
])('a GET that writes: %s', (_name, req, expected) => {
  expect(provesSameOrigin(req)).toBe(expected);
});
