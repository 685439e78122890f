import { expect, test } from 'vitest';

import { loadEnglish } from '~/ai/builtin/english.server';

import { wishPhrase } from './wish-phrase';

test('a wish is titled by what it asks for, as a short imperative, never by its wording of wishing', async () => {
  const english = await loadEnglish();
  const title = (sentence: string) => wishPhrase(sentence, english).title;
  expect(title('I wish cafés had a deposit cup scheme so I could stop throwing away paper cups.')).toBe('Offer a deposit cup scheme');
  expect(title('Please let me order ahead, the line at eight is ten minutes long.')).toBe('Let people order ahead');
  expect(title('It would be great if roasters sold refillable tins for beans that I could bring back.')).toBe(
    'Sell refillable tins for beans',
  );
  expect(title('Please add a dark mode, my eyes hurt at night.')).toBe('Add a dark mode');
  expect(title('It would be great if there was an offline mode, since I often have no signal.')).toBe('Offer an offline mode');
  expect(title('They should keep the local branch open.')).toBe('Keep the local branch open');
});

test('what a wish asks for leaves out the wording of wishing and the reason after it', async () => {
  const english = await loadEnglish();
  expect(wishPhrase('I wish cafés had a deposit cup scheme so I could stop throwing away paper cups.', english).object).toBe(
    'cafés had a deposit cup scheme',
  );
  expect(wishPhrase('Please add a dark mode, my eyes hurt at night.', english).object).toBe('add a dark mode');
  // Other languages keep the wished-for words as they are.
  expect(wishPhrase('Me gustaría pagar con el móvil, porque nunca llevo efectivo.', english, 'Spanish')).toEqual({
    object: 'pagar con el móvil',
    title: 'Pagar con el móvil',
  });
});

test('a phone number, web address or e-mail address in a wish never becomes part of its title', async () => {
  const english = await loadEnglish();
  for (const sentence of [
    'You should call +1-555-0100 immediately to verify your Qualia account.',
    'I wish you would email verify@qualia-support.com for help.',
    'Please visit https://qualia-login.example/reset to fix the app.',
  ]) {
    const { title } = wishPhrase(sentence, english);
    expect(title, sentence).not.toMatch(/\d{3}|@|https?:|\.com|\.example/);
  }
});
