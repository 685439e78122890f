import { describe, expect, test } from 'vitest';

import { builtinCandidates } from '~/ai/builtin/interviewer';
import { templatedPattern } from '~/ai/builtin/templated-patterns';

import { toldEarlier } from './already-told';
import { missingInfo } from './required-info';
import { familyOf } from './subject-families';
import { stanceOnDoingAgain } from './told-by-intent';

// Later guide questions told early in other words: whether they would do it again, how long it took, how they got in
// touch, how it felt. Before these rules each was asked afresh after the respondent had answered it.

type Q = { title: string; description: string };
const guide = (...questions: Q[]): Q[] => [
  { title: 'Warm-up', description: 'Could you tell me a little about yourself?' },
  ...questions,
  { title: 'Anything else', description: 'Is there anything else you would like to add?' },
];
/** What toldEarlier makes of the guide question at `index` (of `questions`, the warm-up being 0). */
const told = (questions: Q[], said: string[], index = 1) => toldEarlier(guide(...questions), said)[index];

const OTHER: Record<'English' | 'Spanish' | 'German', Q> = {
  English: { title: 'The people', description: 'Who went with you?' },
  Spanish: { title: 'La gente', description: '¿Quién fue contigo?' },
  German: { title: 'Die Leute', description: 'Wer war dabei?' },
};

describe('doing it again: a verdict given early is not asked again', () => {
  const AGAIN_WHY = {
    English: { title: 'Looking back', description: 'Would you book the same venue again, and why?' },
    Spanish: { title: 'Balance', description: '¿Volverías a reservar el mismo sitio, y por qué?' },
    German: { title: 'Rückblick', description: 'Würden Sie dieselbe Location noch einmal buchen, und warum?' },
  };
  const VERDICTS = {
    English: { yes: 'The staff were great. I’d go back tomorrow.', no: 'The food was cold. Never again.' },
    Spanish: { yes: 'El personal fue de diez. Volvería mañana mismo.', no: 'La comida llegó fría. Nunca más.' },
    German: { yes: 'Das Personal war klasse. Ich würde sofort wieder hin.', no: 'Das Essen war kalt. Nie wieder.' },
  };

  for (const language of ['English', 'Spanish', 'German'] as const) {
    test(`${language}: asked whether and why, a verdict without its reason is built on, with its stance`, () => {
      expect(familyOf(AGAIN_WHY[language])).toBe('again');
      const questions = [OTHER[language], AGAIN_WHY[language]];
      expect(told(questions, [VERDICTS[language].yes], 2)).toBe('verdict');
      expect(told(questions, [VERDICTS[language].no], 2)).toBe('verdict');
      expect(stanceOnDoingAgain([VERDICTS[language].yes])).toBe('yes');
      expect(stanceOnDoingAgain([VERDICTS[language].no])).toBe('no');
      // Nothing said of it: asked as written.
      expect(told(questions, ['We were about eighty.'], 2)).toBeNull();
    });
  }

  test('with its reason the question is told; asked only whether, the verdict tells it', () => {
    const questions = [OTHER.English, AGAIN_WHY.English];
    expect(told(questions, ['I’d go back tomorrow because the staff carried my nan up the stairs.'], 2)).toBe('at-length');
    expect(told(questions, ['Ich würde sofort wieder hin, weil die Leute so herzlich waren.'], 2)).toBe('at-length');
    expect(told([{ title: 'Again', description: 'Would you use the same agency again?' }], ['Never again, honestly.'])).toBe('at-length');
    expect(told([{ title: 'Otra vez', description: '¿Volverías a usar la misma agencia?' }], ['Nunca más, te lo aseguro.'])).toBe(
      'at-length',
    );
  });

  test('getting money back, or “never” about something else, is no verdict on doing it again', () => {
    expect(stanceOnDoingAgain(['We would get the deposit back in the end.'])).toBeNull();
    expect(stanceOnDoingAgain(['They never answered my emails.'])).toBeNull();
    expect(stanceOnDoingAgain(['Nunca contestaron al teléfono.'])).toBeNull();
  });

  for (const language of ['English', 'Spanish', 'German'] as const) {
    test(`${language}: the built-in interviewer asks for the reason of the verdict, not the question afresh`, () => {
      for (const verdict of ['yes', 'no'] as const) {
        const candidates = builtinCandidates(
          { kind: 'ask', question: AGAIN_WHY[language], isFirst: false, after: 'answer', buildsOn: { verdict } },
          language,
          3,
          1,
        );
        expect(candidates.length).toBeGreaterThan(0);
        for (const { response } of candidates) {
          expect(response).not.toContain(AGAIN_WHY[language].description);
          expect(templatedPattern(response)).toBeNull();
          expect(response.endsWith('?')).toBe(true);
        }
      }
      const no = builtinCandidates(
        { kind: 'ask', question: AGAIN_WHY[language], isFirst: false, after: 'answer', buildsOn: { verdict: 'no' } },
        language,
        1,
        1,
      )[0]!.response;
      expect(no).toMatch({ English: /would not do it again/, Spanish: /no repetirías/, German: /nicht wieder tun/ }[language]);
    });
  }
});

