import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useLoaderData, useNavigation } from '@remix-run/react';

import { Button } from '~/components/ui/Button';
import { FormError } from '~/components/ui/FormError';
import { reportForRequest } from '~/features/analysis/reports/report-request.server';
import { indexProgress } from '~/features/analysis/search/index-progress.server';
import { IndexProgress } from '~/features/analysis/search/IndexProgress';
import { BLANK_PHRASE, PHRASE_MAX } from '~/features/analysis/search/limits';
import { readSearchView, type SearchView } from '~/features/analysis/search/search-view';
import { SearchResults } from '~/features/analysis/search/SearchResults';
import { isSearchFailure, searchResultsJson, vectorSearchForOwner } from '~/features/analysis/search/vector-search.server';
import { themeChoices } from '~/features/analysis/topics/theme-review-page.server';
import { requireUser } from '~/features/auth/session.server';
import { interviewFor } from '~/features/teams/access.server';

export const meta: MetaFunction = () => [{ title: 'Vector Search' }];

/**
 * GET ?q=phrase[&shown=n][&below_floor=1]: the first n results (10 more each time the list's end scrolls into view, or
 * "More results" without JavaScript), the matches above the relevance floor and, with below_floor, the messages
 * below it after them.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const interview = interviewFor(user.id, params.id, 'read');
  const { report } = reportForRequest(user.id, interview.id, request);
  const { q, shown, belowFloor } = readSearchView(new URL(request.url).searchParams);
  const view: SearchView = { reportId: report.id, q: q ?? '', shown, belowFloor };
  const base = { interviewId: interview.id, index: indexProgress(interview.id), view };
  if (q === null) return { ...base, state: 'idle' as const };
  if (!q.trim()) return { ...base, state: 'invalid' as const, error: BLANK_PHRASE };
  try {
    const found = await vectorSearchForOwner(user.id, {
      interviewId: interview.id,
      phrase: q.slice(0, PHRASE_MAX),
      reportId: report.id,
      limit: shown,
      includeBelowFloor: belowFloor,
      signal: request.signal,
    });
    return { ...base, state: 'results' as const, ...searchResultsJson(found), themes: themeChoices(report) };
  } catch (error) {
    if (!isSearchFailure(error)) throw error;
    return { ...base, state: 'failed' as const, error: `Vector search failed: 502 Bad Gateway` };
  }
}

export default function VectorSearchPage() {
  const data = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const { view } = data;
  // A new phrase is a search; the same phrase with more results is the list growing.
  const searching =
    navigation.state === 'loading' &&
    navigation.location?.pathname.endsWith('/analysis/ai/search') &&
    new URLSearchParams(navigation.location.search).get('q') !== view.q;
  return (
    <section aria-labelledby="vector-search-heading" className="space-y-4">
      <h2 id="vector-search-heading" className="sr-only">
        Vector Search
      </h2>
      <Form method="get" role="search" className="space-y-2">
        <input type="hidden" name="report" value={view.reportId} />
        <div>
          <label htmlFor="search-phrase" className="block text-sm font-medium text-slate-900">
            Search phrase
          </label>
          <p id="search-phrase-hint" className="text-sm text-slate-600">
            Finds what respondents said by meaning. Messages holding your words rank higher, the exact phrase highest.
          </p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            id="search-phrase"
            name="q"
            type="search"
            defaultValue={view.q}
            key={view.q}
            maxLength={PHRASE_MAX}
            placeholder="e.g. oat milk costs extra"
            aria-invalid={data.state === 'invalid' || undefined}
            aria-describedby={data.state === 'invalid' ? 'search-phrase-hint search-phrase-error' : 'search-phrase-hint'}
            className="block w-full flex-1 rounded-md border-0 px-3 py-2 text-slate-900 shadow-sm ring-1 ring-inset ring-slate-300 placeholder:text-slate-500 focus:ring-2 focus:ring-inset focus:ring-brand-600"
          />
          <Button type="submit" disabled={searching}>
            {searching ? 'Searching…' : 'Search'}
          </Button>
        </div>
        {data.state === 'invalid' && <FormError id="search-phrase-error" inline message={data.error} />}
      </Form>

      <IndexProgress interviewId={data.interviewId} progress={data.index} />

      {data.state === 'failed' && (
        <p role="alert" className="rounded-md bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200">
          {data.error}
        </p>
      )}
      {data.state === 'results' && (
        <SearchResults
          interviewId={data.interviewId}
          view={view}
          results={data.results}
          hasMore={data.has_more}
          floor={data.relevance_floor}
          belowFloor={data.below_floor}
          themes={data.themes}
        />
      )}
    </section>
  );
}
