import { expect, test } from 'vitest';

import { followUpOnAccount } from './account-follow-up';
import { type GuidePosition, type NextStep, START } from './guide-position';

const GUIDE = [
  { title: 'Introduction', description: 'To start, could you tell me a little about yourself and your everyday routine?' },
  { title: 'Choosing a gym', description: 'How did you choose the gym you go to now?' },
  { title: 'What matters', description: 'What matters most to you in a gym?' },
];
const moveOn: NextStep = { kind: 'ask', question: 1, after: 'answer', why: 'No follow-up: a full answer.' };
const atWarmUp: GuidePosition = { ...START, question: 0, turns: 2 };
const afterItem: GuidePosition = { ...START, question: 1, turns: 4, infoAsked: ['Age'], resume: 2 };
const resume: NextStep = { kind: 'ask', question: 2, after: 'answer', why: 'The respondent answered the question about them.' };

const ACCOUNT_EN =
  'I work nights on a hospital switchboard, so my days start at three. Last winter I joined a gym near the station, and on my second visit the manager laughed at me for asking where the towels were, so I walked out and never went back.';
const ACCOUNT_ES =
  'Tengo cuarenta y dos años y trabajo de cocinera. El año pasado me apunté a un gimnasio del centro y el primer día un monitor me echó la bronca delante de todo el mundo por usar mal una máquina, así que no volví en un mes.';
const ACCOUNT_DE =
  'Ich bin Busfahrer in Kassel und fange meistens um fünf an. Im letzten Herbst habe ich mich in einem Studio angemeldet, und nach zwei Wochen war ich richtig genervt, weil jeden Abend alle Geräte besetzt waren und keiner vom Personal etwas dagegen gemacht hat.';

test('a long account in the introduction is followed up once before the guide goes on', () => {
  for (const [answer, language] of [
    [ACCOUNT_EN, 'English'],
    [ACCOUNT_ES, 'Spanish'],
    [ACCOUNT_DE, 'German'],
  ] as const) {
    const step = followUpOnAccount(atWarmUp, moveOn, answer, GUIDE, language, 2);
    expect(step, language).toMatchObject({ kind: 'probe', question: 0, followUp: 1 });
  }
});

test('a long account told in an answer about the respondent is followed up once, and the guide resumes after it', () => {
  const step = followUpOnAccount(afterItem, resume, ACCOUNT_ES, GUIDE, 'Spanish', 2);
  expect(step).toMatchObject({ kind: 'probe', question: 1, followUp: 1 });
});

test('no follow-up for an introduction that tells no account, a short answer, or once one was asked', () => {
  const introduction =
    'I am forty-four, a primary school teacher in Derby, married with two boys who play rugby on Sundays, and in the evenings I mostly mark books or walk the dog around the park near our house.';
  expect(followUpOnAccount(atWarmUp, moveOn, introduction, GUIDE, 'English', 2)).toBeNull();
  expect(followUpOnAccount(atWarmUp, moveOn, 'The manager laughed at me, so I left.', GUIDE, 'English', 2)).toBeNull();
  expect(followUpOnAccount({ ...atWarmUp, followUps: 2 }, moveOn, ACCOUNT_EN, GUIDE, 'English', 2)).toBeNull();
  expect(followUpOnAccount(atWarmUp, moveOn, ACCOUNT_EN, GUIDE, 'English', 0)).toBeNull();
});

test('a guide question past the warm-up keeps its own rule, and a refusal or a goodbye is never followed up', () => {
  const atQuestion: GuidePosition = { ...START, question: 1, turns: 3 };
  const next: NextStep = { kind: 'ask', question: 2, after: 'answer', why: 'No follow-up: a full answer.' };
  expect(followUpOnAccount(atQuestion, next, ACCOUNT_EN, GUIDE, 'English', 2)).toBeNull();
  expect(followUpOnAccount(atWarmUp, { ...moveOn, after: 'refusal' }, ACCOUNT_EN, GUIDE, 'English', 2)).toBeNull();
  expect(followUpOnAccount(atWarmUp, { kind: 'close', after: 'goodbye', why: 'Goodbye.' }, ACCOUNT_EN, GUIDE, 'English', 2)).toBeNull();
});

test('a long account told in reply to a follow-up is followed up once more while follow-ups are left', () => {
  const afterFollowUp: GuidePosition = { ...START, question: 1, followUps: 1, turns: 4 };
  const next: NextStep = { kind: 'ask', question: 2, after: 'answer', why: 'No follow-up: 1 of 2 follow-ups already asked.' };
  expect(followUpOnAccount(afterFollowUp, next, ACCOUNT_DE, GUIDE, 'German', 2)).toMatchObject({ kind: 'probe', followUp: 2 });
  expect(followUpOnAccount(afterFollowUp, next, ACCOUNT_DE, GUIDE, 'German', 1)).toBeNull();
});
