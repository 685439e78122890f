import { describe, expect, test } from 'vitest';

import type { RecruitSettings } from '@db/schema';

import { admissionDecision, endAddressOf, fillPlaceholders, isRecruiting, readScreenerAnswers } from './admission';
import { NO_RECRUITMENT } from './recruit-settings.server';

const SCREENER: RecruitSettings['screener'] = [
  {
    id: 'q1',
    question: 'How often?',
    options: [
      { id: 'a', label: 'Weekly', qualifies: true, quota: 2 },
      { id: 'b', label: 'Never', qualifies: false, quota: null },
      { id: 'c', label: 'Daily', qualifies: true, quota: null },
    ],
  },
];
const settings = (over: Partial<RecruitSettings> = {}): RecruitSettings => ({ ...NO_RECRUITMENT, screener: SCREENER, ...over });
const answer = (optionId: string) => [{ questionId: 'q1', question: 'How often?', optionId, label: '' }];
const held = (total: number, byOption: Record<string, number> = {}) => ({ total, byOption: new Map(Object.entries(byOption)) });

describe('the admission decision', () => {
  test('an answer that does not qualify screens out, even with places left', () => {
    expect(admissionDecision(settings(), answer('b'), held(0))).toBe('screened_out');
  });

  test('no place left towards the target is full, before any quota is looked at', () => {
    expect(admissionDecision(settings({ targetCompletes: 3 }), answer('a'), held(3, { a: 2 }))).toBe('full');
    expect(admissionDecision(settings({ targetCompletes: 3 }), answer('c'), held(2, { a: 2 }))).toBe('admitted');
  });

  test('the quota of a chosen option is full at its number; an option without a quota never is', () => {
    expect(admissionDecision(settings(), answer('a'), held(2, { a: 2 }))).toBe('quota_full');
    expect(admissionDecision(settings(), answer('a'), held(5, { a: 1 }))).toBe('admitted');
    expect(admissionDecision(settings(), answer('c'), held(500, { c: 499 }))).toBe('admitted');
  });

  test('a quota of zero admits nobody with that answer', () => {
    const closed = [{ ...SCREENER[0]!, options: [{ id: 'a', label: 'Weekly', qualifies: true, quota: 0 }] }];
    expect(admissionDecision(settings({ screener: closed }), answer('a'), held(0))).toBe('quota_full');
  });

  test('without a screener only the target decides', () => {
    expect(admissionDecision(settings({ screener: [], targetCompletes: 1 }), [], held(0))).toBe('admitted');
    expect(admissionDecision(settings({ screener: [], targetCompletes: 1 }), [], held(1))).toBe('full');
    expect(admissionDecision(settings({ screener: [] }), [], held(10_000))).toBe('admitted');
  });

  test('an answer naming an option the screener does not have screens out', () => {
    expect(admissionDecision(settings(), answer('zzz'), held(0))).toBe('screened_out');
  });
});

describe('reading the screener form', () => {
  test('each question’s chosen option, with the texts as asked', () => {
    expect(readScreenerAnswers(SCREENER, { q_q1: 'c' })).toEqual([
      { questionId: 'q1', question: 'How often?', optionId: 'c', label: 'Daily' },
    ]);
  });

  test('a missing answer, an unknown option or a repeated field is no answer at all', () => {
    expect(readScreenerAnswers(SCREENER, {})).toBeNull();
    expect(readScreenerAnswers(SCREENER, { q_q1: 'x' })).toBeNull();
    expect(readScreenerAnswers(SCREENER, { q_q1: ['a', 'c'] })).toBeNull();
  });
});

describe('placeholders of the addresses back to the panel', () => {
  const declared = ['PROLIFIC_PID', 'STUDY_ID'];

  test('declared variables and {dialog} are filled in, URL-encoded; an absent variable is empty', () => {
    const filled = fillPlaceholders(
      'https://app.prolific.com/submissions/complete?cc=C1&pid={PROLIFIC_PID}&study={STUDY_ID}&d={dialog}',
      { PROLIFIC_PID: 'a b&c=d/é' },
      declared,
      'Ab12Cd',
    );
    expect(filled).toBe('https://app.prolific.com/submissions/complete?cc=C1&pid=a%20b%26c%3Dd%2F%C3%A9&study=&d=Ab12Cd');
  });

  test('a placeholder of an undeclared variable is left as written, not filled from anything else', () => {
    expect(fillPlaceholders('https://x.example/?a={OTHER}', { OTHER: 'injected' }, declared, 'd')).toBe('https://x.example/?a={OTHER}');
  });

  test('a value cannot turn the address into another scheme or host', () => {
    expect(fillPlaceholders('https://x.example/{PROLIFIC_PID}', { PROLIFIC_PID: '@evil.example' }, declared, 'd')).toBe(
      'https://x.example/%40evil.example',
    );
    expect(fillPlaceholders('{PROLIFIC_PID}', { PROLIFIC_PID: 'javascript:alert(1)' }, declared, 'd')).toBeNull();
    expect(fillPlaceholders('javascript:alert(1)', {}, declared, 'd')).toBeNull();
  });
});

describe('the addresses and whether an interview recruits', () => {
  test('the quota-full address falls back to the screen-out address, for a full quota and a full study', () => {
    const both = settings({ screenoutUrl: 'https://s.example/', quotaFullUrl: 'https://q.example/' });
    expect(endAddressOf(both, 'screened_out')).toBe('https://s.example/');
    expect(endAddressOf(both, 'quota_full')).toBe('https://q.example/');
    expect(endAddressOf({ ...both, quotaFullUrl: null }, 'full')).toBe('https://s.example/');
  });

  test('an interview with no recruitment settings does not recruit', () => {
    expect(isRecruiting(NO_RECRUITMENT)).toBe(false);
    expect(isRecruiting({ ...NO_RECRUITMENT, urlVariables: ['PID'] })).toBe(true);
    expect(isRecruiting({ ...NO_RECRUITMENT, targetCompletes: 5 })).toBe(true);
  });
});
