import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';

import { getDb, schema } from '@db/index';
import { deleteDialog, findDialogOfInterview, isIndividualLink, startDialog } from '~/features/dialogs/dialogs.server';
import { interviewFor } from '~/features/teams/access.server';
import { notFound } from '~/lib/errors';

export type IndividualLink = { id: string; shortLink: string; preInfo: string; createdAt: Date };

const { dialogs } = schema;

/** Individual links are the interview's dialogs created with a bio by the researcher, not by persona generation. */
const individualLinksOf = (interviewId: string) =>
  and(eq(dialogs.interviewId, interviewId), isNotNull(dialogs.preInfo), eq(dialogs.isGenerated, false), eq(dialogs.isPreview, false));

/** The interview's individual links, newest first. */
export function listIndividualLinks(ownerId: string, interviewId: string): IndividualLink[] {
  interviewFor(ownerId, interviewId, 'read');
  const rows = getDb()
    .select({ id: dialogs.id, shortLink: dialogs.shortLink, preInfo: dialogs.preInfo, createdAt: dialogs.createdAt })
    .from(dialogs)
    .where(individualLinksOf(interviewId))
    .orderBy(desc(dialogs.createdAt), desc(sql`rowid`))
    .all();
  return rows.map((row) => ({ ...row, preInfo: row.preInfo ?? '' }));
}

/** A new dialog for one respondent, whose bio the interviewer knows beforehand. */
export function createIndividualLink(ownerId: string, interviewId: string, bio: string): IndividualLink {
  const dialog = startDialog(interviewFor(ownerId, interviewId, 'write'), { kind: 'individual-link', preInfo: bio });
  return { id: dialog.id, shortLink: dialog.shortLink, preInfo: bio, createdAt: dialog.createdAt };
}

/** Removes the link's dialog with its messages and recordings. A dialog of another interview is answered like a missing one. */
export async function deleteIndividualLink(ownerId: string, interviewId: string, dialogId: string): Promise<void> {
  interviewFor(ownerId, interviewId, 'write');
  const dialog = findDialogOfInterview(interviewId, dialogId);
  if (!dialog || !isIndividualLink(dialog) || !(await deleteDialog(dialog))) throw notFound('Dialog not found');
}
