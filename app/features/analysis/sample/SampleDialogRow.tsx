import { Switch } from '@headlessui/react';
import { Form, Link, useFetcher } from '@remix-run/react';

import { engineLabel } from '~/ai/model-label';
import { Badge } from '~/components/ui/Badge';
import { FieldError } from '~/components/ui/Field';

import { isIncluded, scoreTone } from '../reports/inclusion';
import { GuardFlags } from './GuardFlags';
import type { SampleRow } from './sample.server';
import { FLAG_LABELS } from './sample-labels';

/** A row with its inclusion derived from the threshold on the page. */
type Row = Omit<SampleRow, 'included'> & { included: boolean };
type IncludeFetcher = ReturnType<typeof useFetcher<{ error?: string }>>;

function ScoreBadge({ row, threshold }: { row: Row; threshold: number }) {
  if (row.status === 'scored' && row.score !== null) {
    return (
      <Badge tone={scoreTone(row.score, threshold)}>
        <span className="sr-only">Score </span>
        {row.score.toFixed(1)}
      </Badge>
    );
  }
  return row.status === 'failed' ? <Badge tone="red">Failed</Badge> : <Badge tone="slate">Not analysed</Badge>;
}

type SwitchProps = { fetcher: IncludeFetcher; row: Row; reportId: string; formAction: string; included: boolean; manual: boolean | null };

/** Includes or excludes the dialog by hand; a plain form post without scripts. */
function IncludeSwitch({ fetcher, row, reportId, formAction, included, manual }: SwitchProps) {
  return (
    <fetcher.Form method="post" action={formAction} className="ml-auto flex items-center gap-2">
      <input type="hidden" name="intent" value="include" />
      <input type="hidden" name="report" value={reportId} />
      <input type="hidden" name="dialogId" value={row.dialogId} />
      <input type="hidden" name="included" value={String(!included)} />
      <span className="text-sm text-slate-700" aria-hidden="true">
        {included ? 'Included' : 'Excluded'}
        {manual !== null && ' (manual)'}
      </span>
      <Switch
        type="submit"
        checked={included}
        onChange={(value: boolean) =>
          fetcher.submit(
            { intent: 'include', report: reportId, dialogId: row.dialogId, included: String(value), js: '1' },
            { method: 'post', action: formAction },
          )
        }
        aria-label={`Include ${row.label}`}
        className="group relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-300 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-checked:bg-green-600"
      >
        <span
          aria-hidden="true"
          className="inline-block size-4 translate-x-1 rounded-full bg-white transition group-aria-checked:translate-x-6"
        />
      </Switch>
    </fetcher.Form>
  );
}

/** Drops the manual choice, so the score decides again. */
function UseScoreForm({ fetcher, row, reportId, formAction }: Omit<SwitchProps, 'included' | 'manual'>) {
  return (
    <fetcher.Form method="post" action={formAction}>
      <input type="hidden" name="intent" value="include" />
      <input type="hidden" name="report" value={reportId} />
      <input type="hidden" name="dialogId" value={row.dialogId} />
      <input type="hidden" name="included" value="auto" />
      <button type="submit" className="text-xs text-slate-600 underline">
        {row.guardExcluded ? 'Back to the quality guard' : 'Use the score'}
      </button>
    </fetcher.Form>
  );
}

function ScoringFailure({ row, reportId, formAction }: { row: Row; reportId: string; formAction: string }) {
  return (
    <div className="mt-1 text-sm text-red-700">
      Analysis failed: {row.error ?? 'error'}.{' '}
      <Form method="post" action={formAction} className="inline">
        <input type="hidden" name="report" value={reportId} />
        <input type="hidden" name="dialogId" value={row.dialogId} />
        <button type="submit" name="intent" value="retry" className="font-medium underline">
          Retry
        </button>
      </Form>
    </div>
  );
}

/** Why the dialog got its score: the reason, the flags found and the engine that scored it. */
function ScoreDetails({ row }: { row: Row }) {
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer text-slate-700">Details</summary>
      <p className="mt-1 text-slate-800">{row.reason}</p>
      {row.flags.length > 0 && (
        <ul className="mt-1 flex flex-wrap gap-1" aria-label="Flags">
          {row.flags.map((flag) => (
            <li key={flag}>
              <Badge tone="slate">{FLAG_LABELS[flag] ?? flag}</Badge>
            </li>
          ))}
        </ul>
      )}
      {row.model && <p className="mt-1 text-xs text-slate-600">Scored by {engineLabel(row.model)}</p>}
    </details>
  );
}

type Props = { interviewId: string; reportId: string; row: Row; threshold: number; sampled: boolean; formAction: string };

/** One dialog of the sample: its score, whether it is included (a pending switch shows at once), and why. */
export function DialogRow({ interviewId, reportId, row, threshold, sampled, formAction }: Props) {
  const fetcher = useFetcher<{ error?: string }>();
  const pending = fetcher.formData?.get('included');
  const manual = pending === 'auto' ? null : pending === 'true' ? true : pending === 'false' ? false : row.manualIncluded;
  const included = isIncluded({ ...row, manualIncluded: manual }, threshold);
  const mark = row.aiRespondent;
  const failed = fetcher.state === 'idle' && fetcher.data?.error;
  const form = { fetcher, row, reportId, formAction };

  return (
    <li className="py-3" data-dialog={row.shortLink}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <Link
          to={`/interview/setup/${interviewId}/participants/${row.dialogId}`}
          className="font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {row.label}
        </Link>
        {mark && <Badge tone="violet">{mark}</Badge>}
        <ScoreBadge row={row} threshold={threshold} />
        {sampled && <IncludeSwitch {...form} included={included} manual={manual} />}
        {manual !== null && <UseScoreForm {...form} />}
      </div>
      <GuardFlags flags={row.guardFlags} excluded={row.guardExcluded} manual={manual} />
      {failed && <FieldError message="Failed to update dialog status" />}
      {row.status === 'failed' && <ScoringFailure row={row} reportId={reportId} formAction={formAction} />}
      {row.status === 'scored' && <ScoreDetails row={row} />}
    </li>
  );
}
