import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { requireUser } from '~/features/auth/session.server';
import { interviewOverview } from '~/features/analysis/overview/overview.server';
import { OverviewPanel } from '~/features/analysis/overview/OverviewPanel';
import { reportForRequest } from '~/features/analysis/reports/report-request.server';
import { getOwnedInterview } from '~/features/interviews/interviews.server';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const interview = getOwnedInterview(user.id, params.id);
  const { report } = reportForRequest(user.id, interview.id, request);
  const base = `/interview/setup/${interview.id}`;
  return {
    overview: interviewOverview(interview, report),
    links: { sample: `${base}/analysis/sample?report=${encodeURIComponent(report.id)}`, recruit: `${base}/recruit` },
  };
}

export default function OverviewTab() {
  const { overview, links } = useLoaderData<typeof loader>();
  return <OverviewPanel overview={overview} links={links} />;
}
