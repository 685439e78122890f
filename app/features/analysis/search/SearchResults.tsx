import { Link, useNavigate, useNavigation } from '@remix-run/react';
import { type RefObject, useEffect, useRef } from 'react';

import { DateTime } from '~/components/ui/DateTime';
import { EmptyState } from '~/components/ui/EmptyState';
import { Spinner } from '~/components/ui/Spinner';

import { AddToThemeForm } from '../topics/AddToThemeForm';
import { SEARCH_PAGE_SIZE } from './limits';
import { type SearchView, searchViewHref, SHOWN_MAX } from './search-view';

/** One result as POST /api/vector_search answers it. */
export type SearchHit = {
  message_id: string;
  short_link: string;
  content: string;
  similarity: number;
  created_at: string;
  dialog_id: string;
};

export const percent = (similarity: number) => `${(similarity * 100).toFixed(2)}%`;

export function transcriptHref(interviewId: string, hit: Pick<SearchHit, 'dialog_id' | 'message_id'>) {
  return `/interview/setup/${interviewId}/participants/${encodeURIComponent(hit.dialog_id)}#message-${encodeURIComponent(hit.message_id)}`;
}

const linkClass = 'text-sm font-medium text-brand-700 underline-offset-2 hover:underline';

type Props = {
  interviewId: string;
  view: SearchView;
  results: SearchHit[];
  hasMore: boolean;
  /** The relevance floor of this search, on the scale of the similarity shown. */
  floor: number;
  /** How many messages scored below the floor; null while the matches may go on. */
  belowFloor: number | null;
  /** The report's themes: each result can be added to one as a passage. */
  themes?: readonly { id: string; name: string }[];
};

/**
 * The results as the address says: `shown` of them, best first, the matches above the relevance floor and, when
 * asked for, the messages below it. More load when the end of the list scrolls into view (or by "More results",
 * which without JavaScript reloads the page with 10 more); the address keeps the count, so Back from an opened result
 * finds the same list, and the page's scroll restoration the same place in it.
 */
export function SearchResults({ interviewId, view, results, hasMore, floor, belowFloor, themes = [] }: Props) {
  const matches = results.filter((hit) => hit.similarity >= floor);
  const below = results.slice(matches.length);
  // Past the matches when the list has gone below the floor or has ended.
  const matchesEnd = below.length > 0 || !hasMore;
  const next = searchViewHref({ ...view, shown: view.shown + SEARCH_PAGE_SIZE });
  const canLoadMore = hasMore && view.shown < SHOWN_MAX;
  const sentinel = useRef<HTMLDivElement>(null);
  const loading = useLoadMoreOnScroll(sentinel, canLoadMore, next);

  const toggleBelow = searchViewHref(
    {
      ...view,
      belowFloor: !view.belowFloor,
      shown: view.belowFloor ? view.shown : Math.max(view.shown, Math.ceil((matches.length + 1) / SEARCH_PAGE_SIZE) * SEARCH_PAGE_SIZE),
    },
    'below-floor',
  );
  const floorNote =
    matchesEnd && belowFloor ? (
      <p
        id="below-floor"
        className="mt-4 flex flex-wrap items-baseline gap-x-3 gap-y-1 rounded-md bg-slate-50 px-4 py-3 text-sm text-slate-700 ring-1 ring-slate-200"
      >
        <span>
          {`${belowFloor} ${matches.length > 0 ? 'more ' : ''}${belowFloor === 1 ? 'message' : 'messages'} scored below the relevance floor of ${percent(floor)}.`}
        </span>
        <Link to={toggleBelow} preventScrollReset className={linkClass}>
          {view.belowFloor ? 'Hide them' : 'Show them anyway'}
        </Link>
      </p>
    ) : null;

  if (matches.length === 0 && !view.belowFloor) {
    return <EmptyState title="No results found. Try a different search phrase.">{floorNote}</EmptyState>;
  }

  return (
    <div>
      <p className="mb-2 text-sm text-slate-600" aria-live="polite">
        {matches.length} {matches.length === 1 ? 'match' : 'matches'}
        {matchesEnd ? '' : ' so far'}, best first
      </p>
      {matches.length > 0 && (
        <ol className="space-y-3" aria-label="Search results">
          {matches.map((hit, index) => (
            <ResultCard
              key={hit.message_id}
              interviewId={interviewId}
              hit={hit}
              position={index + 1}
              themes={themes}
              reportId={view.reportId}
            />
          ))}
        </ol>
      )}
      {floorNote}
      {below.length > 0 && (
        <ol className="mt-3 space-y-3" aria-label="Below the relevance floor" start={matches.length + 1}>
          {below.map((hit, index) => (
            <ResultCard
              key={hit.message_id}
              interviewId={interviewId}
              hit={hit}
              position={matches.length + index + 1}
              belowFloor
              themes={themes}
              reportId={view.reportId}
            />
          ))}
        </ol>
      )}
      <div ref={sentinel} data-more-results className="mt-3 flex min-h-8 items-center justify-center">
        {loading ? (
          <span className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner /> Loading more results…
          </span>
        ) : canLoadMore ? (
          <Link to={`${next}#result-${results.length + 1}`} replace preventScrollReset className={linkClass}>
            More results
          </Link>
        ) : (
          hasMore && <p className="text-sm text-slate-600">The first {SHOWN_MAX} are shown: a more precise phrase finds the others.</p>
        )}
      </div>
    </div>
  );
}

