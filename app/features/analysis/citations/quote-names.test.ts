import { describe, expect, test } from 'vitest';

import { quoteGist, quoteObject } from './quote-names';

describe('quoteGist', () => {
  test('a short quote is given whole', () => {
    expect(quoteGist('  Parking is terrible. ')).toBe('“Parking is terrible.”');
  });

  test('a long quote is cut after its first words', () => {
    expect(quoteGist('I usually shop at the big supermarket on Saturdays.')).toBe('“I usually shop at the big…”');
  });

  test('one long word is cut to a length that reads', () => {
    const gist = quoteGist('x'.repeat(200));
    expect(gist).toBe(`“${'x'.repeat(48)}…”`);
  });
});

test('quoteObject names the dialog and the first words', () => {
  expect(quoteObject({ shortLink: 'oJpDe8', text: 'Cheaper delivery fees. The delivery fees add up quickly.' })).toBe(
    'quote from Dialog # oJpDe8: “Cheaper delivery fees. The delivery fees…”',
  );
});
