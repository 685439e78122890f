import type { SerializeFrom } from '@remix-run/node';
import { CollapsibleSection } from '../ui/CollapsibleSection';
import type { summariesPageData } from './summaries-page.server';

export function QuestionInsightsSection({ data }: { data: SerializeFrom<typeof summariesPageData> }) {
  void data;
  return (
    <CollapsibleSection id="question-insights" title="Question Insights Summary">
      <p className="text-sm text-slate-600">Run the analysis to see results here.</p>
    </CollapsibleSection>
  );
}
