import type { SerializeFrom } from '@remix-run/node';
import { CollapsibleSection } from '../ui/CollapsibleSection';
import type { topicsPageData } from './topics-page.server';

export function BlocksAnalysisSection({ data }: { data: SerializeFrom<typeof topicsPageData> }) {
  void data;
  return (
    <CollapsibleSection id="coding-blocks-analysis" title="Coding Blocks Analysis">
      <p className="text-sm text-slate-600">Run the analysis to see results here.</p>
    </CollapsibleSection>
  );
}
