import { EmptyState } from '~/components/ui/EmptyState';

export default function RecruitTab() {
  return <EmptyState title="Coming Soon">Recruiting respondents from panel providers will be available here.</EmptyState>;
}
