import { describe, expect, test } from 'vitest';

import { mostSpecificDetail } from '~/ai/builtin/answer-details';

import { backtrackingInputs, firstSlowInput, phrasesOf, RESPONDENT_PIECES } from '../../../tests/support/linear-time';
import { CLOSING, type Language, LANGUAGES, OPENING, type Q, told } from '../../../tests/support/told-question-guide';
import { toldEarlier } from './already-told';
import { isInfoGiven } from './required-info';
import { familyOf } from './subject-families';
import { PRIOR_EXPERIENCE } from './told-by-experience';
import { PROCEDURE } from './told-by-procedure';
import { REFERRED } from './told-by-referral';

// Later questions and required-info items answered early by what respondents say of where something came from (who
// pointed them to it, what they had before, the steps they went through), of what they do now, and of advice they
// give as a habit. Before these rules each answer below left its question or item to be asked again.

type Case = { question: Q; family: string; tells: string; tellsNot: string };

function checkEach(cases: Record<Language, Case>) {
  for (const language of LANGUAGES)
    test(language, () => {
      const { question, family, tells, tellsNot } = cases[language];
      expect(familyOf(question)).toBe(family);
      expect(told(language, question, [tells])).toBe('at-length');
      expect(told(language, question, [tellsNot])).not.toBe('at-length');
    });
}

describe('how they found it, told by who pointed them to it or where it waited', () => {
  checkEach({
    English: {
      question: { title: 'Finding the tutor', description: 'How did you find the tutor you ended up with?' },
      family: 'finding',
      tells: 'A woman at my book club said the tutor she used had a free slot on Tuesdays.',
      // Someone's opinion of something else is no source.
      tellsNot: 'My husband said the lessons were far too expensive for us.',
    },
    Spanish: {
      question: { title: 'Encontrar piso', description: '¿Cómo encontraste el piso donde vives ahora?' },
      family: 'finding',
      tells: 'Una compañera de trabajo me habló de un anuncio en la panadería de su calle.',
      tellsNot: 'Me pasó algo muy raro con la mudanza de mis padres.',
    },
    German: {
      question: { title: 'Die Suche', description: 'Wie haben Sie Ihre Hausärztin gefunden?' },
      family: 'finding',
      tells: 'Die Krankenkasse hat mir drei Namen genannt, und die erste Praxis hatte noch Platz.',
      // What there was at a place is no source: "gab es" says nothing of who pointed them there.
      tellsNot: 'Im Wartezimmer gab es damals keine freien Stühle mehr.',
    },
  });
});

describe('how they chose someone, told by who sent them or whose work they had seen', () => {
  checkEach({
    English: {
      question: { title: 'Choosing the plumber', description: 'How did you choose the plumber?' },
      family: 'choice',
      tells: 'A plumber who had done my neighbour’s bathroom came round the next morning.',
      tellsNot: 'We did our own research and then waited for the weekend.',
    },
    Spanish: {
      question: { title: 'Elegir academia', description: '¿Cómo elegiste la academia?' },
      family: 'choice',
      tells: 'Mi prima nos mandó a una academia pequeña donde ella había estudiado.',
      tellsNot: 'Mi prima estudió allí hace años y le gustó bastante.',
    },
    German: {
      question: { title: 'Die Wahl', description: 'Wie haben Sie den Pflegedienst ausgewählt?' },
      family: 'choice',
      tells: 'Die Krankenkasse hat uns einen Pflegedienst vermittelt, der am selben Tag kam.',
      tellsNot: 'Die Krankenkasse hat lange gebraucht, bis der Antrag durch war.',
    },
  });
});

