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
