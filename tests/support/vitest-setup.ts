import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

// Every test file gets its own database file in a fresh folder.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qualia-test-'));
process.env.DATA_DIR = dataDir;
process.env.SESSION_SECRET = 'test-secret-that-is-long-enough';
process.env.LOG_REQUESTS = 'false';
process.env.SEED_DEMO = 'false';
// A cheaper password hash than production's (its cost is tested in password.server.test.ts): the suite creates
// hundreds of accounts, and the servers and commands the tests start inherit this.
process.env.PASSWORD_HASH_N = '1024';

const { getDb, closeDb } = await import('@db/index');
const { migrateDatabase } = await import('@db/migrate');
migrateDatabase(getDb());

afterAll(() => {
  closeDb();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
