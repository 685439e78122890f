import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { TestProject } from 'vitest/node';

import { openDatabase } from '@db/connection';
import { migrateDatabase } from '@db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A database file with every migration applied, for each test file to start from a copy of. */
    migratedDatabase: string;
  }
}

/**
 * Vitest's global setup: the migrations run once here rather than in every test file (200 of them), most of which
 * never open the database. Each file copies this file (tests/support/vitest-setup.ts), a plain file copy.
 */
export default function setup(project: TestProject) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'qualia-migrated-'));
  const file = path.join(folder, 'app.db');
  const db = openDatabase(file);
  migrateDatabase(db);
  // Everything in the main file, none in a write-ahead log, so a copy of the one file is the whole database.
  db.$client.pragma('wal_checkpoint(TRUNCATE)');
  db.$client.close();
  project.provide('migratedDatabase', file);
  return () => fs.rmSync(folder, { recursive: true, force: true });
}
