import type { LoaderFunctionArgs } from '@remix-run/node';

import { interviewDialogs } from '~/features/analysis/reports/report-dialogs.server';
import { requireApiUser } from '~/features/auth/session.server';
import { dialogLabel } from '~/features/participants/format';
import { interviewFor } from '~/features/teams/access.server';

/** GET → { data: [{ id, short_link, ... }] }: the interview's dialogs with a real answer, previews never. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const interview = interviewFor(user.id, params.id, 'read');
  const data = interviewDialogs(interview.id).map((d) => ({
    id: d.id,
    short_link: d.shortLink,
    label: dialogLabel(d.shortLink),
    is_generated: d.isGenerated,
    ai_respondent: d.aiRespondent,
    completed: d.completedAt !== null,
    created_at: d.createdAt.toISOString(),
  }));
  return Response.json({ data });
}
