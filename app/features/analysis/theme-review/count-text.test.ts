import { describe, expect, it } from 'vitest';

import { themeCountText } from './count-text';

describe('a theme’s count in words', () => {
  it('tells suggested from confirmed, and says who suggested a theme nobody reviewed', () => {
    expect(themeCountText({ dialogCount: 7, confirmedCount: 5, reviewed: true, model: 'builtin' })).toBe('7 dialogs, 5 confirmed by you');
    expect(themeCountText({ dialogCount: 5, confirmedCount: 5, reviewed: true, model: 'builtin' })).toBe('5 dialogs, all confirmed by you');
    expect(themeCountText({ dialogCount: 7, confirmedCount: 0, reviewed: false, model: 'builtin' })).toBe(
      '7 dialogs, suggested by the built-in engine, not reviewed',
    );
    expect(themeCountText({ dialogCount: 4, confirmedCount: 0, reviewed: false, model: 'gpt-4o' })).toBe(
      '4 dialogs, suggested by gpt-4o, not reviewed',
    );
    // Confirming members is reviewing them, marked or not.
    expect(themeCountText({ dialogCount: 7, confirmedCount: 2, reviewed: false, model: 'builtin' })).toBe('7 dialogs, 2 confirmed by you');
    expect(themeCountText({ dialogCount: 1, confirmedCount: 1, reviewed: true, model: 'builtin' })).toBe('1 dialog, all confirmed by you');
    expect(themeCountText({ dialogCount: 3, confirmedCount: 0, reviewed: true, model: 'builtin' })).toBe('3 dialogs, 0 confirmed by you');
    expect(themeCountText({ dialogCount: 0, confirmedCount: 0, reviewed: false, model: 'builtin' })).toBe('No dialogs yet');
  });
});
