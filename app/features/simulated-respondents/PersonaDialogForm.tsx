import { Link, useFetcher } from '@remix-run/react';

import { buttonClass } from '~/components/ui/Button';
import { Field, TextArea, TextInput } from '~/components/ui/Field';
import { FormError } from '~/components/ui/FormError';
import { isJobActive } from '~/jobs/job-status';
import { type JobView, ProgressBar, useJobProgress } from '~/jobs/use-job-progress';

/** Individual Links: let the AI play a respondent with this bio for a few exchanges, as generated dialogs. */
export function PersonaDialogForm({ interviewId, job: initialJob }: { interviewId: string; job: JobView | null }) {
  const fetcher = useFetcher<{ error?: string; intent?: string }>();
  const job = useJobProgress(initialJob);
  const active = isJobActive(job);
  const error = fetcher.state === 'idle' && fetcher.data?.intent === 'persona-dialogs' ? fetcher.data.error : undefined;
  return (
    <details className="group rounded-md border border-slate-200 p-3 open:bg-slate-50">
      <summary className="cursor-pointer text-sm font-semibold text-slate-800">Generate persona dialog</summary>
      <fetcher.Form
        method="post"
        action={`/interview/setup/${interviewId}/links`}
        className="mt-3 grid gap-3 sm:grid-cols-[2fr_auto_auto_auto] sm:items-start"
        noValidate
      >
        <input type="hidden" name="intent" value="persona-dialogs" />
        <Field id="persona-dialog-bio" label="Persona bio">
          <TextArea name="bio" rows={2} required maxLength={4000} aria-invalid={Boolean(error)} />
        </Field>
        <Field id="persona-dialog-messages" label="Messages">
          <TextInput name="messagesCount" type="number" min={1} max={20} defaultValue={5} className="w-20" />
        </Field>
        <Field id="persona-dialog-count" label="Dialogs">
          <TextInput name="count" type="number" min={1} max={10} defaultValue={1} className="w-20" />
        </Field>
        <button type="submit" disabled={fetcher.state !== 'idle' || Boolean(active)} className={buttonClass('secondary', 'sm:mt-6')}>
          {fetcher.state !== 'idle' || active ? 'Generating...' : 'Generate Dialog'}
        </button>
      </fetcher.Form>
      <FormError inline className="mt-2 text-sm" message={error} />
      {job && (
        <div className="mt-3 space-y-1 text-sm">
          {active && <ProgressBar job={job} label="Generating persona dialogs" />}
          {job.status === 'error' && <FormError inline className="" message="Failed to generate dialog" />}
          {job.status === 'completed' && (
            <p className="text-green-700">
              {`Generated ${job.progress} dialog${job.progress === 1 ? '' : 's'}. See `}
              <Link to={`/interview/setup/${interviewId}/participants`} className="underline">
                Participants and Interviews
              </Link>
              .
            </p>
          )}
        </div>
      )}
    </details>
  );
}
