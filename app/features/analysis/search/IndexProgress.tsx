import { isJobActive } from '~/jobs/job-status';
import { type JobView, ProgressBar, useJobProgress } from '~/jobs/use-job-progress';

export type IndexProgressView = { total: number; indexed: number; job: JobView | null };

/**
 * Shown while some respondent messages are not yet searchable by meaning (new ones, a backfill, a change of the
 * embeddings model): live from the indexing job's events; the page reloads its data when the job ends.
 */
export function IndexProgress({ progress }: { interviewId: string; progress: IndexProgressView }) {
  const job = useJobProgress(progress.job);
  if (progress.indexed >= progress.total) return null;
  const missing = progress.total - progress.indexed;
  return (
    <div role="status" className="space-y-2 rounded-md bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
      {isJobActive(job) ? (
        <ProgressBar job={job} label="Indexing respondent messages for search" />
      ) : (
        <p>
          {missing} of {progress.total} respondent messages are waiting to be indexed.
        </p>
      )}
      <p>A search embeds them first, so it may take a little longer.</p>
    </div>
  );
}
