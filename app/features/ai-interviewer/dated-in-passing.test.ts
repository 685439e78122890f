import { expect, test } from 'vitest';

import { datesInPassing } from './dated-in-passing';
import { isInfoGiven } from './required-info';

// Before, each of these was followed by "When did you last …?" though the month was said.
const CHOICE_ITEMS = [
  'When did you last choose a wedding photographer?',
  '¿Cuándo contrataste un fotógrafo de bodas por última vez?',
  'Wann haben Sie zuletzt einen Hochzeitsfotografen gebucht?',
];

test('a terse reply with a month dates the event, in English, Spanish and German', () => {
  for (const [item, said] of [
    [CHOICE_ITEMS[0]!, 'a cousin of hers, in june'],
    [CHOICE_ITEMS[1]!, 'por instagram, en mayo'],
    [CHOICE_ITEMS[2]!, 'übers internet, im oktober'],
  ] as const) {
    expect(datesInPassing(item, said), said).toBe(true);
    expect(isInfoGiven(item, [said]), said).toBe(true);
  }
});

test('a month said with the deed that settled a choice, in the first person, dates the choice', () => {
  for (const [item, said] of [
    [CHOICE_ITEMS[0]!, 'Our budget was tight, so it took ages. We signed with a local woman in October, after three calls.'],
    [CHOICE_ITEMS[1]!, 'Vimos muchas webs. Al final la reservamos en noviembre, después de hablar con ella por videollamada.'],
    [CHOICE_ITEMS[2]!, 'Wir haben lange gesucht. Angezahlt haben wir dann im August, nach einem Treffen im Café.'],
  ] as const) {
    expect(datesInPassing(item, said), said).toBe(true);
    expect(isInfoGiven(item, [said]), said).toBe(true);
  }
});

test('a routine, a month in a long answer without the deed, or someone else’s deed does not date the event', () => {
  for (const [item, said] of [
    [CHOICE_ITEMS[0]!, 'every june, no matter what'],
    [CHOICE_ITEMS[0]!, 'Prices go up in June, when everybody gets married, and the good ones are gone by then anyway.'],
    [CHOICE_ITEMS[1]!, 'Mi hermana se casó en mayo y aquello fue un desastre, así que yo tenía miedo.'],
    [CHOICE_ITEMS[2]!, 'Meine Schwester hat im Mai geheiratet, und das war ein einziges Chaos.'],
  ] as const) {
    expect(datesInPassing(item, said), said).toBe(false);
    expect(isInfoGiven(item, [said]), said).toBe(false);
  }
});

test('the deed dates only an item that asks about a choice', () => {
  const said = 'It was a long story. We paid the balance in March, with a card.';
  expect(datesInPassing('When did you last see a physiotherapist?', said)).toBe(false);
});
