import { expect, test } from 'vitest';

import { mostSpecificDetail } from './answer-details';
import { spanishEvents } from './spanish-events';
import { templatedPattern } from './templated-patterns';

// A follow-up on what someone did to the respondent names who did it, also when the answer sets them apart from the
// verb; before, these asked "¿Qué pasó cuando te enseñó a podar los rosales?", and the respondent had to guess who.

test('a name set apart by what the answer says of them is who did it', () => {
  const cases: [string, string][] = [
    ['Suerte que Marta, la del tercero, me enseñó a podar los rosales.', '¿Qué pasó cuando Marta te enseñó a podar los rosales?'],
    ['Al final, Jorge nos prestó la furgoneta una semana.', '¿Qué pasó cuando Jorge os prestó la furgoneta una semana?'],
  ];
  for (const [answer, question] of cases) {
    expect(mostSpecificDetail(answer, 'Spanish')?.question, answer).toBe(question);
    expect(templatedPattern(question)).toBeNull();
  }
});

test('the person the clause before was about, marked by its “a”, is who did it', () => {
  expect(spanishEvents('Escribí a la gestora, que tardó un mes, y al final me devolvió el dinero.')[0]?.question).toBe(
    '¿Qué pasó cuando la gestora te devolvió el dinero?',
  );
  expect(spanishEvents('Llamé a mi tía y esa misma noche me consiguió una cita.')[0]?.question).toBe(
    '¿Qué pasó cuando tu tía te consiguió una cita?',
  );
});

test('what came over the respondent, a place, or a verb in the plural gets no doer', () => {
  // "me dio un ataque" came over them: the mother they visited did not give it.
  expect(spanishEvents('Fui a ver a mi madre y me dio un ataque de tos.')[0]?.question).toBe('¿Qué pasó cuando te dio un ataque de tos?');
  // A place after "en" is where, not who.
  expect(spanishEvents('Fuimos en coche a Toledo y allí nos cobraron de más.')[0]?.question ?? '').not.toMatch(/Toledo/u);
  // The sentence's first word is capitalised whatever it is.
  expect(spanishEvents('Ayer me cambiaron la rueda gratis.')[0]?.question).toBe('¿Qué pasó cuando te cambiaron la rueda gratis?');
  expect(spanishEvents('Llamé a mi tía y me mandaron un técnico.')[0]?.question).toBe('¿Qué pasó cuando te mandaron un técnico?');
});

test('an event cut before its end does not hang on a gerund, and a wish’s verb is not part of the noun', () => {
  expect(spanishEvents('Un lunes me llegó un aviso diciendo que la póliza caducaba.')[0]?.question).toBe(
    '¿Qué pasó cuando te llegó un aviso?',
  );
  expect(mostSpecificDetail('Que los recibos llegaran con el desglose de cada cargo.', 'Spanish')?.question ?? '').not.toMatch(
    /llegaran\?/u,
  );
});

test('a name inside another noun is no doer: the noun that opens the clause is', () => {
  expect(spanishEvents('La enfermera del Hospital Clínico me cambió la venda.')[0]?.question).toBe(
    '¿Qué pasó cuando la enfermera te cambió la venda?',
  );
  expect(spanishEvents('Vale. El técnico de la Compañía Eléctrica me cortó la luz.')[0]?.question).toBe(
    '¿Qué pasó cuando el técnico te cortó la luz?',
  );
  expect(spanishEvents('El lunes de la semana pasada me llamó otra vez.')[0]?.question ?? '').not.toMatch(/cuando el lunes/u);
});

test('a noun with whose or when it is, opening a clause after “pero” or “y”, is who did it', () => {
  expect(spanishEvents('Sembré pronto, pero la helada de abril me quemó los brotes.')[0]?.question).toBe(
    '¿Qué pasó cuando la helada te quemó los brotes?',
  );
});
