import { expect, test } from 'vitest';

import { answerDetails } from './answer-details';
import { germanNounDetails } from './detail-phrases';

const feelings = (answer: string, language: string) => answerDetails(answer, language).filter((d) => d.kind === 'emotion');

test('a feeling whose cause is told right after it is not asked about again', () => {
  expect(feelings('Was mich genervt hat: die Werkstatt hat dreimal den Termin verschoben.', 'German')).toEqual([]);
  expect(feelings('Geärgert hat mich, dass keiner zurückgerufen hat.', 'German')).toEqual([]);
  expect(feelings('Lo que más me molestó fue que nadie contestaba al teléfono.', 'Spanish')).toEqual([]);
  // Said without its cause, the feeling is still asked about.
  expect(feelings('Am Ende war ich einfach nur genervt.', 'German')).toHaveLength(1);
  expect(feelings('Me quedé bastante preocupada, la verdad.', 'Spanish')).toHaveLength(1);
});

test('a German feeling said of someone else is not the respondent’s', () => {
  expect(feelings('Der Kurs fällt oft aus, und dann sind die Teilnehmer enttäuscht.', 'German')).toEqual([]);
  expect(feelings('Meine Mutter war ziemlich besorgt, als der Brief kam.', 'German')).toEqual([]);
  // The respondent's own feeling in the same words stays.
  expect(feelings('Der Kurs fällt oft aus, und dann bin ich enttäuscht.', 'German')).toHaveLength(1);
});

test('a noun in a German wish is no event', () => {
  const [wish] = germanNounDetails('Ich hätte gern eine Preisliste gehabt, bevor die kamen.').filter((d) => d.said === 'Preisliste');
  expect(wish?.kind).not.toBe('event');
  const [done] = germanNounDetails('Am Ende haben wir eine Preisliste bekommen.').filter((d) => d.said === 'Preisliste');
  expect(done?.kind).toBe('event');
});
