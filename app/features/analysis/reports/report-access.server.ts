/**
 * Who may open a report: a member of its interview's team (to change it: an admin or researcher). Anyone else gets
 * the same 404 as for a report that does not exist; a viewer's change a 403.
 */
import { eq } from 'drizzle-orm';

import { getDb, schema } from '@db/index';
import type { Interview } from '@db/schema';
import { type Access, interviewFor } from '~/features/teams/access.server';
import { NotFound } from '~/lib/errors';

import { type Report, reportNotFoundMessage, requireReport } from './reports.server';

/** The team's interview and one of its reports: another team gets a 404 for the interview. */
export function ownedReport(
  userId: string,
  interviewId: string,
  reportId: string,
  access: Access,
): { interview: Interview; report: Report } {
  const interview = interviewFor(userId, interviewId, access);
  return { interview, report: requireReport(interview.id, reportId) };
}

/** A report named only by its id (the /api/report/{reportId}/... calls): 404 unless the caller's team holds its interview. */
export function ownedReportById(userId: string, reportId: string, access: Access): { interview: Interview; report: Report } {
  const report = getDb().select().from(schema.reports).where(eq(schema.reports.id, reportId)).get();
  if (!report) throw new NotFound(reportNotFoundMessage(reportId));
  const interview = interviewFor(userId, report.interviewId, access);
  return { interview, report };
}
