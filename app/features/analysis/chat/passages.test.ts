import { expect, test } from 'vitest';

import { excerpt, sameRoot, topicWords } from './passages';

test('the topic of a question leaves out the words every question has', () => {
  expect(topicWords('What do respondents think about the pricing of the app?')).toEqual(['pricing', 'app']);
  expect(topicWords('Why did people cancel their subscription?')).toEqual(['cancel', 'subscription']);
});

test('words of one root meet, different words do not', () => {
  expect(sameRoot('price', 'pricing')).toBe(true);
  expect(sameRoot('cancel', 'cancelled')).toBe(true);
  expect(sameRoot('expensive', 'expense')).toBe(true);
  expect(sameRoot('work', 'world')).toBe(false);
  expect(sameRoot('app', 'apple')).toBe(false);
});

test('a long message is cut around the sentence that mentions the topic, verbatim, marked with ellipses', () => {
  const filler = 'I use the app on my way to work most days and it mostly does what I need it to do. '.repeat(3);
  const text = `${filler}The pricing is what bothers me: it went up twice this year. ${filler}`;
  const cut = excerpt(text, ['pricing']);
  expect(cut.startsWith('… The pricing is what bothers me')).toBe(true);
  expect(cut.endsWith(' …')).toBe(true);
  expect(text).toContain(cut.replace(/^… /, '').replace(/ …$/, ''));
  expect(excerpt('Short answer.', ['pricing'])).toBe('Short answer.');
});
