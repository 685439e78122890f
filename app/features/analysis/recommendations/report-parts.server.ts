import type { Interview } from '@db/schema';
import { activeBlocks } from '../coding/blocks.server';
import type { Report } from '../reports/reports.server';
import { businessSummaryData, questionInsightsData, summariesOf } from '../summaries/summaries.server';
import { recCodingResults, recommendationsData } from './api.server';
import { codingRecData } from './rec-coding.server';

/**
 * This part's pieces of the report's JSON, for `GET /api/interview/{id}/report`: recommendations_data,
 * coding_rec_data, question_insights_data and the business summary (summary_data). Rejected quotes are left out.
 */
export function recommendationsReportParts(interview: Interview, report: Report, userId: string) {
  const blocks = activeBlocks(interview);
  return {
    recommendations_data: recommendationsData(interview, report, userId),
    coding_rec_data: codingRecData(recCodingResults(interview, report, userId)),
    question_insights_data: questionInsightsData(summariesOf(report.id, 'question_insights', userId, blocks)),
    summary_data: businessSummaryData(summariesOf(report.id, 'business_insights', userId, blocks)[0]),
  };
}
