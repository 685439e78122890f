import { getDb, schema } from '@db/index';
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

export type AuditEvent = {
  teamId: string;
  actor: { id: string; email: string };
  action: AuditAction;
  interview?: { id: string; title: string } | null;
  /** What the step touched, in plain words. */
  detail?: string | null;
};

/** Appends one step to its team's log. The app never updates or deletes an entry. */
export function recordAudit(event: AuditEvent, at = new Date()): void {
  getDb()
    .insert(schema.auditEvents)
    .values({
      id: newId(),
      teamId: event.teamId,
      actorId: event.actor.id,
      actorEmail: event.actor.email,
      action: event.action,
      interviewId: event.interview?.id ?? null,
      interviewTitle: event.interview?.title ?? null,
      detail: event.detail ?? null,
      at,
    })
    .run();
}
