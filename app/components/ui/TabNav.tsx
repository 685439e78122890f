import { NavLink, useLocation } from '@remix-run/react';
import { useEffect, useRef } from 'react';

export type Tab = { to: string; label: string; end?: boolean };

/** Underlined tabs that are links: one URL per tab, so a reload keeps the tab and the back button moves between them. */
export function TabNav({ label, tabs }: { label: string; tabs: Tab[] }) {
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // On a narrow screen the strip scrolls sideways: keep the current tab in view.
  useEffect(() => {
    const current = list.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (current && list.current) list.current.scrollLeft = current.offsetLeft - list.current.offsetLeft - 16;
  }, [pathname]);
  return (
    <nav aria-label={label} className="border-b border-slate-200">
      <ul ref={list} className="-mb-px flex gap-1 overflow-x-auto">
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
