import { describe, expect, test } from 'vitest';

import { RECRUIT_EXAMPLE as EXAMPLE } from '../../../tests/fixtures/recruit-example';
import { NO_RECRUITMENT } from './recruit-settings.server';
import { recruitBodySchema, recruitFieldErrors, recruitJson, recruitSettingsFrom } from './recruit-settings-schema';

const refusal = (body: unknown) => {
  const parsed = recruitBodySchema.safeParse(body);
  if (parsed.success) throw new Error('accepted');
  return recruitFieldErrors(parsed.error);
};

let counter = 0;
const ids = () => `id-${++counter}`;

describe('the recruit body', () => {
  test('the documented example maps to settings and back to the same values', () => {
    const settings = recruitSettingsFrom(recruitBodySchema.parse(EXAMPLE), NO_RECRUITMENT, ids);
    const json = recruitJson(settings);
    const withoutIds = {
      ...json,
      screener: json.screener.map(({ id: _, ...q }) => ({ ...q, options: q.options.map(({ id: __, ...o }) => o) })),
    };
    expect(withoutIds).toEqual({ ...EXAMPLE, exclude_participants_of: [] });
  });

  test.each([
    ['a javascript: address', { completion_url: 'javascript:alert(1)' }, 'completion_url'],
    ['a relative address', { screenout_url: '/thanks' }, 'screenout_url'],
    ['an ftp address', { quota_full_url: 'ftp://example.com/x' }, 'quota_full_url'],
    ['a placeholder in the host', { url_variables: ['HOST'], completion_url: 'https://{HOST}/done' }, 'completion_url'],
    ['a placeholder of an undeclared variable', { completion_url: 'https://example.com/?pid={PROLIFIC_PID}' }, 'completion_url'],
    ['a person variable not captured', { url_variables: ['STUDY_ID'], person_variable: 'PROLIFIC_PID' }, 'person_variable'],
    ['21 variables', { url_variables: Array.from({ length: 21 }, (_, i) => `V${i}`) }, 'url_variables'],
    ['a bad variable name', { url_variables: ['OK', 'bad-name'] }, 'url_variables.1'],
    ['a variable listed twice', { url_variables: ['A', 'A'] }, 'url_variables.1'],
    ['a target of 0', { target_completes: 0 }, 'target_completes'],
    ['a target that is not whole', { target_completes: 2.5 }, 'target_completes'],
    ['11 screener questions', { screener: Array.from({ length: 11 }, () => EXAMPLE.screener[0]) }, 'screener'],
    ['a question with one option', { screener: [{ question: 'Q?', options: [{ label: 'Yes', qualifies: true }] }] }, 'screener.0.options'],
    [
      'a quota below zero',
      {
        screener: [
          {
            question: 'Q?',
            options: [
              { label: 'Yes', qualifies: true, quota: -1 },
              { label: 'No', qualifies: false },
            ],
          },
        ],
      },
      'screener.0.options.0.quota',
    ],
    [
      'a quota on an option that does not qualify',
      {
        screener: [
          {
            question: 'Q?',
            options: [
              { label: 'Yes', qualifies: true },
              { label: 'No', qualifies: false, quota: 3 },
            ],
          },
        ],
      },
      'screener.0.options.1.quota',
    ],
    ['excluded interviews without a person variable', { exclude_participants_of: ['x'] }, 'exclude_participants_of'],
  ])('%s is refused, naming the field', (_, body, field) => {
    const errors = refusal(body);
    expect(Object.keys(errors)).toContain(field);
  });

  test('{dialog} and declared variables are allowed in the addresses; blanks are none', () => {
    const body = recruitBodySchema.parse({
      url_variables: ['PID'],
      completion_url: 'https://example.com/done?pid={PID}&d={dialog}',
      screenout_url: '  ',
      completion_code: '',
    });
    expect(body).toMatchObject({
      completion_url: 'https://example.com/done?pid={PID}&d={dialog}',
      screenout_url: null,
      completion_code: null,
    });
  });

  test('screener ids are kept across edits: a question by its place, an option by its text', () => {
    const first = recruitSettingsFrom(recruitBodySchema.parse(EXAMPLE), NO_RECRUITMENT, ids);
    const edited = recruitSettingsFrom(
      recruitBodySchema.parse({
        ...EXAMPLE,
        screener: [
          {
            question: 'How often do you shop?',
            options: [
              { label: 'Never', qualifies: false, quota: null },
              { label: 'Daily', qualifies: true, quota: null },
              { label: 'Weekly', qualifies: true, quota: 30 },
            ],
          },
        ],
      }),
      first,
      ids,
    );
    const [before] = first.screener;
    const [after] = edited.screener;
    expect(after!.id).toBe(before!.id);
    expect(after!.options.map((o) => o.id)).toEqual([before!.options[1]!.id, expect.not.stringMatching(/^$/), before!.options[0]!.id]);
    expect(new Set(after!.options.map((o) => o.id)).size).toBe(3);
    expect(after!.options[1]!.id).not.toBe(before!.options[0]!.id);
  });
});
