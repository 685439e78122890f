import { expect, test } from 'vitest';

import { isEnglishPast } from './english-past';

test('an English past tense: regular, irregular; not a word that only ends like one', () => {
  for (const word of ['moved', 'switched', 'chose', 'went', 'rang', 'felt', 'Bought']) expect(isEnglishPast(word), word).toBe(true);
  for (const word of ['need', 'hundred', 'based', 'red', 'go', 'choose', 'moving']) expect(isEnglishPast(word), word).toBe(false);
});
