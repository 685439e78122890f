// TEMPORARY STUB (not committed): keyword search until the real module is merged.
import { and, eq, inArray } from 'drizzle-orm';
import { getDb, schema } from '@db/index';
export type SearchResult = { messageId: string; dialogId: string; shortLink: string; content: string; similarity: number; createdAt: Date };
export async function searchMessages(input: { interviewId: string; phrase: string; dialogIds?: string[]; limit?: number; offset?: number; signal?: AbortSignal }) {
  const { messages, dialogs } = schema;
  const words = input.phrase.toLowerCase().split(/\W+/).filter((w) => w.length > 3);
  const rows = getDb().select({ messageId: messages.id, dialogId: messages.dialogId, shortLink: dialogs.shortLink, content: messages.content, createdAt: messages.createdAt }).from(messages).innerJoin(dialogs, eq(dialogs.id, messages.dialogId))
    .where(and(eq(dialogs.interviewId, input.interviewId), eq(messages.role, 'user'), input.dialogIds ? inArray(messages.dialogId, input.dialogIds) : undefined)).all();
  const scored = rows.map((r) => ({ ...r, similarity: words.filter((w) => r.content.toLowerCase().includes(w.slice(0, 5))).length / Math.max(1, words.length) })).filter((r) => r.similarity > 0).sort((a, b) => b.similarity - a.similarity);
  const offset = input.offset ?? 0; const limit = input.limit ?? 10;
  return { results: scored.slice(offset, offset + limit), hasMore: scored.length > offset + limit };
}
