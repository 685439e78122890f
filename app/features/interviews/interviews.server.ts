import { count, desc, eq, sql } from 'drizzle-orm';

import { getDb, schema } from '@db/index';
import { perConnection } from '@db/per-connection';
import type { Interview } from '@db/schema';
import type { Guide } from '~/ai/guide';
import { recordStep } from '~/features/audit/audit-log.server';
import { deleteInterviewFiles } from '~/features/storage/storage.server';
import { interviewFor, teamFor } from '~/features/teams/access.server';
import { cancelInterviewJobs } from '~/jobs/queue.server';
import { LimitReached } from '~/lib/errors';
import { newId } from '~/lib/ids.server';
import { closeInterviewStreams } from '~/lib/open-streams.server';

import { INTERVIEW_CAP, INTERVIEW_CAP_MESSAGE } from './interview-cap';
import { reachedInterview } from './reached-interview';
import { copyTitle } from './titles';

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

// Asked on every chat turn: prepared once per connection.
const interviewById = perConnection((db) =>
  db
    .select()
    .from(interviews)
    .where(eq(interviews.id, sql.placeholder('id')))
    .prepare(),
);

/** Any interview by its id, whoever owns it: for the respondent's pages and background jobs (no ownership check). */
export function findInterview(id: string): Interview | undefined {
  return interviewById().get({ id });
}

/**
 * The interviews of the user's team, newest first, with the number of dialogs of each: real participants and AI
 * respondents apart (previews do not count).
 */
export function listInterviews(userId: string): InterviewListItem[] {
  const { teamId } = teamFor(userId, 'read');
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
    .where(eq(interviews.teamId, teamId))
    .orderBy(desc(interviews.createdAt), desc(sql`rowid`))
    .all();
}

type Tx = Parameters<Parameters<ReturnType<typeof getDb>['transaction']>[0]>[0];

/** The cap counts the team's interviews, whoever created them. */
function assertUnderCap(tx: Tx, teamId: string) {
  const { n } = tx.select({ n: count() }).from(interviews).where(eq(interviews.teamId, teamId)).get()!;
  if (n >= INTERVIEW_CAP) throw new LimitReached(INTERVIEW_CAP_MESSAGE);
}

/** A new draft of the creator's team (an admin or researcher; a viewer gets a 403). */
export function createManualInterview(creatorId: string): Interview {
  const { teamId } = teamFor(creatorId, 'write');
  return getDb().transaction((tx) => {
    assertUnderCap(tx, teamId);
    return tx
      .insert(interviews)
      .values({ id: newId(), userId: creatorId, teamId, ...MANUAL_DEFAULTS })
      .returning()
      .get();
  });
}

/** Whether the user's team may create another interview (it is under the cap). */
export function isUnderInterviewCap(userId: string): boolean {
  const { teamId } = teamFor(userId, 'read');
  return getDb().select({ n: count() }).from(interviews).where(eq(interviews.teamId, teamId)).get()!.n < INTERVIEW_CAP;
}

/** Throws LimitReached when the user's team already has the maximum number of interviews (a 403 for a viewer). */
export function assertCanCreateInterview(creatorId: string): void {
  const { teamId } = teamFor(creatorId, 'write');
  getDb().transaction((tx) => assertUnderCap(tx, teamId));
}

/** Stores an AI-drafted guide as a new draft chat interview of the creator's team. */
export function createInterviewFromGuide(
  creatorId: string,
  guide: Guide,
  options: { language: string; interviewerLlm: string },
): Interview {
  const { teamId } = teamFor(creatorId, 'write');
  return getDb().transaction((tx) => {
    assertUnderCap(tx, teamId);
    return tx
      .insert(interviews)
      .values({
        id: newId(),
        userId: creatorId,
        teamId,
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

/** What the setup may change of an interview: anything but who made it, its team and when it was made. */
export type InterviewChanges = Partial<Omit<typeof interviews.$inferInsert, 'id' | 'userId' | 'teamId' | 'createdAt' | 'updatedAt'>>;

/**
 * Changes an interview the caller may write (and its `updatedAt`): a 404 for another team's, a 403 for a viewer.
 * `changes` may be worked out from the interview as that check read it, in the same transaction as the write (an edit
 * of its question list).
 */
export function updateOwnedInterview(
  userId: string,
  id: string,
  changes: InterviewChanges | ((current: Interview) => InterviewChanges),
): Interview | undefined {
  const db = getDb();
  return db.transaction(() => {
    const current = interviewFor(userId, id, 'write');
    return db
      .update(interviews)
      .set({ ...(typeof changes === 'function' ? changes(current) : changes), updatedAt: new Date() })
      .where(eq(interviews.id, id))
      .returning()
      .get();
  });
}

/** Sets the interview's background image (null: none); the caller has checked who asks. */
export function setPreviewImage(interviewId: string, previewImage: string | null): void {
  getDb().update(interviews).set({ previewImage, updatedAt: new Date() }).where(eq(interviews.id, interviewId)).run();
}

export function renameInterview(userId: string, id: string, title: string): void {
  interviewFor(userId, id, 'write');
  getDb().update(interviews).set({ title, updatedAt: new Date() }).where(eq(interviews.id, id)).run();
}

/** A draft copy with every setup field, in the same team and made by the copier; dialogs and results stay with the original. */
export function copyInterview(userId: string, id: string): Interview {
  const source = interviewFor(userId, id, 'write');
  return getDb().transaction((tx) => {
    assertUnderCap(tx, source.teamId!);
    const { id: _id, userId: _creator, createdAt: _c, updatedAt: _u, publicLink: _p, status: _s, title, ...setup } = source;
    return tx
      .insert(interviews)
      .values({ ...setup, id: newId(), userId, title: copyTitle(title), status: 'draft', publicLink: null })
      .returning()
      .get();
  });
}

/**
 * Removes the interview and, by cascade, its dialogs, messages, uploads and everything else that belongs to it. Its
 * jobs are stopped first, so a running analysis writes nothing more for it, and the pages watching it see their
 * event streams end.
 */
export async function deleteInterview(userId: string, id: string): Promise<void> {
  const interview = interviewFor(userId, id, 'write');
  await cancelInterviewJobs(id);
  // The files go first, while the upload rows still name them.
  await deleteInterviewFiles(id);
  getDb().delete(interviews).where(eq(interviews.id, id)).run();
  // The entry keeps the title: the interview is gone, the log still says which it was.
  recordStep(userId, { action: 'delete', interview, detail: 'Deleted for good, with its dialogs, reports and files' });
  closeInterviewStreams(id);
}
