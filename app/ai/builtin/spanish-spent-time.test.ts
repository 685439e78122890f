import { expect, test } from 'vitest';

import { mostSpecificDetail } from './answer-details';
import { spanishEvents } from './spanish-events';
import { spanishSpentTime } from './spanish-spent-time';
import { templatedPattern } from './templated-patterns';

test('a span of time the respondent went through is asked about as it was said', () => {
  expect(spanishSpentTime('Cuando se fue la luz estuvimos cuatro días cenando con velas.')[0]?.question).toBe(
    '¿Cómo fueron esos cuatro días cenando con velas?',
  );
  expect(spanishSpentTime('Después de aquello me pasé dos semanas sin dormir bien.')[0]?.question).toBe(
    '¿Cómo fueron esas dos semanas sin dormir bien?',
  );
  for (const detail of spanishSpentTime('Me tiré tres tardes llamando a la compañía y nadie me cogía.'))
    expect(templatedPattern(detail.question)).toBeNull();
});

test('no span without a verb of spending time or without what was done in it', () => {
  for (const answer of ['Estuve tres días en Valencia.', 'Pasamos dos semanas estupendas.', 'Mi hermana estuvo dos noches llorando.'])
    expect(spanishSpentTime(answer)).toEqual([]);
});

test('what happened comes before a noun named alone beside a number', () => {
  const answer = 'Voy al club los sábados, cuatro horas con los alevines. El primer día se me cayó el silbato al agua.';
  expect(mostSpecificDetail(answer, 'Spanish')?.kind).toMatch(/^(?:event|complaint)$/u);
});

test('what someone named did to the respondent is told with who did it, and comes first', () => {
  const [first] = spanishEvents('Me dieron un folleto en la puerta y luego un vecino me gritó desde el balcón.');
  expect(first?.question).toBe('¿Qué pasó cuando un vecino te gritó desde el balcón?');
  // A word of time says when, not who: "un día me llamaron" keeps no doer.
  expect(spanishEvents('Un día me llamaron del banco.')[0]?.question).toBe('¿Qué pasó cuando te llamaron del banco?');
  // "a mí" is turned to the person asked too; "me tocó a mí", a turn that fell to them, is no event.
  expect(spanishEvents('Al final me eligieron a mí.')[0]?.question).toBe('¿Qué pasó cuando te eligieron a ti?');
  expect(spanishEvents('Faltaba uno y me tocó a mí.')).toEqual([]);
});

test('no doer after a preposition or with a plural verb', () => {
  expect(spanishEvents('En la farmacia me dieron un jarabe.')[0]?.question).toBe('¿Qué pasó cuando te dieron un jarabe?');
  expect(spanishEvents('Con el coche nuevo me multaron dos veces.')[0]?.question).not.toMatch(/cuando el coche/u);
});

test('a noun before the verb that a pronoun repeats is what was done, not who did it', () => {
  expect(spanishEvents('El resto me lo pagó el seguro.')[0]?.question).not.toMatch(/cuando el resto/u);
  // Without a noun after the verb, the noun before is who did it.
  expect(spanishEvents('Mi vecina me lo arregló todo en una tarde.')[0]?.question).toMatch(/^¿Qué pasó cuando tu vecina te lo arregló/u);
});

test('an event ends before the verb "ser" of the clause around it', () => {
  const [event] = spanishEvents('Los que me traían la comida eran todos estudiantes.');
  expect(event?.question ?? '').not.toMatch(/eran/u);
});
