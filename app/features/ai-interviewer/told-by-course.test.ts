import { describe, expect, test } from 'vitest';

import { type Language, LANGUAGES, type Q, told } from '../../../tests/support/told-question-guide';
import { familyOf } from './subject-families';

// How the first weeks went and how a change went, told before they are asked: by an account of the first days or
// nights, and by how long it took to be done. Before these readings each answer below left its question to be asked
// again.

describe('the first weeks, told by an account of the first days or nights', () => {
  const QUESTION: Record<Language, Q> = {
    English: { title: 'A new puppy', description: 'What were the first weeks with the new puppy like?' },
    Spanish: { title: 'Al llegar', description: '¿Cómo fueron los primeros meses con la bici eléctrica?' },
    German: { title: 'Eingewöhnung', description: 'Wie waren die ersten Wochen im neuen Job?' },
  };
  const ACCOUNT: Record<Language, string> = {
    English: 'We picked her up in March. For the first few nights she whimpered by the back door until two in the morning.',
    Spanish: 'La compré en mayo. Los primeros días me daba miedo bajar cuestas con tanto peso.',
    German: 'Angefangen habe ich im Juni. In den ersten Tagen kannte ich niemanden in der Kantine.',
  };
  for (const language of LANGUAGES) {
    test(language, () => {
      expect(familyOf(QUESTION[language])).toBe('beginning');
      expect(told(language, QUESTION[language], ['ok', ACCOUNT[language]]), ACCOUNT[language]).toBe('at-length');
    });
  }

  test('“at first” and a first month free say too little of when', () => {
    expect(told('English', QUESTION.English, ['ok', 'At first we wanted a rescue, but the waiting list was huge.'])).toBeNull();
    expect(told('English', QUESTION.English, ['ok', 'The first month of insurance was free.'])).toBeNull();
    expect(told('Spanish', QUESTION.Spanish, ['ok', 'Al principio quería una de montaña, pero pesaban mucho.'])).toBeNull();
    expect(told('German', QUESTION.German, ['ok', 'Anfangs wollte ich lieber in Teilzeit arbeiten.'])).toBeNull();
  });
});

describe('how a change went, told by how long it took to be done', () => {
  const QUESTION: Record<Language, Q> = {
    English: { title: 'Moving the account', description: 'How did the transfer of your mortgage go?' },
    Spanish: { title: 'La portabilidad', description: '¿Cómo fue la portabilidad del número?' },
    German: { title: 'Die Umstellung', description: 'Wie ist die Umstellung auf das neue Konto gelaufen?' },
  };
  const ACCOUNT: Record<Language, string> = {
    English: 'The broker handled it and the whole thing was done within three weeks, I just signed two forms online.',
    Spanish: 'Lo pedí un lunes y en cuatro días estaba todo hecho, solo tuve que mandar una foto del DNI.',
    German: 'Ich habe das online beantragt, und nach zehn Tagen lief alles, ich musste nur einmal unterschreiben.',
  };
  for (const language of LANGUAGES) {
    test(language, () => {
      expect(familyOf(QUESTION[language])).toBe('went');
      expect(told(language, QUESTION[language], ['ok', ACCOUNT[language]]), ACCOUNT[language]).toBe('at-length');
    });
  }

  test('a duration of something else, or how often, does not tell how it went', () => {
    expect(told('English', QUESTION.English, ['ok', 'We have lived in the flat for three years.'])).toBeNull();
    expect(told('English', QUESTION.English, ['ok', 'The waiting list alone took eight months.'])).toBeNull();
    expect(told('Spanish', QUESTION.Spanish, ['ok', 'Llamo a mi madre tres veces por semana.'])).toBeNull();
    expect(told('German', QUESTION.German, ['ok', 'Wir wohnen seit drei Jahren in der Wohnung.'])).toBeNull();
  });
});
