import { describe, expect, test } from 'vitest';

import { memberCheckPhrases } from '~/features/member-check/phrases';

import type { SummaryMessage } from './builtin-summary';
import { builtinCorrectedPoints } from './corrected-summary';

const questions = [
  { title: 'Choosing a new dentist', description: 'Can you walk me through how you chose a new dentist?' },
  { title: 'What matters most', description: 'What matters most to you when you choose a new dentist?' },
];
const message = (id: string, role: 'user' | 'assistant', content: string, questionIndex: number | null = null): SummaryMessage => ({
  id,
  role,
  content,
  questionIndex,
  isFlagged: false,
});

/** The corrected summary's point for a correction of the first point, in `language`. */
function correctedWords(correction: string, language: string, answer: string) {
  const messages = [message('a1', 'assistant', questions[0]!.description, 0), message('u1', 'user', answer)];
  const offered = [{ text: '', question: questions[0]!.title, words: answer, questionIndex: 0, messageIds: ['u1'] }];
  const points = builtinCorrectedPoints({
    phrases: memberCheckPhrases(language),
    questions,
    offered,
    messages: [...messages, message('c1', 'user', correction)],
    correction: { id: 'c1', content: correction },
    language,
  });
  return points.find((p) => p.messageIds.includes('c1'))!.words;
}

describe('a correction read back', () => {
  test('quotes what it corrects, not its opening that only says a correction follows', () => {
    const answer = 'I asked in our neighbourhood Facebook group which dentists were taking NHS patients.';
    expect(
      correctedWords('One thing is wrong: it was not Facebook, a colleague at the hospital recommended the practice.', 'English', answer),
    ).toBe('It was not Facebook, a colleague at the hospital recommended the practice.');
    expect(correctedWords('Not quite: a colleague at the hospital recommended the Facebook group.', 'English', answer)).toBe(
      'A colleague at the hospital recommended the Facebook group.',
    );
    expect(
      correctedWords(
        'Un detalle: no fue por WhatsApp, me lo dijo en persona en el portal.',
        'Spanish',
        'Pregunté en el grupo de WhatsApp del edificio y una vecina me recomendó una clínica.',
      ),
    ).toBe('No fue por WhatsApp, me lo dijo en persona en el portal.');
  });

  test('a correction that is all opening, or opens with words that carry its point, is quoted as written', () => {
    const answer = 'I asked in our neighbourhood Facebook group which dentists were taking NHS patients.';
    expect(correctedWords('It was not Facebook, it was a colleague.', 'English', answer)).toBe('It was not Facebook, it was a colleague.');
    expect(correctedWords('Not quite.', 'English', answer)).toBe('Not quite.');
  });
});
