import { and, count, desc, eq, sql } from 'drizzle-orm';
import { reachedInterview } from './reached-interview';
import { getDb, schema, type Db } from '@db/index';
import type { Interview } from '@db/schema';
import type { Guide } from '~/ai/guide';
import { LimitReached, notFound } from '~/lib/errors';
import { newId } from '~/lib/ids.server';
import { cancelInterviewJobs } from '~/jobs/queue.server';
import { closeInterviewStreams } from '~/lib/open-streams.server';
import { recordStep } from '../audit/audit-log.server';
import { deleteInterviewFiles } from '../storage/storage.server';
import { copyTitle } from './titles';
import { INTERVIEW_CAP, INTERVIEW_CAP_MESSAGE } from './interview-cap';

export { INTERVIEW_CAP } from './interview-cap';

/** What "Set up manually" creates. */
export const MANUAL_DEFAULTS = {
  title: 'Untitled Interview',
  method: 'audio',
  language: 'English',
  status: 'draft',
  asksMemberCheck: true,
  asksVerdict: true,
} as const;

/** `participants`: real respondents' dialogs; `aiRespondents`: generated ones, counted apart. */
export type InterviewListItem = Pick<Interview, 'id' | 'title' | 'status' | 'createdAt'> & { participants: number; aiRespondents: number };

const { interviews } = schema;
const owned = (ownerId: string, id: string) => and(eq(interviews.id, id), eq(interviews.userId, ownerId));

/**
 * The owner's interviews, newest first, with the number of dialogs of each: real participants and AI respondents apart
 * (the owner's previews do not count).
 */
// Asked on every chat turn: prepared once per connection.
const interviewById = new WeakMap<Db, ReturnType<typeof prepareInterviewById>>();
const prepareInterviewById = (db: Db) =>
  db
    .select()
    .from(interviews)
    .where(eq(interviews.id, sql.placeholder('id')))
    .prepare();

/** Any interview by its id, whoever owns it: for the respondent's pages and background jobs (no ownership check). */
export function findInterview(id: string): Interview | undefined {
  const db = getDb();
  let query = interviewById.get(db);
  if (!query) interviewById.set(db, (query = prepareInterviewById(db)));
  return query.get({ id });
}

export function listInterviews(ownerId: string): InterviewListItem[] {
  return getDb()
    .select({
      id: interviews.id,
      title: interviews.title,
      status: interviews.status,
      createdAt: interviews.createdAt,
      // Spelled out in SQL: inside a subquery drizzle drops table names, and a bare "id" would mean dialogs.id.
      participants: sql<number>`(select count(*) from dialogs where dialogs.interview_id = interviews.id and dialogs.is_preview = 0 and dialogs.is_generated = 0 and ${reachedInterview(sql.raw('dialogs.id'))})`,
      aiRespondents: sql<number>`(select count(*) from dialogs where dialogs.interview_id = interviews.id and dialogs.is_preview = 0 and dialogs.is_generated = 1)`,
    })
    .from(interviews)
    .where(eq(interviews.userId, ownerId))
    .orderBy(desc(interviews.createdAt), desc(sql`rowid`))
    .all();
}

/** The interview if this researcher owns it; a 404 Response otherwise, so another's id looks like no id at all. */
export function getOwnedInterview(ownerId: string, id: string | undefined): Interview {
  const row = id ? getDb().select().from(interviews).where(owned(ownerId, id)).get() : undefined;
  if (!row) throw notFound('Interview not found');
  return row;
}

type Tx = Parameters<Parameters<ReturnType<typeof getDb>['transaction']>[0]>[0];

function assertUnderCap(tx: Tx, ownerId: string) {
  const { n } = tx.select({ n: count() }).from(interviews).where(eq(interviews.userId, ownerId)).get()!;
  if (n >= INTERVIEW_CAP) throw new LimitReached(INTERVIEW_CAP_MESSAGE);
}

