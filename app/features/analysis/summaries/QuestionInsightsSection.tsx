import type { SerializeFrom } from '@remix-run/node';

import { HowThisWasMade } from '~/components/ui/HowThisWasMade';

import { EarlierVotes } from '../reports/EarlierRun';
import { CollapsibleSection } from '../ui/CollapsibleSection';
import type { summariesPageData } from './summaries-page.server';
import { SummaryHeader, SummaryPoints } from './SummaryView';

/** Question Insights Summary: per question, its summary with the response count and recommendations analysed. */
export function QuestionInsightsSection({ data }: { data: SerializeFrom<typeof summariesPageData> }) {
  const first = data.question[0] ?? null;
  return (
    <CollapsibleSection id="question-insights">
      <div className="space-y-4">
        <SummaryHeader
          section="question-insights"
          intent="summaries-question"
          models={data.models}
          defaultModel={data.defaultModel}
          first={first}
          tally={data.questionGrounding}
          buttonLabel={first ? 'Regenerate Summary' : 'Generate Summary'}
        />
        {data.question.length === 0 && <p className="text-sm text-slate-600">No question insights summary yet.</p>}
        {data.question.map((summary) => (
          <section key={summary.id} aria-labelledby={`qi-${summary.id}`} className="rounded-md border border-slate-200 p-3 sm:p-4">
            <h3 id={`qi-${summary.id}`} className="break-words font-semibold text-slate-900">
              {summary.title}
            </h3>
            <p className="mb-2 text-xs text-slate-600">
              {summary.totalResponses ?? 0} responses · {summary.recommendationsAnalyzed ?? 0} recommendations analysed
            </p>
            <SummaryPoints summary={summary} interviewId={data.interviewId} />
          </section>
        ))}
      </div>
      <EarlierVotes votes={data.earlierVotes.question} interviewId={data.interviewId} />
      <HowThisWasMade madeBy={data.madeBy.question} />
    </CollapsibleSection>
  );
}
