import { expect, test } from 'vitest';

import { mostSpecificDetail } from './answer-details';
import { germanNounDetails } from './detail-phrases';
import { germanDoneToRespondent } from './german-done-to';
import { templatedPattern } from './templated-patterns';

test('what someone did to the respondent is asked about with who did it, in “Sie”', () => {
  expect(germanDoneToRespondent('Am zweiten Tag hat der Schichtleiter mich vor allen angebrüllt.')).toEqual([]);
  expect(germanDoneToRespondent('Der Schichtleiter hat mich vor allen angebrüllt.')[0]?.question).toBe(
    'Was ist passiert, als der Schichtleiter Sie vor allen angebrüllt hat?',
  );
  expect(germanDoneToRespondent('Dann kam ein Kunde, der mich mit meinem Chef verwechselt hat.')[0]?.question).toBe(
    'Was ist passiert, als ein Kunde Sie mit Ihrem Chef verwechselt hat?',
  );
  expect(germanDoneToRespondent('Meine Nachbarin hat uns zum Chor mitgenommen.')[0]?.question).toBe(
    'Was ist passiert, als Ihre Nachbarin Sie zum Chor mitgenommen hat?',
  );
});

test('such a moment comes before a noun said beside it', () => {
  const answer = 'Erst eine lange Sicherheitsunterweisung, und dann ein Fahrgast, der mich als Schaffner angesprochen hat.';
  expect(mostSpecificDetail(answer, 'German')?.question).toBe('Was ist passiert, als ein Fahrgast Sie als Schaffner angesprochen hat?');
});

test('no moment without a doer, a participle or the respondent as the one it was done to', () => {
  for (const answer of [
    'Die Woche hat mich völlig geschafft.',
    'Meine Schwester hat ihn abgeholt.',
    'Der Trainer hat mich gefragt, ob ich bleibe.',
    'Ich habe den Verein selbst gefunden.',
  ])
    for (const detail of germanDoneToRespondent(answer)) {
      expect(detail.question, answer).not.toMatch(/Woche|ihn|selbst/u);
      expect(templatedPattern(detail.question)).toBeNull();
    }
  expect(germanDoneToRespondent('Meine Schwester hat ihn abgeholt.')).toEqual([]);
  expect(germanDoneToRespondent('Die Woche hat mich völlig geschafft.')).toEqual([]);
});

test('the participle is the one that ends the clause', () => {
  for (const detail of germanDoneToRespondent('Der Arzt hat mich zu einer Klinik weit entfernt überwiesen.'))
    expect(detail.question).not.toMatch(/entfernt hat\?$/u);
});

test('a noun in the dative plural is named as it is in the nominative', () => {
  const nouns = germanNounDetails('Der eine rechnet nach Quadratmetern, der andere mit Pauschalen.').map((d) => d.said);
  expect(nouns).toContain('Quadratmeter');
  expect(nouns).not.toContain('Quadratmetern');
});
