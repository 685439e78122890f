import { describe, expect, test } from 'vitest';

import { answerFingerprints, answerRepeats } from './answer-repeats';

const numbered = (...texts: string[]) => texts.map((text, i) => ({ number: i + 1, text }));

const first = numbered(
  'I shop at the market on Saturdays because the vegetables are cheaper and last a whole week in the fridge.',
  'We keep a shared note on our phones and whoever passes the shop picks up what is on it.',
  'The queues at the tills after work, when only two of the eight tills are open.',
);
const ring = numbered(
  'i shop at the market on Saturdays because the vegetables are cheaper and last a whole week in the fridge',
  'My husband plans the meals on Sunday evening and I write the list from his plan.',
  'The queues at the tills after work, when only two of the eight tills are open!',
);

describe('the same answer in several dialogs of an interview', () => {
  test('a ring member who shares two answers, lightly edited, repeats them', () => {
    const repeats = answerRepeats(answerFingerprints(ring), [{ label: 'Dialog #4', isEarlier: true, answers: answerFingerprints(first) }]);
    expect(repeats.map((r) => [r.number, r.label])).toEqual([
      [1, 'Dialog #4'],
      [3, 'Dialog #4'],
    ]);
  });

  test('short stock answers ("No, that is everything.") are never compared', () => {
    const short = numbered('No, that is everything.', 'Nothing else to add, thanks.');
    expect(answerFingerprints(short)).toEqual([]);
  });

  test('answers on the same subject in different words are no repeat', () => {
    const other = numbered('I go to the market every Saturday morning since vegetables there cost less and keep for longer.');
    expect(answerRepeats(answerFingerprints(other), [{ label: 'Dialog #4', isEarlier: true, answers: answerFingerprints(first) }])).toEqual(
      [],
    );
  });
});
