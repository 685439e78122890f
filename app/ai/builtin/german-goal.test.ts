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
  draftGuideOffline({ goal, description: 'Erwachsene. Ein Gespräch von fünfzehn Minuten.', questions: '', language: 'German' }, english);
const descriptions = (guide: Guide) => guide.questions.map((q) => q.description);
const book = PHRASEBOOKS.German;

test('a verb-final goal names its action in the Sie form, with the Partizip II of a separable verb', () => {
  const guide = draft('Verstehen, wie Verbraucher eine Hausratversicherung abschließen.');
  expect(guide.questions[1]).toEqual({
    title: 'Eine Hausratversicherung abschließen',
    description:
      'Denken Sie an das letzte Mal, als Sie eine Hausratversicherung abgeschlossen haben. Können Sie mir Schritt für Schritt erzählen, was passiert ist?',
  });
  expect(descriptions(guide)).toEqual(
    expect.arrayContaining([
      'Was ist Ihnen am wichtigsten, wenn Sie eine Hausratversicherung abschließen, und warum?',
      'Was stört Sie oder steht Ihnen im Weg, wenn Sie eine Hausratversicherung abschließen?',
      'Wenn Sie eine einzige Sache daran ändern könnten, wie Sie eine Hausratversicherung abschließen, welche wäre das und warum?',
    ]),
  );
  expect(guide.requiredInfo.at(-1)).toBe('Wann haben Sie zuletzt eine Hausratversicherung abgeschlossen?');
});

test('a "warum" goal asks for the reasons; "ihr" becomes "Ihr" and an -ieren verb takes no "ge-"', () => {
  const guide = draft('Verstehen, warum Nutzer ihr Streaming-Abo pausieren');
  expect(guide.questions[2]).toEqual({
    title: 'Gründe für das Pausieren',
    description: 'Warum haben Sie Ihr Streaming-Abo pausiert?',
  });
  expect(guide.requiredInfo.at(-1)).toBe('Wann haben Sie zuletzt Ihr Streaming-Abo pausiert?');
});

test('a verb of movement takes "sein", and a reflexive verb keeps "sich" before "zuletzt"', () => {
  const moving = draft('Verstehen, warum Pendler auf das Fahrrad umsteigen');
  expect(moving.questions[2]!.description).toBe('Warum sind Sie auf das Fahrrad umgestiegen?');
  expect(moving.requiredInfo.at(-1)).toBe('Wann sind Sie zuletzt auf das Fahrrad umgestiegen?');
  const deciding = draft('Verstehen, wie sich Familien für eine Kita entscheiden');
  expect(deciding.questions[1]!.title).toBe('Sich für eine Kita entscheiden');
  expect(deciding.requiredInfo.at(-1)).toBe('Wann haben Sie sich zuletzt für eine Kita entschieden?');
});

test('a goal in the perfect is read back to its infinitive: "verglichen haben" → "wenn Sie … vergleichen"', () => {
  const guide = draft('Verstehen, wie Haushalte Stromtarife verglichen haben.');
  expect(guide.questions[1]!.title).toBe('Stromtarife vergleichen');
  expect(descriptions(guide)).toContain('Was ist Ihnen am wichtigsten, wenn Sie Stromtarife vergleichen, und warum?');
  expect(guide.requiredInfo.at(-1)).toBe('Wann haben Sie zuletzt Stromtarife verglichen?');
});

test('a verb whose Partizip II is not known is asked in the present, with a wenn-clause', () => {
  const guide = draft('Verstehen, warum Menschen Sport treiben');
  expect(guide.questions[1]).toEqual({
    title: 'Sport treiben',
    description: 'Wie gehen Sie vor, wenn Sie Sport treiben? Erzählen Sie mir bitte Schritt für Schritt vom letzten Mal.',
  });
  // No reasons question and no "when did you last" without the perfect: those stay as they were.
  expect(guide.questions.map((q) => q.title)).not.toContain('Gründe für das Treiben');
  expect(guide.requiredInfo).toEqual(book.requiredInfo);
  expect(descriptions(guide)).toContain('Was ist Ihnen am wichtigsten, wenn Sie Sport treiben, und warum?');
});

test('a goal that cannot be read for sure keeps the generic wording, never a broken sentence', () => {
  for (const goal of [
    // A modal verb: what people can do, not what they do.
    'Verstehen, wie Kunden ein Abo kündigen können',
    // Two verbs joined.
    'Verstehen, wie Menschen Rezepte suchen und speichern',
    // A genitive in the population ("Eltern kleiner Kinder").
    'Verstehen, wie Eltern kleiner Kinder einen Kita-Platz suchen',
    // A singular subject: the verb is not the Sie form.
    'Verstehen, wie man ein Konto eröffnet',
    // A state, not the perfect.
    'Verstehen, warum Kunden gut informiert sind',
    // A noun phrase, no action.
    'Die Kaffeegewohnheiten von Menschen im Homeoffice erforschen',
  ]) {
    const guide = draft(goal);
    expect(guide.questions[1], goal).toEqual(book.recent);
    expect(guide.requiredInfo, goal).toEqual(book.requiredInfo);
  }
});

test('a phrase of time before the object is left out, as English leaves it out; a "nach" that is the object stays', () => {
  const afterSchool = draft('Verstehen, wie Studierende nach dem Abitur ein Girokonto eröffnet haben');
  expect(afterSchool.questions[1]!.title).toBe('Ein Girokonto eröffnen');
  expect(afterSchool.requiredInfo.at(-1)).toBe('Wann haben Sie zuletzt ein Girokonto eröffnet?');
  const shopping = draft('Verstehen, wie Menschen während der Pandemie Lebensmittel eingekauft haben');
  expect(shopping.requiredInfo.at(-1)).toBe('Wann haben Sie zuletzt Lebensmittel eingekauft?');
  const searching = draft('Verstehen, wie Familien nach einer Wohnung suchen');
  expect(searching.questions[1]!.description).toBe(
    'Denken Sie an das letzte Mal, als Sie nach einer Wohnung gesucht haben. Können Sie mir Schritt für Schritt erzählen, was passiert ist?',
  );
});
