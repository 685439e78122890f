import { expect, test } from 'vitest';

import { infoQuestion } from '~/ai/builtin/info-questions';

import { plannedInfo } from './required-info';

test('a criterion about the respondent’s children (“Parents of children under five who started nursery…”) is not asked as the respondent’s own event', () => {
  const items = [
    'Occupation',
    'Number and ages of their children',
    'Parents of children under five who started nursery in the last year',
    'Whether they work full or part time',
  ];
  const questions = plannedInfo(items, 'English').map(({ item, kind }) => infoQuestion(item, kind, 'English'));
  // Before: "When was the last time you started nursery?"
  expect(questions).not.toContain('When was the last time you started nursery?');
  for (const question of questions) expect(question).not.toMatch(/\byou started nursery\b/u);
  // The respondent's own event is still asked: "adults 25-55 who changed dentist in the last two years".
  expect(
    plannedInfo(['Adults 25-55 who changed dentist in the last two years'], 'English').map((p) => infoQuestion(p.item, p.kind, 'English')),
  ).toEqual(['When was the last time you changed dentist?']);
});

test('a criterion’s event cut to five words never ends on a word waiting for its noun', () => {
  const asked = (item: string) => plannedInfo([item], 'English').map((p) => infoQuestion(p.item, p.kind, 'English'));
  // Before: "When was the last time you helped move a parent into?"
  expect(asked('Adult children who helped move a parent into residential care in the last three years')).toEqual([
    'When was the last time you helped move a parent?',
  ]);
  expect(asked('People who switched their energy supplier this year')).toEqual([
    'When was the last time you switched your energy supplier?',
  ]);
  expect(asked('Owners who took their old dog to a vet for surgery')).toEqual(['When was the last time you took your old dog?']);
});
