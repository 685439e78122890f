import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';

import { openDatabase } from './connection';
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
  expect(tables).toEqual(
    expect.arrayContaining(['users', 'sessions', 'interviews', 'dialogs', 'messages', 'beta_requests', 'call_requests']),
  );
});

test('a transaction that reads and then writes is not failed by another process writing in between', () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tx-')), 'app.db');
  const server = openDatabase(file);
  const other = openDatabase(file);
  server.run(sql`create table counters (name text primary key, value integer not null)`);
  server.run(sql`insert into counters values ('a', 0), ('b', 0)`);
  // The other process does not wait here: either it writes before the transaction's own write, or it is refused.
  other.$client.pragma('busy_timeout = 0');
  let otherWrote = true;
  server.transaction((tx) => {
    const { value } = tx.get<{ value: number }>(sql`select value from counters where name = 'a'`);
    try {
      other.run(sql`update counters set value = value + 1 where name = 'b'`);
    } catch {
      otherWrote = false;
    }
    tx.run(sql`update counters set value = ${value + 1} where name = 'a'`);
  });
  expect(server.get<{ value: number }>(sql`select value from counters where name = 'a'`).value).toBe(1);
  // The other process's write waits for the transaction to end, and then goes through.
  expect(otherWrote).toBe(false);
  other.run(sql`update counters set value = value + 1 where name = 'b'`);
  expect(server.get<{ value: number }>(sql`select value from counters where name = 'b'`).value).toBe(1);
  server.$client.close();
  other.$client.close();
});
