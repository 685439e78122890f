import { and, asc, count, eq, gte, inArray, isNull, sql } from 'drizzle-orm';

import { type Db, getDb, schema } from '@db/index';
import { perConnection } from '@db/per-connection';
import type { Interview } from '@db/schema';
import { defaultInitialMessage } from '~/features/interviews/defaults';
import { deleteDialogRecordings } from '~/features/storage/storage.server';
import { LimitReached } from '~/lib/errors';
import { HTTP_STATUS } from '~/lib/http-status';
import { newId } from '~/lib/ids.server';
import { MONTHLY_PARTICIPANTS, type Plan } from '~/lib/plans';

import { createUniqueShortLink } from './short-links.server';

const { dialogs, messages, interviews, users } = schema;

export type Dialog = typeof dialogs.$inferSelect;
export type Message = typeof messages.$inferSelect;

export { MONTHLY_PARTICIPANTS } from '~/lib/plans';

// The lookups of every chat turn, prepared once per connection: building and compiling them each time was a large
// share of a turn's server time.
const statements = perConnection((db: Db) => {
  return {
    dialogById: db
      .select()
      .from(dialogs)
      .where(eq(dialogs.id, sql.placeholder('id')))
      .prepare(),
    dialogByShortLink: db
      .select()
      .from(dialogs)
      .where(eq(dialogs.shortLink, sql.placeholder('shortLink')))
      .prepare(),
    transcript: db
      .select()
      .from(messages)
      .where(eq(messages.dialogId, sql.placeholder('dialogId')))
      .orderBy(asc(messages.createdAt), asc(sql`rowid`))
      .prepare(),
    insertRespondentMessage: db
      .insert(messages)
      .values({
        id: sql.placeholder('id'),
        dialogId: sql.placeholder('dialogId'),
        role: 'user',
        content: sql.placeholder('content'),
        clientId: sql.placeholder('clientId'),
        attachments: sql.placeholder('attachments'),
        isFlagged: sql.placeholder('isFlagged'),
      })
      .returning()
      .prepare(),
    markAnswered: db
      .update(dialogs)
      .set({ answeredAt: sql`${sql.placeholder('answeredAt')}` })
      .where(and(eq(dialogs.id, sql.placeholder('id')), isNull(dialogs.answeredAt)))
      .prepare(),
    insertInterviewerMessage: db
      .insert(messages)
      .values({
        id: sql.placeholder('id'),
        dialogId: sql.placeholder('dialogId'),
        role: 'assistant',
        content: sql.placeholder('content'),
        allResponses: sql.placeholder('allResponses'),
        questionIndex: sql.placeholder('questionIndex'),
      })
      .prepare(),
    // A respondent's dialog starts to count once it holds substantive answers (see SUBSTANTIVE_ANSWERS); generated
    // dialogs and previews never do. Checked in SQL on the reply's write, so a stale dialog object cannot miss it.
    markCounted: db
      .update(dialogs)
      .set({ countedAt: sql`${sql.placeholder('countedAt')}` })
      .where(
        and(
          eq(dialogs.id, sql.placeholder('id')),
          isNull(dialogs.countedAt),
          eq(dialogs.isGenerated, false),
          eq(dialogs.isPreview, false),
          sql`(select count(*) from ${messages} where ${messages.dialogId} = ${dialogs.id} and ${messages.role} = 'user' and ${messages.isFlagged} = 0) >= ${SUBSTANTIVE_ANSWERS}`,
        ),
      )
      .prepare(),
    updatePosition: db
      .update(dialogs)
      .set({ state: sql`${sql.placeholder('state')}`, completedAt: sql`${sql.placeholder('completedAt')}` })
      .where(eq(dialogs.id, sql.placeholder('id')))
      .prepare(),
  };
});

export function findDialog(id: string): Dialog | undefined {
  return statements().dialogById.get({ id });
}

export function findDialogByShortLink(shortLink: string): Dialog | undefined {
  return statements().dialogByShortLink.get({ shortLink });
}

/**
 * Real answers (not attempts to instruct the interviewer) a dialog must hold to count against the quota, besides the
 * interviewer having reached the guide's second question or closed the dialog: a greeting and one short reply are not
 * a participant.
 */
export const SUBSTANTIVE_ANSWERS = 2;

/**
 * Dialogs of real respondents (not generated, not previews) across the owner's interviews that came to hold
 * substantive answers this month (`counted_at`, see SUBSTANTIVE_ANSWERS), less those the owner took out of the count.
 * Dialogs opened and left, or holding only a greeting, cost the owner nothing.
 */
