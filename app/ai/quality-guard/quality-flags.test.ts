import { describe, expect, test } from 'vitest';

import { answerFingerprints } from './answer-repeats';
import { GUARD_THRESHOLDS, guardAnswers, type GuardMessage, qualityFlags } from './quality-flags';
import type { ClientSignals } from './signals';

const START = Date.UTC(2026, 0, 5, 9);
/** A dialog on one clock: each answer `seconds` after its question, with its signals (undefined: no JavaScript). */
function dialog(answers: { text: string; seconds?: number; signals?: ClientSignals | null }[]): GuardMessage[] {
  let clock = START;
  return answers.flatMap(({ text, seconds = 60, signals = null }, i) => {
    const question: GuardMessage = { role: 'assistant', content: `Question ${i + 1}?`, at: clock };
    clock += seconds * 1000;
    const answer: GuardMessage = { role: 'user', content: text, at: clock, signals };
    clock += 4000;
    return [question, answer];
  });
}
const typed = (text: string): ClientSignals => ({ typed: text.length, pasted: 0, pastes: 0, composingMs: 40_000, hidden: 0 });
const pasted = (text: string): ClientSignals => ({ typed: 0, pasted: text.length, pastes: 1, composingMs: 3_000, hidden: 0 });

const HUMAN = [
  'I joined in January after my doctor said my blood pressure was creeping up.',
  'Three evenings a week: spin on Mondays, weights with a friend on Wednesdays, and a swim on Fridays.',
  'They raised the fee by fifteen pounds with a week’s notice, and cancelling meant a letter by post.',
  'I run along the river with a club on Saturdays and do a yoga app at home.',
  'No, that is everything.',
];
const CHATBOT = [
  "Great question! I joined primarily to improve my overall health. It's also worth noting that the social aspect played a key role.",
  'Certainly! A typical week involved a balanced mix of cardio and strength training. Overall, the routine helped me build discipline.',
  'In summary, it was a practical choice that reflected my changing priorities rather than any dissatisfaction. I hope this helps!',
];

