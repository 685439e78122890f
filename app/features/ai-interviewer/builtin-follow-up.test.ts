import { describe, expect, test } from 'vitest';

import { builtinFollowUpJudgement } from './builtin-follow-up';
import { type GuidePosition, nextStep, START } from './guide-position';

// The dentist study of the issue, as the built-in drafter shapes a guide: a warm-up, the topics, a closing question.
const GUIDE = [
  { title: 'Introduction', description: 'To start, could you tell me a little about yourself and your everyday routine?' },
  { title: 'Choosing a dentist', description: 'How did you choose your current dentist?' },
  { title: 'First visit', description: 'What happened at your first visit?' },
  { title: 'Price', description: 'What are your thoughts on the price?' },
  { title: 'Closing', description: 'Is there anything else you would like to share that we have not talked about?' },
];
const at = (question: number, followUps = 0): GuidePosition => ({ ...START, question, followUps });
const RICH = 'I went to a chain practice near work first. They kept upselling whitening, so I left after two visits.';

describe('offline, a full answer that names something specific earns a follow-up on it', () => {
  test('“They kept upselling whitening” in a full answer: a follow-up, with the reason named', () => {
    const judgement = builtinFollowUpJudgement(at(2), RICH, GUIDE, 'English');
    expect(judgement).toEqual({
      needsFollowUp: true,
      reason: 'the answer names “They kept upselling whitening” (complaint), which the guide does not ask about.',
      by: 'rules',
    });
    expect(nextStep(at(2), RICH, GUIDE, 2, judgement)).toMatchObject({
      kind: 'probe',
      question: 2,
      why: 'Follow-up: the answer names “They kept upselling whitening” (complaint), which the guide does not ask about.',
    });
  });

  test('a full answer that names nothing specific moves on, as before', () => {
    const plain = 'I looked at a few websites and picked the one that seemed closest to where I live.';
    expect(builtinFollowUpJudgement(at(1), plain, GUIDE, 'English')).toBeNull();
    expect(nextStep(at(1), plain, GUIDE, 2, null)).toMatchObject({ kind: 'ask', question: 2 });
  });

  test('a price said before the guide’s question about the price is left to that question', () => {
    expect(
      builtinFollowUpJudgement(at(2), 'The check-up itself was quick and it cost £60 in the end, all told.', GUIDE, 'English'),
    ).toBeNull();
  });

  test('once per question, never on the warm-up or the closing question, and short answers keep the length rule', () => {
    expect(builtinFollowUpJudgement(at(2, 1), RICH, GUIDE, 'English')).toBeNull();
    expect(builtinFollowUpJudgement(at(0), RICH, GUIDE, 'English')).toBeNull();
    expect(builtinFollowUpJudgement(at(4), RICH, GUIDE, 'English')).toBeNull();
    expect(builtinFollowUpJudgement(at(2), 'They kept upselling whitening', GUIDE, 'English')).toBeNull();
  });

  test('in another language too', () => {
    const answer = 'В первой клинике мне всё время навязывали отбеливание, и это меня очень раздражало.';
    expect(builtinFollowUpJudgement(at(2), answer, GUIDE, 'Russian')).toMatchObject({ needsFollowUp: true, by: 'rules' });
  });
});

test('a name the question asked for is no reason to follow up a full answer', () => {
  const supplier = [GUIDE[0]!, { title: 'Current supplier', description: 'Who is your current flour supplier?' }, GUIDE[4]!];
  expect(builtinFollowUpJudgement(at(1), 'It is Hartley’s mill, they have been good to us.', supplier, 'English')).toBeNull();
});
