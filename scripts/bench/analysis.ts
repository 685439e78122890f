// Wall time of the topics analysis (`analysis.topics`): N dialogs mapped by a model at concurrency c with AI latency L
// (the fake provider), one map call per dialog, then one reduce call per block; against ceil(N/c) × L × calls per
// dialog in the same run (goal: within 1.25×), with the process's peak memory. In the same run, the built-in engine
// on the same dialogs (embedding and clustering, local work only) as the baseline.
// Run: npx tsx scripts/bench/analysis.ts [dialogs=200] [concurrency=8] [latencyMs=500]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const N = Number(process.argv[2] ?? 200);
const C = Number(process.argv[3] ?? 8);
const L = Number(process.argv[4] ?? 500);
const CALLS_PER_DIALOG = 1;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qualia-bench-'));
Object.assign(process.env, { DATA_DIR: dataDir, SESSION_SECRET: 'bench-secret-0123456789', LOG_REQUESTS: 'false', SEED_DEMO: 'false' });

const { FakeOpenAI } = await import('../../tests/support/fake-openai');
const { fakeTopicsReply } = await import('../../tests/support/fake-topics');
const fake = await FakeOpenAI.start({ latencyMs: L });
fake.onChat((body) => fakeTopicsReply(body));
Object.assign(process.env, {
  AI_MODELS: JSON.stringify({ groq: { baseUrl: fake.url, apiKey: 'bench', model: 'fake' } }),
  AI_CONCURRENCY: String(C),
  AI_MAX_RETRIES: '0',
});

const { getDb, schema, closeDb } = await import('../../db/index');
const { migrateDatabase } = await import('../../db/migrate');
const { eq } = await import('drizzle-orm');
const { createUser } = await import('../../app/features/auth/users.server');
const { createManualInterview, findInterview } = await import('../../app/features/interviews/interviews.server');
const { createReport } = await import('../../app/features/analysis/reports/reports.server');
const { startTopics, latestTopicsJob } = await import('../../app/features/analysis/topics/topics.server');
const { stopSentenceEncoder } = await import('../../app/ai/builtin/sentence-encoder.server');
const { startJobRunner, stopJobRunner, whenIdle } = await import('../../app/jobs/queue.server');
await import('../../server/job-handlers');
const { seedDialog } = await import('../../tests/support/dialog-seeds');
const { TOPICS_DIALOGS, TOPICS_QUESTIONS, topicsMessages } = await import('../../tests/fixtures/topics-dialogs');

migrateDatabase(getDb());
const owner = await createUser({ email: 'bench@example.com', password: 'bench-password-1' });
const created = createManualInterview(owner.id);
getDb().update(schema.interviews).set({ questions: TOPICS_QUESTIONS }).where(eq(schema.interviews.id, created.id)).run();
const interview = findInterview(created.id)!;
// Each dialog's answers made distinct (the engine embeds each distinct sentence once, as real answers mostly are).
const distinct = (text: string, i: number) => text.replace(/\.$/, `, order ${i}.`);
for (let i = 0; i < N; i++) {
  const said = TOPICS_DIALOGS[i % TOPICS_DIALOGS.length]!;
  seedDialog(
    interview.id,
    {
      createdAt: Date.now() - (N - i) * 60_000,
      messages: topicsMessages({ experience: distinct(said.experience, i), change: distinct(said.change, i) }),
    },
    'b',
  );
}
startJobRunner({ concurrency: 1 });

let peak = process.memoryUsage().rss;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);

async function timeRun(model: string) {
  const report = createReport(interview.id, model);
  const before = fake.chatRequests().length;
  const rssBefore = process.memoryUsage().rss;
  peak = rssBefore;
  const started = performance.now();
  startTopics(interview, report, model);
  await whenIdle();
  const ms = performance.now() - started;
  const job = latestTopicsJob(interview.id, report.id)!;
  if (job.status !== 'completed') throw new Error(`The ${model} run ended ${job.status}: ${job.error}`);
  const calls = fake
    .chatRequests()
    .slice(before)
    .map((body) => body.tools?.[0]?.function.name);
  return {
    ms,
    peakMb: (peak - rssBefore) / 2 ** 20,
    peakTotalMb: peak / 2 ** 20,
    map: calls.filter((c) => c === 'dialog_codes').length,
    reduce: calls.filter((c) => c === 'block_topics').length,
  };
}

const builtin = await timeRun('builtin');
const model = await timeRun('groq');
clearInterval(sampler);
const ideal = Math.ceil(N / C) * L * CALLS_PER_DIALOG;
const budget = 1.25 * ideal;
console.log(`dialogs ${N}, blocks ${TOPICS_QUESTIONS.length}, concurrency ${C}, AI latency ${L} ms`);
console.log(
  `built-in engine (baseline): ${builtin.ms.toFixed(0)} ms; peak RSS +${builtin.peakMb.toFixed(0)} MB (${builtin.peakTotalMb.toFixed(0)} MB)`,
);
console.log(
  `model run: ${model.ms.toFixed(0)} ms with ${model.map} map and ${model.reduce} reduce calls; ideal ceil(N/c) × L × ${CALLS_PER_DIALOG} = ${ideal} ms; budget ${budget.toFixed(0)} ms; ratio ${(model.ms / ideal).toFixed(2)}; peak RSS +${model.peakMb.toFixed(0)} MB (${model.peakTotalMb.toFixed(0)} MB)`,
);
console.log(model.ms <= budget ? 'within budget' : 'OVER BUDGET');

await stopJobRunner();
stopSentenceEncoder();
await fake.close();
closeDb();
fs.rmSync(dataDir, { recursive: true, force: true });
