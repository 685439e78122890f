import { describe, expect, test } from 'vitest';

import { joinSameNamed, sameNameKey } from './same-names';

describe('themes named alike are one theme', () => {
  test('names alike but for case, punctuation, plural or word order have one key; others not', () => {
    expect(sameNameKey('Appointments', 'English')).toBe(sameNameKey('appointment', 'English'));
    expect(sameNameKey('Opening hours', 'English')).toBe(sameNameKey('opening-hours!', 'English'));
    expect(sameNameKey('Price of the plan', 'English')).toBe(sameNameKey('Plan price', 'English'));
    expect(sameNameKey('“The phone line is always busy”', 'English')).toBe(sameNameKey('The phone line is always busy', 'English'));
    expect(sameNameKey('Appointments', 'English')).not.toBe(sameNameKey('Appointment reminders', 'English'));
    expect(sameNameKey('Precio', 'Spanish')).toBe(sameNameKey('precios', 'Spanish'));
  });

  test('the engine joins themes named alike, members and clauses together, largest first', () => {
    const themes = [
      { units: [0, 1, 2], dialogIds: ['d1', 'd2', 'd3'] },
      { units: [3, 4], dialogIds: ['d4', 'd5'] },
      { units: [5, 6], dialogIds: ['d2', 'd6'] },
      { units: [7], dialogIds: ['d7'] },
    ];
    const joined = joinSameNamed(themes, ['Price', 'Appointment', 'Appointments', '“I waited three weeks for a slot”'], 'English')!;
    expect(joined).toEqual([
      { units: [3, 4, 5, 6], dialogIds: ['d4', 'd5', 'd2', 'd6'] },
      { units: [0, 1, 2], dialogIds: ['d1', 'd2', 'd3'] },
      { units: [7], dialogIds: ['d7'] },
    ]);
    expect(joinSameNamed(themes, ['Price', 'Appointment', 'Waiting room', 'Phone'], 'English')).toBeNull();
  });
});
