import { NavLink } from '@remix-run/react';

const TABS = [
  { to: 'sample', label: 'Sample' },
  { to: 'overview', label: 'Overview' },
  { to: 'chat', label: 'Analytics Chat' },
  { to: 'ai', label: 'AI Analysis' },
];

/** The Analysis sub-tabs; each link keeps the report in use, so a tab opens on the same report. */
export function AnalysisTabs({ interviewId, reportId }: { interviewId: string; reportId: string }) {
  return (
    <nav aria-label="Analysis sections">
      <ul className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1 sm:grid-cols-4">
        {TABS.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={`/interview/setup/${interviewId}/analysis/${tab.to}?report=${encodeURIComponent(reportId)}`}
              preventScrollReset
              className={({ isActive }) =>
                `block whitespace-nowrap rounded-md px-3 py-1.5 text-center text-sm font-medium ${isActive ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-600 hover:text-slate-900'}`
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
