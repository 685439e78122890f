import { expect, test } from 'vitest';

import { mostSpecificDetail } from './answer-details';
import { someoneDid } from './someone-did';
import { templatedPattern } from './templated-patterns';

// What someone the respondent cannot name did to them or to what is theirs is what the answer is about; before, the
// follow-up asked about a noun of it ("Could you tell me more about the garden shed?") or for an example.

test('what someone did to the respondent’s things is asked about, with “your”', () => {
  const cases: [string, string][] = [
    [
      'In March someone prised open our garden shed and cleared out every tool we had. The police shrugged.',
      'What happened when someone prised open your garden shed?',
    ],
    ['Somebody reversed into my van in the school car park and drove off.', 'What happened when somebody reversed into your van?'],
  ];
  for (const [answer, question] of cases) {
    expect(mostSpecificDetail(answer, 'English')?.question, answer).toBe(question);
    expect(templatedPattern(question)).toBeNull();
  }
});

test('what someone said, needed or did to nobody of the respondent’s is not read so', () => {
  expect(someoneDid('Someone told the group it would be cheaper in spring.')).toEqual([]);
  expect(someoneDid('Someone needs to fix the gate.')).toEqual([]);
  expect(someoneDid('Somebody parked across the entrance again.')).toEqual([]);
});
