import { EmptyState } from '~/components/ui/EmptyState';

export default function AiRespondentsTab() {
  return <EmptyState title="AI Respondents are not available yet">Simulated respondents played by AI personas will appear here.</EmptyState>;
}
