import { BUILTIN_MODEL } from '~/ai/models';
import { HowThisWasMade } from '~/components/ui/HowThisWasMade';

import { CitationList } from '../citations/CitationList';
import { EarlierVotes } from '../reports/EarlierRun';
import { CoderAgreementSummary } from '../theme-review/CoderAgreementSummary';
import { suggestedBy, themeCountText } from '../theme-review/count-text';
import { CollapsibleSection } from '../ui/CollapsibleSection';
import { RespondentsWords } from '../ui/RespondentsWords';
import { foldTopics, OtherPoints } from './OtherPoints';
import type { themeReviewPageData } from './theme-review-page.server';
import { ThemeAgreementTable } from './ThemeAgreementTable';
import { BroughtPassageForm, NewThemeForm, ThemeReview } from './ThemeReview';
import { AgreementNote, Coverage, type TopicsData } from './TopicParts';

type KeyTopic = TopicsData['keyTopics'][number];

/** Key themes listed before the rest fold under "Other points (N)". */
const KEY_TOPICS_SHOWN = 10;

function KeyTopicList({
  topics,
  all,
  data,
  generated,
  namedByYou,
}: {
  topics: KeyTopic[];
  /** Every key theme, listed or folded: what a member can be moved to or a theme merged with. */
  all: KeyTopic[];
  data: TopicsData;
  generated: ReadonlySet<string>;
  namedByYou: ReadonlySet<string>;
}) {
  const run = data.run!;
  if (topics.length === 0) return null;
  return (
    <ol className="space-y-3">
      {topics.map((topic) => (
        <li key={topic.id} className="rounded-md p-3 ring-1 ring-slate-200">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h3 className="min-w-0 text-sm font-semibold text-slate-900 [overflow-wrap:anywhere]">
              <RespondentsWords text={topic.topic} isTheirs={run.model === BUILTIN_MODEL && !namedByYou.has(topic.id)} />
            </h3>
            <Coverage n={topic.dialogCount} of={run.included} />
            <span className="text-xs text-slate-700">
              {themeCountText({
                dialogCount: topic.dialogCount,
                confirmedCount: topic.confirmedCount,
                reviewed: topic.reviewed,
                model: run.model,
              })}
            </span>
          </div>
          {topic.description && <p className="mt-1 text-sm text-slate-800">{topic.description}</p>}
          <p className="mt-1 text-sm text-slate-700">{topic.insights}</p>
          <div className="mt-1">
            <AgreementNote agreement={topic.agreement} />
          </div>
          <details className="mt-2">
            <summary className="cursor-pointer text-sm font-medium text-brand-700">Quotes ({topic.quoteCount})</summary>
            <div className="mt-2">
              <CitationList citations={topic.citations} interviewId={data.interviewId} />
            </div>
          </details>
          <ThemeReview theme={topic} themes={all} interviewId={data.interviewId} model={run.model} generated={generated} />
        </li>
      ))}
    </ol>
  );
}

/**
 * Key Topics: the report's themes across questions, by the dialogs that raised them, each with the questions it came
 * up under; a theme one respondent raised under several questions is kept and said to be theirs alone. A screenful
 * is listed; points of one respondent, and themes beyond, fold under "Other points (N)".
 */
export function KeyTopicsSection({ data, review }: { data: TopicsData; review: ReturnType<typeof themeReviewPageData> }) {
  const { run, keyTopics } = data;
  const { listed, other } = foldTopics(keyTopics, KEY_TOPICS_SHOWN, true);
  const generated = new Set(review.generated);
  const namedByYou = new Set(review.namedByYou);
  const list = (topics: KeyTopic[]) => (
    <KeyTopicList topics={topics} all={keyTopics} data={data} generated={generated} namedByYou={namedByYou} />
  );
  return (
    <CollapsibleSection id="key-topics">
      {run && review.brought && <BroughtPassageForm passage={review.brought} themes={keyTopics} />}
      {!run ? (
        <p className="text-sm text-slate-600">Run the analysis to see results here.</p>
      ) : keyTopics.length === 0 ? (
        <p className="text-sm text-slate-600">No topic is shared by two or more dialogs yet.</p>
      ) : (
        <div className="space-y-3">
          {list(listed)}
          <OtherPoints count={other.length}>{list(other)}</OtherPoints>
        </div>
      )}
      {run && (
        <>
          <div className="mt-3">
            <NewThemeForm />
          </div>
          <ThemeAgreementTable themes={keyTopics} overall={data.themeAgreement} suggester={suggestedBy(run.model)} />
          <CoderAgreementSummary coders={review.coders.coders} blindHref={review.coders.blindHref} />
        </>
      )}
      <EarlierVotes votes={data.earlierVotes.keyTopics} interviewId={data.interviewId} />
      <HowThisWasMade madeBy={data.run?.madeBy ?? []} />
    </CollapsibleSection>
  );
}
