import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { getDb, schema } from '@db/index';
import { getOwnedInterview } from '~/features/interviews/interviews.server';
import { notFound } from '~/lib/errors';
import { newId } from '~/lib/ids.server';
import { createUniqueShortLink } from './short-links.server';

export type IndividualLink = { id: string; shortLink: string; preInfo: string; createdAt: Date };

const { dialogs } = schema;
const INSERT_TRIES = 3;

/** Individual links are the interview's dialogs created with a bio by the researcher, not by persona generation. */
const individualLinksOf = (interviewId: string) =>
  and(eq(dialogs.interviewId, interviewId), isNotNull(dialogs.preInfo), eq(dialogs.isGenerated, false), eq(dialogs.isPreview, false));

/** The interview's individual links, newest first. */
export function listIndividualLinks(ownerId: string, interviewId: string): IndividualLink[] {
  getOwnedInterview(ownerId, interviewId);
  const rows = getDb()
    .select({ id: dialogs.id, shortLink: dialogs.shortLink, preInfo: dialogs.preInfo, createdAt: dialogs.createdAt })
    .from(dialogs)
    .where(individualLinksOf(interviewId))
    .orderBy(desc(dialogs.createdAt), desc(sql`rowid`))
    .all();
  return rows.map((row) => ({ ...row, preInfo: row.preInfo ?? '' }));
}

const shortLinkTaken = (shortLink: string) =>
  getDb().select({ id: dialogs.id }).from(dialogs).where(eq(dialogs.shortLink, shortLink)).get() !== undefined;

/** drizzle wraps the driver's error, so the SQLite one is looked for along the causes. */
function isShortLinkConflict(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE' && e.message.includes('dialogs.short_link')) return true;
  }
  return false;
}

/** A new dialog for one respondent, whose bio the interviewer knows beforehand. */
export function createIndividualLink(ownerId: string, interviewId: string, bio: string): IndividualLink {
  getOwnedInterview(ownerId, interviewId);
  for (let attempt = 1; ; attempt++) {
    try {
      const row = getDb()
        .insert(dialogs)
        .values({ id: newId(), interviewId, shortLink: createUniqueShortLink(shortLinkTaken), preInfo: bio, isGenerated: false })
        .returning({ id: dialogs.id, shortLink: dialogs.shortLink, createdAt: dialogs.createdAt })
        .get();
      return { ...row, preInfo: bio };
    } catch (error) {
      // Another request may take the same link between the check and the insert: draw again.
      if (!isShortLinkConflict(error) || attempt >= INSERT_TRIES) throw error;
    }
  }
}

/** Removes the link's dialog and, by cascade, its messages. A dialog of another interview is answered like a missing one. */
export function deleteIndividualLink(ownerId: string, interviewId: string, dialogId: string): void {
  getOwnedInterview(ownerId, interviewId);
  const result = getDb()
    .delete(dialogs)
    .where(and(eq(dialogs.id, dialogId), individualLinksOf(interviewId)))
    .run();
  if (result.changes === 0) throw notFound('Dialog not found');
}
