import { expect, test } from 'vitest';

import { isNonAnswer } from './non-answers';

test('a pointer back to an earlier answer says nothing of its own, in five languages', () => {
  for (const text of [
    'Like I said before.',
    'As I already said.',
    'Wie gesagt.',
    'Como te dije.',
    'Comme je l’ai dit.',
    'Как я уже говорила.',
  ])
    expect(isNonAnswer(text), text).toBe(true);
});

test('a sentence that says something after pointing back is an answer', () => {
  for (const text of ['As I said, the bill was high.', 'I said it was expensive.', 'Wie gesagt, die Praxis war zu weit weg.'])
    expect(isNonAnswer(text), text).toBe(false);
});

test('“I don’t know” and “I don’t remember” as people say them, the verb first in German', () => {
  for (const text of ['Weiß ich nicht.', 'weiß nicht', 'Das weiß ich nicht mehr.', "I can't remember.", 'No me acuerdo.', 'Не помню.'])
    expect(isNonAnswer(text), text).toBe(true);
  for (const text of ['Weiß ich nicht mehr genau, um die 7000.', 'I can’t remember the name, but it was a small garage.'])
    expect(isNonAnswer(text), text).toBe(false);
});

test('a bare “not really” beside a non-answer is as empty as a bare “no”', () => {
  // Before: "Not really, I don't know." was read as an answer, and read back in the member check.
  expect(isNonAnswer('Not really, I don’t know.')).toBe(true);
  expect(isNonAnswer('Nicht wirklich, keine Ahnung.')).toBe(true);
  expect(isNonAnswer('Not really, the price was fine.')).toBe(false);
});
