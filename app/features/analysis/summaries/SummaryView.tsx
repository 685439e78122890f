import type { SerializeFrom } from '@remix-run/node';
import { useFetcher } from '@remix-run/react';

import { engineLabel } from '~/ai/model-label';
import { type ModelOption, modelOrDefault } from '~/ai/models';
import type { GroundingTally } from '~/ai/quotes/verify-quotes';
import { ModelSelect } from '~/components/ModelSelect';
import { buttonClass } from '~/components/ui/Button';
import { DateTime } from '~/components/ui/DateTime';
import { Field } from '~/components/ui/Field';

import { CitationList } from '../citations/CitationList';
import { PartForm, QuoteCounts, SectionError } from '../reports/part-ui';
import { EXTRACTIVE_LABEL } from './labels';
import type { PageSummary } from './summaries-page.server';

type Summary = SerializeFrom<PageSummary>;

/** Model, generated date and Regenerate Summary, the same for both summaries. */
export function SummaryHeader({
  section,
  intent,
  models,
  defaultModel,
  first,
  tally,
  buttonLabel,
}: {
  section: string;
  intent: string;
  models: ModelOption[];
  defaultModel: string;
  first: Summary | null;
  tally: SerializeFrom<GroundingTally> | null;
  buttonLabel: string;
}) {
  const fetcher = useFetcher<{ ok?: boolean; error?: string }>();
  const busy = fetcher.state !== 'idle';
  return (
    <div className="space-y-3">
      <PartForm fetcher={fetcher} intent={intent} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <Field id={`${section}-model`} label="Model" className="sm:w-56">
          <ModelSelect models={models} defaultValue={modelOrDefault(first?.model, models, defaultModel)} />
        </Field>
        <button type="submit" className={buttonClass('primary')} disabled={busy}>
          {busy ? 'Generating…' : buttonLabel}
        </button>
      </PartForm>
      <SectionError section={section} fetcherError={fetcher.data?.error} />
      {first && (
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
          <span>Model: {engineLabel(first.model)}</span>
          <span>
            Generated: <DateTime value={first.generatedAt} />
          </span>
          {first.extractive && (
            <span className="rounded bg-amber-50 px-1.5 py-0.5 font-medium text-amber-800 ring-1 ring-amber-200">{EXTRACTIVE_LABEL}</span>
          )}
          <QuoteCounts tally={tally} />
        </div>
      )}
    </div>
  );
}

/** A summary's points, each with the verified quotes it rests on. */
export function SummaryPoints({ summary, interviewId }: { summary: Summary; interviewId: string }) {
  if (summary.points.length === 0)
    return <p className="text-sm text-slate-600">No point of this summary could be backed by a verified quote.</p>;
  return (
    <ul className="space-y-3">
      {summary.points.map((point, i) => (
        <li key={i} className="text-sm text-slate-800">
          <p className="break-words">{point.text}</p>
          <details className="mt-1">
            <summary className="cursor-pointer text-xs text-brand-700">
              {point.quoteCount} supporting {point.quoteCount === 1 ? 'quote' : 'quotes'}
            </summary>
            <div className="mt-2">
              <CitationList citations={point.citations} interviewId={interviewId} />
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}
