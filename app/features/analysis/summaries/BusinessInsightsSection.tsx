import type { SerializeFrom } from '@remix-run/node';

import { HowThisWasMade } from '~/components/ui/HowThisWasMade';

import { EarlierVotes } from '../reports/EarlierRun';
import { CollapsibleSection } from '../ui/CollapsibleSection';
import type { summariesPageData } from './summaries-page.server';
import { SummaryHeader, SummaryPoints } from './SummaryView';

/** Business Insights Summary: the same pattern as the question insights, with the total of blocks analysed. */
export function BusinessInsightsSection({ data }: { data: SerializeFrom<typeof summariesPageData> }) {
  const summary = data.business;
  return (
    <CollapsibleSection id="business-insights">
      <div className="space-y-4">
        <SummaryHeader
          section="business-insights"
          intent="summaries-business"
          models={data.models}
          defaultModel={data.defaultModel}
          first={summary}
          tally={data.businessGrounding}
          buttonLabel={summary ? 'Regenerate Summary' : 'Generate Summary'}
        />
        {summary ? (
          <>
            <p className="text-xs text-slate-600">{summary.totalBlocksAnalyzed ?? 0} blocks analysed</p>
            <SummaryPoints summary={summary} interviewId={data.interviewId} />
          </>
        ) : (
          <p className="text-sm text-slate-600">No business insights summary yet.</p>
        )}
      </div>
      <EarlierVotes votes={data.earlierVotes.business} interviewId={data.interviewId} />
      <HowThisWasMade madeBy={data.madeBy.business} />
    </CollapsibleSection>
  );
}
