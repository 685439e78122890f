import { describe, expect, test } from 'vitest';

import { correctedQuestions, pointsCorrected } from './correction-targets';

const DENTIST = [
  { questionIndex: 0, text: 'The move\nI moved from Leeds to Bristol two years ago for a job at the hospital.' },
  { questionIndex: 1, text: 'Choosing a dentist\ngoogle\nYes. google. dunno.' },
  { questionIndex: 2, text: 'The first visit\nThey kept upselling whitening at every appointment, which put me off the practice.' },
];

describe('which points a correction at the member check corrects', () => {
  test('English: the point whose words it takes up, the negated words weighing most', () => {
    expect(pointsCorrected('Actually not google: my neighbour recommended the practice on Gloucester Road.', DENTIST)).toEqual([1]);
    expect(pointsCorrected('It was Cardiff, not Bristol.', DENTIST)).toEqual([0]);
    expect(pointsCorrected('They never upsold whitening, that was the hygienist.', DENTIST)).toEqual([2]);
  });

  test('a correction of nothing read back corrects the summary as a whole', () => {
    expect(pointsCorrected('You missed that I have two children.', DENTIST)).toEqual([]);
    // A word of order shared by chance is no evidence: before, this corrected "Choosing a dentist" ("First I googled …").
    const searched = [DENTIST[0]!, { questionIndex: 1, text: 'Choosing a dentist\nFirst I googled dentists near my flat.' }];
    expect(pointsCorrected('Mostly right, but the sixty pounds was for the check-up only, not the whole first visit.', searched)).toEqual(
      [],
    );
    expect(
      pointsCorrected('Fast richtig, aber die 60 Euro waren nur für die erste Kontrolle.', [
        { questionIndex: 1, text: 'Die Suche\nErst habe ich gegoogelt.' },
      ]),
    ).toEqual([]);
  });

  test('German and Russian', () => {
    const de = [
      { questionIndex: 0, text: 'Der Umzug\nIch bin von Leipzig nach Köln gezogen.' },
      { questionIndex: 1, text: 'Die Wahl\ngoogle' },
    ];
    expect(pointsCorrected('Nicht Leipzig, ich komme aus Dresden.', de)).toEqual([0]);
    const ru = [
      { questionIndex: 0, text: 'Переезд\nЯ переехала из Казани в Москву.' },
      { questionIndex: 1, text: 'Выбор\nгугл' },
      { questionIndex: 2, text: 'Первый визит\nМне всё время навязывали отбеливание.' },
    ];
    expect(pointsCorrected('Не гугл, мне посоветовала соседка.', ru)).toEqual([1]);
  });

  test('the stored correction names the questions it corrects; a summary a model wrote again, by the points citing it', () => {
    const point = (questionIndex: number | null, messageIds: string[], corrects?: number[]) => ({
      text: 'x',
      questionIndex,
      messageIds,
      ...(corrects ? { corrects } : {}),
    });
    expect(correctedQuestions([point(0, ['a']), point(1, ['c'], [1, 2])], 'c')).toEqual([1, 2]);
    expect(correctedQuestions([point(0, ['a']), point(2, ['b', 'c'])], 'c')).toEqual([2]);
    expect(correctedQuestions([point(null, ['c'], [])], 'c')).toEqual([]);
  });
});
