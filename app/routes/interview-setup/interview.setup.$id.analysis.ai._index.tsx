import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { requireUser } from '~/features/auth/session.server';
import { groundingSummary } from '~/features/analysis/citations/citations.server';
import { GroundingTotals } from '~/features/analysis/citations/GroundingTotals';
import { AnswersSection } from '~/features/analysis/coding/AnswersSection';
import { codingPageAction, codingPageData } from '~/features/analysis/coding/coding-page.server';
import { DialogsSection } from '~/features/analysis/coding/DialogsSection';
import { AnalysisToolbar } from '~/features/analysis/page/AnalysisToolbar';
import { clearCacheAction, keptOnClear } from '~/features/analysis/page/clear-cache.server';
import { analysisStarted } from '~/features/analysis/page/first-run.server';
import { FirstRun } from '~/features/analysis/page/FirstRun';
import { RecommendationCodingSection } from '~/features/analysis/recommendations/RecommendationCodingSection';
import { recommendationsPageAction, recommendationsPageData } from '~/features/analysis/recommendations/recommendations-page.server';
import { RecommendationsSection } from '~/features/analysis/recommendations/RecommendationsSection';
import { reportForRequest } from '~/features/analysis/reports/report-request.server';
import { runPageAction, runPageData } from '~/features/analysis/run/run-page.server';
import { confirmBeforeRerun, pendingRerun } from '~/features/analysis/rerun/rerun-confirm.server';
import { RerunConfirm } from '~/features/analysis/rerun/RerunConfirm';
import { BusinessInsightsSection } from '~/features/analysis/summaries/BusinessInsightsSection';
import { QuestionInsightsSection } from '~/features/analysis/summaries/QuestionInsightsSection';
import { summariesPageAction, summariesPageData } from '~/features/analysis/summaries/summaries-page.server';
import { BlocksAnalysisSection } from '~/features/analysis/topics/BlocksAnalysisSection';
import { CodingInsightsSection } from '~/features/analysis/topics/CodingInsightsSection';
import { KeyTopicsSection } from '~/features/analysis/topics/KeyTopicsSection';
import { topicsPageAction, topicsPageData } from '~/features/analysis/topics/topics-page.server';
import { themeReviewPageAction, themeReviewPageData } from '~/features/analysis/topics/theme-review-page.server';
import { ExportButtons } from '~/features/analysis/exports/ExportButtons';
import { exportsPageData } from '~/features/analysis/exports/exports.server';
import { sectionIndex } from '~/features/analysis/ui/section-index';
import { SectionIndex, SectionIndexProvider, useRevealHashTarget } from '~/features/analysis/ui/SectionIndex';
import { interviewFor } from '~/features/teams/access.server';
import { BODY_LIMITS, readFormBody } from '~/lib/request-body.server';
import { HTTP_STATUS } from '~/lib/http-status';

export const meta: MetaFunction = () => [{ title: 'AI Analysis' }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const interview = interviewFor(user.id, params.id, 'read');
  const { report } = reportForRequest(user.id, interview.id, request);
  const grounding = groundingSummary(report.id);
  const parts = {
    coding: codingPageData(interview, report, user.id),
    run: runPageData(interview, report),
    topics: topicsPageData(interview, report, user.id),
    recommendations: recommendationsPageData(interview, report, user.id),
    summaries: summariesPageData(interview, report, user.id),
  };
  const themeReview = themeReviewPageData(
    report,
    parts.topics.keyTopics.flatMap((t) => t.members.map((m) => m.dialogId)),
    new URL(request.url).searchParams,
  );
  const keptWork = keptOnClear(report);
  const exports = exportsPageData(report);
  return {
    interviewId: interview.id,
    reportId: report.id,
    grounding,
    ...parts,
    themeReview,
    sections: sectionIndex({ ...parts, quotes: grounding.total.verbatim + grounding.total.snapped }),
    keptWork,
    exports,
    started: analysisStarted(interview.id, report.id, { hasResults: parts.coding.hasResults || exports.hasResults, keptWork }),
    rerun: await pendingRerun(request, 'ai', { interviewId: interview.id, report }),
  };
}

/** Every form of the page posts here with an `intent`; each part answers its own intents. */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const interview = interviewFor(user.id, params.id, 'write');
  const { report } = reportForRequest(user.id, interview.id, request);
  const form = await readFormBody(request, BODY_LIMITS.form);
  const intent = String(form.get('intent') ?? '');
  const confirmFirst = await confirmBeforeRerun('ai', intent, form, { interviewId: interview.id, report, request });
  if (confirmFirst) return confirmFirst;
  const context = { interview, report, userId: user.id, request };
  for (const handle of [
    runPageAction,
    clearCacheAction,
    codingPageAction,
    topicsPageAction,
    themeReviewPageAction,
    recommendationsPageAction,
    summariesPageAction,
  ]) {
    const answer = await handle(intent, form, context);
    if (answer) return answer;
  }
  return Response.json({ error: 'Unknown action' }, { status: HTTP_STATUS.badRequest });
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
