import { Switch } from '@headlessui/react';
import { Form, Link, useFetcher, useNavigation } from '@remix-run/react';
import { useMemo, useState } from 'react';

import { engineLabel } from '~/ai/model-label';
import { BUILTIN_MODEL, type ModelOption } from '~/ai/models';
import type { MadeBy } from '~/ai/provenance';
import { ModelSelect } from '~/components/ModelSelect';
import { buttonClass } from '~/components/ui/Button';
import { Field, TextInput } from '~/components/ui/Field';
import { FormError } from '~/components/ui/FormError';
import { HowThisWasMade } from '~/components/ui/HowThisWasMade';
import { isJobActive } from '~/jobs/job-status';
import { type JobView, ProgressBar, useJobProgress } from '~/jobs/use-job-progress';

import { isIncluded, THRESHOLD_MAX, THRESHOLD_MIN, THRESHOLD_STEP } from '../reports/inclusion';
import { useReloadOnProgress } from '../ui/use-reload-on-progress';
import { type GuardCounts, guardCounts } from './guard-counts';
import { GuardSummary } from './GuardFlags';
import type { SampleRow } from './sample.server';
import { hasConfiguredModel } from './sample-model';
import { DialogRow } from './SampleDialogRow';
import { useThreshold } from './use-threshold';

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

type Threshold = ReturnType<typeof useThreshold>;

/** The slider and the number move together; without scripts Apply threshold posts the number. */
function ThresholdField({ threshold: { threshold, thresholdText, moveThreshold, hydrated } }: { threshold: Threshold }) {
  return (
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
          <TextInput
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
            className="tabular-nums"
          />
        </div>
      </div>
      {!hydrated && (
        <button type="submit" name="intent" value="threshold" className={buttonClass('secondary', 'mt-2')}>
          Apply threshold
        </button>
      )}
    </div>
  );
}

/** The scoring model, with a hint on what it does (or that it falls back to the built-in engine). */
function ModelField({ models, model, onModel }: { models: ModelOption[]; model: string; onModel: (model: string) => void }) {
  const chosen = models.find((m) => m.name === model);
  return (
    <Field id="sample-model" label="Model">
      <ModelSelect
        models={models}
        value={model}
        onChange={(event) => onModel(event.currentTarget.value)}
        aria-describedby="sample-model-hint"
      />
      <p id="sample-model-hint" className="mt-1 text-xs text-slate-600">
        {chosen && !chosen.live
          ? `${chosen.label} has no endpoint configured, so the sample is scored on the built-in engine.`
          : model === BUILTIN_MODEL
            ? `${hasConfiguredModel(models) ? '' : 'No AI model is configured, so the built-in engine scores the sample. '}Transparent heuristics, offline: effort, relevance, gibberish, copying, manipulation, duplicates and coverage.`
            : `One scoring call per dialog to ${model}, checked against the built-in heuristics.`}
      </p>
    </Field>
  );
}

function RunOrStop({
  active,
  busyIntent,
  hasRows,
}: {
  active: boolean;
  busyIntent: FormDataEntryValue | null | undefined;
  hasRows: boolean;
}) {
  return (
    <div className="flex flex-wrap gap-2 sm:col-span-2">
      {active ? (
        <button type="submit" name="intent" value="stop" className={buttonClass('danger')}>
          {busyIntent === 'stop' ? 'Stopping...' : 'Stop'}
        </button>
      ) : (
        <button type="submit" name="intent" value="run" disabled={busyIntent === 'run' || !hasRows} className={buttonClass('primary')}>
          {busyIntent === 'run' ? 'Starting...' : 'Run analysis'}
        </button>
      )}
    </div>
  );
}

type RunProps = { reportId: string; formAction: string; model: string; threshold: number };

/** The run's progress, and after an error the reason with Retry. */
function RunStatus({ job, active, ...run }: RunProps & { job: JobView; active: boolean }) {
  return (
    <div className="mt-4 space-y-2">
      <ProgressBar
        job={job}
        label={
          active ? 'Scoring dialogs' : job.status === 'completed' ? 'Done' : job.status === 'cancelled' ? 'Stopped' : 'Stopped by an error'
        }
      />
      {job.status === 'error' && (
        <p role="alert" className="text-sm text-red-700">
          Analysis failed: {job.error ?? 'error'}. <RetryRun {...run} />
        </p>
      )}
    </div>
  );
}

