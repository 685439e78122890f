import { randomUUID } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type Db } from '@db/connection';
import * as schema from '@db/schema';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
};

/**
 * The compiled production server (`node build/server.js`) as its own process on a data folder, on a free loopback
 * port; resolves once it listens. The caller ends it (SIGKILL for a crash, SIGTERM for a clean stop).
 */
export async function startServerProcess(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const { SEED_DEMO: _seed, DATA_DIR: _data, ...inherited } = process.env;
  const child = spawn(process.execPath, [path.join(root, 'build/server.js')], {
    cwd: root,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      SESSION_SECRET: 'fault-test-secret-0123456789abcdef',
      SEED_DEMO: 'false',
      LOG_REQUESTS: 'false',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /listening on http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearInterval(timer);
        resolve(Number(match[1]));
      }
    }, 25);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`server exited early:\n${output}`));
    });
  });
  return { url: `http://127.0.0.1:${port}`, child, exited, output: () => output };
}

/** A connection of the test's own to the server's database file (WAL lets both read and write). */
export function openDataDir(dataDir: string): Db {
  return openDatabase(path.join(dataDir, 'app.db'));
}

/** A published chat interview on a configured model, owned by a new researcher, written straight into `db`. */
export function seedPublishedInterview(db: Db, fields: Partial<typeof schema.interviews.$inferInsert> = {}) {
  const userId = randomUUID();
  db.insert(schema.users).values({ id: userId, email: `owner-${userId.slice(0, 8)}@example.com`, passwordHash: 'not-used' }).run();
  const id = randomUUID();
  db.insert(schema.interviews)
    .values({
      id,
      userId,
      title: 'Coffee habits',
      status: 'published',
      method: 'chat',
      interviewerLlm: 'gpt-4o',
      kMessages: 1,
      questions: [
        { id: 'q1', title: 'Habits', description: 'How do you usually buy coffee?' },
        { id: 'q2', title: 'Reasons', description: 'Why do you choose that place?' },
      ],
      ...fields,
    })
    .run();
  return { id, userId };
}
