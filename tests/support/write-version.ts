import { getDb } from '@db/index';

/**
 * Whether anything was written to the database since the last call can be told without reading a table: SQLite
 * counts the rows this connection (the in-process test server's too) inserted, updated or deleted, triggers
 * included (`total_changes()`), and moves `data_version` when another connection commits. The same value twice
 * means no row changed in between, so a check of "nothing stored" may keep what it read of the tables.
 */
export function writeVersion(): string {
  const sqlite = getDb().$client;
  const changes = (sqlite.prepare('select total_changes() as n').get() as { n: number }).n;
  return `${changes}:${sqlite.pragma('data_version', { simple: true })}`;
}
