import { describe, expect, test } from 'vitest';

import { builtinCandidates } from '~/ai/builtin/interviewer';

import { backtrackingInputs, firstSlowInput, RESPONDENT_PIECES } from '../../../tests/support/linear-time';
import { toldEarlier } from './already-told';
import { advance, type GuidePosition, nextStep, START } from './guide-position';
import { tellersOf, toldPart } from './told-early';

// The dentist study: adults who moved to a new city and chose a new dentist.
const GUIDE = [
  { title: 'Introduction', description: 'To start, could you tell me a little about yourself and your everyday routine?' },
  {
    title: 'Choosing a new dentist',
    description: 'Think back to when you moved to a new city and chose a new dentist. Can you walk me through what happened, step by step?',
  },
  { title: 'How you searched', description: 'Could you tell me how you searched?' },
  { title: 'Price', description: 'What are your thoughts on the price?' },
  { title: 'Reviews', description: 'What can you tell me about reviews, from your own experience?' },
  { title: 'First visit', description: 'Could you tell me how the first visit went?' },
  { title: 'Closing', description: 'Is there anything else you would like to share that we have not talked about?' },
];
const IDS = GUIDE.map((_, i) => `q${i}`);

const STEP_BY_STEP =
  'I moved from Leeds to Bristol last spring. First I googled dentists near my flat and looked at the NHS website for practices taking new patients, then I rang three of them and asked which had space. I read the reviews of one. The price was fine.';

describe('what the respondent told before a question was asked', () => {
  test('a step-by-step account of the search tells how they searched at length; price and reviews in passing', () => {
    const told = toldEarlier(GUIDE, ['I’m 29, a nurse.', STEP_BY_STEP]);
    expect(told[2]).toBe('at-length');
    expect(told[3]).toBe('in-passing');
    expect(told[4]).toBe('in-passing');
    expect(told[5]).toBeNull();
    // The warm-up and the closing question are about the respondent and what is left: always asked.
    expect(told[0]).toBeNull();
    expect(told[6]).toBeNull();
  });

  test('a clause that names the subject with a number of its own tells it, however short: the price is not asked', () => {
    // Before: "You touched on this already. What are your thoughts on the price?" after the bill was told.
    const said = ['At the first appointment the hygienist explained my X-rays. The bill was forty-five pounds, which seemed fair.'];
    expect(toldEarlier(GUIDE, said)[3]).toBe('at-length');
    expect(toldEarlier(GUIDE, ['The price was £45.'])[3]).toBe('at-length');
    // Without a detail of its own a short clause only touches on it.
    expect(toldEarlier(GUIDE, ['The price was fine.'])[3]).toBe('in-passing');
  });

  test('a clause that names the subject followed by its reason tells it; a decision is told by the choice made', () => {
    const gym = [
      { title: 'Joining', description: 'How did you come to join the gym in the first place?' },
      { title: 'Cancelling', description: 'What happened when you decided to cancel your membership?' },
      { title: 'Decision', description: 'Why did you choose the gym you go to now?' },
      { title: 'Anything else', description: 'Is there anything else you would like to add?' },
    ];
    // Before: "You touched on this already. What happened when you decided to cancel your membership?"
    expect(toldEarlier(gym, ['I joined for a wedding, and by the summer I cancelled because the classes were always full.'])[1]).toBe(
      'at-length',
    );
    expect(toldEarlier(gym, ['In the end I cancelled.'])[1]).toBe('in-passing');
    // Before: "Decision" was not told at all by "I chose the one with a pool".
    expect(toldEarlier(gym, ['I chose the one with a pool.'])[2]).toBe('in-passing');
  });

  test('a terse “google” touches on the search in passing: the question is still asked, and nothing else counts as told', () => {
    expect(toldEarlier(GUIDE, ['Yes.', 'google.', 'dunno.'])).toEqual([null, null, 'in-passing', null, null, null, null]);
  });

  test('the study’s own subject, shared by most questions, tells no question by itself', () => {
    const guide = [
      { title: 'Your dentist', description: 'How did you find your current dentist?' },
      { title: 'Dentist visits', description: 'How often do you visit the dentist?' },
      { title: 'Dentist costs', description: 'What does your dentist charge?' },
    ];
    expect(toldEarlier(guide, ['I have been going to the same dentist for ten years now, a lovely family practice in town.'])).toEqual([
      null,
      null,
      null,
    ]);
  });

  test('in another language, by the words of the title', () => {
    const guide = [
      { title: 'Знакомство', description: 'Для начала расскажите немного о себе.' },
      { title: 'Поиск стоматолога', description: 'Как вы искали нового врача?' },
      { title: 'Цены', description: 'Что вы думаете о ценах?' },
      { title: 'Завершение', description: 'Хотите ли вы что-то добавить?' },
    ];
    const told = toldEarlier(guide, [
      'Переехала в Казань. Поиск стоматолога занял две недели: смотрела отзывы, спрашивала коллег, звонила в три клиники по очереди.',
    ]);
    // The title's words and the rest of their sentence (where she looked, whom she asked, whom she rang) tell the
    // search at length.
    expect(told).toEqual([null, 'at-length', null, null]);
    expect(toldEarlier(guide, ['Переехала в Казань. Поиск стоматолога был долгим.'])).toEqual([null, 'in-passing', null, null]);
  });
});

