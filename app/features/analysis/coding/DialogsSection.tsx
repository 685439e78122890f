import type { SerializeFrom } from '@remix-run/node';
import { Link, useFetcher } from '@remix-run/react';

import { engineLabel } from '~/ai/model-label';
import { Badge } from '~/components/ui/Badge';
import { buttonClass } from '~/components/ui/Button';
import { FormError } from '~/components/ui/FormError';
import { HowThisWasMade } from '~/components/ui/HowThisWasMade';
import { Spinner } from '~/components/ui/Spinner';
import { useHydrated } from '~/lib/use-hydrated';

import { CitationList } from '../citations/CitationList';
import { EarlierVotes } from '../reports/EarlierRun';
import { CollapsibleSection } from '../ui/CollapsibleSection';
import type { codingPageData } from './coding-page.server';
import { Agreement, SectionGrounding } from './SectionGrounding';

type Data = SerializeFrom<typeof codingPageData>;
type Row = Data['dialogs'][number];
type Topic = Row['blocks'][number]['topics'][number];

const transcriptHref = (interviewId: string, dialogId: string) => `/interview/setup/${interviewId}/participants/${dialogId}`;

export function DialogsSection({ data }: { data: Data }) {
  const coded = data.dialogs.filter((d) => d.status);
  return (
    <CollapsibleSection id="individual-dialogs">
      <SectionGrounding tally={data.grounding.coding} />
      {data.dialogs.length === 0 ? (
        <p className="text-sm text-slate-600">{data.evidenceError ?? 'No responses or dialogs found for analysis'}</p>
      ) : coded.length === 0 ? (
        <p className="text-sm text-slate-600">Run the analysis to see each dialog’s topics here.</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {data.dialogs.map((dialog) => (
            <DialogItem key={dialog.id} dialog={dialog} interviewId={data.interviewId} />
          ))}
        </ul>
      )}
      <EarlierVotes votes={data.earlierVotes.dialogs} interviewId={data.interviewId} />
      <HowThisWasMade madeBy={data.madeBy.dialogs} />
    </CollapsibleSection>
  );
}

function StatusBadge({ status, busy }: { status: Row['status']; busy: boolean }) {
  if (busy || status === 'processing')
    return (
      <span className="inline-flex items-center gap-1 text-xs font-medium text-slate-700">
        <Spinner className="h-3.5 w-3.5" />
        Processing
      </span>
    );
  if (status === 'ok') return <Badge tone="green">OK</Badge>;
  if (status === 'failed') return <Badge tone="red">Failed</Badge>;
  return <Badge tone="slate">Not analysed</Badge>;
}

function DialogItem({ dialog, interviewId }: { dialog: Row; interviewId: string }) {
  const refresh = useFetcher<{ ok?: boolean; error?: string }>();
  const hydrated = useHydrated();
  const busy = refresh.state !== 'idle';
  const anchor = `individual-dialogs-${dialog.id}`;
  return (
    <li id={anchor} className="py-3" data-dialog={dialog.id}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <Link to={transcriptHref(interviewId, dialog.id)} className="font-medium text-brand-700 underline">
          {dialog.label}
        </Link>
        <StatusBadge status={dialog.status} busy={busy} />
        <span className="text-sm text-slate-600">
          {dialog.topicsCount} topic{dialog.topicsCount === 1 ? '' : 's'}
        </span>
        {dialog.status === 'ok' && dialog.model && (
          <span className="text-xs text-slate-500">
            {engineLabel(dialog.model)}
            {dialog.codedAt ? ` · ${new Date(dialog.codedAt).toISOString().slice(0, 10)}` : ''}
          </span>
        )}
        <refresh.Form method="post" preventScrollReset className="ml-auto">
          <input type="hidden" name="intent" value="coding-refresh" />
          <input type="hidden" name="dialogId" value={dialog.id} />
          <input type="hidden" name="anchor" value={anchor} />
          {hydrated && <input type="hidden" name="js" value="1" />}
          <button
            type="submit"
            disabled={busy || dialog.status === 'processing'}
            className={buttonClass('ghost', 'px-2 py-1 text-xs')}
            aria-label={`Refresh ${dialog.label}`}
          >
            {busy ? <Spinner className="h-3.5 w-3.5" /> : null}
            Refresh
          </button>
        </refresh.Form>
      </div>
      {dialog.status === 'failed' && dialog.error && <FormError inline className="mt-1 text-sm" message={dialog.error} />}
      {refresh.data?.error && <FormError inline className="mt-1 text-sm" message={refresh.data.error} />}
      {dialog.blocks.length > 0 && (
        <details className="mt-2">
          <summary className="cursor-pointer text-sm font-medium text-slate-700">
            Show topics<span className="sr-only"> of {dialog.label}</span>
          </summary>
          <div className="mt-3 space-y-4">
            {dialog.blocks.map((block) => (
              <section key={block.blockId} aria-label={block.title}>
                <h3 className="text-sm font-semibold text-slate-900">{block.title}</h3>
                <ul className="mt-2 space-y-3">
                  {block.topics.map((topic) => (
                    <TopicItem key={topic.id} topic={topic} interviewId={interviewId} />
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </details>
      )}
    </li>
  );
}

function TopicItem({ topic, interviewId, sub = false }: { topic: Topic | Topic['subtopics'][number]; interviewId: string; sub?: boolean }) {
  return (
    <li className={`min-w-0 rounded-md ${sub ? 'ml-2 border-l-2 border-slate-200 pl-3' : 'bg-white p-3 ring-1 ring-slate-200'}`}>
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h4 className="font-medium break-words text-slate-900">{topic.topic}</h4>
        <Agreement agreement={topic.agreement} />
      </div>
      {topic.insights && <p className="mt-1 text-sm break-words text-slate-700">{topic.insights}</p>}
      {topic.topWords.length > 0 && (
        <ul aria-label="Top words" className="mt-1 flex flex-wrap gap-1">
          {topic.topWords.map((word) => (
            <li key={word} className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">
              {word}
            </li>
          ))}
        </ul>
      )}
      {/* A subtopic often lives in its topic's quotes: it shows its own only when it has some. */}
      {(!sub || topic.citations.length > 0) && (
        <div className="mt-2">
          <CitationList citations={topic.citations} interviewId={interviewId} />
        </div>
      )}
      {'subtopics' in topic && topic.subtopics.length > 0 && (
        <ul aria-label="Subtopics" className="mt-3 space-y-3">
          {topic.subtopics.map((sub) => (
            <TopicItem key={sub.id} topic={sub} interviewId={interviewId} sub />
          ))}
        </ul>
      )}
    </li>
  );
}
