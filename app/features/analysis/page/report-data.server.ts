import type { Interview } from '@db/schema';

import { groundingSummary } from '../citations/citations.server';
import { codingReportData } from '../coding/coding-data.server';
import { recommendationsReportParts } from '../recommendations/report-parts.server';
import { reportJson } from '../reports/report-json';
import { reportSegmentView } from '../reports/report-segment.server';
import type { Report } from '../reports/reports.server';
import { sampleData, sampleView } from '../sample/sample.server';
import { summariesReportParts } from '../summaries/report-parts.server';
import { insightsJson } from '../topics/topics-json.server';
import { topicsPageData } from '../topics/topics-page.server';

/**
 * One report with its data parts, as GET /api/interview/{id}/report answers it: sample_data, coding_data and
 * answer_data keyed by dialog id, insights_data, the recommendation and summary parts, and `grounding` (verbatim,
 * snapped, dropped quotes per section and in total).
 */
export function reportWithData(interview: Interview, report: Report, userId: string) {
  const grounding = groundingSummary(report.id);
  const json = reportJson(report);
  return {
    ...json,
    // With the segment in words and its count, as the report bar shows it.
    segment: json.segment && { ...json.segment, ...reportSegmentView(report) },
    sample_data: sampleData(sampleView(report)),
    ...codingReportData(interview, report, userId),
    insights_data: insightsJson(topicsPageData(interview, report, userId, grounding)),
    ...recommendationsReportParts(interview, report, userId),
    ...summariesReportParts(interview, report, userId),
    grounding: { ...grounding.sections, total: grounding.total },
  };
}
