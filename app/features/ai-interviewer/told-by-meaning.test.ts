import { expect, test } from 'vitest';

import { toldEarlier } from './already-told';
import { sameMeaning } from './told-by-meaning';

// Studies the interviewer's word lists were never written for: what a respondent told in words of the same meaning as
// the guide's counts as told. Before these rules each of them was asked again (or, for the payment, never asked).

const LUNCH = [
  { title: 'Your day', description: 'Could you tell me a bit about yourself and your working day?' },
  { title: 'Habits', description: 'What do you usually eat for lunch on a work day?' },
  { title: 'At work', description: 'What does your workplace offer for lunch, and what is missing?' },
  { title: 'Costs', description: 'How do you feel about what lunch costs you during the working week?' },
  { title: 'Anything else', description: 'Is there anything else about lunch at work you would like to add?' },
];

test('a workplace told as “the office” in a guide where every question says “work” counts as told', () => {
  const told = toldEarlier(LUNCH, [
    'I mostly bring leftovers. The office has a tiny kitchen with one microwave for all of us, so there is always a queue at noon.',
  ]);
  // Before: null, and "What does your workplace offer for lunch, and what is missing?" was asked.
  expect(told[2]).toBe('at-length');
  // Lunch eaten elsewhere tells nothing of what the workplace offers.
  expect(toldEarlier(LUNCH, ['I mostly bring leftovers from home and eat them in the park.'])[2]).toBe(null);
});

test('the same in Spanish and German: “la oficina” for “tu empresa”, „im Büro“ for „Ihr Arbeitgeber“', () => {
  const spanish = [
    { title: 'Tú', description: '¿Podrías contarme un poco sobre ti y tu día de trabajo?' },
    { title: 'Costumbres', description: '¿Qué sueles comer en un día de trabajo?' },
    { title: 'En el trabajo', description: '¿Qué ofrece tu empresa para comer, y qué echas en falta?' },
    { title: 'Cierre', description: '¿Hay algo más sobre comer en el trabajo que quieras añadir?' },
  ];
  const german = [
    { title: 'Über Sie', description: 'Erzählen Sie mir bitte kurz von sich und Ihrem Arbeitstag.' },
    { title: 'Gewohnheiten', description: 'Was essen Sie an einem Arbeitstag zu Mittag?' },
    { title: 'Arbeitgeber', description: 'Was bietet Ihr Arbeitgeber zum Mittagessen, und was fehlt?' },
    { title: 'Abschluss', description: 'Gibt es noch etwas zum Essen bei der Arbeit, das Sie ergänzen möchten?' },
  ];
  // Before: null in both.
  expect(toldEarlier(spanish, ['En la oficina hay una nevera pequeña y un microondas que siempre está ocupado a mediodía.'])[2]).toBe(
    'at-length',
  );
  expect(toldEarlier(german, ['Im Büro gibt es eine kleine Küche mit einer Mikrowelle, und mittags steht man immer an.'])[2]).toBe(
    'at-length',
  );
});

test('a German compound is named by its last word: „in der ersten Stunde“ tells the „erste Probestunde“', () => {
  const guide = [
    { title: 'Über Sie', description: 'Erzählen Sie mir bitte kurz etwas über sich.' },
    { title: 'Auswahl', description: 'Wie haben Sie Ihren Schwimmkurs ausgewählt?' },
    { title: 'Erste Probestunde', description: 'Was ist in Ihrer ersten Probestunde passiert?' },
    { title: 'Trainerin', description: 'Wie kommen Sie mit Ihrer Trainerin zurecht?' },
  ];
  // Before: null, and „Was ist in Ihrer ersten Probestunde passiert?“ was asked.
  expect(
    toldEarlier(guide, ['In der ersten Stunde durften wir nur im flachen Becken bleiben und haben Atmen unter Wasser geübt.'])[2],
  ).toBe('at-length');
  expect(sameMeaning('probestunde', 'stunde')).toBe(true);
  expect(sameMeaning('fahrstunden', 'stunde')).toBe(true);
  expect(sameMeaning('schwimmkurs', 'stunde')).toBe(false);
});

test('a clause that names the subject tells it with the rest of its sentence (“First session the trainer … and I …”)', () => {
  const guide = [
    { title: 'About you', description: 'Could you tell me a bit about yourself?' },
    { title: 'Choosing', description: 'How did you choose your gym?' },
    { title: 'First session', description: 'What happened in your first session?' },
    { title: 'Trainer', description: 'How do you get on with your trainer?' },
  ];
  // Before: 'in-passing', and "You touched on this already. What happened in your first session?" was asked.
  expect(toldEarlier(guide, ['First session the trainer just showed me the machines and I mostly watched other people lift.'])[2]).toBe(
    'at-length',
  );
});

