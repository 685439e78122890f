import { NavLink } from '@remix-run/react';

export type Tab = { to: string; label: string; end?: boolean };

/** Underlined tabs that are links: one URL per tab, so a reload keeps the tab and the back button moves between them. */
export function TabNav({ label, tabs }: { label: string; tabs: Tab[] }) {
  return (
    <nav aria-label={label} className="border-b border-slate-200">
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        {tabs.map((tab) => (
          <li key={tab.label}>
            <NavLink
              to={tab.to}
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