function ResultCard({
  interviewId,
  hit,
  position,
  belowFloor = false,
  themes,
  reportId,
}: {
  interviewId: string;
  hit: SearchHit;
  position: number;
  belowFloor?: boolean;
  themes: readonly { id: string; name: string }[];
  reportId: string;
}) {
  // Below the floor: drawn lighter, so the end of the matches stays visible.
  const frame = belowFloor ? 'border border-dashed border-slate-300 bg-slate-50' : 'bg-white shadow-sm ring-1 ring-slate-200';
  return (
    <li id={`result-${position}`} className={`rounded-lg p-4 ${frame}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-3">
          <span className="font-medium text-slate-900">Dialog # {hit.short_link}</span>
          <Link
            to={transcriptHref(interviewId, hit)}
            className="text-sm font-medium text-brand-700 hover:underline"
            aria-label={`Open Dialog # ${hit.short_link} at this message`}
          >
            Open
          </Link>
        </div>
        <span className="text-sm tabular-nums text-slate-700">
          <span className="text-xs text-slate-500">Similarity </span>
          {percent(hit.similarity)}
        </span>
      </div>
      <p className="mt-2 break-words whitespace-pre-wrap text-slate-800">{hit.content}</p>
      <DateTime value={hit.created_at} className="mt-2 block text-xs text-slate-500" />
      <AddToThemeForm
        interviewId={interviewId}
        reportId={reportId}
        message={{ id: hit.message_id, length: hit.content.length }}
        themes={themes}
        label={`Dialog # ${hit.short_link}`}
      />
    </li>
  );
}

/**
 * Loads the next results when the end of the list scrolls into view: the address with 10 more replaces this one (the
 * loader reads it), without moving the page. Returns whether such a load is under way.
 */
function useLoadMoreOnScroll(sentinel: RefObject<HTMLElement | null>, enabled: boolean, next: string): boolean {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const loading = navigation.state !== 'idle' && navigation.location?.search === next;
  const busy = useRef(false);
  busy.current = navigation.state !== 'idle';

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !enabled) return;
    const observer = new IntersectionObserver((entries) => {
      if (busy.current || !entries.some((entry) => entry.isIntersecting)) return;
      busy.current = true;
      navigate(next, { replace: true, preventScrollReset: true });
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [sentinel, enabled, next, navigate]);

  return loading;
}
