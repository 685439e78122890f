import type { SerializeFrom } from '@remix-run/node';
import { Link, useFetcher } from '@remix-run/react';

import { Badge } from '~/components/ui/Badge';
import { buttonClass } from '~/components/ui/Button';
import { dialogLabel } from '~/features/participants/format';

import { quoteHref } from '../citations/quote-links';
import type { EarlierVote } from '../citations/quote-votes.server';

/** The mark of the researcher's work that the latest results no longer hold. */
export function FromEarlierRun() {
  return <Badge tone="slate">From an earlier run</Badge>;
}

/** Under an edited answer the latest results do not hold: why it stands alone, and a way to let it go. */
export function EarlierAnswerNote({ dialogId, blockId }: { dialogId: string; blockId: string }) {
  const discard = useFetcher();
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-slate-600">
      <p className="min-w-0 flex-1">Your edit from an earlier run: the latest results hold no answer of this dialog to this question.</p>
      <discard.Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value="coding-answer-discard" />
        <input type="hidden" name="dialogId" value={dialogId} />
        <input type="hidden" name="blockId" value={blockId} />
        <button type="submit" className={buttonClass('ghost', 'px-2 py-1 text-xs')} disabled={discard.state !== 'idle'}>
          Discard edit
        </button>
      </discard.Form>
    </div>
  );
}

/**
 * The researcher's votes cast in a section on quotes the latest results no longer cite: listed there, kept until
 * the researcher lets them go (a later run that cites the same words again shows them on those quotes).
 */
export function EarlierVotes({ votes, interviewId }: { votes: SerializeFrom<EarlierVote>[]; interviewId: string }) {
  if (votes.length === 0) return null;
  return (
    <section aria-label="Votes from an earlier run" className="mt-4 rounded-md border border-dashed border-slate-300 p-3">
      <h3 className="text-sm font-semibold text-slate-800">Votes from an earlier run ({votes.length})</h3>
      <p className="mt-1 text-xs text-slate-600">The latest results no longer cite these quotes; your votes on them are kept.</p>
      <ul className="mt-3 space-y-2">
        {votes.map((vote) => (
          <EarlierVoteItem key={`${vote.messageId}:${vote.start}:${vote.end}`} vote={vote} interviewId={interviewId} />
        ))}
      </ul>
    </section>
  );
}

function EarlierVoteItem({ vote, interviewId }: { vote: SerializeFrom<EarlierVote>; interviewId: string }) {
  const forget = useFetcher();
  return (
    <li className="rounded-md bg-slate-50 p-3">
      <blockquote className={`text-sm break-words text-slate-900 ${vote.vote === 'rejected' ? 'line-through decoration-slate-400' : ''}`}>
        “{vote.text}”
      </blockquote>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 text-xs">
        <Badge tone={vote.vote === 'accepted' ? 'green' : 'red'}>{vote.vote === 'accepted' ? 'Accepted' : 'Rejected'}</Badge>
        {vote.context && <span className="min-w-0 break-words text-slate-600">under “{vote.context}”</span>}
        <Link to={quoteHref(interviewId, vote)} className="font-medium text-brand-700 underline">
          {dialogLabel(vote.shortLink)} · View in Interview
        </Link>
        <forget.Form method="post" preventScrollReset className="ml-auto">
          <input type="hidden" name="intent" value="quote-vote-forget" />
          <input type="hidden" name="messageId" value={vote.messageId} />
          <input type="hidden" name="start" value={vote.start} />
          <input type="hidden" name="end" value={vote.end} />
          <button type="submit" className={buttonClass('ghost', 'px-2 py-1 text-xs')} disabled={forget.state !== 'idle'}>
            Discard vote
          </button>
        </forget.Form>
      </div>
    </li>
  );
}
