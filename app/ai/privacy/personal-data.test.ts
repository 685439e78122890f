import { describe, expect, test } from 'vitest';

import { isValidGermanTaxId, isValidIban, isValidSpanishId, passesLuhn } from './checksums';
import { loadEnglishPeople } from './english-people.server';
import { detectPersonalData } from './personal-data';

const found = (text: string, language?: string) => detectPersonalData(text, { language }).map((s) => `${s.kind}:${s.text}`);

describe('check digits', () => {
  test('a card number passes Luhn; the same digits with one changed do not', () => {
    expect(passesLuhn('4111 1111 1111 1111')).toBe(true);
    expect(passesLuhn('4111 1111 1111 1112')).toBe(false);
  });
  test('an IBAN passes mod 97 at its country’s length', () => {
    expect(isValidIban('GB82 WEST 1234 5698 7654 32')).toBe(true);
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isValidIban('DE89 3704 0044 0532 0130 01')).toBe(false);
  });
  test('a Spanish DNI and NIE carry their control letter; a German tax id its check digit', () => {
    expect(isValidSpanishId('12345678Z')).toBe(true);
    expect(isValidSpanishId('12345678A')).toBe(false);
    expect(isValidSpanishId('X1234567L')).toBe(true);
    expect(isValidGermanTaxId('86095742719')).toBe(true);
    expect(isValidGermanTaxId('86095742718')).toBe(false);
  });
});

describe('shaped personal data', () => {
  test('e-mail addresses, also spelled out', () => {
    expect(found('Write to priya.patel@gmail.com or anna (at) web (dot) de.')).toEqual([
      'EMAIL:priya.patel@gmail.com',
      'EMAIL:anna (at) web (dot) de',
    ]);
  });

  test('phone numbers in international and national forms (EN, ES, DE, FR)', () => {
    expect(found('Ring me on +44 20 7946 0958 or 07700 900123.')).toEqual(['PHONE:+44 20 7946 0958', 'PHONE:07700 900123']);
    expect(found('Mi móvil es 612 345 678, o llama al +34 912 34 56 78.')).toEqual(['PHONE:612 345 678', 'PHONE:+34 912 34 56 78']);
    expect(found('Mein Handy: 0151 23456789, Büro 030/1234567.')).toEqual(['PHONE:0151 23456789', 'PHONE:030/1234567']);
    expect(found('Mon numéro : 06 12 34 56 78.')).toEqual(['PHONE:06 12 34 56 78']);
    expect(found('Call (555) 123-4567 after six.')).toEqual(['PHONE:(555) 123-4567']);
  });

  test('card, IBAN and national ids by their checks', () => {
    expect(found('Card 4111 1111 1111 1111, IBAN DE89 3704 0044 0532 0130 00.')).toEqual([
      'CARD:4111 1111 1111 1111',
      'IBAN:DE89 3704 0044 0532 0130 00',
    ]);
    expect(found('SSN 123-45-6789; NINO AB 12 34 56 C; DNI 12345678Z; Steuer-ID 86095742719.')).toEqual([
      'ID:123-45-6789',
      'ID:AB 12 34 56 C',
      'ID:12345678Z',
      'ID:86095742719',
    ]);
  });

  test('dates of birth after or before the words that say so; other dates stay', () => {
    expect(found('I was born on 12 March 1985 and bought the car on 12/03/2021.')).toEqual(['BIRTHDATE:12 March 1985']);
    expect(found('Nací el 3 de mayo de 1990.', 'Spanish')).toEqual(['BIRTHDATE:3 de mayo de 1990']);
    expect(found('Ich bin am 3. Mai 1985 geboren.', 'German')).toEqual(['BIRTHDATE:3. Mai 1985']);
  });

  test('street addresses with a house number; a street named without one stays', () => {
    expect(found('I live at 221B Baker Street, London NW1 6XE.')).toEqual(['ADDRESS:221B Baker Street']);
    expect(found('Vivo en Calle de Alcalá 45, 3º B.', 'Spanish')).toEqual(['ADDRESS:Calle de Alcalá 45, 3º B']);
    expect(found('Wir wohnen in der Hauptstraße 12.', 'German')).toEqual(['ADDRESS:Hauptstraße 12']);
    expect(found("J'habite au 12 rue de la Paix.", 'French')).toEqual(['ADDRESS:12 rue de la Paix']);
    expect(found('The shops on Main Street and the Calle Mayor are busy.')).toEqual([]);
  });

  test('years, prices, product codes and order numbers are not personal data', () => {
    expect(
      found('I bought the X200 in 2019 for £1,299.00, order 123456789, model SKU-4411-22. From 2015-2019 I paid 1 500 000 pesetas.'),
    ).toEqual([]);
  });
});

describe("people's names", () => {
  test('after an introduction, a title or a relation, in several languages', () => {
    expect(found('Me llamo Lucía Fernández y mi jefe Tomás no lo sabe.', 'Spanish')).toEqual(['NAME:Lucía Fernández', 'NAME:Tomás']);
    expect(found('Ich heiße Jürgen Weber. Meine Tochter Lena ist sieben. Frau Schulze hilft.', 'German')).toEqual([
      'NAME:Jürgen Weber',
      'NAME:Lena',
      'NAME:Schulze',
    ]);
    expect(found("Je m'appelle Camille Dubois et ma sœur Océane aussi.", 'French')).toEqual(['NAME:Camille Dubois', 'NAME:Océane']);
    expect(found('Меня зовут Ольга.', 'Russian')).toEqual(['NAME:Ольга']);
  });

  test('given names from the list with their surname; an ambiguous one alone is left', () => {
    expect(found('Yesterday Maria Lopez called, and Grace was fine.')).toEqual(['NAME:Maria Lopez']);
  });

  test('English names the tagger knows, without titles', async () => {
    const people = await loadEnglishPeople();
    const spans = detectPersonalData('We talked to Dr. Okafor and to Siobhan Kowalczyk about Apple and Amazon Prime.', { people });
    expect(spans.map((s) => s.text)).toEqual(['Okafor', 'Siobhan Kowalczyk']);
  });

  test('capitalised common words, places and brands are not names', () => {
    expect(found('In Madrid the Metro and Netflix are cheap; on Monday I went to Lidl.', 'English')).toEqual([]);
  });
});

test('a 2,000-character message is read in linear time', () => {
  const text = `${'1 2 3 4 5 6 7 8 9 0 '.repeat(50)}${'a.b.c@d.e.'.repeat(50)}${'Calle de la Calle de la '.repeat(20)}`;
  const started = performance.now();
  detectPersonalData(text);
  expect(performance.now() - started).toBeLessThan(50);
});
