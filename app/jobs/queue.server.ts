import { EventEmitter } from 'node:events';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { getDb, schema } from '@db/index';
import { newId } from '~/lib/ids.server';
import { isJobActive } from './job-status';

export type Job = typeof schema.jobs.$inferSelect;
/** What a page watching a job is told; `step`: the step under way of a job made of steps (null for others). */
export type JobUpdate = Pick<Job, 'id' | 'status' | 'progress' | 'total' | 'error'> & { step: number | null };

/** Where a job made of steps keeps its state in its payload: the step under way; a step's job names its run. */
type StepState = { step?: number; runId?: string; runStep?: number };

export type JobContext = {
  job: Job;
  /** Aborted when the job is cancelled or the server stops: pass it to every AI call. */
  signal: AbortSignal;
  setTotal(total: number): void;
  /** Records progress (how many of total are done) and tells the pages watching the job. */
  progress(done: number): void;
  /**
   * Marks step `index` of a job made of steps as under way: stored, so a job resumed after a restart goes on from it,
   * and told to the pages watching; progress and total count within the step from then on.
   */
  beginStep(index: number): void;
  /**
   * Runs a job of another kind as the step under way: a row of its own (so whatever watches that kind sees it, with
   * its progress, outcome and error) executed here, under this job's signal, its progress shown as this job's too.
   * Its Stop stops this job as well. Taken up again from its stored progress when this job resumes after a restart.
   */
  runJobAsStep(kind: string, payload: Record<string, unknown>): Promise<void>;
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
  /** Jobs run as steps of a running job: cancellable like the rest, but not counted against the concurrency. */
  steps: Map<string, AbortController>;
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
  steps: new Map(),
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
  return getDb()
    .select()
    .from(jobs)
    .where(and(eq(jobs.interviewId, interviewId), eq(jobs.kind, kind)))
    .orderBy(desc(jobs.createdAt))
    .get();
}

export function onJobUpdate(jobId: string, listener: (update: JobUpdate) => void): () => void {
  runner.bus.on(jobId, listener);
  return () => runner.bus.off(jobId, listener);
}

/** The part of a job a page is told about. */
export function jobUpdateOf(job: Job): JobUpdate {
  const step = (job.payload as StepState).step;
  return {
    id: job.id,
    status: job.status,
    progress: job.progress,
    total: job.total,
    error: job.error,
    step: typeof step === 'number' ? step : null,
  };
}

function publish(job: Job) {
  runner.bus.emit(job.id, jobUpdateOf(job));
}

