import { expect, test } from 'vitest';

import { answerDetails } from './answer-details';
import { builtinCandidates } from './interviewer';
import { sentencesOf } from './no-repeated-sentence';

// German names a detail in a frame that needs no inflection ("Stichwort Rudergerät: …"). With one frame only, a second
// follow-up in a dialog nearly repeated the first and lost to a request for an example.
const ROUTINE = { title: 'Trainingsalltag', description: 'Wie sah eine typische Trainingswoche bei Ihnen aus?' };
const GUIDE =
  'Anmeldung Wie kam es, dass Sie sich im Fitnessstudio angemeldet haben? Kündigung Was ist passiert, als Sie sich entschieden haben zu kündigen?';

const bestFollowUp = (answer: string, previous: string[]) =>
  builtinCandidates({ kind: 'probe', question: ROUTINE, answer, guide: GUIDE }, 'German', 3, 0, previous)[0]!.response;

test('a second German follow-up in a dialog still names a detail of the answer, in a frame not said before', () => {
  const previous = [
    'Wie kam es, dass Sie sich im Fitnessstudio angemeldet haben?',
    'Stichwort Betriebshof: Wie war das genau?',
    'In Ordnung. Wie sah eine typische Trainingswoche bei Ihnen aus?',
  ];
  const answer = 'Meistens früh morgens nach der Nachtschicht, etwa zweimal die Woche, immer am Rudergerät.';
  const reply = bestFollowUp(answer, previous);
  // Before: „Können Sie mir dazu noch mehr erzählen, vielleicht an einem Beispiel?“
  expect(reply).toMatch(/^Stichwort (?:Nachtschicht|Rudergerät): /u);
  expect(reply).not.toContain('Wie war das genau?');
  // The first follow-up of a dialog keeps the first frame.
  expect(bestFollowUp(answer, previous.slice(0, 1))).toMatch(/^Stichwort \p{L}+: Wie war das genau\?$/u);
});

test('five German follow-ups in a dialog each use a frame of their own', () => {
  const said: string[] = [];
  for (const answer of [
    'Ein Kollege hat mir Rabatt im 24-Stunden-Studio am Betriebshof besorgt, das war praktisch.',
    'Meistens früh morgens nach der Nachtschicht, etwa zweimal die Woche, immer am Rudergerät.',
    'Eine Untersuchung kostet zweiundfünfzig Euro, und wegen der Selbstbeteiligung zahle ich das meiste selbst.',
    'Ich laufe samstags mit einem Lauftreff an der Elbe und mache zu Hause Yoga mit einer App.',
    'Die Praxis hat uns in eine Tierklinik vierzig Minuten entfernt geschickt.',
  ]) {
    const reply = bestFollowUp(answer, said);
    expect(reply).toMatch(/^Stichwort /u);
    said.push(reply);
  }
  // Before, with three frames, the fourth and fifth were „Können Sie mir dazu noch mehr erzählen, vielleicht an einem Beispiel?“.
  const frames = said.map((reply) => sentencesOf(reply)[0]!.replace(/^Stichwort [\p{L}-]+: /u, ''));
  expect(new Set(frames).size).toBe(5);
});

test('the noun of an idiom („den Ausschlag geben“) is no specific detail', () => {
  const answer =
    'Ich arbeite im Schichtdienst, also habe ich nach Google-Bewertungen die Praxis mit Terminen am Samstag genommen, und der Welpenkurs hat den Ausschlag gegeben.';
  // Before: „Stichwort Ausschlag: Wie war das genau?“
  const details = answerDetails(answer, 'German');
  expect(details[0]!.said).not.toBe('Ausschlag');
  expect(details.find((d) => d.said === 'Ausschlag')?.kind).toBe('noun');
});

test('a German follow-up names no town („in Stuttgart“), no time of day, and a noun in the genitive as the noun', () => {
  const said = (answer: string) => answerDetails(answer, 'German').map((d) => d.said);
  // Before: „Stichwort Stuttgart: Wie war das genau?“
  expect(said('Neuer Job in Stuttgart, und die Praxis lag direkt am Hauptbahnhof.')).not.toContain('Stuttgart');
  expect(said('Wir sind im Frühjahr von Karlsruhe nach Heidelberg gezogen.')).toEqual([]);
  // Before: „Stichwort Vormittag: Wie war das genau?“
  expect(answerDetails('Ich gehe meistens am Vormittag mit einer Freundin schwimmen.', 'German')[0]?.kind ?? 'noun').toBe('noun');
  // Before: „Stichwort Kaninchenschutzvereins: …“
  expect(said('Ich habe die Vorsitzende des Kaninchenschutzvereins gefragt.')).toContain('Kaninchenschutzverein');
});

test('a noun after “nach” that is no place stays a detail („nach Praxisschluss geblieben“)', () => {
  expect(
    answerDetails('Salz hat eines Abends nicht mehr gefressen, und die Tierärztin ist nach Praxisschluss geblieben.', 'German').map(
      (d) => d.said,
    ),
  ).toContain('Praxisschluss');
});

test('a noun before the verb of a relative clause („…, was bei den Schichten hilft“) is not put first for it', () => {
  const answer = 'Im Moment jeden Monat zum Impfen und Wiegen, und sie schicken mir Erinnerungen per SMS, was bei den Schichten hilft.';
  // Before: „Stichwort Schichten: …“ (the noun before a verb came first wherever the verb was).
  expect(answerDetails(answer, 'German')[0]!.said).toBe('Erinnerungen');
  // A main clause's noun before its verb still comes first: it tells what happened.
  expect(
    answerDetails('Sie wollten mir ständig eine Zahnaufhellung verkaufen, was mich ärgerte.', 'German').find((d) => d.kind === 'event')!
      .said,
  ).toBe('Zahnaufhellung');
});
