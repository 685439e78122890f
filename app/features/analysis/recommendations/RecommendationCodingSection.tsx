import type { SerializeFrom } from '@remix-run/node';
import { useFetcher } from '@remix-run/react';
import { type MouseEvent, useState } from 'react';

import { engineLabel } from '~/ai/model-label';
import { modelOrDefault } from '~/ai/models';
import { ModelSelect } from '~/components/ModelSelect';
import { buttonClass } from '~/components/ui/Button';
import { DateTime } from '~/components/ui/DateTime';
import { Field, TextArea } from '~/components/ui/Field';
import { FormError } from '~/components/ui/FormError';
import { HowThisWasMade } from '~/components/ui/HowThisWasMade';
import { isJobActive } from '~/jobs/job-status';
import { ProgressBar, useJobProgress } from '~/jobs/use-job-progress';
import { saveDownload } from '~/lib/save-download';

import { CitationList } from '../citations/CitationList';
import { PartForm, QuoteCounts, RefreshWhileRunning, SectionError } from '../reports/part-ui';
import { CollapsibleSection } from '../ui/CollapsibleSection';
import type { recommendationsPageData } from './recommendations-page.server';

type Data = SerializeFrom<typeof recommendationsPageData>;
type Block = Data['blocks'][number];
type Group = Block['coding']['groups'][number];

const SECTION = 'recommendation-coding';

/**
 * Recommendation Coding: per question, which recommendation each answer supports, with the answers' citations
 * and the section as an Excel file.
 */
export function RecommendationCodingSection({ data }: { data: Data }) {
  const coded = data.blocks.some((b) => b.coding.groups.some((g) => g.answers.length > 0));
  return (
    <CollapsibleSection id={SECTION} actions={coded ? <ExcelDownload reportId={data.reportId} /> : undefined}>
      <div className="space-y-4">
        <SectionError section={SECTION} />
        <QuoteCounts tally={data.codingGrounding} />
        {!coded && <p className="text-sm text-slate-600">No recommendation coding data available.</p>}
        {data.blocks.map((block) => (
          <BlockCoding key={block.id} block={block} data={data} />
        ))}
      </div>
      <HowThisWasMade madeBy={data.madeBy.coding} />
    </CollapsibleSection>
  );
}

/**
 * A plain link without scripts; with them the file is fetched so a failure can say 'Failed to download Excel file',
 * and saved under the name the server gives (Content-Disposition).
 */
function ExcelDownload({ reportId }: { reportId: string }) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const href = `/api/download_report_excel/${reportId}?part=recommendation-coding`;
  const download = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setState('busy');
    try {
      const response = await fetch(href);
      if (!response.ok) throw new Error(String(response.status));
      await saveDownload(response, 'recommendation-coding.xlsx');
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <a href={href} onClick={download} aria-disabled={state === 'busy'} className={buttonClass('secondary', 'px-3 py-1.5')}>
        Download Excel
      </a>
      {state === 'failed' && <FormError inline message="Failed to download Excel file" />}
    </div>
  );
}

function BlockCoding({ block, data }: { block: Block; data: Data }) {
  const fetcher = useFetcher<{ ok?: boolean; error?: string }>();
  const job = useJobProgress(block.codingJob);
  const active = isJobActive(job);
  const headingId = `rec-coding-${block.id}`;
  const coding = block.coding;
  const hasCoding = coding.groups.some((g) => g.answers.length > 0);
  return (
    <section aria-labelledby={headingId} className="rounded-md border border-slate-200 p-3 sm:p-4">
      {active && <RefreshWhileRunning />}
      <h3 id={headingId} className="break-words font-semibold text-slate-900">
        {block.title}
      </h3>
      <PartForm
        fetcher={fetcher}
        intent={active ? 'recommendations-coding-stop' : 'recommendations-coding-run'}
        hidden={{ blockId: block.id }}
        className="mt-3 grid gap-3 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)_auto] sm:items-end"
      >
        <Field id={`coding-model-${block.id}`} label="Model">
          <ModelSelect models={data.models} defaultValue={modelOrDefault(coding.model, data.models, data.defaultModel)} />
        </Field>
        <div>
          <label htmlFor={`coding-prompt-${block.id}`} className="mb-1 block text-sm font-medium text-slate-700">
            Additional instructions (optional)
          </label>
          <TextArea id={`coding-prompt-${block.id}`} name="additionalPrompt" rows={1} defaultValue={block.codingPrompt} />
        </div>
        <button
          type="submit"
          className={buttonClass(active ? 'secondary' : 'primary')}
          disabled={fetcher.state !== 'idle' || (!active && block.recommendations.length === 0)}
        >
          {active ? 'Stop' : 'Run Coding'}
        </button>
      </PartForm>
      {block.recommendations.length === 0 && (
        <p className="mt-2 text-xs text-slate-600">Generate or add recommendations for this question first.</p>
      )}
      {job && active && (
        <div className="mt-3">
          <ProgressBar job={job} label="Coding answers" />
        </div>
      )}
      {job?.status === 'error' && <FormError message={job.error ?? 'Failed to run recommendation coding'} />}
      <FormError message={fetcher.data?.error} />
      {hasCoding && (
        <>
          <p className="mt-3 text-xs text-slate-600">
            {coding.model && <>Model: {engineLabel(coding.model)} · </>}
            {coding.codedAt && (
              <>
                Coded: <DateTime value={coding.codedAt} /> ·{' '}
              </>
            )}
            {coding.answered} answers, {coding.unclassified} not classified
            {!active && block.codingOutcome && block.codingOutcome.dropped > 0 && (
              <> · {block.codingOutcome.dropped} dropped: their quote could not be verified</>
            )}
          </p>
          <ul className="mt-3 space-y-2">
            {coding.groups.map((group) => (
              <CodingGroup key={group.recommendationId} group={group} interviewId={data.interviewId} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function CodingGroup({ group, interviewId }: { group: Group; interviewId: string }) {
  return (
    <li>
      <details className="rounded-md bg-slate-50">
        <summary className="flex cursor-pointer flex-wrap items-center gap-2 p-3">
          <span className="min-w-0 flex-1 break-words font-medium text-slate-900">{group.title}</span>
          <span className="rounded-full bg-white px-2 py-0.5 text-xs font-medium text-slate-700 ring-1 ring-slate-200">
            {group.answers.length} {group.answers.length === 1 ? 'answer' : 'answers'}
          </span>
        </summary>
        <div className="space-y-2 px-3 pb-3">
          {group.answers.length === 0 ? (
            <p className="text-sm text-slate-600">No answers classified in this group</p>
          ) : (
            group.answers.map((answer) => (
              <details key={answer.answerId} className="rounded-md bg-white p-3 ring-1 ring-slate-200">
                <summary className="cursor-pointer text-sm">
                  <span className="font-medium text-slate-900">{answer.label}</span>
                  <span className="text-slate-600">
                    {' '}
                    · {answer.citations.length} {answer.citations.length === 1 ? 'citation' : 'citations'}
                    {answer.relevance !== null && <> · relevance {Math.round(answer.relevance * 100)} %</>}
                  </span>
                  <span className="mt-1 line-clamp-3 block whitespace-pre-line break-words text-slate-700">{answer.answer}</span>
                </summary>
                <div className="mt-3">
                  <CitationList citations={answer.citations} interviewId={interviewId} viewLabel="View Interview" />
                </div>
              </details>
            ))
          )}
        </div>
      </details>
    </li>
  );
}
