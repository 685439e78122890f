import { expect, test } from 'vitest';

import { mostSpecificDetail } from './answer-details';
import { germanDoneToRespondent } from './german-done-to';
import { templatedPattern } from './templated-patterns';

// Someone called by title and name ("Herr Yilmaz", "Frau Berger von gegenüber") who did something for the respondent is
// what the answer tells; before, the follow-up named the thing given alone ("Stichwort Kompost: …").

test('what someone named with a title did for the respondent is asked about, with “Ihnen” for what was given', () => {
  const cases: [string, string][] = [
    [
      'Am Anfang lief wenig, aber Herr Yilmaz hat uns zwei Säcke Kompost vorbeigebracht.',
      'Was ist passiert, als Herr Yilmaz Ihnen zwei Säcke Kompost vorbeigebracht hat?',
    ],
    [
      'Ehrlich gesagt war es mühsam. Frau Berger von gegenüber hat mich dann zum Stammtisch mitgenommen.',
      'Was ist passiert, als Frau Berger von gegenüber Sie dann zum Stammtisch mitgenommen hat?',
    ],
  ];
  for (const [answer, question] of cases) {
    expect(mostSpecificDetail(answer, 'German')?.question, answer).toBe(question);
    expect(templatedPattern(question)).toBeNull();
  }
});

test('“uns” before a span of time stays the accusative', () => {
  expect(germanDoneToRespondent('Der Hausmeister hat uns die ganze Woche ignoriert.')[0]?.question).toBe(
    'Was ist passiert, als der Hausmeister Sie die ganze Woche ignoriert hat?',
  );
});
