import fs from 'node:fs';
import path from 'node:path';

/** One write found in the code: which table, how (insert, update, delete), and where. */
export type TableWrite = { table: string; verb: string; file: string; line: number };

const root = path.resolve(import.meta.dirname, '../..');

/** The schema's variable names and the tables they stand for (`export const dialogs = sqliteTable('dialogs', …)`). */
export function schemaTables(): Map<string, string> {
  const source = fs.readFileSync(path.join(root, 'db/schema.ts'), 'utf8');
  const tables = new Map<string, string>();
  for (const match of source.matchAll(/export const (\w+) = sqliteTable\(\s*'(\w+)'/g)) tables.set(match[1], match[2]);
  return tables;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

// drizzle: `.insert(dialogs)`, `.update(schema.jobs)`, `.delete(messages)`; raw SQL: `INSERT INTO messages`,
// `INSERT OR IGNORE INTO x`, `UPDATE messages`, `DELETE FROM ${messages}`.
const DRIZZLE_WRITE = /\.(insert|update|delete)\(\s*(?:schema\.)?(\w+)\s*\)/g;
const SQL_WRITE = /\b(INSERT(?:\s+OR\s+[A-Z]+)?\s+INTO|REPLACE\s+INTO|UPDATE|DELETE\s+FROM)\s+[`"]?(\$\{\s*(?:schema\.)?)?(\w+)/g;

/**
 * Every write to a table in app/: drizzle calls on a schema table and raw SQL naming a table. A raw statement whose
 * table is interpolated from a variable that is not a schema table is reported as `${name}`.
 */
export function tableWrites(dirs: readonly string[] = ['app']): TableWrite[] {
  const tables = schemaTables();
  const sqlNames = new Set(tables.values());
  const writes: TableWrite[] = [];
  for (const file of dirs.flatMap(sourceFiles)) {
    const lines = fs.readFileSync(path.join(root, file), 'utf8').split('\n');
    lines.forEach((text, index) => {
      if (/^\s*(\/\/|\*|\/\*)/.test(text)) return;
      for (const [, verb, name] of text.matchAll(DRIZZLE_WRITE)) {
        const table = tables.get(name);
        if (table) writes.push({ table, verb, file, line: index + 1 });
      }
      for (const [, statement, interpolated, name] of text.matchAll(SQL_WRITE)) {
        const verb = statement.startsWith('UPDATE') ? 'update' : statement.startsWith('DELETE') ? 'delete' : 'insert';
        const table = interpolated ? (tables.get(name) ?? `\${${name}}`) : name;
        if (interpolated || sqlNames.has(name) || /^[a-z][a-z0-9_]*$/.test(name)) writes.push({ table, verb, file, line: index + 1 });
      }
    });
  }
  return writes;
}
