import type { ReactNode } from 'react';

/**
 * The sections of the AI Analysis page, and before anything has run for the report one call to action in their place,
 * the sections folded behind "Or run one part on its own" (each has its own button; the fold is a <details>, so it
 * works without JavaScript). The sections keep one place in the page either way, so a run started from the call to
 * action turns it into the page as it is once there are results with nothing mounted again: a section's progress and
 * its open or closed state carry on.
 */
export function FirstRun({ firstRun, children }: { firstRun: boolean; children: ReactNode }) {
  return (
    <>
      {firstRun && (
        <section aria-labelledby="first-run-heading" className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
          <h2 id="first-run-heading" className="text-base font-semibold text-slate-900">
            No analysis yet
          </h2>
          <p className="mt-1 max-w-prose text-sm text-slate-700">
            Press Run Analysis above. It codes every dialog this report includes, finds the topics across them, drafts recommendations and
            writes the summaries; the results appear here, section by section.
          </p>
        </section>
      )}
      {firstRun && (
        <details className="peer">
          <summary className="cursor-pointer px-1 text-sm font-medium text-brand-700">Or run one part on its own</summary>
        </details>
      )}
      <div className={firstRun ? 'hidden space-y-4 peer-open:block' : 'space-y-4'}>{children}</div>
    </>
  );
}
