import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';

import { getDb, schema } from '@db/index';
import type { TeamRole } from '@db/schema';
import { createUser } from '~/features/auth/users.server';
import { createManualInterview } from '~/features/interviews/interviews.server';

import { Client } from './test-server';

export const PASSWORD = 'correct-horse-battery';

/** A new account with PASSWORD and an e-mail of its own starting with `prefix`; in `membership`'s team if given. */
function createAccount(prefix: string, membership?: { teamId: string; role: TeamRole }) {
  return createUser({ email: `${prefix}-${randomUUID().slice(0, 8)}@example.com`, password: PASSWORD }, membership);
}

/** A new account: the admin of a team of its own, so nothing of any other test's researchers is theirs. */
export async function createResearcher(prefix = 'researcher') {
  return createAccount(prefix);
}

/** A new account in `team` (the team of a user made by `createResearcher`, say) with `role`. */
export async function createTeamMember(team: { teamId: string }, role: TeamRole, prefix: string = role) {
  return createAccount(prefix, { teamId: team.teamId, role });
}

/** `user` and a client signed in as them against `server`. */
async function signedIn<User extends { email: string }>(server: { url: string }, user: User) {
  const client = new Client(server.url);
  await client.signIn(user.email, PASSWORD);
  return { user, client };
}

/** A new member of `team` with `role` and a client signed in as them against `server`. */
export async function signedInMember(server: { url: string }, team: { teamId: string }, role: TeamRole) {
  return signedIn(server, await createTeamMember(team, role));
}

/** A new researcher and a client signed in as them against `server`. */
export async function signedInResearcher(server: { url: string }, prefix?: string) {
  return signedIn(server, await createResearcher(prefix));
}

export type InterviewFields = Partial<typeof schema.interviews.$inferInsert>;

/**
 * An interview respondents can take: published, chat, on the built-in engine unless `fields` say otherwise; owned by a
 * new researcher unless one is given. The interview returned carries the fields set. The member check and the verdict
 * questions (on for a new interview) are off unless asked for, so a dialog closes straight after the last question.
 */
export async function createPublishedInterview(fields: InterviewFields = {}, owner?: { id: string; email: string }) {
  const researcher = owner ?? (await createResearcher('owner'));
  const created = createManualInterview(researcher.id);
  const set = {
    status: 'published' as const,
    method: 'chat' as const,
    interviewerLlm: 'builtin',
    asksMemberCheck: false,
    asksVerdict: false,
    ...fields,
  };
  getDb().update(schema.interviews).set(set).where(eq(schema.interviews.id, created.id)).run();
  return { owner: researcher, interview: { ...created, ...set } };
}
