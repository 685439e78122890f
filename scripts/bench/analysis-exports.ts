// Benchmark of the analysis exports: npm run bench:analysis-exports [-- --dialogs 1000 --blocks 10 --quotes 2]
// Seeds a throwaway database with a generated report (topics, answers, recommendations, their coding, summaries and
// their citations), then streams each export (Word, CSV, Excel, QDPX, QDC) into a byte counter, and prints wall time
// and peak memory (heap and buffers) of each against a same-run baseline: reading the same rows from SQLite and nothing else.
// Budget: each export under 5 s, memory bounded.
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';

import { runBench, useThrowawayDatabase } from './throwaway-database';

const BUDGET_MS = 5000;
const SAMPLE_MS = 20;

const { values } = parseArgs({
  options: {
    dialogs: { type: 'string', default: '1000' },
    blocks: { type: 'string', default: '10' },
    quotes: { type: 'string', default: '2' },
  },
});
const DIALOGS = Number(values.dialogs);
const BLOCKS = Number(values.blocks);
/** Quotes per dialog and block in the block's topics; each answer adds one more. */
const QUOTES = Number(values.quotes);
const SUBTOPICS = 8;

const dataDir = useThrowawayDatabase('analysis-exports');

const { getDb } = await import('@db/index');
const { migrateDatabase } = await import('@db/migrate');
const { createUser } = await import('~/features/auth/users.server');
const { createManualInterview } = await import('~/features/interviews/interviews.server');
const { createReport } = await import('~/features/analysis/reports/reports.server');
const { codingBlocksOf } = await import('~/features/analysis/coding/blocks.server');
const { reportExport } = await import('~/features/analysis/exports/exports.server');

const WORDS =
  'delivery price support app slow late friendly cheap expensive parcel box courier refund order week phone helpful plan student quality taste fresh «быстро» доставка'.split(
    ' ',
  );
let seed = 42;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const sentence = (words: number) => Array.from({ length: words }, () => WORDS[Math.floor(random() * WORDS.length)]).join(' ');

function seedReport(interviewId: string, reportId: string, blockIds: string[]) {
  const client = getDb().$client;
  const q = (sql: string) => client.prepare(sql);
  const insertDialog = q(
    'insert into dialogs (id, short_link, interview_id, completed_at, answered_at, created_at) values (?, ?, ?, ?, ?, ?)',
  );
  const insertMessage = q('insert into messages (id, dialog_id, role, content, question_index, created_at) values (?, ?, ?, ?, ?, ?)');
  const insertTopic = q(
    'insert into coding_topics (id, report_id, block_id, dialog_id, parent_id, topic, insights, top_words, dialog_count, position, model, created_at) values (?, ?, ?, null, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const insertAnswer = q(
    "insert into dialog_answers (id, report_id, dialog_id, block_id, status, answer, model, created_at) values (?, ?, ?, ?, 'success', ?, 'gpt-4o', ?)",
  );
  const insertCitation = q(
    "insert into citations (id, report_id, topic_id, answer_id, message_id, dialog_id, start, end, verification, similarity, position, created_at) values (?, ?, ?, ?, ?, ?, ?, ?, 'verbatim', 1, ?, ?)",
  );
  const insertRec = q(
    "insert into recommendations (id, report_id, block_id, title, description, position, model, created_at) values (?, ?, ?, ?, ?, ?, 'gpt-4o', ?)",
  );
  const insertCoding = q(
    'insert into recommendation_codings (report_id, answer_id, recommendation_id, relevance, created_at) values (?, ?, ?, ?, ?)',
  );
  const insertSummary = q(
    "insert into summaries (id, report_id, kind, block_id, summary, model, generated_at, total_responses) values (?, ?, ?, ?, ?, 'gpt-4o', ?, ?)",
  );
  const start = Date.UTC(2026, 0, 1);
  let citations = 0;
  client.transaction(() => {
    const subtopics = blockIds.map((blockId, b) => {
      const blockRow = randomUUID();
      insertTopic.run(
        blockRow,
        reportId,
        blockId,
        null,
        `Block ${b + 1}`,
        sentence(40),
        JSON.stringify(['delivery', 'price']),
        DIALOGS,
        b,
        'builtin',
        start,
      );
      const subs = Array.from({ length: SUBTOPICS }, (_, t) => {
        const id = randomUUID();
        insertTopic.run(
          id,
          reportId,
          blockId,
          blockRow,
          `Topic ${b + 1}.${t + 1} ${sentence(3)}`,
          sentence(30),
          JSON.stringify([]),
          Math.round(DIALOGS / SUBTOPICS),
          t,
          'builtin',
          start,
        );
        return id;
      });
      const recs = Array.from({ length: 3 }, (_, r) => {
        const id = randomUUID();
        insertRec.run(id, reportId, blockId, `Recommendation ${r + 1}: ${sentence(5)}`, sentence(30), r, start);
        return id;
      });
      insertSummary.run(randomUUID(), reportId, 'question_insights', blockId, sentence(120), start, DIALOGS);
      return { subs, recs };
    });
    insertSummary.run(randomUUID(), reportId, 'business_insights', null, sentence(200), start, DIALOGS);
    for (let d = 0; d < DIALOGS; d++) {
      const dialogId = randomUUID();
      const createdAt = start + d * 60_000;
      insertDialog.run(dialogId, `b${d.toString(36).padStart(5, '0')}`, interviewId, createdAt + 50_000, createdAt + 2000, createdAt);
      blockIds.forEach((blockId, b) => {
        insertMessage.run(randomUUID(), dialogId, 'assistant', `Question ${b + 1}: ${sentence(12)}?`, b, createdAt + b * 2000);
        const messageId = randomUUID();
        const content = `${sentence(25)}, "${sentence(5)}" & <${sentence(3)}>\n${sentence(25)}`;
        insertMessage.run(messageId, dialogId, 'user', content, null, createdAt + b * 2000 + 1000);
        for (let c = 0; c < QUOTES; c++) {
          const from = Math.floor((c * content.length) / (QUOTES + 1));
          insertCitation.run(
            randomUUID(),
            reportId,
            subtopics[b]!.subs[(d + c) % SUBTOPICS],
            null,
            messageId,
            dialogId,
            from,
            from + 40,
            d,
            createdAt,
          );
          citations += 1;
        }
        const answerId = randomUUID();
        insertAnswer.run(answerId, reportId, dialogId, blockId, sentence(20), createdAt);
        insertCitation.run(randomUUID(), reportId, null, answerId, messageId, dialogId, 0, 30, 0, createdAt);
        citations += 1;
        insertCoding.run(reportId, answerId, subtopics[b]!.recs[d % 3], 0.8, createdAt);
      });
    }
  })();
  return citations;
}

