import { expect, test } from 'vitest';

import { mostSpecificDetail } from './answer-details';
import { spanishAnnoyances } from './spanish-annoyances';
import { templatedPattern } from './templated-patterns';

// What annoys the respondent, said as such, is what a follow-up asks about; before, it asked about a noun beside it
// ("¿Podrías contarme más sobre la cuota de alta?").

test('the clause of what annoys the respondent is asked about, its last part first, in “tú”', () => {
  const cases: [string, string][] = [
    [
      'Lo que más me revienta es que tienes que ir en persona a la oficina, y encima te hacen esperar dos horas de pie. Y la cuota de alta, claro.',
      '¿Qué te pasó a ti con eso de que te hacen esperar dos horas de pie?',
    ],
    [
      'Me saca de quicio que me manden publicidad al buzón cada semana.',
      '¿Qué te pasó a ti con eso de que te manden publicidad al buzón cada semana?',
    ],
  ];
  for (const [answer, question] of cases) {
    expect(mostSpecificDetail(answer, 'Spanish')?.question, answer).toBe(question);
    expect(templatedPattern(question)).toBeNull();
  }
});

test('an ache, a wish or a clause too short to ask about is no annoyance', () => {
  expect(spanishAnnoyances('Me molesta la rodilla desde el verano.')).toEqual([]);
  expect(spanishAnnoyances('Lo que me fastidia es que llueva.')).toEqual([]);
  expect(spanishAnnoyances('Me gustaría que contestaran antes.')).toEqual([]);
});
