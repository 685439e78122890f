import { randomBytes } from 'node:crypto';

import { and, asc, eq, gt, isNull } from 'drizzle-orm';

import { getDb, schema } from '@db/index';
import type { TeamRole } from '@db/schema';
import { newId } from '~/lib/ids.server';
import { tokenDigest } from '~/lib/token-digest.server';

const { invitations } = schema;

/** How long an invitation or reset link stays valid. */
export const LINK_DAYS = 7;
const LINK_MS = LINK_DAYS * 24 * 60 * 60 * 1000;

export const INVITE_PATH_PREFIX = '/invite/';

/**
 * A link's token: 256 random bits, base64url (43 characters). The database keeps only its SHA-256, so a copy of the
 * database opens no link; the row is found by that hash.
 */
function newToken(): string {
  return randomBytes(32).toString('base64url');
}

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const invitePath = (token: string) => `${INVITE_PATH_PREFIX}${token}`;

export type LinkKind = 'invite' | 'reset';

export type Invitation = {
  id: string;
  teamId: string;
  kind: LinkKind;
  email: string;
  role: TeamRole;
  userId: string | null;
  expiresAt: Date;
  usedAt: Date | null;
};

/**
 * Stores a new one-time link and returns its token (shown once, never stored). A new invitation of an e-mail replaces
 * the open ones of that e-mail in the team, and a new reset link of a member their open ones, so one link works.
 */
export function createLink(input: {
  teamId: string;
  kind: LinkKind;
  email: string;
  role: TeamRole;
  userId?: string | null;
  createdBy: string;
  now?: Date;
}): { token: string; expiresAt: Date } {
  const token = newToken();
  const now = input.now ?? new Date();
  const expiresAt = new Date(now.getTime() + LINK_MS);
  const db = getDb();
  db.transaction(() => {
    db.delete(invitations)
      .where(
        and(
          eq(invitations.teamId, input.teamId),
          eq(invitations.kind, input.kind),
          eq(invitations.email, input.email),
          isNull(invitations.usedAt),
        ),
      )
      .run();
    db.insert(invitations)
      .values({
        id: newId(),
        teamId: input.teamId,
        kind: input.kind,
        email: input.email,
        role: input.role,
        tokenHash: tokenDigest(token),
        userId: input.userId ?? null,
        createdBy: input.createdBy,
        createdAt: now,
        expiresAt,
      })
      .run();
  });
  return { token, expiresAt };
}

/** The link a token names, used or not, or undefined for a token that names none (malformed, unknown, tampered). */
export function findLink(token: string): Invitation | undefined {
  if (!TOKEN.test(token)) return undefined;
  return getDb()
    .select({
      id: invitations.id,
      teamId: invitations.teamId,
      kind: invitations.kind,
      email: invitations.email,
      role: invitations.role,
      userId: invitations.userId,
      expiresAt: invitations.expiresAt,
      usedAt: invitations.usedAt,
    })
    .from(invitations)
    .where(eq(invitations.tokenHash, tokenDigest(token)))
    .get();
}

/**
 * Marks the link used if it is still open, in one statement, so of two requests with the same link only one gets
 * true.
 */
export function claimLink(id: string, now = new Date()): boolean {
  const claimed = getDb()
    .update(invitations)
    .set({ usedAt: now })
    .where(and(eq(invitations.id, id), isNull(invitations.usedAt), gt(invitations.expiresAt, now)))
    .run();
  return claimed.changes === 1;
}

/** Opens a claimed link again, when what it was claimed for could not be done (the account appeared meanwhile). */
export function releaseLink(id: string): void {
  getDb().update(invitations).set({ usedAt: null }).where(eq(invitations.id, id)).run();
}

export type OpenInvitation = { id: string; email: string; role: TeamRole; expiresAt: Date };

/** The team's invitations not used and not expired, soonest to expire first (reset links are not listed). */
export function openInvitationsOf(teamId: string, now = new Date()): OpenInvitation[] {
  return getDb()
    .select({ id: invitations.id, email: invitations.email, role: invitations.role, expiresAt: invitations.expiresAt })
    .from(invitations)
    .where(and(eq(invitations.teamId, teamId), eq(invitations.kind, 'invite'), isNull(invitations.usedAt), gt(invitations.expiresAt, now)))
    .orderBy(asc(invitations.expiresAt))
    .all();
}

/** Deletes an open invitation of the team; false when the team has no such invitation. */
export function revokeInvitation(teamId: string, id: string): boolean {
  const deleted = getDb()
    .delete(invitations)
    .where(and(eq(invitations.id, id), eq(invitations.teamId, teamId), isNull(invitations.usedAt)))
    .run();
  return deleted.changes === 1;
}
