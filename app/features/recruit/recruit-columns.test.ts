import { describe, expect, test } from 'vitest';

import type { ScreenerQuestion } from '@db/schema';

import { isInSegment, recruitColumns, recruitFactList, recruitValues, segmentLabel } from './recruit-columns';

const SCREENER: ScreenerQuestion[] = [
  {
    id: 'sq1',
    question: 'How often do you shop online?',
    options: [
      { id: 'w', label: 'Weekly', qualifies: true, quota: 40 },
      { id: 'n', label: 'Never', qualifies: false, quota: null },
    ],
  },
  { id: 'sq2', question: 'Do you own a car?', options: [{ id: 'y', label: 'Yes', qualifies: true, quota: null }] },
];
const SETTINGS = { urlVariables: ['STUDY_ID', 'PROLIFIC_PID'], screener: SCREENER };
const answer = (questionId: string, optionId: string, label: string) => ({ questionId, question: '(as asked)', optionId, label });

describe('the columns of a dialog’s recruitment facts', () => {
  test('are the declared variables in their declared order, then the screener questions, named so a question cannot pass for another column', () => {
    expect(recruitColumns(SETTINGS).map((c) => c.name)).toEqual([
      'STUDY_ID',
      'PROLIFIC_PID',
      'Screener: How often do you shop online?',
      'Screener: Do you own a car?',
    ]);
    expect(recruitColumns({ urlVariables: [], screener: [] })).toEqual([]);
  });

  test('a dialog’s values fall under their columns whatever order they were stored in; one it lacks is an empty cell', () => {
    const columns = recruitColumns(SETTINGS);
    const facts = { variables: { PROLIFIC_PID: 'p-1', STUDY_ID: 's-9' }, screenerAnswers: [answer('sq2', 'y', 'Yes')] };
    expect(recruitValues(columns, facts)).toEqual(['s-9', 'p-1', '', 'Yes']);
    expect(recruitValues(columns, undefined)).toEqual(['', '', '', '']);
    // A variable no longer declared is not shown under another's column.
    expect(recruitValues(columns, { variables: { OLD: 'x' }, screenerAnswers: [] })).toEqual(['', '', '', '']);
  });

  test('a value with markup stays as its text, control characters become spaces, and 10,000 characters are cut to 200', () => {
    const columns = recruitColumns({ urlVariables: ['A', 'B', 'C'], screener: [] });
    const [markup, control, long] = recruitValues(columns, {
      variables: { A: '<script>alert(1)</script>', B: 'one\u0000two\r\nthree\u0007', C: 'x'.repeat(10_000) },
      screenerAnswers: [],
    });
    expect(markup).toBe('<script>alert(1)</script>');
    expect(control).toBe('one two three');
    expect(long).toHaveLength(200);
  });

  test('the facts of a transcript header are the columns it has a value under, in column order', () => {
    const columns = recruitColumns(SETTINGS);
    expect(recruitFactList(columns, ['s-9', '', 'Weekly', ''])).toEqual([
      { name: 'STUDY_ID', value: 's-9' },
      { name: 'Screener: How often do you shop online?', value: 'Weekly' },
    ]);
  });
});

describe('a segment', () => {
  const facts = { variables: { STUDY_ID: 'abc' }, screenerAnswers: [answer('sq1', 'w', 'Weekly')] };

  test('holds a dialog whose variable has exactly the value, or that gave the answer', () => {
    expect(isInSegment({ kind: 'variable', variable: 'STUDY_ID', value: 'abc' }, facts)).toBe(true);
    expect(isInSegment({ kind: 'variable', variable: 'STUDY_ID', value: 'ABC' }, facts)).toBe(false);
    expect(isInSegment({ kind: 'screener', questionId: 'sq1', optionId: 'w' }, facts)).toBe(true);
    expect(isInSegment({ kind: 'screener', questionId: 'sq1', optionId: 'n' }, facts)).toBe(false);
    expect(isInSegment({ kind: 'variable', variable: 'STUDY_ID', value: 'abc' }, undefined)).toBe(false);
  });

  test('is said in words with the settings’ current texts', () => {
    expect(segmentLabel({ kind: 'variable', variable: 'STUDY_ID', value: 'abc' }, SETTINGS)).toBe('STUDY_ID = abc');
    expect(segmentLabel({ kind: 'screener', questionId: 'sq1', optionId: 'w' }, SETTINGS)).toBe('How often do you shop online? = Weekly');
  });
});
