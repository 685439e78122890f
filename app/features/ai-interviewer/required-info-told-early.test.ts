import { describe, expect, test } from 'vitest';

import { backtrackingInputs, firstSlowInput, RESPONDENT_PIECES } from '../../../tests/support/linear-time';
import { namesJobInIntroduction } from './job-in-introduction';
import { isInfoGiven, missingInfo } from './required-info';
import { toldSharing } from './told-sharing';

// Required info the respondent gives before it is asked, in words of their own: retiring said as what happened to
// them, a job in a terse or bare introduction, sharing something said by doing it, and when they last chose dated by
// the occasion the study's goal names for their own thing. Before, each item below was asked after it was given.

describe('retiring, said as an event of their own, gives the occupation', () => {
  test('in English, Spanish and German', () => {
    expect(isInfoGiven('Occupation', ['I retired from the railway in 2019 and took up bowls.'])).toBe(true);
    expect(isInfoGiven('Occupation', ['Since retiring I’ve had far too much time on my hands.'])).toBe(true);
    expect(isInfoGiven('Ocupación', ['Me prejubilaron del banco a los 58 y no sabía qué hacer.'])).toBe(true);
    expect(isInfoGiven('Ocupación', ['Desde que me jubilé salgo a andar cada mañana.'])).toBe(true);
    expect(isInfoGiven('Beruf', ['Seit meiner Pensionierung lese ich viel mehr.'])).toBe(true);
  });

  test('someone else retiring gives none', () => {
    expect(isInfoGiven('Occupation', ['Since my wife retired we travel a lot more.'])).toBe(false);
    expect(isInfoGiven('Ocupación', ['Mi marido se jubiló en mayo y ahora cocina él.'])).toBe(false);
    expect(isInfoGiven('Beruf', ['Seit der Rente meiner Mutter wohnt sie bei uns.'])).toBe(false);
  });
});

describe('a job in a terse or bare introduction', () => {
  const ITEMS = ['How old are you?', 'What is your job or main daily activity?'];

  test('labels parted by full stops, the shifts after the town; a trade alone, then where they do it', () => {
    for (const reply of [
      'plumber. bristol. long shifts',
      'nurse. york. two kids',
      'camionero. zaragoza. turnos de noche',
      'Baker, I start at four in a bakery in Hull.',
    ]) {
      expect(namesJobInIntroduction(reply), reply).toBe(true);
      expect(missingInfo(ITEMS, [reply], [], 'English', [reply]), reply).not.toContain(ITEMS[1]);
    }
  });

  test('a town and the family, a mood, or a month with what they did, say no job', () => {
    for (const reply of [
      'leeds. two kids',
      'tired. monday. nights',
      'September, I moved into a flat in Leeds.',
      'Summer, I spend it in Spain.',
    ])
      expect(namesJobInIntroduction(reply), reply).toBe(false);
  });
});

describe('whether they share something, told by sharing it themselves', () => {
  test('with someone named beside them, or with someone, in English, Spanish and German', () => {
    expect(isInfoGiven('Whether they share the boat with anyone', ['My brother-in-law and I split the mooring and the boat.'])).toBe(true);
    expect(isInfoGiven('Whether they share the boat with anyone', ['We share it with two families from the marina.'])).toBe(true);
    expect(isInfoGiven('Si comparten el barco con alguien', ['Lo compartimos con unos amigos del puerto.'])).toBe(true);
    expect(toldSharing('Ob sie das Boot mit jemandem teilen', 'Ich teile es seit Jahren mit meinem Schwager.')).toBe(true);
  });

  test('someone else sharing what is theirs, or splitting a bill, says nothing of it', () => {
    expect(isInfoGiven('Whether they share the boat with anyone', ['The marina shares its slipway with the sailing club.'])).toBe(false);
    expect(isInfoGiven('Whether they share the boat with anyone', ['Old Pete lends his trailer and shares his tools with me.'])).toBe(
      false,
    );
    expect(isInfoGiven('Whether they share the boat with anyone', ['We split the bill at the pub afterwards.'])).toBe(false);
    expect(isInfoGiven('Si comparten el barco con alguien', ['El club comparte el muelle con la escuela de vela.'])).toBe(false);
    expect(toldSharing('Ob sie das Boot mit jemandem teilen', 'Der Verein teilt die Halle mit den Ruderern.')).toBe(false);
  });
});

describe('when they last chose, dated by the occasion the goal names for their own thing', () => {
  const given = (goal: string, item: string, said: string) => missingInfo([item], [said], [], 'English', [], { goal }).length === 0;
  const LEAVE = 'Understand how families choose a childminder when their parental leave comes to an end';
  const INSPECTION = 'Understand how drivers choose a garage when their car is due its annual inspection';

  test('by the occasion’s own past ("came to an end") or its noun ("the inspection reminder")', () => {
    expect(
      given(LEAVE, 'When did you last choose a childminder?', 'My leave came to an end in September. We visited four in a fortnight.'),
    ).toBe(true);
    expect(
      given(INSPECTION, 'When did you last choose a garage?', 'The inspection reminder arrived in April. I rang two places near work.'),
    ).toBe(true);
  });

  test('the same verb of someone’s doing, or a time without the occasion, dates nothing', () => {
    expect(given(LEAVE, 'When did you last choose a childminder?', 'I came to a decision in May, more or less.')).toBe(false);
    expect(given(LEAVE, 'When did you last choose a childminder?', 'My sister moved nearby in October. She helps a lot.')).toBe(false);
    expect(given(INSPECTION, 'When did you last choose a garage?', 'The car broke down in April. I was furious.')).toBe(false);
    expect(given(INSPECTION, 'When did you last choose a garage?', 'My annual leave was in May. We went to Devon.')).toBe(false);
  });
});

test('reading retiring, terse jobs and sharing takes linear time', () => {
  const check = (text: string) => {
    isInfoGiven('Occupation', [text]);
    isInfoGiven('Whether they share the boat with anyone', [text]);
    namesJobInIntroduction(text);
  };
  check('warm up');
  const pieces = [
    ...RESPONDENT_PIECES,
    'I retired',
    'since retiring',
    'me jubilé',
    'seit der Rente',
    'and I split',
    'we share it with',
    'lo compartimos con',
    'teile ich mir mit',
    'nurse. york. two kids',
    'Baker, I start in Hull',
  ];
  expect(firstSlowInput(backtrackingInputs(pieces, [100, 600]), check, 50)).toBeUndefined();
});
