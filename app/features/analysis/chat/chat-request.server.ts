import { AiError } from '~/ai/errors';
import { openReport, type Report, requireReport } from '~/features/analysis/reports/reports.server';
import { statusOf } from '~/lib/errors';

/** The report a chat request names, or the one the researcher last chose (the spec's fallback order). */
export function reportForChat(userId: string, interviewId: string, reportId: string | undefined): Report {
  if (reportId) return requireReport(interviewId, reportId);
  return openReport(userId, interviewId).report;
}

/** The status a failed answer is reported with; unexpected failures are logged, the provider's are not news. */
export function chatFailureStatus(failure: unknown): number {
  // The one error map decides; LangChain's wrapper only hides the AI layer's error behind it.
  const error = aiErrorIn(failure) ?? failure;
  const status = statusOf(error);
  if (status >= 500) console.error('Analytics chat failed', error);
  return status;
}

/** LangChain wraps what a middleware throws (MiddlewareError); the AI layer's error is its cause. */
function aiErrorIn(error: unknown): AiError | undefined {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    if (current instanceof AiError) return current;
  }
  return undefined;
}