describe('how they chose, told by the options they tried', () => {
  checkEach({
    English: {
      question: { title: 'Picking a mattress', description: 'How did you choose the mattress you kept?' },
      family: 'choice',
      tells: 'The shop let me sleep on one for a month, and I tried three others in the showroom first.',
      // Tries of one thing are no options tried.
      tellsNot: 'I tried a few times to ring them about delivery.',
    },
    Spanish: {
      question: { title: 'El colchón', description: '¿Cómo elegiste el colchón con el que te quedaste?' },
      family: 'choice',
      tells: 'En la tienda probé tres modelos, tumbada un rato en cada uno.',
      tellsNot: 'Probé varias veces a llamar para el envío.',
    },
    German: {
      question: { title: 'Die Matratze', description: 'Wie haben Sie die Matratze ausgewählt?' },
      family: 'choice',
      tells: 'Im Laden habe ich vier Modelle eine Viertelstunde lang probegelegen und zwei davon zu Hause getestet.',
      tellsNot: 'Ich habe mehrmals versucht, wegen der Lieferung anzurufen.',
    },
  });
});

test('how they compared, told by who picked out the offers for them: “rausgesucht”', () => {
  const question = { title: 'Der Vergleich', description: 'Wie haben Sie die Angebote verglichen?' };
  expect(familyOf(question)).toBe('finding');
  expect(told('German', question, ['Mein Sohn hat mir am Wochenende vier Kurse mit Abendterminen rausgesucht.'])).toBe('at-length');
  expect(told('German', question, ['Mein Sohn wohnt am Wochenende meistens bei uns.'])).toBeNull();
});

describe('what changed for them, told by what they do now or have dropped', () => {
  checkEach({
    English: {
      question: { title: 'Since the move', description: 'What has changed in your everyday life since you moved?' },
      family: 'changed',
      tells: 'I’ve sold the second car and walk the kids to school.',
      // Someone else's change is not theirs.
      tellsNot: 'They’ve cancelled the bus route, which was a pity.',
    },
    Spanish: {
      question: { title: 'Tu día a día', description: '¿Qué ha cambiado en tu día a día desde la jubilación?' },
      family: 'changed',
      tells: 'Ahora me levanto a las siete y salgo a andar por el río.',
      tellsNot: 'Ahora no sé muy bien qué hacer con las mañanas.',
    },
    German: {
      question: { title: 'Ihr Alltag', description: 'Was hat sich in Ihrem Alltag seit der Rente verändert?' },
      family: 'changed',
      tells: 'Inzwischen fahre ich jeden Tag mit dem Rad zum Bäcker.',
      // What they would do now is hindsight, not a change.
      tellsNot: 'Jetzt würde ich das mit der Rente anders planen.',
    },
  });
});

describe('advice they give as a habit, in the present', () => {
  checkEach({
    English: {
      question: { title: 'Advice', description: 'What would you tell a friend who is about to switch banks?' },
      family: 'advice',
      tells: 'I always tell anyone who asks to read the small print twice.',
      tellsNot: 'My sister tells everyone about her bank.',
    },
    Spanish: {
      question: { title: 'Consejo', description: '¿Qué le dirías a alguien que está pensando en cambiar de banco?' },
      family: 'advice',
      tells: 'A mis amigas les digo siempre que comparen las comisiones antes de firmar nada.',
      tellsNot: 'Mis amigas me dijeron que el banco nuevo era mejor.',
    },
    German: {
      question: { title: 'Ihr Rat', description: 'Was würden Sie einer Freundin raten, die die Bank wechseln will?' },
      family: 'advice',
      tells: 'Ich sage jedem, der fragt: erst die Kündigungsfrist prüfen und dann unterschreiben.',
      tellsNot: 'Sie sagt allen, dass ihre Bank die beste ist.',
    },
  });
});

describe('what was asked of them, told by an account of the steps, not by one step in passing', () => {
  checkEach({
    English: {
      question: { title: 'Before moving in', description: 'What did the agency ask of you before you could rent the flat?' },
      family: 'procedure',
      tells: 'I filled in an application, they ran a credit check and I paid a £300 holding deposit.',
      tellsNot: 'I filled in the form on their website, and they rang me back the very same afternoon.',
    },
    Spanish: {
      question: { title: 'Los requisitos', description: '¿Qué te pidieron antes de darte la beca?' },
      family: 'procedure',
      tells: 'Rellené un formulario de diez páginas y me hicieron una entrevista por teléfono.',
      tellsNot: 'Me enteré de la beca por un cartel que había en la facultad de mi hermano.',
    },
    German: {
      question: { title: 'Die Aufnahme', description: 'Was hat der Verein von Ihnen verlangt, bevor Sie mitspielen durften?' },
      family: 'procedure',
      tells: 'Ich habe einen Aufnahmeantrag ausgefüllt und 80 Euro Jahresbeitrag überwiesen.',
      tellsNot: 'Ein Kollege hat mich zum ersten Training einfach mitgenommen.',
    },
  });
});

