import { randomUUID } from 'node:crypto';
import path from 'node:path';

import { type Db, openDatabase } from '@db/connection';
import * as schema from '@db/schema';

// For tests that run the built server as its own process (tests/support/built-server.ts) on a data folder of theirs.

/** A connection of the test's own to the server's database file (WAL lets both read and write). */
export function openDataDir(dataDir: string): Db {
  return openDatabase(path.join(dataDir, 'app.db'));
}

/** A published chat interview on a configured model, owned by a new researcher, written straight into `db`. */
export function seedPublishedInterview(db: Db, fields: Partial<typeof schema.interviews.$inferInsert> = {}) {
  const userId = randomUUID();
  // Its own team, as every account has (written here directly: this connection is not the app's).
  const teamId = randomUUID();
  db.insert(schema.teams).values({ id: teamId, name: 'Owner team' }).run();
  db.insert(schema.users)
    .values({ id: userId, email: `owner-${userId.slice(0, 8)}@example.com`, passwordHash: 'not-used', teamId })
    .run();
  const id = randomUUID();
  db.insert(schema.interviews)
    .values({
      id,
      userId,
      teamId,
      title: 'Coffee habits',
      status: 'published',
      method: 'chat',
      interviewerLlm: 'gpt-4o',
      kMessages: 1,
      questions: [
        { id: 'q1', title: 'Habits', description: 'How do you usually buy coffee?' },
        { id: 'q2', title: 'Reasons', description: 'Why do you choose that place?' },
      ],
      ...fields,
    })
    .run();
  return { id, userId };
}
