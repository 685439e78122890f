import fs from 'node:fs';
import path from 'node:path';

import Database from 'better-sqlite3';
import { type BetterSQLite3Database, drizzle } from 'drizzle-orm/better-sqlite3';
import * as sqliteVec from 'sqlite-vec';

import * as schema from './schema';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

/**
 * Opens the SQLite file with the pragmas every connection needs and the sqlite-vec extension loaded. A read replica
 * opens it read-only, so a write that was not handed to the primary fails loudly instead of forking the data.
 */
export function openDatabase(file: string, options: { readonly?: boolean } = {}): Db {
  if (options.readonly) return configured(new Database(file, { readonly: true, fileMustExist: true }));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  return writingFirst(configured(sqlite));
}

/**
 * Transactions take the write lock when they begin (BEGIN IMMEDIATE). A deferred one that reads and then writes
 * fails at once with SQLITE_BUSY_SNAPSHOT when another process (a CLI, a backup, a second server) committed in
 * between, and the busy timeout cannot help it; an immediate one waits for the lock under that timeout instead.
 */
function writingFirst(db: Db): Db {
  const begin = db.transaction.bind(db);
  db.transaction = ((run, config) => begin(run, { behavior: 'immediate', ...config })) as Db['transaction'];
  return db;
}

/** The pragmas and sqlite-vec every connection needs, read-only or not. */
function configured(sqlite: Database.Database): Db {
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // Loaded on every connection, before migrations, so migrations may create vec0 tables.
  sqliteVec.load(sqlite);
  return drizzle(sqlite, { schema }) as Db;
}
