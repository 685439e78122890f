import { and, asc, eq, sql } from 'drizzle-orm';

import { getDb, schema } from '@db/index';
import type { Interview } from '@db/schema';
import { NotFound } from '~/lib/errors';
import { newId } from '~/lib/ids.server';

export type CodingBlock = typeof schema.codingBlocks.$inferSelect;

const { codingBlocks } = schema;

/** The blocks a new interview's analysis starts from: one per guide question (also GET /api/default-codings). */
export function defaultCodings(interview: Pick<Interview, 'questions'>): { title: string; description: string; questionId: string }[] {
  return interview.questions.map((q) => ({ title: q.title, description: q.description, questionId: q.id }));
}

/**
 * The interview's coding blocks in order. The first read makes them from the guide's questions, so a researcher
 * who never opens the settings still gets one block per question.
 */
export function codingBlocksOf(interview: Pick<Interview, 'id' | 'questions'>): CodingBlock[] {
  const db = getDb();
  const existing = db
    .select()
    .from(codingBlocks)
    .where(eq(codingBlocks.interviewId, interview.id))
    .orderBy(asc(codingBlocks.position))
    .all();
  if (existing.length > 0) return existing;
  return db.transaction((tx) => {
    // Another request may have made them meanwhile: read again inside the transaction.
    const again = tx
      .select()
      .from(codingBlocks)
      .where(eq(codingBlocks.interviewId, interview.id))
      .orderBy(asc(codingBlocks.position))
      .all();
    if (again.length > 0) return again;
    return defaultCodings(interview).map((block, position) =>
      tx
        .insert(codingBlocks)
        .values({ id: newId(), interviewId: interview.id, ...block, isDefault: true, isActive: true, position })
        .returning()
        .get(),
    );
  });
}

export function activeBlocks(interview: Pick<Interview, 'id' | 'questions'>): CodingBlock[] {
  return codingBlocksOf(interview).filter((b) => b.isActive);
}

export function requireBlock(interviewId: string, blockId: string): CodingBlock {
  const block = getDb()
    .select()
    .from(codingBlocks)
    .where(and(eq(codingBlocks.interviewId, interviewId), eq(codingBlocks.id, blockId)))
    .get();
  if (!block) throw new NotFound('Coding block not found');
  return block;
}

export function addBlock(interviewId: string, input: { title: string; description: string }): CodingBlock {
  const { next } = getDb()
    .select({ next: sql<number>`coalesce(max(${codingBlocks.position}) + 1, 0)` })
    .from(codingBlocks)
    .where(eq(codingBlocks.interviewId, interviewId))
    .get()!;
  return getDb()
    .insert(codingBlocks)
    .values({
      id: newId(),
      interviewId,
      title: input.title,
      description: input.description,
      isDefault: false,
      isActive: true,
      position: next,
    })
    .returning()
    .get();
}

export function updateBlock(
  interviewId: string,
  blockId: string,
  fields: Partial<Pick<CodingBlock, 'title' | 'description' | 'isActive' | 'additionalPrompt'>>,
): CodingBlock {
  requireBlock(interviewId, blockId);
  return getDb().update(codingBlocks).set(fields).where(eq(codingBlocks.id, blockId)).returning().get()!;
}

/** Deletes a block; its results in every report go with it (cascade). */
export function deleteBlock(interviewId: string, blockId: string): void {
  requireBlock(interviewId, blockId);
  getDb().delete(codingBlocks).where(eq(codingBlocks.id, blockId)).run();
}

/** Moves a block one place up or down (Analysis Settings' reorder); at either end nothing moves. */
export function moveBlock(interviewId: string, blockId: string, direction: 'up' | 'down'): void {
  const blocks = getDb()
    .select()
    .from(codingBlocks)
    .where(eq(codingBlocks.interviewId, interviewId))
    .orderBy(asc(codingBlocks.position))
    .all();
  const index = blocks.findIndex((b) => b.id === blockId);
  if (index < 0) throw new NotFound('Coding block not found');
  const other = blocks[direction === 'up' ? index - 1 : index + 1];
  if (!other) return;
  // Positions are rewritten in order, so two blocks never share one.
  const order = blocks.map((b) => b.id);
  order[index] = other.id;
  order[blocks.indexOf(other)] = blockId;
  getDb().transaction((tx) => {
    order.forEach((id, position) => tx.update(codingBlocks).set({ position }).where(eq(codingBlocks.id, id)).run());
  });
}
