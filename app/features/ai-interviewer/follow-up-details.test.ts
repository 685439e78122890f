import { expect, test } from 'vitest';

import { answerDetails, mostSpecificDetail } from '~/ai/builtin/answer-details';
import { withoutRepeats } from '~/ai/builtin/no-repeated-sentence';
import { templatedPattern } from '~/ai/builtin/templated-patterns';

// Which detail of an answer the built-in interviewer's follow-up names, and how it reads: what happened to the
// respondent or how it felt before a price or a noun said in passing, in English, Spanish and German.

const first = (answer: string, language: string) => mostSpecificDetail(answer, language);

test('Spanish: what someone did to the respondent is an event, asked in “tú”', () => {
  const cases: [string, string][] = [
    ['En la tienda me regalaron una funda para el móvil.', '¿Qué pasó cuando te regalaron una funda para el móvil?'],
    ['A mi madre le cambiaron la medicación sin avisar.', '¿Qué pasó cuando le cambiaron la medicación sin avisar?'],
    ['Había un comercial que me llamaba cada semana.', '¿Qué pasó cuando te llamaba cada semana?'],
  ];
  for (const [answer, question] of cases) {
    expect(first(answer, 'Spanish')?.question, answer).toBe(question);
    expect(templatedPattern(question)).toBeNull();
  }
  expect(first('Se me fue la cobertura en plena llamada.', 'Spanish')?.question).toMatch(/^¿Qué pasó cuando se te fue la cobertura/u);
});

test('Spanish: the respondent’s own doing, what they were told, liked or charged is no event done to them', () => {
  for (const answer of [
    'Me levantaba a las siete y me duchaba corriendo.',
    'Me dijeron que tardaría una semana.',
    'Me pareció carísimo para lo que era.',
    'Me costó 90 euros.',
  ])
    expect(first(answer, 'Spanish')?.question ?? '', answer).not.toMatch(/^¿Qué pasó cuando/u);
  expect(first('Me costó 90 euros.', 'Spanish')?.question).toBe('¿Qué incluían esos 90 euros?');
});

test('a price comes after what happened beside it, and is still asked when it is what the answer is about', () => {
  expect(first('Pagaba 30 € y encima me mandaron una factura duplicada.', 'Spanish')?.kind).not.toBe('price');
  expect(first('Pagaba 30 € y el técnico no vino nunca.', 'Spanish')?.kind).toBe('complaint');
  // A price with what it paid for is what its clause is about, beside what was merely done.
  expect(first('Dejé 500 euros de señal y me mandaron el contrato.', 'Spanish')?.question).toBe('¿Qué incluían esos 500 euros de señal?');
  expect(first('Fueron 70 euros por la revisión, nada más.', 'Spanish')?.kind).toBe('price');
  expect(first('The repair was £300, and then the engineer never turned up for the second visit.', 'English')?.kind).toBe('complaint');
  expect(first('Der Kurs kostete 240 Euro für zehn Abende.', 'German')?.question).toBe('Was war in den 240 Euro enthalten?');
  // Beside a feeling in German the price is no longer first.
  expect(first('Die Reparatur kostete 300 Euro, und dann hat mich der Monteur richtig genervt.', 'German')?.kind).not.toBe('price');
});

test('a fee paid by the week or the month is asked about as a fee, a one-off amount as what it included', () => {
  expect(first('Pago 12 € al mes por la aplicación.', 'Spanish')?.question).toBe('¿Qué te parecían esos 12 € al mes?');
  expect(first('Wir zahlen 40 Euro pro Monat für beides.', 'German')?.question).toBe('Wie fanden Sie die 40 Euro pro Monat?');
  expect(first('Pagué 45 euros de golpe.', 'Spanish')?.question).toBe('¿Qué incluían esos 45 euros?');
  // "im Monat" says when, like "im Juni": no place to ask about.
  expect(answerDetails('Wir zahlen 40 Euro im Monat.', 'German').map((d) => d.question)).not.toContain('Wie war es im Monat?');
});

test('German: a feeling comes before a noun said in passing, a noun before its verb before both', () => {
  expect(first('Nach der Schulaufführung war ich völlig genervt, weil keiner zugehört hat.', 'German')?.question).toBe(
    'Was genau hat Sie genervt?',
  );
  // ", und die Dame hat …" is a main clause (an article before its noun), so its noun before the verb tells the event.
  expect(first('Ich war im Kundenzentrum, und die Dame hat mir eine Ratenzahlung angeboten.', 'German')?.said).toBe('Ratenzahlung');
  // A relative clause is still one: its noun is not put first for the verb.
  expect(
    answerDetails('Wir bekamen eine Erinnerungsmail, die mit Verspätung ankam.', 'German').find((d) => d.said === 'Erinnerungsmail')?.kind,
  ).not.toBe('event');
  expect(first('Einer wollte mir gleich ein Zusatzpaket aufschwatzen, in der Fußgängerzone.', 'German')?.said).not.toBe('Fußgängerzone');
});

