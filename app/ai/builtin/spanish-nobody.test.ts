import { expect, test } from 'vitest';

import { backtrackingInputs, firstSlowInput, phrasesOf, RESPONDENT_PIECES } from '../../../tests/support/linear-time';
import { mostSpecificDetail } from './answer-details';
import { spanishNobodyEvents } from './spanish-nobody';

test('what nobody did for the respondent is asked about as what happened, in the imperfect and turned to “tú”', () => {
  const cases: [string, string][] = [
    // Before: no detail at all, and a generic request for an example.
    ['Lo peor fue que nadie te da el precio por teléfono.', '¿Qué pasó cuando nadie te daba el precio por teléfono?'],
    ['Y nadie me explica qué papeles hacen falta, ni en la web.', '¿Qué pasó cuando nadie te explicaba qué papeles hacen falta?'],
    ['Nadie me contestó los correos en tres semanas.', '¿Qué pasó cuando nadie te contestó los correos en tres semanas?'],
  ];
  for (const [answer, question] of cases) expect(mostSpecificDetail(answer, 'Spanish')?.question, answer).toBe(question);
});

test('“nadie” with nothing done after it, or not as a subject, gives no event', () => {
  for (const answer of ['No conozco a nadie.', 'Nadie.', 'Nadie, la verdad.', 'Un empaste roto que nadie había visto en años.'])
    expect(spanishNobodyEvents(answer), answer).toEqual([]);
});

test('reading what nobody did takes linear time', () => {
  const pieces = [...RESPONDENT_PIECES, ...phrasesOf('nadie te da el precio nadie me explica')];
  expect(firstSlowInput(backtrackingInputs(pieces), (text) => spanishNobodyEvents(text), 50)).toBeUndefined();
});
