import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

import { interviewOverview } from '~/features/analysis/overview/overview.server';
import { OverviewPanel } from '~/features/analysis/overview/OverviewPanel';
import { reportSaturation } from '~/features/analysis/overview/saturation.server';
import { reportForRequest } from '~/features/analysis/reports/report-request.server';
import { requireUser } from '~/features/auth/session.server';
import { interviewFor } from '~/features/teams/access.server';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const interview = interviewFor(user.id, params.id, 'read');
  const { report } = reportForRequest(user.id, interview.id, request);
  const base = `/interview/setup/${interview.id}`;
  const inReport = `?report=${encodeURIComponent(report.id)}`;
  return {
    overview: interviewOverview(interview, report),
    saturation: reportSaturation(interview, report, user.id),
    links: { sample: `${base}/analysis/sample${inReport}`, recruit: `${base}/recruit`, aiAnalysis: `${base}/analysis/ai${inReport}` },
  };
}

export default function OverviewTab() {
  const { overview, saturation, links } = useLoaderData<typeof loader>();
  return <OverviewPanel overview={overview} saturation={saturation} links={links} />;
}
