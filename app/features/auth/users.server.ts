import { eq } from 'drizzle-orm';
import { z } from 'zod';

import { getDb, schema } from '@db/index';
import type { TeamRole } from '@db/schema';
import { createTeam } from '~/features/teams/teams.server';
import { env } from '~/lib/env.server';
import { DuplicateEmail, NotFound, ValidationFailed, WeakPassword } from '~/lib/errors';
import { newId } from '~/lib/ids.server';
import { isPlan, type Plan, unknownPlanMessage } from '~/lib/plans';

import { hashPassword, MIN_PASSWORD_LENGTH, verifyPassword } from './password.server';

/** The signed-in user with their team and role, read from the database on every request. */
export type SessionUser = { id: string; email: string; teamId: string; role: TeamRole };

/** What a request's user is read as: the columns of `SessionUser`. */
export const sessionUserColumns = {
  id: schema.users.id,
  email: schema.users.email,
  teamId: schema.users.teamId,
  role: schema.users.role,
};

/** A row read with `sessionUserColumns` as a SessionUser; undefined for a member removed from their team. */
export function asSessionUser(
  row: { id: string; email: string; teamId: string | null; role: TeamRole } | undefined,
): SessionUser | undefined {
  return row?.teamId ? { ...row, teamId: row.teamId } : undefined;
}

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'Enter a valid email address.' }));

/** A new password is refused (WeakPassword) when shorter than `MIN_PASSWORD_LENGTH`. */
function assertPasswordLength(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new WeakPassword(`The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`);
  }
}

/**
 * A new account, on the given plan or the installation's default one (`DEFAULT_PLAN`): the admin of a new team of
 * their own, unless `membership` names the team they join and their role there (an accepted invitation).
 */
export async function createUser(
  input: { email: string; password: string; plan?: string },
  membership?: { teamId: string; role: TeamRole },
): Promise<SessionUser & { plan: Plan }> {
  const email = emailSchema.safeParse(input.email);
  if (!email.success) throw new ValidationFailed(email.error.issues[0]!.message);
  const plan = input.plan ?? env().defaultPlan;
  if (!isPlan(plan)) throw new ValidationFailed(unknownPlanMessage(plan));
  assertPasswordLength(input.password);
  const db = getDb();
  if (db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, email.data)).get()) {
    throw new DuplicateEmail(`An account with the email ${email.data} already exists.`);
  }
  const passwordHash = await hashPassword(input.password);
  return db.transaction((tx) => {
    const teamId = membership?.teamId ?? createTeam(email.data, tx);
    const role = membership?.role ?? 'admin';
    const user = { id: newId(), email: email.data, passwordHash, plan, teamId, role };
    tx.insert(schema.users).values(user).run();
    return { id: user.id, email: user.email, plan, teamId, role };
  });
}

/** Moves an account to another plan (the operator's `npm run user:plan`); its monthly quota follows at once. */
export function setUserPlan(emailInput: string, plan: string): { id: string; email: string; plan: Plan } {
  if (!isPlan(plan)) throw new ValidationFailed(unknownPlanMessage(plan));
  const email = emailInput.trim().toLowerCase();
  const user = getDb()
    .update(schema.users)
    .set({ plan })
    .where(eq(schema.users.email, email))
    .returning({ id: schema.users.id, email: schema.users.email })
    .get();
  if (!user) throw new NotFound(`No account with the email ${email}.`);
  return { ...user, plan };
}

export function findUserByEmail(email: string): { id: string; email: string } | undefined {
  return getDb()
    .select({ id: schema.users.id, email: schema.users.email })
    .from(schema.users)
    .where(eq(schema.users.email, email.trim().toLowerCase()))
    .get();
}

// Compared against when the email is unknown, so a wrong email takes as long as a wrong password.
let decoyHash: Promise<string> | undefined;

/** The user whose email and password these are, with their team (null once removed from it), or undefined. */
export async function verifyCredentials(
  email: string,
  password: string,
): Promise<(Omit<SessionUser, 'teamId'> & { teamId: string | null }) | undefined> {
  const row = getDb().select().from(schema.users).where(eq(schema.users.email, email.trim().toLowerCase())).get();
  if (!row) {
    decoyHash ??= hashPassword('decoy-password-for-timing');
    await verifyPassword(password, await decoyHash);
    return undefined;
  }
  return (await verifyPassword(password, row.passwordHash))
    ? { id: row.id, email: row.email, teamId: row.teamId, role: row.role }
    : undefined;
}

/** A member's new role; the team's rules (the last admin stays) are checked by the caller. */
export function setMemberRole(userId: string, role: TeamRole): void {
  getDb().update(schema.users).set({ role }).where(eq(schema.users.id, userId)).run();
}

/** Takes the user out of their team: the row stays (their authorship of interviews stays), they can no longer sign in. */
export function removeFromTeam(userId: string): void {
  getDb().update(schema.users).set({ teamId: null }).where(eq(schema.users.id, userId)).run();
}

/**
 * Sets a new password (a reset link), at least `MIN_PASSWORD_LENGTH` characters. Returns the account as it is now, its
 * role included (it may have changed since the link was made); undefined once removed from the team.
 */
export async function setPassword(userId: string, password: string): Promise<SessionUser | undefined> {
  assertPasswordLength(password);
  const passwordHash = await hashPassword(password);
  return asSessionUser(
    getDb().update(schema.users).set({ passwordHash }).where(eq(schema.users.id, userId)).returning(sessionUserColumns).get(),
  );
}
