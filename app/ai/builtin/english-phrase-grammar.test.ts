import { expect, test } from 'vitest';

import { answerDetails } from './answer-details';
import { englishPhraseDetails } from './detail-phrases';
import { englishDoneToRespondent } from './done-to-respondent';
import { templatedPattern } from './templated-patterns';

const questions = (answer: string) => englishPhraseDetails(answer).map((d) => d.question);

test('a contraction of a pronoun or a verb ends a noun phrase: no "the people who’d"', () => {
  for (const answer of [
    'I wanted mechanics who’d explain the bill, not just hand it over.',
    'Only sign up when you’re certain, honestly.',
    'The coaches they’ve hired lately are great.',
  ])
    for (const question of questions(answer)) expect(question).not.toMatch(/(?:who|you|they)[’']/u);
});

test('an adjective after a verb of being or a word of degree is no thing to ask about', () => {
  for (const question of questions('Last spring I was made homeless for a month and I was getting a bit cabin fevered indoors.'))
    expect(question).not.toMatch(/about the (?:homeless|cabin)/u);
  // A noun phrase with its article after the same verb is still one: "was a community garden".
  expect(questions('The best part was the community garden behind the library.').join(' ')).toMatch(/community garden/u);
});

test('the verb after a plural noun stays out of the phrase', () => {
  for (const question of questions('The cheap insurers with flashy adverts turn out to be brokers who sell you on.'))
    expect(question).not.toMatch(/adverts turn/u);
});

test('asked who pointed them to it, the relative named is the answer, not the detail a follow-up names first', () => {
  const answer = 'My cousin Declan drives for the ambulance service, so I signed up for the first-aid team.';
  const [first] = answerDetails(answer, 'English', '', 'How did you start? Listen for who or what pointed them to it.');
  expect(first?.question).not.toMatch(/cousin Declan/u);
  // Asked how they compared, the relative who did it for them is still the detail.
  const compared = 'I rang my cousin Declan, who checks every contract, and went with his pick.';
  expect(answerDetails(compared, 'English', '', 'How did you compare the offers?')[0]?.question).toMatch(/cousin Declan/u);
});

test('an event stops where another subject starts', () => {
  const events = answerDetails('The second week they sent me upstairs I cried in the lift.', 'English').filter((d) => d.kind === 'event');
  for (const event of events) {
    expect(event.question).not.toMatch(/upstairs you cried/u);
    expect(templatedPattern(event.question)).toBeNull();
  }
});

test('a subject with its verb contracted is shared by the verb after "and"', () => {
  const [first] = answerDetails('I’d booked the day off and couldn’t move it again.', 'English');
  expect(first?.question).toBe("What happened when you couldn't move it again?");
});

test('what an organisation’s person did is not said of the organisation', () => {
  for (const detail of answerDetails('The manager of the local bank gave me a glowing reference.', 'English'))
    expect(detail.question).not.toMatch(/when the local bank gave/u);
});

test('a noun after a preposition, joined to the next verb by "and", is no subject of a complaint', () => {
  const answer = 'The puppy curled up against my feet and wouldn’t budge all evening.';
  for (const detail of answerDetails(answer, 'English')) expect(detail.question).not.toMatch(/your feet and/u);
  expect(templatedPattern('What happened when your feet and wouldn’t budge?')).not.toBeNull();
  expect(templatedPattern('What happened when your landlord wouldn’t budge?')).toBeNull();
});

test('no phrase of a contraction typed without its apostrophe, nor of an agent and its verb', () => {
  for (const question of questions('dont really know. its quite handy i guess')) expect(question).not.toMatch(/its|dont/u);
  for (const question of questions('The seller’s agent delays every viewing by a week.')) expect(question).not.toMatch(/agent delays/u);
  expect(templatedPattern('Could you tell me more about the its nice?')).not.toBeNull();
});

test('a subject with a relative clause inside is no subject a follow-up can repeat', () => {
  const answer = 'We picked the firm whose driver wouldn’t stop smoking in the van.';
  for (const detail of answerDetails(answer, 'English')) expect(detail.question).not.toMatch(/whose/u);
  expect(templatedPattern('What happened when the one whose van never came?')).not.toBeNull();
});

test('an amount keeps its thousands in the event that names it', () => {
  const questions = answerDetails('The builder looked at the roof and he quoted £2,350 for the lot.', 'English').map((d) => d.question);
  for (const question of questions) expect(question).not.toMatch(/£2\?/u);
  expect(englishDoneToRespondent('Then the agent charged me £1,200 for the deposit.')[0]?.question).toBe(
    'What happened when the agent charged you £1,200 for the deposit?',
  );
});
