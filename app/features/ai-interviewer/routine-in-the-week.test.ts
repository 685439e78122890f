import { expect, test } from 'vitest';

import { toldEarlier } from './already-told';
import { familyOf } from './subject-families';

// "How does X fit into your week?" asks for the routine, told by the days it takes. Before, the question had no family
// and was asked again after the respondent listed the days.
const GUIDE = {
  English: [
    { title: 'Introduction', description: 'Tell me a little about yourself.' },
    { title: 'Starting out', description: 'What got you into swimming?' },
    { title: 'Your week', description: 'How does swimming fit into your week?' },
    { title: 'Anything else', description: 'Is there anything else you would like to add?' },
  ],
  Spanish: [
    { title: 'Presentación', description: 'Cuéntame un poco sobre ti.' },
    { title: 'Los inicios', description: '¿Qué te llevó a nadar?' },
    { title: 'Tu semana', description: '¿Cómo encaja la natación en tu semana?' },
    { title: 'Cierre', description: '¿Hay algo más que quieras añadir?' },
  ],
  German: [
    { title: 'Einstieg', description: 'Erzählen Sie mir etwas über sich.' },
    { title: 'Der Anfang', description: 'Wie sind Sie zum Schwimmen gekommen?' },
    { title: 'Ihre Woche', description: 'Wie passt das Schwimmen in Ihre Woche?' },
    { title: 'Abschluss', description: 'Möchten Sie noch etwas ergänzen?' },
  ],
};

test('a question of how it fits into the week is one of routine, in English, Spanish and German', () => {
  for (const questions of Object.values(GUIDE)) expect(familyOf(questions[2]!)).toBe('routine');
  expect(familyOf({ title: 'Fit', description: 'Did the new shoes fit well?' })).toBeNull();
});

test('the days it takes, listed, tell it', () => {
  expect(
    toldEarlier(GUIDE.English, ['My neighbour got me into it. We go Tuesday and Thursday before work, forty lengths each.'])[2],
  ).not.toBeNull();
  expect(
    toldEarlier(GUIDE.Spanish, ['Empecé por la espalda. Ahora voy martes y jueves a la piscina municipal, antes de trabajar.'])[2],
  ).not.toBeNull();
  expect(
    toldEarlier(GUIDE.German, ['Wegen der Schulter. Heute bin ich dienstags früh im Hallenbad und freitags nach der Arbeit.'])[2],
  ).not.toBeNull();
});

test('a day named once, in a story, does not', () => {
  expect(toldEarlier(GUIDE.English, ['I first went on a Monday, with my niece.'])[2]).toBeNull();
});
