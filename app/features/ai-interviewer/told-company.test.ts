import { expect, test } from 'vitest';

import { isInfoGiven } from './required-info';
import { toldCompany } from './told-company';

// Before, each of these was followed by a question whether they do it alone or with others.
const ITEMS = ['Whether they swim alone or with others', 'Si pescan solos o acompañados', 'Ob sie allein oder in der Gruppe wandern'];

test('who they do it with, said in passing, tells an item that asks alone or with others', () => {
  for (const [item, said] of [
    [ITEMS[0]!, 'My sister and I go to the lido every Sunday before breakfast.'],
    [ITEMS[0]!, 'Mostly on my own, at lunchtime, when the pool is quiet.'],
    [ITEMS[1]!, 'Los domingos bajo al puerto con mis primos y volvemos a la hora de comer.'],
    [ITEMS[1]!, 'Entre semana voy sola, que es cuando más desconecto.'],
    [ITEMS[2]!, 'Samstags bin ich mit meiner Nachbarin im Taunus unterwegs.'],
    [ITEMS[2]!, 'Meistens gehe ich allein, das ist mir lieber.'],
  ] as const) {
    expect(toldCompany(item, said), said).toBe(true);
    expect(isInfoGiven(item, [said]), said).toBe(true);
  }
});

test('a message that says nothing of company, or an item that asks something else, is not told', () => {
  for (const [item, said] of [
    [ITEMS[0]!, 'I swim about forty lengths, then a sauna.'],
    [ITEMS[1]!, 'Pesco desde hace diez años, sobre todo en otoño.'],
    [ITEMS[2]!, 'Ich wandere seit zwei Jahren, am liebsten im Herbst.'],
    ['How often they swim', 'My sister and I go to the lido every Sunday.'],
  ] as const) {
    expect(toldCompany(item, said), said).toBe(false);
  }
  expect(isInfoGiven(ITEMS[0]!, ['I swim about forty lengths, then a sauna.'])).toBe(false);
});
