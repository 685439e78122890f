import type { LoaderFunctionArgs } from '@remix-run/node';
import { z } from 'zod';

import { reportWithData } from '~/features/analysis/page/report-data.server';
import { createReport, latestReport, requireReport } from '~/features/analysis/reports/reports.server';
import { requireApiUser } from '~/features/auth/session.server';
import { interviewFor } from '~/features/teams/access.server';
import { NotFound } from '~/lib/errors';
import { HTTP_STATUS } from '~/lib/http-status';
import { answerJson } from '~/lib/json-errors.server';

const querySchema = z.object({
  report_id: z.string().min(1).max(64).optional(),
  create: z.enum(['true', 'false']).optional(),
  name: z.string().trim().max(120).optional(),
});

/**
 * GET → { data: report }: `report_id` names one (404 'Report ID {id} not found' when it is not this
 * interview's); without it, the latest (404 when there is none); `create=true` makes a new one, only for a request
 * that shows it comes from this site (a link on another site would otherwise add reports with the owner's cookie).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const query = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  // Creating a report is a change: refused to a viewer (403), like every other.
  const interview = interviewFor(user.id, params.id, query.data?.create === 'true' ? 'write' : 'read');
  if (!query.success) return Response.json({ error: 'Invalid report query' }, { status: HTTP_STATUS.badRequest });
  const { report_id: reportId, create, name } = query.data;
  if (create === 'true' && !context.sameOrigin)
    return Response.json({ error: 'Cross-site request refused' }, { status: HTTP_STATUS.forbidden });
  return answerJson(() => {
    if (create === 'true')
      return Response.json({ data: reportWithData(interview, createReport(interview.id, name), user.id) }, { status: HTTP_STATUS.created });
    const report = reportId ? requireReport(interview.id, reportId) : latestReport(interview.id);
    if (!report) throw new NotFound('No report found');
    return { data: reportWithData(interview, report, user.id) };
  });
}
