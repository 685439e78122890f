import type { IndexProgressView } from './IndexProgress';
import { indexStatus, latestIndexJob } from './search-index.server';

/** How far the interview's messages are indexed for search by meaning, with the indexing job to watch live. */
export function indexProgress(interviewId: string): IndexProgressView {
  const { total, indexed } = indexStatus(interviewId);
  const job = indexed < total ? latestIndexJob(interviewId) : undefined;
  const active = job && (job.status === 'pending' || job.status === 'running');
  return { total, indexed, job: active ? { id: job.id, status: job.status, progress: job.progress, total: job.total, error: job.error } : null };
}
