import type { ReactNode } from 'react';

/**
 * The AI Analysis page before anything has been run for the report: one call to action in place of every empty
 * section. The sections stay one click away, for running one part on its own (each has its own button).
 */
export function FirstRun({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="first-run-heading" className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 id="first-run-heading" className="text-base font-semibold text-slate-900">
        No analysis yet
      </h2>
      <p className="mt-1 max-w-prose text-sm text-slate-700">
        Press Run Analysis above. It codes every dialog this report includes, finds the topics across them, drafts recommendations and
        writes the summaries; the results appear here, section by section.
      </p>
      <details className="mt-4">
        <summary className="cursor-pointer text-sm font-medium text-brand-700">Or run one part on its own</summary>
        <div className="mt-4 space-y-4">{children}</div>
      </details>
    </section>
  );
}
