import { describe, expect, test } from 'vitest';

import { infoQuestion } from '~/ai/builtin/info-questions';

import { backtrackingInputs, firstSlowInput, RESPONDENT_PIECES } from '../../../tests/support/linear-time';
import { infoKind, isInfoGiven, missingInfo, plannedInfo, plannedKind, requiredItems } from './required-info';

test('the items are the lines of the field, without list markers, each once', () => {
  expect(requiredItems('- Age range\n\n2. Occupation\r\nAge range\n  ')).toEqual(['Age range', 'Occupation']);
  expect(requiredItems(null)).toEqual([]);
});

test('what an item asks about is read from its words in any of the languages', () => {
  expect(
    ['Age range', 'Возрастная группа', 'Rango de edad', "Tranche d'âge", 'Altersgruppe', 'Yosh guruhi', '年龄段', '年齢層'].map(infoKind),
  ).toEqual(Array(8).fill('age'));
  expect(
    [
      'Occupation or main daily activity',
      'Род занятий',
      'Ocupación o actividad principal',
      'Profession ou activité principale',
      'Beruf oder Haupttätigkeit',
      'Kasbi',
      '职业或主要日常活动',
      '職業または主な日常の活動',
    ].map(infoKind),
  ).toEqual(Array(8).fill('occupation'));
  expect(
    [
      'How often they deal with the topic of the study',
      'Как часто респондент сталкивается с темой исследования',
      '接触本研究主题的频率',
    ].map(infoKind),
  ).toEqual(Array(3).fill('frequency'));
  expect(['City they live in', 'Город', 'Wohnort'].map(infoKind)).toEqual(Array(3).fill('place'));
  expect(infoKind('Number of pets')).toBe('other');
});

describe('an item counts as given when the respondent has said it, in their words', () => {
  test.each([
    ['Age range', 'I’m Tom, 41. I live in Rotterdam.'],
    ['Age range', 'I am in my late thirties'],
    ['Возрастная группа', 'Мне 35 лет, я бухгалтер из Казани.'],
    ['Rango de edad', 'Tengo 29 años y soy enfermera.'],
    ["Tranche d'âge", "J'ai 52 ans, je suis professeure."],
    ['Altersgruppe', 'Ich bin 38 und arbeite als Ingenieur.'],
    ['Yosh guruhi', 'Men 27 yoshdaman, Toshkentda yashayman.'],
    ['年龄段', '我今年33岁，在上海工作。'],
    ['年齢層', '45歳の会社員です。'],
    ['Occupation or main daily activity', 'I work as a night-shift nurse.'],
    ['Род занятий', 'Я работаю бухгалтером.'],
    ['Beruf oder Haupttätigkeit', 'Ich arbeite als Ingenieur in Hamburg.'],
    ['City they live in', 'I live in Leeds with my sister.'],
    ['How often they deal with the topic of the study', 'I ride it every day to work.'],
    ['Number of pets', 'We have three pets: two dogs and a cat.'],
  ])('%s ← %j', (item, said) => {
    expect(isInfoGiven(item, [said])).toBe(true);
  });

  test.each([
    ['Age range', 'I cancelled because the repairs were slow.'],
    ['Возрастная группа', 'Ремонт занимал слишком много времени.'],
    ['Occupation or main daily activity', 'I’m a bit tired of the app.'],
    ['City they live in', 'The delivery was late again.'],
    ['Number of pets', 'I love running.'],
  ])('not %s ← %j', (item, said) => {
    expect(isInfoGiven(item, [said])).toBe(false);
  });
});

test('missing: neither given nor asked, in order', () => {
  const items = ['Age range', 'Occupation', 'City they live in'];
  expect(missingInfo(items, ['I work as a teacher.'], [])).toEqual(['Age range', 'City they live in']);
  expect(missingInfo(items, ['I work as a teacher.'], ['Age range'])).toEqual(['City they live in']);
  // A bio given with an individual link counts as said, the occupation after the age included.
  expect(missingInfo(items, ['Anna, 34, teacher, lives in Bristol'], [])).toEqual([]);
  expect(missingInfo(items, ['Anna, 34, lives in Bristol'], [])).toEqual(['Occupation']);
});

