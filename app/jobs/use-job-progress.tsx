import { useRevalidator } from '@remix-run/react';
import { useEffect, useState } from 'react';

import { isJobActive } from '~/jobs/job-status';

/** `step`: the step under way of a job made of steps. */
export type JobView = { id: string; status: string; progress: number; total: number; error: string | null; step?: number | null };

/** The job as the server last rendered it, then live from its event stream; the page reloads its data when it ends. */
export function useJobProgress(initial: JobView | null): JobView | null {
  const [job, setJob] = useState(initial);
  const revalidator = useRevalidator();
  useEffect(() => setJob(initial), [initial]);
  const active = isJobActive(initial);
  useEffect(() => {
    if (!active || !initial) return;
    const source = new EventSource(`/api/jobs/${initial.id}/events`);
    source.addEventListener('job', (event) => {
      const update = JSON.parse((event as MessageEvent<string>).data) as Omit<JobView, 'id'>;
      setJob((current) => (current ? { ...current, ...update } : current));
      if (!isJobActive(update)) {
        source.close();
        revalidator.revalidate();
      }
    });
    return () => source.close();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initial?.id, active]);
  return job;
}

export function ProgressBar({ job, label }: { job: JobView; label: string }) {
  const percent = job.total > 0 ? Math.round((job.progress / job.total) * 100) : 0;
  return (
    <div>
      <div className="flex justify-between text-sm text-slate-700">
        <span>{label}</span>
        <span>
          {job.progress} of {job.total}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={job.total}
        aria-valuenow={job.progress}
        className="mt-1 h-2.5 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
