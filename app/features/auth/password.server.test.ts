import { afterEach, describe, expect, test } from 'vitest';

import { hashPassword, verifyPassword } from './password.server';

const costOf = (hash: string) => hash.split('$').slice(0, 4).join('$');

describe('password hashes', () => {
  const before = process.env.PASSWORD_HASH_N;
  afterEach(() => {
    if (before === undefined) delete process.env.PASSWORD_HASH_N;
    else process.env.PASSWORD_HASH_N = before;
  });

  test('without PASSWORD_HASH_N (production) a hash costs scrypt N=16384, r=8, p=1 and verifies', async () => {
    delete process.env.PASSWORD_HASH_N;
    const hash = await hashPassword('correct-horse-battery');
    expect(costOf(hash)).toBe('scrypt$16384$8$1');
    expect(await verifyPassword('correct-horse-battery', hash)).toBe(true);
    expect(await verifyPassword('wrong-horse-battery', hash)).toBe(false);
  });

  test('PASSWORD_HASH_N lowers the cost of new hashes; verification reads the cost from the stored hash', async () => {
    process.env.PASSWORD_HASH_N = '1024';
    const cheap = await hashPassword('correct-horse-battery');
    expect(costOf(cheap)).toBe('scrypt$1024$8$1');
    delete process.env.PASSWORD_HASH_N;
    expect(await verifyPassword('correct-horse-battery', cheap)).toBe(true);
    expect(await verifyPassword('wrong-horse-battery', cheap)).toBe(false);
  });

  test.each(['', '1000', '512', '0', 'fast', '2097152'])('PASSWORD_HASH_N=%j is not a cost: production’s is used', async (value) => {
    process.env.PASSWORD_HASH_N = value;
    expect(costOf(await hashPassword('correct-horse-battery'))).toBe('scrypt$16384$8$1');
  });
});
