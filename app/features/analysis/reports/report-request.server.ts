import type { OpenedReport } from './reports.server';
import { openReport } from './reports.server';

/** The report named by the page's `?report=` (with the fallbacks of `openReport`): every Analysis page reads it so. */
export function reportForRequest(userId: string, interviewId: string, request: Request): OpenedReport {
  return openReport(userId, interviewId, new URL(request.url).searchParams.get('report'));
}
