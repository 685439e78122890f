import type { Interview } from '@db/schema';
import { getUser } from '../auth/session.server';
import { findDialog, findInterview, type Dialog } from './dialogs.server';
import { InterviewUnavailable } from './respondent.server';

export type DialogAccess = { dialog: Dialog; interview: Interview; isOwner: boolean };

/**
 * Who may use a dialog without signing in: anyone holding its id, while its interview is published; an individual
 * link (it carries a bio) works in any status, since the researcher handed it out on purpose; previews only for the owner.
 */
export async function accessDialog(request: Request, dialogId: string): Promise<DialogAccess | null> {
  const dialog = findDialog(dialogId);
  const interview = dialog && findInterview(dialog.interviewId);
  if (!dialog || !interview) return null;
  const user = await getUser(request);
  const isOwner = user?.id === interview.userId;
  if (dialog.isPreview && !isOwner) return null;
  if (interview.status !== 'published' && dialog.preInfo === null && !isOwner) throw new InterviewUnavailable('unpublished');
  return { dialog, interview, isOwner };
}
