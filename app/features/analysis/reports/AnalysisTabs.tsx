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
      <ul className="flex gap-1 overflow-x-auto rounded-lg bg-slate-100 p-1">
        {TABS.map((tab) => (
          <li key={tab.to} className="flex-1">
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
