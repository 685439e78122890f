import type { SerializeFrom } from '@remix-run/node';
import { CollapsibleSection } from '../ui/CollapsibleSection';
import type { recommendationsPageData } from './recommendations-page.server';

export function RecommendationsSection({ data }: { data: SerializeFrom<typeof recommendationsPageData> }) {
  void data;
  return (
    <CollapsibleSection id="recommendations-by-topic" title="Recommendations by Topic">
      <p className="text-sm text-slate-600">Run the analysis to see results here.</p>
    </CollapsibleSection>
  );
}
