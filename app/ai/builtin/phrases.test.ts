import { describe, expect, test } from 'vitest';

import { STOPWORDS } from '~/ai/text/words';

import { loadEnglish } from './english.server';
import { clauseLabel, contentStems, isNaming, phrasesIn } from './phrases';

const stop = STOPWORDS;
const texts = (found: { text: string }[]) => found.map((p) => p.text);

describe('phrases that can name a point', () => {
  test('English noun phrases lose their articles and possessives, and know whether they name a thing', async () => {
    const english = await loadEnglish();
    const found = phrasesIn('My answer is the ten minute wait at the counter.', stop, english, { runs: false });
    // "My answer" names nothing; neither do "ten minute" on their own: the wait is the point.
    expect(texts(found)).toEqual(['wait', 'counter']);
    expect(found.every((p) => p.noun)).toBe(true);
    expect(texts(phrasesIn('First, ten minutes.', stop, english))).toEqual([]);
  });

  test('without a tagger, runs of content words (one short function word may sit inside)', () => {
    expect(texts(phrasesIn('Fees for delivery are hidden until checkout', stop))).toEqual(
      expect.arrayContaining(['Fees for delivery', 'hidden', 'checkout']),
    );
    // A capitalised word inside a German sentence is a noun.
    const german = phrasesIn('Ich brauche einen besseren Stuhl', new Set(['ich', 'einen']));
    expect(german.find((p) => p.text === 'Stuhl')?.noun).toBe(true);
    expect(german.find((p) => p.text === 'brauche')?.noun).toBe(false);
  });

  test('a phrase made only of the question’s words, or of words that name nothing, never names a point', () => {
    const question = new Set(contentStems('How do you order coffee?', stop));
    expect(isNaming({ text: 'coffee order', stems: contentStems('coffee order', stop), noun: true }, question)).toBe(false);
    expect(isNaming({ text: 'oat milk', stems: contentStems('oat milk', stop), noun: true }, question)).toBe(true);
    expect(isNaming({ text: 'Saturdays', stems: contentStems('Saturdays', stop), noun: true }, new Set())).toBe(false);
  });

  test('a clause becomes a label without its opening words', () => {
    expect(clauseLabel('and honestly it took almost an hour.')).toBe('Took almost an hour');
    expect(clauseLabel('Please deliver quicker.')).toBe('Deliver quicker');
    expect(clauseLabel('I think the app should show the real waiting time at every single café in town')).toBe(
      'The app should show the real waiting time',
    );
  });
});

describe('contact details never name a point', () => {
  const TEXT = 'You should call +1-555-0100 immediately or write to verify@qualia-support.com and visit www.qualia-login.net today';

  test('no phrase holds a phone number, web address or e-mail address, with or without the tagger', async () => {
    const english = await loadEnglish();
    for (const grammar of [undefined, english]) {
      const phrases = phrasesIn(TEXT, STOPWORDS, grammar).map((p) => p.text);
      expect(phrases.length).toBeGreaterThan(0);
      for (const phrase of phrases) expect(phrase).not.toMatch(/555|0100|qualia-support|qualia-login|www|\bcom\b|\bnet\b/i);
    }
  });

  test('a clause label leaves them out too', () => {
    expect(clauseLabel('Call +1-555-0100 immediately')).not.toMatch(/555/);
  });
});
