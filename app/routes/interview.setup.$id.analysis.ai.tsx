import type { LoaderFunctionArgs } from '@remix-run/node';
import { NavLink, Outlet, useLoaderData } from '@remix-run/react';
import { requireUser } from '~/features/auth/session.server';
import { reportForRequest } from '~/features/analysis/reports/report-request.server';
import { getOwnedInterview } from '~/features/interviews/interviews.server';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const interview = getOwnedInterview(user.id, params.id);
  return { interviewId: interview.id, reportId: reportForRequest(user.id, interview.id, request).report.id };
}

const TABS = [
  { to: '', label: 'Analysis', end: true },
  { to: '/search', label: 'Vector Search', end: false },
];

/** AI Analysis has tabs of its own (spec §2). */
export default function AiAnalysisLayout() {
  const { interviewId, reportId } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-4">
      <nav aria-label="AI Analysis sections" className="border-b border-slate-200">
        <ul className="-mb-px flex gap-1">
          {TABS.map((tab) => (
            <li key={tab.label}>
              <NavLink
                to={`/interview/setup/${interviewId}/analysis/ai${tab.to}?report=${encodeURIComponent(reportId)}`}
                end={tab.end}
                preventScrollReset
                className={({ isActive }) =>
                  `block whitespace-nowrap border-b-2 px-4 py-2 text-sm font-medium ${isActive ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'}`
                }
              >
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
