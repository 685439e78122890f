import { and, eq, sql } from 'drizzle-orm';

import { getDb, schema } from '@db/index';
import { isJobActive } from '~/jobs/job-status';
import { cancelJob, getJob, type Job, mergeJobPayload, onJobUpdate } from '~/jobs/queue.server';

const { jobs } = schema;

/** The latest job of a kind for one report (jobs are per interview; the report is in the payload). */
export function latestReportJob(
  interviewId: string,
  kind: string,
  reportId: string,
  extra?: { key: string; value: string },
): Job | undefined {
  const conditions = [
    eq(jobs.interviewId, interviewId),
    eq(jobs.kind, kind),
    sql`json_extract(${jobs.payload}, '$.reportId') = ${reportId}`,
  ];
  if (extra) conditions.push(sql`json_extract(${jobs.payload}, ${`$.${extra.key}`}) = ${extra.value}`);
  return getDb()
    .select()
    .from(jobs)
    .where(and(...conditions))
    .orderBy(sql`${jobs.createdAt} desc`, sql`rowid desc`)
    .get();
}

export function stopReportJob(interviewId: string, kind: string, reportId: string): Job | undefined {
  const job = latestReportJob(interviewId, kind, reportId);
  return isJobActive(job) ? cancelJob(job.id) : job;
}

/** What a page shows of a job. */
export const jobView = (job: Job | undefined) =>
  job ? { id: job.id, status: job.status, progress: job.progress, total: job.total, error: job.error } : null;

/** What a finished run found worth telling (dropped results, failed dialogs), kept beside its payload. */
export function recordOutcome(job: Job, outcome: Record<string, unknown>): void {
  mergeJobPayload(job, { outcome });
}

export const outcomeOf = <T>(job: Job | undefined): T | null => (job?.payload as { outcome?: T } | undefined)?.outcome ?? null;

/** Resolves with the job once it has ended (or at once if it has), or when `signal` aborts. */
export function waitForJob(jobId: string, signal?: AbortSignal): Promise<Job | undefined> {
  return new Promise((resolve) => {
    const stop = onJobUpdate(jobId, (update) => {
      if (!isJobActive(update)) done();
    });
    const done = () => {
      stop();
      signal?.removeEventListener('abort', done);
      resolve(getJob(jobId));
    };
    signal?.addEventListener('abort', done, { once: true });
    if (!isJobActive(getJob(jobId))) done();
  });
}
