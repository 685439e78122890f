// Benchmark of the DOCX export: npm run bench:export-docx [-- --dialogs 1000 --messages 30]
// Seeds a throwaway database, streams the export into a byte counter, and prints wall time, peak RSS and a
// same-run baseline (reading the same rows from SQLite and nothing else). Budget: under 5 s, memory bounded.
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';

import { runBench, useThrowawayDatabase } from './throwaway-database';

const BUDGET_MS = 5000;
const SAMPLE_MS = 20;

const { values } = parseArgs({ options: { dialogs: { type: 'string', default: '1000' }, messages: { type: 'string', default: '30' } } });
const DIALOGS = Number(values.dialogs);
const MESSAGES = Number(values.messages);

// Set before the app's modules read their configuration.
const dataDir = useThrowawayDatabase('export');

const { getDb } = await import('@db/index');
const { migrateDatabase } = await import('@db/migrate');
const { createUser } = await import('~/features/auth/users.server');
const { createManualInterview } = await import('~/features/interviews/interviews.server');
const { exportInterviewDocx } = await import('~/features/documents/docx-export.server');

const WORDS =
  'coffee cafe office morning station price queue barista milk sugar cup taste friendly habit weekend loyalty app card oat latte espresso walk rain commute colleague'.split(
    ' ',
  );
let seed = 42;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const sentence = (words: number) => Array.from({ length: words }, () => WORDS[Math.floor(random() * WORDS.length)]).join(' ');

function seedDatabase(interviewId: string) {
  const client = getDb().$client;
  const insertDialog = client.prepare(
    'insert into dialogs (id, short_link, interview_id, pre_info, completed_at, created_at) values (?, ?, ?, ?, ?, ?)',
  );
  const insertMessage = client.prepare('insert into messages (id, dialog_id, role, content, created_at) values (?, ?, ?, ?, ?)');
  const start = Date.UTC(2025, 0, 1);
  client.transaction(() => {
    for (let d = 0; d < DIALOGS; d++) {
      const id = randomUUID();
      const createdAt = start + d * 60_000;
      insertDialog.run(
        id,
        `b${d.toString(36).padStart(5, '0')}`,
        interviewId,
        d % 3 === 0 ? `Respondent ${d}, ${sentence(12)}` : null,
        d % 2 ? createdAt + 50_000 : null,
        createdAt,
      );
      for (let m = 0; m < MESSAGES; m++) {
        const content = m % 2 ? `${sentence(30)} & <more>\n${sentence(10)}` : `${sentence(18)}?`;
        insertMessage.run(randomUUID(), id, m % 2 ? 'user' : 'assistant', content, createdAt + m * 1000);
      }
    }
  })();
}

/** The baseline: the same rows read from SQLite the same way (batches of dialogs, then their messages), nothing built. */
function readRows(interviewId: string) {
  const client = getDb().$client;
  // In the export's order: latest first message first.
  const ids = client
    .prepare(
      `select id from dialogs where interview_id = ? and is_preview = 0
       order by (select min(created_at) from messages where messages.dialog_id = dialogs.id) desc, rowid desc`,
    )
    .pluck()
    .all(interviewId) as string[];
  let rows = 0;
  for (let i = 0; i < ids.length; i += 100) {
    const batch = ids.slice(i, i + 100);
    const list = client
      .prepare(
        `select dialog_id, role, content, created_at from messages where dialog_id in (${batch.map(() => '?').join(',')}) order by dialog_id, created_at, rowid`,
      )
      .all(...batch);
    rows += list.length;
  }
  return rows;
}

function peakRss() {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), SAMPLE_MS);
  return {
    sample: () => (peak = Math.max(peak, process.memoryUsage().rss)),
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, process.memoryUsage().rss);
    },
  };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main() {
  migrateDatabase(getDb());
  const user = await createUser({ email: `bench-${randomUUID().slice(0, 8)}@example.com`, password: 'bench-password-123' });
  const interview = createManualInterview(user.id);
  const seeded = performance.now();
  seedDatabase(interview.id);
  console.log(`seeded ${DIALOGS} dialogs × ${MESSAGES} messages in ${Math.round(performance.now() - seeded)} ms`);

  global.gc?.();
  const baselineStart = performance.now();
  const rows = readRows(interview.id);
  const baselineMs = performance.now() - baselineStart;

  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  const memory = peakRss();
  const start = performance.now();
  const file = await exportInterviewDocx(user.id, interview.id);
  let bytes = 0;
  const reader = file.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    memory.sample();
  }
  const wallMs = performance.now() - start;
  const peak = memory.stop();

  console.log(`baseline: read ${rows} message rows from SQLite in ${baselineMs.toFixed(0)} ms`);
  console.log(
    `export:   ${file.fileName}, ${file.dialogCount} dialogs, ${mb(bytes)} in ${wallMs.toFixed(0)} ms (${(wallMs / baselineMs).toFixed(1)}× the baseline)`,
  );
  console.log(`memory:   RSS ${mb(rssBefore)} before, peak ${mb(peak)} (+${mb(peak - rssBefore)}), sampled every ${SAMPLE_MS} ms`);
  console.log(`${wallMs < BUDGET_MS ? 'PASS' : 'OVER'}: ${wallMs.toFixed(0)} ms against a budget of ${BUDGET_MS} ms`);
  return wallMs < BUDGET_MS ? 0 : 1;
}

runBench(main, dataDir);
