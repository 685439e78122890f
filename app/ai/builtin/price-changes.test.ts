import { expect, test } from 'vitest';

import { answerDetails } from './answer-details';

// A price said with the one it replaced is asked about as the jump it was: before, the follow-up asked what one of its
// amounts "included" ("Was war in den 45 Euro enthalten?"), which reads as if a bill had been paid.
const first = (answer: string, language: string) => answerDetails(answer, language)[0]?.question;

test('German: “X statt Y Euro” and “von Y auf X Euro” are a price that changed', () => {
  expect(first('Nach dem ersten Jahr wollte das Studio auf einmal 45 statt 35 Euro, ohne Vorwarnung.', 'German')).toBe(
    'Wie fanden Sie den Sprung von 35 auf 45 Euro?',
  );
  expect(first('Die Miete für die Garage ging im Sommer von 60 auf 75 Euro hoch.', 'German')).toBe(
    'Wie fanden Sie den Sprung von 60 auf 75 Euro?',
  );
  // Negative: one price alone is asked about as before.
  expect(first('Für die Reinigung hab ich 45 Euro bezahlt.', 'German')).not.toMatch(/Sprung/u);
});

test('Spanish: “de Y a X euros” after a verb of going up or down, and “X en vez de Y”, are a price that changed', () => {
  expect(first('En marzo el gimnasio me subió la cuota de 32 a 41 euros sin decir nada.', 'Spanish')).toBe(
    '¿Qué te pareció el salto de 32 a 41 euros?',
  );
  expect(first('Ahora pago 18 en vez de 25 euros y tengo lo mismo.', 'Spanish')).toBe('¿Qué te pareció el salto de 25 a 18 euros?');
  // Negative: a range of prices is no change.
  expect(first('Las clases sueltas cuestan de 8 a 12 euros según el día.', 'Spanish')).not.toMatch(/salto/u);
});