export function participantsThisMonth(ownerId: string, now = new Date()): number {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  return getDb()
    .select({ n: count() })
    .from(dialogs)
    .innerJoin(interviews, eq(interviews.id, dialogs.interviewId))
    .where(
      and(
        eq(interviews.userId, ownerId),
        eq(dialogs.isGenerated, false),
        eq(dialogs.isPreview, false),
        eq(dialogs.isExcludedFromQuota, false),
        gte(dialogs.countedAt, monthStart),
      ),
    )
    .get()!.n;
}

/** The share of the monthly quota from which the owner is warned that it is running out. */
export const QUOTA_WARNING_SHARE = 0.8;

export type { Plan } from '~/lib/plans';

/** What the owner is shown of their monthly quota: used of allowed (null: no limit), and whether to warn. */
export type ParticipantQuota = {
  plan: Plan;
  used: number;
  limit: number | null;
  state: 'ok' | 'warning' | 'exhausted';
  /** The first day of next month (UTC), when the count starts again. */
  resetsAt: Date;
};

function planOf(ownerId: string, db: Pick<Db, 'select'> = getDb()): Plan {
  return db.select({ plan: users.plan }).from(users).where(eq(users.id, ownerId)).get()?.plan ?? 'free';
}

export function participantQuota(ownerId: string, now = new Date()): ParticipantQuota {
  const plan = planOf(ownerId);
  const allowed = MONTHLY_PARTICIPANTS[plan];
  const used = participantsThisMonth(ownerId, now);
  const limit = Number.isFinite(allowed) ? allowed : null;
  const state = limit === null ? 'ok' : used >= limit ? 'exhausted' : used >= Math.ceil(limit * QUOTA_WARNING_SHARE) ? 'warning' : 'ok';
  return { plan, used, limit, state, resetsAt: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)) };
}

/** A new respondent was turned away because the owner's monthly quota is used up; they are told in their language. */
export class QuotaExhausted extends LimitReached {
  override readonly status: number = HTTP_STATUS.tooManyRequests;
}

/**
 * How a dialog came to be: a respondent on the public link, an individual link the researcher made (with a bio), the
 * owner's preview, or a simulated respondent (persona). Only a respondent on the public link is refused when the
 * owner's monthly quota is used up; every real respondent's dialog counts once it holds an answer.
 */
export type DialogOrigin =
  | { kind: 'respondent' }
  | { kind: 'individual-link'; preInfo: string }
  | { kind: 'preview' }
  | { kind: 'generated'; personaId?: string | null; preInfo?: string | null };

export function startDialog(interview: Interview, origin: DialogOrigin = { kind: 'respondent' }): Dialog {
  for (let attempt = 1; ; attempt++) {
    try {
      return insertDialog(interview, origin);
    } catch (error) {
      // Another process sharing the database may take the same link between the check and the insert: draw again.
      if (!isShortLinkConflict(error) || attempt >= INSERT_TRIES) throw error;
    }
  }
}

const INSERT_TRIES = 3;

/** drizzle wraps the driver's error, so the SQLite one is looked for along the causes. */
function isShortLinkConflict(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE' && e.message.includes('dialogs.short_link')) return true;
  }
  return false;
}

function insertDialog(interview: Interview, origin: DialogOrigin): Dialog {
  return getDb().transaction((tx) => {
    if (origin.kind === 'respondent') {
      if (participantsThisMonth(interview.userId) >= MONTHLY_PARTICIPANTS[planOf(interview.userId, tx)])
        throw new QuotaExhausted('The monthly participant quota is used up');
    }
    const shortLink = createUniqueShortLink((link) =>
      Boolean(tx.select({ id: dialogs.id }).from(dialogs).where(eq(dialogs.shortLink, link)).get()),
    );
    return tx
      .insert(dialogs)
      .values({
        id: newId(),
        shortLink,
        interviewId: interview.id,
        isPreview: origin.kind === 'preview',
        isGenerated: origin.kind === 'generated',
        personaId: origin.kind === 'generated' ? (origin.personaId ?? null) : null,
        preInfo: origin.kind === 'individual-link' || origin.kind === 'generated' ? (origin.preInfo ?? null) : null,
      })
      .returning()
      .get();
  });
}

/**
 * Stores a respondent's message. The first one that is a real answer (not an attempt to instruct the interviewer)
 * marks the dialog answered ('In Progress' rather than 'No answer'); it counts against the quota only later, once it
 * holds substantive answers (saveInterviewerReply).
 */
export function saveRespondentMessage(
  dialog: Dialog,
  message: { content: string; clientId: string; attachments?: unknown[] | null; isFlagged: boolean },
): Message {
  const run = statements();
  const save = () => {
    const saved = run.insertRespondentMessage.get({
      id: newId(),
      dialogId: dialog.id,
      content: message.content,
      clientId: message.clientId,
      attachments: message.attachments ?? null,
      isFlagged: message.isFlagged,
    })!;
    // A dialog already answered is left as it is without asking the database (a write statement, even one that
    // changes nothing, takes the write lock).
    if (!message.isFlagged && !dialog.answeredAt) run.markAnswered.run({ id: dialog.id, answeredAt: saved.createdAt.getTime() });
    return saved;
  };
  // Only the first real answer writes two rows; every later message is one insert.
  const saved = dialog.answeredAt || message.isFlagged ? save() : getDb().transaction(save);
  for (const listener of respondentMessageListeners) listener(dialog);
  return saved;
}

