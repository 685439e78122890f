import { describe, expect, test } from 'vitest';

import { parseThreshold, thresholdTextOnSave } from './threshold-text';

describe('the threshold field when a saved threshold comes back', () => {
  test('text that already means the saved value stays as typed', () => {
    expect(thresholdTextOnSave('7', 7, 7)).toEqual({ text: '7', unsaved: null });
    expect(thresholdTextOnSave('0', 0, null)).toEqual({ text: '0', unsaved: null });
  });

  test('the save of an earlier value, while a later one is on its way, changes nothing', () => {
    // The researcher moved to 0, then to 6; the save of 0 comes back first.
    expect(thresholdTextOnSave('6', 0, 6)).toEqual({ text: '6', unsaved: 6 });
  });

  test('a threshold set elsewhere replaces the text, to one decimal', () => {
    expect(thresholdTextOnSave('6', 2.5, null)).toEqual({ text: '2.5', unsaved: null });
    expect(thresholdTextOnSave('', 6, null)).toEqual({ text: '6.0', unsaved: null });
  });

  test('the text is read as the threshold is stored: clamped to 0–10, one decimal', () => {
    expect(parseThreshold('0.06')).toBe(0.1);
    expect(parseThreshold('12')).toBe(10);
    expect(parseThreshold(' ')).toBeNull();
    expect(parseThreshold('7.0.5')).toBeNull();
  });
});
