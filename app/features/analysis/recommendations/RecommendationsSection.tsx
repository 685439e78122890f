import type { SerializeFrom } from '@remix-run/node';
import { useFetcher } from '@remix-run/react';
import { useEffect, useState } from 'react';

import { engineLabel } from '~/ai/model-label';
import { BUILTIN_MODEL, modelOrDefault } from '~/ai/models';
import { ModelSelect } from '~/components/ModelSelect';
import { buttonClass } from '~/components/ui/Button';
import { DateTime } from '~/components/ui/DateTime';
import { Field, TextArea, TextInput } from '~/components/ui/Field';
import { FormError } from '~/components/ui/FormError';
import { HowThisWasMade } from '~/components/ui/HowThisWasMade';
import { isJobActive } from '~/jobs/job-status';
import { ProgressBar, useJobProgress } from '~/jobs/use-job-progress';
import { useHydrated } from '~/lib/use-hydrated';

import { CitationList } from '../citations/CitationList';
import { EarlierVotes, FromEarlierRun } from '../reports/EarlierRun';
import { PartForm, QuoteCounts, RefreshWhileRunning, SectionError } from '../reports/part-ui';
import { CollapsibleSection } from '../ui/CollapsibleSection';
import { RespondentsWords } from '../ui/RespondentsWords';
import type { recommendationsPageData } from './recommendations-page.server';

type Data = SerializeFrom<typeof recommendationsPageData>;
type Block = Data['blocks'][number];
type Rec = Block['recommendations'][number];

const SECTION = 'recommendations-by-topic';

/** Recommendations by Topic: per coding block, run, add, update and delete. */
export function RecommendationsSection({ data }: { data: Data }) {
  const run = useFetcher<{ ok?: boolean; error?: string }>();
  const job = useJobProgress(data.job);
  const active = isJobActive(job);
  return (
    <CollapsibleSection id={SECTION}>
      {active && <RefreshWhileRunning />}
      <div className="space-y-4">
        <PartForm
          fetcher={run}
          intent={active ? 'recommendations-stop' : 'recommendations-run'}
          className="grid gap-3 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)_auto] sm:items-end"
        >
          <Field id="recommendations-model" label="Model">
            <ModelSelect models={data.models} defaultValue={modelOrDefault(data.model, data.models, data.defaultModel)} />
          </Field>
          <div>
            <label htmlFor="recommendations-prompt" className="mb-1 block text-sm font-medium text-slate-700">
              Additional prompt for this run (optional)
            </label>
            <TextInput id="recommendations-prompt" name="additionalPrompt" placeholder="e.g. Focus on onboarding" />
          </div>
          <button type="submit" className={buttonClass(active ? 'secondary' : 'primary')} disabled={run.state !== 'idle'}>
            {active ? 'Stop' : 'Generate recommendations'}
          </button>
        </PartForm>
        {job && active && <ProgressBar job={job} label="Generating recommendations" />}
        {job?.status === 'error' && <FormError message={job.error ?? 'Failed to generate recommendations'} />}
        <SectionError section={SECTION} fetcherError={run.data?.error} />
        {data.evidenceMessage && <p className="text-sm text-slate-600">{data.evidenceMessage}</p>}
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
          {data.model && <span>Model: {engineLabel(data.model)}</span>}
          {data.generatedAt && (
            <span>
              Generated: <DateTime value={data.generatedAt} />
            </span>
          )}
          <QuoteCounts tally={data.grounding} />
        </div>
        {!active && data.outcome && (data.outcome.droppedRecommendations > 0 || data.outcome.failedDialogs > 0) && (
          <p className="text-xs text-amber-800">
            {data.outcome.droppedRecommendations > 0 &&
              `${data.outcome.droppedRecommendations} ${data.outcome.droppedRecommendations === 1 ? 'recommendation was' : 'recommendations were'} dropped: no verified quote supported them. `}
            {data.outcome.failedDialogs > 0 &&
              `${data.outcome.failedDialogs} ${data.outcome.failedDialogs === 1 ? 'dialog' : 'dialogs'} failed and ${data.outcome.failedDialogs === 1 ? 'was' : 'were'} skipped.`}
          </p>
        )}
        <p className="text-xs text-slate-600">
          The built-in engine finds the wishes and suggestions respondents voiced and groups them by meaning; it does not read the
          additional prompt, a model does.
        </p>
        {data.blocks.map((block) => (
          <BlockRecommendations key={block.id} block={block} interviewId={data.interviewId} busy={active} />
        ))}
      </div>
      <EarlierVotes votes={data.earlierVotes} interviewId={data.interviewId} />
      <HowThisWasMade
        madeBy={data.madeBy.recommendations}
        note={
          data.madeBy.custom
            ? `${data.madeBy.custom} ${data.madeBy.custom === 1 ? 'recommendation was' : 'recommendations were'} added or edited by a researcher.`
            : null
        }
      />
    </CollapsibleSection>
  );
}