describe('the quality guard’s flags and the rule that combines them', () => {
  test('a person who types their answers gets no flag and stays in', () => {
    const result = qualityFlags({ messages: dialog(HUMAN.map((text) => ({ text, signals: typed(text) }))) });
    expect(result).toMatchObject({ flags: [], excludedByDefault: false });
  });

  test('chatbot answers are a strong flag naming the answers and quoting one', () => {
    const result = qualityFlags({ messages: dialog([{ text: 'Sure.' }, ...CHATBOT.map((text) => ({ text }))]) });
    expect(result.flags).toEqual([
      {
        kind: 'machine-written',
        strength: 'strong',
        evidence: expect.stringMatching(/^answers 2, 3 and 4 read like a chatbot: '(?:Great question!|Certainly!|In summary,)[^']*…' \(/),
      },
    ]);
    expect(result.excludedByDefault).toBe(true);
  });

  test('polish without a personal detail alone is a weak flag: a thoughtful person writes so too', () => {
    const thoughtful = [
      'I think I signed up because everyone around me seemed to have a routine. Paying for a membership felt like buying a better version of myself, even though I knew that I have never enjoyed exercising indoors.',
      'It was never really a routine. Some weeks I went most days and felt good about it, and other weeks I stayed away completely and felt guilty every single time I walked past the door on the way home.',
      'I cancelled when I understood that I was mostly paying to feel less guilty. Leaving was simple enough, but it took me a long time to admit to myself that the membership was doing nothing for me at all.',
    ];
    const result = qualityFlags({ messages: dialog(thoughtful.map((text) => ({ text, signals: typed(text) }))) });
    expect(result.flags).toEqual([expect.objectContaining({ kind: 'machine-written', strength: 'weak' })]);
    expect(result.excludedByDefault).toBe(false);
  });

  test('a dialog mostly pasted in is strong: "3 of 5 answers pasted, 1,240 characters"', () => {
    const long = ['a'.repeat(400), 'b'.repeat(420), 'c'.repeat(420)].map((s) => `${s.slice(0, -1)}.`);
    const answers = [
      ...long.map((text) => ({ text, signals: pasted(text) })),
      ...HUMAN.slice(0, 2).map((text) => ({ text, signals: typed(text) })),
    ];
    const result = qualityFlags({ messages: dialog(answers) });
    expect(result.flags).toEqual([{ kind: 'pasted', strength: 'strong', evidence: '3 of 5 answers pasted, 1,240 characters' }]);
    expect(result.excludedByDefault).toBe(true);
  });

  test('one pasted answer among typed ones is weak and shown', () => {
    const link = 'The club is the one at https://example.org/river-runners, we meet at the boathouse on Saturdays at eight.';
    const answers = [...HUMAN.map((text) => ({ text, signals: typed(text) })), { text: link, signals: pasted(link) }];
    const result = qualityFlags({ messages: dialog(answers) });
    expect(result.flags).toEqual([{ kind: 'pasted', strength: 'weak', evidence: '1 of 6 answers pasted, 105 characters' }]);
    expect(result.excludedByDefault).toBe(false);
  });

  test('800 characters in 2 seconds without JavaScript: speed alone is a weak flag, the dialog stays in', () => {
    const text = `${'I walk to the shop and back every day, it takes me about twenty minutes. '.repeat(11)}`.slice(0, 800);
    const result = qualityFlags({ messages: dialog([{ text, seconds: 2 }]) });
    expect(result.flags).toEqual([
      { kind: 'fast', strength: 'weak', evidence: 'answer 1 faster than a person types: 800 characters in 2 seconds' },
    ]);
    expect(result.excludedByDefault).toBe(false);
  });

  test('a fast answer that the page recorded as pasted is a paste, not speed', () => {
    const text = `${'We order from the corner shop because it delivers within the hour on weekdays. '.repeat(4)}`;
    const result = qualityFlags({ messages: dialog([{ text, seconds: 3, signals: pasted(text) }]) });
    expect(result.flags.map((f) => f.kind)).toEqual(['pasted']);
  });

  test('without JavaScript nothing is inferred: no signals add no flag and clear none', () => {
    const noJs = qualityFlags({ messages: dialog(HUMAN.map((text) => ({ text }))) });
    expect(noJs.flags).toEqual([]);
    const chatbotNoJs = qualityFlags({ messages: dialog(CHATBOT.map((text) => ({ text, signals: typed(text) }))) });
    expect(chatbotNoJs.excludedByDefault).toBe(true);
  });

  test('two answers repeated from an earlier dialog are strong; a later dialog repeating this one is weak', () => {
    const source = dialog(HUMAN.map((text) => ({ text })));
    const copy = dialog(
      [HUMAN[0]!, 'We mostly trained at lunchtime because the evenings were too busy.', HUMAN[2]!].map((text) => ({ text })),
    );
    const sourceAnswers = answerFingerprints(guardAnswers(source));
    const copyAnswers = answerFingerprints(guardAnswers(copy));
    const later = qualityFlags({ messages: copy, others: [{ label: 'Dialog #3', isEarlier: true, answers: sourceAnswers }] });
    expect(later.flags).toEqual([{ kind: 'repeated-answers', strength: 'strong', evidence: 'answers 1 and 3: same answer as Dialog #3' }]);
    const earlier = qualityFlags({ messages: source, others: [{ label: 'Dialog #9', isEarlier: false, answers: copyAnswers }] });
    expect(earlier.flags).toEqual([
      { kind: 'repeated-answers', strength: 'weak', evidence: 'answers 1 and 3 repeated later by Dialog #9' },
    ]);
    expect(earlier.excludedByDefault).toBe(false);
  });

  test('tab switches, one browser and one address are weak, however many', () => {
    const hidden = (text: string): ClientSignals => ({ ...typed(text), hidden: 2 });
    const result = qualityFlags({
      messages: dialog(HUMAN.slice(0, 3).map((text) => ({ text, signals: hidden(text) }))),
      sameBrowser: ['Dialog #2'],
      sameAddress: ['Dialog #2', 'Dialog #5'],
    });
    expect(result.flags).toEqual([
      { kind: 'tab-switches', strength: 'weak', evidence: 'page hidden 6 times while composing answers 1, 2 and 3' },
      { kind: 'same-browser', strength: 'weak', evidence: 'same browser as Dialog #2 within an hour' },
      { kind: 'same-address', strength: 'weak', evidence: 'same address as Dialog #2 and Dialog #5 within an hour' },
    ]);
    expect(result.excludedByDefault).toBe(false);
  });

  test('the verdict carries the thresholds it used', () => {
    expect(qualityFlags({ messages: [] }).thresholds).toBe(GUARD_THRESHOLDS);
    expect(GUARD_THRESHOLDS).toMatchObject({ fastMinChars: 200, fastCharsPerSecond: 15 });
  });
});
