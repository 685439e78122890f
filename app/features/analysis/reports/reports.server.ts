import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';

import { getDb, schema } from '@db/index';
import { LimitReached, NotFound } from '~/lib/errors';
import { formatDateTime } from '~/lib/format-date';
import { newId } from '~/lib/ids.server';
import { reportsPerInterview } from '~/lib/server-limits.server';

export type Report = schema.Report;

const { reports, reportSelections } = schema;

/** The message shown when a report id names no report of this interview. */
export const reportNotFoundMessage = (id: string) => `Report ID ${id} not found`;

/** Newest first, the order the report selector shows. */
export function listReports(interviewId: string): Report[] {
  return getDb()
    .select()
    .from(reports)
    .where(eq(reports.interviewId, interviewId))
    .orderBy(desc(reports.createdAt), desc(sql`rowid`))
    .all();
}

export function findReport(interviewId: string, reportId: string): Report | undefined {
  return getDb()
    .select()
    .from(reports)
    .where(and(eq(reports.interviewId, interviewId), eq(reports.id, reportId)))
    .get();
}

/** The report if it belongs to this interview; otherwise a 404 with the spec's message. */
export function requireReport(interviewId: string, reportId: string): Report {
  const report = findReport(interviewId, reportId);
  if (!report) throw new NotFound(reportNotFoundMessage(reportId));
  return report;
}

export function latestReport(interviewId: string): Report | undefined {
  return listReports(interviewId)[0];
}

/**
 * A new report; its name defaults to the moment it was made, which is how researchers tell waves apart. A segment,
 * chosen here and kept for the report's life, limits every part of it to that segment's dialogs. An interview
 * holds a capped number of reports (each run fills one), refused with LimitReached beyond it.
 */
export function createReport(interviewId: string, name?: string, segment: schema.ReportSegment | null = null): Report {
  const now = new Date();
  return getDb().transaction((tx) => {
    const cap = reportsPerInterview();
    const held = tx
      .select({ n: sql<number>`count(*)` })
      .from(reports)
      .where(eq(reports.interviewId, interviewId))
      .get()!.n;
    if (held >= cap) throw new LimitReached(`An interview can hold at most ${cap} reports. Delete one to create another.`);
    return tx
      .insert(reports)
      .values({ id: newId(), interviewId, name: name?.trim() || formatDateTime(now), segment, createdAt: now, updatedAt: now })
      .returning()
      .get();
  });
}

export function renameReport(interviewId: string, reportId: string, name: string): Report {
  requireReport(interviewId, reportId);
  return getDb().update(reports).set({ name: name.trim(), updatedAt: new Date() }).where(eq(reports.id, reportId)).returning().get()!;
}

/** Deletes the report and everything in it (scores and every later result cascade with it). */
export function deleteReport(interviewId: string, reportId: string): void {
  requireReport(interviewId, reportId);
  getDb().delete(reports).where(eq(reports.id, reportId)).run();
}

/** Whether the report's analyses read simulated (persona) dialogs too. */
export function setIncludeGenerated(interviewId: string, reportId: string, include: boolean): Report {
  requireReport(interviewId, reportId);
  return getDb()
    .update(reports)
    .set({ includeGenerated: include, updatedAt: new Date() })
    .where(eq(reports.id, reportId))
    .returning()
    .get()!;
}

/** The quality sample's settings and last run, kept on its report. */
export function setReportSample(
  reportId: string,
  sample: Partial<Pick<Report, 'sampleThreshold' | 'sampleModel' | 'sampleAnalyzedAt'>>,
): void {
  getDb()
    .update(reports)
    .set({ ...sample, updatedAt: new Date() })
    .where(eq(reports.id, reportId))
    .run();
}

/** Remembers the report this researcher works on, so the next visit opens it. */
export function chooseReport(userId: string, interviewId: string, reportId: string): void {
  const updatedAt = new Date();
  getDb()
    .insert(reportSelections)
    .values({ userId, interviewId, reportId, updatedAt })
    .onConflictDoUpdate({ target: [reportSelections.userId, reportSelections.interviewId], set: { reportId, updatedAt } })
    .run();
}

function chosenReport(userId: string, interviewId: string): Report | undefined {
  const row = getDb()
    .select({ report: reports })
    .from(reportSelections)
    .innerJoin(reports, eq(reports.id, reportSelections.reportId))
    .where(and(eq(reportSelections.userId, userId), eq(reportSelections.interviewId, interviewId)))
    .get();
  return row?.report;
}

export type OpenedReport = { report: Report; reports: Report[]; notice: string | null };

/**
 * The report a page works on: the one asked for; else, or when that one cannot be loaded, the one this
 * researcher last chose (a failed change reverts to it, with its message); else the latest; else a new one.
 * The caller has checked that the researcher owns the interview.
 */
export function openReport(userId: string, interviewId: string, requestedId?: string | null): OpenedReport {
  let notice: string | null = null;
  if (requestedId) {
    const requested = findReport(interviewId, requestedId);
    if (requested) {
      chooseReport(userId, interviewId, requested.id);
      return { report: requested, reports: listReports(interviewId), notice };
    }
    notice = `Failed to change to report: ${requestedId}`;
  }
  const report = chosenReport(userId, interviewId) ?? latestReport(interviewId) ?? createReport(interviewId);
  chooseReport(userId, interviewId, report.id);
  return { report, reports: listReports(interviewId), notice };
}

/**
 * Marks the reports to be run again because a dialog they used was deleted by its respondent or the retention
 * period; the earliest such time is kept until a whole run completes (`clearRerunNeeded`).
 */
export function markReportsForRerun(reportIds: readonly string[], at: Date): void {
  if (reportIds.length === 0) return;
  getDb()
    .update(reports)
    .set({ rerunNeededSince: at })
    .where(and(inArray(reports.id, [...reportIds]), isNull(reports.rerunNeededSince)))
    .run();
}

/** A whole run has made the report's results again from the dialogs there are now. */
export function clearRerunNeeded(reportId: string): void {
  getDb().update(reports).set({ rerunNeededSince: null }).where(eq(reports.id, reportId)).run();
}
