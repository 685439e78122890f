import type { AuditAction } from './audit-log.server';

/** What each kind of step is called on the Team activity page. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'sign-in': 'Signed in',
  invitation: 'Invited a member',
  'invitation-accepted': 'Joined the team',
  'role-change': 'Changed a role',
  'member-removed': 'Removed a member',
  'password-reset-link': 'Made a password-reset link',
  publish: 'Published the interview',
  pause: 'Paused the interview',
  delete: 'Deleted the interview',
  export: 'Exported',
  'analysis-run': 'Ran the analysis',
  'review-decision': 'Review decision',
};

/** A label for an action the log holds, also one this version does not know. */
export const auditActionLabel = (action: string): string => AUDIT_ACTION_LABELS[action as AuditAction] ?? action;
