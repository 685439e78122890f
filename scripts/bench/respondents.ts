// N respondents in real conversations with an interviewer that uses a model, over HTTP, against the production
// build (`node build/server.js`; run `npm run build` first) and a fake OpenAI-compatible provider that answers after
// a latency drawn from a range. Each respondent opens the interview page, then answers question after question with
// streamed sends, pausing between turns as a person reads and types, from an address of their own (X-Forwarded-For
// behind TRUST_PROXY=1).
//
// Server time per turn = time to the first streamed byte of the reply minus the time the provider spent on that
// turn's calls (the fake records when each call arrived and when its answer was sent; overlapping calls count once).
// Baseline in the same run: GET /healthz idle, and under the same load.
//
// Inside the server (the probe it is started with reads Node's own HTTP diagnostics channels, so the build runs
// unchanged): each turn from the request's arrival to the first reply text written, less the time the server waited on
// its own provider calls. Both figures are printed: on one machine the end-to-end one also holds the hops between the
// three processes (sockets, the driver's and the provider's event loops), which the CPU and loop-delay lines of the
// provider and the driver put in figures.
//
// The server, the provider and the load generator are three processes, so none shares another's event loop.
// Run: npx tsx scripts/bench/respondents.ts [respondents=200] [turns=8] [latency-ms=1000-3000] [candidates=3] [--duration=s]
// BENCH_DEBUG=1 lists the provider calls of the first and the slowest turns, and the ai_calls outcomes.
// --duration=<seconds> makes it a soak: each respondent who finishes is followed by a new one until the time is up, and
// the server's memory (after a full collection) is read every 30 s.
// BENCH_CPU_PROF=<dir> writes a CPU profile of the server (node --cpu-prof) there; BENCH_HEAP_SNAPSHOTS=<dir> writes a
// heap snapshot of the server after the warm-up, at two minutes of load and at the end. BENCH_BUILD=<dir> runs the
// server of another build (say a copy of main's `build/`, beside its own `node_modules` and `migrations`), so two
// builds are compared by the same driver.
import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

import { waitForHealth } from './bench-server';
import { unionLength } from './span-union.mjs';

type ProviderRecord = { key: string | null; arrivedAt: number; answeredAt: number; latencyMs: number };
type ServerStats = {
  rss: number;
  peakRss: number;
  heapUsed: number;
  heapTotal: number;
  loopDelay: { p50: number; p99: number; max: number; mean: number };
  cpuMs: number;
  /** The request thread's CPU alone (Linux), without worker threads such as the sentence encoder. */
  mainThreadCpuMs: number | null;
  /** The busiest of the other threads (the sentence encoder's worker, when it embedded). */
  busiestOtherThreadCpuMs: number | null;
  loopActiveMs: number;
  gc: { count: number; totalMs: number; maxMs: number; over20: number };
  /** Turns as the server sees them: arrival to first reply text, less its own provider calls. */
  ownTurn: { count: number; p50: number; p99: number; max: number };
};
type MemorySample = { atS: number; rss: number; heapUsed: number };
type ProcessLoad = { cpuMs: number; loopDelayP99: number; loopDelayMax: number };

/** The CPU a process of the bench spends and its event loop's delay, since the last `reset`. */
function processLoad() {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let cpuFrom = process.cpuUsage();
  return {
    reset() {
      delay.reset();
      cpuFrom = process.cpuUsage();
    },
    read(): ProcessLoad {
      const cpu = process.cpuUsage(cpuFrom);
      // The histogram holds the time between ticks of a 10 ms timer: the delay is what lies beyond it.
      const beyond = (ns: number) => Math.max(0, ns / 1e6 - 10);
      return { cpuMs: (cpu.user + cpu.system) / 1000, loopDelayP99: beyond(delay.percentile(99)), loopDelayMax: beyond(delay.max) };
    },
  };
}