test('how they pay is not what they pay: “lets me pay by card” leaves the price question to be asked', () => {
  const guide = [
    { title: 'About you', description: 'Could you tell me a bit about yourself?' },
    { title: 'Tutor', description: 'Why did you stay with your tutor?' },
    { title: 'Cost', description: 'How do you feel about what the lessons cost you?' },
    { title: 'Advice', description: 'Is there anything else you would like to add?' },
  ];
  // Before: 'at-length', and the price question was never asked.
  expect(toldEarlier(guide, ['She is patient, always on time and lets me pay by card.'])[2]).toBe('in-passing');
  expect(toldEarlier(guide, ['Es paciente, llega puntual y me deja pagar por Bizum.'])[2]).toBe('in-passing');
  expect(toldEarlier(guide, ['She charges forty pounds an hour, which felt steep.'])[2]).toBe('at-length');
});

const RENTING = {
  English: [
    { title: 'About you', description: 'Could you tell me a bit about yourself?' },
    { title: 'Searching', description: 'How did you find your flat?' },
    { title: 'Repairs', description: 'What happened the last time something in the flat went wrong?' },
    { title: 'Advice', description: 'What would you tell someone who is about to rent their first flat?' },
    { title: 'Anything else', description: 'Is there anything else about renting you would like to add?' },
  ],
  Spanish: [
    { title: 'Sobre ti', description: '¿Podrías contarme un poco sobre ti?' },
    { title: 'Búsqueda', description: '¿Cómo encontraste tu piso?' },
    { title: 'Averías', description: '¿Qué pasó la última vez que algo del piso salió mal?' },
    { title: 'Consejo', description: '¿Qué le dirías a alguien que va a alquilar su primer piso?' },
    { title: 'Cierre', description: '¿Hay algo más sobre el alquiler que quieras añadir?' },
  ],
  German: [
    { title: 'Über Sie', description: 'Erzählen Sie mir bitte kurz etwas über sich.' },
    { title: 'Suche', description: 'Wie haben Sie Ihre Wohnung gefunden?' },
    { title: 'Reparaturen', description: 'Was ist passiert, als in der Wohnung zuletzt etwas schiefgegangen ist?' },
    { title: 'Rat', description: 'Was würden Sie jemandem raten, der zum ersten Mal eine Wohnung mietet?' },
    { title: 'Abschluss', description: 'Gibt es noch etwas zum Mieten, das Sie ergänzen möchten?' },
  ],
};

test('advice given before it was asked (“I’d tell anyone to …”) tells what they would tell someone, in English, Spanish and German', () => {
  // Before: null in each, and the advice question was asked again.
  expect(
    toldEarlier(RENTING.English, ['Honestly I’d tell anyone to read the contract twice and photograph every wall before moving in.'])[3],
  ).toBe('at-length');
  expect(toldEarlier(RENTING.Spanish, ['A cualquiera le diría que lea bien el contrato y que haga fotos de cada pared.'])[3]).toBe(
    'at-length',
  );
  expect(toldEarlier(RENTING.German, ['Jedem würde ich sagen: Vertrag genau lesen und jede Wand fotografieren.'])[3]).toBe('at-length');
  // A recommendation someone else gave is no advice of theirs.
  expect(toldEarlier(RENTING.English, ['A friend recommended the agency.'])[3]).toBe(null);
});

test('the last time something went wrong is told by an account of a recent occasion, in English, Spanish and German', () => {
  // Before: null in each, and "What happened the last time something in the flat went wrong?" was asked again.
  expect(toldEarlier(RENTING.English, ['Last month the boiler died on a Friday night and we had cold showers for a week.'])[2]).toBe(
    'at-length',
  );
  expect(toldEarlier(RENTING.Spanish, ['El mes pasado se rompió la caldera un viernes y estuvimos una semana con agua fría.'])[2]).toBe(
    'at-length',
  );
  expect(
    toldEarlier(RENTING.German, ['Letzten Monat ist an einem Freitag die Heizung ausgefallen, wir haben eine Woche kalt geduscht.'])[2],
  ).toBe('at-length');
  // A recent occasion of something else does not tell the last time a pet needed urgent care (no mishap asked).
  const vet = [
    { title: 'About you', description: 'Could you tell me a bit about yourself and your pet?' },
    { title: 'Choosing', description: 'How did you choose your vet?' },
    { title: 'Emergencies', description: 'What happened the last time your pet needed urgent care?' },
    { title: 'Anything else', description: 'Is there anything else you would like to add?' },
  ];
  expect(toldEarlier(vet, ['Last year we moved to a practice nearer home because parking was easier.'])[2]).toBe(null);
});
