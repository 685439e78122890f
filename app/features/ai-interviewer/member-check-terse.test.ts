import { expect, test } from 'vitest';

import { builtinSummaryPoints, type SummaryMessage } from './builtin-summary';

// A drafted guide: a warm-up, the study's questions, a closing question.
const GUIDE = [
  { title: 'Introduction', description: 'To start, could you tell me a little about yourself and your everyday routine?' },
  { title: 'Choosing a dentist', description: 'How did you choose your current dentist?' },
  { title: 'The first visit', description: 'How did your first visit go?' },
  { title: 'Anything else', description: 'Is there anything else about choosing a dentist you would like to add?' },
];

let n = 0;
const asked = (questionIndex: number): SummaryMessage => ({
  id: `a${++n}`,
  role: 'assistant',
  content: GUIDE[questionIndex]!.description,
  questionIndex,
  isFlagged: false,
});
const said = (content: string): SummaryMessage => ({ id: `u${++n}`, role: 'user', content, questionIndex: null, isFlagged: false });

test('a respondent who told nothing about the study’s questions is not read back a summary of the warm-up alone', () => {
  const messages = [asked(0), said('google.'), asked(1), said('dunno.'), asked(2), said('dunno.'), asked(3), said('no')];
  // Before: one point, "Introduction: “google”", offered as the summary of the interview.
  expect(builtinSummaryPoints(GUIDE, messages, 'English')).toEqual([]);
});

test('with an answer to a study question, the warm-up is read back beside it', () => {
  const messages = [asked(0), said('I’m 29, a nurse.'), asked(1), said('google.'), asked(2), said('dunno.')];
  expect(builtinSummaryPoints(GUIDE, messages, 'English').map((p) => p.questionIndex)).toEqual([0, 1]);
});
