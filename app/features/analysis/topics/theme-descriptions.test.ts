import { describe, expect, test } from 'vitest';

import { describeTheme, descriptionPasses } from './theme-descriptions';

// Four students on the price of a plan, in words of their own; one of them mentions their flatmate.
const PRICE = [
  'The monthly plan is too expensive for a student like me.',
  'As a student the price of the plan is hard to justify.',
  'My flatmate and I share one account because the price is steep.',
  'Cheaper for students, please, the plan costs too much.',
];

describe('a theme description holds to the naming rule and reads as a sentence', () => {
  test('the old list of phrases fails: it names one member’s details and does not read as a sentence', () => {
    expect(descriptionPasses('Respondents speak of cheaper for students, plan and price.', PRICE, 'English')).toBe(false);
    expect(descriptionPasses('Respondents speak of flatmate and account.', PRICE, 'English')).toBe(false);
  });

  test('members’ clauses quoted word for word and words most members say pass; one member’s word fails', () => {
    const description = describeTheme({
      dialogs: 4,
      examples: ['The monthly plan is too expensive for a student like me', 'My flatmate and I share one account'],
      shared: ['price', 'student'],
    });
    expect(description).toBe(
      'Respondents put it as “The monthly plan is too expensive for a student like me” and “My flatmate and I share one account”. ' +
        'At least half of those who raise it use the words “price” and “student”.',
    );
    expect(descriptionPasses(description, PRICE, 'English')).toBe(true);
    // A word one member says, or a clause no member said, is not held up as the theme's.
    expect(descriptionPasses(describeTheme({ dialogs: 4, examples: [], shared: ['flatmate'] }), PRICE, 'English')).toBe(false);
    expect(
      descriptionPasses(describeTheme({ dialogs: 4, examples: ['The plan is free for students'], shared: [] }), PRICE, 'English'),
    ).toBe(false);
  });

  test('with nothing to quote, a plain sentence; a point of one respondent says so', () => {
    expect(describeTheme({ dialogs: 3, examples: [], shared: [] })).toBe('Respondents raise it, each in their own words.');
    expect(describeTheme({ dialogs: 1, examples: [], shared: [] })).toBe('One respondent raises this point.');
    expect(describeTheme({ dialogs: 1, examples: ['My flatmate and I share one account'], shared: [] })).toBe(
      'One respondent puts it as “My flatmate and I share one account”.',
    );
    for (const dialogs of [1, 3])
      expect(descriptionPasses(describeTheme({ dialogs, examples: [], shared: [] }), PRICE, 'English')).toBe(true);
  });
});
