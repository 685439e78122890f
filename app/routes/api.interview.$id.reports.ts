import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireApiUser } from '~/features/auth/session.server';
import { reportJson } from '~/features/analysis/reports/report-json';
import { listReports } from '~/features/analysis/reports/reports.server';
import { getOwnedInterview } from '~/features/interviews/interviews.server';
import { answerJson } from '~/lib/json-errors.server';

/** GET → { data: [report, ...] }, newest first; an empty list when the interview has none yet. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const interview = getOwnedInterview(user.id, params.id);
  return answerJson(() => ({ data: listReports(interview.id).map(reportJson) }));
}
