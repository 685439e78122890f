import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';

let child: ChildProcess | undefined;
afterEach(() => {
  child?.kill('SIGKILL');
});

/** Starts `server.ts` as `npm run dev` / `npm start` would, on a free port, and waits for its first lines. */
async function startServer(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qualia-process-'));
  const { SEED_DEMO: _seed, ...inherited } = process.env;
  child = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
    env: { ...inherited, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_REQUESTS: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /listening on http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearInterval(timer);
        resolve(Number(match[1]));
      }
    }, 50);
    exited.then(() => {
      clearInterval(timer);
      reject(new Error(`server exited early:\n${output}`));
    });
  });
  return { url: `http://127.0.0.1:${port}`, dataDir, exited, output: () => output };
}

test('production start-up migrates a fresh data folder, sends HSTS, and stops cleanly on SIGTERM', async () => {
  const server = await startServer({ NODE_ENV: 'production', SESSION_SECRET: 'process-test-secret-0123456789' });
  expect(fs.existsSync(path.join(server.dataDir, 'app.db'))).toBe(true);
  const health = await fetch(`${server.url}/healthz`);
  expect(await health.json()).toEqual({ status: 'ok', role: 'primary' });
  const page = await fetch(`${server.url}/auth`);
  expect(page.headers.get('strict-transport-security')).toContain('max-age=31536000');
  const compressed = await fetch(`${server.url}/auth`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(compressed.headers.get('content-encoding')).toBe('gzip');
  expect(server.output()).not.toContain('Demo researcher');

  child!.kill('SIGTERM');
  expect(await server.exited).toBe(0);
  expect(server.output()).toContain('SIGTERM received');
}, 60_000);

test('production refuses to start without SESSION_SECRET and names it', async () => {
  await expect(startServer({ NODE_ENV: 'production', SESSION_SECRET: '' })).rejects.toThrow(/SESSION_SECRET: required in production/);
}, 60_000);

test('development seeds the demo researcher and prints the credentials', async () => {
  const server = await startServer({ NODE_ENV: 'development' });
  expect(server.output()).toContain('Demo researcher: demo@example.com / demo-password');
  const signIn = await fetch(`${server.url}/auth`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server.url },
    body: new URLSearchParams({ email: 'demo@example.com', password: 'demo-password' }),
  });
  expect(signIn.headers.get('location')).toBe('/dashboard');
}, 60_000);