export function createManualInterview(ownerId: string): Interview {
  return getDb().transaction((tx) => {
    assertUnderCap(tx, ownerId);
    return tx
      .insert(interviews)
      .values({ id: newId(), userId: ownerId, ...MANUAL_DEFAULTS })
      .returning()
      .get();
  });
}

/** Whether the researcher may create another interview (they are under the cap). */
export function isUnderInterviewCap(ownerId: string): boolean {
  return getDb().select({ n: count() }).from(interviews).where(eq(interviews.userId, ownerId)).get()!.n < INTERVIEW_CAP;
}

/** Throws LimitReached when the researcher already has the maximum number of interviews. */
export function assertCanCreateInterview(ownerId: string): void {
  getDb().transaction((tx) => assertUnderCap(tx, ownerId));
}

/** Stores an AI-drafted guide as a new draft chat interview. */
export function createInterviewFromGuide(ownerId: string, guide: Guide, options: { language: string; interviewerLlm: string }): Interview {
  return getDb().transaction((tx) => {
    assertUnderCap(tx, ownerId);
    return tx
      .insert(interviews)
      .values({
        id: newId(),
        userId: ownerId,
        title: guide.title,
        goal: guide.goal,
        generalPrompt: guide.generalPrompt,
        requiredInfo: guide.requiredInfo.join('\n'),
        questions: guide.questions.map((q) => ({ id: newId(), title: q.title, description: q.description })),
        method: 'chat',
        language: options.language,
        interviewerLlm: options.interviewerLlm,
        status: 'draft',
        asksMemberCheck: true,
        asksVerdict: true,
      })
      .returning()
      .get();
  });
}

/** What the setup may change of an interview: anything but who owns it and when it was made. */
export type InterviewChanges = Partial<Omit<typeof interviews.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>>;

/** Changes an interview the caller owns (and its `updatedAt`); undefined when they own none by that id. */
export function updateOwnedInterview(ownerId: string, id: string, changes: InterviewChanges): Interview | undefined {
  return getDb()
    .update(interviews)
    .set({ ...changes, updatedAt: new Date() })
    .where(owned(ownerId, id))
    .returning()
    .get();
}

/** Sets the interview's background image (null: none); the caller has checked who asks. */
export function setPreviewImage(interviewId: string, previewImage: string | null): void {
  getDb().update(interviews).set({ previewImage, updatedAt: new Date() }).where(eq(interviews.id, interviewId)).run();
}

export function renameInterview(ownerId: string, id: string, title: string): void {
  const result = getDb().update(interviews).set({ title, updatedAt: new Date() }).where(owned(ownerId, id)).run();
  if (result.changes === 0) throw notFound('Interview not found');
}

/** A draft copy with every setup field; dialogs and results stay with the original. */
export function copyInterview(ownerId: string, id: string): Interview {
  return getDb().transaction((tx) => {
    const source = tx.select().from(interviews).where(owned(ownerId, id)).get();
    if (!source) throw notFound('Interview not found');
    assertUnderCap(tx, ownerId);
    const { id: _id, createdAt: _c, updatedAt: _u, publicLink: _p, status: _s, title, ...setup } = source;
    return tx
      .insert(interviews)
      .values({ ...setup, id: newId(), title: copyTitle(title), status: 'draft', publicLink: null })
      .returning()
      .get();
  });
}

/**
 * Removes the interview and, by cascade, its dialogs, messages, uploads and everything else that belongs to it. Its
 * jobs are stopped first, so a running analysis writes nothing more for it, and the pages watching it see their
 * event streams end.
 */
export async function deleteInterview(ownerId: string, id: string): Promise<void> {
  const interview = getOwnedInterview(ownerId, id);
  await cancelInterviewJobs(id);
  // The files go first, while the upload rows still name them.
  await deleteInterviewFiles(id);
  const result = getDb().delete(interviews).where(owned(ownerId, id)).run();
  if (result.changes === 0) throw notFound('Interview not found');
  // The entry keeps the title: the interview is gone, the log still says which it was.
  recordStep(ownerId, { action: 'delete', interview, detail: 'Deleted for good, with its dialogs, reports and files' });
  closeInterviewStreams(id);
}
