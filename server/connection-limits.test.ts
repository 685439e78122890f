import { describe, expect, test } from 'vitest';

import { maxConnectionsFor, openFileLimit } from './connection-limits';

const LIMITS = `Limit                     Soft Limit           Hard Limit           Units
Max processes             63704                63704                processes
Max open files            1024                 524288               files
Max locked memory         8388608              8388608              bytes`;

describe('the server’s cap on connections', () => {
  test('reads the soft limit on open files', () => {
    expect(openFileLimit(() => LIMITS)).toBe(1024);
    expect(openFileLimit(() => LIMITS.replace('1024  ', 'unlimited'))).toBeNull();
    expect(
      openFileLimit(() => {
        throw new Error('no /proc here');
      }),
    ).toBeNull();
  });

  test('stays below the file limit, lower still when configured so, never above it', () => {
    expect(maxConnectionsFor(1024)).toBe(819);
    expect(maxConnectionsFor(null)).toBe(819);
    expect(maxConnectionsFor(65536, 500)).toBe(500);
    expect(maxConnectionsFor(1024, 5000)).toBe(819);
  });

  test('this process’s limit, where Linux tells it, gives a cap below it', () => {
    const limit = openFileLimit();
    if (limit !== null) expect(maxConnectionsFor(limit)).toBeLessThan(limit);
  });
});
