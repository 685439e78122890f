import { and, desc, eq, sql } from 'drizzle-orm';

import { getDb, schema } from '@db/index';
import { newId } from '~/lib/ids.server';

import type { AnswerSources } from './answer-parts';
import { readAnswerSources } from './answer-sources.server';

const { analyticsChatMessages } = schema;

/** How many of the latest messages the page shows; older ones stay stored until Clear. */
export const SHOWN_MESSAGES = 200;

export type ChatEntry = { id: string; role: 'user' | 'assistant'; content: string; sources: AnswerSources | null; createdAt: Date };

const mine = (userId: string, interviewId: string) =>
  and(eq(analyticsChatMessages.userId, userId), eq(analyticsChatMessages.interviewId, interviewId));

/** The researcher's conversation about an interview, oldest first. */
export function listConversation(userId: string, interviewId: string): ChatEntry[] {
  const rows = getDb()
    .select({
      id: analyticsChatMessages.id,
      role: analyticsChatMessages.role,
      content: analyticsChatMessages.content,
      sources: analyticsChatMessages.sources,
      createdAt: analyticsChatMessages.createdAt,
    })
    .from(analyticsChatMessages)
    .where(mine(userId, interviewId))
    .orderBy(desc(analyticsChatMessages.createdAt), desc(analyticsChatMessages.role))
    .limit(SHOWN_MESSAGES)
    .all();
  return rows.reverse().map((row) => ({ ...row, sources: readAnswerSources(row.sources) }));
}

/** A question and its answer, stored together once the answer exists: a failed answer leaves no half exchange. */
export function saveExchange(input: {
  userId: string;
  interviewId: string;
  reportId: string;
  question: string;
  answer: string;
  sources: AnswerSources;
}) {
  const asked = new Date();
  // The answer is a millisecond later so the order survives a sort by time alone.
  const answered = new Date(asked.getTime() + 1);
  const common = { userId: input.userId, interviewId: input.interviewId, reportId: input.reportId };
  const db = getDb();
  return db.transaction((tx) => {
    tx.insert(analyticsChatMessages)
      .values({ id: newId(), ...common, role: 'user', content: input.question, createdAt: asked })
      .run();
    const answer = {
      id: newId(),
      ...common,
      role: 'assistant' as const,
      content: input.answer,
      sources: input.sources,
      createdAt: answered,
    };
    tx.insert(analyticsChatMessages).values(answer).run();
    return { id: answer.id, role: answer.role, content: answer.content, sources: answer.sources, createdAt: answered } satisfies ChatEntry;
  });
}

export function clearConversation(userId: string, interviewId: string): void {
  getDb().delete(analyticsChatMessages).where(mine(userId, interviewId)).run();
}

/** The model of the conversation's latest answer: the page offers it again. */
export function lastModel(userId: string, interviewId: string): string | undefined {
  const row = getDb()
    .select({ sources: analyticsChatMessages.sources })
    .from(analyticsChatMessages)
    .where(and(mine(userId, interviewId), eq(analyticsChatMessages.role, 'assistant')))
    .orderBy(desc(analyticsChatMessages.createdAt))
    .limit(1)
    .get();
  return readAnswerSources(row?.sources)?.model;
}

/**
 * Deletes the analytics chat's answers that quote or name deleted dialogs (their sources keep the quoted words), in
 * the caller's transaction; the researchers' questions stay.
 */
export function forgetDialogsInChat(interviewId: string, dialogIds: readonly string[]): void {
  const db = getDb();
  for (const dialogId of dialogIds)
    db.delete(analyticsChatMessages)
      .where(
        and(
          eq(analyticsChatMessages.interviewId, interviewId),
          eq(analyticsChatMessages.role, 'assistant'),
          sql`instr(${analyticsChatMessages.sources}, ${dialogId}) > 0`,
        ),
      )
      .run();
}
