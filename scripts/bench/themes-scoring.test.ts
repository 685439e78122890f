import { describe, expect, test } from 'vitest';

import { bad, type LabelledCorpus, say } from '../../tests/fixtures/themes';
import { judgeStatement, membersOf, pairPrecisionAt, statedCount, themeRecovery, truthOf } from './themes-scoring';

// Five respondents: a and b raise "late", b and c raise "fees", d and e raise nothing planted; x is gibberish.
const corpus: LabelledCorpus = {
  id: 'tiny',
  language: 'English',
  title: 'Tiny',
  goal: 'Deliveries',
  questions: [{ id: 'q', title: 'Q', description: 'How was it?' }],
  themes: [
    { id: 'late', label: 'Late', description: '' },
    { id: 'fees', label: 'Fees', description: '' },
  ],
  respondents: [
    { key: 'a', kind: 'good', answers: [say('It came an hour late.', 'late')] },
    { key: 'b', kind: 'good', answers: [say('Late and the fees were hidden.', 'late', 'fees')] },
    { key: 'c', kind: 'good', answers: [say('The service fee surprised me.', 'fees')] },
    { key: 'd', kind: 'good', answers: [say('I ordered ramen.')] },
    { key: 'e', kind: 'good', answers: [say('Ramen, late at night.')] },
    bad('x', 'gibberish', ['asdf']),
  ],
};
const truth = truthOf(corpus, new Map(['a', 'b', 'c', 'd', 'e', 'x'].map((key) => [key, `dialog-${key}`])));
const ids = (...keys: string[]) => keys.map((k) => `dialog-${k}`);

describe('membersOf', () => {
  test('reads explicit dialog_ids first, else the dialogs quoted, each once', () => {
    expect(membersOf({ dialog_ids: ['1', '2'], citations: [{ dialog_id: '3' }] })).toEqual(['1', '2']);
    expect(membersOf({ citations: [{ dialog_id: '3' }, { dialog_id: '3' }, { dialog_id: '4' }] })).toEqual(['3', '4']);
    expect(membersOf({ citation: { dialog_id: '5' } })).toEqual(['5']);
    expect(membersOf({})).toEqual([]);
  });
});

test('statedCount reads "N of M" in digits or words, and "one respondent"', () => {
  expect(statedCount('Voiced in 3 of 20 dialogs (4 mentions).')).toBe(3);
  expect(statedCount('Price: 13 of 14 dialogs said something like')).toBe(13);
  expect(statedCount('three of the 20 respondents')).toBe(3);
  expect(statedCount('One respondent: “I wish they refilled tins”')).toBe(1);
  expect(statedCount('Most respondents liked it')).toBeNull();
});

describe('judgeStatement', () => {
  const judge = (stated: number | null, ...keys: string[]) =>
    judgeStatement(truth, { kind: 'topic', text: 't', stated, members: ids(...keys) });
  const labelled = (label: string, ...keys: string[]) =>
    judgeStatement(truth, { kind: 'topic', text: label, label, stated: keys.length, members: ids(...keys) });

  test('is true when every listed member raised the best-matching planted theme', () => {
    expect(judge(2, 'a', 'b')).toMatchObject({ ok: true, theme: 'late' });
    expect(judge(null, 'c')).toMatchObject({ ok: true, theme: 'fees' });
  });
  test('is false when the count is more than the members it lists, or a member did not raise it', () => {
    expect(judge(3, 'a', 'b')).toMatchObject({ ok: false, why: 'states 3, lists 2' });
    expect(judge(3, 'a', 'b', 'd')).toMatchObject({ ok: false, theme: 'late', why: '1 of 3 did not raise it (d)' });
    expect(judge(1, 'x')).toMatchObject({ ok: false, why: 'matches no planted theme, and no label word to judge by' });
    expect(judge(0)).toMatchObject({ ok: false, why: 'lists no member dialog' });
  });
  test("keeps one good respondent's unplanted point as true", () => {
    expect(judge(1, 'd')).toMatchObject({ ok: true, judgedBy: 'words' });
  });
  test('judges a point no planted theme matches by whether every member says its label’s words', () => {
    expect(labelled('Ramen', 'd', 'e')).toMatchObject({ ok: true, judgedBy: 'words' });
    expect(labelled('Ramen at night', 'd', 'e')).toMatchObject({
      ok: false,
      judgedBy: 'words',
      why: 'matches no planted theme; 1 of 2 lack the label’s words (d)',
    });
  });
  test('judges a point that matches a planted theme by the labels alone, whatever its words', () => {
    // Every member says "late", but e did not raise the planted theme "late" that a and b did.
    expect(labelled('Late', 'a', 'b', 'e')).toMatchObject({
      ok: false,
      judgedBy: 'themes',
      theme: 'late',
      why: '1 of 3 did not raise it (e)',
    });
  });
});

test('of planted themes that match a statement equally well, judges it by the one more of its members raised', () => {
  // "few" (a, g) is listed first and matches {a, b} as well (F1 0.5) as "many" (a–f) does, but only "many" did both say.
  const tie: LabelledCorpus = {
    ...corpus,
    themes: [
      { id: 'few', label: 'Few', description: '' },
      { id: 'many', label: 'Many', description: '' },
    ],
    respondents: ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((key) => ({
      key,
      kind: 'good' as const,
      answers: [say('Something.', ...(key === 'g' ? ['few'] : key === 'a' ? ['few', 'many'] : ['many']))],
    })),
  };
  const tieTruth = truthOf(tie, new Map(tie.respondents.map((r) => [r.key, r.key])));
  expect(judgeStatement(tieTruth, { kind: 'topic', text: 't', stated: 2, members: ['a', 'b'] })).toMatchObject({ ok: true, theme: 'many' });
});

test('themeRecovery gives each planted theme its best key theme by F1 over respondents', () => {
  const recovery = themeRecovery(truth, [
    { label: 'Lateness', members: ids('a', 'b') },
    { label: 'Money', members: ids('b', 'c', 'd') },
  ]);
  expect(recovery).toEqual([
    { theme: 'late', label: 'Late', respondents: 2, f1: 1, match: 'Lateness' },
    { theme: 'fees', label: 'Fees', respondents: 2, f1: 0.8, match: 'Money' },
  ]);
});

test('pairPrecisionAt ranks pairs of different respondents by similarity and counts those sharing a theme', () => {
  // Clauses 0 and 1 are one respondent's (never paired); 0–2 is the closest pair and shares a theme, 1–3 does not.
  const respondents = ['a', 'a', 'b', 'c'];
  const themes = [['x'], ['y'], ['x'], ['z']];
  const s = [
    [1, 0.99, 0.9, 0.1],
    [0.99, 1, 0.2, 0.8],
    [0.9, 0.2, 1, 0.3],
    [0.1, 0.8, 0.3, 1],
  ].flat();
  const shares = (i: number, j: number) => themes[i]!.some((t) => themes[j]!.includes(t));
  expect(pairPrecisionAt(s, 4, (i) => respondents[i]!, shares, [1, 2, 5])).toEqual({
    pairs: 5,
    baseline: 0.2,
    at: [
      { k: 1, precision: 1 },
      { k: 2, precision: 0.5 },
      { k: 5, precision: 0.2 },
    ],
  });
});
