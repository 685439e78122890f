import { describe, expect, test } from 'vitest';

import { recruitBodyOfForm, recruitFormValues, screenerRows } from './recruit-form';
import { recruitBodySchema } from './recruit-settings-schema';

const form = (fields: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
};

describe('the Recruit tab’s form', () => {
  test('reads variables, numbers and the screener, leaving out blank rows and removed questions', () => {
    const values = recruitFormValues(
      form([
        ['url_variables', 'PROLIFIC_PID, STUDY_ID SESSION_ID'],
        ['person_variable', 'PROLIFIC_PID'],
        ['target_completes', '1,000'],
        ['exclude_participants_of', 'a'],
        ['exclude_participants_of', 'b'],
        ['q0.question', 'Removed?'],
        ['q0.o0.label', 'Yes'],
        ['q0.remove', 'on'],
        ['q1.question', 'How often?'],
        ['q1.o0.label', 'Weekly'],
        ['q1.o0.qualifies', 'on'],
        ['q1.o0.quota', '40'],
        ['q1.o1.label', ''],
        ['q1.o1.qualifies', 'on'],
        ['q1.o2.label', 'Never'],
        ['q2.question', ''],
        ['q2.o0.label', ''],
        ['q2.o0.qualifies', 'on'],
        ['q99.question', 'Tampered'],
      ]),
    );
    const body = recruitBodySchema.parse(recruitBodyOfForm(values));
    expect(body).toMatchObject({
      url_variables: ['PROLIFIC_PID', 'STUDY_ID', 'SESSION_ID'],
      person_variable: 'PROLIFIC_PID',
      target_completes: 1000,
      exclude_participants_of: ['a', 'b'],
      screener: [
        {
          question: 'How often?',
          options: [
            { label: 'Weekly', qualifies: true, quota: 40 },
            { label: 'Never', qualifies: false, quota: null },
          ],
        },
      ],
    });
  });

  test('a number that is not one is kept as typed and refused by the schema', () => {
    const values = recruitFormValues(form([['target_completes', 'ten']]));
    expect(values.target_completes).toBe('ten');
    expect(recruitBodySchema.safeParse(recruitBodyOfForm(values)).error?.issues[0]?.path).toEqual(['target_completes']);
  });

  test('shows room for a new question and more options', () => {
    const rows = screenerRows([{ question: 'Q?', options: [{ label: 'A', qualifies: true, quota: '' }] }]);
    expect(rows.map((r) => r.options.length)).toEqual([3, 3]);
    expect(rows[1]!.question).toBe('');
  });
});
