import { EventEmitter } from 'node:events';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { getDb, schema } from '@db/index';
import { newId } from '~/lib/ids.server';

export type Job = typeof schema.jobs.$inferSelect;
export type JobUpdate = Pick<Job, 'id' | 'status' | 'progress' | 'total' | 'error'>;

export type JobContext = {
  job: Job;
  /** Aborted when the job is cancelled or the server stops: pass it to every AI call. */
  signal: AbortSignal;
  setTotal(total: number): void;
  /** Records progress (how many of total are done) and tells the pages watching the job. */
  progress(done: number): void;
};
export type JobHandler = (context: JobContext) => Promise<void>;

/** A cancellation that the handler noticed; the job ends as cancelled, not as an error. */
export class JobCancelled extends Error {
  constructor() {
    super('Cancelled');
    this.name = 'JobCancelled';
  }
}

type Runner = {
  handlers: Map<string, JobHandler>;
  running: Map<string, AbortController>;
  bus: EventEmitter;
  concurrency: number;
  started: boolean;
  stopping: boolean;
  idle: Set<() => void>;
};

// On globalThis: routes in the app bundle enqueue and cancel; the runner started by server.ts executes.
const store = globalThis as unknown as { __jobRunner?: Runner };
const runner: Runner = (store.__jobRunner ??= {
  handlers: new Map(),
  running: new Map(),
  bus: new EventEmitter().setMaxListeners(0),
  concurrency: 2,
  started: false,
  stopping: false,
  idle: new Set(),
});

const { jobs } = schema;

export function registerJobHandler(kind: string, handler: JobHandler): void {
  runner.handlers.set(kind, handler);
}

export function getJob(id: string): Job | undefined {
  return getDb().select().from(jobs).where(eq(jobs.id, id)).get();
}

export function latestJob(interviewId: string, kind: string): Job | undefined {
  return getDb().select().from(jobs).where(and(eq(jobs.interviewId, interviewId), eq(jobs.kind, kind))).orderBy(desc(jobs.createdAt)).get();
}

export function onJobUpdate(jobId: string, listener: (update: JobUpdate) => void): () => void {
  runner.bus.on(jobId, listener);
  return () => runner.bus.off(jobId, listener);
}

function publish(job: JobUpdate) {
  runner.bus.emit(job.id, { id: job.id, status: job.status, progress: job.progress, total: job.total, error: job.error });
}

function update(id: string, fields: Partial<Job>): Job {
  const job = getDb().update(jobs).set(fields).where(eq(jobs.id, id)).returning().get()!;
  publish(job);
  return job;
}

export function enqueueJob(input: { kind: string; interviewId: string | null; payload?: Record<string, unknown>; total?: number }): Job {
  const job = getDb()
    .insert(jobs)
    .values({ id: newId(), kind: input.kind, interviewId: input.interviewId, payload: input.payload ?? {}, total: input.total ?? 0 })
    .returning()
    .get();
  kick();
  return job;
}

/** Asks a job to stop: a pending one is cancelled at once; a running one has its AI call aborted. */
export function cancelJob(id: string): Job | undefined {
  const job = getJob(id);
  if (!job) return undefined;
  if (job.status === 'pending') return update(id, { status: 'cancelled', cancelRequested: true, finishedAt: new Date() });
  if (job.status === 'running') {
    const updated = update(id, { cancelRequested: true });
    runner.running.get(id)?.abort(new JobCancelled());
    return updated;
  }
  return job;
}

/** Starts executing jobs in this process: jobs left running by a stopped process are picked up again. */
export function startJobRunner(options: { concurrency?: number } = {}): { stop: () => Promise<void> } {
  runner.concurrency = options.concurrency ?? runner.concurrency;
  runner.stopping = false;
  if (!runner.started) {
    runner.started = true;
    getDb().update(jobs).set({ status: 'pending' }).where(eq(jobs.status, 'running')).run();
  }
  kick();
  return { stop: stopJobRunner };
}

/**
 * Stops taking jobs, lets the running ones finish for up to `graceMs`, then aborts the rest: those stay 'running' in
 * the table and resume from their stored progress at the next start.
 */
export async function stopJobRunner(options: { graceMs?: number } = {}): Promise<void> {
  runner.stopping = true;
  runner.started = false;
  if (runner.running.size === 0) return;
  const finished = new Promise<void>((resolve) => runner.idle.add(resolve));
  if (options.graceMs) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([finished, new Promise<void>((resolve) => (timer = setTimeout(resolve, options.graceMs)))]);
    clearTimeout(timer);
  }
  for (const controller of runner.running.values()) controller.abort(new Error('Server stopping'));
  await finished;
}

/** Resolves when no job is pending or running here (tests wait on it). */
export function whenIdle(): Promise<void> {
  if (runner.running.size === 0 && !nextPending()) return Promise.resolve();
  return new Promise((resolve) => runner.idle.add(resolve));
}

function nextPending(): Job | undefined {
  const kinds = [...runner.handlers.keys()];
  if (kinds.length === 0) return undefined;
  return getDb().select().from(jobs).where(and(eq(jobs.status, 'pending'), inArray(jobs.kind, kinds))).orderBy(asc(jobs.createdAt)).get();
}

function kick() {
  if (!runner.started || runner.stopping) return;
  while (runner.running.size < runner.concurrency) {
    const job = nextPending();
    if (!job) break;
    // Claimed with a conditional update, so two kicks never run the same job.
    const claimed = getDb()
      .update(jobs)
      .set({ status: 'running', startedAt: job.startedAt ?? new Date(), error: null })
      .where(and(eq(jobs.id, job.id), eq(jobs.status, 'pending')))
      .run();
    if (claimed.changes === 0) continue;
    const controller = new AbortController();
    runner.running.set(job.id, controller);
    // Started on the next turn of the event loop, so whoever enqueued it can subscribe to its updates first.
    setImmediate(() => void execute({ ...job, status: 'running' }, controller));
  }
  if (runner.running.size === 0 && !nextPending()) {
    for (const resolve of [...runner.idle]) {
      runner.idle.delete(resolve);
      resolve();
    }
  }
}

async function execute(job: Job, controller: AbortController) {
  publish(job);
  let total = job.total;
  const context: JobContext = {
    job,
    signal: controller.signal,
    setTotal(value) {
      total = value;
      update(job.id, { total: value });
    },
    progress(done) {
      update(job.id, { progress: done, total: Math.max(total, done) });
    },
  };
  try {
    await runner.handlers.get(job.kind)!(context);
    update(job.id, { status: 'completed', finishedAt: new Date() });
  } catch (error) {
    if (runner.stopping && !getJob(job.id)?.cancelRequested) {
      // The process is stopping: leave it 'running' so the next start resumes it.
    } else if (getJob(job.id)?.cancelRequested) {
      update(job.id, { status: 'cancelled', finishedAt: new Date() });
    } else {
      update(job.id, { status: 'error', error: error instanceof Error ? error.message : String(error), finishedAt: new Date() });
    }
  } finally {
    runner.running.delete(job.id);
    if (runner.stopping && runner.running.size === 0) {
      for (const resolve of [...runner.idle]) {
        runner.idle.delete(resolve);
        resolve();
      }
    }
    kick();
  }
}
