import { expect, test } from 'vitest';

import { mostSpecificDetail } from './answer-details';
import { templatedPattern } from './templated-patterns';

// A Spanish follow-up asks about what happened, as an English one does ("What happened when …?"), not about the noun
// beside it. Before, each of these asked "¿Podrías contarme más sobre …?" about a noun, or nothing of the answer.

test('what kept happening, stopped or happened to the respondent is asked about, in their words turned to “tú”', () => {
  const cases: [string, string][] = [
    ['La lavadora hacía un ruido horrible y al final dejó de centrifugar.', '¿Qué pasó cuando dejó de centrifugar?'],
    ['El casero no paraba de llamarme a horas raras.', '¿Qué pasó cuando no paraba de llamarte a horas raras?'],
    ['Se nos inundó el garaje en octubre.', '¿Qué pasó cuando se os inundó el garaje en octubre?'],
    ['Tuve que reclamar tres veces por escrito.', '¿Qué pasó cuando tuviste que reclamar tres veces por escrito?'],
    // A long event is cut before its last preposition, so nothing dangles.
    ['A la vuelta se me pinchó la rueda de atrás a mitad de la cuesta del puerto.', '¿Qué pasó cuando se te pinchó la rueda?'],
  ];
  for (const [answer, question] of cases) {
    const detail = mostSpecificDetail(answer, 'Spanish');
    expect(detail?.question, answer).toBe(question);
    expect(templatedPattern(detail!.question)).toBeNull();
  }
});

test('no event, or what someone else loves, is not asked about as the respondent’s', () => {
  expect(mostSpecificDetail('El local tenía un patio interior precioso.', 'Spanish')?.question).not.toMatch(/^¿Qué pasó cuando/u);
  // "a mi padre le encanta" is his liking, not the respondent's.
  expect(mostSpecificDetail('Elegimos esa porque a mi padre le encanta el jardín.', 'Spanish')?.question).not.toBe(
    '¿Qué te gustó en particular?',
  );
  expect(mostSpecificDetail('Me encanta el barrio.', 'Spanish')?.question).toBe('¿Qué te gustó en particular?');
});

test('what someone tried to do to the respondent, however hard, comes before a town named beside it', () => {
  const answer =
    'Me mudé desde Murcia el año pasado. Lo que más me importa es que no me vendan cosas: en la primera clínica me querían hacer un blanqueamiento sí o sí.';
  // Before: "¿Qué tal tu experiencia con Murcia?", and the event read as "… un blanqueamiento sí".
  expect(mostSpecificDetail(answer, 'Spanish')?.question).toBe('¿Qué pasó cuando te querían hacer un blanqueamiento?');
});
