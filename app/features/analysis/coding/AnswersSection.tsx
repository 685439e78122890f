import type { SerializeFrom } from '@remix-run/node';
import { CollapsibleSection } from '../ui/CollapsibleSection';
import type { codingPageData } from './coding-page.server';

export function AnswersSection({ data }: { data: SerializeFrom<typeof codingPageData> }) {
  void data;
  return (
    <CollapsibleSection id="individual-answers" title="Individual Answers">
      <p className="text-sm text-slate-600">Run the analysis to see results here.</p>
    </CollapsibleSection>
  );
}
