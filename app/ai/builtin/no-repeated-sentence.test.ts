import { describe, expect, test } from 'vitest';

import { builtinCandidates } from './interviewer';
import { repeatedSentences, saidSentences, sentencesSaidTwice, withoutRepeats } from './no-repeated-sentence';

const QUESTION = { title: 'Difficulties', description: 'What, if anything, gets in the way when you choose a new dentist?' };

describe('the interviewer never says the same sentence twice in one dialog', () => {
  test('sentences are compared normalised', () => {
    const said = saidSentences(['Thanks for sharing that. Could you give me an example?']);
    expect(repeatedSentences('thanks for sharing that! Why?', said)).toEqual(['thanks for sharing that!']);
    expect(withoutRepeats('Thanks for sharing that. Why?', 'Why?', said)).toBe('Why?');
    expect(withoutRepeats('Thank you. Could you give me an example?', 'Could you give me an example?', said)).toBeNull();
    expect(sentencesSaidTwice(['Thank you. How?', 'Thank you. Why?', 'Why?'])).toBe(2);
  });

  test('a follow-up picks a question and an opener not said before', () => {
    const previous = [
      'Thank you. Let’s turn to your difficulties. What, if anything, gets in the way when you choose a new dentist?',
      'Thanks for sharing that. Could you tell me more about that, perhaps with an example?',
      'That is helpful, thank you. Could you give me an example?',
    ];
    const candidates = builtinCandidates({ kind: 'probe', question: QUESTION, answer: 'hmm ok.' }, 'English', 3, 2, previous);
    for (const { response } of candidates) expect(repeatedSentences(response, saidSentences(previous)), response).toEqual([]);
  });

  test('a guide question after every acknowledgement was used leaves the used ones out', () => {
    const previous = ['Thank you. How did you search?', 'Thanks for sharing that. Who helped?', 'That is helpful, thank you. When?'];
    const candidates = builtinCandidates({ kind: 'ask', question: QUESTION, isFirst: false, after: 'answer' }, 'English', 3, 0, previous);
    for (const { response } of candidates) expect(repeatedSentences(response, saidSentences(previous)), response).toEqual([]);
    expect(candidates[0]!.response).toContain('gets in the way');
  });
});
