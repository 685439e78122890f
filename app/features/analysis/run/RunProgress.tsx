import { FormError } from '~/components/ui/FormError';
import { isJobActive } from '~/jobs/job-status';
import type { JobView } from '~/jobs/use-job-progress';

import { RUN_STEPS, runPercent, stepLabel, stepName } from './run-steps';

/** What the steps before the one that stopped made stays. */
const kept = (step: number) => (step === 0 ? '' : step === 1 ? 'What step 1 made is kept.' : `What steps 1–${step} made is kept.`);

/** What the run is doing in words: the step under way while it runs, then how it ended. */
export function runHeadline(job: JobView): string {
  const step = job.step ?? 0;
  if (isJobActive(job)) return `${stepLabel(step)}…`;
  if (job.status === 'completed') return 'Done: the whole analysis';
  return job.status === 'cancelled' ? `Stopped at ${stepName(step)}` : `Stopped by an error at ${stepName(step)}`;
}

/** Run Analysis's one progress bar: the whole run's share done, named by the step under way, and the steps in order. */
export function RunProgress({ job }: { job: JobView }) {
  const step = job.step ?? 0;
  const active = isJobActive(job);
  const completed = job.status === 'completed';
  const percent = completed ? 100 : runPercent(step, active ? job.progress : 0, job.total);
  const headline = runHeadline(job);
  const stepDone = (index: number) => completed || index < step;
  return (
    <div className="space-y-2" aria-live="polite">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm text-slate-700">
        <span className="font-medium">{headline}</span>
        <span className="text-slate-600">
          {completed
            ? `${RUN_STEPS.length} of ${RUN_STEPS.length} steps`
            : active && job.total > 0
              ? `${job.progress} of ${job.total}`
              : null}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={headline}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent} % of the analysis`}
        className="h-2.5 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <ol aria-label="Steps of the analysis" className="flex flex-wrap gap-x-4 gap-y-1 text-xs">
        {RUN_STEPS.map((name, index) => {
          const current = !completed && index === step;
          const state = stepDone(index)
            ? 'done'
            : current
              ? active
                ? 'under way'
                : job.status === 'cancelled'
                  ? 'stopped'
                  : 'failed'
              : 'not yet';
          return (
            <li
              key={name}
              aria-current={current && active ? 'step' : undefined}
              className={
                stepDone(index)
                  ? 'text-slate-700'
                  : current
                    ? active
                      ? 'font-semibold text-brand-700'
                      : 'font-semibold text-red-700'
                    : 'text-slate-500'
              }
            >
              <span aria-hidden="true">{stepDone(index) ? '✓ ' : `${index + 1}. `}</span>
              {name}
              <span className="sr-only"> ({state})</span>
            </li>
          );
        })}
      </ol>
      {job.status === 'error' && <FormError inline message={`${(job.error ?? stepName(step)).replace(/\.$/, '')}. ${kept(step)}`} />}
      {job.status === 'cancelled' && step > 0 && <p className="text-sm text-slate-600">{kept(step)}</p>}
    </div>
  );
}
