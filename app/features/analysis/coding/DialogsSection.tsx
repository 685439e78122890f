import type { SerializeFrom } from '@remix-run/node';
import { CollapsibleSection } from '../ui/CollapsibleSection';
import type { codingPageData } from './coding-page.server';

export function DialogsSection({ data }: { data: SerializeFrom<typeof codingPageData> }) {
  void data;
  return (
    <CollapsibleSection id="individual-dialogs" title="Individual Dialogs">
      <p className="text-sm text-slate-600">Run the analysis to see results here.</p>
    </CollapsibleSection>
  );
}
