import { expect, test } from 'vitest';

import { parseEnv } from './env.server';

test('production needs a session secret and says which variable', () => {
  expect(() => parseEnv({ NODE_ENV: 'production', DATA_DIR: '/tmp/x' })).toThrow(/SESSION_SECRET/);
});

test('a bad value names its variable', () => {
  expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/);
  expect(() => parseEnv({ TRUST_PROXY: 'sometimes' })).toThrow(/TRUST_PROXY/);
  expect(() => parseEnv({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
});

test('secrets rotate as a comma-separated list, and production cookies are Secure', () => {
  const env = parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 'new-secret-0123456789, old-secret-0123456789', TRUST_PROXY: '1' });
  expect(env.sessionSecrets).toEqual(['new-secret-0123456789', 'old-secret-0123456789']);
  expect(env.cookieSecure).toBe(true);
  expect(env.trustProxy).toBe(1);
  expect(env.seedDemo).toBe(false);
});

test('new accounts get the free plan unless DEFAULT_PLAN names another of the plans', () => {
  const SESSION_SECRET = 'a-secret-long-enough-to-sign';
  expect(parseEnv({ SESSION_SECRET }).defaultPlan).toBe('free');
  expect(parseEnv({ SESSION_SECRET, DEFAULT_PLAN: 'enterprise' }).defaultPlan).toBe('enterprise');
  expect(() => parseEnv({ DEFAULT_PLAN: 'unlimited' })).toThrow(/DEFAULT_PLAN: use free, pro or enterprise/);
});
