import { Switch } from '@headlessui/react';
import { useReloadOnProgress } from '../ui/use-reload-on-progress';
import { Form, Link, useFetcher, useNavigation } from '@remix-run/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Badge } from '~/components/ui/Badge';
import { buttonClass } from '~/components/ui/Button';
import { controlClass } from '~/components/ui/Field';
import { FormError } from '~/components/ui/FormError';
import { BUILTIN_LABEL, BUILTIN_MODEL, type ModelOption } from '~/ai/models';
import type { MadeBy } from '~/ai/provenance';
import { ProgressBar, useJobProgress, type JobView } from '~/features/personas/useJobProgress';
import { HowThisWasMade } from '~/components/ui/HowThisWasMade';
import type { SampleRow } from './sample.server';
import { THRESHOLD_MAX, THRESHOLD_MIN, THRESHOLD_STEP, isIncluded, scoreTone } from '../reports/inclusion';

/** A row as the page gets it; inclusion is derived here from the threshold the researcher is moving. */
export type SampleRowView = Omit<SampleRow, 'included'>;

export type SamplePanelProps = {
  interviewId: string;
  report: { id: string; name: string; includeGenerated: boolean } | null;
  sampled: boolean;
  rows: SampleRowView[];
  threshold: number;
  sampleModel: string | null;
  analyzedAt: string | null;
  madeBy: MadeBy[];
  job: JobView | null;
  models: ModelOption[];
  selectedModel: string;
  loadError: string | null;
  actionError: string | null;
};

const FLAG_LABELS: Record<string, string> = {
  'no-answers': 'No answers',
  'low-effort': 'Low effort',
  gibberish: 'Gibberish',
  'copies-question': 'Copies the question',
  'off-topic': 'Off-topic',
  manipulation: 'Manipulation attempt',
  duplicate: 'Near-duplicate',
  'low-coverage': 'Low coverage',
};

const modelLabel = (option: ModelOption) =>
  option.name === BUILTIN_MODEL ? BUILTIN_LABEL : option.live ? option.label : `${option.label} (not configured)`;

const engineLabel = (name: string | null) => (!name ? null : name === BUILTIN_MODEL ? BUILTIN_LABEL : name);

/** Clamped to 0–10 and to one decimal, as the threshold is stored. */
function parseThreshold(text: string): number | null {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value)) return null;
  return Math.round(Math.min(THRESHOLD_MAX, Math.max(THRESHOLD_MIN, value)) * 10) / 10;
}

export function SamplePanel(props: SamplePanelProps) {
  const { report } = props;
  if (!report) {
    return (
      <p role="alert" className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-800">
        Please select a report first
      </p>
    );
  }
  return <SampleForReport {...props} report={report} />;
}