describe('an amount set apart by commas tells the price', () => {
  const QUESTION = { title: 'The price', description: 'How did you and the garage agree on the price?' };
  test('English', () => {
    expect(told('English', QUESTION, ['I took his first offer, €3,200, no questions asked.'])).toBe('at-length');
    expect(told('English', QUESTION, ['I took his first offer, no questions asked.'])).toBeNull();
  });
});

describe('whether they had it before, told by a past possession or experience in passing', () => {
  const CASES: Record<Language, { item: string; tells: string; tellsNot: string }> = {
    English: {
      item: 'Whether they had used a cleaner before',
      tells: 'As a kid we had a woman who came in on Fridays to help my mum.',
      tellsNot: 'We had a lovely time at the seaside in August.',
    },
    Spanish: {
      item: 'Si habían tenido huerto antes',
      tells: 'De niño teníamos uno detrás de la casa de mis abuelos.',
      tellsNot: 'Tuvimos que esperar dos semanas a que nos dieran la parcela.',
    },
    German: {
      item: 'Ob sie schon einmal einen Garten hatten',
      tells: 'Früher hatten wir einen Schrebergarten am Stadtrand.',
      tellsNot: 'Wir hatten Glück mit dem Wetter beim Umzug.',
    },
  };
  for (const language of LANGUAGES)
    test(language, () => {
      const { item, tells, tellsNot } = CASES[language];
      expect(familyOf({ title: item, description: '' })).toBe('prior');
      expect(isInfoGiven(item, [tells])).toBe(true);
      expect(isInfoGiven(item, [tellsNot])).toBe(false);
    });
});

test('a Spanish occupation in -euta is given: “soy psicoterapeuta”', () => {
  expect(isInfoGiven('Ocupación', ['Tengo 40 años y soy psicoterapeuta.'])).toBe(true);
  expect(isInfoGiven('Ocupación', ['Tengo 40 años y soy muy puntual.'])).toBe(false);
});

test('a Spanish follow-up on a price names what it was for, not an adverb', () => {
  expect(mostSpecificDetail('Al final pagué 300 euros de fianza y me dieron las llaves.', 'Spanish')?.question).toBe(
    '¿Qué incluían esos 300 euros de fianza?',
  );
  expect(mostSpecificDetail('Pagué 50 € de golpe y ya está.', 'Spanish')?.question).toBe('¿Qué incluían esos 50 €?');
});

test('reading sources, past experience and steps in what the respondent said takes linear time', () => {
  const guide: Q[] = [
    ...OPENING.English,
    { title: 'Finding', description: 'How did you find the tutor?' },
    { title: 'Choosing', description: 'How did you choose the plumber?' },
    { title: 'Before', description: 'What did the agency ask of you before you could rent the flat?' },
    { title: 'Elegir', description: '¿Cómo elegiste la academia?' },
    { title: 'Die Suche', description: 'Wie haben Sie Ihre Hausärztin gefunden?' },
    CLOSING.English,
  ];
  const check = (text: string) => {
    toldEarlier(guide, [text]);
    isInfoGiven('Whether they had used a cleaner before', [text]);
  };
  check('warm up');
  const pieces = [...RESPONDENT_PIECES, ...[REFERRED, PRIOR_EXPERIENCE.tells, PROCEDURE.tells].flatMap((cue) => phrasesOf(cue.source))];
  expect(firstSlowInput(backtrackingInputs(pieces), check, 50)).toBeUndefined();
});
