import { describe, expect, test } from 'vitest';

import { editDistance, groundInMessages, groundQuote, MIN_SIMILARITY, normalise } from './grounding';

const message =
  'Honestly, the onboarding was confusing — I didn’t know where to click first. After a week I got used to it, but the pricing page still feels “hidden” to me.';

describe('normalise', () => {
  test('folds case, quotes, dashes, punctuation and whitespace, and maps back to the original', () => {
    const norm = normalise('  Hello,\n\tWORLD — it’s “fine”!  ');
    expect(norm.text).toBe('hello world its fine');
    expect(norm.map).toHaveLength(norm.text.length);
    expect('  Hello,\n\tWORLD — it’s “fine”!  '[norm.map[norm.text.indexOf('world')]!]).toBe('W');
  });

  test('folds accents so café and cafe meet, and keeps non-Latin letters', () => {
    expect(normalise('Café, ОЧЕНЬ дорого!').text).toBe('cafe очень дорого');
  });
});

describe('groundQuote', () => {
  test('an exact quote is verbatim and its span reads back the message text', () => {
    const result = groundQuote('the onboarding was confusing', message);
    expect(result).toMatchObject({ kind: 'verbatim', similarity: 1, text: 'the onboarding was confusing' });
    if (result.kind === 'dropped') throw new Error('dropped');
    expect(message.slice(result.start, result.end)).toBe(result.text);
  });

  test('a quote differing only in case, straight quotes, dashes and punctuation is verbatim, with the message’s own marks', () => {
    const result = groundQuote("ONBOARDING WAS CONFUSING - I didn't know where to click first", message);
    expect(result).toMatchObject({ kind: 'verbatim', text: 'onboarding was confusing — I didn’t know where to click first' });
  });

  test('a quote with typos and a changed word is snapped to the real text when similar enough', () => {
    const result = groundQuote('After a weak I got use to it, but the pricing page still feel hidden', message);
    expect(result.kind).toBe('snapped');
    if (result.kind !== 'snapped') return;
    expect(result.similarity).toBeGreaterThanOrEqual(MIN_SIMILARITY);
    expect(result.similarity).toBeLessThan(1);
    expect(result.text).toBe('After a week I got used to it, but the pricing page still feels “hidden');
    expect(message.slice(result.start, result.end)).toBe(result.text);
  });

  test('a quote that ends a sentence keeps the message’s closing mark; one that does not, does not', () => {
    expect(groundQuote('after a week I got used to it.', 'Hard at first. After a week I got used to it. Now fine.')).toMatchObject({
      text: 'After a week I got used to it.',
    });
    expect(groundQuote('after a week I got used to it', 'Hard at first. After a week I got used to it. Now fine.')).toMatchObject({
      text: 'After a week I got used to it',
    });
  });

  test('a snapped span is widened to whole words, never cutting one in half', () => {
    const result = groundQuote('nboarding was confusin, I didnt know wher', message);
    expect(result.kind).toBe('snapped');
    if (result.kind === 'dropped') return;
    expect(result.text).toBe('onboarding was confusing — I didn’t know where');
  });

  test('a paraphrase below 0.8 is dropped', () => {
    expect(groundQuote('the setup process was really hard to understand at first', message)).toEqual({ kind: 'dropped' });
  });

  test('a made-up quote is dropped', () => {
    expect(groundQuote('I would happily pay twice the price for this product', message)).toEqual({ kind: 'dropped' });
  });

  test('a short quote must match exactly, and only whole words', () => {
    expect(groundQuote('hidden', message)).toMatchObject({ kind: 'verbatim', text: 'hidden' });
    expect(groundQuote('hiddn', message)).toEqual({ kind: 'dropped' });
    // "price" is inside "pricing" but is not a word of the message
    expect(groundQuote('price', message)).toEqual({ kind: 'dropped' });
  });

  test('an empty or punctuation-only quote is dropped', () => {
    expect(groundQuote('', message)).toEqual({ kind: 'dropped' });
    expect(groundQuote(' “ ” … ', message)).toEqual({ kind: 'dropped' });
  });

  test('a quote shortened with an ellipsis spans from its first part to its last, in order', () => {
    const result = groundQuote('the onboarding was confusing ... the pricing page still feels hidden', message);
    expect(result.kind).toBe('snapped');
    if (result.kind === 'dropped') return;
    expect(result.text.startsWith('the onboarding was confusing')).toBe(true);
    expect(result.text.endsWith('still feels “hidden')).toBe(true);
    expect(groundQuote('the pricing page still feels hidden … the onboarding was confusing', message)).toEqual({ kind: 'dropped' });
  });

  test('works in other scripts', () => {
    const ru = 'Мне понравилось, но доставка была очень медленной, почти две недели.';
    expect(groundQuote('доставка была очень медленной', ru)).toMatchObject({ kind: 'verbatim', text: 'доставка была очень медленной' });
    expect(groundQuote('доставка была очен медленой, почти две неделе', ru)).toMatchObject({
      kind: 'snapped',
      text: 'доставка была очень медленной, почти две недели',
    });
  });

  test('characters outside the basic plane keep the offsets right', () => {
    const text = 'Great 👍 support team, they answered within minutes 😀 every time';
    const result = groundQuote('they answerd within minutes every time', text);
    expect(result.kind).toBe('snapped');
    if (result.kind === 'dropped') return;
    expect(text.slice(result.start, result.end)).toBe(result.text);
    expect(result.text).toBe('they answered within minutes 😀 every time');
  });

  test('a quote longer than the message is dropped unless nearly all of it is there', () => {
    expect(groundQuote(`${message} And then I cancelled my subscription entirely because of all that.`, message)).toEqual({
      kind: 'dropped',
    });
  });

  test('is fast enough for a 2,000-character message and a 40-word quote', () => {
    const long = Array.from({ length: 40 }, (_, i) => `word${i} lorem ipsum dolor`)
      .join(' ')
      .slice(0, 2000);
    const quote = Array.from({ length: 40 }, (_, i) => `werd${i + 3}`).join(' ');
    const started = performance.now();
    for (let i = 0; i < 20; i++) groundQuote(quote, long);
    expect((performance.now() - started) / 20).toBeLessThan(50);
  });
});

describe('groundInMessages', () => {
  const dialog = [
    { id: 'm1', content: 'I mostly use it on my phone during the commute.' },
    { id: 'm2', content: message },
    { id: 'm3', content: 'The onboarding was confusing at first, as I said.' },
  ];

  test('picks a verbatim hit over a fuzzy one and names the message', () => {
    expect(groundInMessages('The onboarding was confusing at first', dialog)).toMatchObject({ kind: 'verbatim', messageId: 'm3' });
  });

  test('picks the most similar message for a fuzzy quote', () => {
    expect(groundInMessages('I mostly use it on my phone in the commute', dialog)).toMatchObject({ kind: 'snapped', messageId: 'm1' });
  });

  test('drops a quote found in none of them', () => {
    expect(groundInMessages('The app crashes every time I open the camera', dialog)).toEqual({ kind: 'dropped' });
  });
});

test('editDistance', () => {
  expect(editDistance('kitten', 'sitting')).toBe(3);
  expect(editDistance('', 'abc')).toBe(3);
  expect(editDistance('same', 'same')).toBe(0);
});
