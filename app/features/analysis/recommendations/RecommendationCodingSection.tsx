import type { SerializeFrom } from '@remix-run/node';
import { CollapsibleSection } from '../ui/CollapsibleSection';
import type { recommendationsPageData } from './recommendations-page.server';

export function RecommendationCodingSection({ data }: { data: SerializeFrom<typeof recommendationsPageData> }) {
  void data;
  return (
    <CollapsibleSection id="recommendation-coding" title="Recommendation Coding">
      <p className="text-sm text-slate-600">Run the analysis to see results here.</p>
    </CollapsibleSection>
  );
}
