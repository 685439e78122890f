import { expect, test } from 'vitest';

import { englishPhraseDetails } from './detail-phrases';
import { builtinCandidates } from './interviewer';

// Follow-ups on a noun phrase of the answer read as a question of their own, or are not asked: before these rules each
// question quoted below was what the built-in interviewer asked.
const first = (answer: string) => englishPhraseDetails(answer)[0]?.question;

test('a verb after a noun ends the noun phrase: “our teenage son games online”, “the insurance excess means I pay”', () => {
  // Before: "Could you tell me more about your teenage son games online?"
  expect(first('My partner and I both work from home, and our teenage son games online most evenings.')).toBe(
    'Could you tell me more about your teenage son?',
  );
  // Before: "Could you tell me more about the insurance excess means?"
  expect(first('A consultation is fifty-two pounds before any tests, and the insurance excess means I pay most of it myself.')).toBe(
    'Could you tell me more about the insurance excess?',
  );
  // A noun that ends in -s stays whole: "the rowing machines", "the fitness classes".
  expect(first('I mostly used the rowing machines.')).toBe('Could you tell me more about the rowing machines?');
});

test('something wished for (“a better taste”) is asked about as what it would mean, not as a thing that happened', () => {
  // Before: "Could you tell me more about the better taste?"
  expect(first('Mostly the price, but a better taste or fairer sourcing could also convince me to switch.')).toBe(
    'What would a better taste mean for you?',
  );
});

test('“None yet.” names nothing: no follow-up about “the None yet”', () => {
  expect(englishPhraseDetails('None yet.')).toEqual([]);
  const question = { title: 'Emergencies', description: 'What happened the last time your pet needed urgent care?' };
  const replies = builtinCandidates({ kind: 'probe', question, answer: 'None yet.' }, 'English', 4, 1).map((c) => c.response);
  for (const reply of replies) expect(reply).not.toMatch(/None yet/u);
});

test('a follow-up does not name the respondent’s own particulars (“your household”) just told', () => {
  const question = { title: 'Household', description: 'Who uses the internet in your home, and for what?' };
  const replies = builtinCandidates({ kind: 'probe', question, answer: 'Three of us.' }, 'English', 4, 1).map((c) => c.response);
  // Before: "Could you tell me more about your household, perhaps with an example?"
  expect(replies[0]).not.toMatch(/household/iu);
});

test('an adjective in -ly belongs to its noun phrase: “a monthly health plan”', () => {
  // Before: "Could you tell me more about the flea treatment?" ("monthly" was read as an adverb, splitting the phrase).
  expect(
    first(
      'We pay a monthly health plan of fifteen pounds that covers vaccines and flea treatment, which felt cheaper than paying each time.',
    ),
  ).toBe('Could you tell me more about the monthly health plan?');
});

test('a terse clause is not read as a thing: no “the dad fell” nor “the less stress”', () => {
  // Before: "Could you tell me more about the dad fell?" and "Could you tell me more about the less stress?"
  expect(first('dad fell')).toBeUndefined();
  expect(first('less stress')).toBeUndefined();
  expect(first('fewer late trains')).toBe('Could you tell me more about the late trains?');
});
