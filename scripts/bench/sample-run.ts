// Wall time of a quality-sample run: N dialogs scored by a model at concurrency c with AI latency L (the fake
// provider) against the budget 1.25 × ceil(N/c) × L of DESIGN.md; and, in the same run, the built-in engine on the
// same dialogs (local work only) as the baseline.
// Run: npx tsx scripts/bench/sample-run.ts [dialogs=64] [concurrency=8] [latencyMs=200]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const N = Number(process.argv[2] ?? 64);
const C = Number(process.argv[3] ?? 8);
const L = Number(process.argv[4] ?? 200);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qualia-bench-'));
Object.assign(process.env, { DATA_DIR: dataDir, SESSION_SECRET: 'bench-secret-0123456789', LOG_REQUESTS: 'false', SEED_DEMO: 'false' });

const { FakeOpenAI } = await import('../../tests/support/fake-openai');
const fake = await FakeOpenAI.start({ latencyMs: L });
fake.onChat(() => ({ toolCalls: [{ name: 'score_dialog', arguments: { score: 7.5, reason: 'Concrete answers.', flags: [] } }] }));
Object.assign(process.env, {
  AI_MODELS: JSON.stringify({ groq: { baseUrl: fake.url, apiKey: 'bench', model: 'fake' } }),
  AI_CONCURRENCY: String(C),
  AI_MAX_RETRIES: '0',
});

const { getDb, schema, closeDb } = await import('../../db/index');
const { migrateDatabase } = await import('../../db/migrate');
const { eq } = await import('drizzle-orm');
const { createUser } = await import('../../app/features/auth/users.server');
const { createManualInterview } = await import('../../app/features/interviews/interviews.server');
const { createReport } = await import('../../app/features/analysis/reports/reports.server');
const { startSample } = await import('../../app/features/analysis/sample/sample.server');
const { startJobRunner, stopJobRunner, whenIdle } = await import('../../app/jobs/queue.server');
await import('../../server/job-handlers');
const { seedDialog } = await import('../../tests/support/dialog-seeds');
const { GOAL, QUESTIONS, SAMPLE_DIALOGS } = await import('../../tests/fixtures/sample-quality');

migrateDatabase(getDb());
const owner = await createUser({ email: 'bench@example.com', password: 'bench-password-1' });
const interview = createManualInterview(owner.id);
getDb()
  .update(schema.interviews)
  .set({ goal: GOAL, questions: QUESTIONS.map((q, i) => ({ id: `q${i}`, ...q })) })
  .where(eq(schema.interviews.id, interview.id))
  .run();
for (let i = 0; i < N; i++)
  seedDialog(
    interview.id,
    { createdAt: Date.now() - (N - i) * 60_000, messages: SAMPLE_DIALOGS[i % SAMPLE_DIALOGS.length]!.messages },
    'b',
  );
startJobRunner({ concurrency: 1 });

async function timeRun(model: string) {
  const report = createReport(interview.id, model);
  const started = performance.now();
  startSample(owner.id, interview.id, report.id, { threshold: 6, model });
  await whenIdle();
  const ms = performance.now() - started;
  const scored = getDb()
    .select()
    .from(schema.sampleScores)
    .where(eq(schema.sampleScores.reportId, report.id))
    .all()
    .filter((r) => r.status === 'scored').length;
  return { ms, scored };
}

const builtin = await timeRun('builtin');
const model = await timeRun('groq');
const budget = 1.25 * Math.ceil(N / C) * L;
console.log(`dialogs ${N}, concurrency ${C}, AI latency ${L} ms`);
console.log(
  `built-in engine (baseline): ${builtin.ms.toFixed(0)} ms for ${builtin.scored} dialogs (${(builtin.ms / N).toFixed(2)} ms a dialog)`,
);
console.log(
  `model run: ${model.ms.toFixed(0)} ms for ${model.scored} dialogs; ideal ${Math.ceil(N / C) * L} ms; budget ${budget.toFixed(0)} ms; ratio to ideal ${(model.ms / (Math.ceil(N / C) * L)).toFixed(2)}`,
);
console.log(model.ms <= budget ? 'within budget' : 'OVER BUDGET');

await stopJobRunner();
await fake.close();
closeDb();
fs.rmSync(dataDir, { recursive: true, force: true });