test('reading what the respondent said takes linear time', () => {
  const check = (text: string) =>
    ['Age range', 'Occupation', 'City', 'Name', 'How often', 'Number of pets', 'Family situation', WHEN_ITEM, CRITERION].map((item) =>
      isInfoGiven(item, [text]),
    );
  check('warm up');
  expect(firstSlowInput(backtrackingInputs(RESPONDENT_PIECES), check, 50)).toBeUndefined();
});

// The dentist study: adults who moved to a new city and chose a new dentist, as "Create with AI" drafts its required info.
const WHEN_ITEM = 'When they last chose a new dentist after moving to a new city';
const CRITERION = "How they fit the study's population: adults 25-55 who changed dentist in the last two years after moving to a new city";
const DENTIST_INFO = ['Age range', 'Occupation or main daily activity', CRITERION, WHEN_ITEM];

describe('remembering what was said, in the dentist study', () => {
  test('an item is classified by what it asks, not by a word it contains', () => {
    expect(infoKind(WHEN_ITEM)).toBe('when');
    expect(infoKind('When they last moved a new city chose a new dentist')).toBe('when');
    expect(infoKind('Когда в последний раз меняли стоматолога после переезда в другой город')).toBe('when');
    expect(infoKind('City they live in')).toBe('place');
    expect(infoKind('Family situation')).toBe('family');
    expect(infoKind('Семейное положение')).toBe('family');
    // Items written as questions to the respondent, as a drafted guide may give them.
    expect(['How old are you?', 'What do you do for a living?', 'Where do you live?', 'Who do you live with?'].map(infoKind)).toEqual([
      'age',
      'occupation',
      'place',
      'family',
    ]);
    expect(
      ['Сколько вам лет?', 'Чем вы занимаетесь?', 'Где вы живёте?', 'Когда вы в последний раз меняли стоматолога?'].map(infoKind),
    ).toEqual(['age', 'occupation', 'place', 'when']);
  });

  test('“I’m 29, a nurse” gives the age and the occupation', () => {
    expect(missingInfo(['Age range', 'Occupation or main daily activity'], ['I’m 29, a nurse.'], [])).toEqual([]);
  });

  test('an introduction gives the occupation, the place and the family in Spanish and German too', () => {
    // Before: each of these was asked again right after the respondent said it.
    expect(isInfoGiven('Ocupación', ['¡Hola! Me llamo Lucía, tengo 34 años, soy farmacéutica y vivo en Zaragoza.'])).toBe(true);
    // Before: "¿A qué te dedicas?" right after "soy fisioterapeuta".
    expect(isInfoGiven('Ocupación', ['Tengo 45 años y soy psicoterapeuta.'])).toBe(true);
    expect(isInfoGiven('Ocupación', ['Soy de Valladolid y tengo 33 años.'])).toBe(false);
    // A retired respondent has told their occupation: before, "¿A qué te dedicas?" after each of these.
    expect(isInfoGiven('Ocupación', ['Tengo 70 años y estoy jubilado, en Cuenca.'])).toBe(true);
    expect(isInfoGiven('Ocupación', ['Setenta y uno, era fontanero en Lugo.'])).toBe(true);
    expect(isInfoGiven('Occupation', ['I’m 72, I used to be a postman in Hull.'])).toBe(true);
    expect(isInfoGiven('Occupation', ['I was a bit nervous for the whole visit.'])).toBe(false);
    expect(isInfoGiven('Beruf', ['Ich bin 69 und seit drei Jahren in Rente.'])).toBe(true);
    expect(isInfoGiven('Beruf', ['Ich war jahrelang Busfahrerin in Kassel.'])).toBe(true);
    expect(isInfoGiven('Beruf', ['Das war immer super.'])).toBe(false);
    expect(isInfoGiven('Beruf', ['Hallo! Ich heiße Sabine, ich bin 34, Apothekerin und wohne jetzt in Dresden.'])).toBe(true);
    expect(isInfoGiven('Beruf', ['Ich heiße Tobias, ich bin 27, wohne in Bochum und arbeite als Busfahrer.'])).toBe(true);
    expect(isInfoGiven('Stadt, in der sie wohnen', ['Ich heiße Tobias, ich bin 27, wohne in Bochum und arbeite als Busfahrer.'])).toBe(
      true,
    );
    expect(isInfoGiven('Family', ['I’m a single mum with a daughter of two.'])).toBe(true);
    expect(isInfoGiven('Family', ['two kids.'])).toBe(true);
    expect(isInfoGiven('Familia', ['dos niños.'])).toBe(true);
    expect(isInfoGiven('Familie', ['Ich bin alleinerziehend mit einer Tochter von zwei Jahren.'])).toBe(true);
    // A state or a family word after "soy" is not a trade.
    expect(isInfoGiven('Ocupación', ['Soy soltera y vivo en Madrid.'])).toBe(false);
    expect(isInfoGiven('Ocupación', ['Soy de Murcia.'])).toBe(false);
  });

  test('“I moved from Leeds to Bristol” gives where they live, in any language', () => {
    expect(isInfoGiven('City they live in', ['I moved from Leeds to Bristol last year.'])).toBe(true);
    expect(isInfoGiven('Город проживания', ['Я переехала в Казань два года назад.'])).toBe(true);
    expect(isInfoGiven('Wohnort', ['Ich bin nach Bremen gezogen.'])).toBe(true);
    expect(isInfoGiven('City they live in', ['I moved to a new city for work.'])).toBe(false);
  });

  test('a screening criterion is never asked as written: it becomes a plain question about the respondent', () => {
    expect(plannedInfo(DENTIST_INFO, 'English')).toEqual([
      { item: 'Age range', kind: 'age' },
      { item: 'Occupation or main daily activity', kind: 'occupation' },
      // The criterion's own question is the last time of its event; the drafted time item asks the same, once.
      { item: CRITERION, kind: 'when' },
    ]);
    expect(infoQuestion(CRITERION, plannedKind(DENTIST_INFO, CRITERION, 'English'), 'English')).toBe(
      'When was the last time you changed dentist?',
    );
    expect(infoQuestion(WHEN_ITEM, 'when', 'English')).toBe('When was the last time you chose a new dentist?');
    expect(infoQuestion('When they last moved a new city chose a new dentist', 'when', 'English')).toBe(
      'When was the last time you chose a new dentist?',
    );
    // A criterion that names only an age is the age question, unless another item asks it; then it is left out.
    expect(plannedInfo(['Adults aged 25-55 living in a city'], 'English')).toEqual([
      { item: 'Adults aged 25-55 living in a city', kind: 'age' },
    ]);
    expect(plannedInfo(['Age range', 'Adults aged 25-55 living in a city'], 'English')).toEqual([{ item: 'Age range', kind: 'age' }]);
    expect(plannedInfo(['Взрослые 25–55 лет, сменившие стоматолога', 'Возрастная группа'], 'Russian')).toEqual([
      { item: 'Взрослые 25–55 лет, сменившие стоматолога', kind: 'age' },
    ]);
  });

  test('a time told early counts: the last time is not asked again', () => {
    const said = ['I moved from Leeds to Bristol in March and found my dentist two months ago.'];
    expect(missingInfo(DENTIST_INFO, said, [])).toEqual(['Age range', 'Occupation or main daily activity']);
    // A time about something else does not.
    expect(missingInfo([WHEN_ITEM], ['I started a new job last year.'], [])).toEqual([WHEN_ITEM]);
  });

  test('an item only the researcher’s sentence can say is left out; a short label is named', () => {
    const long = 'Тип страховки, которой респондент оплачивает услуги стоматолога';
    expect(plannedInfo([long, 'Размер семьи', 'Страховка'], 'Russian').map((p) => p.item)).toEqual(['Размер семьи', 'Страховка']);
    expect(infoQuestion('Number of pets', 'other', 'English')).toBe('May I ask about your number of pets?');
    expect(infoQuestion('Type of dental insurance plan held by the respondent', 'other', 'English')).toBeNull();
  });
});