const here = path.dirname(fileURLToPath(import.meta.url));
const epochNow = () => performance.timeOrigin + performance.now();
// A respondent's answers carry this mark, so the provider can tell which turn each of its calls served.
const mark = (respondent: number, turn: number) => `(r${respondent}-t${turn})`;
const MARK = /\(r(\d+)-t(\d+)\)/g;
/** The mark of the latest turn in a request (a respondent's requests carry only their own marks). */
function latestMark(text: string): string | null {
  let found: string | null = null;
  let latest = -1;
  for (const [whole, , turn] of text.matchAll(MARK)) {
    if (Number(turn) > latest) [latest, found] = [Number(turn), whole];
  }
  return found;
}

if (process.env.BENCH_ROLE === 'provider') await provide();
else await drive();

/** The fake provider in a process of its own; hands its timing records to the driver when asked. */
async function provide() {
  const { FakeOpenAI } = await import('../../tests/support/fake-openai');
  const [low, high] = (process.env.BENCH_LATENCY ?? '1000-3000').split('-').map(Number) as [number, number];
  const fake = await FakeOpenAI.start({ latencyRangeMs: [low, high] });
  const questions = [
    'Thank you. Could you walk me through the last time that happened, step by step?',
    'What made that moment stand out for you compared with other times?',
    'You mentioned the queue. How did waiting there affect the rest of your morning?',
    'Who else was involved in that decision, and what did they think about it?',
    'What would have to change for you to choose differently next time?',
  ];
  fake.onChat((body) => {
    const tool = body.tools?.[0]?.function.name;
    if (tool === 'judge_follow_up') {
      const needsFollowUp = Math.random() < 0.3;
      return {
        toolCalls: [
          {
            name: tool,
            arguments: {
              needsFollowUp,
              reason: needsFollowUp ? 'The answer names a habit without an example.' : 'The answer covers the question with an example.',
            },
          },
        ],
      };
    }
    if (tool === 'score_candidates') {
      const task = String(body.messages.at(-1)?.content ?? '');
      // The interviewer lists its candidates as "[0]" on a line of its own, then the text.
      const count = (task.match(/^\[\d+\]$/gm) ?? []).length;
      return {
        toolCalls: [
          {
            name: tool,
            arguments: {
              scores: Array.from({ length: count }, (_, index) => ({
                index,
                score: 6 + (index % 4),
                reason: 'Neutral, one question, short.',
              })),
            },
          },
        ],
      };
    }
    // The reply carries the turn's mark too, so the judge's call (which sees the candidates, not the answer) is known.
    return `${questions[Math.floor(Math.random() * questions.length)]!} ${latestMark(JSON.stringify(body.messages)) ?? ''}`.trim();
  });

  const load = processLoad();
  const records: ProviderRecord[] = [];
  const drain = () => {
    const waiting = [];
    for (const request of fake.requests) {
      const timing = request.timing;
      if (timing?.answeredAt === undefined) {
        waiting.push(request);
        continue;
      }
      const latest = latestMark(JSON.stringify(request.body));
      records.push({
        key: latest && latest.slice(2, -1),
        arrivedAt: timing.arrivedAt,
        answeredAt: timing.answeredAt,
        latencyMs: timing.latencyMs,
      });
    }
    fake.requests.length = 0;
    fake.requests.push(...waiting);
  };
  setInterval(drain, 500).unref();
  process.on('message', (message) => {
    if (message === 'reset') {
      load.reset();
      process.send!({ reset: true });
    } else if (message === 'records') {
      drain();
      process.send!({ records, load: load.read() });
    } else if (message === 'stop') void fake.close().then(() => process.exit(0));
  });
  process.send!({ url: fake.url });
}

