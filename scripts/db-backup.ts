// A consistent copy of the database while the server runs: npm run db:backup -- FILE [--force]
// SQLite's online backup API copies the pages as of one moment; writers carry on meanwhile (WAL).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

import Database from 'better-sqlite3';

import { ConfigError, databasePathOf } from '~/lib/env.server';

class UsageError extends Error {}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean', default: false } },
    allowPositionals: true,
    strict: true,
  });
  if (positionals.length !== 1) {
    console.error('Usage: npm run db:backup -- FILE [--force]   (--force replaces an existing FILE)');
    return 2;
  }
  const source = databasePathOf(process.env);
  const target = path.resolve(positionals[0]!);
  if (!fs.existsSync(source)) throw new UsageError(`no database at ${source} (set DATA_DIR to the folder that holds app.db)`);
  if (target === source) throw new UsageError('the backup must be another file than the database itself');
  if (fs.existsSync(target) && !values.force) throw new UsageError(`${target} already exists (add --force to replace it)`);
  const folder = path.dirname(target);
  try {
    fs.accessSync(folder, fs.constants.W_OK);
  } catch {
    throw new UsageError(`cannot write to ${folder} (it does not exist or is not writable)`);
  }

  // Written beside the target and renamed when complete, so FILE is never a half-written copy.
  const partial = `${target}.partial-${process.pid}`;
  const db = new Database(source, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    // All pages in one step: a step-wise copy starts over whenever the server writes in between.
    const { totalPages } = await db.backup(partial, { progress: () => 0x7fffffff });
    fs.renameSync(partial, target);
    const size = fs.statSync(target).size;
    console.log(`Backed up ${source} to ${target} (${totalPages} pages, ${(size / 1024 / 1024).toFixed(1)} MB)`);
    return 0;
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw new UsageError(`could not write ${target}: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    db.close();
  }
}

main()
  .catch((error) => {
    if (error instanceof UsageError || error instanceof ConfigError) {
      console.error(`Error: ${error.message}`);
    } else if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) {
      console.error(`Error: ${error.message}`);
    } else {
      console.error(`Error: the backup failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    return 1;
  })
  .then((code) => {
    process.exitCode = code;
  });