test('when they last did it, told by a month or a season that opens the account or names the event', () => {
  // Before: each was followed by "When did you last switch your energy supplier?" or its Spanish and German forms.
  expect(
    isInfoGiven('When did you last switch your energy supplier?', [
      'Back in March. The renewal quote came and it was nearly double, so we switched supplier.',
    ]),
  ).toBe(true);
  expect(
    isInfoGiven('¿Cuándo cambiaste de compañía de luz por última vez?', [
      'En octubre. Me llegó la factura y cambié de compañía esa misma semana.',
    ]),
  ).toBe(true);
  expect(
    isInfoGiven('Wann haben Sie zuletzt den Stromanbieter gewechselt?', [
      'Im Frühjahr haben wir den Stromanbieter gewechselt, nach der Nachzahlung.',
    ]),
  ).toBe(true);
  // A time about something else does not date the event.
  expect(isInfoGiven('When did you last switch your energy supplier?', ['In the spring we went to Wales for a week.'])).toBe(false);
});

test('when they last did it, told by a time that opens their own account, or said of what they did in it, in its own words', () => {
  // Before: each was followed by "When did you last …?", though the account had dated it without naming the event.
  for (const [item, said] of [
    [
      'When did you last change your mobile phone contract?',
      'Last winter I went over to a SIM-only deal. The old one had crept up to forty a month and I never used half the data, so I rang them and asked for the code.',
    ],
    [
      'When did you last change your mobile phone contract?',
      'My phone had been on the same plan for ages. In May my brother showed me his deal, I checked the coverage map and ordered the SIM that evening.',
    ],
    [
      '¿Cuándo fue la última vez que cambiaste de compañía de móvil?',
      'En primavera me pasé a una de esas low cost. Llamé, pedí la portabilidad y en dos días tenía la tarjeta nueva.',
    ],
    [
      'Wann haben Sie zuletzt Ihren Handyvertrag gewechselt?',
      'Vorletzten Sommer bin ich zu einem Prepaid-Anbieter gegangen. Ich hab online bestellt, die Karte kam, und ich hab die Nummer mitgenommen.',
    ],
  ] as const)
    expect(isInfoGiven(item, [said]), said).toBe(true);
  // A year that is part of a thing, what someone else did, or a time in a message that tells no account of theirs.
  for (const said of [
    'A neighbour was selling a 2019 handset, so we went round, I checked the screen and paid him.',
    'My dad has a bad hip, and in March he fell twice and the neighbours called an ambulance. Carers came after that.',
    'Last winter was cold. We mostly stayed in.',
  ])
    expect(isInfoGiven('When did you last change your mobile phone contract?', [said]), said).toBe(false);
});

