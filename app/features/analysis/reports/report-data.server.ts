import type { Interview } from '@db/schema';
import { groundingSummary } from '../citations/citations.server';
import { codingReportData } from '../coding/coding-data.server';
import { reportJson } from './report-json';
import type { Report } from './reports.server';

/**
 * One report with its data parts (spec §3), as GET /api/interview/{id}/report answers it: coding_data and
 * answer_data keyed by dialog id, and `grounding` (verbatim, snapped, dropped quotes per section and in total).
 */
export function reportWithData(interview: Interview, report: Report, userId: string) {
  const grounding = groundingSummary(report.id);
  return { ...reportJson(report), ...codingReportData(interview, report, userId), grounding: { ...grounding.sections, total: grounding.total } };
}
