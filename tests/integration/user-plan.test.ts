import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import Database from 'better-sqlite3';
import { expect, test } from 'vitest';

const run = promisify(execFile);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qualia-plan-cli-'));

/**
 * A command as production runs it (`node build/<command>.js`, which `npm run build` compiles from scripts/): the same
 * code as `npm run user:create`/`user:plan`, started in a fraction of the time tsx takes.
 */
async function cli(command: 'create-user' | 'user-plan', args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await run(process.execPath, [`build/${command}.js`, ...args], {
      env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'development', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** The plan the database file holds for this account, read as the server would. */
function storedPlan(email: string) {
  const db = new Database(path.join(dataDir, 'app.db'), { readonly: true });
  try {
    return (db.prepare('select plan from users where email = ?').get(email) as { plan: string } | undefined)?.plan;
  } finally {
    db.close();
  }
}

const PASSWORD = ['--password', 'long-enough-password'];

test('user:create gives a new account DEFAULT_PLAN, or the plan --plan names, and refuses an unknown plan', async () => {
  const plain = await cli('create-user', ['--email', 'plain@example.com', ...PASSWORD]);
  expect(plain.code).toBe(0);
  expect(plain.stdout).toContain('Created researcher plain@example.com on the free plan (50 participants a month)');
  expect(storedPlan('plain@example.com')).toBe('free');

  const unsold = await cli('create-user', ['--email', 'unsold@example.com', ...PASSWORD], { DEFAULT_PLAN: 'enterprise' });
  expect(unsold.code).toBe(0);
  expect(unsold.stdout).toContain('on the enterprise plan (no monthly limit)');
  expect(storedPlan('unsold@example.com')).toBe('enterprise');

  const chosen = await cli('create-user', ['--email', 'chosen@example.com', ...PASSWORD, '--plan', 'pro'], {
    DEFAULT_PLAN: 'enterprise',
  });
  expect(chosen.code).toBe(0);
  expect(chosen.stdout).toContain('on the pro plan (5000 participants a month)');
  expect(storedPlan('chosen@example.com')).toBe('pro');

  const unknown = await cli('create-user', ['--email', 'gold@example.com', ...PASSWORD, '--plan', 'gold']);
  expect(unknown.code).toBe(1);
  expect(unknown.stderr).toContain('Unknown plan "gold": use free, pro or enterprise.');
  expect(storedPlan('gold@example.com')).toBeUndefined();

  const badSetting = await cli('create-user', ['--email', 'setting@example.com', ...PASSWORD], { DEFAULT_PLAN: 'unlimited' });
  expect(badSetting.code).toBe(1);
  expect(badSetting.stderr).toContain('DEFAULT_PLAN: use free, pro or enterprise');
  expect(storedPlan('setting@example.com')).toBeUndefined();
}, 60_000);

test('user:plan moves an account to another plan, with clear errors for an unknown e-mail or plan', async () => {
  expect((await cli('create-user', ['--email', 'owner@example.com', ...PASSWORD])).code).toBe(0);
  expect(storedPlan('owner@example.com')).toBe('free');

  const raised = await cli('user-plan', ['Owner@Example.com', 'enterprise']);
  expect(raised.code).toBe(0);
  expect(raised.stdout).toContain('owner@example.com is now on the enterprise plan (no monthly limit)');
  expect(storedPlan('owner@example.com')).toBe('enterprise');

  const nobody = await cli('user-plan', ['nobody@example.com', 'pro']);
  expect(nobody.code).toBe(1);
  expect(nobody.stderr).toContain('No account with the email nobody@example.com.');

  const unknown = await cli('user-plan', ['owner@example.com', 'platinum']);
  expect(unknown.code).toBe(1);
  expect(unknown.stderr).toContain('Unknown plan "platinum": use free, pro or enterprise.');
  expect(storedPlan('owner@example.com')).toBe('enterprise');

  const usage = await cli('user-plan', ['owner@example.com']);
  expect(usage.code).toBe(2);
  expect(usage.stderr).toContain('Usage: npm run user:plan -- you@example.com free|pro|enterprise');
}, 60_000);
