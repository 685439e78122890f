import { BUILTIN_MODEL } from '~/ai/models';
import { HowThisWasMade } from '~/components/ui/HowThisWasMade';

import { CitationList } from '../citations/CitationList';
import { fittingText } from '../citations/fitting-text';
import { EarlierVotes } from '../reports/EarlierRun';
import { CollapsibleSection } from '../ui/CollapsibleSection';
import { RespondentsWords } from '../ui/RespondentsWords';
import { foldTopics, OtherPoints } from './OtherPoints';
import { AgreementNote, Coverage, RunInfo, type TopicsData, UpdateAll, WordList } from './TopicParts';

type Topic = TopicsData['blocks'][number]['subtopics'][number];

/** Topics, each a disclosure: label and coverage, then what it covers, its counts and its quotes. */
function TopicList({ topics, data }: { topics: Topic[]; data: TopicsData }) {
  if (topics.length === 0) return null;
  const included = data.run?.included ?? 0;
  return (
    <ul className="space-y-2">
      {topics.map((topic) => (
        <li key={topic.id}>
          <details className="group/topic rounded-md ring-1 ring-slate-200">
            <summary className="flex cursor-pointer list-none items-baseline gap-3 px-3 py-2 [&::-webkit-details-marker]:hidden">
              <span aria-hidden="true" className="text-xs text-slate-500 transition group-open/topic:rotate-90">
                ▶
              </span>
              {/* The marker stays beside the name when a long name (a respondent's clause) wraps. */}
              <span className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
                <span className="min-w-0 text-sm font-medium text-slate-900 [overflow-wrap:anywhere]">
                  <RespondentsWords text={topic.topic} isTheirs={data.run?.model === BUILTIN_MODEL} />
                </span>
                <Coverage n={topic.dialogCount} of={included} />
              </span>
            </summary>
            <div className="space-y-3 border-t border-slate-200 p-3">
              {topic.description && <p className="text-sm text-slate-800">{topic.description}</p>}
              {topic.insights && <p className="text-sm text-slate-700">{topic.insights}</p>}
              <WordList words={topic.topWords} label="Distinctive words" />
              <AgreementNote agreement={topic.agreement} />
              <h5 className="text-xs font-semibold uppercase tracking-wide text-slate-600">Supporting quotes</h5>
              <CitationList citations={topic.citations} interviewId={data.interviewId} />
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}

/** A screenful of a block's topics; points of one respondent (and shared ones beyond) under "Other points (N)". */
function FoldedTopics({ topics, data }: { topics: Topic[]; data: TopicsData }) {
  const { listed, other } = foldTopics(topics);
  return (
    <>
      <TopicList topics={listed} data={data} />
      <OtherPoints count={other.length}>
        <TopicList topics={other} data={data} />
      </OtherPoints>
    </>
  );
}

/** Coding Blocks Analysis: per block its insights, top words, subtopics with their quotes, and original quotes. */
export function BlocksAnalysisSection({ data }: { data: TopicsData }) {
  const { run, blocks } = data;
  const tally = data.grounding;
  const offered = tally.verbatim + tally.snapped + tally.dropped;
  const fitting = fittingText(tally);
  return (
    <CollapsibleSection id="coding-blocks-analysis" actions={<UpdateAll data={data} />}>
      {!run ? (
        <p className="text-sm text-slate-600">Run the analysis to see results here.</p>
      ) : (
        <div className="space-y-6">
          <div className="space-y-1">
            <RunInfo run={run} />
            {offered > 0 && (
              <p className="text-xs text-slate-600">
                Quotes in this section: {tally.verbatim} verbatim · {tally.snapped} snapped · {tally.dropped} dropped (not found in the
                cited message, never shown)
              </p>
            )}
            {fitting && <p className="text-xs text-slate-600">{fitting}</p>}
          </div>
          {blocks.map((block) => (
            <section
              key={block.id}
              aria-labelledby={`block-${block.id}`}
              className="space-y-3 border-t border-slate-200 pt-4 first:border-t-0 first:pt-0"
            >
              <h3 id={`block-${block.id}`} className="text-base font-semibold text-slate-900 [overflow-wrap:anywhere]">
                {block.topic}
              </h3>
              {block.insights && <p className="text-sm text-slate-700">{block.insights}</p>}
              <WordList words={block.topWords} label="Top words" />
              <div className="space-y-2">
                <h4 className="text-sm font-semibold text-slate-800">Subtopics</h4>
                {block.subtopics.every((t) => t.dialogCount < 2) && (
                  <p className="text-sm text-slate-600">No topic was shared by two or more dialogs.</p>
                )}
                <FoldedTopics topics={block.subtopics} data={data} />
              </div>
              <details className="rounded-md ring-1 ring-slate-200">
                <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-slate-800">
                  Original quotes ({block.quoteCount})
                </summary>
                <div className="border-t border-slate-200 p-3">
                  <p className="mb-2 text-xs text-slate-600">
                    One answer per dialog, the sentence closest to what the block’s answers say overall.
                  </p>
                  <CitationList citations={block.citations} interviewId={data.interviewId} />
                </div>
              </details>
            </section>
          ))}
        </div>
      )}
      <EarlierVotes votes={data.earlierVotes.blocks} interviewId={data.interviewId} />
      <HowThisWasMade madeBy={data.run?.madeBy ?? []} />
    </CollapsibleSection>
  );
}
