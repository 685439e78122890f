import { getDb, schema } from '@db/index';
import { newId } from '~/lib/ids.server';

type Writer = Pick<ReturnType<typeof getDb>, 'insert'>;

/** A new team, named for its first member ("ana's team" for ana@example.com); the one writer of `teams`. */
export function createTeam(firstMemberEmail: string, db: Writer = getDb()): string {
  const id = newId();
  db.insert(schema.teams)
    .values({ id, name: `${firstMemberEmail.split('@')[0]}'s team` })
    .run();
  return id;
}
