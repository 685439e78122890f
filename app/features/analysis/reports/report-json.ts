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
    segment: segmentJson(report.segment),
  };
}

/** The segment the report is limited to, in the JSON's words; null when it reads every dialog. */
function segmentJson(segment: Report['segment']) {
  if (!segment) return null;
  return segment.kind === 'variable'
    ? { kind: segment.kind, variable: segment.variable, value: segment.value }
    : { kind: segment.kind, question_id: segment.questionId, option_id: segment.optionId };
}
