import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';

import { hashTarget } from './reveal';
import { SECTION_TITLES, type SectionId } from './section-index';
import { useSectionIndex } from './SectionIndex';

const storageKey = (id: string) => `analysis-section:${id}`;

const SectionIdContext = createContext<string>('page');
/** The section an element is in, to give what it shows ids that are unique on the page. */
export const useSectionId = () => useContext(SectionIdContext);

/**
 * A section of the AI Analysis page: a <details> element, so it opens and closes without JavaScript. Its summary
 * line comes from the page's section index; on a long report it starts collapsed to that line. The id is on the
 * section's content: a link to it (the index's, or a form's redirect) makes the browser open the section and focus
 * it. With JavaScript, the researcher's choice is remembered in this browser.
 */
export function CollapsibleSection({ id, actions, children }: { id: SectionId; actions?: ReactNode; children: ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const index = useSectionIndex();
  const summary = index?.sections.find((section) => section.id === id)?.summary;
  // Decided once: a report growing past long while it runs does not close what the researcher is reading.
  const [defaultOpen] = useState(() => !index?.isLong);
  useEffect(() => {
    const stored = window.localStorage.getItem(storageKey(id));
    const target = hashTarget(window.location.hash);
    // The section the URL points into stays open.
    if (stored !== null && ref.current && !(target && ref.current.contains(target))) ref.current.open = stored === 'open';
  }, [id]);
  const titleId = `${id}-title`;
  return (
    <details
      ref={ref}
      open={defaultOpen}
      onToggle={(event) =>
        window.localStorage.setItem(storageKey(id), (event.currentTarget as HTMLDetailsElement).open ? 'open' : 'closed')
      }
      className="group rounded-lg bg-white shadow-sm ring-1 ring-slate-200"
    >
      <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-3 gap-y-1 p-4 md:px-6 [&::-webkit-details-marker]:hidden">
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          fill="currentColor"
          className="h-4 w-4 shrink-0 text-slate-500 transition group-open:rotate-90"
        >
          <path
            fillRule="evenodd"
            d="M7.21 14.77a.75.75 0 0 1 .02-1.06L11.168 10 7.23 6.29a.75.75 0 1 1 1.04-1.08l4.5 4.25a.75.75 0 0 1 0 1.08l-4.5 4.25a.75.75 0 0 1-1.06-.02Z"
            clipRule="evenodd"
          />
        </svg>
        <h2 id={titleId} className="min-w-0 flex-1 text-base font-semibold text-slate-900">
          {SECTION_TITLES[id]}
        </h2>
        {summary && <span className="text-sm text-slate-600 max-sm:basis-full max-sm:pl-7">{summary}</span>}
      </summary>
      {/* Scrolled to below the summary line, so the section's title stays in sight. */}
      <div
        id={id}
        role="region"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="scroll-mt-16 border-t border-slate-200 p-4 focus:outline-none md:p-6"
      >
        <SectionIdContext.Provider value={id}>
          {actions && <div className="mb-4 flex flex-wrap gap-2">{actions}</div>}
          {children}
        </SectionIdContext.Provider>
      </div>
    </details>
  );
}
