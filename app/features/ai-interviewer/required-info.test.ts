import { describe, expect, test } from 'vitest';
import { backtrackingInputs, firstSlowInput, RESPONDENT_PIECES } from '../../../tests/support/linear-time';
import { infoKind, isInfoGiven, missingInfo, requiredItems } from './required-info';

test('the items are the lines of the field, without list markers, each once', () => {
  expect(requiredItems('- Age range\n\n2. Occupation\r\nAge range\n  ')).toEqual(['Age range', 'Occupation']);
  expect(requiredItems(null)).toEqual([]);
});

test('what an item asks about is read from its words in any of the languages', () => {
  expect(
    ['Age range', 'Возрастная группа', 'Rango de edad', "Tranche d'âge", 'Altersgruppe', 'Yosh guruhi', '年龄段', '年齢層'].map(infoKind),
  ).toEqual(Array(8).fill('age'));
  expect(
    [
      'Occupation or main daily activity',
      'Род занятий',
      'Ocupación o actividad principal',
      'Profession ou activité principale',
      'Beruf oder Haupttätigkeit',
      'Kasbi',
      '职业或主要日常活动',
      '職業または主な日常の活動',
    ].map(infoKind),
  ).toEqual(Array(8).fill('occupation'));
  expect(
    [
      'How often they deal with the topic of the study',
      'Как часто респондент сталкивается с темой исследования',
      '接触本研究主题的频率',
    ].map(infoKind),
  ).toEqual(Array(3).fill('frequency'));
  expect(['City they live in', 'Город', 'Wohnort'].map(infoKind)).toEqual(Array(3).fill('place'));
  expect(infoKind('Number of pets')).toBe('other');
});

describe('an item counts as given when the respondent has said it, in their words', () => {
  test.each([
    ['Age range', 'I’m Tom, 41. I live in Rotterdam.'],
    ['Age range', 'I am in my late thirties'],
    ['Возрастная группа', 'Мне 35 лет, я бухгалтер из Казани.'],
    ['Rango de edad', 'Tengo 29 años y soy enfermera.'],
    ["Tranche d'âge", "J'ai 52 ans, je suis professeure."],
    ['Altersgruppe', 'Ich bin 38 und arbeite als Ingenieur.'],
    ['Yosh guruhi', 'Men 27 yoshdaman, Toshkentda yashayman.'],
    ['年龄段', '我今年33岁，在上海工作。'],
    ['年齢層', '45歳の会社員です。'],
    ['Occupation or main daily activity', 'I work as a night-shift nurse.'],
    ['Род занятий', 'Я работаю бухгалтером.'],
    ['Beruf oder Haupttätigkeit', 'Ich arbeite als Ingenieur in Hamburg.'],
    ['City they live in', 'I live in Leeds with my sister.'],
    ['How often they deal with the topic of the study', 'I ride it every day to work.'],
    ['Number of pets', 'We have three pets: two dogs and a cat.'],
  ])('%s ← %j', (item, said) => {
    expect(isInfoGiven(item, [said])).toBe(true);
  });

  test.each([
    ['Age range', 'I cancelled because the repairs were slow.'],
    ['Возрастная группа', 'Ремонт занимал слишком много времени.'],
    ['Occupation or main daily activity', 'I’m a bit tired of the app.'],
    ['City they live in', 'The delivery was late again.'],
    ['Number of pets', 'I love running.'],
  ])('not %s ← %j', (item, said) => {
    expect(isInfoGiven(item, [said])).toBe(false);
  });
});

test('missing: neither given nor asked, in order', () => {
  const items = ['Age range', 'Occupation', 'City they live in'];
  expect(missingInfo(items, ['I work as a teacher.'], [])).toEqual(['Age range', 'City they live in']);
  expect(missingInfo(items, ['I work as a teacher.'], ['Age range'])).toEqual(['City they live in']);
  // A bio given with an individual link counts as said.
  expect(missingInfo(items, ['Anna, 34, teacher, lives in Bristol'], [])).toEqual(['Occupation']);
});

test('reading what the respondent said takes linear time', () => {
  const check = (text: string) =>
    ['Age range', 'Occupation', 'City', 'Name', 'How often', 'Number of pets'].map((item) => isInfoGiven(item, [text]));
  check('warm up');
  expect(firstSlowInput(backtrackingInputs(RESPONDENT_PIECES), check, 50)).toBeUndefined();
});