function BlockRecommendations({ block, interviewId, busy }: { block: Block; interviewId: string; busy: boolean }) {
  const prompt = useFetcher<{ ok?: boolean; error?: string }>();
  const runOne = useFetcher<{ ok?: boolean; error?: string }>();
  const headingId = `rec-block-${block.id}`;
  return (
    <section aria-labelledby={headingId} className="rounded-md border border-slate-200 p-3 sm:p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 break-words font-semibold text-slate-900">
          {block.title}
        </h3>
        <PartForm fetcher={runOne} intent="recommendations-run" hidden={{ blockId: block.id }}>
          <button type="submit" className={buttonClass('secondary', 'px-3 py-1.5')} disabled={busy || runOne.state !== 'idle'}>
            Generate for this question
          </button>
        </PartForm>
      </div>
      <FormError message={runOne.data?.error} />
      <PartForm
        fetcher={prompt}
        intent="recommendations-prompt"
        hidden={{ blockId: block.id }}
        className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end"
      >
        <div className="min-w-0 flex-1">
          <label htmlFor={`prompt-${block.id}`} className="mb-1 block text-xs font-medium text-slate-700">
            Additional prompt for this question
          </label>
          <TextInput id={`prompt-${block.id}`} name="additionalPrompt" defaultValue={block.additionalPrompt} />
        </div>
        <button type="submit" className={buttonClass('secondary', 'px-3 py-1.5')} disabled={prompt.state !== 'idle'}>
          Save prompt
        </button>
      </PartForm>
      <FormError message={prompt.data?.error} />
      {block.recommendations.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">No recommendations for this question yet.</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {block.recommendations.map((rec) => (
            <RecommendationItem key={rec.id} rec={rec} interviewId={interviewId} />
          ))}
        </ol>
      )}
      <AddRecommendation blockId={block.id} />
    </section>
  );
}

