import { describe, expect, test } from 'vitest';

import { backtrackingInputs, firstSlowInput, RESPONDENT_PIECES } from '../../../tests/support/linear-time';
import { toldEarlier } from './already-told';
import { asksWhy, familyOf } from './subject-families';

// A subject told in other words than the question's: how they searched by where they asked, a routine by how often,
// a price by what they pay. Before these rules each question below was asked again after the answer that told it.

const DENTIST = {
  English: [
    { title: 'Moving', description: 'What brought you to the city you live in now?' },
    { title: 'Search', description: 'How did you search for a new dentist after you moved?' },
    { title: 'First visit', description: 'What happened at your first appointment with the new dentist?' },
    { title: 'Price', description: 'How do you feel about what you pay for dental care now?' },
    { title: 'Anything else', description: 'Is there anything else about choosing a dentist you would like to add?' },
  ],
  Spanish: [
    { title: 'Mudanza', description: '¿Qué te llevó a la ciudad donde vives ahora?' },
    { title: 'Búsqueda', description: '¿Cómo buscaste un dentista nuevo después de mudarte?' },
    { title: 'Primera visita', description: '¿Qué pasó en tu primera cita con el nuevo dentista?' },
    { title: 'Precio', description: '¿Qué opinas de lo que pagas ahora por el dentista?' },
    { title: 'Cierre', description: '¿Hay algo más sobre elegir dentista que quieras añadir?' },
  ],
  German: [
    { title: 'Umzug', description: 'Was hat Sie in die Stadt gebracht, in der Sie jetzt wohnen?' },
    { title: 'Suche', description: 'Wie haben Sie nach dem Umzug einen neuen Zahnarzt gesucht?' },
    { title: 'Erster Termin', description: 'Was ist bei Ihrem ersten Termin in der neuen Praxis passiert?' },
    { title: 'Kosten', description: 'Was halten Sie davon, was Sie jetzt für den Zahnarzt bezahlen?' },
    { title: 'Abschluss', description: 'Gibt es noch etwas zur Wahl des Zahnarztes, das Sie ergänzen möchten?' },
  ],
};

const GYM = {
  English: [
    { title: 'Joining', description: 'How did you come to join the gym in the first place?' },
    { title: 'Routine', description: 'What did a typical week of training look like for you?' },
    { title: 'Cancelling', description: 'What happened when you decided to cancel your membership?' },
    { title: 'Anything else', description: 'Is there anything else about leaving the gym you would like to add?' },
  ],
  Spanish: [
    { title: 'Apuntarse', description: '¿Cómo llegaste a apuntarte al gimnasio?' },
    { title: 'Rutina', description: '¿Cómo era una semana normal de entrenamiento para ti?' },
    { title: 'La baja', description: '¿Qué pasó cuando decidiste darte de baja?' },
    { title: 'Cierre', description: '¿Hay algo más sobre dejar el gimnasio que quieras añadir?' },
  ],
  German: [
    { title: 'Anmeldung', description: 'Wie kam es, dass Sie sich im Fitnessstudio angemeldet haben?' },
    { title: 'Trainingsalltag', description: 'Wie sah eine typische Trainingswoche bei Ihnen aus?' },
    { title: 'Kündigung', description: 'Was ist passiert, als Sie sich entschieden haben zu kündigen?' },
    { title: 'Abschluss', description: 'Gibt es noch etwas zur Kündigung, das Sie ergänzen möchten?' },
  ],
};

const NURSERY = [
  { title: 'Family', description: 'Could you tell me a little about your family?' },
  { title: 'Options', description: 'How did you find out which nurseries were available near you?' },
  { title: 'Visits', description: 'What stood out when you visited the nurseries?' },
  { title: 'Decision', description: 'Why did you choose the nursery your child goes to now? Probe cost, distance and staff turnover.' },
  { title: 'Anything else', description: 'Is there anything else about choosing a nursery you would like to add?' },
];

