import { Badge } from '~/components/ui/Badge';

import type { ParticipantStatus } from './format';

const tones = { Completed: 'green', 'In Progress': 'yellow', 'Generating...': 'slate', 'No answer': 'slate' } as const;

export function StatusBadge({ status }: { status: ParticipantStatus }) {
  return <Badge tone={tones[status]}>{status}</Badge>;
}
