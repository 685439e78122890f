import type { LoaderFunctionArgs } from '@remix-run/node';

import { reportJson } from '~/features/analysis/reports/report-json';
import { listReports } from '~/features/analysis/reports/reports.server';
import { requireApiUser } from '~/features/auth/session.server';
import { interviewFor } from '~/features/teams/access.server';
import { answerJson } from '~/lib/json-errors.server';

/** GET → { data: [report, ...] }, newest first; an empty list when the interview has none yet. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const interview = interviewFor(user.id, params.id, 'read');
  return answerJson(() => ({ data: listReports(interview.id).map(reportJson) }));
}
