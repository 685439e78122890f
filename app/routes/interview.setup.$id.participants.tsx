import { EmptyState } from '~/components/ui/EmptyState';

export default function ParticipantsTab() {
  return <EmptyState title="Participants are not available yet">The dialogs of this interview and their transcripts will be listed here.</EmptyState>;
}
