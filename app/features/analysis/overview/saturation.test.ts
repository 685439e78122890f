import { describe, expect, test } from 'vitest';

import { completionOrder, quietForLast, saturation, saturationSentence } from './saturation';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 5, 9, minute));

// Completed at 9:03, 9:01, 9:02 and 9:02: the order is b, then c and d (same minute, by id), then a.
const DIALOGS = [
  { id: 'a', completedAt: at(3) },
  { id: 'd', completedAt: at(2) },
  { id: 'b', completedAt: at(1) },
  { id: 'c', completedAt: at(2) },
];
const THEMES = [
  { id: 't1', name: 'Price', dialogIds: ['a', 'c'] },
  { id: 't2', name: 'Queue', dialogIds: ['b'] },
  { id: 't3', name: 'Loyalty card', dialogIds: ['d', 'a'] },
  { id: 't4', name: 'Only an excluded dialog', dialogIds: ['x'] },
  { id: 't5', name: 'Taste', dialogIds: ['a', 'b'] },
  { id: 't6', name: 'Opening hours', dialogIds: ['d', 'c'] },
];

describe('completionOrder', () => {
  test('orders by completion time, two dialogs completed at the same moment by id, whatever order they came in', () => {
    expect(completionOrder(DIALOGS).map((d) => d.id)).toEqual(['b', 'c', 'd', 'a']);
    expect(completionOrder([...DIALOGS].reverse()).map((d) => d.id)).toEqual(['b', 'c', 'd', 'a']);
  });

  test('reads completion times given as ISO text or milliseconds as well as dates', () => {
    const mixed = [
      { id: 'late', completedAt: at(9).toISOString() },
      { id: 'early', completedAt: at(1).getTime() },
    ];
    expect(completionOrder(mixed).map((d) => d.id)).toEqual(['early', 'late']);
  });
});

describe('saturation', () => {
  test('a theme is new at its first member in the order of completion; the total runs on', () => {
    const result = saturation(DIALOGS, THEMES);
    // b: Queue and Taste (2); c: Price and Opening hours, c coming before d (4); d: Loyalty card (5); a: nothing (5).
    expect(
      result.steps.map((s) => ({ position: s.position, id: s.dialog.id, names: s.newThemes.map((t) => t.name), total: s.total })),
    ).toEqual([
      { position: 1, id: 'b', names: ['Queue', 'Taste'], total: 2 },
      { position: 2, id: 'c', names: ['Price', 'Opening hours'], total: 4 },
      { position: 3, id: 'd', names: ['Loyalty card'], total: 5 },
      { position: 4, id: 'a', names: [], total: 5 },
    ]);
    expect(result.themes).toBe(5);
    expect(result.lastNew?.dialog.id).toBe('d');
    expect(result.lastNew?.position).toBe(3);
    expect(result.dialogsAfterLastNew).toBe(1);
  });

  test('a theme with no member among the dialogs is counted apart, never as new', () => {
    const result = saturation(DIALOGS, THEMES);
    expect(result.themesWithoutMember).toBe(1);
    expect(result.steps.flatMap((s) => s.newThemes.map((t) => t.id))).not.toContain('t4');
    // Without dialog d, Loyalty card is new only with a, the last one (Opening hours still comes with c): not reached.
    const withoutD = saturation(
      DIALOGS.filter((d) => d.id !== 'd'),
      THEMES,
    );
    expect(withoutD.steps.map((s) => s.total)).toEqual([2, 4, 5]);
    expect(withoutD.steps.map((s) => s.newThemes.map((t) => t.name))).toEqual([
      ['Queue', 'Taste'],
      ['Price', 'Opening hours'],
      ['Loyalty card'],
    ]);
    expect(withoutD.dialogsAfterLastNew).toBe(0);
    expect(saturationSentence(withoutD)).toBe('The last dialog (3 of 3) brought a new theme; saturation is not reached.');
  });

  test('with no themes at all every dialog brings none and no dialog is the last to bring one', () => {
    const result = saturation(DIALOGS, []);
    expect(result.steps.map((s) => [s.newThemes.length, s.total])).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
    expect(result).toMatchObject({ themes: 0, themesWithoutMember: 0, lastNew: null, dialogsAfterLastNew: 4 });
    expect(saturationSentence(result)).toBe('No theme has a member among the 4 dialogs counted.');
  });

  test('no dialogs: nothing to count', () => {
    const result = saturation([], THEMES);
    expect(result).toMatchObject({ steps: [], themes: 0, themesWithoutMember: 6, lastNew: null, dialogsAfterLastNew: 0 });
    expect(saturationSentence(result)).toBe('No completed dialog of this report is counted yet.');
    expect(quietForLast(result, 1)).toBe(false);
  });
});

describe('quietForLast', () => {
  test('is true when the last k dialogs brought nothing new, false when one of them did or fewer were counted', () => {
    const result = saturation(DIALOGS, THEMES);
    expect(quietForLast(result, 1)).toBe(true);
    expect(quietForLast(result, 2)).toBe(false);
    expect(quietForLast(saturation(DIALOGS.slice(0, 1), []), 2)).toBe(false);
  });
});

describe('saturationSentence', () => {
  test('names the dialog of the last new theme and how many came after it', () => {
    expect(saturationSentence(saturation(DIALOGS, THEMES))).toBe(
      'The last new theme appeared with dialog 3 of 4; the dialog after it brought none.',
    );
    // Twenty dialogs a minute apart, d01 … d20; the last theme first raised by the 14th.
    const twenty = Array.from({ length: 20 }, (_, i) => ({ id: `d${String(i + 1).padStart(2, '0')}`, completedAt: at(i) }));
    const themes = [
      { id: 'x', name: 'X', dialogIds: ['d01', 'd20'] },
      { id: 'y', name: 'Y', dialogIds: ['d19', 'd14', 'd17'] },
    ];
    const result = saturation(twenty, themes);
    expect(saturationSentence(result)).toBe('The last new theme appeared with dialog 14 of 20; the 6 dialogs after it brought none.');
    expect(quietForLast(result, 6)).toBe(true);
    expect(quietForLast(result, 7)).toBe(false);
  });

  test('one dialog that brought the first themes has not reached saturation', () => {
    expect(saturationSentence(saturation(DIALOGS.slice(0, 1), THEMES))).toBe(
      'The only dialog brought the first themes; saturation is not reached.',
    );
  });
});
