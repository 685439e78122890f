/** Who may open a report: its interview's owner. Anyone else gets the same 404 as for a report that does not exist. */
import { eq } from 'drizzle-orm';
import { getDb, schema } from '@db/index';
import type { Interview } from '@db/schema';
import { getOwnedInterview } from '~/features/interviews/interviews.server';
import { NotFound } from '~/lib/errors';
import { reportNotFoundMessage, requireReport, type Report } from './reports.server';

/** The owner's interview and one of its reports: another researcher gets a 404 for the interview. */
export function ownedReport(userId: string, interviewId: string, reportId: string): { interview: Interview; report: Report } {
  const interview = getOwnedInterview(userId, interviewId);
  return { interview, report: requireReport(interview.id, reportId) };
}

/** A report named only by its id (the /api/report/{reportId}/... calls): 404 unless the caller owns its interview. */
export function ownedReportById(userId: string, reportId: string): { interview: Interview; report: Report } {
  const report = getDb().select().from(schema.reports).where(eq(schema.reports.id, reportId)).get();
  if (!report) throw new NotFound(reportNotFoundMessage(reportId));
  const interview = getOwnedInterview(userId, report.interviewId);
  return { interview, report };
}
