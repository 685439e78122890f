/**
 * The search index of respondent messages. Triggers of migration 0009 keep `message_search_rows` and the FTS5 table
 * in step with `messages`; this module adds the vectors: the float vector beside the row (for rescoring) and its
 * binary quantisation in a `vec0` table per vector size, partitioned by interview. Embedding runs as a job.
 */
import { and, eq, sql } from 'drizzle-orm';

import { getDb, schema } from '@db/index';
import { SENTENCE_ENCODER_MODEL } from '~/ai/builtin/sentence-encoder.server';
import { SENTENCE_ENCODER_CENTER } from '~/ai/builtin/sentence-encoder-center';
import { embeddingModel, embedTextsWithModel } from '~/ai/embeddings.server';
import { onRespondentMessageStored } from '~/features/dialogs/dialogs.server';
import { deleteCompletedJobs, enqueueJob, type Job, type JobContext, latestJob, registerJobHandler } from '~/jobs/queue.server';

import { binaryDimensions, quantizeBinary, toBlob } from './vectors';

export const SEARCH_INDEX_JOB = 'search-index';
/** Messages embedded per step: one transaction and one progress update each. */
const STEP = 32;

const sqlite = () => getDb().$client;

/**
 * The center binary vectors of this model are quantised around (stored and query vectors alike). Fixed per model
 * name: a different center would need a new name, so the index is rebuilt.
 */
export function binaryCenter(model: string): readonly number[] | null {
  return model === SENTENCE_ENCODER_MODEL ? SENTENCE_ENCODER_CENTER : null;
}

export const vectorTable = (dimensions: number) => `message_vectors_${binaryDimensions(dimensions)}`;

/** Creates the binary vector table for this vector size (and the trigger that forgets a deleted message's vector). */
export function ensureVectorTable(dimensions: number): string {
  const table = vectorTable(dimensions);
  const bits = binaryDimensions(dimensions);
  sqlite().exec(
    `CREATE VIRTUAL TABLE IF NOT EXISTS ${table} USING vec0(interview_id text partition key, embedding bit[${bits}]);
     CREATE TRIGGER IF NOT EXISTS message_search_rows_vectors_${bits}_delete AFTER DELETE ON message_search_rows BEGIN
       DELETE FROM ${table} WHERE rowid = old.id;
     END;`,
  );
  return table;
}

