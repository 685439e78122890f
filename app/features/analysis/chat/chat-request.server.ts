import { AiError } from '~/ai/errors';
import { openReport, requireReport, type Report } from '~/features/analysis/reports/reports.server';
import { statusOf } from '~/lib/errors';

/** The report a chat request names, or the one the researcher last chose (the spec's fallback order). */
export function reportForChat(userId: string, interviewId: string, reportId: string | undefined): Report {
  if (reportId) return requireReport(interviewId, reportId);
  return openReport(userId, interviewId).report;
}

/** The status a failed answer is reported with; unexpected failures are logged, the provider's are not news. */
export function chatFailureStatus(error: unknown): number {
  if (error instanceof AiError) return error.details.kind === 'aborted' ? 499 : error.details.kind === 'timeout' ? 504 : 502;
  const status = statusOf(error);
  if (status >= 500) console.error('Analytics chat failed', error);
  return status;
}