/** The baseline: the same rows read from SQLite, nothing built. */
function readRows(interviewId: string, reportId: string) {
  const client = getDb().$client;
  let rows = 0;
  const ids = client
    .prepare('select id from dialogs where interview_id = ? and is_preview = 0 and answered_at is not null order by created_at, rowid')
    .pluck()
    .all(interviewId) as string[];
  for (let i = 0; i < ids.length; i += 500) {
    const batch = ids.slice(i, i + 500);
    rows += client
      .prepare(
        `select id, dialog_id, role, content, created_at, question_index from messages where dialog_id in (${batch
          .map(() => '?')
          .join(',')}) order by dialog_id, created_at, rowid`,
      )
      .all(...batch).length;
  }
  for (const table of ['coding_topics', 'dialog_answers', 'recommendations', 'recommendation_codings', 'summaries'])
    rows += client.prepare(`select * from ${table} where report_id = ?`).all(reportId).length;
  rows += client
    .prepare(
      'select c.*, (select vote from quote_votes v where v.report_id = c.report_id and v.message_id = c.message_id and v.start = c.start and v."end" = c."end") as vote from citations c where report_id = ? order by position, rowid',
    )
    .all(reportId).length;
  return rows;
}

/** What the process holds for JavaScript: its heap and its buffers (RSS stays high once grown, so it hides each export's own use). */
const held = () => {
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};

function peakHeld() {
  let peak = held();
  const timer = setInterval(() => (peak = Math.max(peak, held())), SAMPLE_MS);
  return {
    sample: () => (peak = Math.max(peak, held())),
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, held());
    },
  };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main() {
  migrateDatabase(getDb());
  const user = await createUser({ email: `bench-${randomUUID().slice(0, 8)}@example.com`, password: 'bench-password-123' });
  const interview = createManualInterview(user.id);
  const questions = Array.from({ length: BLOCKS }, (_, i) => ({
    id: `q${i}`,
    title: `Question ${i + 1}: ${sentence(8)}?`,
    description: '',
  }));
  getDb().$client.prepare('update interviews set questions = ? where id = ?').run(JSON.stringify(questions), interview.id);
  const report = createReport(interview.id, 'Bench');
  const blocks = codingBlocksOf({ id: interview.id, questions });
  const seeded = performance.now();
  const citations = seedReport(
    interview.id,
    report.id,
    blocks.map((b) => b.id),
  );
  console.log(`seeded ${DIALOGS} dialogs, ${blocks.length} blocks, ${citations} citations in ${Math.round(performance.now() - seeded)} ms`);

  global.gc?.();
  const baseHeld = held();
  const baseMemory = peakHeld();
  const baselineStart = performance.now();
  const rows = readRows(interview.id, report.id);
  const baselineMs = performance.now() - baselineStart;
  console.log(
    `baseline: read ${rows} rows from SQLite in ${baselineMs.toFixed(0)} ms; heap and buffers peak +${mb(baseMemory.stop() - baseHeld)}`,
  );
  if (!global.gc) console.log('(run with NODE_OPTIONS=--expose-gc for memory figures that start from a collected heap)');

  let over = false;
  for (const format of ['docx', 'csv', 'xlsx', 'qdpx', 'qdc'] as const) {
    global.gc?.();
    const before = held();
    const memory = peakHeld();
    const start = performance.now();
    const file = await reportExport(user.id, report.id, format);
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
    over ||= wallMs >= BUDGET_MS;
    console.log(
      `${format.padEnd(5)} ${file.fileName.padEnd(58)} ${mb(bytes).padStart(9)} in ${wallMs.toFixed(0).padStart(5)} ms (${(
        wallMs / baselineMs
      ).toFixed(1)}× the baseline); heap and buffers peak +${mb(peak - before)}; RSS ${mb(process.memoryUsage().rss)} ${
        wallMs < BUDGET_MS ? 'PASS' : 'OVER'
      }`,
    );
  }
  return over ? 1 : 0;
}

runBench(main, dataDir);
