import { expect, test } from 'vitest';

import { spanishPhraseDetails } from './detail-phrases';

// After a noun with its determiner, "la", "las", "lo" or "los" is the pronoun of the verb that follows: before, "cada
// banco las cobra distinto" gave "¿Podrías contarme más sobre las cobra distinto?".

test('a pronoun before a verb is no article of a noun phrase', () => {
  expect(spanishPhraseDetails('Y encima cada banco las cobra distinto.')).toEqual([]);
  expect(spanishPhraseDetails('Mi gestora los revisa muy deprisa.')).toEqual([]);
});

test('an article after a noun and its adjective still opens a noun phrase', () => {
  expect(spanishPhraseDetails('Renové el abono anual la semana del puente.').map((d) => d.question)).toContain(
    '¿Podrías contarme más sobre el abono anual?',
  );
  expect(spanishPhraseDetails('Me apunté a la escuela de cerámica del barrio.').map((d) => d.question)).toContain(
    '¿Podrías contarme más sobre la escuela de cerámica del barrio?',
  );
});