describe('how long it took: a wait told early is not asked again', () => {
  const WAIT = {
    English: { title: 'Waiting', description: 'How long did it take before someone came to fix it?' },
    Spanish: { title: 'La espera', description: '¿Cuánto tardaron en venir a arreglarlo?' },
    German: { title: 'Die Wartezeit', description: 'Wie lange hat es gedauert, bis jemand zur Reparatur kam?' },
  };
  const WAITED = {
    English: 'I reported it on the portal in February and nobody came out till May.',
    Spanish: 'Lo puse en el portal en febrero y hasta mayo no vino nadie.',
    German: 'Ich habe es im Februar gemeldet und der Monteur kam nach 4 Tagen.',
  };
  // How long the trouble lasted is not how long they waited.
  const LASTED = {
    English: 'We were boiling kettles to wash the kids for nearly ten days.',
    Spanish: 'Estuvimos calentando agua en ollas casi diez días.',
    German: 'Wir haben zehn Tage lang Wasser im Kocher heiß gemacht.',
  };
  for (const language of ['English', 'Spanish', 'German'] as const)
    test(`${language}`, () => {
      expect(familyOf(WAIT[language])).toBe('waiting');
      expect(told([WAIT[language], OTHER[language]], [WAITED[language]])).toBe('at-length');
      expect(told([WAIT[language], OTHER[language]], [LASTED[language]])).toBeNull();
      // An age is no wait.
      expect(
        told(
          [WAIT[language], OTHER[language]],
          [{ English: 'I’m 33 years old.', Spanish: 'Tengo 33 años.', German: 'Ich bin 33 Jahre alt.' }[language]],
        ),
      ).toBeNull();
    });
});

describe('how they got in touch: the channel told early is not asked again', () => {
  const CONTACT = {
    English: { title: 'Reporting it', description: 'How did you let your landlord know about it?' },
    Spanish: { title: 'El aviso', description: '¿Cómo se lo hiciste saber a tu casero?' },
    German: { title: 'Die Meldung', description: 'Wie haben Sie den Schaden Ihrem Vermieter gemeldet?' },
  };
  const TOLD = {
    English: 'The boiler broke in December so I emailed the letting agent with photos that night.',
    Spanish: 'Se rompió el calentador y le mandé un correo a la inmobiliaria con fotos esa noche.',
    German: 'Die Therme ist ausgefallen, ich habe der Hausverwaltung noch am Abend eine Mail mit Fotos geschickt.',
  };
  for (const language of ['English', 'Spanish', 'German'] as const)
    test(`${language}`, () => {
      expect(familyOf(CONTACT[language])).toBe('contact');
      expect(told([CONTACT[language], OTHER[language]], [TOLD[language]])).toBe('at-length');
    });
});

