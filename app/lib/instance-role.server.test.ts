import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { expect, test } from 'vitest';

import { parseEnv } from './env.server';
import { resolveRole } from './instance-role.server';

const base = { primaryUrl: null, litefsDir: null, flyAppName: null, internalPort: 8080 };
const litefsMount = (primary?: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'litefs-'));
  if (primary) fs.writeFileSync(path.join(dir, '.primary'), `${primary}\n`);
  return dir;
};

test('without PRIMARY_URL or LiteFS an instance is the primary', () => {
  expect(resolveRole(base)).toEqual({ kind: 'primary' });
});

test('PRIMARY_URL makes a replica that proxies to it; it is never replayed off Fly', () => {
  const role = resolveRole({ ...base, primaryUrl: 'http://primary.internal:3000' });
  expect(role).toMatchObject({ kind: 'replica', url: 'http://primary.internal:3000' });
  expect(role.kind === 'replica' && role.instance()).toBeNull();
});

test('under LiteFS the .primary file decides; on Fly it names the machine to replay to and to proxy to', () => {
  expect(resolveRole({ ...base, litefsDir: litefsMount(), primaryUrl: 'http://ignored:1' })).toEqual({ kind: 'primary' });
  const role = resolveRole({ ...base, litefsDir: litefsMount('e2865013a5d286'), flyAppName: 'qualia' });
  expect(role).toMatchObject({ kind: 'replica', url: 'http://e2865013a5d286.vm.qualia.internal:8080' });
  expect(role.kind === 'replica' && role.instance()).toBe('e2865013a5d286');
});

test('a LiteFS replica outside Fly needs PRIMARY_URL, and says so', () => {
  expect(() => resolveRole({ ...base, litefsDir: litefsMount('node-1') })).toThrow(/PRIMARY_URL: required on a read replica outside Fly/);
});

test('PRIMARY_URL must be an http(s) address; DATABASE_PATH moves only the database', () => {
  expect(() => parseEnv({ PRIMARY_URL: 'primary:3000' })).toThrow(/PRIMARY_URL/);
  expect(parseEnv({ PRIMARY_URL: 'https://primary.example.com/' }).primaryUrl).toBe('https://primary.example.com');
  expect(parseEnv({ PORT: '8081' }).internalPort).toBe(8081);
  expect(parseEnv({ PORT: '8081', INTERNAL_PORT: '8080' }).internalPort).toBe(8080);
  const env = parseEnv({ DATA_DIR: '/data', DATABASE_PATH: '/litefs/app.db' });
  expect(env).toMatchObject({ dataDir: '/data', databasePath: '/litefs/app.db' });
});
