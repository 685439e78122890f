import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { expect, test } from '@playwright/test';

// `npm run dev` on a fresh machine: the demo researcher is seeded (development does so unless told not to) and its
// credentials printed, the first visits load each page once (no reloads while Vite discovers dependencies) and
// hydrate without warnings.
const port = Number(process.env.E2E_PORT ?? 4310) + 5;
const base = `http://localhost:${port}`;
let server: ChildProcess;
let output = '';

test.beforeAll(async () => {
  // Starting Vite and seeding a fresh data folder can take most of a minute on a busy two-core machine.
  test.setTimeout(90_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qualia-dev-'));
  const { SEED_DEMO: _seed, ...inherited } = process.env;
  server = spawn('npx', ['tsx', 'server.ts'], {
    env: {
      ...inherited,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      VITE_CACHE_DIR: path.join(dataDir, 'vite-cache'),
      LOG_REQUESTS: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // A process group of its own, so the whole tree stops with it: npx does not pass SIGTERM on to tsx, and the dev
    // server (Vite, its file watchers and esbuild) otherwise kept running for the rest of the end-to-end run.
    detached: true,
  });
  server.stdout!.on('data', (chunk) => (output += chunk));
  server.stderr!.on('data', (chunk) => (output += chunk));
  for (let i = 0; i < 120; i++) {
    if (
      await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The dev server did not start:\n${output}`);
});

test.afterAll(() => {
  if (!server?.pid) return;
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // The group has ended already.
  }
});

test('a fresh dev server seeds the demo researcher, and the first visits load each page once and hydrate without warnings', async ({
  page,
}) => {
  test.setTimeout(120_000);
  let loads = 0;
  page.on('load', () => (loads += 1));
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') warnings.push(message.text());
  });
  const settle = () => page.waitForTimeout(2500);

  await page.goto(`${base}/`);
  await settle();
  await page.goto(`${base}/auth`);
  await settle();
  expect(output).toContain('Demo researcher: demo@example.com / demo-password');
  await page.getByLabel('Email').fill('demo@example.com');
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  await settle();
  await page.goto(`${base}/create`);
  await settle();

  // Three pages opened by address; signing in navigates inside the app.
  expect(loads).toBe(3);
  expect(output).not.toContain('optimized dependencies changed');
  expect(warnings.filter((w) => /hydrat|Extra attributes|did not match/i.test(w))).toEqual([]);
});
