import { expect, test } from 'vitest';

import { infoQuestion } from './info-questions';
import { templatedPattern } from './templated-patterns';

const asked = (item: string) => infoQuestion(item, 'other', 'Spanish');

test('a Spanish item’s plural participles turn singular with the respondent’s verb', () => {
  // Before: "¿Puedo preguntarte si viajas solos o acompañados?"
  expect(asked('Si viajan solos o acompañados')).toBe('¿Puedo preguntarte si viajas solo o acompañado?');
  expect(asked('Si quedaron satisfechas')).toBe('¿Puedo preguntarte si quedaste satisfecha?');
  for (const item of ['Si viajan solos o acompañados', 'Si quedaron satisfechas']) {
    expect(templatedPattern(asked(item)!)).toBeNull();
  }
});

test('a plural that is not said of the respondent keeps its number', () => {
  expect(asked('Si compraron billetes usados')).toBe('¿Puedo preguntarte si compraste billetes usados?');
  expect(asked('Cuántos hijos casados tienen')).toBe('¿Puedo preguntarte cuántos hijos casados tienen?');
});

test('the plural left after a tú verb reads as a broken template', () => {
  expect(templatedPattern('¿Puedo preguntarte si comes solos o acompañados?')).not.toBeNull();
  expect(templatedPattern('¿Puedo preguntarte si comes solo o acompañado?')).toBeNull();
});

test('a stem that changed in the third person of the preterite takes its vowel back with the respondent’s verb', () => {
  // Before: "si sintieron" → "si sintiste", "si durmieron" → "si durmiste".
  expect(asked('Si se sintieron escuchados')).toBe('¿Puedo preguntarte si te sentiste escuchado?');
  expect(asked('Si pidieron cita por internet')).toBe('¿Puedo preguntarte si pediste cita por internet?');
  expect(asked('Si durmieron en un hotel')).toBe('¿Puedo preguntarte si dormiste en un hotel?');
  // Verbs whose stem never changed keep it.
  expect(asked('Si vivieron allí antes')).toBe('¿Puedo preguntarte si viviste allí antes?');
  expect(asked('Si dirigieron una empresa')).toBe('¿Puedo preguntarte si dirigiste una empresa?');
});
