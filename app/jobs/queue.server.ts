import { EventEmitter } from 'node:events';

import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';

import { getDb, schema } from '@db/index';
import { DomainError } from '~/lib/errors';
import { HTTP_STATUS } from '~/lib/http-status';
import { newId } from '~/lib/ids.server';
import { pendingJobsPerUser } from '~/lib/server-limits.server';

import { isJobActive } from './job-status';

export type Job = typeof schema.jobs.$inferSelect;
/** What a page watching a job is told; `step`: the step under way of a job made of steps (null for others). */
export type JobUpdate = Pick<Job, 'id' | 'status' | 'progress' | 'total' | 'error'> & { step: number | null };

/**
 * What the queue itself keeps in a job's payload: the step under way of a job made of steps; a step's job names its
 * run; `scheduled` marks work the product queued by itself (indexing), which no researcher's cap counts.
 */
type StepState = { step?: number; runId?: string; runStep?: number; scheduled?: boolean };

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

/** A researcher has as many jobs waiting as they may: answered 429 with the message. */
export class TooManyPendingJobs extends DomainError {
  override readonly status: number = HTTP_STATUS.tooManyRequests;
}

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
  /** Each running job's execution, settled once it has ended and recorded how (deleting an interview waits on it). */
  executions: Map<string, Promise<void>>;
  /** The turn at which each owner last had a job started: the next job is the one of the owner served longest ago. */
  lastTurn: Map<string, number>;
  turn: number;
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
  executions: new Map(),
  lastTurn: new Map(),
  turn: 0,
});

const { jobs, interviews } = schema;

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

/** A step's job is run by the job it is a step of, never on its own, and is not a job waiting in the queue. */
const notAStep = isNull(sql`json_extract(${jobs.payload}, '$.runId')`);

/**
 * Queues a job. A researcher's request is refused with TooManyPendingJobs when the interview's owner already has
 * their cap of jobs waiting; `scheduled` work (the product's own, such as indexing) is never refused nor counted.
 */
export function enqueueJob(input: {
  kind: string;
  interviewId: string | null;
  payload?: Record<string, unknown>;
  total?: number;
  scheduled?: boolean;
}): Job {
  const payload = { ...input.payload, ...(input.scheduled ? { scheduled: true } : {}) };
  const job = getDb().transaction((tx) => {
    if (!input.scheduled && input.interviewId) {
      const cap = pendingJobsPerUser();
      const waiting = tx
        .select({ n: sql<number>`count(*)` })
        .from(jobs)
        .innerJoin(interviews, eq(interviews.id, jobs.interviewId))
        .where(
          and(
            eq(jobs.status, 'pending'),
            eq(interviews.userId, sql`(select ${interviews.userId} from ${interviews} where ${interviews.id} = ${input.interviewId})`),
            notAStep,
            isNull(sql`json_extract(${jobs.payload}, '$.scheduled')`),
          ),
        )
        .get()!.n;
      if (waiting >= cap)
        throw new TooManyPendingJobs(`You have ${cap} jobs waiting to run. Please wait until one of them starts before starting another.`);
    }
    return tx
      .insert(jobs)
      .values({ id: newId(), kind: input.kind, interviewId: input.interviewId, payload, total: input.total ?? 0 })
      .returning()
      .get();
  });
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

/**
 * Stops an interview's work before the interview goes: its pending jobs are cancelled, its running ones aborted, and
 * this resolves once those have ended (at their next await or progress report), so nothing is written for the
 * interview afterwards. A job that does not end within `graceMs` is left to fail on its own writes.
 */
export async function cancelInterviewJobs(interviewId: string, graceMs = 10_000): Promise<void> {
  const active = getDb()
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.interviewId, interviewId), inArray(jobs.status, ['pending', 'running'])))
    .all();
  for (const { id } of active) cancelJob(id);
  const ending = active.flatMap(({ id }) => runner.executions.get(id) ?? []);
  if (ending.length === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([Promise.all(ending), new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)))]);
  clearTimeout(timer);
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

/** An owner's key in the round: the interview's researcher; jobs of no interview share one. */
const ownerKey = (owner: string | null) => owner ?? '';

/**
 * The next job to run, round-robin by owner: the oldest pending job of the owner whose last job started longest ago
 * (never, first), so one researcher's queue of runs does not make another's wait behind all of it.
 */
function nextPending(): { job: Job; owner: string } | undefined {
  const kinds = [...runner.handlers.keys()];
  if (kinds.length === 0) return undefined;
  // Few rows: each researcher has at most their cap of jobs waiting (and indexing one per interview).
  const waiting = getDb()
    .select({ job: jobs, owner: interviews.userId })
    .from(jobs)
    .leftJoin(interviews, eq(interviews.id, jobs.interviewId))
    .where(and(eq(jobs.status, 'pending'), inArray(jobs.kind, kinds), notAStep))
    .orderBy(asc(jobs.createdAt), sql`${jobs}.rowid`)
    .all();
  let next: { job: Job; owner: string; turn: number } | undefined;
  const seen = new Set<string>();
  for (const row of waiting) {
    const owner = ownerKey(row.owner);
    if (seen.has(owner)) continue;
    seen.add(owner);
    const turn = runner.lastTurn.get(owner) ?? -1;
    if (!next || turn < next.turn) next = { job: row.job, owner, turn };
  }
  return next;
}

function kick() {
  if (!runner.started || runner.stopping) return;
  while (runner.running.size < runner.concurrency) {
    const next = nextPending();
    if (!next) break;
    const { job, owner } = next;
    // Claimed with a conditional update, so two kicks never run the same job.
    const claimed = getDb()
      .update(jobs)
      .set({ status: 'running', startedAt: job.startedAt ?? new Date(), error: null })
      .where(and(eq(jobs.id, job.id), eq(jobs.status, 'pending')))
      .run();
    if (claimed.changes === 0) continue;
    runner.lastTurn.set(owner, ++runner.turn);
    const controller = new AbortController();
    runner.running.set(job.id, controller);
    // Started on the next turn of the event loop, so whoever enqueued it can subscribe to its updates first.
    const execution = new Promise<void>((resolve) =>
      setImmediate(() => void execute({ ...job, status: 'running' }, controller).finally(resolve)),
    );
    runner.executions.set(job.id, execution);
    void execution.then(() => runner.executions.delete(job.id));
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
      // Each report of progress is a checkpoint: a cancelled job stops there.
      controller.signal.throwIfAborted();
      total = value;
      update(job.id, { total: value });
      onProgress?.(0, value);
    },
    progress(done) {
      controller.signal.throwIfAborted();
      total = Math.max(total, done);
      update(job.id, { progress: done, total });
      onProgress?.(done, total);
    },
    beginStep(index) {
      controller.signal.throwIfAborted();
      const current = getJob(job.id);
      // Gone with its interview: nothing to go on with.
      if (!current) throw new JobCancelled();
      step = index;
      total = 0;
      update(job.id, { payload: { ...current.payload, step: index }, progress: 0, total: 0 });
    },
    runJobAsStep(kind, payload) {
      controller.signal.throwIfAborted();
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
