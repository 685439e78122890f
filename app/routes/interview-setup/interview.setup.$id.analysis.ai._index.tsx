import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

import { GroundingTotals } from '~/features/analysis/citations/GroundingTotals';
import { AnswersSection } from '~/features/analysis/coding/AnswersSection';
import { DialogsSection } from '~/features/analysis/coding/DialogsSection';
import { ExportButtons } from '~/features/analysis/exports/ExportButtons';
import { aiAnalysisPageAction, aiAnalysisPageData } from '~/features/analysis/page/ai-analysis-page.server';
import { AnalysisToolbar } from '~/features/analysis/page/AnalysisToolbar';
import { FirstRun } from '~/features/analysis/page/FirstRun';
import { RecommendationCodingSection } from '~/features/analysis/recommendations/RecommendationCodingSection';
import { RecommendationsSection } from '~/features/analysis/recommendations/RecommendationsSection';
import { RerunConfirm } from '~/features/analysis/rerun/RerunConfirm';
import { BusinessInsightsSection } from '~/features/analysis/summaries/BusinessInsightsSection';
import { QuestionInsightsSection } from '~/features/analysis/summaries/QuestionInsightsSection';
import { BlocksAnalysisSection } from '~/features/analysis/topics/BlocksAnalysisSection';
import { CodingInsightsSection } from '~/features/analysis/topics/CodingInsightsSection';
import { KeyTopicsSection } from '~/features/analysis/topics/KeyTopicsSection';
import { SectionIndex, SectionIndexProvider, useRevealHashTarget } from '~/features/analysis/ui/SectionIndex';
import { requireUser } from '~/features/auth/session.server';
import { interviewFor } from '~/features/teams/access.server';
import { HTTP_STATUS } from '~/lib/http-status';
import { BODY_LIMITS, readFormBody } from '~/lib/request-body.server';

export const meta: MetaFunction = () => [{ title: 'AI Analysis' }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const interview = interviewFor(user.id, params.id, 'read');
  return aiAnalysisPageData(user.id, interview, request);
}

/** Every form of the page posts here with an `intent`; each part answers its own intents. */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const interview = interviewFor(user.id, params.id, 'write');
  const form = await readFormBody(request, BODY_LIMITS.form);
  const answer = await aiAnalysisPageAction(user.id, interview, request, form);
  return answer ?? Response.json({ error: 'Unknown action' }, { status: HTTP_STATUS.badRequest });
}

/**
 * The AI Analysis tab: once there are results, the index of its sections first (skip links with their summary
 * lines); then the toolbar and every section in its order, collapsed to their summary lines on a long report. Before
 * anything has run for the report, the toolbar and one call to action, the sections folded behind it.
 */
export default function AiAnalysisTab() {
  const data = useLoaderData<typeof loader>();
  useRevealHashTarget();
  return (
    <SectionIndexProvider value={data.sections}>
      <div className="space-y-4">
        {data.coding.hasResults && <SectionIndex index={data.sections} />}
        <AnalysisToolbar data={data.coding} run={data.run} keptWork={data.keptWork} />
        {data.started && <ExportButtons data={data.exports} />}
        {data.started && <GroundingTotals total={data.grounding.total} />}
        <FirstRun firstRun={!data.started}>
          <DialogsSection data={data.coding} />
          <AnswersSection data={data.coding} />
          <RecommendationsSection data={data.recommendations} />
          <KeyTopicsSection data={data.topics} review={data.themeReview} />
          <CodingInsightsSection data={data.topics} />
          <BlocksAnalysisSection data={data.topics} />
          <RecommendationCodingSection data={data.recommendations} />
          <QuestionInsightsSection data={data.summaries} />
          <BusinessInsightsSection data={data.summaries} />
        </FirstRun>
        <RerunConfirm rerun={data.rerun} />
      </div>
    </SectionIndexProvider>
  );
}
