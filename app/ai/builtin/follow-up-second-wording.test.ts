import { expect, test } from 'vitest';

import type { Directive } from '../interviewer';
import { builtinCandidates } from './interviewer';

// A dialog whose last follow-up began "What happened when …" still follows up on what happened next time, in other
// words; before, the repeated opening cost the detail its place and a generic "Could you give me an example?" won.

const probe = (answer: string): Directive => ({
  kind: 'probe',
  question: { title: 'Problems', description: 'What has caused you trouble along the way?' },
  answer,
  guide: 'Getting started How did you get started? Your routine How does it fit into your week?',
});

test('a second complaint is asked about in other words when the last follow-up began the same way', () => {
  const answer = 'The first month went fine. Then they kept raising the fees without any warning, twice in one season.';
  const [best] = builtinCandidates(probe(answer), 'English', 3, 1, ['What happened when they cancelled your booking?']);
  expect(best?.response).toMatch(/^What was it like when /u);
});

test('without such a follow-up before, the first wording is kept', () => {
  const answer = 'The staff kept moving my appointment at the last minute, three weeks running.';
  const [best] = builtinCandidates(probe(answer), 'English', 3, 1, []);
  expect(best?.response).toMatch(/^What happened when /u);
});
