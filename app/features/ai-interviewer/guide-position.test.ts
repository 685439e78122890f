import { describe, expect, test } from 'vitest';

import { countWords } from '~/ai/text/words';

import { advance, countTurn, type GuidePosition, maxTurns, nextStep, ruledStep, START } from './guide-position';

const TWO = [
  { id: 'q1', title: 'Habits', description: 'How do you usually buy coffee?' },
  { id: 'q2', title: 'Wishes', description: 'What would make buying coffee better for you?' },
];
const ids = TWO.map((q) => q.id);
const long = 'I buy my coffee at the station kiosk every single morning';

test('the reply to the greeting starts the guide, never a probe', () => {
  expect(nextStep(START, 'ok', TWO)).toMatchObject({ kind: 'ask', question: 0 });
  expect(nextStep(START, 'ok', [])).toMatchObject({ kind: 'close' });
});

test('short answers are probed up to the configured number of follow-ups, then the guide moves on', () => {
  let position = advance(START, nextStep(START, 'ok', TWO), ids);
  for (let followUp = 1; followUp <= 2; followUp++) {
    const step = nextStep(position, 'cafe', TWO, 2);
    expect(step).toMatchObject({ kind: 'probe', question: 0, followUp, why: 'Follow-up: a short answer (1 word).' });
    position = advance(position, step, ids);
  }
  expect(nextStep(position, 'cafe', TWO, 2)).toMatchObject({
    kind: 'ask',
    question: 1,
    why: 'No follow-up: 2 of 2 follow-ups already asked.',
  });
  expect(nextStep(advance(START, nextStep(START, 'ok', TWO), ids), 'cafe', TWO, 0)).toMatchObject({ kind: 'ask', question: 1 });
});

test('a full answer moves on, the last one closes, and covered questions are recorded once', () => {
  const first = advance(START, nextStep(START, 'ok', TWO), ids);
  const second = advance(first, nextStep(first, long, TWO), ids);
  expect(second).toMatchObject({ question: 1, covered: ['q1'] });
  const closing = nextStep(second, long, TWO);
  expect(closing).toMatchObject({ kind: 'close', after: 'answer', why: 'No follow-up: a full answer (11 words).' });
  expect(advance(second, closing, ids)).toEqual({
    question: 2,
    followUps: 0,
    covered: ['q1', 'q2'],
    closed: true,
    turns: 3,
    infoAsked: [],
    resume: null,
  });
});

test('words are counted in spaced and unspaced scripts', () => {
  expect(countWords('I buy coffee')).toBe(3);
  expect(countWords('我每天早上在车站买咖啡')).toBeGreaterThanOrEqual(5);
});

test('a dialog closes at the turn cap however its answers went, and attempts to instruct the interviewer count as turns', () => {
  const cap = maxTurns(2, 2);
  expect(cap).toBe(2 * 3 + 4);
  let position = advance(START, nextStep(START, 'ok', TWO), ids);
  // Someone who only ever tries to steer the interviewer keeps the guide where it was, but uses up turns.
  while (position.turns < cap - 1) {
    expect(nextStep(position, long, TWO)).not.toMatchObject({ kind: 'close' });
    position = countTurn(position);
  }
  expect(position).toMatchObject({ question: 0, covered: [] });
  expect(nextStep(position, long, TWO)).toMatchObject({ kind: 'close', after: 'turn-limit' });
});

