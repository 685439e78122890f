import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { expect, test } from 'vitest';

const run = promisify(execFile);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qualia-cli-'));

/** `user:create` as production runs it: `node build/create-user.js`, compiled by `npm run build` from scripts/. */
async function createUserCli(...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['build/create-user.js', ...args], {
      env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'development' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

test('user:create makes an account, then refuses the same email and a weak password', async () => {
  const created = await createUserCli('--email', 'New.Researcher@Example.com', '--password', 'long-enough-password');
  expect(created.code).toBe(0);
  expect(created.stdout).toContain('Created researcher new.researcher@example.com');

  const duplicate = await createUserCli('--email', 'new.researcher@example.com', '--password', 'another-long-password');
  expect(duplicate.code).toBe(1);
  expect(duplicate.stderr).toContain('An account with the email new.researcher@example.com already exists.');

  const weak = await createUserCli('--email', 'weak@example.com', '--password', 'short');
  expect(weak.code).toBe(1);
  expect(weak.stderr).toContain('at least 10 characters');

  const missing = await createUserCli('--email', 'x@example.com');
  expect(missing.code).toBe(2);
  expect(missing.stderr).toContain('Usage: npm run user:create');
}, 60_000);
