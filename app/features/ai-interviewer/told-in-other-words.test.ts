import { expect, test } from 'vitest';

import { toldEarlier } from './already-told';
import { infoKind, isInfoGiven, missingInfo } from './required-info';
import { familyOf } from './subject-families';

// What a respondent told in words the interviewer's lists did not hold. Before these rules each was asked again (or,
// for the fee, the price question was never asked).

const INTERNET = {
  English: [
    { title: 'Household', description: 'Who uses the internet in your home, and for what?' },
    { title: 'Comparing', description: 'How did you compare internet providers before you signed up?' },
    { title: 'Installation', description: 'What happened when your connection was set up?' },
    { title: 'Price', description: 'How do you feel about what you pay each month? Listen for introductory deals and price rises.' },
    { title: 'Anything else', description: 'Is there anything else about choosing a provider you would like to add?' },
  ],
  Spanish: [
    { title: 'Hogar', description: '¿Quién usa internet en tu casa, y para qué?' },
    { title: 'Comparar', description: '¿Cómo comparaste los proveedores de internet antes de contratar?' },
    { title: 'Instalación', description: '¿Qué pasó cuando te instalaron la conexión?' },
    { title: 'Precio', description: '¿Qué te parece lo que pagas cada mes?' },
    { title: 'Cierre', description: '¿Hay algo más sobre elegir proveedor que quieras añadir?' },
  ],
};

test('a job told with the words around it (“a secondary school teacher”) gives the occupation', () => {
  // Before: "What do you do for a living?" right after the introduction.
  expect(missingInfo(['Age', 'Occupation', 'City'], ['Hi, I’m Tom, 45, a secondary school teacher in Norwich.'], [])).toEqual([]);
  expect(isInfoGiven('Occupation', ['Anna, 38, a primary school teaching assistant.'])).toBe(true);
  // A family or a place after the age is no job.
  expect(isInfoGiven('Occupation', ['I’m Tom, 45, a father of two in Norwich.'])).toBe(false);
  expect(isInfoGiven('Occupation', ['I’m Tom, 45, a long way from home.'])).toBe(false);
});

test('asked how they compared, where they asked tells it (“in the tenants’ WhatsApp group”), in English and Spanish', () => {
  expect(familyOf(INTERNET.English[1]!)).toBe('finding');
  expect(familyOf(INTERNET.Spanish[1]!)).toBe('finding');
  // Before: "How did you compare internet providers before you signed up?" after this answer.
  const english = toldEarlier(INTERNET.English, [
    'It’s just me, I stream a lot and work shifts. I asked in the tenants’ WhatsApp group which provider worked in our block, and everyone said the fibre one had no dropouts.',
  ]);
  expect(english[1]).toBe('at-length');
  const spanish = toldEarlier(INTERNET.Spanish, [
    'Vivo sola, veo muchas series y trabajo por turnos. Pregunté en el grupo de WhatsApp de la comunidad qué compañía funcionaba en el edificio, y todos dijeron que la de fibra no tenía cortes.',
  ]);
  expect(spanish[1]).toBe('at-length');
});

test('a one-off fee named in passing (“a cancellation fee”) does not tell what they pay: the price question is still asked', () => {
  const told = toldEarlier(INTERNET.English, [
    'My old provider wanted a cancellation fee, so I waited until the contract ended and read the forum threads about the new one.',
  ]);
  // Before: 'at-length', and the price question was never asked.
  expect(told[3]).toBe('in-passing');
  // What they pay, told with its amount, still tells it.
  expect(toldEarlier(INTERNET.English, ['We pay thirty pounds a month, and the price went up in April.'])[3]).toBe('at-length');
});

test('“Ort, an dem sie wohnen” asks where they live, and is asked as a plain question', () => {
  // Before: 'other', asked as „Darf ich noch etwas fragen: „Ort, an dem sie wohnen“?“ after the respondent named it.
  expect(infoKind('Ort, an dem sie wohnen')).toBe('place');
  expect(infoKind('Lugar donde viven')).toBe('place');
  expect(isInfoGiven('Ort, an dem sie wohnen', ['Ich wohne in Leipzig, mit zwei Kaninchen.'])).toBe(true);
});
