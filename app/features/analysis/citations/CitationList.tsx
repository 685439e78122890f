import type { SerializeFrom } from '@remix-run/node';
import { Link, useFetcher } from '@remix-run/react';

import { dialogLabel } from '~/features/participants/format';
import { useHydrated } from '~/lib/use-hydrated';

import { useSectionId } from '../ui/CollapsibleSection';
import type { ShownCitation } from './citations.server';
import { quoteHref } from './quote-links';
import { quoteObject } from './quote-names';

type Citation = SerializeFrom<ShownCitation>;

/**
 * Verified quotes with where they come from, how they were verified, and the researcher's accept or reject
 * (accepted marks the citation active, rejected inactive; a rejected one stays, dimmed). Each quote has an id
 * unique on the page (a citation belongs to one topic, answer, recommendation or summary, shown once in a section, and
 * may be shown again in another), and a vote posted without JavaScript returns to it.
 */
export function CitationList({
  citations,
  interviewId,
  viewLabel = 'View in Interview',
}: {
  citations: Citation[];
  interviewId: string;
  viewLabel?: string;
}) {
  const section = useSectionId();
  if (citations.length === 0) return <p className="text-sm text-slate-600">No supporting citations found</p>;
  return (
    <ul className="space-y-3">
      {citations.map((citation) => (
        <CitationItem
          key={citation.id}
          anchor={`${section}-quote-${citation.id}`}
          citation={citation}
          interviewId={interviewId}
          viewLabel={viewLabel}
        />
      ))}
    </ul>
  );
}

function CitationItem({
  anchor,
  citation,
  interviewId,
  viewLabel,
}: {
  anchor: string;
  citation: Citation;
  interviewId: string;
  viewLabel: string;
}) {
  const fetcher = useFetcher();
  const hydrated = useHydrated();
  // The visible verb, then what it votes on for those who cannot see the quote beside it.
  const votesOn = <span className="sr-only"> {quoteObject(citation)}</span>;
  // Optimistic: the vote being sent shows at once.
  const pending = fetcher.formData?.get('vote');
  const vote = pending === undefined || pending === null ? citation.vote : pending === '' ? null : (pending as 'accepted' | 'rejected');
  const rejected = vote === 'rejected';
  return (
    <li id={anchor} className={`rounded-md border-l-4 bg-slate-50 p-3 ${rejected ? 'border-slate-300 opacity-60' : 'border-brand-500'}`}>
      <blockquote className={`text-sm text-slate-900 ${rejected ? 'line-through decoration-slate-400' : ''}`}>“{citation.text}”</blockquote>
      {citation.relevance && <p className="mt-1 text-xs text-slate-600">{citation.relevance}</p>}
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 text-xs">
        <Link to={quoteHref(interviewId, citation)} className="font-medium text-brand-700 underline">
          {dialogLabel(citation.shortLink)} · {viewLabel}
        </Link>
        <span
          className="rounded bg-white px-1.5 py-0.5 text-slate-600 ring-1 ring-slate-200"
          title={
            citation.verification === 'verbatim'
              ? 'Found word for word in the message'
              : 'Matched the message closely and replaced by its exact words'
          }
        >
          {citation.verification === 'verbatim' ? 'Verbatim' : `Snapped · ${Math.round(citation.similarity * 100)} %`}
        </span>
        <fetcher.Form method="post" className="ml-auto flex gap-1" preventScrollReset>
          <input type="hidden" name="intent" value="citation-vote" />
          <input type="hidden" name="citationId" value={citation.id} />
          <input type="hidden" name="anchor" value={anchor} />
          {hydrated && <input type="hidden" name="js" value="1" />}
          <button
            type="submit"
            name="vote"
            value={vote === 'accepted' ? '' : 'accepted'}
            aria-pressed={vote === 'accepted'}
            className={`rounded px-2 py-1 font-medium ring-1 ${vote === 'accepted' ? 'bg-green-700 text-white ring-green-700' : 'bg-white text-slate-700 ring-slate-300 hover:bg-green-50'}`}
          >
            Accept{votesOn}
          </button>
          <button
            type="submit"
            name="vote"
            value={vote === 'rejected' ? '' : 'rejected'}
            aria-pressed={vote === 'rejected'}
            className={`rounded px-2 py-1 font-medium ring-1 ${vote === 'rejected' ? 'bg-red-600 text-white ring-red-600' : 'bg-white text-slate-700 ring-slate-300 hover:bg-red-50'}`}
          >
            Reject{votesOn}
          </button>
        </fetcher.Form>
      </div>
    </li>
  );
}
