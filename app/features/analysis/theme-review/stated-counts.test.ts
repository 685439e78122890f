import { describe, expect, it } from 'vitest';

import { restatedLines, restatedPoint, statedThemes, themeCountSentence, themesNamedIn } from './stated-counts';

// A run suggested "Waiting at the counter" (d1–d4) and "Oat milk" (d5, d6); the researcher renamed the first, removed
// d4, added d7, confirmed d1 and d7, and marked it reviewed.
const stated = statedThemes(
  [
    { id: 'T', name: 'Queues at the counter', dialogIds: ['d1', 'd2', 'd3', 'd7'], dialogCount: 4, confirmedCount: 2, reviewed: true },
    { id: 'S2', name: 'Oat milk', dialogIds: ['d5', 'd6'], dialogCount: 2, confirmedCount: 0, reviewed: false },
  ],
  {
    themes: [
      { id: 'T', suggestionIds: ['S1'] },
      { id: 'S2', suggestionIds: ['S2'] },
    ],
    suggestions: [
      { id: 'S1', name: 'Waiting at the counter', dialogIds: ['d1', 'd2', 'd3', 'd4'] },
      { id: 'S2', name: 'Oat milk', dialogIds: ['d5', 'd6'] },
    ],
    model: 'builtin',
  },
  20,
);

describe('a point that counts a key theme, read after the review', () => {
  it('names the theme as reviewed and states both counts, with the theme’s members as its dialogs', () => {
    const point = { text: 'Waiting at the counter: 4 of 20 dialogs, under “Frustrations”.', dialogIds: ['d1', 'd2', 'd3', 'd4'] };
    expect(restatedPoint(point, stated)).toEqual({
      text: 'Queues at the counter: 4 dialogs, 2 confirmed by you (of 20 analysed), under “Frustrations”.',
      dialogIds: ['d1', 'd2', 'd3', 'd7'],
    });
  });

  it('says a theme no one reviewed was suggested by the engine, or by the model', () => {
    const point = { text: 'Oat milk: 2 of 20 dialogs, under “Morning routine”.', dialogIds: ['d6', 'd5'] };
    expect(restatedPoint(point, stated).text).toBe(
      'Oat milk: 2 dialogs, suggested by the built-in engine, not reviewed (of 20 analysed), under “Morning routine”.',
    );
    expect(restatedPoint(point, { ...stated, model: 'gpt-4o' }).text).toContain('suggested by gpt-4o, not reviewed');
  });

  it('finds the theme by name when the point’s dialogs were counted by another run, but not for a question’s point', () => {
    const point = { text: 'Waiting at the counter: one respondent. They wait.', dialogIds: ['d9'] };
    expect(restatedPoint(point, stated).text).toBe('Queues at the counter: 4 dialogs, 2 confirmed by you (of 20 analysed). They wait.');
    expect(restatedPoint(point, stated, { byName: false })).toBe(point);
  });

  it('leaves a point that counts no theme, or states no count, as written', () => {
    const other = { text: 'Parking: 3 of 20 dialogs, under “Choosing a place”.', dialogIds: ['d8', 'd9', 'd10'] };
    const model = { text: 'Queues frustrate respondents most.', dialogIds: null };
    expect(restatedPoint(other, stated)).toBe(other);
    expect(restatedPoint(model, stated)).toBe(model);
  });

  it('restates every line of a stored summary by its own dialogs', () => {
    const text = 'Oat milk: 2 of 20 dialogs, under “Morning routine”.\nParking: one respondent, under “Choosing a place”.';
    expect(restatedLines(text, [['d5', 'd6'], ['d8']], stated).split('\n')).toEqual([
      'Oat milk: 2 dialogs, suggested by the built-in engine, not reviewed (of 20 analysed), under “Morning routine”.',
      'Parking: one respondent, under “Choosing a place”.',
    ]);
  });
});

describe('a chat question that names a key theme', () => {
  it('finds the theme whatever the quotes and case, and states its count', () => {
    const [theme] = themesNamedIn('How many respondents talk about "queues at the counter"?', stated);
    expect(theme!.id).toBe('T');
    expect(themeCountSentence(theme!, stated)).toBe('Key theme “Queues at the counter”: 4 dialogs, 2 confirmed by you (of 20 analysed).');
    expect(themesNamedIn('What about milk?', stated)).toEqual([]);
  });
});
