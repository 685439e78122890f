import { describe, expect, test } from 'vitest';

import { createUniqueShortLink, newShortLink } from './short-links.server';

describe('newShortLink', () => {
  test('is six letters and digits', () => {
    expect(newShortLink()).toMatch(/^[A-Za-z0-9]{6}$/);
  });

  test('2,000 links are all valid and nearly all distinct, using the whole alphabet', () => {
    const links = Array.from({ length: 2000 }, () => newShortLink());
    for (const link of links) expect(link).toMatch(/^[A-Za-z0-9]{6}$/);
    // 62^6 values: a single repeat among 2,000 has a chance of about 1 in 30,000.
    expect(new Set(links).size).toBeGreaterThanOrEqual(1998);
    const characters = new Set(links.join(''));
    expect(characters.size).toBe(62);
  });
});

describe('createUniqueShortLink', () => {
  test('returns the first candidate that is free', () => {
    expect(
      createUniqueShortLink(
        () => false,
        () => 'abc123',
      ),
    ).toBe('abc123');
  });

  test('on a collision it draws another value', () => {
    const candidates = ['taken1', 'taken2', 'free01'];
    const checked: string[] = [];
    const link = createUniqueShortLink(
      (candidate) => {
        checked.push(candidate);
        return candidate.startsWith('taken');
      },
      () => candidates.shift()!,
    );
    expect(link).toBe('free01');
    expect(checked).toEqual(['taken1', 'taken2', 'free01']);
  });

  test('with the real generator, a taken value is never returned', () => {
    const taken = newShortLink();
    let first = true;
    // The first draw is forced to collide; the retry must produce something else.
    const link = createUniqueShortLink(
      (candidate) => candidate === taken,
      () => {
        if (first) {
          first = false;
          return taken;
        }
        return newShortLink();
      },
    );
    expect(link).not.toBe(taken);
    expect(link).toMatch(/^[A-Za-z0-9]{6}$/);
  });

  test('gives up after ten tries when every value is taken', () => {
    let tries = 0;
    expect(() =>
      createUniqueShortLink(() => {
        tries++;
        return true;
      }),
    ).toThrow(/No free short link after 10 tries/);
    expect(tries).toBe(10);
  });
});
