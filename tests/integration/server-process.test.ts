import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import Database from 'better-sqlite3';
import { afterEach, expect, test } from 'vitest';

import { whenListening } from '../support/built-server';
import { FakeOpenAI } from '../support/fake-openai';
import { Client } from '../support/test-server';

let child: ChildProcess | undefined;
afterEach(() => {
  child?.kill('SIGKILL');
});

/**
 * Starts the server as `npm start` (the compiled build/server.js) would, on a free port, and waits for its first lines.
 * Development's start (`npm run dev`, seeding the demo researcher) is checked by tests/e2e/dev-server.spec.ts.
 */
async function startServer(env: Record<string, string>, dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qualia-process-'))) {
  const { SEED_DEMO: _seed, ...inherited } = process.env;
  child = spawn(process.execPath, ['build/server.js'], {
    env: { ...inherited, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_REQUESTS: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const { port, exited, output } = await whenListening(child, 60_000);
  return { url: `http://127.0.0.1:${port}`, dataDir, exited, output };
}

const SECRET = 'process-test-secret-0123456789';

/** A researcher made with the compiled `user:create`, signed in over HTTP, with a published one-question interview. */
async function publishedInterview(url: string, dataDir: string) {
  const email = 'stop-test@example.com';
  const password = 'correct-horse-battery';
  const made = spawnSync(process.execPath, ['build/create-user.js', '--email', email, '--password', password], {
    env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, SESSION_SECRET: SECRET },
    encoding: 'utf8',
  });
  expect(made.stdout + made.stderr).toContain(`Created researcher ${email}`);
  const owner = new Client(url);
  expect((await owner.signIn(email, password)).headers.get('location')).toBe('/dashboard');
  const created = await owner.post('/dashboard', { intent: 'create-manual' });
  const setup = created.headers.get('location')!;
  const interviewId = setup.split('/').pop()!;
  await owner.post(`${setup}?index`, { intent: 'add-question', title: 'Habits', description: 'How do you usually buy coffee?' });
  expect((await owner.post(`${setup}?index`, { intent: 'publish' })).status).toBe(302);
  return { owner, interviewId };
}

test('production start-up migrates a fresh data folder, sends HSTS, and stops cleanly on SIGTERM', async () => {
  const server = await startServer({ NODE_ENV: 'production', SESSION_SECRET: SECRET });
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

test('SIGTERM finishes the reply being streamed, ends event streams, and exits 0 with the reply stored', async () => {
  const fake = await FakeOpenAI.start({ latencyMs: 1_200 });
  try {
    fake.onChat(() => 'What do you like most about that place?');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qualia-stop-'));
    const server = await startServer(
      { NODE_ENV: 'production', SESSION_SECRET: SECRET, OPENAI_BASE_URL: fake.url, OPENAI_API_KEY: 'k', AI_MAX_RETRIES: '0' },
      dataDir,
    );
    const { owner, interviewId } = await publishedInterview(server.url, dataDir);

    // The owner's setup page listens for live changes; a stopping server must end that stream, not wait on it.
    const events = await owner.get(`/api/interview/${interviewId}/events`);
    expect(events.headers.get('content-type')).toContain('text/event-stream');
    const eventsEnded = events.text();

    const respondent = new Client(server.url);
    await respondent.get(`/interviews/${interviewId}`);
    const reply = respondent.request('/api/interview/chat', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.url },
      body: JSON.stringify({ interviewId, userMessage: 'Hello, I am ready to start.', clientId: 'stop-1', stream: true }),
    });
    // The provider takes 1.2 s a call: the stop arrives while the interviewer's reply is being made.
    await new Promise((resolve) => setTimeout(resolve, 400));
    child!.kill('SIGTERM');

    const answered = await (await reply).text();
    expect(answered).toContain('event: done');
    expect(answered).toContain('What do you like most about that place?');
    await eventsEnded;
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('Stopped cleanly');

    const db = new Database(path.join(dataDir, 'app.db'), { readonly: true });
    const roles = db
      .prepare('select m.role from messages m join dialogs d on d.id = m.dialog_id where d.interview_id = ? order by m.created_at')
      .pluck()
      .all(interviewId);
    db.close();
    expect(roles.slice(-2)).toEqual(['user', 'assistant']);
  } finally {
    await fake.close();
  }
}, 60_000);

test('the server holds no more sockets than its cap below the file limit, and takes more once one closes', async () => {
  const server = await startServer({ NODE_ENV: 'production', SESSION_SECRET: SECRET, MAX_CONNECTIONS: '2' });
  expect(server.output()).toContain('Open connections capped at 2');
  const port = Number(new URL(server.url).port);
  const connect = () =>
    new Promise<net.Socket>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
      socket.once('error', reject);
    });
  /** A health check on a socket of its own: what the server answered before it closed the socket. */
  const healthCheck = async () => {
    const socket = await connect();
    let answer = '';
    socket.on('data', (chunk) => (answer += String(chunk)));
    socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    await new Promise((resolve) => socket.once('close', resolve));
    return answer.split('\r\n')[0];
  };
  const held = [await connect(), await connect()];
  // Past the cap the server closes a new socket at once, unanswered.
  expect(await healthCheck()).toBe('');
  held[0]!.destroy();
  await expect.poll(healthCheck).toBe('HTTP/1.1 200 OK');
  held[1]!.destroy();
});

test('production refuses to start without SESSION_SECRET and names it', async () => {
  await expect(startServer({ NODE_ENV: 'production', SESSION_SECRET: '' })).rejects.toThrow(/SESSION_SECRET: required in production/);
}, 60_000);
