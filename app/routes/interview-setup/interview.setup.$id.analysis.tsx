import type { LoaderFunctionArgs } from '@remix-run/node';
import { Outlet, useLoaderData, useLocation } from '@remix-run/react';

import { AnalysisTabs } from '~/features/analysis/reports/AnalysisTabs';
import { reportForRequest } from '~/features/analysis/reports/report-request.server';
import { reportSegmentChoices, reportSegmentView } from '~/features/analysis/reports/report-segment.server';
import { ReportBar } from '~/features/analysis/reports/ReportBar';
import { RerunAfterDeletionNotice } from '~/features/analysis/reports/RerunAfterDeletionNotice';
import { requireUser } from '~/features/auth/session.server';
import { interviewFor } from '~/features/teams/access.server';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const interview = interviewFor(user.id, params.id, 'read');
  const { report, reports, notice } = reportForRequest(user.id, interview.id, request);
  const summary = (r: typeof report) => ({ id: r.id, name: r.name, createdAt: r.createdAt });
  return {
    interviewId: interview.id,
    report: summary(report),
    reports: reports.map(summary),
    notice,
    // A dialog this report used was deleted (withdrawn by its respondent, or past the retention period) since its last run.
    rerunNeededSince: report.rerunNeededSince,
    segment: reportSegmentView(report),
    segmentChoices: reportSegmentChoices(interview.id),
  };
}

export default function AnalysisLayout() {
  const { interviewId, report, reports, notice, rerunNeededSince, segment, segmentChoices } = useLoaderData<typeof loader>();
  const tab = useLocation().pathname.split('/analysis/')[1] ?? 'sample';
  return (
    <div className="space-y-4">
      <ReportBar interviewId={interviewId} report={report} reports={reports} tab={tab} segment={segment} segmentChoices={segmentChoices} />
      {notice && (
        <p role="alert" className="rounded-md bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200">
          {notice}
        </p>
      )}
      {rerunNeededSince && <RerunAfterDeletionNotice since={rerunNeededSince} />}
      <AnalysisTabs interviewId={interviewId} reportId={report.id} />
      <Outlet />
    </div>
  );
}
