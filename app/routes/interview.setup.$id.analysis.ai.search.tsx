import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useLoaderData, useNavigation } from '@remix-run/react';
import { requireUser } from '~/features/auth/session.server';
import { reportForRequest } from '~/features/analysis/reports/report-request.server';
import { indexProgress } from '~/features/analysis/search/index-progress.server';
import { SearchResults } from '~/features/analysis/search/SearchResults';
import { IndexProgress } from '~/features/analysis/search/IndexProgress';
import { BLANK_PHRASE, PHRASE_MAX, SEARCH_PAGE_SIZE } from '~/features/analysis/search/limits';
import { isSearchFailure, searchResultsJson, vectorSearchForOwner } from '~/features/analysis/search/vector-search.server';
import { getOwnedInterview } from '~/features/interviews/interviews.server';
import { Button } from '~/components/ui/Button';

export const meta: MetaFunction = () => [{ title: 'Vector Search' }];

/** Pages a search can show at once without JavaScript ("More results" adds one each time). */
const MAX_PAGES = 20;

/**
 * GET ?q=phrase[&page=n]: the first n pages of results (n grows with "More results" when there is no JavaScript;
 * with it, the page loads further pages from POST /api/vector_search as the list scrolls).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const interview = getOwnedInterview(user.id, params.id);
  const { report } = reportForRequest(user.id, interview.id, request);
  const url = new URL(request.url);
  const q = url.searchParams.get('q');
  const page = Math.min(MAX_PAGES, Math.max(1, Math.floor(Number(url.searchParams.get('page')) || 1)));
  const base = { interviewId: interview.id, reportId: report.id, index: indexProgress(interview.id), q: q ?? '', page };
  if (q === null) return { ...base, state: 'idle' as const };
  if (!q.trim()) return { ...base, state: 'invalid' as const, error: BLANK_PHRASE };
  try {
    const found = await vectorSearchForOwner(user.id, { interviewId: interview.id, phrase: q.slice(0, PHRASE_MAX), reportId: report.id, limit: page * SEARCH_PAGE_SIZE, signal: request.signal });
    return { ...base, state: 'results' as const, ...searchResultsJson(found) };
  } catch (error) {
    if (!isSearchFailure(error)) throw error;
    return { ...base, state: 'failed' as const, error: `Vector search failed: 502 Bad Gateway` };
  }
}

export default function VectorSearchPage() {
  const data = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const searching = navigation.state === 'loading' && navigation.location?.pathname.endsWith('/analysis/ai/search');
  return (
    <section aria-labelledby="vector-search-heading" className="space-y-4">
      <h2 id="vector-search-heading" className="sr-only">
        Vector Search
      </h2>
      <Form method="get" role="search" className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <input type="hidden" name="report" value={data.reportId} />
        <div className="flex-1">
          <label htmlFor="search-phrase" className="sr-only">
            Search phrase
          </label>
          <input
            id="search-phrase"
            name="q"
            type="search"
            defaultValue={data.q}
            key={data.q}
            maxLength={PHRASE_MAX}
            placeholder="Search what respondents said, by meaning…"
            aria-invalid={data.state === 'invalid' || undefined}
            aria-describedby={data.state === 'invalid' ? 'search-phrase-error' : undefined}
            className="block w-full rounded-md border-0 px-3 py-2 text-slate-900 shadow-sm ring-1 ring-inset ring-slate-300 placeholder:text-slate-500 focus:ring-2 focus:ring-inset focus:ring-brand-600"
          />
          {data.state === 'invalid' && (
            <p id="search-phrase-error" role="alert" className="mt-1 text-sm text-red-700">
              {data.error}
            </p>
          )}
        </div>
        <Button type="submit" disabled={searching}>
          {searching ? 'Searching…' : 'Search'}
        </Button>
      </Form>

      <IndexProgress interviewId={data.interviewId} progress={data.index} />

      {data.state === 'failed' && (
        <p role="alert" className="rounded-md bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200">
          {data.error}
        </p>
      )}
      {data.state === 'results' && (
        <SearchResults
          key={`${data.q}\n${data.reportId}`}
          interviewId={data.interviewId}
          reportId={data.reportId}
          phrase={data.q}
          page={data.page}
          initial={data.results}
          initialHasMore={data.has_more}
        />
      )}
    </section>
  );
}
