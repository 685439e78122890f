import { describe, expect, test } from 'vitest';

import { bad, type LabelledCorpus, say } from '../../tests/fixtures/themes';
import { namesPassing, plantedAgreement, reviewEffort } from './themes-review';
import { truthOf } from './themes-scoring';

// Planted: "late" raised by a, b, c; "fees" by d, e, h; "rude" by f, i, j. g raises nothing; x is gibberish.
const corpus: LabelledCorpus = {
  id: 'tiny-review',
  language: 'English',
  title: 'Tiny',
  goal: 'Deliveries',
  questions: [
    { id: 'q1', title: 'Last order', description: 'How was your last order?' },
    { id: 'q2', title: 'Costs', description: 'What about the costs?' },
  ],
  themes: [
    { id: 'late', label: 'Late', description: '' },
    { id: 'fees', label: 'Fees', description: '' },
    { id: 'rude', label: 'Rude couriers', description: '' },
  ],
  respondents: [
    { key: 'a', kind: 'good', answers: [say('The parcel came an hour late.', 'late'), say('Fine.')] },
    { key: 'b', kind: 'good', answers: [say('Late again, the parcel sat in a depot.', 'late'), say('Fine.')] },
    { key: 'c', kind: 'good', answers: [say('Two days late.', 'late'), say('Fine.')] },
    { key: 'd', kind: 'good', answers: [say('Fine.'), say('The service fee surprised me.', 'fees')] },
    { key: 'e', kind: 'good', answers: [say('Fine.'), say('A fee I never agreed to.', 'fees')] },
    { key: 'f', kind: 'good', answers: [say('The courier shouted at me.', 'rude'), say('Fine.')] },
    { key: 'g', kind: 'good', answers: [say('I ordered ramen.'), say('Fine.')] },
    { key: 'h', kind: 'good', answers: [say('Fine.'), say('Hidden charges at checkout.', 'fees')] },
    { key: 'i', kind: 'good', answers: [say('The driver was rude and threw the box.', 'rude'), say('Fine.')] },
    { key: 'j', kind: 'good', answers: [say('The rider swore at my neighbour.', 'rude'), say('Fine.')] },
    bad('x', 'gibberish', ['asdf', 'qwer']),
  ],
};
const truth = truthOf(corpus, new Map(corpus.respondents.map((r) => [r.key, `dialog-${r.key}`])));
const theme = (label: string, ...keys: string[]) => ({ label, members: keys.map((k) => `dialog-${k}`) });

describe('review effort', () => {
  test('a hand-worked example: one merge, one split, one move, three removes, one add', () => {
    const suggested = [
      // Mapped to "late" (3 of its members raised late, 2 fees): holds the majority of "fees", which nothing else suggests.
      theme('Late', 'a', 'b', 'c', 'd', 'e'),
      // Also "late" (c): merged into the first; g then is a wrong member there.
      theme('Slow', 'c', 'g'),
      // "rude" (f and i); h raised "fees" (moves there), x raised nothing (removed).
      theme('Courier', 'f', 'i', 'h', 'x'),
      // Raised nothing planted: maps to none; g is wrong here too.
      theme('Ramen', 'g'),
    ];
    // merge "Slow" into "Late" (1); split d, e out of "Late" into "fees" (1); move h from "Courier" to "fees" (1);
    // remove g from "Late", g from "Ramen", x from "Courier" (3); add j to "rude" (1).
    expect(reviewEffort(truth, suggested)).toEqual({ merges: 1, splits: 1, created: 0, moves: 1, removes: 3, adds: 1, total: 7 });
  });

  test('suggestions equal to the planted themes cost nothing; no suggestion at all costs a new theme and an add per member', () => {
    const exact = [theme('Late', 'a', 'b', 'c'), theme('Fees', 'd', 'e', 'h'), theme('Rude', 'f', 'i', 'j')];
    expect(reviewEffort(truth, exact).total).toBe(0);
    expect(reviewEffort(truth, [])).toEqual({ merges: 0, splits: 0, created: 3, moves: 0, removes: 0, adds: 9, total: 12 });
  });
});

describe('agreement with the planted truth', () => {
  test('counts every (planted theme, respondent) pair against the best-matching suggestion', () => {
    // late ← {a, b, c, g}: one false "in" (g); fees ← {d, e}: one false "out" (h); rude ← nothing: three false "out".
    const agreement = plantedAgreement(truth, [theme('Late', 'a', 'b', 'c', 'g'), theme('Fees', 'd', 'e')]);
    expect(agreement.decisions).toBe(33);
    expect(agreement.percent).toBeCloseTo(28 / 33, 10);
    // By hand: truth "in" 9 of 33, suggestion "in" 6 of 33; agreed 28 (5 both in, 23 both out).
    const chanceKappa = (9 / 33) * (6 / 33) + (24 / 33) * (27 / 33);
    expect(agreement.kappa).toBeCloseTo((28 / 33 - chanceKappa) / (1 - chanceKappa), 10);
    const pi = (9 / 33 + 6 / 33) / 2;
    const chanceAc1 = 2 * pi * (1 - pi);
    expect(agreement.ac1).toBeCloseTo((28 / 33 - chanceAc1) / (1 - chanceAc1), 10);
  });
});

describe('names passing the rule', () => {
  test('reads each member’s answers under the theme’s questions', () => {
    const result = namesPassing(truth, [
      { ...theme('Parcel', 'a', 'b', 'c'), questions: ['Last order'] },
      { ...theme('Ramen', 'g', 'a'), questions: ['Last order'] },
      { ...theme('“The service fee surprised me”', 'd', 'e', 'h'), questions: ['Costs'] },
      // "parcel" is said under "Last order", not under "Costs".
      { ...theme('Parcel', 'a', 'b'), questions: ['Costs'] },
    ]);
    expect(result).toEqual({ passing: 2, of: 4, failing: ['Ramen', 'Parcel'] });
  });
});