describe('answers that are never probed', () => {
  const GUIDE = [
    { id: 'warm', title: 'Introduction', description: 'To start, could you tell me a little about yourself?' },
    { id: 'flour', title: 'Ordering routine', description: 'How do you order flour?' },
    { id: 'end', title: 'Closing', description: 'Is there anything else you would like to share?' },
  ];
  const guideIds = GUIDE.map((q) => q.id);
  const at = (question: number, followUps = 0): GuidePosition => ({
    question,
    followUps,
    covered: guideIds.slice(0, Math.max(0, question)),
    closed: false,
    turns: question + 1 + followUps,
    infoAsked: [],
    resume: null,
  });

  test.each(['Nope, that covers it.', 'No.', 'Thanks', 'bye', 'Нет, это всё', 'Gracias', '没有了', '以上です'])(
    '%j to the closing question closes without a probe',
    (answer) => {
      expect(nextStep(at(2), answer, GUIDE)).toMatchObject({ kind: 'close' });
    },
  );

  test('“Yes.” to the closing question invites what they would add, once; then it closes', () => {
    // Before: a bare "yes" to "anything else?" closed the interview without hearing what the respondent had to add.
    expect(nextStep(at(2), 'Yes.', GUIDE)).toMatchObject({ kind: 'probe', question: 2, followUp: 1, goAhead: true });
    expect(nextStep(at(2), 'Sí', GUIDE)).toMatchObject({ kind: 'probe', goAhead: true });
    expect(nextStep(at(2, 1), 'Yes.', GUIDE)).toMatchObject({ kind: 'close' });
    // No follow-ups allowed: it closes as before.
    expect(nextStep(at(2), 'Yes.', GUIDE, 0)).toMatchObject({ kind: 'close' });
  });

  test.each([
    ['Thanks', 'thanks', 'No follow-up: the respondent said thank you.'],
    ["I'd rather not say", 'refusal', 'No follow-up: the respondent declined to answer.'],
    ['pass', 'refusal', 'No follow-up: the respondent declined to answer.'],
    ['Nichts mehr', 'no-more', 'No follow-up: the respondent has nothing more to add.'],
  ])('%j to a question of the guide moves on, acknowledged as %s', (answer, after, why) => {
    expect(nextStep(at(1), answer, GUIDE)).toEqual({ kind: 'ask', question: 2, after, why });
  });

  test('a goodbye anywhere closes the interview politely', () => {
    expect(nextStep(at(1), 'bye', GUIDE)).toMatchObject({ kind: 'close', after: 'goodbye' });
    expect(nextStep(START, 'Пока!', GUIDE)).toMatchObject({ kind: 'close', after: 'goodbye' });
  });

  test('a bare "no" to a follow-up moves on; to the question itself it may still be probed', () => {
    expect(nextStep(at(1, 1), 'No.', GUIDE)).toMatchObject({ kind: 'ask', question: 2, after: 'no-more' });
    expect(nextStep(at(1), 'No.', GUIDE)).toMatchObject({ kind: 'probe', question: 1 });
  });

  test('a short but substantive answer is still probed', () => {
    expect(nextStep(at(1), 'Online, weekly.', GUIDE)).toMatchObject({ kind: 'probe', question: 1, followUp: 1 });
  });

  test('an introduction in reply to the greeting skips the warm-up question and counts it as covered', () => {
    const step = nextStep(START, "Hi, I'm Tom, 41, a baker from Leeds", GUIDE);
    expect(step).toEqual({
      kind: 'ask',
      question: 1,
      after: 'introduction',
      why: 'The respondent introduced themselves: the warm-up question is not asked.',
    });
    expect(advance(START, step, guideIds)).toMatchObject({ question: 1, covered: ['warm'], turns: 1 });
    // Without a warm-up question in the guide, an introduction just starts it.
    expect(nextStep(START, "Hi, I'm Tom, 41, a baker from Leeds", TWO)).toMatchObject({ kind: 'ask', question: 0, after: 'greeting' });
    expect(nextStep(START, 'Yes, happy to start', GUIDE)).toMatchObject({ kind: 'ask', question: 0, after: 'greeting' });
  });

  test('the rules leave substantive answers to the judgement, which decides within the cap', () => {
    expect(ruledStep(at(1), 'Online, weekly.', GUIDE)).toBeNull();
    expect(ruledStep(at(1), 'Thanks', GUIDE)).not.toBeNull();
    expect(nextStep(at(1), long, GUIDE, 2, { needsFollowUp: true, reason: 'It does not say how often.' })).toMatchObject({
      kind: 'probe',
      why: 'Follow-up (model): It does not say how often.',
    });
    expect(nextStep(at(1), 'Online.', GUIDE, 2, { needsFollowUp: false, reason: 'Clear enough.' })).toMatchObject({
      kind: 'ask',
      question: 2,
      why: 'No follow-up (model): Clear enough.',
    });
    expect(nextStep(at(1, 2), long, GUIDE, 2, { needsFollowUp: true, reason: 'More.' })).toMatchObject({ kind: 'ask', question: 2 });
  });
});

