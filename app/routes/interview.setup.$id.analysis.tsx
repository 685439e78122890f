import { EmptyState } from '~/components/ui/EmptyState';

export default function AnalysisTab() {
  return <EmptyState title="Analysis is not available yet">Quality scores, coding, answers and summaries of the dialogs will appear here.</EmptyState>;
}
