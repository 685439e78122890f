import { describe, expect, test } from 'vitest';

import { detectPersonalData } from './personal-data';
import { deidentify, deidentifyMapped, newPseudonymMap, restore, restoreDeep, restoreSoFar } from './pseudonyms';

const newMap = () => newPseudonymMap((text) => detectPersonalData(text, { language: 'English' }));

describe('deidentify', () => {
  test('replaces each kind with a numbered placeholder', () => {
    const map = newMap();
    expect(deidentify('I am Maria Lopez, anna@example.org, 07700 900123; my colleague Tomás Ruiz knows.', map)).toBe(
      'I am [NAME 1], [EMAIL 1], [PHONE 1]; my colleague [NAME 2] knows.',
    );
  });

  test('the same value gets the same placeholder across the messages of a dialog', () => {
    const map = newMap();
    const first = deidentify('Mail me at anna@example.org.', map);
    const second = deidentify('Again: ANNA@example.org, or bob@example.org.', map);
    expect([first, second]).toEqual(['Mail me at [EMAIL 1].', 'Again: [EMAIL 1], or [EMAIL 2].']);
  });

  test('a value found once is replaced where it appears again, even where the detector would not see it', () => {
    const map = newMap();
    deidentify('My name is Zorba Quint.', map);
    expect(deidentify('Zorba Quint here again, and Zorba likes tea.', map)).toBe('[NAME 1] here again, and [NAME 1] likes tea.');
  });

  test('numbers depend only on the order of appearance, so every call with the same history agrees', () => {
    const history = ['Hi, I am Maria Lopez.', 'Phone 07700 900123.', 'Mail anna@example.org.'];
    const once = history.map((text) => deidentify(text, newMap()));
    const map = newMap();
    const again = history.map((text) => deidentify(text, map));
    expect(again).toEqual(['Hi, I am [NAME 1].', 'Phone [PHONE 1].', 'Mail [EMAIL 1].']);
    expect(once).toEqual(again);
  });
});

describe('restore', () => {
  test('puts the originals back where a model wrote the placeholders, in any spelling', () => {
    const map = newMap();
    deidentify('I am Maria Lopez, anna@example.org.', map);
    expect(restore('Thank you, [NAME 1]! We will write to [Email 1] and [NAME_1].', map)).toBe(
      'Thank you, Maria Lopez! We will write to anna@example.org and Maria Lopez.',
    );
  });

  test('a placeholder the map does not hold is left as written', () => {
    const map = newMap();
    deidentify('I am Maria Lopez.', map);
    expect(restore('[NAME 1] and [NAME 7]', map)).toBe('Maria Lopez and [NAME 7]');
  });

  test('a streaming reply holds back half a placeholder until it is whole', () => {
    const map = newMap();
    deidentify('I am Maria Lopez.', map);
    expect(restoreSoFar('Thanks, [NAM', map)).toBe('Thanks, ');
    expect(restoreSoFar('Thanks, [NAME 1', map)).toBe('Thanks, ');
    expect(restoreSoFar('Thanks, [NAME 1]!', map)).toBe('Thanks, Maria Lopez!');
  });

  test('restores every string of a structured answer', () => {
    const map = newMap();
    deidentify('Write to anna@example.org.', map);
    expect(restoreDeep({ quotes: [{ id: 'm1', text: 'write to [EMAIL 1]' }], count: 1 }, map)).toEqual({
      quotes: [{ id: 'm1', text: 'write to anna@example.org' }],
      count: 1,
    });
  });

  test('deidentify then restore gives the text back', () => {
    const map = newMap();
    const text = 'Maria Lopez (anna@example.org, +44 20 7946 0958) paid with 4111 1111 1111 1111.';
    expect(restore(deidentify(text, map), map)).toBe(text);
  });
});

test('a span of the original maps to the same words in the de-identified text', () => {
  const map = newMap();
  const text = 'Write to anna@example.org, it is best. Maria Lopez says so.';
  const { text: safe, at } = deidentifyMapped(text, map);
  const quote = (start: number, end: number) => safe.slice(at(start, 'start'), at(end, 'end'));
  expect(quote(text.indexOf('it is'), text.indexOf('best') + 4)).toBe('it is best');
  expect(quote(0, text.indexOf(','))).toBe('Write to [EMAIL 1]');
  expect(quote(text.indexOf('Lopez'), text.length)).toBe('[NAME 1] says so.');
});
