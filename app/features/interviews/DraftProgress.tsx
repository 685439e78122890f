import { useRevalidator } from '@remix-run/react';
import { useEffect } from 'react';

import { Spinner } from '~/components/ui/Spinner';

/** The waiting page while a guide is drafted: JavaScript polls; without it the page refreshes itself. */
export function DraftProgress() {
  const revalidator = useRevalidator();
  useEffect(() => {
    const timer = setInterval(() => {
      if (revalidator.state === 'idle') revalidator.revalidate();
    }, 1000);
    return () => clearInterval(timer);
  }, [revalidator]);
  return (
    <div role="status" aria-live="polite" className="mt-8 flex items-center gap-3 rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <noscript>
        <meta httpEquiv="refresh" content="2" />
      </noscript>
      <Spinner className="h-5 w-5 text-brand-600" />
      <div>
        <p className="font-medium">Generating...</p>
        <p className="text-sm text-slate-600">Drafting your interview guide. You will land on its setup page when it is ready.</p>
      </div>
    </div>
  );
}
