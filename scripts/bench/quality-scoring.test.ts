import { describe, expect, test } from 'vitest';

import { type DialogKind, QUALITY_SET } from './fixtures/quality';
import { judgeAll, meetsGoal, type Row, tabulate } from './quality-scoring';

describe('the labelled set of bench:quality', () => {
  test('every bad kind and good dialogs, in English, Spanish and German, tuned and held out', () => {
    const kinds: DialogKind[] = ['good', 'chatbot', 'pasted', 'rushed', 'repeated'];
    for (const language of ['English', 'Spanish', 'German'])
      for (const heldOut of [false, true])
        for (const kind of kinds) {
          const dialogs = QUALITY_SET.filter((d) => d.language === language && d.heldOut === heldOut && d.kind === kind && !d.isContext);
          expect(dialogs.length, `${language} ${heldOut ? 'held out' : 'tuned'} ${kind}`).toBeGreaterThan(1);
        }
  });

  test('a goal reads the right share: strong for a bad kind, any flag for a rushed one, strong for good ones', () => {
    const row = (kind: DialogKind, strong: number, anyFlag: number): Row => ({
      language: 'English',
      part: 'tuned',
      kind,
      dialogs: 100,
      strong,
      anyFlag,
    });
    expect(meetsGoal(row('chatbot', 95, 100))).toBe(true);
    expect(meetsGoal(row('chatbot', 94, 100))).toBe(false);
    expect(meetsGoal(row('rushed', 0, 95))).toBe(true);
    expect(meetsGoal(row('good', 2, 30))).toBe(true);
    expect(meetsGoal(row('good', 3, 3))).toBe(false);
  });

  // The held-out part is reported, not asserted (asserting it would be tuning on it), except the side that costs a
  // researcher real respondents: no good dialog of it is excluded either.
  test('the quality guard meets both goals on the tuned part, and excludes no held-out good dialog', () => {
    const rows = tabulate(judgeAll(QUALITY_SET));
    expect(rows.filter((row) => row.part === 'tuned' && !meetsGoal(row))).toEqual([]);
    expect(rows.filter((row) => row.part === 'held out' && row.kind === 'good' && row.strong > 0)).toEqual([]);
  });
});
