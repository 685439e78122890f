import type { SerializeFrom } from '@remix-run/node';
import { CollapsibleSection } from '../ui/CollapsibleSection';
import type { topicsPageData } from './topics-page.server';

export function KeyTopicsSection({ data }: { data: SerializeFrom<typeof topicsPageData> }) {
  void data;
  return (
    <CollapsibleSection id="key-topics" title="Key Topics">
      <p className="text-sm text-slate-600">Run the analysis to see results here.</p>
    </CollapsibleSection>
  );
}
