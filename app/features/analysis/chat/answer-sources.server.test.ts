import { expect, test } from 'vitest';

import { ANSWER_FORMAT, type AnswerSources } from './answer-parts';
import { readAnswerSources } from './answer-sources.server';

const stats = { verbatim: 1, snapped: 0, unverified: 0 };
const href = '/interview/setup/i1/participants/dialog-1#message-m1';

test('the current format reads as stored', () => {
  const sources: AnswerSources = {
    format: ANSWER_FORMAT,
    model: 'builtin',
    engine: 'builtin',
    blocks: [
      {
        type: 'quote',
        quote: {
          type: 'quote',
          verified: true,
          text: 'Too dear.',
          dialogId: 'dialog-1',
          messageId: 'm1',
          href,
          label: 'Dialog # Ab12Cd',
          how: 'verbatim',
        },
      },
    ],
    stats,
  };
  expect(readAnswerSources(JSON.parse(JSON.stringify(sources)))).toEqual(sources);
});

test('an answer stored before quote blocks reads with its blockquotes as quote blocks and its quotes naming their message', () => {
  const legacyQuote = { type: 'quote', verified: true, text: 'Too dear.', href, label: 'Dialog # Ab12Cd', how: 'verbatim' };
  const legacy = {
    model: 'gpt-4o',
    engine: 'gpt-4o',
    blocks: [
      { type: 'paragraph', parts: [{ type: 'text', text: 'Price matters.' }] },
      { type: 'blockquote', parts: [legacyQuote, { type: 'text', text: ' — ' }, { type: 'dialog', label: 'Dialog # Ab12Cd', href: '/t' }] },
      { type: 'blockquote', parts: [{ type: 'text', text: 'Two said ' }, legacyQuote, { type: 'text', text: ' and ' }, legacyQuote] },
    ],
    stats,
  };
  expect(readAnswerSources(legacy)).toEqual({
    format: ANSWER_FORMAT,
    model: 'gpt-4o',
    engine: 'gpt-4o',
    blocks: [
      { type: 'paragraph', parts: [{ type: 'text', text: 'Price matters.' }] },
      {
        type: 'quote',
        quote: { ...legacyQuote, dialogId: 'dialog-1', messageId: 'm1' },
        cite: { type: 'dialog', label: 'Dialog # Ab12Cd', href: '/t' },
      },
      {
        type: 'paragraph',
        parts: [
          { type: 'text', text: 'Two said ' },
          { ...legacyQuote, dialogId: 'dialog-1', messageId: 'm1' },
          { type: 'text', text: ' and ' },
          { ...legacyQuote, dialogId: 'dialog-1', messageId: 'm1' },
        ],
      },
    ],
    stats,
  });
});

test('sources of no known shape read as none', () => {
  expect(readAnswerSources(null)).toBeNull();
  expect(readAnswerSources({ blocks: 'nope' })).toBeNull();
  expect(readAnswerSources({ format: 3, model: 'x', engine: 'x', blocks: [], stats })).toBeNull();
});
