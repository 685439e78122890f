import { describe, expect, test } from 'vitest';

import { type AnswerBlock, type AnswerPart, splitBlocks } from './answer-parts';
import { type DialogDirectory, verifyAnswer, verifyPassage } from './verify-answer';

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

/** The parts of a paragraph block (and a failure for a quote block). */
function partsOf(block: AnswerBlock | undefined): AnswerPart[] {
  expect(block?.type).toBe('paragraph');
  return block?.type === 'paragraph' ? block.parts : [];
}

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
    const quotes = partsOf(blocks[0]).filter((p) => p.type === 'quote');
    expect(quotes).toEqual([
      {
        type: 'quote',
        verified: true,
        text: 'the monthly price went up twice in one year',
        dialogId: 'dialog-1',
        messageId: 'm1',
        href: '/t/dialog-1#message-m1',
        label: 'Dialog # Ab12Cd',
        how: 'verbatim',
      },
      {
        type: 'quote',
        verified: true,
        text: 'the app is fast and I like the dark mode',
        dialogId: 'dialog-2',
        messageId: 'm3',
        href: '/t/dialog-2#message-m3',
        label: 'Dialog # Zz99Yy',
        how: 'snapped',
      },
    ]);
    expect(stats).toEqual({ verbatim: 1, snapped: 1, unverified: 0 });
  });

  test('a made-up quote is unverified and kept as written', () => {
    const { blocks, stats } = verifyAnswer('Dialog # Ab12Cd: "I would never recommend this to my friends"', directory);
    expect(partsOf(blocks[0])).toContainEqual({
      type: 'quote',
      verified: false,
      text: 'I would never recommend this to my friends',
      why: 'Not found in Dialog # Ab12Cd',
    });
    expect(stats.unverified).toBe(1);
  });

  test('a real quote attributed to the wrong dialog is unverified', () => {
    const { blocks } = verifyAnswer('“the app is fast and I like the dark mode” (Dialog # Ab12Cd)', directory);
    expect(partsOf(blocks[0])[0]).toMatchObject({ type: 'quote', verified: false });
  });

  test('a quote with no dialog cited anywhere is unverified; a short quoted term is plain text', () => {
    const { blocks } = verifyAnswer('Someone said "support was friendly though" and called it "value for money".', directory);
    expect(partsOf(blocks[0])).toContainEqual({
      type: 'quote',
      verified: false,
      text: 'support was friendly though',
      why: 'No dialog is cited for this quote',
    });
    expect(partsOf(blocks[0]).at(-1)).toEqual({ type: 'text', text: ' and called it "value for money".' });
  });

  test('a blockquote without quotation marks is one quote block, cited by the reference before it or in its attribution', () => {
    const { blocks } = verifyAnswer(
      'In Dialog # Ab12Cd the respondent wrote:\n> Support was friendly though.\n\n> I like the dark mode a lot — Dialog # Zz99Yy',
      directory,
    );
    expect(blocks.map((b) => b.type)).toEqual(['paragraph', 'quote', 'quote']);
    expect(blocks[1]).toEqual({
      type: 'quote',
      quote: {
        type: 'quote',
        verified: true,
        text: 'Support was friendly though.',
        dialogId: 'dialog-1',
        messageId: 'm2',
        href: '/t/dialog-1#message-m2',
        label: 'Dialog # Ab12Cd',
        how: 'verbatim',
      },
    });
    expect(blocks[2]).toMatchObject({
      type: 'quote',
      quote: { verified: true, text: 'I like the dark mode a lot' },
      cite: { type: 'dialog', label: 'Dialog # Zz99Yy' },
    });
  });

  test('a blockquote of the model’s own words around a quote stays a paragraph: only a quote is set apart', () => {
    const { blocks } = verifyAnswer('> Several people, like Dialog # Ab12Cd, said "the monthly price went up twice" and left.', directory);
    expect(blocks).toHaveLength(1);
    expect(partsOf(blocks[0]).map((p) => p.type)).toEqual(['text', 'dialog', 'text', 'quote', 'text']);
  });

  test('an unknown dialog stays plain text and its quote is unverified', () => {
    const { blocks } = verifyAnswer('"the monthly price went up twice" (Dialog # Nope00)', directory);
    expect(partsOf(blocks[0])).toEqual([
      { type: 'quote', verified: false, text: 'the monthly price went up twice', why: 'Dialog # Nope00 is not part of this analysis' },
      { type: 'text', text: ' (Dialog # Nope00)' },
    ]);
  });

  test('Markdown emphasis and headings are dropped from the text', () => {
    const { blocks } = verifyAnswer('## Summary\n**Price** matters.', directory);
    expect(partsOf(blocks[0])).toEqual([{ type: 'text', text: 'Summary\nPrice matters.' }]);
  });
});

describe('verifyPassage', () => {
  const passage = { shortLink: 'Ab12Cd', dialogId: 'dialog-1', messageId: 'm1', text: '… the monthly price went up twice in one year …' };

  test('a passage of a message the analysis may quote is a verified quote of that message', () => {
    expect(verifyPassage(passage, directory)).toEqual({
      type: 'quote',
      verified: true,
      text: 'the monthly price went up twice in one year',
      dialogId: 'dialog-1',
      messageId: 'm1',
      href: '/t/dialog-1#message-m1',
      label: 'Dialog # Ab12Cd',
      how: 'verbatim',
    });
  });

  test('a message the directory does not offer (flagged, or of another dialog) gives no quote', () => {
    expect(verifyPassage({ ...passage, messageId: 'flagged' }, directory)).toBeUndefined();
    expect(verifyPassage({ ...passage, dialogId: 'dialog-2' }, directory)).toBeUndefined();
    expect(verifyPassage({ ...passage, text: 'something nobody wrote in this dialog at all' }, directory)).toBeUndefined();
  });
});

test('splitBlocks keeps line breaks inside a paragraph and splits on blank lines and quote markers', () => {
  expect(splitBlocks('a\nb\n\n> q1\n> q2\nc')).toEqual([
    { type: 'paragraph', text: 'a\nb' },
    { type: 'blockquote', text: 'q1\nq2' },
    { type: 'paragraph', text: 'c' },
  ]);
});
