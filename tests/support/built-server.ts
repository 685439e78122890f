import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterEach } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type BuiltServer = {
  url: string;
  process: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
  /** SIGKILL to the server and every process it started (Litestream and its child). */
  killTree: () => void;
};

/**
 * `node build/server.js` as `npm start` runs it, in a process group of its own so the whole tree can be killed, on a
 * free port; resolves when it listens.
 */
export async function startBuiltServer(env: Record<string, string>, timeoutMs = 40_000): Promise<BuiltServer> {
  const { SEED_DEMO: _seed, LITESTREAM_REPLICA_URL: _replica, ...inherited } = process.env;
  const child = spawn(process.execPath, ['build/server.js'], {
    cwd: root,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      SESSION_SECRET: 'built-server-test-secret-0123456789',
      SEED_DEMO: 'false',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_REQUESTS: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const killTree = () => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // Already gone.
    }
  };
  const { port, exited, output } = await whenListening(child, timeoutMs, killTree);
  return { url: `http://127.0.0.1:${port}`, process: child, exited, output, killTree };
}

/** For a test file: the servers it starts are killed, and the temporary folders it makes removed, after each test. */
export function useBuiltServers() {
  const servers: BuiltServer[] = [];
  const folders: string[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) {
      server.killTree();
      await server.exited;
    }
    for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
  });
  return {
    start: async (env: Record<string, string>) => {
      const server = await startBuiltServer(env);
      servers.push(server);
      return server;
    },
    tempFolder: (prefix: string) => {
      const folder = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
      folders.push(folder);
      return folder;
    },
  };
}

/** Collects a server process's output and resolves with the port it says it listens on (rejects if it exits first). */
export async function whenListening(child: ChildProcess, timeoutMs = 40_000, onTimeout: () => void = () => child.kill('SIGKILL')) {
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    const started = Date.now();
    const timer = setInterval(() => {
      const match = /listening on http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearInterval(timer);
        resolve(Number(match[1]));
      } else if (Date.now() - started > timeoutMs) {
        clearInterval(timer);
        onTimeout();
        reject(new Error(`server did not start within ${timeoutMs} ms:\n${output}`));
      }
    }, 50);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`server exited early:\n${output}`));
    });
  });
  return { port, exited, output: () => output };
}
