import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, inject } from 'vitest';

// Every test file gets its own database file in a fresh folder: a copy of the one the global setup migrated
// (tests/support/vitest-migrated-database.ts), so a file that never opens the database loads none of its code.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qualia-test-'));
process.env.DATA_DIR = dataDir;
process.env.SESSION_SECRET = 'test-secret-that-is-long-enough';
process.env.LOG_REQUESTS = 'false';
process.env.SEED_DEMO = 'false';
// A cheaper password hash than production's (its cost is tested in password.server.test.ts): the suite creates
// hundreds of accounts, and the servers and commands the tests start inherit this.
process.env.PASSWORD_HASH_N = '1024';

fs.copyFileSync(inject('migratedDatabase'), path.join(dataDir, 'app.db'));
// The configuration is read once and kept (env.server.ts): read here, before any test changes the environment.
const { env } = await import('~/lib/env.server');
env();

afterAll(async () => {
  // Closed only if the file opened it (the connection lives on globalThis: db/index.ts).
  if ((globalThis as { __appDb?: unknown }).__appDb) (await import('@db/index')).closeDb();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
