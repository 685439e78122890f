import type { Interview } from '@db/schema';

import { groundingSummary } from '../citations/citations.server';
import { codingPageAction, codingPageData } from '../coding/coding-page.server';
import { exportsPageData } from '../exports/exports.server';
import { recommendationsPageAction, recommendationsPageData } from '../recommendations/recommendations-page.server';
import { reportForRequest } from '../reports/report-request.server';
import { confirmBeforeRerun, pendingRerun } from '../rerun/rerun-confirm.server';
import { runPageAction, runPageData } from '../run/run-page.server';
import { summariesPageAction, summariesPageData } from '../summaries/summaries-page.server';
import { themeReviewPageAction, themeReviewPageData } from '../topics/theme-review-page.server';
import { topicsPageAction, topicsPageData } from '../topics/topics-page.server';
import { sectionIndex } from '../ui/section-index';
import { clearCacheAction, keptOnClear } from './clear-cache.server';
import { analysisStarted } from './first-run.server';

/**
 * Everything the AI Analysis tab shows for the report the request names (the interview's latest without one): each
 * part's data, the section index, the grounding totals, the exports, whether anything has run, and a rerun waiting
 * for its confirmation.
 */
export async function aiAnalysisPageData(userId: string, interview: Interview, request: Request) {
  const { report } = reportForRequest(userId, interview.id, request);
  const grounding = groundingSummary(report.id);
  const parts = {
    coding: codingPageData(interview, report, userId, grounding),
    run: runPageData(interview, report),
    topics: topicsPageData(interview, report, userId, grounding),
    recommendations: recommendationsPageData(interview, report, userId, grounding),
    summaries: summariesPageData(interview, report, userId, grounding),
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

const PAGE_ACTIONS = [
  runPageAction,
  clearCacheAction,
  codingPageAction,
  topicsPageAction,
  themeReviewPageAction,
  recommendationsPageAction,
  summariesPageAction,
];

/**
 * A form of the AI Analysis tab, by its `intent`: a rerun that would replace work asks first, then the part that owns
 * the intent answers. Null when no part knows the intent.
 */
export async function aiAnalysisPageAction(
  userId: string,
  interview: Interview,
  request: Request,
  form: FormData,
): Promise<Response | null> {
  const { report } = reportForRequest(userId, interview.id, request);
  const intent = String(form.get('intent') ?? '');
  const confirmFirst = await confirmBeforeRerun('ai', intent, form, { interviewId: interview.id, report, request });
  if (confirmFirst) return confirmFirst;
  const context = { interview, report, userId, request };
  for (const handle of PAGE_ACTIONS) {
    const answer = await handle(intent, form, context);
    if (answer) return answer;
  }
  return null;
}