describe('the guide passes a question told at length and says so when told in passing', () => {
  // After the warm-up, the respondent answered question 1 with the whole story of the search.
  const atQuestion1: GuidePosition = { ...START, question: 1, turns: 2, covered: ['q0'] };
  const said = ['I’m 29, a nurse.', STEP_BY_STEP];
  const told = toldEarlier(GUIDE, said);
  const info = { missing: [], toldAtLength: told.flatMap((t, i) => (t === 'at-length' ? [i] : [])) };

  test('“Could you tell me how you searched?” is not asked after the account of the search', () => {
    // Before: the guide would have asked question 2 next, and the respondent would have said "like I just described".
    expect(nextStep(atQuestion1, STEP_BY_STEP, GUIDE).kind === 'ask' && nextStep(atQuestion1, STEP_BY_STEP, GUIDE)).toMatchObject({
      question: 2,
    });
    const step = nextStep(atQuestion1, STEP_BY_STEP, GUIDE, 2, null, info);
    expect(step).toMatchObject({ kind: 'ask', question: 3 });
    expect(step.why).toContain('Question 3 was answered earlier, at length: not asked again.');
    // The question passed counts as covered.
    expect(advance(atQuestion1, step, IDS).covered).toEqual(['q0', 'q1', 'q2']);
  });

  test('the message that told a question passed is kept with the position, for the analysis and the member check', () => {
    const step = nextStep(atQuestion1, STEP_BY_STEP, GUIDE, 2, null, info);
    expect(step).toMatchObject({ passed: [2] });
    const spoken = [
      { id: 'm1', content: 'I’m 29, a nurse.' },
      { id: 'm2', content: STEP_BY_STEP },
    ];
    const tellers = tellersOf(GUIDE, [2], spoken);
    expect([...tellers]).toEqual([[2, 'm2']]);
    // Before: nothing said where question 3's answer was, and the analysis showed none for it.
    expect(advance(atQuestion1, step, IDS, tellers).toldBy).toEqual({ q2: 'm2' });
    // A question told only by several messages together is pinned on none.
    expect([...tellersOf(GUIDE, [2], [spoken[0]!])]).toEqual([]);
  });

  test('the part of a message that told a question is its sentences that tell it, as written', () => {
    const said = `I’m 29, a nurse. ${STEP_BY_STEP} The price was about sixty pounds, which seemed fair.`;
    const part = toldPart(GUIDE, 2, said);
    expect(said).toContain(part);
    expect(part).not.toContain('a nurse');
    // From the first sentence that tells it to the last ("The price was fine." ends the account).
    expect(toldPart(GUIDE, 3, said)).toBe('The price was fine. The price was about sixty pounds, which seemed fair.');
    // No sentence tells it alone: the whole message.
    expect(toldPart(GUIDE, 2, 'I’m 29, a nurse.')).toBe('I’m 29, a nurse.');
  });

  test('a question told in passing opens by saying so, then asks it', () => {
    const [best] = builtinCandidates(
      { kind: 'ask', question: GUIDE[3]!, isFirst: false, after: 'answer', answer: STEP_BY_STEP, toldEarlier: true },
      'English',
      1,
      0,
    );
    expect(best!.response).toMatch(/You touched on this already\. What are your thoughts on the price\?/);
  });

  test('told at length up to the end of a guide without a closing question: the interview closes', () => {
    const guide = GUIDE.slice(0, 3);
    const step = nextStep(atQuestion1, STEP_BY_STEP, guide, 2, null, { missing: [], toldAtLength: [2] });
    expect(step.kind).toBe('close');
  });
});

test('reading what the respondent said for the guide’s subjects takes linear time', () => {
  const check = (text: string) => toldEarlier(GUIDE, [text]);
  check('warm up');
  expect(firstSlowInput(backtrackingInputs(RESPONDENT_PIECES), check, 50)).toBeUndefined();
});
