import { Link, useFetcher } from '@remix-run/react';

import { engineLabel } from '~/ai/model-label';
import { buttonClass } from '~/components/ui/Button';
import { FormError } from '~/components/ui/FormError';
import { HowThisWasMade } from '~/components/ui/HowThisWasMade';
import { dialogLabel } from '~/features/participants/format';

import { CitationList } from '../citations/CitationList';
import { quoteHref } from '../citations/quote-links';
import { EarlierVotes } from '../reports/EarlierRun';
import { CollapsibleSection } from '../ui/CollapsibleSection';
import { RunInfo, type TopicsData, useTopicsError } from './TopicParts';

/** Insights from Individual Coding: plain sentences per block from the counts, and the executive summary. */
export function CodingInsightsSection({ data }: { data: TopicsData }) {
  const { run, insights, executive } = data;
  const summary = useFetcher<{ intent?: string; error?: string }>();
  const error = useTopicsError('topics-executive-summary', summary.data);
  return (
    <CollapsibleSection id="coding-insights">
      {!run ? (
        <p className="text-sm text-slate-600">Run the analysis to see results here.</p>
      ) : (
        <div className="space-y-5">
          <RunInfo run={run} />
          <ul className="space-y-4">
            {insights.map((insight) => (
              <li key={insight.block} className="space-y-1">
                <h3 className="text-sm font-semibold text-slate-900 [overflow-wrap:anywhere]">{insight.block}</h3>
                <p className="text-sm text-slate-700">{insight.sentences.join(' ')}</p>
                {insight.quote && (
                  <figure className="border-l-4 border-brand-500 pl-3">
                    <blockquote className="text-sm text-slate-900">“{insight.quote.text}”</blockquote>
                    <figcaption className="text-xs">
                      <Link to={quoteHref(data.interviewId, insight.quote)} className="font-medium text-brand-700 underline">
                        {dialogLabel(insight.quote.shortLink)} · View in Interview
                      </Link>
                    </figcaption>
                  </figure>
                )}
              </li>
            ))}
          </ul>
          <section aria-labelledby="executive-summary" className="space-y-3 rounded-md bg-slate-50 p-3 ring-1 ring-slate-200">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 id="executive-summary" className="text-sm font-semibold text-slate-900">
                Executive summary
              </h3>
              <summary.Form method="post" preventScrollReset>
                <input type="hidden" name="intent" value="topics-executive-summary" />
                <button type="submit" className={buttonClass('secondary')} disabled={summary.state !== 'idle'}>
                  {summary.state !== 'idle' ? 'Writing…' : executive ? 'Regenerate Summary' : 'Generate Summary'}
                </button>
              </summary.Form>
            </div>
            <FormError inline message={error} />
            {executive ? (
              <>
                <p className="text-xs text-slate-600">
                  {executive.extractive
                    ? 'Extractive summary: the key topics with their most representative quote, not written prose'
                    : 'Written by the model from the key topics; each point rests on a verified quote'}{' '}
                  · {engineLabel(executive.model)} ·{' '}
                  {new Date(executive.generatedAt).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })}{' '}
                  UTC
                </p>
                <ol className="space-y-3">
                  {executive.points.map((point, i) => (
                    <li key={i} className="space-y-2">
                      <p className="text-sm text-slate-900">{point.text}</p>
                      {point.citation && <CitationList citations={[point.citation]} interviewId={data.interviewId} />}
                    </li>
                  ))}
                </ol>
                <HowThisWasMade madeBy={executive.madeBy} className="mt-2" />
              </>
            ) : (
              <p className="text-sm text-slate-600">No executive summary yet.</p>
            )}
          </section>
        </div>
      )}
      <EarlierVotes votes={data.earlierVotes.codingInsights} interviewId={data.interviewId} />
      <HowThisWasMade madeBy={data.run?.madeBy ?? []} />
    </CollapsibleSection>
  );
}