type RespondentMessageListener = (dialog: Pick<Dialog, 'id' | 'interviewId' | 'isPreview'>) => void;
const respondentMessageListeners = new Set<RespondentMessageListener>();

/**
 * Called after each respondent message is stored, in the same call: features above the dialog (search) react to new
 * messages without the dialog knowing them.
 */
export function onRespondentMessageStored(listener: RespondentMessageListener): () => void {
  respondentMessageListeners.add(listener);
  return () => respondentMessageListeners.delete(listener);
}

/**
 * Stores the interviewer's reply with its candidates and the dialog's new position in the guide, as one write. A reply
 * that asks the guide's second question (or a later one) or closes the dialog makes a respondent's dialog count against
 * the quota from now, if it holds SUBSTANTIVE_ANSWERS real answers.
 */
export function saveInterviewerReply(
  dialog: Dialog,
  reply: { content: string; allResponses: Message['allResponses']; questionIndex: number | null },
  state: Record<string, unknown>,
  isClosed: boolean,
): string {
  const id = newId();
  const run = statements();
  getDb().transaction(() => {
    run.insertInterviewerMessage.run({
      id,
      dialogId: dialog.id,
      content: reply.content,
      allResponses: reply.allResponses,
      questionIndex: reply.questionIndex,
    });
    // The update's placeholders sit in raw SQL, so they take the stored forms: JSON text and milliseconds.
    run.updatePosition.run({ id: dialog.id, state: JSON.stringify(state), completedAt: isClosed ? Date.now() : null });
    if (isClosed || (reply.questionIndex !== null && reply.questionIndex >= 1))
      run.markCounted.run({ id: dialog.id, countedAt: Date.now() });
  });
  return id;
}

/**
 * Ends a dialog that stops without the interviewer's closing words (a generated dialog that reached its number of
 * messages): it is marked completed from now, once; a dialog that already ended keeps its end time.
 */
export function endDialog(dialog: Pick<Dialog, 'id'>): void {
  getDb()
    .update(dialogs)
    .set({ completedAt: new Date() })
    .where(and(eq(dialogs.id, dialog.id), isNull(dialogs.completedAt)))
    .run();
}

/** Whether the respondent's message with this client id is stored in the dialog (so a retry would answer it). */
export function hasRespondentMessage(dialogId: string, clientId: string): boolean {
  return Boolean(
    getDb()
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.dialogId, dialogId), eq(messages.clientId, clientId), eq(messages.role, 'user')))
      .get(),
  );
}

/** A dialog the researcher made for one respondent, with a bio: reachable by its short link by whoever holds it. */
export function isIndividualLink(dialog: Pick<Dialog, 'preInfo' | 'isGenerated' | 'isPreview'>): boolean {
  return dialog.preInfo !== null && !dialog.isGenerated && !dialog.isPreview;
}

/** A dialog of this interview, or undefined for a dialog of another interview or none. */
export function findDialogOfInterview(interviewId: string, dialogId: string): Dialog | undefined {
  const dialog = findDialog(dialogId);
  return dialog?.interviewId === interviewId ? dialog : undefined;
}

/** Deletes a dialog with everything it holds: its recordings (files and rows) first, then its row (messages cascade). */
export async function deleteDialog(dialog: Pick<Dialog, 'id' | 'interviewId'>): Promise<boolean> {
  // The recordings go first, while the messages still name them.
  await deleteDialogRecordings(dialog.interviewId, dialog.id);
  return getDb().delete(dialogs).where(eq(dialogs.id, dialog.id)).run().changes > 0;
}

/**
 * Deletes the dialogs' rows (their messages and everything keyed by them cascade), for a caller that removes their
 * recordings itself inside the same transaction. Returns how many went.
 */
export function deleteDialogRows(dialogIds: readonly string[]): number {
  if (dialogIds.length === 0) return 0;
  return getDb()
    .delete(dialogs)
    .where(inArray(dialogs.id, [...dialogIds]))
    .run().changes;
}

/**
 * Deletes the listed dialogs of the interview, one by one through `deleteDialog`; ids of another interview's dialogs
 * and of previews are skipped. Returns how many went.
 */