function RecommendationItem({ rec, interviewId }: { rec: Rec; interviewId: string }) {
  const [editing, setEditing] = useState(false);
  const remove = useFetcher<{ ok?: boolean; error?: string }>();
  return (
    <li className="rounded-md bg-slate-50 p-3">
      {editing ? (
        <RecommendationForm
          intent="recommendations-update"
          hidden={{ recommendationId: rec.id }}
          initial={rec}
          submitLabel="Save recommendation"
          onDone={() => setEditing(false)}
          onCancel={() => setEditing(false)}
          idPrefix={`edit-${rec.id}`}
        />
      ) : (
        <>
          <div className="flex flex-wrap items-start gap-2">
            <h4 className="min-w-0 flex-1 break-words font-medium text-slate-900">
              <RespondentsWords text={rec.title} isTheirs={!rec.isCustom && rec.model === BUILTIN_MODEL} />
            </h4>
            <span className="rounded bg-white px-1.5 py-0.5 text-xs text-slate-600 ring-1 ring-slate-200">
              {rec.isEdited ? `Edited · ${engineLabel(rec.model)}` : rec.isCustom ? 'Custom' : engineLabel(rec.model)}
            </span>
            {rec.isFromEarlierRun && <FromEarlierRun />}
          </div>
          {rec.isFromEarlierRun && (
            <p className="mt-1 text-xs text-slate-600">
              Your edit from an earlier run: the latest results hold no recommendation of the title it was generated with.
            </p>
          )}
          <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-700">{rec.description}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button type="button" className={buttonClass('ghost', 'px-2 py-1 text-xs')} onClick={() => setEditing(true)}>
              Edit
            </button>
            <PartForm fetcher={remove} intent="recommendations-delete" hidden={{ recommendationId: rec.id }}>
              <button type="submit" className={buttonClass('ghost', 'px-2 py-1 text-xs text-red-700')} disabled={remove.state !== 'idle'}>
                Delete <span className="sr-only">{rec.title}</span>
              </button>
            </PartForm>
          </div>
          <FormError message={remove.data?.error} />
          {rec.citations.length > 0 && (
            <details className="mt-2">
              <summary className="cursor-pointer text-sm text-brand-700">
                {rec.quoteCount} supporting {rec.quoteCount === 1 ? 'quote' : 'quotes'}
              </summary>
              <div className="mt-2">
                <CitationList citations={rec.citations} interviewId={interviewId} />
              </div>
            </details>
          )}
        </>
      )}
    </li>
  );
}

function AddRecommendation({ blockId }: { blockId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="mt-3" open={open} onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}>
      <summary className="cursor-pointer text-sm font-medium text-brand-700">Add recommendation</summary>
      <div className="mt-2">
        <RecommendationForm
          intent="recommendations-add"
          hidden={{ blockId }}
          initial={{ title: '', description: '' }}
          submitLabel="Add recommendation"
          onDone={() => setOpen(false)}
          idPrefix={`add-${blockId}`}
        />
      </div>
    </details>
  );
}

/** Title and description, both required: the button stays disabled while either is blank or while saving. */
function RecommendationForm({
  intent,
  hidden,
  initial,
  submitLabel,
  onDone,
  onCancel,
  idPrefix,
}: {
  intent: string;
  hidden: Record<string, string>;
  initial: { title: string; description: string };
  submitLabel: string;
  onDone: () => void;
  onCancel?: () => void;
  idPrefix: string;
}) {
  const fetcher = useFetcher<{ ok?: boolean; error?: string }>();
  const [title, setTitle] = useState(initial.title);
  const [description, setDescription] = useState(initial.description);
  const saving = fetcher.state !== 'idle';
  // Without scripts the fields' `required` stops a blank post; with them the button waits for both.
  const hydrated = useHydrated();
  const [sent, setSent] = useState(false);
  useEffect(() => {
    if (!sent || fetcher.state !== 'idle' || !fetcher.data?.ok) return;
    setSent(false);
    if (intent === 'recommendations-add') {
      setTitle('');
      setDescription('');
    }
    onDone();
  }, [sent, fetcher.state, fetcher.data, intent, onDone]);
  return (
    <PartForm fetcher={fetcher} intent={intent} hidden={hidden} className="space-y-2">
      <div>
        <label htmlFor={`${idPrefix}-title`} className="mb-1 block text-xs font-medium text-slate-700">
          Title
        </label>
        <TextInput id={`${idPrefix}-title`} name="title" required value={title} onChange={(e) => setTitle(e.currentTarget.value)} />
      </div>
      <div>
        <label htmlFor={`${idPrefix}-description`} className="mb-1 block text-xs font-medium text-slate-700">
          Description
        </label>
        <TextArea
          id={`${idPrefix}-description`}
          name="description"
          required
          rows={3}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
      </div>
      <FormError message={fetcher.data?.error} />
      <div className="flex gap-2">
        <button
          type="submit"
          className={buttonClass('primary', 'px-3 py-1.5')}
          disabled={hydrated && (saving || !title.trim() || !description.trim())}
          onClick={() => setSent(true)}
        >
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className={buttonClass('secondary', 'px-3 py-1.5')} onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </PartForm>
  );
}
