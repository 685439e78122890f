import { randomBytes } from 'node:crypto';

import { createCookie, redirect } from '@remix-run/node';
import { and, eq, gt, lt } from 'drizzle-orm';

import { getDb, schema } from '@db/index';
import { env } from '~/lib/env.server';
import { HTTP_STATUS } from '~/lib/http-status';
import type { StreamHolder } from '~/lib/open-streams.server';
import { tokenDigest } from '~/lib/token-digest.server';

import { asSessionUser, type SessionUser, sessionUserColumns } from './users.server';

const SESSION_DAYS = 30;
const SESSION_MS = SESSION_DAYS * 24 * 60 * 60 * 1000;

let cookie: ReturnType<typeof createCookie> | undefined;

// The cookie holds only the session token, signed with every secret of SESSION_SECRET (the first signs, all verify).
function sessionCookie() {
  cookie ??= createCookie('__session', {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: env().cookieSecure,
    secrets: env().sessionSecrets,
    maxAge: SESSION_DAYS * 24 * 60 * 60,
  });
  return cookie;
}

async function tokenFrom(request: Request): Promise<string | undefined> {
  const value = await sessionCookie().parse(request.headers.get('Cookie'));
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/** Starts a session for the user and sends them on. */
export async function createUserSession(user: Pick<SessionUser, 'id'>, redirectTo: string): Promise<Response> {
  const token = randomBytes(32).toString('base64url');
  const db = getDb();
  db.delete(schema.sessions).where(lt(schema.sessions.expiresAt, new Date())).run();
  db.insert(schema.sessions)
    .values({ id: tokenDigest(token), userId: user.id, expiresAt: new Date(Date.now() + SESSION_MS) })
    .run();
  return redirect(redirectTo, { headers: { 'Set-Cookie': await sessionCookie().serialize(token) } });
}

/**
 * The signed-in user, with their team and role as they are now (a role change applies on the next request); undefined
 * without a live session, or for a member removed from their team.
 */
export async function getUser(request: Request): Promise<SessionUser | undefined> {
  const token = await tokenFrom(request);
  if (!token) return undefined;
  const row = getDb()
    .select(sessionUserColumns)
    .from(schema.sessions)
    .innerJoin(schema.users, eq(schema.users.id, schema.sessions.userId))
    .where(and(eq(schema.sessions.id, tokenDigest(token)), gt(schema.sessions.expiresAt, new Date())))
    .get();
  return asSessionUser(row);
}

/** The signed-in user, or a redirect to /auth that remembers where they were going. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getUser(request);
  if (user) return user;
  const url = new URL(request.url);
  const params = new URLSearchParams({ redirectTo: url.pathname + url.search });
  throw redirect(`/auth?${params}`);
}

/** The id of the request's browser session (not the cookie's token), for state bound to that session; undefined when signed out. */
export async function sessionIdOf(request: Request): Promise<string | undefined> {
  const token = await tokenFrom(request);
  return token ? tokenDigest(token) : undefined;
}

/** Ends the server session and clears the cookie. */
export async function signOut(request: Request, redirectTo = '/'): Promise<Response> {
  const token = await tokenFrom(request);
  if (token)
    getDb()
      .delete(schema.sessions)
      .where(eq(schema.sessions.id, tokenDigest(token)))
      .run();
  return redirect(redirectTo, { headers: { 'Set-Cookie': await sessionCookie().serialize('', { maxAge: 0 }) } });
}

/** Ends every session of the user at once (removed from the team, or a new password set through a reset link). */
export function endSessionsOf(userId: string): void {
  getDb().delete(schema.sessions).where(eq(schema.sessions.userId, userId)).run();
}

/** For JSON endpoints: the signed-in user, or a 401 JSON answer instead of a redirect. */
export async function requireApiUser(request: Request): Promise<SessionUser> {
  const user = await getUser(request);
  if (user) return user;
  throw Response.json({ error: 'Sign in to use this endpoint' }, { status: HTTP_STATUS.unauthorized });
}

/** Whom a signed-in request's event stream is counted against (open-streams.server.ts): its session and its user. */
export async function streamHolder(request: Request, user: SessionUser, interviewId: string | null = null): Promise<StreamHolder> {
  const token = await tokenFrom(request);
  return { userId: user.id, sessionId: token ? tokenDigest(token) : `user:${user.id}`, interviewId };
}
