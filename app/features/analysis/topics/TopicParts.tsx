import type { SerializeFrom } from '@remix-run/node';
import { useActionData, useFetcher } from '@remix-run/react';
import { useEffect, useState } from 'react';

import { ModelSelect } from '~/components/ModelSelect';
import { buttonClass } from '~/components/ui/Button';
import { Field } from '~/components/ui/Field';
import { FormError } from '~/components/ui/FormError';
import { isJobActive } from '~/jobs/job-status';
import { ProgressBar, useJobProgress } from '~/jobs/use-job-progress';

import type { topicsPageData } from './topics-page.server';

export type TopicsData = SerializeFrom<typeof topicsPageData>;
type Agreement = { share: number | null; votes: number };

/** n of N dialogs, with a bar: coverage is what tells a shared theme from one respondent's point (said so). */
export function Coverage({ n, of }: { n: number; of: number }) {
  const percent = of ? Math.round((n / of) * 100) : 0;
  return (
    <span className="inline-flex items-center gap-2 text-xs text-slate-700">
      <span className="font-medium">{n === 1 ? `One respondent (1 of ${of} dialogs)` : `${n} of ${of} dialogs`}</span>
      <span aria-hidden="true" className="h-1.5 w-16 overflow-hidden rounded-full bg-slate-200">
        <span className="block h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
      </span>
    </span>
  );
}

/** The researchers' agreement with the AI over a topic's citations. */
export function AgreementNote({ agreement }: { agreement: Agreement }) {
  if (agreement.votes === 0) return <span className="text-xs text-slate-600">No votes on its quotes yet</span>;
  return (
    <span className="text-xs text-slate-700">
      Researchers accepted {Math.round((agreement.share ?? 0) * 100)} % of its quotes ({agreement.votes} vote
      {agreement.votes === 1 ? '' : 's'})
    </span>
  );
}

export function RunInfo({ run }: { run: NonNullable<TopicsData['run']> }) {
  const date = new Date(run.generatedAt).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  return (
    <p className="text-xs text-slate-600">
      {run.modelLabel} · {date} UTC · {run.included} included dialog{run.included === 1 ? '' : 's'} · {run.blocks} block
      {run.blocks === 1 ? '' : 's'}
    </p>
  );
}

export function WordList({ words, label }: { words: string[]; label: string }) {
  if (words.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <span className="text-xs font-medium text-slate-700">{label}:</span>
      {words.map((word) => (
        <span key={word} className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-800">
          {word}
        </span>
      ))}
    </div>
  );
}

/** An error this part's form post answered with (plain post: the page's action data; with JavaScript: the fetcher's). */
export function useTopicsError(intent: string, fetcherData: unknown): string | null {
  const page = useActionData<{ intent?: string; error?: string }>();
  const data = (fetcherData ?? page) as { intent?: string; error?: string } | undefined;
  return data?.intent === intent && data.error ? data.error : null;
}

/** Update All: starts the topics job; while it runs, its live progress and Stop. */
export function UpdateAll({ data }: { data: TopicsData }) {
  const job = useJobProgress(data.job);
  const update = useFetcher<{ intent?: string; error?: string }>();
  const stop = useFetcher();
  const error = useTopicsError('topics-update', update.data);
  const active = isJobActive(job);
  const starting = update.state !== 'idle';
  // A run started here stays in view when it ends (a quick built-in run may end before the page hears of it).
  const [watched, setWatched] = useState(false);
  useEffect(() => {
    if (starting || active) setWatched(true);
  }, [starting, active]);
  return (
    <div className="w-full space-y-2">
      {watched && job?.status === 'completed' && <ProgressBar job={job} label="Topics analysed" />}
      {active && job ? (
        <div className="space-y-2">
          <noscript>
            <meta httpEquiv="refresh" content="3" />
          </noscript>
          <ProgressBar job={job} label="Analysing topics across dialogs" />
          <stop.Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="topics-stop" />
            <button type="submit" className={buttonClass('secondary')} disabled={stop.state !== 'idle'}>
              Stop
            </button>
          </stop.Form>
        </div>
      ) : (
        <update.Form method="post" preventScrollReset className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="topics-update" />
          <Field label="Model">
            <ModelSelect models={data.models} defaultValue={data.model} className="max-w-full" />
          </Field>
          <button type="submit" className={buttonClass('primary')} disabled={starting}>
            {starting ? 'Starting…' : 'Update All'}
          </button>
        </update.Form>
      )}
      {job?.status === 'error' && !active && (
        <FormError inline message={`Failed to retry topics analysis${job.error ? `: ${job.error}` : ''}`} />
      )}
      {job?.status === 'cancelled' && !active && <p className="text-sm text-slate-600">Stopped. The previous results are kept.</p>}
      <FormError inline message={error} />
    </div>
  );
}
