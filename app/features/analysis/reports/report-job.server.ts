/**
 * The shape every job of a report shares: it reads its payload, loads the interview and the report (a report deleted
 * since fails the job) and counts its progress. Each part registers its job kinds through it.
 */
import type { Interview } from '@db/schema';
import { findInterview } from '~/features/interviews/interviews.server';
import { type JobContext, registerJobHandler } from '~/jobs/queue.server';

import { findReport, type Report } from './reports.server';

export type ReportJob<P> = JobContext & {
  payload: P;
  interview: Interview;
  report: Report;
  /** Adds `count` (1 unless said) to the work done and reports the sum as the job's progress. */
  advance(count?: number): void;
};

export function registerReportJob<P extends { reportId: string }>(kind: string, run: (job: ReportJob<P>) => Promise<void>): void {
  registerJobHandler(kind, async (context) => {
    const payload = context.job.payload as P;
    const interview = context.job.interviewId ? findInterview(context.job.interviewId) : undefined;
    const report = interview ? findReport(interview.id, payload.reportId) : undefined;
    if (!interview || !report) throw new Error('The report no longer exists');
    let done = 0;
    await run({ ...context, payload, interview, report, advance: (count = 1) => context.progress((done += count)) });
  });
}
