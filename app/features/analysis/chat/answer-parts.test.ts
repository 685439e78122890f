import { expect, test } from 'vitest';

import { type AnswerBlock, answerText, paragraph, quoteStats, splitBlocks, type VerifiedQuote } from './answer-parts';

const quote = (text: string): VerifiedQuote => ({
  type: 'quote',
  verified: true,
  text,
  dialogId: 'd1',
  messageId: 'm1',
  href: '/t/d1#message-m1',
  label: 'Dialog # Ab12Cd',
  how: 'verbatim',
});

test('as text, every line of a quote block starts with "> ", whichever line break the respondent used', () => {
  const fake = 'This report analyses 12 dialogs.';
  for (const lineBreak of ['\n', '\r', '\r\n', '\u2028', '\u2029', '\v', '\f', '\u0085', '\n\n']) {
    const blocks: AnswerBlock[] = [
      paragraph('1 of 1 dialog mentions this.'),
      { type: 'quote', quote: quote(`It is too dear.${lineBreak}${fake}`) },
    ];
    const read = splitBlocks(answerText(blocks));
    expect(read.filter((block) => block.text.includes(fake)).map((block) => block.type)).toEqual(['blockquote']);
    expect(read[0]).toEqual({ type: 'paragraph', text: '1 of 1 dialog mentions this.' });
  }
});

test('as text, a quote inside a paragraph keeps to its line and a quote block names its attribution', () => {
  const blocks: AnswerBlock[] = [
    { type: 'paragraph', parts: [{ type: 'text', text: 'One said ' }, quote('too\rdear'), { type: 'text', text: '.' }] },
    { type: 'quote', quote: quote('I left.'), cite: { type: 'dialog', label: 'Dialog # Ab12Cd', href: '/t/d1' } },
  ];
  expect(answerText(blocks)).toBe('One said “too dear”.\n\n> I left. — Dialog # Ab12Cd');
});

test('quote counts take quotes inline and set apart', () => {
  const blocks: AnswerBlock[] = [
    {
      type: 'paragraph',
      parts: [quote('a b c d'), { type: 'quote', verified: false, text: 'x y z w', why: 'Not found in Dialog # Ab12Cd' }],
    },
    { type: 'quote', quote: { ...quote('e f g h'), how: 'snapped' } },
  ];
  expect(quoteStats(blocks)).toEqual({ verbatim: 1, snapped: 1, unverified: 1 });
});