function SampleForReport({
  interviewId,
  report,
  sampled,
  rows,
  threshold: savedThreshold,
  sampleModel,
  analyzedAt,
  madeBy,
  job: initialJob,
  models,
  selectedModel,
  loadError,
  actionError,
}: SamplePanelProps & { report: NonNullable<SamplePanelProps['report']> }) {
  const job = useJobProgress(initialJob);
  const navigation = useNavigation();
  const busyIntent = navigation.state !== 'idle' ? navigation.formData?.get('intent') : null;
  const active = job !== null && (job.status === 'pending' || job.status === 'running');
  useReloadOnProgress(active ? job?.progress ?? 0 : null);

  // The threshold moves on the page at once; with JavaScript it is saved a moment after it stops moving.
  const [thresholdText, setThresholdText] = useState(savedThreshold.toFixed(1));
  useEffect(() => setThresholdText(savedThreshold.toFixed(1)), [savedThreshold]);
  const threshold = parseThreshold(thresholdText) ?? savedThreshold;
  const thresholdFetcher = useFetcher<{ error?: string }>();
  const saveTimer = useRef<ReturnType<typeof setTimeout>>();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const moveThreshold = (text: string) => {
    setThresholdText(text);
    const value = parseThreshold(text);
    if (value === null) return;
    clearTimeout(saveTimer.current);
    saveTimer.current = setTimeout(() => {
      thresholdFetcher.submit({ intent: 'threshold', report: report.id, threshold: String(value), js: '1' }, { method: 'post' });
    }, 300);
  };
  useEffect(() => () => clearTimeout(saveTimer.current), []);

  const [model, setModel] = useState(selectedModel);
  const chosen = models.find((m) => m.name === model);

  const derived = useMemo(
    () => rows.map((row) => ({ ...row, included: sampled ? isIncluded(row, threshold) : true })),
    [rows, threshold, sampled]
  );
  const included = derived.filter((r) => r.included).length;
  const formAction = `?report=${encodeURIComponent(report.id)}`;

  return (
    <div className="space-y-6">
      {active && (
        <noscript>
          <meta httpEquiv="refresh" content="3" />
        </noscript>
      )}
      <section aria-labelledby="sample-settings" className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
        <h2 id="sample-settings" className="text-lg font-semibold">
          Dialog sample analysis
        </h2>
        <Form method="post" action={formAction} className="mt-4 grid gap-4 sm:grid-cols-2 sm:items-end">
          <input type="hidden" name="report" value={report.id} />
          <div>
            <label htmlFor="sample-threshold" className="mb-1 block text-sm font-medium text-slate-700">
              Quality threshold
            </label>
            <div className="flex items-center gap-3">
              <input
                type="range"
                aria-label="Quality threshold slider"
                min={THRESHOLD_MIN}
                max={THRESHOLD_MAX}
                step={THRESHOLD_STEP}
                value={threshold}
                onChange={(event) => moveThreshold(Number(event.currentTarget.value).toFixed(1))}
                className="min-w-0 flex-1 accent-brand-600"
              />
              <div className="w-24 shrink-0">
                <input
                  id="sample-threshold"
                  name="threshold"
                  type="number"
                  inputMode="decimal"
                  min={THRESHOLD_MIN}
                  max={THRESHOLD_MAX}
                  step={THRESHOLD_STEP}
                  value={thresholdText}
                  onChange={(event) => moveThreshold(event.currentTarget.value)}
                  // With scripts the threshold saves itself; Enter must not fall through to Run analysis.
                  onKeyDown={(event) => hydrated && event.key === 'Enter' && event.preventDefault()}
                  className={controlClass('sm', 'tabular-nums')}
                />
              </div>
            </div>
            {!hydrated && (
              <button type="submit" name="intent" value="threshold" className={buttonClass('secondary', 'mt-2')}>
                Apply threshold
              </button>
            )}
          </div>
          <div>
            <label htmlFor="sample-model" className="mb-1 block text-sm font-medium text-slate-700">
              Model
            </label>
            <select
              id="sample-model"
              name="model"
              value={model}
              onChange={(event) => setModel(event.currentTarget.value)}
              className={controlClass('sm')}
              aria-describedby="sample-model-hint"
            >
              {models.map((option) => (
                <option key={option.name} value={option.name}>
                  {modelLabel(option)}
                </option>
              ))}
            </select>
            <p id="sample-model-hint" className="mt-1 text-xs text-slate-600">
              {chosen && !chosen.live
                ? `${chosen.label} has no endpoint configured, so the sample is scored on the built-in engine.`
                : model === BUILTIN_MODEL
                ? 'Transparent heuristics, offline: effort, relevance, gibberish, copying, manipulation, duplicates and coverage.'
                : `One scoring call per dialog to ${model}, checked against the built-in heuristics.`}
            </p>
          </div>
          <div className="flex flex-wrap gap-2 sm:col-span-2">
            {active ? (
              <button type="submit" name="intent" value="stop" className={buttonClass('danger')}>
                {busyIntent === 'stop' ? 'Stopping...' : 'Stop'}
              </button>
            ) : (
              <button
                type="submit"
                name="intent"
                value="run"
                disabled={busyIntent === 'run' || rows.length === 0}
                className={buttonClass('primary')}
              >
                {busyIntent === 'run' ? 'Starting...' : 'Run analysis'}
              </button>
            )}
          </div>
        </Form>
        <FormError message={actionError ?? thresholdFetcher.data?.error} />
        {job && (
          <div className="mt-4 space-y-2">
            <ProgressBar
              job={job}
              label={
                active
                  ? 'Scoring dialogs'
                  : job.status === 'completed'
                  ? 'Done'
                  : job.status === 'cancelled'
                  ? 'Stopped'
                  : 'Stopped by an error'
              }
            />
            {job.status === 'error' && (
              <p role="alert" className="text-sm text-red-700">
                Analysis failed: {job.error ?? 'error'}.{' '}
                <RetryRun reportId={report.id} formAction={formAction} model={model} threshold={threshold} />
              </p>
            )}
          </div>
        )}
      </section>

      <section aria-labelledby="sample-overview" className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
        <h2 id="sample-overview" className="text-lg font-semibold">
          Overview
        </h2>
        <dl className="mt-3 grid grid-cols-3 gap-3 text-center" aria-live="polite">
          {[
            ['Total', rows.length, 'total'],
            ['Included', included, 'included'],
            ['Excluded', rows.length - included, 'excluded'],
          ].map(([label, value, key]) => (
            <div key={key} className="rounded-md bg-slate-50 p-3">
              <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{label}</dt>
              <dd className="text-2xl font-semibold tabular-nums" data-count={key}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        {sampleModel && analyzedAt && (
          <p className="mt-2 text-xs text-slate-600">
            Scored with {engineLabel(sampleModel)} on {new Date(analyzedAt).toISOString().slice(0, 16).replace('T', ' ')} UTC
          </p>
        )}
        <HowThisWasMade madeBy={madeBy} className="mt-3" />
        <IncludeGeneratedForm report={report} formAction={formAction} />
      </section>

      <section aria-labelledby="sample-dialogs" className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
        <h2 id="sample-dialogs" className="text-lg font-semibold">
          Dialogs
        </h2>
        {loadError ? (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {loadError}.{' '}
            <Link to={formAction} className="font-medium underline">
              Retry
            </Link>
          </p>
        ) : rows.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">No dialogs to analyse in this report yet.</p>
        ) : (
          <>
            {!sampled && (
              <p className="mt-2 text-sm text-slate-600">
                Not analysed yet: until the sample is run, every dialog counts in the analyses. Choose a threshold and a model, then Run
                analysis.
              </p>
            )}
            <ul className="mt-3 divide-y divide-slate-200">
              {derived.map((row) => (
                <DialogRow
                  key={row.dialogId}
                  interviewId={interviewId}
                  reportId={report.id}
                  row={row}
                  threshold={threshold}
                  sampled={sampled}
                  formAction={formAction}
                />
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}


function RetryRun({ reportId, formAction, model, threshold }: { reportId: string; formAction: string; model: string; threshold: number }) {
  return (
    <Form method="post" action={formAction} className="inline">
      <input type="hidden" name="report" value={reportId} />
      <input type="hidden" name="model" value={model} />
      <input type="hidden" name="threshold" value={threshold} />
      <button type="submit" name="intent" value="run" className="font-medium text-red-800 underline">
        Retry
      </button>
    </Form>
  );
}

function IncludeGeneratedForm({ report, formAction }: { report: { id: string; includeGenerated: boolean }; formAction: string }) {
  const fetcher = useFetcher();
  const pending = fetcher.formData?.get('includeGenerated');
  const checked = pending !== undefined && pending !== null ? pending === 'true' : report.includeGenerated;
  return (
    <fetcher.Form method="post" action={formAction} className="mt-4 flex items-center gap-3">
      <input type="hidden" name="intent" value="include-generated" />
      <input type="hidden" name="report" value={report.id} />
      <input type="hidden" name="includeGenerated" value={String(!checked)} />
      <Switch
        type="submit"
        checked={checked}
        onChange={(value: boolean) =>
          fetcher.submit(
            { intent: 'include-generated', report: report.id, includeGenerated: String(value) },
            { method: 'post', action: formAction }
          )
        }
        className="group relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-300 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 data-[checked]:bg-brand-600 aria-checked:bg-brand-600"
        aria-label="Include AI respondents in this report"
      >
        <span
          aria-hidden="true"
          className="inline-block size-4 translate-x-1 rounded-full bg-white transition group-aria-checked:translate-x-6"
        />
      </Switch>
      <span className="text-sm text-slate-700">Include AI respondents (generated dialogs) in this report</span>
    </fetcher.Form>
  );
}

function DialogRow({
  interviewId,
  reportId,
  row,
  threshold,
  sampled,
  formAction,
}: {
  interviewId: string;
  reportId: string;
  row: SampleRowView & { included: boolean };
  threshold: number;
  sampled: boolean;
  formAction: string;
}) {
  const fetcher = useFetcher<{ error?: string }>();
  const pending = fetcher.formData?.get('included');
  const manual = pending === 'auto' ? null : pending === 'true' ? true : pending === 'false' ? false : row.manualIncluded;
  const included = isIncluded({ ...row, manualIncluded: manual }, threshold);
  const mark = row.aiRespondent;
  const failed = fetcher.state === 'idle' && fetcher.data?.error;

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
        {row.status === 'scored' && row.score !== null ? (
          <Badge tone={scoreTone(row.score, threshold)}>
            <span className="sr-only">Score </span>
            {row.score.toFixed(1)}
          </Badge>
        ) : row.status === 'failed' ? (
          <Badge tone="red">Failed</Badge>
        ) : (
          <Badge tone="slate">Not analysed</Badge>
        )}
        {sampled && (
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
                  { method: 'post', action: formAction }
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
        )}
        {manual !== null && (
          <fetcher.Form method="post" action={formAction}>
            <input type="hidden" name="intent" value="include" />
            <input type="hidden" name="report" value={reportId} />
            <input type="hidden" name="dialogId" value={row.dialogId} />
            <input type="hidden" name="included" value="auto" />
            <button type="submit" className="text-xs text-slate-600 underline">
              Use the score
            </button>
          </fetcher.Form>
        )}
      </div>
      {failed && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          Failed to update dialog status
        </p>
      )}
      {row.status === 'failed' && (
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
      )}
      {row.status === 'scored' && (
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
      )}
    </li>
  );
}
