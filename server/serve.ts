import './job-handlers';

import http from 'node:http';
import path from 'node:path';

import type { ServerBuild } from '@remix-run/node';

import { closeDb, getDb } from '@db/index';
import { migrateDatabase } from '@db/migrate';
import { aiConfig } from '~/ai/config.server';
import { backfillSearchIndex } from '~/features/analysis/search/search-index.server';
import { startRetentionSweep, stopRetentionSweep } from '~/features/erasure/retention-sweep.server';
import { startOrphanSweep, stopOrphanSweep } from '~/features/storage/orphan-sweep.server';
import { startJobRunner, stopJobRunner } from '~/jobs/queue.server';
import type { Env } from '~/lib/env.server';
import { instanceRole, watchRoleChange } from '~/lib/instance-role.server';
import { configuredMaxConnections } from '~/lib/server-limits.server';
import { beginServerStop } from '~/lib/server-stop.server';

import { createApp } from './app';
import { maxConnectionsFor, openFileLimit } from './connection-limits';
import { seedDemoAccount } from './demo-account';

/** How long a stopping process waits for requests, streams and jobs before it exits regardless. */
const STOP_TIMEOUT_MS = 25_000;
/** How long running jobs may go on once a stop begins; then they are aborted and resume at the next start. */
const JOB_GRACE_MS = 15_000;

/** Serves the app: migrates (on the primary), listens, runs background work, and stops gracefully on SIGTERM. */
export async function serve(env: Env, buildDir: string): Promise<void> {
  const ai = aiConfig();
  // A read replica only reads its copy of the database (docs/scaling.md): the primary migrates, seeds and runs jobs.
  const isPrimary = instanceRole().kind === 'primary';
  if (isPrimary) {
    migrateDatabase(getDb());
    if (env.seedDemo) await seedDemoAccount();
  }

  const server = http.createServer();
  // Below the file limit: past it, accepting one more socket would leave none for the database or /healthz.
  const fileLimit = openFileLimit();
  server.maxConnections = maxConnectionsFor(fileLimit, configuredMaxConnections());
  // In development Vite's hot-reload socket shares our port, so two checkouts can run side by side.
  const vite = env.isProduction
    ? undefined
    : await import('vite').then((v) => v.createServer({ server: { middlewareMode: true, hmr: { server } }, appType: 'custom' }));
  const build = vite
    ? () => vite.ssrLoadModule('virtual:remix/server-build') as Promise<ServerBuild>
    : ((await import(path.join(buildDir, 'server/index.js'))) as ServerBuild);

  const app = createApp({
    env,
    build,
    vite,
    buildAssetsDir: path.join(buildDir, 'client/assets'),
    publicDir: path.join(buildDir, 'client'),
  });

  if (isPrimary) {
    // Background jobs run in this process; ones a previous process left running resume now.
    startJobRunner({ concurrency: Math.min(ai.concurrency, 4) });
    // Respondent messages not yet searchable by meaning (or embedded by another model) are embedded again.
    backfillSearchIndex();
    // Recordings no message claimed within an hour, and files interrupted uploads left behind, are removed.
    startOrphanSweep();
    // Respondents' dialogs older than their interview's retention period are deleted.
    startRetentionSweep();
  }
  // The role cannot change in place; when LiteFS moves the primary lease here or away, restart into the new role.
  watchRoleChange((now) => {
    console.log(`This instance is now the ${now}: restarting`);
    process.kill(process.pid, 'SIGTERM');
  });

  server.on('request', app);
  server.listen(env.port, env.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : env.port;
    const live = [...ai.chat.keys()];
    // One write, so whoever reads the output sees the whole start-up report once it sees "listening".
    console.log(
      [
        `Interview platform listening on http://localhost:${port} (${env.nodeEnv}, data in ${env.dataDir})`,
        `Open connections capped at ${server.maxConnections} (open files limit: ${fileLimit ?? 'unknown'})`,
        ...(isPrimary ? [] : ['Read replica: the database is read-only here; writes and live events go to the primary']),
        live.length ? `AI models with an endpoint: ${live.join(', ')}` : 'No AI provider configured: the built-in offline engine is used',
      ].join('\n'),
    );
  });

  // A graceful stop: /healthz answers 503 so the proxy sends no more, event streams end (browsers reconnect to the
  // next process), replies being streamed and requests in flight finish, running jobs get a grace period and are
  // then aborted to resume at the next start. Past STOP_TIMEOUT_MS the process exits anyway; the platform's kill
  // timeout (fly.toml, `docker run --stop-timeout`) must be longer.
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing open requests, streams and jobs`);
    beginServerStop();
    const force = setTimeout(() => {
      console.error('Stop timed out: exiting with requests or jobs unfinished');
      process.exit(1);
    }, STOP_TIMEOUT_MS).unref();
    const requestsDone = new Promise<void>((resolve) => server.close(() => resolve()));
    // Keep-alive connections go idle one by one as their last response ends.
    const idleSweep = setInterval(() => server.closeIdleConnections(), 250);
    server.closeIdleConnections();
    const jobsDone = stopJobRunner({ graceMs: JOB_GRACE_MS });
    void Promise.all([requestsDone, jobsDone]).then(async () => {
      clearInterval(idleSweep);
      await stopOrphanSweep();
      await stopRetentionSweep();
      await vite?.close();
      closeDb();
      clearTimeout(force);
      console.log('Stopped cleanly');
      process.exit(0);
    });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}
