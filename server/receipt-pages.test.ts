import { expect, test } from 'vitest';

import { maskLinkTokens } from './receipt-pages';

test('the request log masks the token of a receipt, an invitation and a reset link, and nothing else', () => {
  expect(maskLinkTokens('GET /receipt/abc.def/transcript.txt?x=1 HTTP/1.1')).toBe('GET /receipt/[token]/transcript.txt?x=1 HTTP/1.1');
  expect(maskLinkTokens('/invite/Zm9vYmFy_-?ref=1')).toBe('/invite/[token]?ref=1');
  expect(maskLinkTokens('/interviews/abc')).toBe('/interviews/abc');
});