export function vectorTableExists(dimensions: number): boolean {
  return Boolean(sqlite().prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`).get(vectorTable(dimensions)));
}

type PendingRow = { id: number; interviewId: string; content: string };

function pendingRows(interviewId: string, model: string, limit: number): PendingRow[] {
  return sqlite()
    .prepare(
      `SELECT r.id AS id, r.interview_id AS interviewId, m.content AS content FROM message_search_rows r JOIN messages m ON m.id = r.message_id
       WHERE r.interview_id = ? AND (r.model IS NULL OR r.model <> ?) ORDER BY r.id LIMIT ?`,
    )
    .all(interviewId, model, limit) as PendingRow[];
}

export type IndexStatus = { total: number; indexed: number };

/** How many of the interview's respondent messages are searchable by meaning with the current model. */
export function indexStatus(interviewId: string): IndexStatus {
  const row = sqlite()
    .prepare(`SELECT count(*) AS total, coalesce(sum(model = ?), 0) AS indexed FROM message_search_rows WHERE interview_id = ?`)
    .get(embeddingModel(), interviewId) as IndexStatus;
  return { total: row.total, indexed: row.indexed };
}

/** Stores the vectors of these rows: the float vector for rescoring, the binary one for the first pass. */
export function storeVectors(rows: { id: number; interviewId: string }[], vectors: Float32Array[], model: string): void {
  if (rows.length === 0) return;
  const table = ensureVectorTable(vectors[0]!.length);
  const db = sqlite();
  const forget = db.prepare(`DELETE FROM ${table} WHERE rowid = ?`);
  const insert = db.prepare(`INSERT INTO ${table} (rowid, interview_id, embedding) VALUES (?, ?, vec_bit(?))`);
  const keep = db.prepare(`UPDATE message_search_rows SET model = ?, embedding = ? WHERE id = ?`);
  const center = binaryCenter(model);
  db.transaction(() => {
    rows.forEach((row, i) => {
      const vector = vectors[i]!;
      // vec0 takes its row ids as BigInt only.
      forget.run(BigInt(row.id));
      insert.run(BigInt(row.id), row.interviewId, toBlob(quantizeBinary(vector, center)));
      keep.run(model, toBlob(vector), row.id);
    });
  })();
}

/** Embeds every message of the interview not yet embedded with the current model; returns how many it did. */
export async function indexInterview(
  interviewId: string,
  options: { signal?: AbortSignal; urgent?: boolean; onProgress?: (done: number) => void } = {},
): Promise<number> {
  let done = 0;
  for (;;) {
    options.signal?.throwIfAborted();
    const rows = pendingRows(interviewId, embeddingModel(), STEP);
    if (rows.length === 0) return done;
    const { model, vectors } = await embedTextsWithModel(
      rows.map((row) => row.content),
      { purpose: 'analysis-index', interviewId, signal: options.signal, urgent: options.urgent },
    );
    storeVectors(rows, vectors, model);
    done += rows.length;
    options.onProgress?.(done);
  }
}

// One indexing run per interview at a time: a job queued while another runs (for messages it may have missed), or a
// search's catch-up, waits for it instead of embedding the same rows again beside it.
const running = new Map<string, Promise<unknown>>();

async function oneRunAtATime(interviewId: string, work: () => Promise<unknown>): Promise<void> {
  const before = running.get(interviewId) ?? Promise.resolve();
  const run = before.catch(() => undefined).then(work);
  running.set(interviewId, run);
  try {
    await run;
  } finally {
    if (running.get(interviewId) === run) running.delete(interviewId);
  }
}

async function runIndexJob({ job, signal, setTotal, progress }: JobContext) {
  const interviewId = job.interviewId;
  if (!interviewId) return;
  await oneRunAtATime(interviewId, async () => {
    signal.throwIfAborted();
    const { total, indexed } = indexStatus(interviewId);
    setTotal(total - indexed);
    await indexInterview(interviewId, { signal, onProgress: progress });
  });
}

registerJobHandler(SEARCH_INDEX_JOB, runIndexJob);

// Asked on every respondent message: prepared once per connection.
const pendingJobQuery = new WeakMap<object, ReturnType<typeof preparePendingJob>>();
function preparePendingJob() {
  return getDb()
    .select()
    .from(schema.jobs)
    .where(
      and(
        eq(schema.jobs.interviewId, sql.placeholder('interviewId')),
        eq(schema.jobs.kind, SEARCH_INDEX_JOB),
        eq(schema.jobs.status, 'pending'),
      ),
    )
    .prepare();
}

/** The interview's indexing job waiting to run, if there is one. */
function pendingJob(interviewId: string): Job | undefined {
  const db = getDb();
  let query = pendingJobQuery.get(db);
  if (!query) pendingJobQuery.set(db, (query = preparePendingJob()));
  return query.get({ interviewId });
}

/**
 * Makes sure the interview's new messages get embedded: a job is queued unless one is already waiting (a running job
 * may have read its last step before the new message, so it does not count).
 */
export function scheduleIndexing(interviewId: string): Job {
  const pending = pendingJob(interviewId);
  if (pending) return pending;
  // A job per burst of messages would pile up finished rows: only the latest outcome is of interest.
  deleteCompletedJobs(interviewId, SEARCH_INDEX_JOB);
  return enqueueJob({ kind: SEARCH_INDEX_JOB, interviewId, scheduled: true });
}

/**
 * Embedding costs the built-in encoder about 15 ms of CPU per message, as much as the rest of a chat turn: it waits
 * until the interview's respondents pause, so it does not take a core from the ones still answering. A study that
 * never pauses is indexed at least this often; a search catches up first (`indexWaiting`), so it never misses one.
 */
const QUIET_MS = 30_000;
const LATEST_MS = 5 * 60_000;
const waiting = new Map<string, { since: number; timer: NodeJS.Timeout }>();

/**
 * A respondent's new message is to be indexed: once the interview has had no new message for a while, or when its
 * oldest message waiting has waited long enough.
 */
function indexNewMessage(interviewId: string): void {
  const now = Date.now();
  const earlier = waiting.get(interviewId);
  if (earlier) clearTimeout(earlier.timer);
  const since = earlier?.since ?? now;
  const timer = setTimeout(
    () => {
      waiting.delete(interviewId);
      try {
        scheduleIndexing(interviewId);
      } catch (error) {
        console.error(`Could not queue the search indexing of ${interviewId}`, error);
      }
    },
    Math.max(0, Math.min(QUIET_MS, since + LATEST_MS - now)),
  );
  // Never keeps the process alive on its own: what a stop leaves waiting, the start-up backfill indexes.
  timer.unref();
  waiting.set(interviewId, { since, timer });
}

/**
 * Whether any of the interview's messages is not embedded by this model: three seeks of the (interview, model) index,
 * where `model IS NULL OR model <> ?` would read every entry of the interview (38 ms at 100,000 messages).
 */
function hasWaiting(interviewId: string, model: string): boolean {
  const row = sqlite()
    .prepare(
      `SELECT EXISTS (SELECT 1 FROM message_search_rows WHERE interview_id = @interviewId AND model IS NULL)
           OR EXISTS (SELECT 1 FROM message_search_rows WHERE interview_id = @interviewId AND model < @model)
           OR EXISTS (SELECT 1 FROM message_search_rows WHERE interview_id = @interviewId AND model > @model) AS waiting`,
    )
    .get({ interviewId, model }) as { waiting: number };
  return row.waiting === 1;
}

/**
 * Embeds the interview's messages still waiting before a search ranks them, ahead of other indexing work (after the
 * indexing run under way, if any, so no message is embedded twice).
 */
export async function indexWaiting(interviewId: string, signal?: AbortSignal): Promise<void> {
  if (!hasWaiting(interviewId, embeddingModel())) return;
  await oneRunAtATime(interviewId, () => indexInterview(interviewId, { signal, urgent: true }));
}

// The message is in the search index's rows (a trigger put it there); a job embeds it off the request path.
onRespondentMessageStored((dialog) => {
  if (!dialog.isPreview) indexNewMessage(dialog.interviewId);
});

/** The interview's latest indexing job (for its progress on the search page). */
export function latestIndexJob(interviewId: string): Job | undefined {
  return latestJob(interviewId, SEARCH_INDEX_JOB);
}

/**
 * At start-up: when the embeddings model changed, every vector is dropped and made again with the new one; then each
 * interview with messages missing from the index gets an indexing job.
 */
export function backfillSearchIndex(): number {
  const db = sqlite();
  const model = embeddingModel();
  const stale = db.prepare(`SELECT 1 FROM message_search_rows WHERE model IS NOT NULL AND model <> ? LIMIT 1`).get(model);
  if (stale) {
    const tables = db
      .prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name GLOB 'message_vectors_[0-9]*' AND sql LIKE '%vec0%'`)
      .all() as { name: string }[];
    db.transaction(() => {
      for (const { name } of tables) {
        db.exec(`DROP TRIGGER IF EXISTS message_search_rows_vectors_${name.slice('message_vectors_'.length)}_delete`);
        db.exec(`DROP TABLE ${name}`);
      }
      db.prepare(`UPDATE message_search_rows SET model = NULL, embedding = NULL`).run();
    })();
  }
  const interviews = db
    .prepare(`SELECT DISTINCT interview_id AS id FROM message_search_rows WHERE model IS NULL OR model <> ?`)
    .all(model) as { id: string }[];
  for (const { id } of interviews) scheduleIndexing(id);
  return interviews.length;
}
