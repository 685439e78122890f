import type { Report } from './reports.server';

/** A report as the JSON calls answer it (snake_case, like their bodies). */
export function reportJson(report: Report) {
  return {
    id: report.id,
    interview_id: report.interviewId,
    name: report.name,
    created_at: report.createdAt.toISOString(),
    include_generated: report.includeGenerated,
    sample_threshold: report.sampleThreshold,
  };
}
