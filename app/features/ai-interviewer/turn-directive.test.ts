import { expect, test } from 'vitest';

import type { Interview } from '@db/schema';

import { positionOf } from './guide-position';
import { directiveFor, stayOnTopic } from './turn-directive';

const questions = [
  { id: 'q1', title: 'Bread', description: 'What bread do you buy?' },
  { id: 'q2', title: 'Shop', description: 'Where do you buy it?' },
];
const interview = { questions, requiredInfo: null, language: 'English' } as unknown as Interview;

test('asking the first question after an answer names the question, marks it first and carries the answer', () => {
  const directive = directiveFor({ kind: 'ask', question: 0, after: 'answer', why: 'start' }, interview, 'Rye, mostly.');
  expect(directive).toEqual({
    kind: 'ask',
    question: { title: 'Bread', description: 'What bread do you buy?' },
    isFirst: true,
    after: 'answer',
    answer: 'Rye, mostly.',
  });
});

test('a question the respondent touched on in passing is asked as told earlier', () => {
  const directive = directiveFor({ kind: 'ask', question: 1, after: 'answer', why: 'next' }, interview, 'Rye.', [null, 'in-passing']);
  expect(directive).toMatchObject({ kind: 'ask', isFirst: false, toldEarlier: true });
});

test('a follow-up probes the answer with the rest of the guide beside it', () => {
  const directive = directiveFor({ kind: 'probe', question: 0, followUp: 1, why: 'short', reAsk: true }, interview, 'Not sure.');
  expect(directive).toMatchObject({ kind: 'probe', question: { title: 'Bread' }, answer: 'Not sure.', reAsk: true });
  expect(directive.kind === 'probe' && directive.guide).toContain('Shop');
});

test('closing after a goodbye says farewell and carries no answer', () => {
  expect(directiveFor({ kind: 'close', after: 'goodbye', why: 'bye' }, interview, 'Bye!')).toEqual({ kind: 'close', farewell: true });
});

test('staying on topic returns to the current question, or to none before the first', () => {
  expect(stayOnTopic({ ...positionOf(null), question: 1 }, interview)).toEqual({
    kind: 'stay-on-topic',
    question: { title: 'Shop', description: 'Where do you buy it?' },
  });
  expect(stayOnTopic(positionOf(null), interview)).toEqual({ kind: 'stay-on-topic', question: null });
});
