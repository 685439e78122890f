import type { LoaderFunctionArgs } from '@remix-run/node';
import { Outlet, useLoaderData } from '@remix-run/react';

import { TabNav } from '~/components/ui/TabNav';
import { reportForRequest } from '~/features/analysis/reports/report-request.server';
import { requireUser } from '~/features/auth/session.server';
import { interviewFor } from '~/features/teams/access.server';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const interview = interviewFor(user.id, params.id, 'read');
  return { interviewId: interview.id, reportId: reportForRequest(user.id, interview.id, request).report.id };
}

/** AI Analysis has tabs of its own; each keeps the report in use. */
export default function AiAnalysisLayout() {
  const { interviewId, reportId } = useLoaderData<typeof loader>();
  const link = (path: string) => `/interview/setup/${interviewId}/analysis/ai${path}?report=${encodeURIComponent(reportId)}`;
  return (
    <div className="space-y-4">
      <TabNav
        label="AI Analysis sections"
        tabs={[
          { to: link(''), label: 'Analysis', end: true },
          { to: link('/search'), label: 'Vector Search' },
        ]}
      />
      <Outlet />
    </div>
  );
}
