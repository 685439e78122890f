import { expect, test } from 'vitest';
import { advance, countTurn, maxTurns, nextStep, START, wordCount } from './guide-position';

const ids = ['q1', 'q2'];
const long = 'I buy my coffee at the station kiosk every single morning';

test('the reply to the greeting starts the guide, never a probe', () => {
  expect(nextStep(START, 'ok', 2)).toEqual({ kind: 'ask', question: 0 });
  expect(nextStep(START, 'ok', 0)).toEqual({ kind: 'close' });
});

test('short answers are probed up to the configured number of follow-ups, then the guide moves on', () => {
  let position = advance(START, { kind: 'ask', question: 0 }, ids);
  for (let followUp = 1; followUp <= 2; followUp++) {
    const step = nextStep(position, 'cafe', 2, 2);
    expect(step).toEqual({ kind: 'probe', question: 0, followUp });
    position = advance(position, step, ids);
  }
  expect(nextStep(position, 'cafe', 2, 2)).toEqual({ kind: 'ask', question: 1 });
  expect(nextStep(advance(START, { kind: 'ask', question: 0 }, ids), 'cafe', 2, 0)).toEqual({ kind: 'ask', question: 1 });
});

test('a full answer moves on, the last one closes, and covered questions are recorded once', () => {
  const first = advance(START, { kind: 'ask', question: 0 }, ids);
  const second = advance(first, nextStep(first, long, 2), ids);
  expect(second).toMatchObject({ question: 1, covered: ['q1'] });
  const closing = nextStep(second, long, 2);
  expect(closing).toEqual({ kind: 'close' });
  expect(advance(second, closing, ids)).toEqual({ question: 2, followUps: 0, covered: ['q1', 'q2'], closed: true, turns: 3 });
});

test('words are counted in spaced and unspaced scripts', () => {
  expect(wordCount('I buy coffee')).toBe(3);
  expect(wordCount('我每天早上在车站买咖啡')).toBeGreaterThanOrEqual(5);
});

test('a dialog closes at the turn cap however its answers went, and attempts to instruct the interviewer count as turns', () => {
  const cap = maxTurns(2, 2);
  expect(cap).toBe(2 * 3 + 4);
  let position = advance(START, { kind: 'ask', question: 0 }, ids);
  // Someone who only ever tries to steer the interviewer keeps the guide where it was, but uses up turns.
  while (position.turns < cap - 1) {
    expect(nextStep(position, long, 2)).not.toEqual({ kind: 'close' });
    position = countTurn(position);
  }
  expect(position).toMatchObject({ question: 0, covered: [] });
  expect(nextStep(position, long, 2)).toEqual({ kind: 'close' });
});