type SettingsProps = {
  report: { id: string };
  formAction: string;
  threshold: Threshold;
  models: ModelOption[];
  model: string;
  onModel: (model: string) => void;
  hasRows: boolean;
  job: JobView | null;
  active: boolean;
  error: string | null | undefined;
};

/** 'Dialog sample analysis': threshold, model, Run or Stop, and the run's progress. */
function SampleSettings({ report, formAction, threshold, models, model, onModel, hasRows, job, active, error }: SettingsProps) {
  const navigation = useNavigation();
  const busyIntent = navigation.state !== 'idle' ? navigation.formData?.get('intent') : null;
  return (
    <section aria-labelledby="sample-settings" className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <h2 id="sample-settings" className="text-lg font-semibold">
        Dialog sample analysis
      </h2>
      <Form method="post" action={formAction} className="mt-4 grid gap-4 sm:grid-cols-2 sm:items-end">
        <input type="hidden" name="report" value={report.id} />
        <ThresholdField threshold={threshold} />
        <ModelField models={models} model={model} onModel={onModel} />
        <RunOrStop active={active} busyIntent={busyIntent} hasRows={hasRows} />
      </Form>
      <FormError message={error} />
      {job && (
        <RunStatus job={job} active={active} reportId={report.id} formAction={formAction} model={model} threshold={threshold.threshold} />
      )}
    </section>
  );
}

type OverviewProps = {
  total: number;
  guard: GuardCounts;
  included: number;
  sampleModel: string | null;
  analyzedAt: string | null;
  madeBy: MadeBy[];
  report: { id: string; includeGenerated: boolean };
  formAction: string;
  sampled: boolean;
};

/** 'Overview': how many dialogs count, what scored them, and whether AI respondents are in. */
function SampleOverview({ total, guard, sampled, included, sampleModel, analyzedAt, madeBy, report, formAction }: OverviewProps) {
  return (
    <section aria-labelledby="sample-overview" className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <h2 id="sample-overview" className="text-lg font-semibold">
        Overview
      </h2>
      <dl className="mt-3 grid grid-cols-3 gap-3 text-center" aria-live="polite">
        {[
          ['Total', total, 'total'],
          ['Included', included, 'included'],
          ['Excluded', total - included, 'excluded'],
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
      {sampled && <GuardSummary counts={guard} />}
      <HowThisWasMade madeBy={madeBy} className="mt-3" />
      <IncludeGeneratedForm report={report} formAction={formAction} />
    </section>
  );
}

type DialogsProps = {
  interviewId: string;
  reportId: string;
  rows: (SampleRowView & { included: boolean })[];
  threshold: number;
  sampled: boolean;
  formAction: string;
  loadError: string | null;
};

/** 'Dialogs': each dialog with its score and switch, or why there is nothing to show. */
function SampleDialogs({ interviewId, reportId, rows, threshold, sampled, formAction, loadError }: DialogsProps) {
  return (
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
            {rows.map((row) => (
              <DialogRow
                key={row.dialogId}
                interviewId={interviewId}
                reportId={reportId}
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
  );
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
  const active = isJobActive(job);
  useReloadOnProgress(active ? (job?.progress ?? 0) : null);
  const threshold = useThreshold(report.id, savedThreshold);
  const [model, setModel] = useState(selectedModel);

  const derived = useMemo(
    () => rows.map((row) => ({ ...row, included: sampled ? isIncluded(row, threshold.threshold) : true })),
    [rows, threshold.threshold, sampled],
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
      <SampleSettings
        report={report}
        formAction={formAction}
        threshold={threshold}
        models={models}
        model={model}
        onModel={setModel}
        hasRows={rows.length > 0}
        job={job}
        active={active}
        error={actionError ?? threshold.saveError}
      />
      <SampleOverview
        total={rows.length}
        guard={guardCounts(derived)}
        sampled={sampled}
        included={included}
        sampleModel={sampleModel}
        analyzedAt={analyzedAt}
        madeBy={madeBy}
        report={report}
        formAction={formAction}
      />
      <SampleDialogs
        interviewId={interviewId}
        reportId={report.id}
        rows={derived}
        threshold={threshold.threshold}
        sampled={sampled}
        formAction={formAction}
        loadError={loadError}
      />
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
            { method: 'post', action: formAction },
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
