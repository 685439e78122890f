import { isJobActive } from '~/jobs/job-status';

import type { IndexProgressView } from './IndexProgress';
import { indexStatus, latestIndexJob, scheduleIndexing } from './search-index.server';

/**
 * How far the interview's messages are indexed for search by meaning, with the indexing job to watch live. An
 * incomplete index with no job under way (messages imported or left by a stopped process) gets one now.
 */
export function indexProgress(interviewId: string): IndexProgressView {
  const { total, indexed } = indexStatus(interviewId);
  if (indexed >= total) return { total, indexed, job: null };
  const latest = latestIndexJob(interviewId);
  const job = isJobActive(latest) ? latest : scheduleIndexing(interviewId);
  return { total, indexed, job: { id: job.id, status: job.status, progress: job.progress, total: job.total, error: job.error } };
}
