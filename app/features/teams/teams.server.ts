import { and, asc, eq, sql } from 'drizzle-orm';

import { getDb, schema } from '@db/index';
import type { TeamRole } from '@db/schema';
import { newId } from '~/lib/ids.server';

const { teams, users } = schema;

type Writer = Pick<ReturnType<typeof getDb>, 'insert'>;

/** A new team, named for its first member ("ana's team" for ana@example.com); the one writer of `teams`. */
export function createTeam(firstMemberEmail: string, db: Writer = getDb()): string {
  const id = newId();
  db.insert(teams)
    .values({ id, name: `${firstMemberEmail.split('@')[0]}'s team` })
    .run();
  return id;
}

export type Membership = { userId: string; email: string; teamId: string; teamName: string; role: TeamRole };

/** The user's team and role, read from the database on each call; undefined when they belong to no team (removed). */
export function memberOf(userId: string): Membership | undefined {
  return getDb()
    .select({ userId: users.id, email: users.email, teamId: teams.id, teamName: teams.name, role: users.role })
    .from(users)
    .innerJoin(teams, eq(teams.id, users.teamId))
    .where(eq(users.id, userId))
    .get();
}

export function teamName(teamId: string): string | undefined {
  return getDb().select({ name: teams.name }).from(teams).where(eq(teams.id, teamId)).get()?.name;
}

export type Member = { id: string; email: string; role: TeamRole; joinedAt: Date };

/** The team's members, oldest first. */
export function membersOf(teamId: string): Member[] {
  return getDb()
    .select({ id: users.id, email: users.email, role: users.role, joinedAt: users.createdAt })
    .from(users)
    .where(eq(users.teamId, teamId))
    .orderBy(asc(users.createdAt), asc(users.email))
    .all();
}

/** How many admins the team has. */
export function adminCount(teamId: string): number {
  return getDb()
    .select({ n: sql<number>`count(*)` })
    .from(users)
    .where(and(eq(users.teamId, teamId), eq(users.role, 'admin')))
    .get()!.n;
}