async function drive() {
  const args = process.argv.slice(2);
  const positional = args.filter((arg) => !arg.startsWith('--'));
  const durationS = Number(args.find((arg) => arg.startsWith('--duration='))?.slice('--duration='.length) ?? 0);
  const respondents = Number(positional[0] ?? 200);
  const turns = Number(positional[1] ?? 8);
  const latency = positional[2] ?? '1000-3000';
  const candidates = Number(positional[3] ?? 3);
  const snapshotDir = process.env.BENCH_HEAP_SNAPSHOTS && path.resolve(process.env.BENCH_HEAP_SNAPSHOTS);
  const port = Number(process.env.BENCH_PORT ?? 4941);
  const base = `http://127.0.0.1:${port}`;
  const serverFile = path.resolve(process.env.BENCH_BUILD ?? 'build', 'server.js');
  if (!fs.existsSync(serverFile)) throw new Error(`No production build at ${serverFile}: run \`npm run build\` first.`);

  const provider = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, BENCH_ROLE: 'provider', BENCH_LATENCY: latency },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const { url: providerUrl } = await nextMessage<{ url: string }>(provider, 'url');

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qualia-bench-respondents-'));
  const serverEnv = {
    ...process.env,
    NODE_ENV: 'production' as const,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SESSION_SECRET: 'bench-secret-0123456789',
    SEED_DEMO: 'false',
    TRUST_PROXY: '1',
    AI_MODELS: JSON.stringify({ 'gpt-4o': { baseUrl: providerUrl, apiKey: 'bench', model: 'fake-model' } }),
    AI_TIMEOUT_MS: '30000',
  };
  const interviewId = await seed(dataDir, candidates);

  const profileDir = process.env.BENCH_CPU_PROF;
  const server = fork(serverFile, [], {
    env: serverEnv,
    execArgv: [
      '--expose-gc',
      '--import',
      pathToUrl(path.join(here, 'server-probe.mjs')),
      ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : []),
    ],
    // Request logs go where a container's stdout would: written, not read.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  // A driver that fails must not leave its server and provider running.
  process.once('exit', () => {
    server.kill('SIGKILL');
    provider.kill('SIGKILL');
  });
  await waitForHealth(base);

  const percentile = (values: number[], p: number) => {
    if (!values.length) return NaN;
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
  };
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const between = (low: number, high: number) => low + Math.random() * (high - low);
  const addressOf = (index: number) => `10.${1 + (index >> 16)}.${(index >> 8) & 255}.${index & 255}`;

  async function healthz(address: string) {
    const started = performance.now();
    const response = await fetch(`${base}/healthz`, { headers: { 'X-Forwarded-For': address } });
    await response.arrayBuffer();
    return performance.now() - started;
  }

  const errors: string[] = [];
  let requests = 0;
  const turnsTimed: { key: string; sentAt: number; firstByteAt: number }[] = [];
  let active = 0;
  let peakActive = 0;

  const answers = [
    'I usually buy coffee at the small cafe near my office because it is quick and the staff know my order.',
    'Mostly on weekdays. At the weekend I make it at home with a moka pot, which takes longer but I enjoy the ritual.',
    'Last Tuesday the queue was out of the door, so I went to the chain place across the road and regretted it.',
    'Price matters less than I thought. What annoys me is waiting, and when the milk is burnt.',
    'My partner thinks it is a waste of money, we have argued about it more than once.',
    'I tried the app for ordering ahead but it kept forgetting my card, so I gave up after a week.',
    'Honestly it is the only ten minutes of the day when nobody asks me for anything.',
    'If they opened earlier I would go before the train instead of after it.',
    'Not really, I think that covers it.',
  ];

  /** One person: opens the page, then answers until the interview ends or their turns run out. */
  async function respondent(index: number, turnLimit = turns, pauseMs: [number, number] = [3000, 12_000]) {
    const address = addressOf(index);
    let cookie = '';
    const headers = () => ({ 'X-Forwarded-For': address, ...(cookie ? { Cookie: cookie } : {}) });
    const keep = (response: Response) => {
      const set = response.headers.getSetCookie().map((line) => line.split(';')[0]!);
      if (set.length) cookie = set.join('; ');
    };
    try {
      requests++;
      const page = await fetch(`${base}/interviews/${interviewId}`, { headers: headers() });
      await page.arrayBuffer();
      if (!page.ok) throw new Error(`page: HTTP ${page.status}`);
      keep(page);
      let dialogId: string | undefined;
      for (let turn = 0; turn < turnLimit; turn++) {
        // Reads the question, then types an answer.
        await sleep(between(...pauseMs));
        const answer = `${answers[(index + turn * 3) % answers.length]} ${mark(index, turn)}`;
        const body = JSON.stringify({
          userMessage: answer,
          clientId: `c-${index}-${turn}`,
          stream: true,
          ...(dialogId ? { dialogId } : { interviewId }),
        });
        requests++;
        const sentAt = epochNow();
        const response = await fetch(`${base}/api/interview/chat`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: base, ...headers() },
          body,
        });
        if (!response.ok || !response.body) throw new Error(`chat: HTTP ${response.status} ${await response.text()}`);
        keep(response);
        let firstByteAt: number | undefined;
        let done: { dialogId: string; isLastMessage: boolean } | undefined;
        await readEvents(response.body, (event, data) => {
          if (event === 'text') firstByteAt ??= epochNow();
          if (event === 'dialog') dialogId = (JSON.parse(data) as { dialogId: string }).dialogId;
          if (event === 'done') done = JSON.parse(data) as typeof done;
          if (event === 'error') throw new Error(`chat: error event ${data}`);
        });
        if (!done || firstByteAt === undefined) throw new Error('chat: the stream ended without a reply');
        turnsTimed.push({ key: mark(index, turn).slice(2, -1), sentAt, firstByteAt });
        if (done.isLastMessage) break;
      }
    } catch (error) {
      // fetch hides the reason (refused, reset, timed out) in the cause.
      const cause =
        error instanceof Error && error.cause instanceof Error
          ? ` (${(error.cause as { code?: string }).code ?? error.cause.message})`
          : '';
      errors.push(`${error instanceof Error ? error.message : String(error)}${cause}`);
    }
  }

  // Warm-up (code paths compiled, caches filled), then /healthz on an idle server.
  await Promise.all(Array.from({ length: 5 }, (_, i) => respondent(1_000_000 + i, 3, [100, 500])));
  turnsTimed.length = 0;
  errors.length = 0;
  requests = 0;
  const idle: number[] = [];
  // What one check costs the server, so the checks made under load can be told apart from the turns in its CPU: the
  // CPU of the checks, less what the server spends idle over as long (its timers, the probe's own).
  const cpuOver = async (work: () => Promise<void>) => {
    server.send('reset');
    await nextMessage(server, 'reset');
    const started = performance.now();
    await work();
    server.send('stats');
    const { stats } = await nextMessage<{ stats: ServerStats }>(server, 'stats');
    return { cpuMs: stats.cpuMs, ms: performance.now() - started };
  };
  const quiet = await cpuOver(async () => void (await sleep(3000)));
  const checked = await cpuOver(async () => {
    for (let i = 0; i < 200; i++) {
      idle.push(await healthz('192.0.2.1'));
      await sleep(20);
    }
  });
  const checkCpuMs = Math.max(0, checked.cpuMs - (quiet.cpuMs * checked.ms) / quiet.ms) / idle.length;

  const snapshot = async (name: string) => {
    if (!snapshotDir) return;
    fs.mkdirSync(snapshotDir, { recursive: true });
    server.send({ snapshot: path.join(snapshotDir, `${name}.heapsnapshot`) });
    console.log(`  heap snapshot          ${(await nextMessage<{ snapshotted: string }>(server, 'snapshotted')).snapshotted}`);
  };
  const memory = async (): Promise<MemorySample> => {
    server.send('memory');
    const { memory: read } = await nextMessage<{ memory: { rss: number; heapUsed: number } }>(server, 'memory');
    return { atS: (performance.now() - loadStarted) / 1000, ...read };
  };
  await snapshot('0-warm');

  server.send('reset');
  await nextMessage(server, 'reset');
  provider.send('reset');
  await nextMessage(provider, 'reset');
  const driverLoad = processLoad();
  const loadStarted = performance.now();
  let loadOver = false;
  const memorySamples: MemorySample[] = [];
  const soakOver = () => durationS > 0 && performance.now() - loadStarted >= durationS * 1000;
  const watcher = (async () => {
    if (!durationS) return;
    let snapped = false;
    // Every 30 s while new respondents still come; the last reading is taken once everyone has finished.
    while (!loadOver && !soakOver()) {
      await sleep(Math.min(30_000, Math.max(0, durationS * 1000 - (performance.now() - loadStarted))));
      if (loadOver || soakOver()) break;
      memorySamples.push(await memory());
      // Shown as it is read, so a run that does not finish still tells how its memory went.
      const read = memorySamples.at(-1)!;
      console.log(
        `  memory at ${read.atS.toFixed(0)} s: RSS ${(read.rss / 1048576).toFixed(0)} MB, heap ${(read.heapUsed / 1048576).toFixed(0)} MB`,
      );
      if (!snapped && memorySamples.at(-1)!.atS >= 119) {
        snapped = true;
        await snapshot('1-two-minutes');
      }
    }
  })();
  const underLoad: number[] = [];
  const healthzErrors: string[] = [];
  const sampler = (async () => {
    while (!loadOver) {
      try {
        underLoad.push(await healthz('192.0.2.2'));
      } catch (error) {
        // A refused or reset check is an error of the run, not the end of it.
        healthzErrors.push(
          error instanceof Error && error.cause instanceof Error
            ? ((error.cause as { code?: string }).code ?? error.cause.message)
            : String(error),
        );
      }
      await sleep(100);
    }
  })();
  // Everyone follows the link within the first 20 seconds (a panel invitation sent to all at once).
  await Promise.all(
    Array.from({ length: respondents }, async (_, index) => {
      await sleep(Math.random() * 20_000);
      // In a soak, whoever finishes is followed by someone new from the same slot until the time is up.
      for (let person = index; ; person += respondents) {
        active++;
        peakActive = Math.max(peakActive, active);
        await respondent(person);
        active--;
        if (!durationS || soakOver()) break;
      }
    }),
  );
  loadOver = true;
  await sampler;
  await watcher;
  if (durationS) memorySamples.push(await memory());
  await snapshot('2-end');
  const seconds = (performance.now() - loadStarted) / 1000;
  const driverAtEnd = driverLoad.read();

  server.send('stats');
  const { stats: atEnd } = await nextMessage<{ stats: ServerStats }>(server, 'stats');
  // Answers are embedded for search once the respondents pause (or at the latest every few minutes of a long run):
  // the CPU of the load is read at its end, then that of the indexing which follows it, once it has caught up (memory
  // and loop delay are those of the end of the load).
  const backlog = await indexCaughtUp(path.join(dataDir, 'app.db'));
  server.send('stats');
  const { stats: caughtUp } = await nextMessage<{ stats: ServerStats }>(server, 'stats');
  const stats = atEnd;
  const after = {
    cpuMs: caughtUp.cpuMs - atEnd.cpuMs,
    mainThreadCpuMs:
      caughtUp.mainThreadCpuMs === null || atEnd.mainThreadCpuMs === null ? null : caughtUp.mainThreadCpuMs - atEnd.mainThreadCpuMs,
  };
  provider.send('records');
  const { records, load: providerLoad } = await nextMessage<{ records: ProviderRecord[]; load: ProcessLoad }>(provider, 'records');

  const byTurn = new Map<string, ProviderRecord[]>();
  for (const record of records) if (record.key) byTurn.set(record.key, [...(byTurn.get(record.key) ?? []), record]);
  const serverTimes = turnsTimed.map(
    ({ key, sentAt, firstByteAt }) => firstByteAt - sentAt - coveredTime(byTurn.get(key) ?? [], sentAt, firstByteAt),
  );
  const providerCalls = records.filter((r) => r.key).length;
  if (process.env.BENCH_DEBUG) {
    // Where the server's time goes within a turn: before the first call, between calls, after the last one.
    const slowest = turnsTimed.map((t, i) => ({ ...t, added: serverTimes[i]! })).sort((a, b) => b.added - a.added);
    for (const { key, sentAt, firstByteAt } of [...turnsTimed.slice(0, 6), ...slowest.slice(0, 30)]) {
      const spans = (byTurn.get(key) ?? []).map((r) => [r.arrivedAt - sentAt, r.answeredAt - sentAt]).sort((a, b) => a[0]! - b[0]!);
      console.log(key, (firstByteAt - sentAt).toFixed(0), spans.map(([a, b]) => `${a!.toFixed(1)}–${b!.toFixed(1)}`).join(' '));
    }
  }

  const p = (values: number[]) => `p50 ${percentile(values, 50).toFixed(1)} ms   p99 ${percentile(values, 99).toFixed(1)} ms`;
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  const s50 = percentile(serverTimes, 50);
  const s99 = percentile(serverTimes, 99);
  const ok = s99 <= 50 && errors.length === 0 && healthzErrors.length === 0;
  console.log(
    `respondents: ${respondents} in conversation${durationS ? `, each replaced when done, for ${durationS} s` : ''} (peak ${peakActive} at once), up to ${turns} turns each, provider latency ${latency} ms, ${candidates} candidate(s) per reply`,
  );
  console.log(
    `  ${turnsTimed.length} turns in ${seconds.toFixed(0)} s (${(turnsTimed.length / seconds).toFixed(1)}/s), ${providerCalls} provider calls${records.length > providerCalls ? ` (and ${records.length - providerCalls} not tied to a turn)` : ''}`,
  );
  console.log(
    `  server time per turn   ${p(serverTimes)}   max ${Math.max(...serverTimes).toFixed(1)} ms   (first reply byte minus provider time)`,
  );
  console.log(
    `  inside the server      p50 ${stats.ownTurn.p50.toFixed(1)} ms   p99 ${stats.ownTurn.p99.toFixed(1)} ms   max ${stats.ownTurn.max.toFixed(1)} ms   (${stats.ownTurn.count} turns: from the request's arrival to the reply's first text, less its provider calls as the server waited on them)`,
  );
  console.log(
    `  errors                 ${errors.length} of ${requests} requests${errors.length ? `: ${[...new Set(errors)].slice(0, 3).join(' | ')}` : ''}`,
  );
  console.log(`  /healthz idle          ${p(idle)}`);
  console.log(
    `  /healthz under load    ${p(underLoad)}   (same-run baseline)${healthzErrors.length ? `, ${healthzErrors.length} of ${underLoad.length + healthzErrors.length} failed: ${[...new Set(healthzErrors)].join(', ')}` : ''}`,
  );
  console.log(
    `  ratio                  turn / healthz under load: p50 ${(s50 / percentile(underLoad, 50)).toFixed(2)}×  p99 ${(s99 / percentile(underLoad, 99)).toFixed(2)}×;  healthz load / idle: p50 ${(percentile(underLoad, 50) / percentile(idle, 50)).toFixed(2)}×  p99 ${(percentile(underLoad, 99) / percentile(idle, 99)).toFixed(2)}×`,
  );
  console.log(
    `  server memory          RSS ${mb(stats.rss)} (peak ${mb(stats.peakRss)}), heap ${mb(stats.heapUsed)} of ${mb(stats.heapTotal)}`,
  );
  const perTurn = (ms: number) => `${(ms / turnsTimed.length).toFixed(1)} ms`;
  console.log(
    `  server CPU per turn    ${perTurn(stats.cpuMs)} (whole process, during the load: ${(stats.cpuMs / 1000).toFixed(1)} s in all)   request thread busy ${perTurn(stats.loopActiveMs)} (${(stats.loopActiveMs / 1000).toFixed(1)} s, ${((100 * stats.loopActiveMs) / (seconds * 1000)).toFixed(0)} % of the run)`,
  );
  if (stats.mainThreadCpuMs !== null && stats.busiestOtherThreadCpuMs !== null) {
    const rest = stats.cpuMs - stats.mainThreadCpuMs - stats.busiestOtherThreadCpuMs;
    console.log(
      `    of which            request thread ${perTurn(stats.mainThreadCpuMs)}, the busiest other thread ${perTurn(stats.busiestOtherThreadCpuMs)} (the sentence encoder's, when it embedded during the load), the rest (GC helpers, I/O pool) ${perTurn(rest)}`,
    );
  }
  const checks = underLoad.length + healthzErrors.length;
  console.log(
    `    of which            the bench's own /healthz checks about ${perTurn(checkCpuMs * checks)} (${checks} checks, ${checkCpuMs.toFixed(2)} ms each on the idle server)`,
  );
  // What the server spends with nothing to do (its timers and the probe's), over as long as the load lasted.
  const idleMs = (quiet.cpuMs / quiet.ms) * seconds * 1000;
  console.log(
    `    and                 idle upkeep about ${perTurn(idleMs)} (${((100 * quiet.cpuMs) / quiet.ms).toFixed(1)} % of a core on the idle server); a turn less both: ${perTurn(stats.cpuMs - checkCpuMs * checks - idleMs)}`,
  );
  console.log(
    `  search indexing after  ${(after.cpuMs / 1000).toFixed(1)} s of CPU (${perTurn(after.cpuMs)}${after.mainThreadCpuMs === null ? '' : `, request thread ${perTurn(after.mainThreadCpuMs)}`}) until every answer was embedded${backlog ? `; ${backlog} answers were still waiting after two minutes` : ''}`,
  );
  console.log(`  with it                ${perTurn(stats.cpuMs + after.cpuMs)} of CPU per turn for the whole process`);
  if (memorySamples.length) {
    const atTwo = memorySamples.find((m) => m.atS >= 119) ?? memorySamples[0]!;
    const end = memorySamples.at(-1)!;
    console.log(
      `  memory after a full GC ${memorySamples.map((m) => `${m.atS.toFixed(0)} s: ${mb(m.rss)} / ${mb(m.heapUsed)}`).join(', ')}  (RSS / heap)`,
    );
    console.log(
      `  end against ${atTwo.atS.toFixed(0)} s      RSS ${(end.rss / atTwo.rss).toFixed(2)}×   heap ${(end.heapUsed / atTwo.heapUsed).toFixed(2)}×   (goal ≤ 1.2× each)`,
    );
  }
  console.log(
    `  event-loop delay       p50 ${stats.loopDelay.p50.toFixed(1)} ms   p99 ${stats.loopDelay.p99.toFixed(1)} ms   max ${stats.loopDelay.max.toFixed(1)} ms`,
  );
  // Both run beside the server on the same cores; a late tick of either counts as the server's time: a turn crosses
  // the provider up to three times in a row (the follow-up judgement, the candidates, the judge), then reaches the driver.
  const other = (name: string, load: ProcessLoad) =>
    `${name} ${perTurn(load.cpuMs)} of CPU a turn (${((100 * load.cpuMs) / (seconds * 1000)).toFixed(0)} % of a core), loop delay p99 ${load.loopDelayP99.toFixed(1)} ms, max ${load.loopDelayMax.toFixed(1)} ms`;
  console.log(`  beside the server      ${other('provider', providerLoad)}`);
  console.log(`                         ${other('driver', driverAtEnd)}`);
  console.log(
    `  garbage collection     ${stats.gc.count} pauses, ${(stats.gc.totalMs / 1000).toFixed(1)} s in all, longest ${stats.gc.maxMs.toFixed(1)} ms, ${stats.gc.over20} over 20 ms`,
  );
  const inside = stats.ownTurn.p99 <= 50 && errors.length === 0 && healthzErrors.length === 0;
  console.log(
    `  goal                   p99 ≤ 50 ms added and no error: ${ok ? 'PASS' : 'OVER'} end to end, ${inside ? 'PASS' : 'OVER'} inside the server`,
  );
  console.log(
    `  machine                ${os.cpus().length} cores, 1-minute load average ${os.loadavg()[0]!.toFixed(1)} (other work on the machine inflates the figures)`,
  );

  server.kill('SIGTERM');
  provider.send('stop');
  await new Promise((resolve) => server.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** The owner, and a published interview with a guide of eight questions on the configured model. */
async function seed(dataDir: string, candidates: number): Promise<string> {
  process.env.DATA_DIR = dataDir;
  process.env.NODE_ENV = 'production';
  process.env.SESSION_SECRET = 'bench-secret-0123456789';
  const { getDb, schema, closeDb } = await import('../../db/index');
  const { migrateDatabase } = await import('../../db/migrate');
  const { createUser } = await import('../../app/features/auth/users.server');
  const { createManualInterview } = await import('../../app/features/interviews/interviews.server');
  const { eq } = await import('drizzle-orm');
  migrateDatabase(getDb());
  const owner = await createUser({ email: 'bench@example.com', password: 'bench-password-1' });
  getDb().update(schema.users).set({ plan: 'enterprise' }).where(eq(schema.users.id, owner.id)).run();
  const interview = createManualInterview(owner.id);
  const questions = [
    ['Warm-up', 'Please tell me a little about yourself and what a usual weekday looks like for you.'],
    ['Coffee habits', 'When and where do you usually get your coffee on a working day?'],
    ['Choosing a place', 'How do you decide where to buy your coffee?'],
    ['A recent visit', 'Tell me about the last time you bought coffee on the way to work.'],
    ['Waiting', 'How do you feel about waiting for your order, and what do you do while you wait?'],
    ['Ordering ahead', 'Have you ever ordered ahead with an app? What happened?'],
    ['Money', 'How much does the price play a part in where you go?'],
    ['Closing', 'Is there anything else about your coffee habits you would like to add?'],
  ].map(([title, description], i) => ({ id: `q${i + 1}`, title: title!, description: description! }));
  getDb()
    .update(schema.interviews)
    .set({
      status: 'published',
      title: 'Coffee on the way to work',
      questions,
      interviewerLlm: 'gpt-4o',
      kMessages: candidates,
      // A study sent to a thousand people needs more than the default day's budget of calls.
      aiDailyCallBudget: 1_000_000,
    })
    .where(eq(schema.interviews.id, interview.id))
    .run();
  closeDb();
  return interview.id;
}

/** Waits (up to two minutes) until every answer is embedded for search; returns how many were still waiting. */
async function indexCaughtUp(file: string): Promise<number> {
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const waiting = () => (db.prepare('SELECT count(*) AS n FROM message_search_rows WHERE model IS NULL').get() as { n: number }).n;
    for (let tries = 0; tries < 240 && waiting() > 0; tries++) await new Promise((resolve) => setTimeout(resolve, 500));
    if (process.env.BENCH_DEBUG)
      console.log(db.prepare('SELECT outcome, substr(error, 1, 80) AS error, count(*) AS n FROM ai_calls GROUP BY 1, 2').all());
    return waiting();
  } finally {
    db.close();
  }
}

/** Provider time within [from, to]: the union of the calls' spans, so calls made in parallel count once. */
function coveredTime(records: ProviderRecord[], from: number, to: number): number {
  return unionLength(records.map((r) => [Math.max(from, r.arrivedAt), Math.min(to, r.answeredAt)] as const));
}

async function readEvents(body: ReadableStream<Uint8Array>, onEvent: (event: string, data: string) => void) {
  const decoder = new TextDecoder();
  let buffer = '';
  const reader = body.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    buffer += decoder.decode(chunk.value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event: ')) event = line.slice(7);
        else if (line.startsWith('data: ')) data.push(line.slice(6));
      }
      if (data.length) onEvent(event, data.join('\n'));
    }
  }
}

function nextMessage<T>(child: ChildProcess, field: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: unknown) => {
      if (typeof message === 'object' && message !== null && field in message) {
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(message as T);
      }
    };
    const onExit = (code: number | null) => reject(new Error(`child exited (${code}) before sending ${field}`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

function pathToUrl(file: string) {
  return new URL(`file://${file}`).href;
}
