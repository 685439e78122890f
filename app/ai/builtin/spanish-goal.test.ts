import { beforeAll, expect, test } from 'vitest';

import type { Guide } from '../guide';
import { type English, loadEnglish } from './english.server';
import { draftGuideOffline } from './guide-drafter';
import { PHRASEBOOKS } from './guide-phrasebooks';

let english: English;
beforeAll(async () => {
  english = await loadEnglish();
});
const draft = (goal: string): Guide =>
  draftGuideOffline({ goal, description: 'Personas adultas. Una charla de quince minutos.', questions: '', language: 'Spanish' }, english);
const descriptions = (guide: Guide) => guide.questions.map((q) => q.description);
const book = PHRASEBOOKS.Spanish;

test('a goal with the population first names its action in the tú form: present, preterite and infinitive', () => {
  const guide = draft('Entender cómo los estudiantes buscan piso en una ciudad nueva.');
  expect(guide.questions[1]).toEqual({
    title: 'Buscar piso en una ciudad nueva',
    description: 'Piensa en la última vez que buscaste piso en una ciudad nueva. ¿Podrías contarme paso a paso qué pasó?',
  });
  expect(descriptions(guide)).toEqual(
    expect.arrayContaining([
      '¿Qué es lo más importante para ti cuando buscas piso en una ciudad nueva, y por qué?',
      '¿Hay algo que te frustre o te ponga obstáculos cuando buscas piso en una ciudad nueva?',
      'Si pudieras cambiar una sola cosa al buscar piso en una ciudad nueva, ¿cuál sería y por qué?',
    ]),
  );
  expect(guide.requiredInfo.at(-1)).toBe('¿Cuándo buscaste piso en una ciudad nueva por última vez?');
});

test('a verb before its population is read too, and a stem-changing verb gets its own preterite', () => {
  const guide = draft('Comprender por qué piden los clientes una devolución.');
  expect(descriptions(guide).slice(1, 3)).toEqual([
    'Piensa en la última vez que pediste una devolución. ¿Podrías contarme paso a paso qué pasó?',
    '¿Qué te llevó a pedir una devolución?',
  ]);
  expect(guide.questions[2]!.title).toBe('Motivos para pedir una devolución');
  expect(guide.requiredInfo.at(-1)).toBe('¿Cuándo pediste una devolución por última vez?');
});

test('their own things become the respondent’s, and a time frame of the study is left out', () => {
  const guide = draft('Entender por qué los padres cambian a sus hijos de colegio durante el primer año.');
  expect(guide.questions[1]!.description).toBe(
    'Piensa en la última vez que cambiaste a tus hijos de colegio. ¿Podrías contarme paso a paso qué pasó?',
  );
  expect(guide.questions[2]!.description).toBe('¿Qué te llevó a cambiar a tus hijos de colegio?');
});

test('a reflexive verb carries "te" put to the respondent and "se" in the title', () => {
  const guide = draft('Entender por qué los usuarios se suscriben a un servicio de música');
  expect(guide.questions[1]).toEqual({
    title: 'Suscribirse a un servicio de música',
    description: 'Piensa en la última vez que te suscribiste a un servicio de música. ¿Podrías contarme paso a paso qué pasó?',
  });
  expect(descriptions(guide)).toContain('¿Qué te llevó a suscribirte a un servicio de música?');
  expect(descriptions(guide)).toContain('¿Qué es lo más importante para ti cuando te suscribes a un servicio de música, y por qué?');
  expect(guide.requiredInfo.at(-1)).toBe('¿Cuándo te suscribiste a un servicio de música por última vez?');
});

test('an infinitive with "se" in the object is put to the respondent too: "tras mudarse" → "tras mudarte"', () => {
  const guide = draft('Entender cómo los adultos eligen un dentista tras mudarse a otra ciudad');
  expect(guide.questions[1]!.description).toBe(
    'Piensa en la última vez que elegiste un dentista tras mudarte a otra ciudad. ¿Podrías contarme paso a paso qué pasó?',
  );
});

test('a singular population and a goal without an object: "cómo la gente ahorra"', () => {
  const guide = draft('Entender cómo la gente ahorra');
  expect(guide.questions[1]!.description).toBe('Piensa en la última vez que ahorraste. ¿Podrías contarme paso a paso qué pasó?');
  expect(guide.requiredInfo.at(-1)).toBe('¿Cuándo ahorraste por última vez?');
  // A word in -a right after "la gente" with a noun after it is the verb: "compara precios".
  expect(draft('Entender cómo la gente compara precios').requiredInfo.at(-1)).toBe('¿Cuándo comparaste precios por última vez?');
  // "del plan" is of the population: a determiner or a preposition shows "plan" is no verb.
  expect(draft('Entender cómo los clientes del plan familiar pagan sus facturas').requiredInfo.at(-1)).toBe(
    '¿Cuándo pagaste tus facturas por última vez?',
  );
});

test('a goal that cannot be read for sure keeps the generic wording, never a broken sentence', () => {
  for (const goal of [
    // A verb whose stem may have changed (contar), not listed.
    'Entender cómo cuentan las familias su dinero',
    // A relative clause in the population, and a verb in the preterite.
    'Entender cómo los adultos que se mudaron a una nueva ciudad eligieron un nuevo dentista',
    // A word in -a that may be no verb ("zona", "fruta") or an adjective ("española").
    'Entender cómo la gente de la zona compra fruta',
    'Entender cómo la población española en Madrid compra ropa',
    // A negation the action would lose.
    'Entender por qué los jóvenes no votan',
    // A noun phrase, no action.
    'Explorar los hábitos de café de las personas que trabajan desde casa',
    // Not Spanish at all.
    'Understand how adults choose a new bank account',
  ]) {
    const guide = draft(goal);
    expect(guide.questions[1], goal).toEqual(book.recent);
    expect(guide.requiredInfo, goal).toEqual(book.requiredInfo);
    expect(descriptions(guide), goal).toContain(book.motivations.description);
  }
});

test('a goal with its object before the population is read as well', () => {
  // Before: the generic guide, "Piensa en la última vez que este tema surgió en tu vida" and "¿Con qué frecuencia te
  // ocupas de este tema?" for a mortgage.
  const guide = draft('Entender cómo eligen una hipoteca las personas que compran su primera vivienda');
  expect(guide.questions[1]!.description).toBe(
    'Piensa en la última vez que elegiste una hipoteca. ¿Podrías contarme paso a paso qué pasó?',
  );
  expect(guide.requiredInfo.at(-1)).toBe('¿Cuándo elegiste una hipoteca por última vez?');
  expect(draft('Comprender por qué cancela un gimnasio la gente joven').questions[1]!.description).toBe(
    'Piensa en la última vez que cancelaste un gimnasio. ¿Podrías contarme paso a paso qué pasó?',
  );
  // A bare noun for the object: "eligen dentista".
  const dentist = draft('Entender cómo eligen dentista los adultos que se mudan a una ciudad nueva');
  expect(dentist.questions[1]!.description).toBe('Piensa en la última vez que elegiste dentista. ¿Podrías contarme paso a paso qué pasó?');
  expect(dentist.requiredInfo.at(-1)).toBe('¿Cuándo elegiste dentista por última vez?');
  // The verb does not agree with what follows: no population, no reading.
  expect(draft('Entender cómo eligen una hipoteca la persona media').questions[1]!.description).not.toContain('elegiste');
});
