import { env } from '~/lib/env.server';
import { isReadReplica } from '~/lib/instance-role.server';

import { type Db, openDatabase } from './connection';

export * as schema from './schema';
export type { Db };

// On globalThis so the app bundle, server.ts and dev reloads share one connection per file.
const globalForDb = globalThis as unknown as { __appDb?: { file: string; db: Db } };

/** The process-wide connection, opened on first use. */
export function getDb(): Db {
  const file = env().databasePath;
  if (globalForDb.__appDb?.file !== file) {
    globalForDb.__appDb = { file, db: openDatabase(file, { readonly: isReadReplica() }) };
  }
  return globalForDb.__appDb.db;
}

export function closeDb(): void {
  globalForDb.__appDb?.db.$client.close();
  globalForDb.__appDb = undefined;
}
