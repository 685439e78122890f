import { describe, expect, test } from 'vitest';

import { returnAnchor } from './schemas';

const form = (anchor?: string) => {
  const data = new FormData();
  if (anchor !== undefined) data.set('anchor', anchor);
  return data;
};

describe('returnAnchor', () => {
  test('an id as the page writes it comes back as the hash', () => {
    expect(returnAnchor(form('individual-answers-quote-3f2a9c1e-77b0-4b6e-9d1a-0c5e2f7a8b90'))).toBe(
      '#individual-answers-quote-3f2a9c1e-77b0-4b6e-9d1a-0c5e2f7a8b90',
    );
  });

  test('no anchor, or anything but an id, returns to the page itself', () => {
    expect(returnAnchor(form())).toBe('');
    for (const bad of ['', '#answer-1', 'a b', 'x"><script>', '1abc', 'javascript:alert(1)', `a${'b'.repeat(200)}`])
      expect(returnAnchor(form(bad))).toBe('');
  });
});
