import { Link, useLocation } from '@remix-run/react';
import { Fragment, useEffect, useId, useState } from 'react';

import { Badge } from '~/components/ui/Badge';
import { buttonClass } from '~/components/ui/Button';
import { Checkbox } from '~/components/ui/Checkbox';
import { DateTime } from '~/components/ui/DateTime';
import { CandidateReplies } from '~/features/dialogs/CandidateReplies';
import { verdictFacts } from '~/features/member-check/format';
import { MemberCheckBlock, type MemberCheckBlockData } from '~/features/member-check/MemberCheckBlock';
import type { RespondentVerdict } from '~/features/member-check/respondent-view';

import type { ParticipantStatus } from './format';
import { StatusBadge } from './StatusBadge';

type Candidate = { response: string; score: number; reason: string };
export type TranscriptMessage = {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  createdAt: Date | string;
  allResponses: Candidate[];
  audio: { filename: string; name: string }[];
};
export type TranscriptDialog = {
  label: string;
  /** "AI respondent · {persona}" for a generated dialog, null for a real participant. */
  aiRespondent: string | null;
  preInfo: string | null;
  startedAt: Date | string;
  endedAt: Date | string | null;
  messageCount: number;
  status: ParticipantStatus;
  /** Its link variables and screener answers, plain text. */
  recruitFacts?: { name: string; value: string }[];
};

// The linked message is marked by :target on a page load (works without JavaScript) and by aria-current after a
// client-side navigation, which does not update :target.
const LINKED =
  'scroll-mt-24 rounded-lg p-1 target:bg-amber-50 target:ring-2 target:ring-amber-400 aria-[current=location]:bg-amber-50 aria-[current=location]:ring-2 aria-[current=location]:ring-amber-400';

/** The message id the URL's #message-{id} points at, once mounted (the server never sees the fragment). */
function useLinkedMessage(): string | null {
  const { hash } = useLocation();
  const [id, setId] = useState<string | null>(null);
  useEffect(() => {
    const linked = hash.startsWith('#message-') ? decodeURIComponent(hash.slice('#message-'.length)) : null;
    setId(linked);
    if (linked) document.getElementById(`message-${linked}`)?.scrollIntoView({ block: 'center' });
  }, [hash]);
  return id;
}

type QuoteSpan = { start: number; end: number; messageId?: string | null };

/** A message with a quoted span marked (from a citation's View in Interview); text only, split by offsets. */
function QuotedContent({ content, span }: { content: string; span: QuoteSpan }) {
  if (span.start < 0 || span.end > content.length || span.end <= span.start) return <>{content}</>;
  return (
    <>
      {content.slice(0, span.start)}
      <mark data-quote className="rounded-sm bg-amber-200 px-0.5 text-slate-900">
        {content.slice(span.start, span.end)}
      </mark>
      {content.slice(span.end)}
    </>
  );
}

const audioUrl = (filename: string) => `/api/audio/${encodeURIComponent(filename)}`;

/**
 * A participant's dialog as the owner reviews it: read only, in the chat's look, with the candidate replies and
 * audio files only the owner sees. 'Show All Responses' is a checkbox that CSS alone obeys (:has), so it works
 * before and without JavaScript.
 */
