import { NavLink } from '@remix-run/react';

const TABS = [
  { to: '', label: 'Setup', end: true },
  { to: 'recruit', label: 'Recruit' },
  { to: 'respondents', label: 'AI Respondents' },
  { to: 'participants', label: 'Participants and Interviews' },
  { to: 'analysis', label: 'Analysis' },
];

/** One URL per tab, so a reload keeps the tab and the back button moves between them. */
export function SetupTabs({ interviewId }: { interviewId: string }) {
  return (
    <nav aria-label="Interview sections" className="border-b border-slate-200">
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        {TABS.map((tab) => (
          <li key={tab.label}>
            <NavLink
              to={`/interview/setup/${interviewId}${tab.to ? `/${tab.to}` : ''}`}
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
  );
}