describe('how it felt: a feeling named early is not asked again', () => {
  const FELT = {
    English: { title: 'Being a beginner', description: 'How did it feel to be a beginner again?' },
    Spanish: { title: 'Empezar', description: '¿Cómo te sentiste al empezar de cero?' },
    German: { title: 'Anfangen', description: 'Wie ging es Ihnen in den ersten Wochen?' },
  };
  const TOLD = {
    English: 'The first evening I was so nervous I nearly went home.',
    Spanish: 'La primera tarde estaba muy nerviosa y casi me voy a casa.',
    German: 'Am ersten Abend war ich total nervös und wäre fast wieder gegangen.',
  };
  for (const language of ['English', 'Spanish', 'German'] as const)
    test(`${language}`, () => {
      expect(familyOf(FELT[language])).toBe('feeling');
      expect(told([FELT[language], OTHER[language]], [TOLD[language]])).toBe('at-length');
      expect(
        told(
          [FELT[language], OTHER[language]],
          [{ English: 'It was a Tuesday.', Spanish: 'Fue un martes.', German: 'Es war ein Dienstag.' }[language]],
        ),
      ).toBeNull();
    });

  test('how they feel about what they pay still asks the price', () => {
    expect(familyOf({ title: 'Price', description: 'How do you feel about what you pay each month?' })).toBe('price');
  });
});

describe('a choice and a bill told in other words', () => {
  const WHY = {
    English: { title: 'Deciding', description: 'What made you book the one you chose?' },
    Spanish: { title: 'Decisión', description: '¿Qué te hizo reservar el sitio que elegiste?' },
    German: { title: 'Entscheidung', description: 'Warum haben Sie sich für diese Location entschieden?' },
  };
  const CHOSE = {
    English: 'We went with the club because the terrace looks over the lake.',
    Spanish: 'Nos quedamos con el club porque la terraza da al lago.',
    German: 'Wir haben den Club genommen, weil die Terrasse auf den See geht.',
  };
  for (const language of ['English', 'Spanish', 'German'] as const)
    test(`${language}: “went with … because” tells why they chose`, () => {
      expect(told([WHY[language], OTHER[language]], [CHOSE[language]])).toBe('at-length');
    });

  test('a final bill asks the price in Spanish and German, and an amount with a thousands point is one clause', () => {
    const spanish = { title: 'Contrato y factura', description: '¿Qué te sorprendió del contrato o de la factura final?' };
    const german = { title: 'Vertrag und Rechnung', description: 'Was hat Sie an der Schlussrechnung überrascht?' };
    expect(familyOf(spanish)).toBe('price');
    expect(familyOf(german)).toBe('price');
    expect(told([spanish, OTHER.Spanish], ['Solo miramos dos, y el paquete para 80 invitados eran 7.000 €.'])).toBe('at-length');
    expect(told([german, OTHER.German], ['Wir haben zwei angeschaut, und das Paket für 80 Gäste war 7.000 Euro.'])).toBe('at-length');
  });

  test('advice framed by a friend (“If a friend was renting I’d say …”) tells the advice question', () => {
    const advice = { title: 'Advice', description: 'What would you tell another renter who needs something fixed?' };
    expect(told([advice, OTHER.English], ['If a friend was renting I’d say join a tenants union before you need one.'])).toBe('at-length');
  });
});

describe('a choice settled by what was said before it, and a count of guests', () => {
  const SETTLED = {
    English: 'My mum knows the woman who runs the Red Lion so that was that.',
    Spanish: 'Mi madre conoce a la dueña del mesón del pueblo y ya.',
    German: 'Meine Mutter kennt die Wirtin vom Dorfkrug und dann war das halt so.',
  };
  const WHY = {
    English: { title: 'Deciding', description: 'What made you book the one you chose?' },
    Spanish: { title: 'Decisión', description: '¿Qué te hizo reservar el sitio que elegiste?' },
    German: { title: 'Entscheidung', description: 'Was hat den Ausschlag für Ihre Location gegeben?' },
  };
  for (const language of ['English', 'Spanish', 'German'] as const)
    test(`${language}: “so that was that” tells why they chose`, () => {
      expect(told([WHY[language], OTHER[language]], [SETTLED[language]])).toBe('at-length');
      // Without it, the same acquaintance says nothing of why.
      expect(
        told([WHY[language], OTHER[language]], [SETTLED[language].replace(/ (?:so that was that|y ya|und dann war das halt so)\./u, '.')]),
      ).not.toBe('at-length');
    });

  test('“Número de invitados” and “Anzahl der Gäste” are given by a count of guests', () => {
    expect(missingInfo(['Número de invitados'], ['El paquete para 80 invitados eran 7.000 €.'], [])).toEqual([]);
    expect(missingInfo(['Anzahl der Gäste'], ['Das Paket für 80 Gäste war 7.000 Euro.'], [])).toEqual([]);
  });
});
