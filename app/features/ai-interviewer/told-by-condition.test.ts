import { describe, expect, test } from 'vitest';

import { type Language, LANGUAGES, type Q, told } from '../../../tests/support/told-question-guide';
import { familyOf } from './subject-families';

// The "what would make you …" question and advice to others, told before they are asked: by the condition under which
// the respondent would leave or stay, and by advice addressed to whom it is for. Before these readings each answer
// below left its question to be asked again.

describe('what would make them do it again, told by a condition for leaving or staying', () => {
  const QUESTION: Record<Language, Q> = {
    English: { title: 'Leaving', description: 'What would make you cancel your membership?' },
    Spanish: { title: 'Irse', description: '¿Qué te haría dejar el gimnasio?' },
    German: { title: 'Kündigen', description: 'Was würde Sie dazu bringen, die Mitgliedschaft zu kündigen?' },
  };
  const CONDITIONS: Record<Language, string[]> = {
    English: [
      'The staff are lovely. We’re not going anywhere unless they double the monthly fee.',
      'Honestly, I’d only leave if the pool shut for good.',
    ],
    Spanish: [
      'El ambiente es muy bueno. Me quedo salvo que me cambien el horario de la piscina.',
      'Para irme tendría que cerrar la sala de pesas, y eso no va a pasar.',
    ],
    German: [
      'Die Trainer sind super. Aufhören würde ich nur, wenn die Kurse am Abend wegfallen.',
      'Wir bleiben, es sei denn, der Beitrag steigt noch einmal kräftig.',
    ],
  };
  for (const language of LANGUAGES) {
    test(language, () => {
      expect(familyOf(QUESTION[language])).toBe('condition');
      for (const said of CONDITIONS[language]) expect(told(language, QUESTION[language], ['ok', said]), said).toBe('at-length');
    });
  }

  test('a wish or a bare “if” is no condition for leaving, and “what would make it easier” asks no condition', () => {
    expect(told('English', QUESTION.English, ['ok', 'If you go before seven the place is empty.'])).toBeNull();
    expect(told('English', QUESTION.English, ['ok', 'Signing up took as long as the bus ride there.'])).toBeNull();
    expect(told('Spanish', QUESTION.Spanish, ['ok', 'Si vas temprano, está vacío y da gusto.'])).toBeNull();
    expect(told('German', QUESTION.German, ['ok', 'Wenn man früh kommt, ist die Halle leer.'])).toBeNull();
    expect(familyOf({ title: 'Easier', description: 'What would make it easier to keep going?' })).not.toBe('condition');
    expect(familyOf({ title: 'Más fácil', description: '¿Qué te haría más fácil seguir yendo?' })).not.toBe('condition');
  });
});

describe('advice to others, addressed to whom it is for before a colon', () => {
  const QUESTION: Record<Language, Q> = {
    English: { title: 'A word to others', description: 'What would you tell someone who is unsure about learning to swim as an adult?' },
    Spanish: { title: 'Un consejo', description: '¿Qué le dirías a alguien que no se atreve a aprender a nadar de mayor?' },
    German: { title: 'Ein Rat', description: 'Was würden Sie jemandem sagen, der sich nicht traut, als Erwachsener schwimmen zu lernen?' },
  };
  const ADVICE: Record<Language, string> = {
    English: 'I can do a length now without stopping. Anyone still on the fence: book the first lesson, nobody laughs.',
    Spanish: 'Ya hago un largo sin parar. A quien lo esté pensando: que se apunte, que nadie se ríe de nadie.',
    German: 'Ich schaffe jetzt eine Bahn am Stück. Jedem, der noch überlegt: anmelden, da lacht keiner.',
  };
  for (const language of LANGUAGES) {
    test(language, () => {
      expect(told(language, QUESTION[language], ['ok', ADVICE[language]]), ADVICE[language]).toBe('at-length');
    });
  }

  test('a colon after people who are no addressee tells no advice', () => {
    expect(told('English', QUESTION.English, ['ok', 'The people at the pool: all retired, all lovely.'])).not.toBe('at-length');
    expect(told('German', QUESTION.German, ['ok', 'Die Leute im Kurs: alle über fünfzig.'])).not.toBe('at-length');
    expect(told('German', QUESTION.German, ['ok', 'Jeder, der mal dort war, weiß: das Wasser ist kalt.'])).not.toBe('at-length');
    expect(told('Spanish', QUESTION.Spanish, ['ok', 'Mis compañeras: todas jubiladas.'])).not.toBe('at-length');
  });
});
