/** The JSON calls for the summaries, for the report's owner only. */
import { z } from 'zod';

import { ValidationFailed } from '~/lib/errors';

import { activeBlocks } from '../coding/blocks.server';
import { ownedReportById } from '../reports/report-access.server';
import { NO_REPORT_BUSINESS_INSIGHTS, NO_REPORT_QUESTION_INSIGHTS } from './labels';
import { statedSummariesOf } from './stated-summaries.server';
import { generateBusinessInsights, generateQuestionInsights } from './summaries.server';
import { businessSummaryData, questionInsightsData } from './summaries-data.server';

export const summaryBody = z.object({ report_id: z.string().nullish(), model: z.string().min(1).default('builtin') });

export async function questionInsightsCall(userId: string, body: z.infer<typeof summaryBody>, signal: AbortSignal) {
  if (!body.report_id) throw new ValidationFailed(NO_REPORT_QUESTION_INSIGHTS);
  const { interview, report } = ownedReportById(userId, body.report_id, 'write');
  const outcome = await generateQuestionInsights(interview, report, userId, body.model, signal);
  const shown = statedSummariesOf(interview, report, 'question_insights', userId, activeBlocks(interview));
  return {
    success: true,
    question_insights_data: { ...questionInsightsData(shown), dropped_points: outcome.droppedPoints, quotes: outcome.tally },
  };
}

export async function businessInsightsCall(userId: string, body: z.infer<typeof summaryBody>, signal: AbortSignal) {
  if (!body.report_id) throw new ValidationFailed(NO_REPORT_BUSINESS_INSIGHTS);
  const { interview, report } = ownedReportById(userId, body.report_id, 'write');
  const outcome = await generateBusinessInsights(interview, report, userId, body.model, signal);
  const shown = statedSummariesOf(interview, report, 'business_insights', userId, activeBlocks(interview))[0];
  return { success: true, summary_data: { ...businessSummaryData(shown), dropped_points: outcome.droppedPoints, quotes: outcome.tally } };
}
