import { expect, test } from 'vitest';

import { mostSpecificDetail } from './answer-details';

// An amount in a complaint is repeated whole; before, "£1,200" was cut at its comma and the follow-up asked about "£1".

test('an amount with thousands stays whole in an English follow-up', () => {
  expect(mostSpecificDetail('They kept billing me £2,350 for parts I never saw.', 'English')?.question).toBe(
    'What happened when they kept billing you £2,350?',
  );
});

test('a comma after a word still ends the clause', () => {
  expect(mostSpecificDetail('They kept ringing me, every single evening.', 'English')?.question).toBe(
    'What happened when they kept ringing you?',
  );
});
