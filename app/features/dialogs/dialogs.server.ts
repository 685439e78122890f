import { and, asc, count, eq, gte, sql } from 'drizzle-orm';
import { getDb, schema, type Db } from '@db/index';
import type { Interview } from '@db/schema';
import { LimitReached } from '~/lib/errors';
import { newId } from '~/lib/ids.server';
import { createUniqueShortLink } from '../individual-links/short-links.server';
import { defaultInitialMessage } from '../interviews/defaults';

const { dialogs, messages, interviews, users } = schema;

export type Dialog = typeof dialogs.$inferSelect;
export type Message = typeof messages.$inferSelect;

/** Participants a plan allows each calendar month (spec §9). */
export const MONTHLY_PARTICIPANTS = { free: 50, pro: 5000, enterprise: Number.POSITIVE_INFINITY } as const;

// The lookups of every chat turn, prepared once per connection: building and compiling them each time was a large
// share of a turn's server time.
const prepared = new WeakMap<Db, ReturnType<typeof prepare>>();
function prepare(db: Db) {
  return {
    dialogById: db.select().from(dialogs).where(eq(dialogs.id, sql.placeholder('id'))).prepare(),
    dialogByShortLink: db.select().from(dialogs).where(eq(dialogs.shortLink, sql.placeholder('shortLink'))).prepare(),
    interviewById: db.select().from(interviews).where(eq(interviews.id, sql.placeholder('id'))).prepare(),
    transcript: db
      .select()
      .from(messages)
      .where(eq(messages.dialogId, sql.placeholder('dialogId')))
      .orderBy(asc(messages.createdAt), asc(sql`rowid`))
      .prepare(),
  };
}
function statements() {
  const db = getDb();
  let found = prepared.get(db);
  if (!found) prepared.set(db, (found = prepare(db)));
  return found;
}

export function findDialog(id: string): Dialog | undefined {
  return statements().dialogById.get({ id });
}

export function findDialogByShortLink(shortLink: string): Dialog | undefined {
  return statements().dialogByShortLink.get({ shortLink });
}

export function findInterview(id: string): Interview | undefined {
  return statements().interviewById.get({ id });
}

/** Dialogs of real respondents this month across the owner's interviews (not generated, not previews). */
export function participantsThisMonth(ownerId: string, now = new Date()): number {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  return getDb()
    .select({ n: count() })
    .from(dialogs)
    .innerJoin(interviews, eq(interviews.id, dialogs.interviewId))
    .where(and(eq(interviews.userId, ownerId), eq(dialogs.isGenerated, false), eq(dialogs.isPreview, false), gte(dialogs.createdAt, monthStart)))
    .get()!.n;
}

export class QuotaExhausted extends LimitReached {}

/** A new dialog on the interview; a real respondent's counts against the owner's monthly participant quota. */
export function startDialog(
  interview: Interview,
  options: { isPreview?: boolean; isGenerated?: boolean; personaId?: string | null; preInfo?: string | null } = {},
): Dialog {
  return getDb().transaction((tx) => {
    if (!options.isPreview && !options.isGenerated) {
      const plan = tx.select({ plan: users.plan }).from(users).where(eq(users.id, interview.userId)).get()?.plan ?? 'free';
      if (participantsThisMonth(interview.userId) >= MONTHLY_PARTICIPANTS[plan]) {
        throw new QuotaExhausted('This interview is not accepting new participants right now. Thank you for your interest, and please try again next month.');
      }
    }
    const shortLink = createUniqueShortLink((link) => Boolean(tx.select({ id: dialogs.id }).from(dialogs).where(eq(dialogs.shortLink, link)).get()));
    return tx
      .insert(dialogs)
      .values({
        id: newId(),
        shortLink,
        interviewId: interview.id,
        isPreview: options.isPreview ?? false,
        isGenerated: options.isGenerated ?? false,
        personaId: options.personaId ?? null,
        preInfo: options.preInfo ?? null,
      })
      .returning()
      .get();
  });
}

/** The dialog's messages, oldest first; the interviewer's greeting is written on first read. */
export function loadTranscript(dialog: Dialog, interview: Interview): Message[] {
  const db = getDb();
  const list = () => statements().transcript.all({ dialogId: dialog.id });
  const existing = list();
  if (existing.length > 0) return existing;
  db.insert(messages)
    .values({ id: newId(), dialogId: dialog.id, role: 'assistant', content: interview.initialMessage?.trim() || defaultInitialMessage(interview.language), clientId: 'greeting' })
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
  return existing ?? startDialog(interview, { isPreview: true });
}
