import type { SerializeFrom } from '@remix-run/node';
import { Form, Link, useActionData, useNavigation } from '@remix-run/react';
import { useEffect, useState } from 'react';

import { BUILTIN_MODEL, type ModelOption } from '~/ai/models';
import { ModelSelect } from '~/components/ModelSelect';
import { buttonClass } from '~/components/ui/Button';
import { ConfirmButtons } from '~/components/ui/ConfirmButtons';
import { Field } from '~/components/ui/Field';
import { FormError } from '~/components/ui/FormError';
import { Modal } from '~/components/ui/Modal';
import { isJobActive } from '~/jobs/job-status';
import { type JobView, ProgressBar, useJobProgress } from '~/jobs/use-job-progress';

import { AnalysisSettings } from '../coding/AnalysisSettings';
import type { codingPageData } from '../coding/coding-page.server';
import type { runPageData } from '../run/run-page.server';
import { RunProgress } from '../run/RunProgress';
import { useModalHref } from '../ui/use-modal-href';
import { useReloadOnProgress } from '../ui/use-reload-on-progress';

type Data = SerializeFrom<typeof codingPageData>;
type RunData = SerializeFrom<typeof runPageData>;

const MODEL_NAMES: Record<string, string> = { groq: 'Groq', 'gpt-4o': 'GPT-4o', o1: 'o1' };
const nameOf = (option: ModelOption) => MODEL_NAMES[option.name] ?? option.label;

const SETTINGS_ICON =
  'M7.84 1.804A1 1 0 0 1 8.82 1h2.36a1 1 0 0 1 .98.804l.331 1.652a6.993 6.993 0 0 1 1.929 1.115l1.598-.54a1 1 0 0 1 1.186.447l1.18 2.044a1 1 0 0 1-.205 1.251l-1.267 1.113a7.047 7.047 0 0 1 0 2.228l1.267 1.113a1 1 0 0 1 .206 1.25l-1.18 2.045a1 1 0 0 1-1.187.447l-1.598-.54a6.993 6.993 0 0 1-1.929 1.115l-.33 1.652a1 1 0 0 1-.98.804H8.82a1 1 0 0 1-.98-.804l-.331-1.652a6.993 6.993 0 0 1-1.929-1.115l-1.598.54a1 1 0 0 1-1.186-.447l-1.18-2.044a1 1 0 0 1 .205-1.251l1.267-1.114a7.05 7.05 0 0 1 0-2.227L1.821 7.773a1 1 0 0 1-.206-1.25l1.18-2.045a1 1 0 0 1 1.187-.447l1.598.54A6.992 6.992 0 0 1 7.51 3.456l.33-1.652ZM10 13a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z';

type Busy = FormDataEntryValue | null | undefined;

/** Stop while a run or coding job is active; otherwise Run Analysis and Coding only, and Retry failed when some failed. */
function RunButtons({ active, runActive, busyIntent, failed }: { active: boolean; runActive: boolean; busyIntent: Busy; failed: number }) {
  return (
    <>
      {active ? (
        <button type="submit" name="intent" value={runActive ? 'analysis-stop' : 'coding-stop'} className={buttonClass('danger')}>
          {busyIntent === 'analysis-stop' || busyIntent === 'coding-stop' ? 'Stopping...' : 'Stop'}
        </button>
      ) : (
        <>
          <button
            type="submit"
            name="intent"
            value="analysis-run"
            disabled={busyIntent === 'analysis-run'}
            className={buttonClass('primary')}
            aria-describedby="run-analysis-hint"
          >
            {busyIntent === 'analysis-run' ? 'Starting...' : 'Run Analysis'}
          </button>
          <button
            type="submit"
            name="intent"
            value="coding-run"
            disabled={busyIntent === 'coding-run'}
            className={buttonClass('secondary')}
          >
            {busyIntent === 'coding-run' ? 'Starting...' : 'Coding only'}
          </button>
        </>
      )}
      {!active && failed > 0 && (
        <button type="submit" name="intent" value="coding-retry-failed" className={buttonClass('secondary')}>
          Retry failed ({failed})
        </button>
      )}
    </>
  );
}

/** What Run Analysis and Coding only do, and what the chosen model does. */
function ToolbarHints({ chosen, model }: { chosen: ModelOption | undefined; model: string }) {
  return (
    <>
      <p id="run-analysis-hint" className="mt-2 text-xs text-slate-600">
        Run Analysis does the whole analysis in order: coding, topics across dialogs, recommendations and the three summaries. Coding only
        redoes the dialogs’ coding; each section’s own button redoes its part.
      </p>
      <p id="coding-model-hint" className="mt-1 text-xs text-slate-600">
        {chosen && !chosen.live
          ? `${nameOf(chosen)} has no endpoint configured, so the analysis runs on the built-in engine.`
          : model === BUILTIN_MODEL
            ? 'Offline: answers are cut into clauses and grouped across the dialogs by meaning and shared words; a topic’s count is the dialogs in its group. The grouping is approximate, so read a topic’s dialogs before you quote its count.'
            : `${MODEL_NAMES[model] ?? model} codes each dialog in one call, then writes the topics, recommendations and summaries; every quote is checked against the respondent’s messages.`}
      </p>
    </>
  );
}

