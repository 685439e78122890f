import { expect, test } from 'vitest';

import { mostSpecificDetail } from './answer-details';
import { englishDoneToRespondent } from './done-to-respondent';
import { templatedPattern } from './templated-patterns';

test('what someone did to the respondent is asked about with who did it', () => {
  expect(englishDoneToRespondent('On my second night the chef screamed at me in front of the whole kitchen.')[0]?.question).toBe(
    'What happened when the chef screamed at you in front of the whole kitchen?',
  );
  expect(englishDoneToRespondent('Then one of the regulars told us off for parking in his spot.')[0]?.question).toBe(
    'What happened when one of the regulars told you off for parking in his spot?',
  );
});

test('such a moment comes before a thing the answer names in passing', () => {
  const answer =
    'My son joined the junior chess club at the library, and at his first tournament an organiser snapped at me for talking, so I nearly stopped taking him.';
  expect(mostSpecificDetail(answer, 'English')?.question).toBe('What happened when an organiser snapped at you for talking?');
});

test('no moment without someone who acted on the respondent', () => {
  // The respondent's own doing, a time word, an adverb or a possessive are no one who acted.
  for (const answer of [
    'I booked them myself and told my wife the same evening.',
    'The first time helped me a lot.',
    'The lady really helped me.',
    'My sister showed me the way.',
    'The van arrived at noon and the men unloaded everything.',
  ])
    expect(englishDoneToRespondent(answer)).toEqual([]);
  for (const detail of englishDoneToRespondent('The nurse turned me away at the door of the ward because visiting had ended.'))
    expect(templatedPattern(detail.question)).toBeNull();
});

test('a noun after a preposition is where, not who acted', () => {
  for (const detail of englishDoneToRespondent('A porter on the ward showed me the way to the lifts.'))
    expect(detail.question).not.toMatch(/when the ward/u);
});
