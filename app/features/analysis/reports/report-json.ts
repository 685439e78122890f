import type { Report } from './reports.server';

/** A report as the JSON calls of spec §7 answer it (snake_case like the spec's bodies). */
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