describe('what a guide question asks about, as a family of subjects', () => {
  test('read from the question, not from a note to the interviewer after it', () => {
    expect(familyOf(DENTIST.English[1]!)).toBe('finding');
    expect(familyOf(DENTIST.Spanish[1]!)).toBe('finding');
    expect(familyOf(DENTIST.German[1]!)).toBe('finding');
    expect(familyOf(NURSERY[1]!)).toBe('finding');
    expect(familyOf(GYM.English[1]!)).toBe('routine');
    expect(familyOf(GYM.Spanish[1]!)).toBe('routine');
    expect(familyOf(GYM.German[1]!)).toBe('routine');
    expect(familyOf(DENTIST.English[3]!)).toBe('price');
    expect(familyOf(DENTIST.German[3]!)).toBe('price');
    // "decided to cancel" asks about cancelling, not about a choice.
    expect(familyOf(GYM.English[2]!)).toBe('cancelling');
    expect(familyOf(GYM.German[2]!)).toBe('cancelling');
    // "Probe cost, distance …" is for the interviewer: the question asks why they chose.
    expect(familyOf(NURSERY[3]!)).toBe('choice');
    expect(asksWhy(NURSERY[3]!)).toBe(true);
    expect(familyOf(DENTIST.English[0]!)).toBeNull();
    // Finding is asked by how or where they searched, found or heard of it, not by an event in which they did not find.
    expect(familyOf({ title: 'Events', description: '¿Cómo te enteras de los talleres del centro cívico?' })).toBe('finding');
    expect(
      familyOf({ title: 'Loans', description: 'What happened the last time you could not find a book you were looking for?' }),
    ).toBeNull();
    expect(familyOf({ title: 'Préstamos', description: '¿Qué pasó la última vez que no encontraste lo que buscabas?' })).toBeNull();
    // How it felt is an intent of its own (told-by-intent.ts), told by the feeling named.
    expect(familyOf({ title: 'First visit', description: 'How did you feel at your first appointment?' })).toBe('feeling');
  });
});

describe('a subject told in several subjects of one sentence is told', () => {
  test('where they asked tells how they searched (English, Spanish, German)', () => {
    // Before: null, and "How did you search for a new dentist after you moved?" was asked after this answer.
    const en = toldEarlier(DENTIST.English, [
      'I moved to Manchester for my partner’s job. The first thing I did was ask in the neighbourhood Facebook group for a dentist, and three people recommended the same practice.',
    ]);
    expect(en[1]).toBe('at-length');
    const es = toldEarlier(DENTIST.Spanish, [
      'Me mudé a Bilbao por el trabajo de mi pareja. Lo primero que hice fue preguntar en el grupo de WhatsApp del barrio, y tres vecinos me recomendaron la misma clínica.',
    ]);
    expect(es[1]).toBe('at-length');
    const de = toldEarlier(DENTIST.German, [
      'Ich bin wegen der Arbeit meiner Partnerin nach Leipzig gezogen. Als Erstes habe ich in der Nachbarschaftsgruppe auf Facebook gefragt, und drei Leute haben dieselbe Praxis empfohlen.',
    ]);
    expect(de[1]).toBe('at-length');
  });

  test('the website where they found the nurseries tells how they found them (English, Spanish, German)', () => {
    const said = [
      'I’m a single mum with a daughter of two. I found nurseries on the council website, and after visiting three I chose the one with a cook on site because my daughter has a nut allergy.',
    ];
    expect(toldEarlier(NURSERY, said)).toEqual([null, 'at-length', 'at-length', 'at-length', null]);
    const es = [
      { title: 'Familia', description: '¿Podrías hablarme un poco de tu familia?' },
      { title: 'Opciones', description: '¿Cómo te enteraste de qué guarderías había cerca de ti?' },
      { title: 'Cierre', description: '¿Hay algo más que quieras añadir?' },
    ];
    expect(toldEarlier(es, ['Encontré guarderías en la web del ayuntamiento.'])[1]).toBe('at-length');
    const de = [
      { title: 'Familie', description: 'Können Sie mir ein wenig über Ihre Familie erzählen?' },
      { title: 'Angebote', description: 'Wie haben Sie herausgefunden, welche Kitas es in Ihrer Nähe gibt?' },
      { title: 'Abschluss', description: 'Gibt es noch etwas, das Sie ergänzen möchten?' },
    ];
    expect(toldEarlier(de, ['Die Kitas habe ich auf der Seite der Stadt gefunden.'])[1]).toBe('at-length');
  });

  test('how often they went tells the routine (English, Spanish, German)', () => {
    // Before: null, and "What did a typical week of training look like for you?" was asked after this answer.
    expect(
      toldEarlier(GYM.English, [
        'I joined to get fit for a wedding, went four times a week at first, and by the summer I cancelled because the classes were always full.',
      ]),
    ).toMatchObject({ 1: 'at-length', 2: 'at-length', 3: null });
    expect(
      toldEarlier(GYM.Spanish, [
        'Me apunté para ponerme en forma para una boda, al principio iba cuatro veces por semana, y en verano me di de baja porque las clases siempre estaban llenas.',
      ]),
    ).toMatchObject({ 1: 'at-length', 2: 'at-length', 3: null });
    // Before: [null, null, null, null]: neither "viermal die Woche" nor "gekündigt" was read as the routine or cancelling.
    expect(
      toldEarlier(GYM.German, [
        'Ich habe mich angemeldet, um für eine Hochzeit fit zu werden, war anfangs viermal die Woche dort, und im Sommer habe ich gekündigt, weil die Kurse immer voll waren.',
      ]),
    ).toMatchObject({ 1: 'at-length', 2: 'at-length', 3: null });
    expect(toldEarlier(GYM.English, ['I usually went on Mondays and Thursdays after work.'])[1]).toBe('at-length');
  });

  test('a count of days or mornings in a week is a frequency; a day named is only part of the routine', () => {
    expect(toldEarlier(GYM.English, ['Since I retired I train three mornings a week.'])[1]).toBe('at-length');
    expect(toldEarlier(GYM.Spanish, ['Desde que me jubilé entreno dos tardes por semana.'])[1]).toBe('at-length');
    expect(toldEarlier(GYM.German, ['Seit der Rente trainiere ich drei Abende die Woche.'])[1]).toBe('at-length');
    // Before: 'at-length' (a weekday counted as the whole routine), and the routine was never asked.
    expect(toldEarlier(GYM.Spanish, ['Por las clases de los sábados.'])[1]).toBe('in-passing');
    expect(toldEarlier(GYM.English, ['For the classes on Saturdays.'])[1]).toBe('in-passing');
  });

  test('looking it up tells how they searched in German as in English', () => {
    expect(toldEarlier(DENTIST.English, ['I looked up the practices on the health board’s list.'])[1]).toBe('at-length');
    expect(toldEarlier(DENTIST.German, ['Ich habe die Praxen in der Liste der Krankenkasse nachgeschlagen.'])[1]).toBe('at-length');
  });
});