export function Transcript({
  dialog,
  messages,
  backHref,
  quote = null,
  memberCheck = null,
  verdict = null,
}: {
  dialog: TranscriptDialog;
  messages: TranscriptMessage[];
  backHref: string;
  quote?: QuoteSpan | null;
  /** The summary read back at the end and the respondent's verdict on it, shown after the message that offered it. */
  memberCheck?: (MemberCheckBlockData & { offerMessageId: string | null }) | null;
  verdict?: RespondentVerdict | null;
}) {
  const toggleId = useId();
  const checkAfter =
    memberCheck && messages.some((m) => m.id === memberCheck.offerMessageId) ? memberCheck.offerMessageId : messages.at(-1)?.id;
  const linked = useLinkedMessage();
  const highlighted = linked ?? quote?.messageId ?? null;
  return (
    <section aria-labelledby={`${toggleId}-heading`} className="group rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
      <div className="border-b border-slate-200 p-4 md:p-6">
        <Link to={backHref} className={buttonClass('ghost', '-ml-2 px-2 py-1')}>
          <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="h-4 w-4">
            <path
              fillRule="evenodd"
              d="M17 10a.75.75 0 0 1-.75.75H5.612l4.158 3.96a.75.75 0 1 1-1.04 1.08l-5.5-5.25a.75.75 0 0 1 0-1.08l5.5-5.25a.75.75 0 1 1 1.04 1.08L5.612 9.25H16.25A.75.75 0 0 1 17 10Z"
              clipRule="evenodd"
            />
          </svg>
          Back to participants
        </Link>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <h2 id={`${toggleId}-heading`} className="text-lg font-semibold text-slate-900">
            {dialog.label}
          </h2>
          {dialog.aiRespondent && <Badge tone="violet">{dialog.aiRespondent}</Badge>}
          <StatusBadge status={dialog.status} />
        </div>
        {dialog.aiRespondent && (
          <p className="mt-2 text-sm text-slate-600">Simulated: the answers were written by an AI respondent, not a real participant.</p>
        )}
        <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-medium text-slate-600">Start Time</dt>
          <dd className="text-slate-900">
            <DateTime value={dialog.startedAt} />
          </dd>
          <dt className="font-medium text-slate-600">End Time</dt>
          <dd className="text-slate-900">{dialog.endedAt ? <DateTime value={dialog.endedAt} /> : '—'}</dd>
          <dt className="font-medium text-slate-600">Messages</dt>
          <dd className="tabular-nums text-slate-900">{dialog.messageCount}</dd>
          {dialog.recruitFacts?.map(({ name, value }) => (
            <div key={name} className="contents" data-recruit-fact>
              <dt className="font-medium break-words text-slate-600">{name}</dt>
              <dd className="text-slate-900 [overflow-wrap:anywhere]">{value}</dd>
            </div>
          ))}
          {verdictFacts(verdict).map(({ term, detail }) => (
            <div key={term} className="contents">
              <dt className="font-medium text-slate-600">{term}</dt>
              <dd className="text-slate-900">{detail}</dd>
            </div>
          ))}
        </dl>
        {dialog.preInfo && (
          <div className="mt-4">
            <h3 className="text-sm font-medium text-slate-600">Respondent bio</h3>
            <p className="mt-1 rounded-md bg-slate-50 p-3 text-sm break-words whitespace-pre-wrap text-slate-800">{dialog.preInfo}</p>
          </div>
        )}
      </div>

      <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
        <span className="font-semibold text-brand-700">Transcript</span>
        <label htmlFor={toggleId} className="flex items-center gap-2 text-xs text-slate-700">
          <Checkbox id={toggleId} defaultChecked data-show-all />
          Show All Responses
        </label>
      </div>

      {messages.length === 0 ? (
        <p className="p-6 text-center text-sm text-slate-600">No messages yet.</p>
      ) : (
        <ol className="space-y-4 px-4 py-4" aria-label="Conversation">
          {messages.map((message) => (
            <Fragment key={message.id}>
              {/* A stable anchor per message: search results and quotes link to /participants/{dialog}#message-{id}. */}
              <li
                id={`message-${message.id}`}
                aria-current={highlighted === message.id ? 'location' : undefined}
                className={`${LINKED} ${message.role === 'user' ? 'flex flex-col items-end' : 'flex flex-col items-start'}`}
              >
                {message.role === 'assistant' && message.allResponses.length > 0 && (
                  <CandidateReplies candidates={message.allResponses} className="hidden group-has-[[data-show-all]:checked]:block" />
                )}
                <span className="sr-only">
                  {message.role === 'user' ? (dialog.aiRespondent ? 'AI respondent' : 'Respondent') : 'Interviewer'}:
                </span>
                <p
                  data-respondent-message={message.role === 'user' ? message.id : undefined}
                  className={`max-w-[85%] rounded-2xl px-4 py-2.5 break-words whitespace-pre-wrap ${message.role === 'user' ? 'rounded-br-sm bg-brand-600 text-white' : 'rounded-bl-sm bg-slate-100 text-slate-900'}`}
                >
                  {quote && highlighted === message.id ? <QuotedContent content={message.content} span={quote} /> : message.content}
                </p>
                {message.audio.map((file) => (
                  <div key={file.filename} className="mt-2 flex max-w-[85%] flex-wrap items-center gap-2">
                    <audio
                      controls
                      preload="none"
                      src={audioUrl(file.filename)}
                      aria-label={`Recording ${file.name}`}
                      className="h-10 max-w-full"
                    />
                    <a href={audioUrl(file.filename)} download={file.name} className="text-xs font-medium text-brand-700 hover:underline">
                      Download {file.name}
                    </a>
                  </div>
                ))}
                <DateTime value={message.createdAt} className="mt-1 text-xs text-slate-500" />
              </li>
              {memberCheck && message.id === checkAfter && (
                <li>
                  <MemberCheckBlock check={memberCheck} />
                </li>
              )}
            </Fragment>
          ))}
        </ol>
      )}
    </section>
  );
}
