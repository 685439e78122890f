import { asc, eq, sql } from 'drizzle-orm';

import { getDb, schema } from '@db/index';

/** A dialog's stored messages in the order they were written (rows of one millisecond in insertion order). */
export const messagesOf = (dialogId: string) =>
  getDb()
    .select()
    .from(schema.messages)
    .where(eq(schema.messages.dialogId, dialogId))
    .orderBy(asc(schema.messages.createdAt), asc(sql`rowid`))
    .all();