function update(id: string, fields: Partial<Job>): Job | undefined {
  // Undefined when the job went with its interview.
  const job = getDb().update(jobs).set(fields).where(eq(jobs.id, id)).returning().get();
  if (job) publish(job);
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

/** Adds to what a job keeps in its payload (a finished run's outcome, say), without telling the pages watching it. */
export function mergeJobPayload(job: Job, fields: Record<string, unknown>): void {
  getDb()
    .update(jobs)
    .set({ payload: { ...job.payload, ...fields } })
    .where(eq(jobs.id, job.id))
    .run();
}

/** Drops an interview's completed jobs of a kind, for work that comes in bursts and needs only its latest outcome. */
export function deleteCompletedJobs(interviewId: string, kind: string): void {
  getDb()
    .delete(jobs)
    .where(and(eq(jobs.interviewId, interviewId), eq(jobs.kind, kind), eq(jobs.status, 'completed')))
    .run();
}

/** Asks a job to stop: a pending one is cancelled at once; a running one has its AI call aborted. */
export function cancelJob(id: string): Job | undefined {
  const job = getJob(id);
  if (!job) return undefined;
  if (job.status === 'pending') return update(id, { status: 'cancelled', cancelRequested: true, finishedAt: new Date() });
  if (job.status === 'running') {
    const updated = update(id, { cancelRequested: true });
    (runner.running.get(id) ?? runner.steps.get(id))?.abort(new JobCancelled());
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

/** Resolves when no job is pending, about to be enqueued or running here (tests wait on it). */
export function whenIdle(): Promise<void> {
  if (runner.running.size === 0 && !nextPending()) return Promise.resolve();
  return new Promise((resolve) => runner.idle.add(resolve));
}

function nextPending(): Job | undefined {
  const kinds = [...runner.handlers.keys()];
  if (kinds.length === 0) return undefined;
  // A step's job is run by the job it is a step of, never on its own.
  return getDb()
    .select()
    .from(jobs)
    .where(and(eq(jobs.status, 'pending'), inArray(jobs.kind, kinds), isNull(sql`json_extract(${jobs.payload}, '$.runId')`)))
    .orderBy(asc(jobs.createdAt))
    .get();
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

function contextFor(job: Job, controller: AbortController, onProgress?: (progress: number, total: number) => void): JobContext {
  let total = job.total;
  let step = (job.payload as StepState).step ?? 0;
  const context: JobContext = {
    job,
    signal: controller.signal,
    setTotal(value) {
      total = value;
      update(job.id, { total: value });
      onProgress?.(0, value);
    },
    progress(done) {
      total = Math.max(total, done);
      update(job.id, { progress: done, total });
      onProgress?.(done, total);
    },
    beginStep(index) {
      step = index;
      total = 0;
      update(job.id, { payload: { ...getJob(job.id)!.payload, step: index }, progress: 0, total: 0 });
    },
    runJobAsStep(kind, payload) {
      return runStepJob(job, step, kind, payload, controller.signal, (done, of) => {
        total = of;
        update(job.id, { progress: done, total: of });
      });
    },
  };
  return context;
}

/** How a job's run ended: completed, left running for the next start, cancelled, or failed with its message. */
function settle(id: string, error: unknown | null, cancelled = () => Boolean(getJob(id)?.cancelRequested)): void {
  if (error === null) update(id, { status: 'completed', finishedAt: new Date() });
  else if (runner.stopping && !cancelled()) {
    // The process is stopping: leave it 'running' so the next start resumes it.
  } else if (cancelled()) update(id, { status: 'cancelled', finishedAt: new Date() });
  else update(id, { status: 'error', error: error instanceof Error ? error.message : String(error), finishedAt: new Date() });
}

function stepJobOf(runId: string, step: number): Job | undefined {
  return getDb()
    .select()
    .from(jobs)
    .where(and(sql`json_extract(${jobs.payload}, '$.runId') = ${runId}`, sql`json_extract(${jobs.payload}, '$.runStep') = ${step}`))
    .orderBy(desc(jobs.createdAt), sql`rowid desc`)
    .get();
}

async function runStepJob(
  run: Job,
  step: number,
  kind: string,
  payload: Record<string, unknown>,
  runSignal: AbortSignal,
  onProgress: (done: number, total: number) => void,
): Promise<void> {
  const handler = runner.handlers.get(kind);
  if (!handler) throw new Error(`No handler for jobs of kind ${kind}`);
  let job = stepJobOf(run.id, step);
  if (job?.status === 'completed') return;
  if (job?.status === 'cancelled') {
    // Stopped while its run waited to resume: the run stops too.
    update(run.id, { cancelRequested: true });
    throw new JobCancelled();
  }
  if (isJobActive(job)) {
    job = update(job.id, { status: 'running', error: null })!;
  } else {
    job = getDb()
      .insert(jobs)
      .values({
        id: newId(),
        kind,
        interviewId: run.interviewId,
        payload: { ...payload, runId: run.id, runStep: step },
        status: 'running',
        startedAt: new Date(),
      })
      .returning()
      .get();
    publish(job);
  }
  const controller = new AbortController();
  const follow = () => controller.abort(runSignal.reason);
  if (runSignal.aborted) follow();
  else runSignal.addEventListener('abort', follow, { once: true });
  runner.steps.set(job.id, controller);
  const id = job.id;
  // Stopping the run stops its step; stopping the step stops the run.
  const cancelled = () => Boolean(getJob(id)?.cancelRequested || getJob(run.id)?.cancelRequested);
  try {
    await handler(contextFor(job, controller, onProgress));
    settle(id, null);
  } catch (error) {
    settle(id, error, cancelled);
    if (cancelled() && !getJob(run.id)?.cancelRequested) update(run.id, { cancelRequested: true });
    throw error;
  } finally {
    runSignal.removeEventListener('abort', follow);
    runner.steps.delete(id);
  }
}

async function execute(job: Job, controller: AbortController) {
  publish(job);
  let failure: unknown | null = null;
  try {
    await runner.handlers.get(job.kind)!(contextFor(job, controller));
  } catch (error) {
    failure = error ?? new Error('Failed');
  }
  try {
    settle(job.id, failure);
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
