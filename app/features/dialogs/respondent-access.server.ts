import type { Interview } from '@db/schema';
import { getUser } from '~/features/auth/session.server';
import type { SessionUser } from '~/features/auth/users.server';
import { findInterview } from '~/features/interviews/interviews.server';
import { actsForTeam } from '~/features/teams/access.server';
import { DomainError, NotFound, ValidationFailed } from '~/lib/errors';
import { HTTP_STATUS } from '~/lib/http-status';

import { type Dialog, findDialog, findDialogByShortLink, isIndividualLink } from './dialogs.server';
import { admitShortLinkLookup, countShortLinkMiss } from './respondent-limits.server';

export class InterviewUnavailable extends DomainError {
  override readonly status: number;

  constructor(readonly reason: 'missing' | 'unpublished') {
    super(reason === 'missing' ? 'Interview not found' : 'This interview is not currently published');
    this.status = reason === 'missing' ? HTTP_STATUS.notFound : HTTP_STATUS.forbidden;
  }
}

/** The interview a respondent may take: it exists and is published (its team's researchers may also preview a draft). */
export function openInterview(interviewId: string, viewer?: SessionUser | null): Interview {
  const interview = findInterview(interviewId);
  if (!interview) throw new InterviewUnavailable('missing');
  if (interview.status !== 'published' && !actsForTeam(viewer, interview)) throw new InterviewUnavailable('unpublished');
  return interview;
}

export type DialogAccess = { dialog: Dialog; interview: Interview; isOwner: boolean };

/**
 * A paused (or never published) interview refuses respondents on every link, individual links included, with the
 * spec's message; its owner may still open any of its dialogs. Previews are the owner's alone.
 */
function admit(dialog: Dialog, interview: Interview, isOwner: boolean): DialogAccess | null {
  if (dialog.isPreview && !isOwner) return null;
  if (interview.status !== 'published' && !isOwner) throw new InterviewUnavailable('unpublished');
  return { dialog, interview, isOwner };
}

/**
 * Who may use a dialog by its id without signing in: anyone holding the id (a random UUID the respondent's own page
 * was given), while its interview is published.
 */
export async function accessDialog(request: Request, dialogId: string): Promise<DialogAccess | null> {
  const dialog = findDialog(dialogId);
  const interview = dialog && findInterview(dialog.interviewId);
  if (!dialog || !interview) return null;
  const user = await getUser(request);
  return admit(dialog, interview, actsForTeam(user, interview));
}

const SHORT_LINK = /^[A-Za-z0-9]{6}$/;

/**
 * `/dialogs/{shortLink}`: six characters can be guessed, so only an individual link (made to be handed out) opens for
 * anyone; every other dialog (a public-link respondent's, a persona's) opens only for the interview's owner and is a
 * miss for anyone else, whatever the interview's status. Misses are counted per address, and an address that guesses
 * too often is refused (TooManyRequests) before looking.
 */
export async function accessDialogByShortLink(
  request: Request,
  shortLink: string | undefined,
  clientIp: string,
): Promise<DialogAccess | null> {
  admitShortLinkLookup(clientIp);
  const dialog = SHORT_LINK.test(shortLink ?? '') ? findDialogByShortLink(shortLink!) : undefined;
  const interview = dialog && findInterview(dialog.interviewId);
  if (dialog && interview) {
    const isOwner = actsForTeam(await getUser(request), interview);
    if (isOwner || isIndividualLink(dialog)) return admit(dialog, interview, isOwner);
  }
  countShortLinkMiss(clientIp);
  return null;
}

export type ChatTarget = { interview: Interview; dialog: Dialog | undefined; isOwner: boolean };

/**
 * Where a JSON chat send goes: the dialog it names (if the caller may use it), or the interview it names before the
 * visitor's first message.
 */
export async function chatTarget(request: Request, input: { dialogId?: string; interviewId?: string }): Promise<ChatTarget> {
  if (input.dialogId) {
    const access = await accessDialog(request, input.dialogId);
    if (!access) throw new NotFound('Dialog not found');
    return access;
  }
  if (!input.interviewId) throw new ValidationFailed('A dialogId or an interviewId is required');
  const user = await getUser(request);
  const interview = openInterview(input.interviewId, user);
  return { interview, dialog: undefined, isOwner: actsForTeam(user, interview) };
}
