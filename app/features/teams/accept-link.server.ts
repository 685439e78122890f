import type { TeamRole } from '@db/schema';
import { recordStep } from '~/features/audit/audit-log.server';
import { endSessionsOf } from '~/features/auth/session.server';
import { createUser, type SessionUser, setPassword } from '~/features/auth/users.server';
import { DomainError, DuplicateEmail } from '~/lib/errors';
import { HTTP_STATUS } from '~/lib/http-status';
import { minutesText, RateLimiter } from '~/lib/rate-limit.server';

import { claimLink, findLink, type Invitation, type LinkKind, releaseLink } from './invitations.server';
import { memberOf, teamName } from './teams.server';

export const LINK_ERRORS = {
  used: 'This invitation link has already been used.',
  expired: 'This invitation link has expired. Ask an admin of the team for a new one.',
  invalid: 'This invitation link is not valid.',
  tooMany: 'Too many requests for invitation links. Please try again in {minutes}.',
} as const;

/** Requests to invitation links per address in ten minutes (views and submissions). */
export const LINK_REQUESTS_PER_10_MINUTES = 60;
/** Tokens that open nothing, per address in ten minutes: past it the address is refused before any look-up. */
export const LINK_MISSES_PER_10_MINUTES = 10;
const requests = new RateLimiter(LINK_REQUESTS_PER_10_MINUTES, 10 * 60_000);
const misses = new RateLimiter(LINK_MISSES_PER_10_MINUTES, 10 * 60_000);

/** A link that opens nothing, with the status it is answered with and the words the page shows. */
export class LinkRefused extends DomainError {
  constructor(
    message: string,
    override readonly status: number,
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

export type OpenLink = { invitation: Invitation; kind: LinkKind; teamName: string; email: string; role: TeamRole };

const refusedFor = (invitation: Invitation | undefined, now: Date): LinkRefused | null => {
  if (!invitation) return new LinkRefused(LINK_ERRORS.invalid, HTTP_STATUS.notFound);
  if (invitation.usedAt) return new LinkRefused(LINK_ERRORS.used, HTTP_STATUS.gone);
  if (invitation.expiresAt.getTime() <= now.getTime()) return new LinkRefused(LINK_ERRORS.expired, HTTP_STATUS.gone);
  return null;
};

/**
 * What an invitation or reset link opens for this address, or a LinkRefused: past the limits (429, before any
 * look-up), a token that names no link (404), a used or expired one (410). A reset link of someone no longer in the
 * team opens nothing.
 */
export function openLink(token: string, clientIp: string, now = new Date()): OpenLink {
  const wait = Math.max(requests.hit(clientIp), misses.retryAfter(clientIp));
  if (wait > 0) throw new LinkRefused(LINK_ERRORS.tooMany.replace('{minutes}', minutesText(wait)), HTTP_STATUS.tooManyRequests, wait);
  let invitation = findLink(token);
  if (invitation?.kind === 'reset' && invitation.userId && memberOf(invitation.userId)?.teamId !== invitation.teamId)
    invitation = undefined;
  const refused = refusedFor(invitation, now);
  if (refused) {
    if (refused.status === HTTP_STATUS.notFound) misses.hit(clientIp);
    throw refused;
  }
  const team = teamName(invitation!.teamId) ?? '';
  return { invitation: invitation!, kind: invitation!.kind, teamName: team, email: invitation!.email, role: invitation!.role };
}

/** Marks the link used, or says why it cannot be: expired since its page was opened, else used meanwhile. */
function claim(invitation: Invitation): void {
  if (claimLink(invitation.id)) return;
  throw refusedFor(invitation, new Date()) ?? new LinkRefused(LINK_ERRORS.used, HTTP_STATUS.gone);
}

/**
 * Uses an open link with the password its holder chose: an invitation makes the account in the team with the role, a
 * reset link sets the member's new password and ends their other sessions. Returns whom to sign in. The link is
 * claimed in one statement, so a second use (even at the same moment) is refused; it is given back if what it was
 * claimed for fails.
 */
export async function acceptLink(opened: OpenLink, password: string): Promise<SessionUser> {
  const { invitation } = opened;
  claim(invitation);
  if (invitation.kind === 'reset') {
    let member: SessionUser | undefined;
    try {
      member = await setPassword(invitation.userId!, password);
    } catch (error) {
      releaseLink(invitation.id);
      throw error;
    }
    endSessionsOf(invitation.userId!);
    // Removed from the team since the page was opened: no one to sign in.
    if (!member) throw new LinkRefused(LINK_ERRORS.invalid, HTTP_STATUS.notFound);
    // The account as it is now: the role the link was made with may have changed since.
    return member;
  }
  let user: SessionUser;
  try {
    user = await createUser({ email: invitation.email, password }, { teamId: invitation.teamId, role: invitation.role });
  } catch (error) {
    releaseLink(invitation.id);
    if (error instanceof DuplicateEmail)
      throw new DuplicateEmail(`An account with the e-mail ${invitation.email} already exists. Sign in with it instead.`);
    throw error;
  }
  recordStep(user.id, { action: 'invitation-accepted', detail: `${user.email} joined as ${invitation.role}` });
  return user;
}
