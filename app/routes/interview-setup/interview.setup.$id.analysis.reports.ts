import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node';

import { chosenSegment } from '~/features/analysis/reports/report-segment.server';
import { chooseReport, createReport, deleteReport, renameReport } from '~/features/analysis/reports/reports.server';
import { analysisPath, type ReportAction, reportActionSchema } from '~/features/analysis/reports/schemas';
import { requireUser } from '~/features/auth/session.server';
import { interviewFor } from '~/features/teams/access.server';
import { DomainError, statusOf } from '~/lib/errors';
import { HTTP_STATUS } from '~/lib/http-status';
import { BODY_LIMITS, readFormBody } from '~/lib/request-body.server';

/** Nothing to show here: the report bar's forms post to this address. */
export async function loader({ params }: LoaderFunctionArgs) {
  return redirect(analysisPath(params.id!, undefined));
}

/** The report bar's create, rename and delete; each returns to the Analysis tab it was posted from. */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const interview = interviewFor(user.id, params.id, 'write');
  const parsed = reportActionSchema.safeParse(Object.fromEntries(await readFormBody(request, BODY_LIMITS.form)));
  // The browser enforces these too (required, maxLength): only a hand-made request gets here.
  if (!parsed.success)
    return Response.json({ error: parsed.error.issues[0]?.message ?? 'Invalid report' }, { status: HTTP_STATUS.badRequest });
  try {
    return reportAction(user.id, interview.id, parsed.data);
  } catch (error) {
    // A report of another interview: the spec's 'Report ID {id} not found'.
    if (error instanceof DomainError) return Response.json({ error: error.message }, { status: statusOf(error) });
    throw error;
  }
}

function reportAction(userId: string, interviewId: string, input: ReportAction) {
  switch (input.intent) {
    case 'create': {
      const report = createReport(interviewId, input.name, chosenSegment(interviewId, input.segment, input.segmentValue));
      chooseReport(userId, interviewId, report.id);
      return redirect(analysisPath(interviewId, input.back, report.id));
    }
    case 'rename':
      renameReport(interviewId, input.reportId, input.name);
      return redirect(analysisPath(interviewId, input.back, input.reportId));
    case 'delete':
      deleteReport(interviewId, input.reportId);
      // The next page falls back to the latest report, or a new one when this was the last.
      return redirect(analysisPath(interviewId, input.back));
  }
}
