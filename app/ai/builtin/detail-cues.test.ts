import { expect, test } from 'vitest';

import { mostSpecificDetail } from './answer-details';
import { cueCount } from './detail-cues';

// In Spanish and German the follow-up names the detail of the clause that tells what matters (a number with its unit,
// a recent occasion, a complaint, a contrast), not the longest noun of the answer.

test('German: the noun of the clause with a price and a verdict comes before a longer one told in passing', () => {
  const answer =
    'Ich habe mich im Schwimmverein angemeldet. 40 Euro pro Trainingseinheit fand ich heftig. In der ersten Woche waren wir im Lehrschwimmbecken.';
  // Before: "Stichwort Schwimmverein: Wie war das genau?"
  expect(mostSpecificDetail(answer, 'German', 'Wie fanden Sie die Kosten?')?.question).toBe(
    'Stichwort Trainingseinheit: Wie war das genau?',
  );
});

test('Spanish: the detail of the clause with a contrast and a span of time comes before one told in passing', () => {
  const answer =
    'Encontramos el piso por unos amigos. En el portal hay un aparcamiento de bicicletas, pero el casero tardó tres semanas en arreglar la calefacción.';
  // Before: "un aparcamiento de bicicletas", asked about instead.
  expect(mostSpecificDetail(answer, 'Spanish')?.said).toBe('la calefacción');
});

test('the cues of a clause: a number with its unit, a recent occasion, a complaint, a contrast', () => {
  expect(cueCount('vor zwei Wochen Platten im strömenden Regen')).toBe(2);
  expect(cueCount('el primero miraba el móvil todo el rato')).toBe(1);
  expect(cueCount('pero la tasa de tráfico no la tenía contada')).toBe(1);
  expect(cueCount('Wir haben die Wohnung über Freunde gefunden')).toBe(0);
});
