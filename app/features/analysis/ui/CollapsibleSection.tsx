import { useEffect, useRef, type ReactNode } from 'react';

const storageKey = (id: string) => `analysis-section:${id}`;

/**
 * A section of the AI Analysis page: a <details> element, so it opens and closes without JavaScript; with it, the
 * researcher's choice is remembered in this browser.
 */
export function CollapsibleSection({ id, title, summary, actions, children, defaultOpen = true }: { id: string; title: string; summary?: ReactNode; actions?: ReactNode; children: ReactNode; defaultOpen?: boolean }) {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const stored = window.localStorage.getItem(storageKey(id));
    if (stored !== null && ref.current) ref.current.open = stored === 'open';
  }, [id]);
  return (
    <details
      ref={ref}
      id={id}
      open={defaultOpen}
      onToggle={(event) => window.localStorage.setItem(storageKey(id), (event.currentTarget as HTMLDetailsElement).open ? 'open' : 'closed')}
      className="group rounded-lg bg-white shadow-sm ring-1 ring-slate-200"
    >
      <summary className="flex cursor-pointer list-none items-center gap-3 p-4 md:px-6 [&::-webkit-details-marker]:hidden">
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="h-4 w-4 shrink-0 text-slate-500 transition group-open:rotate-90">
          <path fillRule="evenodd" d="M7.21 14.77a.75.75 0 0 1 .02-1.06L11.168 10 7.23 6.29a.75.75 0 1 1 1.04-1.08l4.5 4.25a.75.75 0 0 1 0 1.08l-4.5 4.25a.75.75 0 0 1-1.06-.02Z" clipRule="evenodd" />
        </svg>
        <h2 className="min-w-0 flex-1 text-base font-semibold text-slate-900">{title}</h2>
        {summary && <span className="text-sm text-slate-600">{summary}</span>}
      </summary>
      <div className="border-t border-slate-200 p-4 md:p-6">
        {actions && <div className="mb-4 flex flex-wrap gap-2">{actions}</div>}
        {children}
      </div>
    </details>
  );
}
