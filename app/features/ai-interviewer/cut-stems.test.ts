import { expect, test } from 'vitest';

import { toldEarlier } from './already-told';
import { differentLongWords } from './cut-stems';

// A guide's title of one long word ("Schwierigkeiten") was named by another long word whose rough stem met it
// ("Schwiegereltern"), so the question was passed as told and never asked.
const GUIDE = [
  { title: 'Einstieg', description: 'Erzählen Sie mir bitte ein wenig über sich.' },
  { title: 'Die Anmeldung', description: 'Wie lief die Anmeldung beim Sportverein ab?' },
  { title: 'Schwierigkeiten', description: 'Was hat Sie bei der Anmeldung aufgehalten?' },
  { title: 'Abschluss', description: 'Möchten Sie noch etwas ergänzen?' },
];

test('a long word that meets the title only in its cut stem does not tell the question', () => {
  const told = toldEarlier(GUIDE, ['Meine Schwiegereltern haben mich mitgenommen, die sind da seit Jahren Mitglied.']);
  expect(told[2]).toBeNull();
});

test('the title said in another inflection still tells it', () => {
  const told = toldEarlier(GUIDE, ['Die einzige Schwierigkeit war das Formular, das man ausdrucken und per Post schicken musste.']);
  expect(told[2]).not.toBeNull();
});

test('long words alike only in their first letters are different; inflections of one word are not', () => {
  expect(differentLongWords('schwierigkeiten', 'schwiegereltern')).toBe(true);
  expect(differentLongWords('reservation', 'reservations')).toBe(false);
  expect(differentLongWords('kündigung', 'kündigungen')).toBe(false);
  expect(differentLongWords('price', 'prices')).toBe(false);
});
