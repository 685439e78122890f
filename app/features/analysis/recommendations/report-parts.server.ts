import type { Interview } from '@db/schema';

import type { Report } from '../reports/reports.server';
import { recCodingResults, recommendationsData } from './api.server';
import { codingRecData } from './rec-coding-data.server';

/**
 * This part's pieces of the report's JSON, for `GET /api/interview/{id}/report`: recommendations_data and
 * coding_rec_data. Rejected quotes are left out.
 */
export function recommendationsReportParts(interview: Interview, report: Report, userId: string) {
  return {
    recommendations_data: recommendationsData(interview, report, userId),
    coding_rec_data: codingRecData(recCodingResults(interview, report, userId)),
  };
}