test('German: a long noun after a count and its unit is a detail, a surname after a first name is not', () => {
  expect(first('Die Lieferung kam nach zehn Tagen Bearbeitungszeit.', 'German')?.said).toBe('Bearbeitungszeit');
  expect(answerDetails('Ich habe mit Peter Zimmermann gesprochen.', 'German').map((d) => d.said)).not.toContain('Zimmermann');
});

test('English: a relative clause is no complaint, and what someone else did comes before what the respondent did', () => {
  const warranty = first('They sold me a warranty I never needed, and the engineer never turned up.', 'English');
  expect(warranty?.question).toBe('What happened when the engineer never turned up?');
  expect(answerDetails('It was a contract I never wanted.', 'English').map((d) => d.question)).not.toContain(
    'What happened when you never wanted?',
  );
  expect(first('I kept leaving the radio on, and the landlord complained to the council.', 'English')?.question).toBe(
    'What happened when the landlord complained to the council?',
  );
  expect(first('Then the woman tried twice to sell me an extended warranty.', 'English')?.question).toBe(
    'What happened when the woman tried twice to sell you an extended warranty?',
  );
  // What the respondent had to do is still asked when nothing else happened.
  expect(first('I had to ring them four times before it was sorted.', 'English')?.question).toBe(
    'What happened when you had to ring them four times?',
  );
});

test('no follow-up on an idiom, a capital that opens the answer, or a name written as one word cut in two', () => {
  expect(answerDetails('I want no contract, full stop.', 'English').map((d) => d.said)).not.toContain('full stop');
  expect(first('A cheaper tariff and fewer emails.', 'English')?.question).toBe('What would a cheaper tariff mean for you?');
  expect(answerDetails('Lo pedí por CasaFresca y tardó mucho.', 'Spanish').map((d) => d.question)).not.toContain(
    '¿Qué tal tu experiencia con Casa?',
  );
});

test('Spanish: the event keeps its number, its compound noun and the respondent’s pronouns turned to the person asked', () => {
  const cases: [string, string][] = [
    ['El fontanero nos pidió 1.250 € por adelantado y desapareció.', '¿Qué pasó cuando el fontanero os pidió 1.250 € por adelantado?'],
    [
      'Mi cuñada me lo prestó un fin de semana largo para probarlo en casa.',
      '¿Qué pasó cuando tu cuñada te lo prestó un fin de semana largo?',
    ],
    ['El perro me pilló quitándome los zapatos.', '¿Qué pasó cuando el perro te pilló quitándote los zapatos?'],
    ['Nos dejaron usar nuestra propia furgoneta.', '¿Qué pasó cuando os dejaron usar vuestra propia furgoneta?'],
  ];
  for (const [answer, question] of cases) expect(first(answer, 'Spanish')?.question, answer).toBe(question);
  // Being asked something is what they heard, not what was done to them.
  expect(first('La médica me preguntó si dormía bien.', 'Spanish')?.question ?? '').not.toMatch(/^¿Qué pasó cuando/u);
  // A point inside a number ends no sentence: the follow-up is kept whole.
  expect(withoutRepeats('¿Qué pasó cuando os pidió 1.250 € por adelantado?', '', new Set())).toBe(
    '¿Qué pasó cuando os pidió 1.250 € por adelantado?',
  );
});

test('a feeling is asked in the respondent’s own word, and a relative in passing is no German detail', () => {
  // "Stichwort Schwiegermutter: …" named who was there, not what happened.
  expect(first('Beim Umzug meiner Schwiegermutter hat alles ewig gedauert, das hat mich gewurmt.', 'German')?.question).toBe(
    'Was genau hat Sie so gewurmt?',
  );
  expect(first('Die Warteschleife hat mich total genervt.', 'German')?.question).not.toBe('Was genau hat Sie geärgert?');
  expect(first('I felt sick when the letter came.', 'English')?.question).toBe('What made you feel sick?');
  // Off sick is no feeling about what happened.
  expect(first('I was off sick for a week.', 'English')?.question ?? '').not.toBe('What made you feel sick?');
});

test('English: the noun after an amount says what it was; a rate, an adverb or a comparison does not', () => {
  expect(first('We lost the £150 deposit in the end.', 'English')?.question).toBe('What did the £150 deposit cover?');
  for (const answer of ['It was £71 a week for the two of us.', 'I paid £300 upfront.', 'It came out £50 cheaper.'])
    expect(first(answer, 'English')?.question, answer).toMatch(/^What did the £\d+ cover\?$/u);
});

test('Spanish: what did not work is an event with what it was; being, knowing, a time or a feeling is not', () => {
  expect(first('Pedí la baja y el formulario de la web no cargaba.', 'Spanish')?.question).toBe(
    '¿Qué pasó cuando el formulario de la web no cargaba?',
  );
  expect(first('El repartidor no vino en toda la mañana.', 'Spanish')?.question).toBe('¿Qué pasó cuando el repartidor no vino?');
  for (const answer of [
    'La cocina no era muy grande.',
    'La chica que no sabía nada era nueva.',
    'Las tres primeras semanas no durmió bien.',
    'En la oficina no había nadie.',
    'Me dio rabia perder la mañana.',
    'Lo que me molestó fue la espera.',
  ])
    expect(first(answer, 'Spanish')?.question ?? '', answer).not.toMatch(/^¿Qué pasó cuando/u);
});
