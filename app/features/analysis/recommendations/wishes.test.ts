import { describe, expect, test } from 'vitest';

import { distinctiveTerms } from '../topics/clustering';
import { stopWordsFor, termsOf } from '../topics/words';
import { isWish, sentencesOf, WISH_WORDS, wishesIn } from './wishes';

describe('wishes', () => {
  test.each([
    'I would like to export my plans.',
    'I wish it worked offline.',
    'The app should remember my filters.',
    'Please add a dark mode.',
    'It would be great if reminders repeated.',
    'It would be nice to share lists.',
    'Could you add a widget?',
    'Хотелось бы, чтобы приложение работало без интернета.',
    'Было бы здорово добавить тёмную тему.',
    'Me gustaría exportar a PDF.',
    'Debería funcionar sin conexión.',
    'Ich würde gerne meine Listen teilen.',
    'Es wäre schön, wenn es offline ginge.',
    "J'aimerais une version hors ligne.",
    'Il faudrait un mode sombre.',
    "Oflayn rejim bo'lsa yaxshi bo'lardi.",
    'Iltimos, qorong‘i rejim qo‘shing.',
  ])('voices a wish: %s', (sentence) => expect(isWish(sentence)).toBe(true));

  test.each([
    'It works fine for me.',
    'I plan my week on Mondays.',
    'Мне всё нравится.',
    'Funciona bien.',
    'Alles gut.',
    'Tout va bien.',
    'Hammasi yaxshi.',
    'I shoulder the costs.',
  ])('is no wish: %s', (sentence) => expect(isWish(sentence)).toBe(false));

  test('sentences keep their offsets in the message, so each is quoted exactly', () => {
    const content = 'The sync is slow.  I wish it worked offline! Thanks.';
    const [wish] = wishesIn(content);
    expect(wish).toEqual({ text: 'I wish it worked offline!', start: 19, end: 44 });
    expect(content.slice(wish!.start, wish!.end)).toBe(wish!.text);
    expect(sentencesOf(content).map((s) => s.text)).toEqual(['The sync is slow.', 'I wish it worked offline!', 'Thanks.']);
  });
});

describe('titles', () => {
  test('the words that set a group of wishes apart never include the wording of wishes', () => {
    const stop = new Set([...stopWordsFor('English'), ...WISH_WORDS]);
    const group = (texts: string[]) => texts.map((text, i) => ({ terms: termsOf(text, stop), source: `d${i}` }));
    const terms = distinctiveTerms(
      [
        group(['I wish the app worked offline', 'Please add an offline mode', 'It should work offline on the plane']),
        group(['Please add a dark theme', 'I would like a dark theme at night']),
      ],
      3,
    );
    expect(terms[0]!.map((t) => t.term).join(' ')).toContain('offline');
    expect(terms[1]!.map((t) => t.term).join(' ')).toContain('dark');
    expect(terms.flat().map((t) => t.term)).not.toEqual(expect.arrayContaining(['please']));
    expect(terms.flat().some((t) => /wish|please|would|like|should|add/.test(t.term))).toBe(false);
  });
});
