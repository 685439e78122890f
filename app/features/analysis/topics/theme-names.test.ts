import { describe, expect, test } from 'vitest';

import { leadSentence } from './coding-insights';
import { quotedName, quotedWords, themeNamePasses } from './theme-names';

// Six patients who want to keep seeing the same doctor; one of them swims.
const SAME_DOCTOR = [
  'I want to see the same doctor every time, not whoever is free.',
  'Dr Patel knows my history, I do not want to start again with someone new.',
  'Seeing one doctor who knows me matters more than getting in quickly.',
  'After water aerobics on Tuesdays I go straight to my doctor, she knows me.',
  'Continuity, the same face each visit.',
  'I would rather wait for my own doctor than see a stranger.',
];

describe('a theme name passes when it does not mislead', () => {
  test('one member’s incidental detail fails: "Water aerobics", "Patel", "O\'clock"', () => {
    expect(themeNamePasses('Water aerobics', SAME_DOCTOR, 'English')).toBe(false);
    expect(themeNamePasses('Patel', SAME_DOCTOR, 'English')).toBe(false);
    expect(themeNamePasses("O'clock", ['I come at ten o’clock.', 'At nine o’clock it is full.', 'Mornings are calm.'], 'English')).toBe(
      false,
    );
  });

  test('words at least half of the members say pass; fewer than half fail', () => {
    // "doctor" is in five of the six.
    expect(themeNamePasses('Doctor history', SAME_DOCTOR, 'English')).toBe(false); // "history" in one only
    expect(themeNamePasses('Doctor', SAME_DOCTOR, 'English')).toBe(true);
    expect(themeNamePasses('Own doctor', SAME_DOCTOR.slice(0, 4), 'English')).toBe(false);
  });

  test('each member counts once however many passages it has, and a theme of one member is never named by a word', () => {
    expect(
      themeNamePasses(
        'Waiting room',
        [['The waiting room was full.', 'Waiting again.'], 'The waiting room is cramped.', 'Nothing else.'],
        'English',
      ),
    ).toBe(true);
    expect(themeNamePasses('Waiting room', [['The waiting room was full.', 'Waiting again.']], 'English')).toBe(false);
  });

  test('a member’s own clause of five words or more, quoted, passes; a short, invented or padded one fails', () => {
    const members = ['I sat on hold for forty minutes before anyone picked up.', 'Nobody answers the phone at eight.'];
    expect(themeNamePasses('“I sat on hold for forty minutes”', members, 'English')).toBe(true);
    expect(themeNamePasses('“Nobody answers the phone”', members, 'English')).toBe(false); // four words
    expect(themeNamePasses('“Nobody ever answers the phone at all”', members, 'English')).toBe(false); // not their words
    expect(themeNamePasses('“I sat on hold for forty minutes”', ['Nobody answers the phone at eight.'], 'English')).toBe(false);
  });

  test('a quoted name is the clause, cut after fourteen words with “…”, and still reads as the member’s words', () => {
    const long = 'I rang every morning at eight for a week and the line was busy every single time, then cut off';
    const name = quotedName(long);
    expect(name).toBe('“I rang every morning at eight for a week and the line was busy…”');
    expect(quotedWords(name)).toBe('I rang every morning at eight for a week and the line was busy');
    expect(themeNamePasses(name, [long], 'English')).toBe(true);
    expect(quotedWords('Waiting room')).toBeNull();
  });

  test('in Spanish, a verb one member used ("Tuve") fails and the words most share pass', () => {
    const members = [
      'Tuve que caminar porque la bici estaba rota.',
      'La mitad de las bicis tienen los frenos rotos.',
      'Encontré una bici rota con la cadena suelta.',
      'Las bicicletas están rotas casi siempre.',
    ];
    expect(themeNamePasses('Tuve', members, 'Spanish')).toBe(false);
    expect(themeNamePasses('Bici rota', members, 'Spanish')).toBe(true);
  });
});

test('a quoted name reads as itself inside a sentence, never in a second pair of quotation marks', () => {
  const topics = [
    { topic: '“I sat on hold for forty minutes”', dialogCount: 4 },
    { topic: 'Waiting room', dialogCount: 3 },
  ];
  expect(leadSentence(topics, 20).sentence).toBe(
    'The most common topic is “I sat on hold for forty minutes”, raised in 4 of the 20 dialogs.',
  );
  expect(leadSentence(topics.slice(1), 20).sentence).toBe('The most common topic is “Waiting room”, raised in 3 of the 20 dialogs.');
});
