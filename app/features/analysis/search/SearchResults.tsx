import { Link } from '@remix-run/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { DateTime } from '~/components/ui/DateTime';
import { EmptyState } from '~/components/ui/EmptyState';
import { Spinner } from '~/components/ui/Spinner';

/** One result as POST /api/vector_search answers it. */
export type SearchHit = { message_id: string; short_link: string; content: string; similarity: number; created_at: string; dialog_id: string };

const percent = (similarity: number) => `${(similarity * 100).toFixed(2)}%`;

export function transcriptHref(interviewId: string, hit: Pick<SearchHit, 'dialog_id' | 'message_id'>) {
  return `/interview/setup/${interviewId}/participants/${encodeURIComponent(hit.dialog_id)}#message-${encodeURIComponent(hit.message_id)}`;
}

type Props = { interviewId: string; reportId: string; phrase: string; page: number; initial: SearchHit[]; initialHasMore: boolean };

/**
 * The results, 10 at a time. With JavaScript the next 10 load when the end of the list scrolls into view (or the
 * "More results" link is used); without it, that link reloads the page with one more page of results.
 */
export function SearchResults({ interviewId, reportId, phrase, page, initial, initialHasMore }: Props) {
  const [hits, setHits] = useState(initial);
  const [hasMore, setHasMore] = useState(initialHasMore);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const busy = useRef(false);

  const loadMore = useCallback(async () => {
    if (busy.current || !hasMore) return;
    busy.current = true;
    setLoading(true);
    setError(null);
    try {
      const response = await fetch('/api/vector_search', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ interview_id: interviewId, phrase, report_id: reportId, offset: hits.length }),
      });
      if (!response.ok) {
        setError(`Vector search failed: ${response.status} ${response.statusText}`);
        return;
      }
      const data = (await response.json()) as { results?: SearchHit[]; has_more?: boolean };
      if (!Array.isArray(data.results)) {
        setError('No results found or invalid response format');
        return;
      }
      const seen = new Set(hits.map((h) => h.message_id));
      setHits((current) => [...current, ...data.results!.filter((h) => !seen.has(h.message_id))]);
      setHasMore(Boolean(data.has_more) && data.results.length > 0);
    } catch {
      setError('Vector search failed: 0 Network error');
    } finally {
      busy.current = false;
      setLoading(false);
    }
  }, [hasMore, hits, interviewId, phrase, reportId]);

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasMore || error) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void loadMore();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, loadMore, error]);

  if (hits.length === 0) return <EmptyState title="No results found. Try a different search phrase." />;

  const nextPage = new URLSearchParams({ report: reportId, q: phrase, page: String(page + 1) });
  return (
    <div>
      <p className="mb-2 text-sm text-slate-600" aria-live="polite">
        {hits.length} {hits.length === 1 ? 'result' : 'results'}
        {hasMore ? ' so far' : ''}
      </p>
      <ol className="space-y-3" aria-label="Search results">
        {hits.map((hit, index) => (
          <li key={hit.message_id} id={`result-${index + 1}`} className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div className="flex items-center gap-3">
                <span className="font-medium text-slate-900">Dialog # {hit.short_link}</span>
                <Link to={transcriptHref(interviewId, hit)} className="text-sm font-medium text-brand-700 hover:underline" aria-label={`Open Dialog # ${hit.short_link} at this message`}>
                  Open
                </Link>
              </div>
              <span className="text-sm tabular-nums text-slate-700">
                <span className="sr-only">Similarity </span>
                {percent(hit.similarity)}
              </span>
            </div>
            <p className="mt-2 break-words whitespace-pre-wrap text-slate-800">{hit.content}</p>
            <DateTime value={hit.created_at} className="mt-2 block text-xs text-slate-500" />
          </li>
        ))}
      </ol>
      {error && (
        <p role="alert" className="mt-3 rounded-md bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200">
          {error}
        </p>
      )}
      <div ref={sentinel} data-more-results className="mt-3 flex min-h-8 items-center justify-center">
        {loading ? (
          <span className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner /> Loading more results…
          </span>
        ) : (
          hasMore && (
            <a
              href={`?${nextPage.toString()}#result-${hits.length + 1}`}
              onClick={(event) => {
                event.preventDefault();
                void loadMore();
              }}
              className="text-sm font-medium text-brand-700 hover:underline"
            >
              More results
            </a>
          )
        )}
      </div>
    </div>
  );
}
