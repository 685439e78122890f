// Continuous backup: with LITESTREAM_REPLICA_URL set, this process becomes a small supervisor. It restores the
// database from the replica when the data folder has none, then runs Litestream's `replicate -exec`, which starts the
// server again as its child and ships every change of the SQLite file to the replica. Litestream reads its
// credentials from its own variables (LITESTREAM_ACCESS_KEY_ID / LITESTREAM_SECRET_ACCESS_KEY or AWS_*).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

import type { Env, LitestreamEnv } from '~/lib/env.server';

/** Set for the server Litestream starts, so it serves instead of launching Litestream again. */
const CHILD_MARKER = 'QUALIA_UNDER_LITESTREAM';

/** The Litestream binary of this platform's package (@flydotio/litestream-linux-x64 is an optional dependency). */
export function litestreamBinary(): string {
  const pkg = `@flydotio/litestream-${process.platform}-${process.arch}`;
  try {
    return createRequire(import.meta.url).resolve(`${pkg}/litestream`);
  } catch {
    throw new Error(
      `LITESTREAM_REPLICA_URL is set but Litestream has no binary for ${process.platform}-${process.arch} (${pkg} is not installed). ` +
        'Install Litestream yourself and run it around the server, or unset LITESTREAM_REPLICA_URL.',
    );
  }
}

/** Litestream's configuration (YAML; JSON is YAML) for the one database and its one replica. */
export function litestreamConfig(databasePath: string, options: LitestreamEnv) {
  // A plain folder path is a `path`; Litestream wants a URL to have a scheme.
  const target = /^[a-z][a-z0-9+.-]*:\/\//i.test(options.replicaUrl)
    ? { url: options.replicaUrl }
    : { path: path.resolve(options.replicaUrl) };
  return {
    dbs: [
      {
        path: databasePath,
        // How often Litestream looks at the WAL (its default is 1s); never less often than it uploads.
        'monitor-interval': `${Math.min(durationMs(options.syncInterval), 1000)}ms`,
        replicas: [
          {
            ...target,
            'sync-interval': options.syncInterval,
            ...(options.endpoint ? { endpoint: options.endpoint } : {}),
            ...(options.region ? { region: options.region } : {}),
          },
        ],
      },
    ],
  };
}

/**
 * Writes Litestream's configuration readable by this user only: it holds the replica URL as given, credentials and
 * all. A file that is already there keeps its mode when opened, so it is narrowed before anything is written to it.
 */
export function writeLitestreamConfig(file: string, config: ReturnType<typeof litestreamConfig>): void {
  const fd = fs.openSync(file, 'w', 0o600);
  try {
    fs.fchmodSync(fd, 0o600);
    fs.writeFileSync(fd, JSON.stringify(config, null, 2));
  } finally {
    fs.closeSync(fd);
  }
}

/** A LITESTREAM_SYNC_INTERVAL (`500ms`, `1s`, `1m`) in milliseconds. */
function durationMs(duration: string): number {
  const [, amount, unit] = /^(\d+)(ms|s|m)$/.exec(duration)!;
  return Number(amount) * { ms: 1, s: 1000, m: 60_000 }[unit as 'ms' | 's' | 'm'];
}

/** Where the replica is, for the log: the URL with its user name and password masked (a user name may be a key id). */
export function describeReplica(options: LitestreamEnv): string {
  try {
    const url = new URL(options.replicaUrl);
    if (url.username) url.username = '***';
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return path.resolve(options.replicaUrl);
  }
}

/** Quotes one argument for Litestream's -exec, which splits its command the way a shell does. */
function shellQuote(arg: string): string {
  return /^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", `'\\''`)}'`;
}

/**
 * With backups on, runs the server under Litestream and returns true: the caller must then do nothing else (this
 * process exits with Litestream's code). Returns false when backups are off, or in the server Litestream started.
 */
export function superviseWithLitestream(env: Env): boolean {
  if (!env.litestream || process.env[CHILD_MARKER]) return false;
  const binary = litestreamBinary();
  fs.mkdirSync(env.dataDir, { recursive: true });
  const configFile = path.join(env.dataDir, 'litestream.yml');
  writeLitestreamConfig(configFile, litestreamConfig(env.databasePath, env.litestream));

  // A new machine with an empty volume starts from the latest backup; an existing database is never overwritten.
  const restore = spawnSync(
    binary,
    ['restore', '-config', configFile, '-no-expand-env', '-if-db-not-exists', '-if-replica-exists', env.databasePath],
    { stdio: 'inherit' },
  );
  if (restore.error) throw restore.error;
  if (restore.status !== 0) throw new Error(`litestream restore failed (exit code ${restore.status ?? restore.signal})`);

  // The same command this process was started with (node build/server.js, or tsx's loaders and server.ts in development).
  const command = [process.execPath, ...process.execArgv, ...process.argv.slice(1)].map(shellQuote).join(' ');
  console.log(
    `Backups on: Litestream replicates ${env.databasePath} to ${describeReplica(env.litestream)} every ${env.litestream.syncInterval}`,
  );
  const litestream = spawn(binary, ['replicate', '-config', configFile, '-no-expand-env', '-exec', command], {
    stdio: 'inherit',
    env: { ...process.env, [CHILD_MARKER]: '1' },
  });
  // Litestream passes the signal on to the server and exits when the server has stopped.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => litestream.kill(signal));
  litestream.on('error', (error) => {
    console.error(`Could not start Litestream: ${error.message}`);
    process.exit(1);
  });
  // Killed by a signal, the exit code is the shell's convention (128 + its number).
  litestream.on('exit', (code, signal) => process.exit(code ?? 128 + (signal ? os.constants.signals[signal] : 0)));
  return true;
}
