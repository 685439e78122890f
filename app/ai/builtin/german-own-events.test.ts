import { expect, test } from 'vitest';

import { mostSpecificDetail } from './answer-details';
import { germanOwnEvents } from './german-own-events';
import { templatedPattern } from './templated-patterns';

test('what the respondent had to do is asked about in “Sie”', () => {
  expect(germanOwnEvents('Am Bahnhof musste ich zwei Stunden auf den Ersatzbus warten.')[0]?.question).toBe(
    'Was ist passiert, als Sie zwei Stunden auf den Ersatzbus warten mussten?',
  );
  expect(germanOwnEvents('Nach der Probe mussten wir uns bei meiner Chorleiterin entschuldigen.')[0]?.question).toBe(
    'Was ist passiert, als Sie sich bei Ihrer Chorleiterin entschuldigen mussten?',
  );
  // What they did of their own accord is no such moment.
  expect(germanOwnEvents('Im Januar hab ich mich im Studio angemeldet.')).toEqual([]);
  for (const event of germanOwnEvents('Wir mussten die Wohnung räumen, und ich hab mich furchtbar geärgert.'))
    expect(templatedPattern(event.question)).toBeNull();
});

test('such a moment comes before a noun said beside it', () => {
  const answer = 'Der Kurs war im Gemeindezentrum. Beim dritten Termin musste ich früher gehen, weil mein Sohn krank war.';
  expect(mostSpecificDetail(answer, 'German')?.question).toBe('Was ist passiert, als Sie früher gehen mussten?');
});

test('no event without the respondent, or without the verb that ends the clause', () => {
  for (const answer of [
    'Meine Schwester musste zwei Stunden warten.',
    'Er hat sich beim Chef beschwert.',
    'Ich musste, ehrlich gesagt, nicht lange überlegen, weil alles klar war und die Leute nett sind, wie ich finde.',
  ])
    expect(germanOwnEvents(answer), answer).toEqual([]);
});
