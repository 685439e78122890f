import type { Interview } from '@db/schema';

import { activeBlocks } from '../coding/blocks.server';
import type { Report } from '../reports/reports.server';
import { reportStatedThemes } from '../topics/topics-page.server';
import { statedSummariesOf } from './stated-summaries.server';
import { businessSummaryData, questionInsightsData } from './summaries-data.server';

/**
 * This part's pieces of the report's JSON, for `GET /api/interview/{id}/report`: question_insights_data and the
 * business summary (summary_data). Rejected quotes are left out.
 */
export function summariesReportParts(interview: Interview, report: Report, userId: string) {
  const blocks = activeBlocks(interview);
  const stated = reportStatedThemes(interview, report, userId);
  return {
    question_insights_data: questionInsightsData(statedSummariesOf(interview, report, 'question_insights', userId, blocks, stated)),
    summary_data: businessSummaryData(statedSummariesOf(interview, report, 'business_insights', userId, blocks, stated)[0]),
  };
}
