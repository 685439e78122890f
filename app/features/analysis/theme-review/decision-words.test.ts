import { expect, test } from 'vitest';

import { themeDecisionWords } from './decision-words';

const names = {
  theme: (id: string) => ({ t1: 'Late parcels', t2: 'Kind staff', t3: 'Prices' })[id] ?? 'a theme',
  shortLink: (dialogId: string) => ({ d1: 'aB3xYz', d2: 'Qw9PlK' })[dialogId],
};

test('each theme review action reads in plain words, with the themes as they were named and the dialogs by label', () => {
  expect(themeDecisionWords({ action: 'rename', themeId: 't1', name: 'Slow delivery' }, names)).toBe(
    'Theme “Late parcels” renamed “Slow delivery”',
  );
  expect(themeDecisionWords({ action: 'new', name: 'Returns' }, names)).toBe('New theme “Returns”');
  expect(themeDecisionWords({ action: 'reviewed', themeId: 't2' }, names)).toBe('Theme “Kind staff” marked reviewed');
  expect(themeDecisionWords({ action: 'confirm', themeId: 't1' }, names)).toBe('Every member of “Late parcels” confirmed');
  expect(themeDecisionWords({ action: 'confirm', themeId: 't1', dialogIds: ['d1', 'd2', 'd1'] }, names)).toBe(
    'Dialog # aB3xYz, Dialog # Qw9PlK confirmed in “Late parcels”',
  );
  expect(themeDecisionWords({ action: 'remove', themeId: 't1', dialogId: 'd2' }, names)).toBe(
    'Dialog # Qw9PlK removed from “Late parcels”',
  );
  expect(themeDecisionWords({ action: 'move', themeId: 't1', toThemeId: 't2', dialogId: 'd1' }, names)).toBe(
    'Dialog # aB3xYz moved from “Late parcels” to “Kind staff”',
  );
  expect(themeDecisionWords({ action: 'split', themeId: 't1', dialogIds: ['d1', 'x', 'y', 'z'], name: 'Lost parcels' }, names)).toBe(
    '4 dialogs split from “Late parcels” into “Lost parcels”',
  );
  expect(themeDecisionWords({ action: 'merge', themeIds: ['t1', 't2', 't3'] }, names)).toBe(
    '“Kind staff”, “Prices” merged into “Late parcels”',
  );
  expect(themeDecisionWords({ action: 'merge', themeIds: ['t1', 't2'], name: 'Delivery' }, names)).toBe(
    '“Kind staff” merged into “Late parcels”, named “Delivery”',
  );
  expect(themeDecisionWords({ action: 'add', themeId: 't3', messageId: 'm', start: 0, end: 4 }, names, 'd2')).toBe(
    'A passage of Dialog # Qw9PlK added to “Prices”',
  );
  // A dialog whose short link is unknown is still named, without one.
  expect(themeDecisionWords({ action: 'remove', themeId: 't1', dialogId: 'gone' }, names)).toBe('A dialog removed from “Late parcels”');
});
