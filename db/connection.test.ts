import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { getDb } from './index';

test('the connection has sqlite-vec loaded', () => {
  const row = getDb().get<{ version: string }>(sql`select vec_version() as version`);
  expect(row.version).toMatch(/^v0\.\d+\.\d+/);
});

test('the connection runs in WAL mode with foreign keys and a busy timeout', () => {
  const client = getDb().$client;
  expect(client.pragma('journal_mode', { simple: true })).toBe('wal');
  expect(client.pragma('foreign_keys', { simple: true })).toBe(1);
  expect(client.pragma('busy_timeout', { simple: true })).toBe(5000);
});

test('migrations created every table', () => {
  const tables = getDb()
    .all<{ name: string }>(sql`select name from sqlite_master where type = 'table' order by name`)
    .map((row) => row.name);
  expect(tables).toEqual(expect.arrayContaining(['users', 'sessions', 'interviews', 'dialogs', 'messages', 'beta_requests', 'call_requests']));
});
