import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { migrate } from 'drizzle-orm/better-sqlite3/migrator';

import type { Db } from './connection';

/** The drizzle-kit migrations at the project's root: above db/ from source, above build/chunks/ when compiled. */
export const MIGRATIONS_DIR = findMigrations(path.dirname(fileURLToPath(import.meta.url)));

function findMigrations(from: string): string {
  for (let dir = from, up = 0; up < 4; up++, dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'migrations');
    if (fs.existsSync(path.join(candidate, 'meta/_journal.json'))) return candidate;
  }
  throw new Error(`The migrations folder was not found above ${from}`);
}

/** Applies the drizzle-kit migrations that the file has not seen yet. */
export function migrateDatabase(db: Db): void {
  migrate(db, { migrationsFolder: MIGRATIONS_DIR });
}
