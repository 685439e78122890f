import { expect, test } from 'vitest';

import { mostSpecificDetail } from './answer-details';
import { spanishPhraseDetails } from './detail-phrases';
import { templatedPattern } from './templated-patterns';

test('a short verb after a noun ends the noun phrase: "mi barrio da" is no thing to ask about', () => {
  for (const answer of ['A mi barrio da gusto volver.', 'Con mi sueldo dan ganas de llorar.', 'El perro de mi hermana dio problemas.'])
    for (const detail of spanishPhraseDetails(answer)) expect(detail.question).not.toMatch(/ (?:da|dan|dio)\?$/u);
});

test('"da respeto" is a feeling, asked about as one', () => {
  const detail = mostSpecificDetail('Subir a un avión con tanta gente me da un poco de respeto.', 'Spanish');
  expect(detail?.kind).toBe('emotion');
  expect(detail?.question).toBe('¿Qué es lo que más respeto te da?');
  // Respect shown to others is no feeling of the respondent's.
  expect(mostSpecificDetail('Nos trataron con respeto y fueron puntuales.', 'Spanish')?.kind).not.toBe('emotion');
});

test('a question that ends on a short verb reads as a template', () => {
  expect(templatedPattern('¿Podrías contarme más sobre tu casa da?')).not.toBeNull();
  expect(templatedPattern('¿Podrías contarme más sobre el club de running del barrio?')).toBeNull();
});
