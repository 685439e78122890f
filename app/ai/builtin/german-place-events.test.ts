import { expect, test } from 'vitest';

import { answerDetails } from './answer-details';

const questions = (answer: string, language = 'German') => answerDetails(answer, language).map((d) => d.question);

test('a German place where something happened is asked about as the event, not as a bare noun', () => {
  // Before: "Stichwort Umkleidekabine: Wie war das genau?"
  const said = 'Am ersten Abend bin ich in der Umkleidekabine sitzen geblieben und hab mich nicht rausgetraut.';
  expect(questions(said)[0]).toBe('Was ist in der Umkleidekabine passiert?');
  expect(questions(said).join(' ')).not.toMatch(/Stichwort Umkleidekabine/u);
});

test('a time, a source or a place that says which thing is meant is no place of an event', () => {
  for (const said of [
    'Wir haben uns an einem Wochenende alles zusammen angeschaut.',
    'Ich hab das auf der Vergleichsseite nachgelesen und gleich gebucht.',
    'Am Ende hat sie mich zur Laufgruppe am Sportplatz mitgenommen.',
  ]) {
    expect(questions(said).join(' ')).not.toMatch(/passiert\?/u);
  }
});
