import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { getDb, schema } from '@db/index';
import { presentMessages } from '~/features/dialogs/dialogs.server';
import { getOwnedInterview } from '~/features/interviews/interviews.server';
import { DomainError, notFound } from '~/lib/errors';
import { dialogLabel, participantStatus, type ParticipantStatus } from './format';
import { deleteDialogRecordings } from '~/features/storage/storage.server';

const { dialogs, messages } = schema;

export const PAGE_SIZE = 50;

export type ParticipantRow = {
  id: string;
  shortLink: string;
  label: string;
  startedAt: Date;
  endedAt: Date | null;
  messageCount: number;
  status: ParticipantStatus;
};

export type ParticipantPage = { rows: ParticipantRow[]; total: number; page: number; pageCount: number };

/** Participants are the interview's dialogs except the owner's own previews. */
const participantsOf = (interviewId: string) => and(eq(dialogs.interviewId, interviewId), eq(dialogs.isPreview, false));

// One statement per page: the counts are correlated subqueries that run only for the rows of the page (the
// ORDER BY walks dialogs(interview_id, created_at), so rows skipped by OFFSET are never computed) and each uses
// messages(dialog_id, created_at); the total is an uncorrelated subquery that SQLite evaluates once.
// Subqueries are spelled out in SQL because drizzle drops table names inside them.
function selectPage(interviewId: string, offset: number) {
  return getDb()
    .select({
      id: dialogs.id,
      shortLink: dialogs.shortLink,
      isGenerated: dialogs.isGenerated,
      completedAt: dialogs.completedAt,
      createdAt: dialogs.createdAt,
      messageCount: sql<number>`(select count(*) from messages where messages.dialog_id = dialogs.id)`,
      firstMessageAt: sql<number | null>`(select min(messages.created_at) from messages where messages.dialog_id = dialogs.id)`,
      total: sql<number>`(select count(*) from dialogs as d where d.interview_id = ${interviewId} and d.is_preview = 0)`,
    })
    .from(dialogs)
    .where(participantsOf(interviewId))
    .orderBy(desc(dialogs.createdAt), desc(sql`rowid`))
    .limit(PAGE_SIZE)
    .offset(offset)
    .all();
}

function countParticipants(interviewId: string): number {
  return getDb().select({ n: sql<number>`count(*)` }).from(dialogs).where(participantsOf(interviewId)).get()!.n;
}

/** One page of the interview's participants, newest first; a page past the end shows the last one. */
export function listParticipants(ownerId: string, interviewId: string, requestedPage: number): ParticipantPage {
  getOwnedInterview(ownerId, interviewId);
  let page = Math.max(1, Math.floor(requestedPage));
  let rows = selectPage(interviewId, (page - 1) * PAGE_SIZE);
  let total = rows[0]?.total ?? countParticipants(interviewId);
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (rows.length === 0 && page > lastPage) {
    page = lastPage;
    rows = selectPage(interviewId, (page - 1) * PAGE_SIZE);
    total = rows[0]?.total ?? total;
  }
  return {
    rows: rows.map((row) => ({
      id: row.id,
      shortLink: row.shortLink,
      label: dialogLabel(row.shortLink),
      startedAt: row.firstMessageAt === null ? row.createdAt : new Date(row.firstMessageAt),
      endedAt: row.completedAt,
      messageCount: row.messageCount,
      status: participantStatus({ completedAt: row.completedAt, isGenerated: row.isGenerated, messageCount: row.messageCount }),
    })),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)),
  };
}

export type AudioAttachment = { filename: string; name: string };

/** Attachments are stored as the client sent them; only entries with a file name can be played back. */
function audioAttachments(attachments: unknown[] | null | undefined): AudioAttachment[] {
  if (!Array.isArray(attachments)) return [];
  return attachments.flatMap((item) => {
    if (!item || typeof item !== 'object') return [];
    const { filename, original_name: originalName } = item as { filename?: unknown; original_name?: unknown };
    if (typeof filename !== 'string' || filename.length === 0) return [];
    return [{ filename, name: typeof originalName === 'string' && originalName ? originalName : filename }];
  });
}

/** One participant's dialog with every message and the owner's extras (candidate replies, audio). */
export function getParticipantTranscript(ownerId: string, interviewId: string, dialogId: string) {
  getOwnedInterview(ownerId, interviewId);
  const db = getDb();
  const dialog = db
    .select()
    .from(dialogs)
    .where(and(eq(dialogs.id, dialogId), participantsOf(interviewId)))
    .get();
  if (!dialog) throw notFound('Dialog not found');
  // Read only: unlike the respondent's page, opening a transcript never writes the greeting.
  const list = db.select().from(messages).where(eq(messages.dialogId, dialog.id)).orderBy(asc(messages.createdAt), asc(sql`rowid`)).all();
  return {
    dialog: {
      id: dialog.id,
      label: dialogLabel(dialog.shortLink),
      preInfo: dialog.preInfo,
      startedAt: list[0]?.createdAt ?? dialog.createdAt,
      endedAt: dialog.completedAt,
      messageCount: list.length,
      status: participantStatus({ completedAt: dialog.completedAt, isGenerated: dialog.isGenerated, messageCount: list.length }),
    },
    messages: presentMessages(list, true).map((message) => ({
      id: message.id,
      role: message.role,
      content: message.content,
      createdAt: message.createdAt,
      allResponses: message.allResponses ?? [],
      audio: audioAttachments(message.attachments),
    })),
  };
}

export type ParticipantTranscript = ReturnType<typeof getParticipantTranscript>;

/** The dialog is not one of this interview's participants (deleted already, or another interview's). */
export class ParticipantNotFound extends DomainError {}

/** Deletes a participant's dialog; its messages go with it (ON DELETE CASCADE). */
export async function deleteParticipant(ownerId: string, interviewId: string, dialogId: string): Promise<void> {
  getOwnedInterview(ownerId, interviewId);
  const owned = getDb().select({ id: dialogs.id }).from(dialogs).where(and(eq(dialogs.id, dialogId), participantsOf(interviewId))).get();
  if (!owned) throw new ParticipantNotFound('Dialog not found');
  // The recordings go first, while the messages still name them.
  await deleteDialogRecordings(interviewId, dialogId);
  const result = getDb()
    .delete(dialogs)
    .where(and(eq(dialogs.id, dialogId), participantsOf(interviewId)))
    .run();
  if (result.changes === 0) throw new ParticipantNotFound('Dialog not found');
}
