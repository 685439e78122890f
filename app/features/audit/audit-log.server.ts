import { sql } from 'drizzle-orm';

import { getDb } from '@db/index';
import { newId } from '~/lib/ids.server';

/** What the audit log records. One name per kind of step; the Team activity page words them. */
export const AUDIT_ACTIONS = [
  'sign-in',
  'invitation',
  'invitation-accepted',
  'role-change',
  'member-removed',
  'password-reset-link',
  'publish',
  'pause',
  'delete',
  'export',
  'analysis-run',
  'review-decision',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * A step as the feature that does it knows it: the acting user by id (their team and e-mail are read with the insert);
 * the interview as the feature has it, or by its id alone, or as the interview of `reportId` (its title is then read
 * with the insert too).
 */
export type AuditStep = {
  action: AuditAction;
  interview?: { id: string; title?: string } | null;
  reportId?: string;
  detail?: string | null;
};

/**
 * Appends a step done by `actorId` to the log of the actor's team (`users.team_id`) in one statement, whatever it
 * must look up, so a step costs one write. A user without a team (none can sign in once every account has one) records
 * nothing. The interview's id and title are kept as given when it is already gone (a deletion).
 */
export function recordStep(actorId: string, step: AuditStep, at = new Date()): void {
  const interviewId = step.interview?.id ?? null;
  getDb().run(sql`
    INSERT INTO audit_events (id, team_id, actor_id, actor_email, action, interview_id, interview_title, detail, at)
    SELECT ${newId()}, u.team_id, u.id, u.email, ${step.action}, coalesce(${interviewId}, i.id),
      coalesce(${step.interview?.title ?? null}, i.title), ${step.detail ?? null}, ${at.getTime()}
    FROM users u
    LEFT JOIN interviews i ON i.id = coalesce(${interviewId}, (SELECT interview_id FROM reports WHERE id = ${step.reportId ?? null}))
    WHERE u.id = ${actorId} AND u.team_id IS NOT NULL`);
}

/**
 * An analysis run in the log's words: which part, of which report, with which model, and whether an earlier run of
 * the same part was there (its results are replaced).
 */
function analysisRunDetail(part: string, run: { report: { name: string }; model: string; again: boolean }): string {
  return `${part} of the report “${run.report.name}”, model ${run.model}${run.again ? ', run again' : ''}`;
}

/**
 * Records that `actorId` started an analysis run. Called once the queue has taken the job: a start the queue refuses
 * (`TooManyPendingJobs`) is no run. Work started by the app itself (no actor) is not logged.
 */
export function recordAnalysisRun(
  actorId: string | undefined,
  interview: { id: string; title: string },
  part: string,
  run: { report: { name: string }; model: string; again: boolean },
): void {
  if (actorId) recordStep(actorId, { action: 'analysis-run', interview, detail: analysisRunDetail(part, run) });
}
