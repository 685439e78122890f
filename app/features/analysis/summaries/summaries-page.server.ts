import type { Interview } from '@db/schema';
import { distinctMadeBy } from '~/ai/provenance';
import { defaultModel, listModels } from '~/ai/registry.server';

import { groundingSummary } from '../citations/citations.server';
import { earlierVotes } from '../citations/quote-votes.server';
import { activeBlocks } from '../coding/blocks.server';
import { pageAnswer } from '../reports/page-answer.server';
import { countedQuotes } from '../reports/report-counts';
import { includedDialogIds } from '../reports/report-dialogs.server';
import type { Report } from '../reports/reports.server';
import { reportStatedThemes } from '../topics/topics-page.server';
import { statedSummariesOf } from './stated-summaries.server';
import { generateBusinessInsights, generateQuestionInsights } from './summaries.server';
import type { ShownSummary } from './summaries-data.server';

/** A summary whose points say how many of their quotes count. */
function withQuoteCounts(summary: ShownSummary, included: ReadonlySet<string>) {
  return { ...summary, points: summary.points.map((point) => ({ ...point, quoteCount: countedQuotes(point.citations, included) })) };
}
export type PageSummary = ReturnType<typeof withQuoteCounts>;

/** What the AI Analysis page shows of this part: the Question and Business Insights summaries. */
export function summariesPageData(interview: Interview, report: Report, userId: string, { sections } = groundingSummary(report.id)) {
  const blocks = activeBlocks(interview);
  const included = new Set(includedDialogIds(report));
  const stated = reportStatedThemes(interview, report, userId);
  const question = statedSummariesOf(interview, report, 'question_insights', userId, blocks, stated);
  const business = statedSummariesOf(interview, report, 'business_insights', userId, blocks, stated)[0] ?? null;
  return {
    interviewId: interview.id,
    models: listModels('analysis'),
    defaultModel: defaultModel('analysis'),
    question: question.map((summary) => withQuoteCounts(summary, included)),
    business: business ? withQuoteCounts(business, included) : null,
    madeBy: { question: distinctMadeBy(question.map((s) => s.madeBy)), business: distinctMadeBy([business?.madeBy ?? null]) },
    questionGrounding: sections['question-insights'] ?? null,
    businessGrounding: sections['business-insights'] ?? null,
    earlierVotes: {
      question: earlierVotes(report.id, userId, ['question-insights']),
      business: earlierVotes(report.id, userId, ['business-insights']),
    },
  };
}

export const SUMMARY_FAILED = {
  question: 'Failed to generate question insights summary',
  business: 'Failed to generate business insights summary',
} as const;

/** The part's form posts on the AI Analysis page; null when the intent is not one of its own. */
export async function summariesPageAction(
  intent: string,
  form: FormData,
  context: { interview: Interview; report: Report; userId: string },
): Promise<Response | null> {
  const { interview, report, userId } = context;
  const model = String(form.get('model') ?? '') || defaultModel('analysis');
  if (intent === 'summaries-question')
    return pageAnswer(form, { interviewId: interview.id, reportId: report.id, section: 'question-insights' }, SUMMARY_FAILED.question, () =>
      generateQuestionInsights(interview, report, userId, model),
    );
  if (intent === 'summaries-business')
    return pageAnswer(form, { interviewId: interview.id, reportId: report.id, section: 'business-insights' }, SUMMARY_FAILED.business, () =>
      generateBusinessInsights(interview, report, userId, model),
    );
  return null;
}
