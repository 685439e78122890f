import { expect, test } from 'vitest';

import { answerDetails } from './answer-details';
import { templatedPattern } from './templated-patterns';

// A follow-up built on a clause of the answer keeps what the clause's verb acted on and its own subject, or it is not
// built: each question quoted as "before" was what the built-in interviewer asked.
const questions = (answer: string) => answerDetails(answer, 'English').map((d) => d.question);
const first = (answer: string) => questions(answer)[0];

test('a clause keeps its object when an amount is in it, and is not built when its object was cut off', () => {
  // Before: "What happened when he got you?"
  expect(first('My nephew sorted it: he got me a £12 deal on the other network and set it all up on a Sunday.')).toBe(
    'What happened when he got you a £12 deal?',
  );
  // Before: "What happened when the engineer spent the whole morning just checking?"
  expect(questions('The engineer spent the whole morning just checking old wiring diagrams, which annoyed me.')).not.toContain(
    'What happened when the engineer spent the whole morning just checking?',
  );
  // Negative: a clause that ends within the words read is kept whole.
  expect(first('The receptionist cancelled my appointment twice.')).toBe(
    'What happened when the receptionist cancelled your appointment twice?',
  );
});

test('what the respondent was told is no event of theirs', () => {
  // Before: "What happened when your dentist said the waiting list was a year long?"
  expect(questions('My dentist said the waiting list was a year long.').join(' ')).not.toMatch(/^What happened when your dentist said/u);
});

test('a sentence that opens on what one could not do is the respondent’s, and keeps no capital', () => {
  // Before: "What happened when they Couldn't sleep on my side for a month?"
  expect(questions('Hurt my shoulder at the climbing wall. Couldn’t sleep on my side for a month.')).toContain(
    "What happened when you couldn't sleep on your side for a month?",
  );
  // After "and", the subject of the clause before: "I woke up and couldn't …".
  expect(questions('One morning in June I got out of bed and couldn’t bend down to the floor.')).toContain(
    "What happened when you couldn't bend down to the floor?",
  );
  // Negative: a bare "keep" that opens a sentence is advice, not something that happened.
  expect(questions('Keep going with the stretches, even on bad days.').join(' ')).not.toMatch(/What happened when/u);
});

test('a sudden change of something is asked about as what happened, before the amounts said with it', () => {
  // Before: "What did the £40 cover?"
  expect(first('In May our water bill doubled from £40 to £80 without a word from anyone.')).toBe(
    'What happened when your water bill doubled from £40 to £80?',
  );
  expect(first('Then the monthly fee shot up overnight, so I left.')).toBe('What happened when the monthly fee shot up overnight?');
  // Negative: a change without a thing of its own ("prices in general") or said of no noun phrase is not one.
  expect(questions('Prices went up everywhere last year.').join(' ')).not.toMatch(/What happened when/u);
});

test('a complaint said in the passive is asked with what did it', () => {
  // Before: "What would a cheaper plan mean for you?"
  expect(first('I got burned once by a two-year lease with hidden fees, so a cheaper plan matters less than a short one.')).toBe(
    'What happened when you were burned by a two-year lease?',
  );
  expect(first('We were overcharged, and nobody apologised.')).toBe('What happened when you were overcharged?');
  // Negative: someone else's bad luck, or the verb as an adjective of a thing, is no complaint of the respondent's.
  expect(questions('My brother got ripped off by a garage last year.').join(' ')).not.toMatch(/when you were ripped off/u);
  expect(questions('The toast was burnt, which was a shame.').join(' ')).not.toMatch(/when you were/u);
});

test('a question that keeps the capital of the sentence it was cut from reads as a template', () => {
  expect(templatedPattern("What happened when they Couldn't find the form?")).not.toBeNull();
  expect(templatedPattern('What happened when they kept calling you?')).toBeNull();
});

test('a comparative something is measured against is not asked about as a wish', () => {
  // Before: "What would a faster car mean for you?"
  expect(
    answerDetails('Honestly, a reliable one that starts every morning beats a faster car.', 'English').map((d) => d.question),
  ).not.toContain('What would a faster car mean for you?');
  // Negative: a comparative wished for stays a wish.
  expect(answerDetails('What would win me over is a faster checkout.', 'English').map((d) => d.question)).toContain(
    'What would a faster checkout mean for you?',
  );
});

test('a feeling said with its cause is asked before a thing named in passing, and before a feeling without one', () => {
  // Before: "Could you tell me more about the spare keys?"
  expect(
    first(
      'The agent was pleasant, which relieved me, and handed over the spare keys, though I was frustrated that nobody had cleaned the oven.',
    ),
  ).toBe('What made you feel frustrated?');
  // Negative: a feeling without its cause stays behind what happened.
  expect(first('The receptionist cancelled my appointment twice, and I was annoyed.')).not.toBe('What made you feel annoyed?');
});

test('a sudden change whose clause goes on past what is read is not asked about cut short', () => {
  // Before: "What happened when your heart sank every time a letter from them?"
  expect(questions('My heart dropped every time a letter from the council came through the door.').join(' ')).not.toMatch(
    /when your heart dropped every time a letter/u,
  );
});
