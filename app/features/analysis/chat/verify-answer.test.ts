import { describe, expect, test } from 'vitest';
import { splitBlocks } from './answer-parts';
import { verifyAnswer, type DialogDirectory } from './verify-answer';

const dialogs: Record<string, { id: string; messages: { id: string; content: string }[] }> = {
  Ab12Cd: {
    id: 'dialog-1',
    messages: [
      { id: 'm1', content: 'I cancelled because the monthly price went up twice in one year without any warning.' },
      { id: 'm2', content: 'Support was friendly though.' },
    ],
  },
  Zz99Yy: { id: 'dialog-2', messages: [{ id: 'm3', content: 'Honestly the app is fast and I like the dark mode a lot.' }] },
};

const directory: DialogDirectory = {
  resolve(ref) {
    const entry = dialogs[ref];
    return entry ? { id: entry.id, label: `Dialog # ${ref}`, href: `/t/${entry.id}` } : undefined;
  },
  respondentMessages: (dialogId) => Object.values(dialogs).find((d) => d.id === dialogId)?.messages ?? [],
  messageHref: (dialogId, messageId) => `/t/${dialogId}#message-${messageId}`,
};

describe('verifyAnswer', () => {
  test('links dialog references and keeps the text around them', () => {
    const { blocks } = verifyAnswer('Price was the main reason (Dialog # Ab12Cd), unlike Dialog #Zz99Yy.', directory);
    expect(blocks).toEqual([
      {
        type: 'paragraph',
        parts: [
          { type: 'text', text: 'Price was the main reason (' },
          { type: 'dialog', label: 'Dialog # Ab12Cd', href: '/t/dialog-1' },
          { type: 'text', text: '), unlike ' },
          { type: 'dialog', label: 'Dialog # Zz99Yy', href: '/t/dialog-2' },
          { type: 'text', text: '.' },
        ],
      },
    ]);
  });

  test('a real quote is verified and shows the message’s own text; a typo is snapped', () => {
    const { blocks, stats } = verifyAnswer(
      'One said “the monthly price went up twice in one year” (Dialog # Ab12Cd) and another that "the app is fast and I like the dark mod" — Dialog # Zz99Yy.',
      directory,
    );
    const quotes = blocks[0]!.parts.filter((p) => p.type === 'quote');
    expect(quotes).toEqual([
      { type: 'quote', verified: true, text: 'the monthly price went up twice in one year', href: '/t/dialog-1#message-m1', label: 'Dialog # Ab12Cd', how: 'verbatim' },
      { type: 'quote', verified: true, text: 'the app is fast and I like the dark mode', href: '/t/dialog-2#message-m3', label: 'Dialog # Zz99Yy', how: 'snapped' },
    ]);
    expect(stats).toEqual({ verbatim: 1, snapped: 1, unverified: 0 });
  });

  test('a made-up quote is unverified and kept as written', () => {
    const { blocks, stats } = verifyAnswer('Dialog # Ab12Cd: "I would never recommend this to my friends"', directory);
    expect(blocks[0]!.parts).toContainEqual({ type: 'quote', verified: false, text: 'I would never recommend this to my friends', why: 'Not found in Dialog # Ab12Cd' });
    expect(stats.unverified).toBe(1);
  });

  test('a real quote attributed to the wrong dialog is unverified', () => {
    const { blocks } = verifyAnswer('“the app is fast and I like the dark mode” (Dialog # Ab12Cd)', directory);
    expect(blocks[0]!.parts[0]).toMatchObject({ type: 'quote', verified: false });
  });

  test('a quote with no dialog cited anywhere is unverified; a short quoted term is plain text', () => {
    const { blocks } = verifyAnswer('Someone said "support was friendly though" and called it "value for money".', directory);
    expect(blocks[0]!.parts).toContainEqual({ type: 'quote', verified: false, text: 'support was friendly though', why: 'No dialog is cited for this quote' });
    expect(blocks[0]!.parts.at(-1)).toEqual({ type: 'text', text: ' and called it "value for money".' });
  });

  test('a blockquote without quotation marks is one quote, cited by the reference before it or in its attribution', () => {
    const { blocks } = verifyAnswer('In Dialog # Ab12Cd the respondent wrote:\n> Support was friendly though.\n\n> I like the dark mode a lot — Dialog # Zz99Yy', directory);
    expect(blocks.map((b) => b.type)).toEqual(['paragraph', 'blockquote', 'blockquote']);
    expect(blocks[1]!.parts).toEqual([{ type: 'quote', verified: true, text: 'Support was friendly though.', href: '/t/dialog-1#message-m2', label: 'Dialog # Ab12Cd', how: 'verbatim' }]);
    expect(blocks[2]!.parts[0]).toMatchObject({ type: 'quote', verified: true, text: 'I like the dark mode a lot' });
    expect(blocks[2]!.parts[1]).toMatchObject({ type: 'text', text: ' — ' });
    expect(blocks[2]!.parts[2]).toMatchObject({ type: 'dialog', label: 'Dialog # Zz99Yy' });
  });

  test('an unknown dialog stays plain text and its quote is unverified', () => {
    const { blocks } = verifyAnswer('"the monthly price went up twice" (Dialog # Nope00)', directory);
    expect(blocks[0]!.parts).toEqual([
      { type: 'quote', verified: false, text: 'the monthly price went up twice', why: 'Dialog # Nope00 is not part of this analysis' },
      { type: 'text', text: ' (Dialog # Nope00)' },
    ]);
  });

  test('Markdown emphasis and headings are dropped from the text', () => {
    const { blocks } = verifyAnswer('## Summary\n**Price** matters.', directory);
    expect(blocks[0]!.parts).toEqual([{ type: 'text', text: 'Summary\nPrice matters.' }]);
  });
});

test('splitBlocks keeps line breaks inside a paragraph and splits on blank lines and quote markers', () => {
  expect(splitBlocks('a\nb\n\n> q1\n> q2\nc')).toEqual([
    { type: 'paragraph', text: 'a\nb' },
    { type: 'blockquote', text: 'q1\nq2' },
    { type: 'paragraph', text: 'c' },
  ]);
});