/** A coding job of its own over all dialogs: its progress, and its error. */
function CodingProgress({ job }: { job: JobView }) {
  return (
    <div className="mt-4 space-y-2" aria-live="polite">
      <ProgressBar
        job={job}
        label={
          isJobActive(job)
            ? 'Coding dialogs'
            : job.status === 'completed'
              ? 'Coding done'
              : job.status === 'cancelled'
                ? 'Coding stopped'
                : 'Coding stopped by an error'
        }
      />
      {job.status === 'error' && <FormError inline message={`Analysis failed: ${job.error ?? 'error'}`} />}
    </div>
  );
}

/** Clear Cache asks first, and says which of the researcher's own work stays. */
function ClearCacheModal({
  keptWork,
  closeHref,
  onClose,
  busy,
}: {
  keptWork: string | null;
  closeHref: string;
  onClose: () => void;
  busy: boolean;
}) {
  return (
    <Modal title="Clear Cache?" onClose={onClose} closeHref={closeHref}>
      <Form method="post" preventScrollReset className="space-y-4">
        <input type="hidden" name="intent" value="coding-clear" />
        <p className="text-sm text-slate-700">
          This removes the report’s AI results: dialog codings, topics, answers, generated recommendations and their coding, summaries,
          citations and the quote counts. The sample and the coding blocks stay.
        </p>
        <p className="rounded-md bg-violet-50 px-3 py-2 text-sm font-medium text-violet-900 ring-1 ring-violet-200" data-kept-work>
          {keptWork ?? 'Nothing you edited or voted on is affected.'}
        </p>
        {keptWork && (
          <p className="text-sm text-slate-600">
            Your work stays on the page, marked as from an earlier run, until a new run holds the same answers and quotes again.
          </p>
        )}
        <div className="flex justify-end gap-2">
          <ConfirmButtons closeHref={closeHref} onCancel={onClose} busy={busy} confirmLabel="Clear Cache" busyLabel="Clearing..." />
        </div>
      </Form>
    </Modal>
  );
}

/** A refused post of this part (the page's action answers every part's forms). */
function useRefusal() {
  const actionData = useActionData<{ error?: string; intent?: string }>();
  return actionData?.error && (actionData.intent?.startsWith('coding-') || actionData.intent?.startsWith('analysis-'))
    ? actionData.error
    : null;
}

/**
 * Settings, model, Run Analysis (the whole analysis, one job with one progress bar and Stop), Coding only (the
 * dialogs' coding alone, redone), Retry failed and Clear Cache.
 */
export function AnalysisToolbar({ data, run: runData, keptWork }: { data: Data; run: RunData; keptWork: string | null }) {
  const run = useJobProgress(runData.job);
  // A coding job of its own (Coding only, a refresh, Retry failed), not the run's first step.
  const job = useJobProgress(runData.codingIsStep ? null : data.job);
  const navigation = useNavigation();
  const busyIntent = navigation.state !== 'idle' ? navigation.formData?.get('intent') : null;
  const runActive = isJobActive(run);
  const active = runActive || isJobActive(job);
  useReloadOnProgress(run && runActive ? `${run.step ?? 0}:${run.progress}` : job && active ? job.progress : null);
  const { modal, href, close } = useModalHref();
  const [model, setModel] = useState(data.selectedModel);
  useEffect(() => setModel(data.selectedModel), [data.selectedModel]);
  const refused = useRefusal();

  return (
    <section aria-label="Analysis controls" className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
      {active && (
        <noscript>
          <meta httpEquiv="refresh" content="3" />
        </noscript>
      )}
      <Form method="post" preventScrollReset className="flex flex-wrap items-end gap-3">
        <Link to={href('analysis-settings')} preventScrollReset className={buttonClass('secondary')}>
          <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="h-4 w-4">
            <path fillRule="evenodd" d={SETTINGS_ICON} clipRule="evenodd" />
          </svg>
          Settings
        </Link>
        <Field id="coding-model" label="Model" className="min-w-48 flex-1 sm:max-w-xs">
          <ModelSelect
            models={data.models}
            nameOf={nameOf}
            value={model}
            onChange={(event) => setModel(event.currentTarget.value)}
            aria-describedby="coding-model-hint"
          />
        </Field>
        <RunButtons
          active={active}
          runActive={runActive}
          busyIntent={busyIntent}
          failed={data.dialogs.filter((d) => d.status === 'failed').length}
        />
        {data.hasResults && (
          <Link to={href('clear-cache')} preventScrollReset className={buttonClass('ghost', 'text-red-700')}>
            Clear Cache
          </Link>
        )}
      </Form>
      <ToolbarHints chosen={data.models.find((m) => m.name === model)} model={model} />
      <FormError inline className="mt-3 text-sm" message={refused} />
      {data.evidenceError && (
        <p role="status" className="mt-3 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-800">
          {data.evidenceError}
        </p>
      )}
      {run && (
        <div className="mt-4">
          <RunProgress job={run} />
        </div>
      )}
      {!run && job && !data.jobDialogs && <CodingProgress job={job} />}
      {modal === 'analysis-settings' && (
        <Modal title="Analysis Settings" onClose={close} closeHref={href(null)} wide>
          <AnalysisSettings blocks={data.blocks} />
        </Modal>
      )}
      {modal === 'clear-cache' && (
        <ClearCacheModal keptWork={keptWork} closeHref={href(null)} onClose={close} busy={busyIntent === 'coding-clear'} />
      )}
    </section>
  );
}