export async function deleteDialogsOfInterview(interviewId: string, dialogIds: readonly string[]): Promise<number> {
  if (dialogIds.length === 0) return 0;
  const rows = getDb()
    .select({ id: dialogs.id, interviewId: dialogs.interviewId })
    .from(dialogs)
    .where(and(eq(dialogs.interviewId, interviewId), eq(dialogs.isPreview, false), inArray(dialogs.id, [...dialogIds])))
    .all();
  return deleteEach(rows);
}

async function deleteEach(rows: Pick<Dialog, 'id' | 'interviewId'>[]): Promise<number> {
  let deleted = 0;
  for (const row of rows) if (await deleteDialog(row)) deleted += 1;
  return deleted;
}

/**
 * Takes the listed respondents' dialogs of the interview out of the monthly quota count (`counts` false) or puts them
 * back (true); nothing else about them changes. Ids of another interview's dialogs, of previews and of generated
 * dialogs are skipped. Returns how many changed.
 */
export function setDialogsCountTowardsQuota(interviewId: string, dialogIds: readonly string[], counts: boolean): number {
  if (dialogIds.length === 0) return 0;
  return getDb()
    .update(dialogs)
    .set({ isExcludedFromQuota: !counts })
    .where(
      and(
        eq(dialogs.interviewId, interviewId),
        eq(dialogs.isPreview, false),
        eq(dialogs.isGenerated, false),
        eq(dialogs.isExcludedFromQuota, counts),
        inArray(dialogs.id, [...dialogIds]),
      ),
    )
    .run().changes;
}

/** The generated dialogs a persona of the interview played. */
const personaDialogsOf = (interviewId: string, personaId: string) =>
  and(eq(dialogs.interviewId, interviewId), eq(dialogs.isGenerated, true), eq(dialogs.personaId, personaId));

export function countPersonaDialogs(interviewId: string, personaId: string): number {
  return getDb().select({ n: count() }).from(dialogs).where(personaDialogsOf(interviewId, personaId)).get()!.n;
}

/** Deletes the dialogs a persona played, each through `deleteDialog`; returns how many went. */
export async function deletePersonaDialogs(interviewId: string, personaId: string): Promise<number> {
  return deleteEach(
    getDb()
      .select({ id: dialogs.id, interviewId: dialogs.interviewId })
      .from(dialogs)
      .where(personaDialogsOf(interviewId, personaId))
      .all(),
  );
}

/**
 * Respondents' dialogs of the interview that hold no answer yet (opened, greeted, then left), oldest first. Individual
 * links are left out: the researcher made them on purpose and they wait for their respondent.
 */
const unansweredOf = (interviewId: string) =>
  and(
    eq(dialogs.interviewId, interviewId),
    isNull(dialogs.answeredAt),
    isNull(dialogs.preInfo),
    eq(dialogs.isPreview, false),
    eq(dialogs.isGenerated, false),
  );

export function countUnansweredDialogs(interviewId: string): number {
  return getDb().select({ n: count() }).from(dialogs).where(unansweredOf(interviewId)).get()!.n;
}

/** Deletes the interview's dialogs that hold no answer; returns how many went. */
export async function deleteUnansweredDialogs(interviewId: string): Promise<number> {
  return deleteEach(
    getDb().select({ id: dialogs.id, interviewId: dialogs.interviewId }).from(dialogs).where(unansweredOf(interviewId)).all(),
  );
}

/** The dialog's messages, oldest first; the interviewer's greeting is written on first read. */
export function loadTranscript(dialog: Dialog, interview: Interview): Message[] {
  const db = getDb();
  const list = () => statements().transcript.all({ dialogId: dialog.id });
  const existing = list();
  if (existing.length > 0) return existing;
  db.insert(messages)
    .values({
      id: newId(),
      dialogId: dialog.id,
      role: 'assistant',
      content: interview.initialMessage?.trim() || defaultInitialMessage(interview.language),
      clientId: 'greeting',
    })
    .onConflictDoNothing()
    .run();
  return list();
}

/** Plain transcript entries for anyone; candidate replies and audio files only for the interview's owner. */
export function presentMessages(list: Message[], forOwner: boolean) {
  return list.map((message) => ({
    id: message.id,
    role: message.role,
    content: message.content,
    createdAt: message.createdAt,
    ...(forOwner ? { allResponses: message.allResponses ?? null, attachments: message.attachments ?? null } : {}),
  }));
}
export type PresentedMessage = ReturnType<typeof presentMessages>[number];

/** The owner's current preview dialog of the interview, started when there is none (or when asked to restart). */
export function previewDialog(interview: Interview, restart = false): Dialog {
  const existing = restart
    ? undefined
    : getDb()
        .select()
        .from(dialogs)
        .where(and(eq(dialogs.interviewId, interview.id), eq(dialogs.isPreview, true)))
        .orderBy(sql`${dialogs.createdAt} desc`)
        .get();
  return existing ?? startDialog(interview, { kind: 'preview' });
}
