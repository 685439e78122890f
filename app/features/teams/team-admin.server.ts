import type { TeamRole } from '@db/schema';
import { recordStep } from '~/features/audit/audit-log.server';
import { endSessionsOf } from '~/features/auth/session.server';
import { findUserByEmail } from '~/features/auth/users.server';
import { removeFromTeam, setMemberRole } from '~/features/auth/users.server';
import { DomainError, DuplicateEmail, NotFound } from '~/lib/errors';
import { HTTP_STATUS } from '~/lib/http-status';

import { createLink, revokeInvitation } from './invitations.server';
import { adminCount, type Member, memberOf, type Membership, membersOf } from './teams.server';

/** A member who is not an admin asked for an admin's step. */
export class AdminsOnly extends DomainError {
  override readonly status: number = HTTP_STATUS.forbidden;
}
/** The step would leave the team without an admin. */
export class LastAdmin extends DomainError {
  override readonly status: number = HTTP_STATUS.conflict;
}

export const ADMINS_ONLY = 'Only an admin of the team can manage its members and invitations.';
export const LAST_ADMIN =
  'The team needs at least one admin: make another member an admin before you remove or change the role of the last one.';

/**
 * The signed-in user's membership, read from the database; an admin's page or step refused with 403 for anyone else,
 * with the words of the page that asks (the Team page's by default).
 */
export function requireAdmin(userId: string, refusal: string = ADMINS_ONLY): Membership {
  const membership = memberOf(userId);
  if (!membership || membership.role !== 'admin') throw new AdminsOnly(refusal);
  return membership;
}

function memberOfTeam(admin: Membership, memberId: string): Member {
  const member = membersOf(admin.teamId).find((m) => m.id === memberId);
  if (!member) throw new NotFound('That person is not a member of your team.');
  return member;
}

/** An invitation to join the admin's team with a role; returns the link's token (shown once). */
export function inviteMember(adminId: string, email: string, role: TeamRole): { token: string; expiresAt: Date } {
  const admin = requireAdmin(adminId);
  if (findUserByEmail(email)) {
    throw new DuplicateEmail(`An account with the e-mail ${email} already exists. Only people without an account can be invited.`);
  }
  const link = createLink({ teamId: admin.teamId, kind: 'invite', email, role, createdBy: admin.userId });
  recordStep(admin.userId, { action: 'invitation', detail: `${email} as ${role}` });
  return link;
}

export function revokeTeamInvitation(adminId: string, invitationId: string): void {
  const admin = requireAdmin(adminId);
  if (!revokeInvitation(admin.teamId, invitationId)) throw new NotFound('That invitation is no longer open.');
}

/** A member's new role; the last admin keeps theirs. Applies on the member's next request (roles are read per request). */
export function changeMemberRole(adminId: string, memberId: string, role: TeamRole): void {
  const admin = requireAdmin(adminId);
  const member = memberOfTeam(admin, memberId);
  if (member.role === role) return;
  if (member.role === 'admin' && adminCount(admin.teamId) <= 1) throw new LastAdmin(LAST_ADMIN);
  setMemberRole(member.id, role);
  recordStep(admin.userId, { action: 'role-change', detail: `${member.email}: ${member.role} → ${role}` });
}

/**
 * Takes a member out of the team: their sessions end at once and they cannot sign in again; their account row stays,
 * so the interviews they created still name them. The last admin stays.
 */
export function removeMember(adminId: string, memberId: string): void {
  const admin = requireAdmin(adminId);
  const member = memberOfTeam(admin, memberId);
  if (member.role === 'admin' && adminCount(admin.teamId) <= 1) throw new LastAdmin(LAST_ADMIN);
  removeFromTeam(member.id);
  endSessionsOf(member.id);
  recordStep(admin.userId, { action: 'member-removed', detail: member.email });
}

/** A one-time link with which a member sets a new password; returns its token (shown once). */
export function makeResetLink(adminId: string, memberId: string): { token: string; expiresAt: Date; email: string } {
  const admin = requireAdmin(adminId);
  const member = memberOfTeam(admin, memberId);
  const link = createLink({
    teamId: admin.teamId,
    kind: 'reset',
    email: member.email,
    role: member.role,
    userId: member.id,
    createdBy: admin.userId,
  });
  recordStep(admin.userId, { action: 'password-reset-link', detail: member.email });
  return { ...link, email: member.email };
}