describe('required info', () => {
  const FOUR = [
    { id: 'a', title: 'Introduction', description: 'Could you tell me about yourself?' },
    { id: 'b', title: 'Ordering', description: 'How do you order flour?' },
    { id: 'c', title: 'Supplier', description: 'Who is your supplier?' },
    { id: 'd', title: 'Closing', description: 'Anything else?' },
  ];
  const fourIds = FOUR.map((q) => q.id);
  /** Walks the guide with full answers, asking for what is still missing each turn (as the turn does). */
  function walk(items: string[], answers = 12) {
    let position = START;
    const steps: ReturnType<typeof nextStep>[] = [];
    for (let i = 0; i < answers && !position.closed; i++) {
      const missing = items.filter((item) => !position.infoAsked.includes(item));
      const step = nextStep(position, i === 0 ? 'ok' : long, FOUR, 2, null, { missing });
      steps.push(step);
      position = advance(position, step, fourIds);
    }
    return { steps, position };
  }

  test('one item between two guide questions, never before the first, each once; the guide resumes where it was', () => {
    const { steps, position } = walk(['Age range', 'City']);
    expect(
      steps.map((s) => (s.kind === 'collect' ? `collect ${s.item}` : `${s.kind} ${'question' in s ? s.question : ''}`.trim())),
    ).toEqual(['ask 0', 'collect Age range', 'ask 1', 'collect City', 'ask 2', 'ask 3', 'close']);
    expect(position).toMatchObject({ closed: true, infoAsked: ['Age range', 'City'], resume: null, covered: fourIds });
  });

  test('more items than questions left: the rest follow one another', () => {
    const { steps } = walk(['Age range', 'City', 'Occupation', 'Household']);
    expect(steps.filter((s) => s.kind === 'collect').map((s) => (s as { item: string }).item)).toEqual([
      'Age range',
      'City',
      'Occupation',
      'Household',
    ]);
    expect(steps.at(-1)).toMatchObject({ kind: 'close' });
  });

  test('the answer to a question about the respondent is never probed, and a refusal is accepted', () => {
    const asked = advance(
      advance(START, nextStep(START, 'ok', FOUR), fourIds),
      { kind: 'collect', item: 'Age range', resume: 1, after: 'answer', why: '' },
      fourIds,
    );
    expect(nextStep(asked, '34', FOUR, 2, null, { missing: [] })).toMatchObject({ kind: 'ask', question: 1, after: 'answer' });
    expect(nextStep(asked, 'I’d rather not say', FOUR, 2, null, { missing: [] })).toMatchObject({
      kind: 'ask',
      question: 1,
      after: 'refusal',
    });
    expect(nextStep(asked, 'bye', FOUR, 2, null, { missing: [] })).toMatchObject({ kind: 'close', after: 'goodbye' });
  });

  test('a guide whose questions were all told early asks for the items left before it closes', () => {
    // Before: the interview closed at once and the respondent's age and occupation were never asked.
    const noClosing = FOUR.slice(0, 3);
    const ids = noClosing.map((q) => q.id);
    const atIntro = advance(START, nextStep(START, 'ok', noClosing), ids);
    const info = { missing: ['Age range', 'Occupation'], toldAtLength: [1, 2] };
    const first = nextStep(atIntro, long, noClosing, 2, { needsFollowUp: false, reason: 'Full.' }, info);
    expect(first).toMatchObject({ kind: 'collect', item: 'Age range', resume: 3, passed: [1, 2] });
    const asked = advance(atIntro, first, ids);
    const second = nextStep(asked, '34', noClosing, 2, null, { missing: ['Occupation'], toldAtLength: [1, 2] });
    expect(second).toMatchObject({ kind: 'collect', item: 'Occupation', resume: 3 });
    const last = nextStep(advance(asked, second, ids), 'A baker.', noClosing, 2, null, { missing: [], toldAtLength: [1, 2] });
    expect(last).toMatchObject({ kind: 'close', after: 'answer' });
    // A goodbye still closes at once.
    expect(nextStep(atIntro, 'bye', noClosing, 2, null, info)).toMatchObject({ kind: 'close', after: 'goodbye' });
  });

  test('nothing missing, nothing asked', () => {
    expect(walk([]).steps.some((s) => s.kind === 'collect')).toBe(false);
  });
});
