import { describe, expect, test } from 'vitest';

import { backtrackingInputs, firstSlowInput, phrasesOf, RESPONDENT_PIECES } from '../../../tests/support/linear-time';
import { toldEarlier } from './already-told';
import { namesJobInIntroduction } from './job-in-introduction';
import { FIRST_VISIT, PRACTICE } from './told-by-practice';

// A guide about a course of sessions: how it began, the first session, what they were given to do, the closing.
const GUIDES = {
  English: [
    'How did you come to start lessons?',
    'What happened at your first lesson?',
    'How have you got on with the practice pieces you were given to do at home?',
    'Is there anything else you would like to share?',
  ],
  Spanish: [
    '¿Cómo empezaste las clases?',
    '¿Qué pasó en tu primera clase?',
    '¿Cómo te va con las tareas que te mandaron para casa?',
    '¿Hay algo más que quieras compartir?',
  ],
  German: [
    'Wie sind Sie zum Unterricht gekommen?',
    'Was ist in Ihrer ersten Stunde passiert?',
    'Wie klappt es mit den Aufgaben, die Sie für zu Hause bekommen haben?',
    'Gibt es noch etwas, das Sie teilen möchten?',
  ],
};
const guide = (language: keyof typeof GUIDES) => GUIDES[language].map((description, i) => ({ title: `Part ${i + 1}`, description }));
const FIRST_INDEX = 1;
const PRACTICE_INDEX = 2;

describe('the first session, told in the account of how it began', () => {
  test('meeting the one who saw them, and what they had the respondent do, in English, Spanish and German', () => {
    const cases: [keyof typeof GUIDES, string][] = [
      ['English', 'My sister booked it, I got a slot with a teacher within a week, and he had me play scales till my fingers hurt.'],
      ['Spanish', 'Me apunté en septiembre y a los tres días ya estaba con un profesor que me hizo tocar escalas una hora.'],
      ['German', 'Meine Frau hat mich angemeldet, und die Lehrerin hat mich gleich beim ersten Mal ans Klavier gesetzt.'],
    ];
    for (const [language, said] of cases) expect(toldEarlier(guide(language), [said])[FIRST_INDEX], said).toBe('at-length');
  });

  test('what someone had them do at another time, or meeting them without a word of what they did, is not the first session', () => {
    const cases: [keyof typeof GUIDES, string][] = [
      ['English', 'The doctor had me do some blood tests before anything else.'],
      ['English', 'I got a slot with a teacher within a week.'],
      ['Spanish', 'El médico me hizo unas pruebas antes de nada.'],
      ['German', 'Der Arzt hat mich erst zum Röntgen geschickt.'],
    ];
    for (const [language, said] of cases) expect(toldEarlier(guide(language), [said])[FIRST_INDEX], said).not.toBe('at-length');
  });
});

describe('what they were given to do, told by the habit of doing it', () => {
  test('doing it at every occasion, in English, Spanish and German', () => {
    const cases: [keyof typeof GUIDES, string][] = [
      ['English', 'I practise the pieces every evening after tea now, the neighbours love it.'],
      ['Spanish', 'Desde entonces hago las escalas y el arpegio todas las noches antes de cenar.'],
      ['German', 'Seitdem übe ich in jeder Mittagspause zehn Minuten meine Tonleitern.'],
    ];
    for (const [language, said] of cases) expect(toldEarlier(guide(language), [said])[PRACTICE_INDEX], said).toBe('at-length');
  });

  test('a habit of something else, or one said by someone else, is not how they get on with it', () => {
    const cases: [keyof typeof GUIDES, string][] = [
      ['English', 'My son plays football every Saturday.'],
      ['Spanish', 'Mi hija hace natación todos los jueves.'],
      ['German', 'Mein Mann fährt jeden Morgen mit dem Rad.'],
    ];
    for (const [language, said] of cases) expect(toldEarlier(guide(language), [said])[PRACTICE_INDEX], said).toBeNull();
  });
});

test('reading the first session, the habit and a job in the introduction takes linear time', () => {
  const check = (text: string) => {
    toldEarlier(guide('English'), [text]);
    toldEarlier(guide('German'), [text]);
    namesJobInIntroduction(text);
  };
  check('warm up');
  const pieces = [...RESPONDENT_PIECES, ...[FIRST_VISIT, PRACTICE].flatMap((family) => phrasesOf(family.tells.source))];
  expect(firstSlowInput(backtrackingInputs(pieces), check, 50)).toBeUndefined();
});
