import type { SerializeFrom } from '@remix-run/node';
import { type useFetcher, useLocation, useSearchParams } from '@remix-run/react';
import type { ReactNode } from 'react';

import type { GroundingTally } from '~/ai/quotes/verify-quotes';
import { FormError } from '~/components/ui/FormError';
import { useHydrated } from '~/lib/use-hydrated';

import { fittingText } from '../citations/fitting-text';

/** A fetcher form of the page: with scripts it asks for a JSON answer (js=1); without, the page comes back. */
export function PartForm({
  fetcher,
  intent,
  children,
  className,
  hidden = {},
}: {
  fetcher: ReturnType<typeof useFetcher<{ ok?: boolean; error?: string }>>;
  intent: string;
  children: ReactNode;
  className?: string;
  hidden?: Record<string, string>;
}) {
  const hydrated = useHydrated();
  return (
    <fetcher.Form method="post" className={className} preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      {hydrated && <input type="hidden" name="js" value="1" />}
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </fetcher.Form>
  );
}

/** An error of this section: the fetcher's, or the one a plain form post came back with. */
export function SectionError({ section, fetcherError }: { section: string; fetcherError?: string | null }) {
  const [params] = useSearchParams();
  const fromPage = params.get('section') === section ? params.get('error') : null;
  return <FormError message={fetcherError ?? fromPage} />;
}

export function QuoteCounts({ tally, label = 'Quotes' }: { tally: SerializeFrom<GroundingTally> | null; label?: string }) {
  if (!tally) return null;
  const fitting = fittingText(tally);
  return (
    <p className="text-xs text-slate-600">
      {label}: {tally.verbatim} verbatim, {tally.snapped} snapped, {tally.dropped} dropped
      {fitting && <> · {fitting}</>}
    </p>
  );
}

/**
 * Without scripts, a running job's page reloads itself every 3 seconds. The URL is spelled out without its hash:
 * a refresh to the same URL with a fragment would only scroll, never reload.
 */
export function RefreshWhileRunning() {
  const location = useLocation();
  return (
    <noscript>
      <meta httpEquiv="refresh" content={`3;url=${location.pathname}${location.search}`} />
    </noscript>
  );
}
