/**
 * Who may do what with an interview, in one place: a member of the interview's team may read it; only an admin or a
 * researcher may change it. Anyone else (another team, a removed member) gets the same 404 as for an id that does not
 * exist; a viewer's write gets a 403 that says why.
 */
import { and, eq } from 'drizzle-orm';

import { getDb, schema } from '@db/index';
import type { Interview, TeamRole } from '@db/schema';
import { notFound } from '~/lib/errors';
import { HTTP_STATUS } from '~/lib/http-status';

import { memberOf } from './teams.server';

export type Access = 'read' | 'write';

/** Whoever asks: a signed-in user or their id. Their team and role are read from the database on every check. */
export type Asker = string | { id: string };

export const VIEWER_WRITE_MESSAGE = 'Viewers can read this interview but not change it. Ask an admin of your team for the researcher role.';

/** Viewers read; admins and researchers also change interviews, create, copy and delete them. */
export const canWrite = (role: TeamRole): boolean => role !== 'viewer';

const refusals = new WeakSet<Response>();

/** The 403 a viewer's write is answered with: `{ error }` as JSON (a page's error boundary shows it too). */
export function viewerRefusal(): Response {
  const response = Response.json({ error: VIEWER_WRITE_MESSAGE }, { status: HTTP_STATUS.forbidden, statusText: 'Forbidden' });
  refusals.add(response);
  return response;
}

/** Whether `error` is a viewer's write refused by this module, for a page action that shows it as a form error. */
export function isViewerRefusal(error: unknown): error is Response {
  return error instanceof Response && refusals.has(error);
}

const idOf = (asker: Asker) => (typeof asker === 'string' ? asker : asker.id);

/** The asker's team, for work that is not about one interview (create one, list them); a 403 for a viewer's write. */
export function teamFor(asker: Asker, access: Access): { teamId: string; role: TeamRole } {
  const member = memberOf(idOf(asker));
  if (!member) throw notFound('Interview not found');
  if (access === 'write' && !canWrite(member.role)) throw viewerRefusal();
  return member;
}

/**
 * The interview if the asker's team holds it and their role allows `access`: a 404 Response when it is another
 * team's (or none), a 403 Response when a viewer asks to write.
 */
export function interviewFor(asker: Asker, id: string | undefined, access: Access): Interview {
  const row = id
    ? getDb()
        .select({ interview: schema.interviews, role: schema.users.role })
        .from(schema.interviews)
        .innerJoin(schema.users, eq(schema.users.teamId, schema.interviews.teamId))
        .where(and(eq(schema.interviews.id, id), eq(schema.users.id, idOf(asker))))
        .get()
    : undefined;
  if (!row) throw notFound('Interview not found');
  if (access === 'write' && !canWrite(row.role)) throw viewerRefusal();
  return row.interview;
}

/**
 * Whether the signed-in user acts for the interview's team on its respondent pages (a preview, a paused interview,
 * the candidate replies and debug panel): an admin or researcher of the team. A viewer is a visitor there.
 */
export function actsForTeam(user: { teamId: string; role: TeamRole } | null | undefined, interview: Pick<Interview, 'teamId'>): boolean {
  return Boolean(user && interview.teamId && user.teamId === interview.teamId && canWrite(user.role));
}
