/**
 * The Team activity page's reading of the audit log: one team's entries, newest first, a page at a time, filtered by
 * person and by interview. Only the team's admins read it.
 */
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';

import { getDb, schema } from '@db/index';
import type { TeamRole } from '@db/schema';

import type { AuditAction } from './audit-log.server';

export const ACTIVITY_PAGE_SIZE = 50;

/** What a member who is not an admin reads instead of the page (the Team page's admin check refuses them). */
export const NOT_TEAM_ADMIN = "Only an admin of the team can see the team's activity. Ask one of your team's admins.";

/** Whether the signed-in navigation shows the Team activity link. */
export const canSeeTeamActivity = (user: { role: TeamRole }): boolean => user.role === 'admin';

export type ActivityFilters = { person: string | null; interview: string | null; page: number };

export type ActivityRow = {
  id: string;
  at: Date;
  actorEmail: string;
  action: AuditAction;
  interview: { id: string; title: string; exists: boolean } | null;
  detail: string | null;
};

export type ActivityOption = { value: string; label: string };

const { auditEvents, interviews } = schema;

/** A page of the team's log as filtered, with the choices of the filters (everyone and every interview in the log). */
export function teamActivity(teamId: string, asked: ActivityFilters) {
  const db = getDb();
  const people = peopleOf(teamId);
  const named = interviewsOf(teamId);
  // A filter names someone or an interview of this team's log, or it is ignored.
  const filters = {
    person: people.some((p) => p.value === asked.person) ? asked.person : null,
    interview: named.some((i) => i.value === asked.interview) ? asked.interview : null,
  };
  const where: SQL[] = [eq(auditEvents.teamId, teamId)];
  if (filters.person) where.push(eq(auditEvents.actorEmail, filters.person));
  if (filters.interview) where.push(eq(auditEvents.interviewId, filters.interview));
  const condition = and(...where);
  const total = db.select({ n: count() }).from(auditEvents).where(condition).get()!.n;
  const pages = Math.max(1, Math.ceil(total / ACTIVITY_PAGE_SIZE));
  const page = Math.min(Math.max(1, asked.page), pages);
  const rows = db
    .select({
      id: auditEvents.id,
      at: auditEvents.at,
      actorEmail: auditEvents.actorEmail,
      action: auditEvents.action,
      interviewId: auditEvents.interviewId,
      interviewTitle: auditEvents.interviewTitle,
      // The interview as it is now, if it still exists: a link then, else the title kept in the entry.
      currentTitle: interviews.title,
      detail: auditEvents.detail,
    })
    .from(auditEvents)
    .leftJoin(interviews, eq(interviews.id, auditEvents.interviewId))
    .where(condition)
    .orderBy(desc(auditEvents.at), desc(sql`${auditEvents}.rowid`))
    .limit(ACTIVITY_PAGE_SIZE)
    .offset((page - 1) * ACTIVITY_PAGE_SIZE)
    .all();
  return {
    rows: rows.map((row): ActivityRow => ({
      id: row.id,
      at: row.at,
      actorEmail: row.actorEmail,
      action: row.action as AuditAction,
      interview: row.interviewId
        ? { id: row.interviewId, title: row.currentTitle ?? row.interviewTitle ?? 'Untitled interview', exists: row.currentTitle !== null }
        : null,
      detail: row.detail,
    })),
    total,
    page,
    pages,
    people,
    interviews: named,
    filters,
  };
}

/** Everyone who appears in the team's log, by e-mail (a removed member's entries keep theirs). */
function peopleOf(teamId: string): ActivityOption[] {
  return getDb()
    .selectDistinct({ email: auditEvents.actorEmail })
    .from(auditEvents)
    .where(eq(auditEvents.teamId, teamId))
    .orderBy(auditEvents.actorEmail)
    .all()
    .map(({ email }) => ({ value: email, label: email }));
}

/** Every interview named in the team's log, by its title now, or the title it had when it was deleted. */
function interviewsOf(teamId: string): ActivityOption[] {
  const rows = getDb()
    .select({
      id: auditEvents.interviewId,
      kept: sql<string | null>`max(${auditEvents.interviewTitle})`,
      current: sql<string | null>`max(${interviews.title})`,
    })
    .from(auditEvents)
    .leftJoin(interviews, eq(interviews.id, auditEvents.interviewId))
    .where(and(eq(auditEvents.teamId, teamId), sql`${auditEvents.interviewId} is not null`))
    .groupBy(auditEvents.interviewId)
    .all();
  return rows
    .map((row) => ({
      value: row.id!,
      label: row.current ?? `${row.kept ?? 'Untitled interview'} (deleted)`,
    }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

export type TeamActivity = ReturnType<typeof teamActivity>;
