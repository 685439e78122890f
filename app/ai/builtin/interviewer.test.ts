import { expect, test } from 'vitest';
import { asQuestion, builtinCandidates, quoteFrom, scoreCandidates } from './interviewer';

const question = { title: 'Habits', description: 'Your coffee habits on weekdays' };

test('a statement becomes a question in the interview language; a question stays as written', () => {
  expect(asQuestion('Your coffee habits on weekdays', 'English')).toBe('Could you tell me about your coffee habits on weekdays?');
  expect(asQuestion('Why that cafe?', 'English')).toBe('Why that cafe?');
  expect(asQuestion('Vos habitudes', 'French')).toBe('Pourriez-vous me parler de vos habitudes ?');
});

test('quotes a few words of the answer, not one word', () => {
  expect(quoteFrom('Cafe')).toBeNull();
  expect(quoteFrom('the small cafe by the station near home')).toBe('the small cafe by the…');
});

test('k candidates, varied, deterministic for a seed', () => {
  const a = builtinCandidates({ kind: 'ask', question, isFirst: false }, 'English', 3, 7);
  expect(a).toHaveLength(3);
  expect(new Set(a).size).toBe(3);
  expect(builtinCandidates({ kind: 'ask', question, isFirst: false }, 'English', 3, 7)).toEqual(a);
  expect(builtinCandidates({ kind: 'close' }, 'German', 1, 0)[0]).toContain('Vielen Dank');
});

test('scores prefer one question, brevity and no repetition, with the reason spelled out', () => {
  const [fresh, repeated, none] = scoreCandidates(['How do you buy coffee?', 'Why that cafe?', 'Thanks.'], { kind: 'ask', question, isFirst: false }, ['Why that cafe?']);
  expect(fresh!.score).toBe(10);
  expect(fresh!.reason).toBe('Asks exactly one question; short; not repeated.');
  expect(repeated!.score).toBeLessThan(fresh!.score);
  expect(repeated!.reason).toContain('repeats an earlier message');
  expect(none!.reason).toMatch(/^Asks no question/);
  expect(none!.score).toBeLessThan(fresh!.score);
});