test('how often, said as once in some years or in a lifetime; a job said as a business of one’s own or the shifts one works', () => {
  // Before: each was followed by "How often …?" or "What is your job …?".
  for (const said of [
    'I do this once every few years, when the deal runs out.',
    'Lo cambio cada tres o cuatro años.',
    'Das mache ich alle paar Jahre.',
    'Eso me pasa dos veces en la vida.',
  ])
    expect(isInfoGiven('How often do you deal with this?', [said]), said).toBe(true);
  for (const said of [
    'Lates at the depot, two on, two off, so I sleep till ten.',
    'Tengo una frutería en el mercado de Ruzafa.',
    'Hago turnos de noche en una residencia de mayores.',
    'Nachtschichten im Paketzentrum, vier Nächte die Woche.',
  ])
    expect(isInfoGiven('What is your job or main daily activity?', [said]), said).toBe(true);
  for (const said of [
    'Llevo una vida tranquila en el pueblo.',
    'Tengo una furgoneta vieja.',
    'Nights in with the telly, mostly.',
    'Every morning I walk the dog.',
  ])
    expect(isInfoGiven('What is your job or main daily activity?', [said]), said).toBe(false);
  expect(isInfoGiven('How often do you deal with this?', ['I changed it three years ago.'])).toBe(false);
});
