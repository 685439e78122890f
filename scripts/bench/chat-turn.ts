// Server time per chat turn with the built-in interviewer (no AI latency), with 200 respondents in conversation at
// once, each pausing 0.5–1.5 s between messages as a fast typist would. Baseline in the same run: GET /healthz under
// the same load pattern. Needs a production build (npm run build).
// The server runs in a child process, so the load generator does not take its CPU.
// Run: npx tsx scripts/bench/chat-turn.ts [respondents=200] [turns=5]
import { fork } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

if (process.env.BENCH_ROLE === 'server') {
  await serve();
} else {
  await drive();
}

/** The app on a throwaway database with one published built-in interview; tells the parent its address. */
async function serve() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qualia-bench-'));
  Object.assign(process.env, {
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    SESSION_SECRET: 'bench-secret-0123456789',
    LOG_REQUESTS: 'false',
    SEED_DEMO: 'false',
  });

  const { getDb, schema, closeDb } = await import('../../db/index');
  const { migrateDatabase } = await import('../../db/migrate');
  const { env } = await import('../../app/lib/env.server');
  const { createUser } = await import('../../app/features/auth/users.server');
  const { createManualInterview } = await import('../../app/features/interviews/interviews.server');
  const { createApp } = await import('../../server/app');
  const { eq } = await import('drizzle-orm');

  migrateDatabase(getDb());
  const owner = await createUser({ email: 'bench@example.com', password: 'bench-password-1' });
  getDb().update(schema.users).set({ plan: 'enterprise' }).where(eq(schema.users.id, owner.id)).run();
  const interview = createManualInterview(owner.id);
  const questions = Array.from({ length: 40 }, (_, i) => ({
    id: `q${i}`,
    title: `Topic ${i}`,
    description: `What do you think about topic ${i}?`,
  }));
  getDb()
    .update(schema.interviews)
    .set({ status: 'published', questions, interviewerLlm: 'builtin', kMessages: 3 })
    .where(eq(schema.interviews.id, interview.id))
    .run();

  const build = await import(pathToFileURL(path.resolve('build/server/index.js')).href);
  const app = createApp({ env: { ...env(), trustProxy: 1 }, build });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  process.send!({ base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, interviewId: interview.id });
  process.on('message', () => {
    server.close();
    closeDb();
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
}

async function drive() {
  const respondents = Number(process.argv[2] ?? 200);
  const turns = Number(process.argv[3] ?? 5);
  const child = fork(process.argv[1]!, [], { env: { ...process.env, BENCH_ROLE: 'server' }, execArgv: ['--import', 'tsx'] });
  const { base, interviewId } = await new Promise<{ base: string; interviewId: string }>((resolve) =>
    child.once('message', (m) => resolve(m as { base: string; interviewId: string })),
  );
  const interview = { id: interviewId };

  function percentile(values: number[], p: number) {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
  }

  async function timed(run: () => Promise<Response>) {
    const started = performance.now();
    const response = await run();
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return performance.now() - started;
  }

  const pause = (index: number, turn: number) =>
    new Promise((resolve) => setTimeout(resolve, 500 + ((index * 7919 + turn * 104729) % 1000)));
  const answer = 'I usually buy coffee at a small cafe near my office because it is quick and the staff are friendly';
  async function respondent(index: number) {
    const times: number[] = [];
    let dialogId: string | undefined;
    for (let turn = 0; turn < turns; turn++) {
      await pause(index, turn);
      const body = JSON.stringify({
        userMessage: answer,
        clientId: `r${index}-t${turn}`,
        ...(dialogId ? { dialogId } : { interviewId: interview.id }),
      });
      const started = performance.now();
      const response = await fetch(`${base}/api/interview/chat`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: base, 'X-Forwarded-For': `10.${turn}.${index >> 8}.${index & 255}` },
        body,
      });
      const json = (await response.json()) as { dialogId?: string };
      if (!response.ok) throw new Error(`HTTP ${response.status}: ${JSON.stringify(json)}`);
      times.push(performance.now() - started);
      dialogId = json.dialogId;
    }
    return times;
  }

  async function baseline() {
    const all = await Promise.all(
      Array.from({ length: respondents }, async (_, index) => {
        const times: number[] = [];
        for (let i = 0; i < turns; i++) {
          await pause(index, i);
          times.push(await timed(() => fetch(`${base}/healthz`)));
        }
        return times;
      }),
    );
    return all.flat();
  }

  await Promise.all(Array.from({ length: 20 }, (_, i) => respondent(10_000 + i))); // warm-up
  const base0 = await baseline();
  const turnsTimes = (await Promise.all(Array.from({ length: respondents }, (_, i) => respondent(i)))).flat();

  const p50 = percentile(turnsTimes, 50);
  const p99 = percentile(turnsTimes, 99);
  const b50 = percentile(base0, 50);
  const b99 = percentile(base0, 99);
  console.log(`chat turn, ${respondents} concurrent respondents × ${turns} turns (built-in interviewer, no AI latency)`);
  console.log(`  turn    p50 ${p50.toFixed(1)} ms   p99 ${p99.toFixed(1)} ms`);
  console.log(`  healthz p50 ${b50.toFixed(1)} ms   p99 ${b99.toFixed(1)} ms   (same-run baseline)`);
  console.log(`  ratio   p50 ${(p50 / b50).toFixed(2)}×   p99 ${(p99 / b99).toFixed(2)}×`);
  console.log(`  budget  p50 < 5 ms, p99 < 25 ms: ${p50 < 5 && p99 < 25 ? 'PASS' : 'OVER'}`);
  console.log(`  load    ${os.loadavg()[0]!.toFixed(1)} (1-minute load average; other work on the machine inflates both figures)`);
  child.send('stop');
}
