import { describe, expect, test } from 'vitest';

import { INTERVIEW_LANGUAGES } from '~/lib/languages';

import { CLOSING_WORDS, givenMeasure, measureGiven } from './closing-words';
import { builtinCandidates } from './interviewer';

// The terse respondent of the issue, an ordinary one, and one who told a lot.
const TERSE = ['Hi', 'Yes. google. dunno.', 'ok', 'no'];
const ORDINARY = [
  'Hello, I am Sam.',
  'I looked at reviews online and picked the closest practice.',
  'The first visit was quick, they checked my teeth and booked a cleaning.',
  'It was a bit expensive but fine.',
];
const FULL = [
  'Hello! I moved from Leeds to Bristol last spring for a new job at the hospital, so I had to find everything again, a GP and a dentist too.',
  'I asked colleagues first, then read reviews on two sites and rang three practices to ask whether they took new NHS patients, and only one did.',
  'They kept upselling whitening at every visit, which I found pushy, and the hygienist kept mentioning a payment plan I had not asked about.',
  'In the end I stayed because the dentist herself was careful and explained everything, but I would switch if a practice nearer home opened its list.',
];

const praise = /thoughtful|подробные|detalladas|détaillées|ausführlichen|batafsil|认真|丁寧/u;

describe('the closing words thank for what the respondent gave', () => {
  test('measured by words and answers', () => {
    expect(measureGiven(TERSE)).toEqual({ answers: 4, words: 6 });
    expect(givenMeasure(measureGiven(TERSE))).toBe('brief');
    expect(givenMeasure(measureGiven(ORDINARY))).toBe('ordinary');
    expect(givenMeasure(measureGiven(FULL))).toBe('full');
  });

  test.each(INTERVIEW_LANGUAGES)('in %s: no praise of thoughtful answers after a few words; praise after full ones', (language) => {
    const close = (answers: string[]) =>
      builtinCandidates({ kind: 'close', given: measureGiven(answers) }, language, 3, 1).map((c) => c.response);
    for (const text of [...close(TERSE), ...close(ORDINARY)]) expect(text).not.toMatch(praise);
    expect(close(FULL)[0]).toMatch(praise);
    for (const text of close(TERSE)) expect(text).not.toMatch(/[?？]/);
    // Each measure has its own words, a full and a short form.
    const words = CLOSING_WORDS[language];
    expect(new Set(Object.values(words).flat()).size).toBe(6);
  });

  test('the terse respondent of the issue is thanked for their time, not for “thoughtful answers”', () => {
    const [best] = builtinCandidates({ kind: 'close', answer: 'no', given: measureGiven(TERSE) }, 'English', 3, 1);
    expect(best!.response).toBe('That was my last question. Thank you for your time.');
  });
});
