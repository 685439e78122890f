import { expect, test } from 'vitest';

import { spanishPhraseDetails } from './detail-phrases';

test('“alérgica a los frutos secos”: the follow-up asks about the allergy, not about the nuts', () => {
  const answer =
    'Soy madre soltera de una niña de dos años. Encontré guarderías en la web del ayuntamiento y, después de visitar tres, elegí la que tiene cocina propia porque mi hija es alérgica a los frutos secos.';
  // Before: "¿Qué papel jugaron los frutos secos?"
  expect(spanishPhraseDetails(answer)[0]!.question).toBe('¿Qué papel jugó la alergia a los frutos secos?');
  expect(spanishPhraseDetails('Mi hijo es intolerante al gluten de trigo, así que eso mandaba.')[0]!.question).toBe(
    '¿Podrías contarme más sobre la intolerancia al gluten de trigo?',
  );
});