describe('a subject only touched on is still asked', () => {
  test('a verdict or a bare channel is in passing', () => {
    expect(toldEarlier(DENTIST.English, ['The price was fine.'])[3]).toBe('in-passing');
    expect(toldEarlier(DENTIST.English, ['google.'])[1]).toBe('in-passing');
    expect(toldEarlier(DENTIST.Spanish, ['El precio está bien.'])[3]).toBe('in-passing');
    expect(toldEarlier(DENTIST.German, ['Die Kosten sind okay.'])[3]).toBe('in-passing');
    expect(toldEarlier(DENTIST.German, ['Ich habe gegoogelt.'])[1]).toBe('in-passing');
    // Verdicts are read as stems like the clause: before, "scheinen" and "Ordnung" counted as two details of the price.
    expect(toldEarlier(DENTIST.German, ['Die Kosten scheinen mir in Ordnung.'])[3]).toBe('in-passing');
  });

  test('a question that asks why is told only by a reason', () => {
    // Before: 'at-length' (twelve words naming the choice), and "Why did you choose …?" was never asked.
    expect(toldEarlier(NURSERY, ['The nursery we chose let us stay for the whole first morning, which nobody else offered.'])[3]).toBe(
      'in-passing',
    );
    expect(toldEarlier(NURSERY, ['We chose the nursery by the park because it was the only one with two places.'])[3]).toBe('at-length');
  });

  test('a clause of another subject with a word that sounds like the family tells nothing', () => {
    expect(toldEarlier(DENTIST.English, ['I found a new job in Manchester and asked for a transfer.'])[1]).toBeNull();
    expect(toldEarlier(DENTIST.English, ['Such a long story.'])[1]).toBeNull();
    // The note "Probe cost …" does not make the price tell why they chose.
    expect(toldEarlier(NURSERY, ['It costs fifty pounds a day.'])[3]).toBeNull();
  });
});

test('reading families in what the respondent said takes linear time', () => {
  const check = (text: string) => toldEarlier([...GYM.German, ...DENTIST.English, ...DENTIST.Spanish], [text]);
  check('warm up');
  expect(firstSlowInput(backtrackingInputs(RESPONDENT_PIECES), check, 50)).toBeUndefined();
});
