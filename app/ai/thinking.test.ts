import { describe, expect, test } from 'vitest';

import { readModelJson } from './model-json';
import { type TemplateThinking, ThinkingFilter, withoutThinking } from './thinking';

const THOUGHTS = 'The user wants {"scores": [9]}. I must not say "leading" — wait, <b>plan</b> first.';
const REPLY = `<think>\n${THOUGHTS}\n</think>\n\nHow do you usually buy coffee?`;

/** The reply fed in the pieces given; what was handed on after each, and the answer at the end. */
function streamed(pieces: string[], template: TemplateThinking = 'never') {
  const filter = new ThinkingFilter(template);
  const growth = pieces.map((piece) => filter.push(piece));
  growth.push(filter.end());
  return { growth, answer: filter.answer };
}

/** Every way of cutting `text` in two, and in single characters. */
const cuts = (text: string) => [...Array.from({ length: text.length + 1 }, (_, i) => [text.slice(0, i), text.slice(i)]), [...text]];

describe('a reasoning model’s thoughts are left out of its answer', () => {
  test('a whole reply: the leading block goes, with the white space around it', () => {
    expect(withoutThinking(REPLY)).toBe('How do you usually buy coffee?');
    expect(withoutThinking(`  <THINKING>${THOUGHTS}</Thinking> {"a": 1}`)).toBe('{"a": 1}');
    expect(withoutThinking('<think></think>Hello')).toBe('Hello');
  });

  test('a reply without thoughts is left as it is', () => {
    for (const text of ['How do you usually buy coffee?', '  Hello', '<b>bold</b>', '<th', '<thin', '', 'I think <think> is a tag'])
      expect(withoutThinking(text)).toBe(text);
  });

  test('a reply that was all thoughts (cut off while thinking) has no answer', () => {
    expect(withoutThinking(`<think>${THOUGHTS}`)).toBe('');
    expect(streamed(['<think>', THOUGHTS]).answer).toBe('');
  });

  test('a block the chat template opened leaves only its closing tag: everything up to it goes', () => {
    expect(withoutThinking(`${THOUGHTS}\n</think>\n\nHow do you usually buy coffee?`)).toBe('How do you usually buy coffee?');
  });

  test('streamed in any two pieces or character by character, no thought is ever handed on', () => {
    for (const pieces of cuts(REPLY)) {
      const { growth, answer } = streamed(pieces);
      expect(answer, JSON.stringify(pieces)).toBe('How do you usually buy coffee?');
      expect(growth.join('')).toBe(answer);
      // What was handed on at each step is already part of the answer: nothing is taken back.
      let sofar = '';
      for (const piece of growth) {
        sofar += piece;
        expect(answer.startsWith(sofar)).toBe(true);
      }
    }
  });

  test('an answer without thoughts streams as it comes; only a possible opening tag is held back', () => {
    expect(streamed(['How ', 'do ', 'you?']).growth).toEqual(['How ', 'do ', 'you?', '']);
    expect(streamed(['<', 'b>Hi</b>']).growth).toEqual(['', '<b>Hi</b>', '']);
    expect(streamed(['\n', '<th', 'e end']).growth).toEqual(['', '', '\n<the end', '']);
    expect(streamed(['<th']).growth).toEqual(['', '<th']);
  });

  test('the thoughts are read in bounded memory: only the end that may hold the closing tag is kept', () => {
    const filter = new ThinkingFilter();
    filter.push('<think>');
    for (let i = 0; i < 10_000; i++) filter.push('a long thought ');
    filter.push('</thi');
    expect(filter.push('nk>Answer')).toBe('Answer');
  });

  test('the JSON reader never takes braces inside the thoughts for the answer', () => {
    expect(readModelJson(`<think>${THOUGHTS}</think>\nHere it is: {"scores": [2]}`)).toEqual({ json: { scores: [2] }, truncated: false });
    expect(readModelJson(`${THOUGHTS}</think>{"scores": [3]}`)).toEqual({ json: { scores: [3] }, truncated: false });
    expect(readModelJson(`<think>${THOUGHTS}</think>`)).toBeNull();
  });

  test('thoughts whose block the chat template opened, then a lone closing tag cut anywhere: nothing before the answer is handed on', () => {
    const reply = `${THOUGHTS}\n</think>\n\nHow do you usually buy coffee?`;
    for (const template of ['unknown', 'opens'] as const)
      for (const pieces of cuts(reply)) {
        const { growth, answer } = streamed(pieces, template);
        expect(answer, JSON.stringify(pieces)).toBe('How do you usually buy coffee?');
        expect(growth.join('')).toBe(answer);
        let sofar = '';
        for (const piece of growth) {
          sofar += piece;
          expect(answer.startsWith(sofar)).toBe(true);
        }
      }
    // After the closing tag the answer streams as it comes.
    expect(streamed(['Hmm, a ', 'thought.</th', 'ink>\n', 'How ', 'do ', 'you?'], 'unknown').growth).toEqual([
      '',
      '',
      '',
      'How ',
      'do ',
      'you?',
      '',
    ]);
    expect(streamed(['Hmm.</THINKING>', 'Hi'], 'unknown').growth).toEqual(['', 'Hi', '']);
  });

  test('a model that may think: text is held until a closing tag or the end, then it is the answer; a model that does is cut off', () => {
    expect(streamed(['How ', 'do ', 'you?'], 'unknown').growth).toEqual(['', '', '', 'How do you?']);
    expect(streamed(['How ', 'do ', 'you?'], 'opens')).toEqual({ growth: ['', '', '', ''], answer: '' });
    expect(withoutThinking('How do you?', 'opens')).toBe('');
    expect(withoutThinking('  <th', 'opens')).toBe('');
    // A block the model opens itself is read as ever.
    expect(streamed(['<th', 'ink>x</think>', 'Hi'], 'opens').answer).toBe('Hi');
  });

  test('what a reply showed of thinking: a block, a lone closing tag, or neither', () => {
    expect(ThinkingFilter.of(REPLY, 'unknown').thinking).toBe('block');
    expect(ThinkingFilter.of(`${THOUGHTS}</think>Hi`, 'unknown').thinking).toBe('closing');
    expect(ThinkingFilter.of('Hi </b>', 'unknown').thinking).toBe('none');
    expect(ThinkingFilter.of(`${THOUGHTS}</think>Hi`, 'never').thinking).toBe('none');
  });

  test('long thoughts the template opened are searched for their closing tag piece by piece, not over and over', () => {
    for (const template of ['unknown', 'opens'] as const) {
      const filter = new ThinkingFilter(template);
      for (let i = 0; i < 50_000; i++) filter.push('a long thought ');
      filter.push('</thi');
      expect(filter.push('nk>Answer')).toBe('Answer');
    }
  });
});
