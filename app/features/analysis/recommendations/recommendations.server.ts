/**
 * A report's recommendations per coding block: the generated ones and those the researcher adds, in order:
 * add, update (by index) and delete (by index); a custom one needs a title and a description.
 */
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';

import { getDb, schema } from '@db/index';
import { NotFound, ValidationFailed } from '~/lib/errors';
import { newId } from '~/lib/ids.server';

const { recommendations } = schema;
type Tx = Parameters<Parameters<ReturnType<typeof getDb>['transaction']>[0]>[0];

export type Recommendation = typeof recommendations.$inferSelect;

export const CUSTOM_NEEDS_TEXT = 'A custom recommendation needs a title and a description';
export const FAILED_TO = {
  generate: 'Failed to generate recommendations',
  add: 'Failed to add recommendation',
  update: 'Failed to update recommendation',
  delete: 'Failed to delete recommendation',
} as const;

export function recommendationsOf(reportId: string, blockId?: string): Recommendation[] {
  return getDb()
    .select()
    .from(recommendations)
    .where(
      blockId ? and(eq(recommendations.reportId, reportId), eq(recommendations.blockId, blockId)) : eq(recommendations.reportId, reportId),
    )
    .orderBy(asc(recommendations.blockId), asc(recommendations.position), asc(recommendations.createdAt))
    .all();
}

function checked(input: { title: string; description: string }) {
  const title = input.title.trim();
  const description = input.description.trim();
  if (!title || !description) throw new ValidationFailed(CUSTOM_NEEDS_TEXT);
  return { title, description };
}

export function addRecommendation(reportId: string, blockId: string, input: { title: string; description: string }): Recommendation {
  const fields = checked(input);
  const { next } = getDb()
    .select({ next: sql<number>`coalesce(max(${recommendations.position}) + 1, 0)` })
    .from(recommendations)
    .where(and(eq(recommendations.reportId, reportId), eq(recommendations.blockId, blockId)))
    .get()!;
  return getDb()
    .insert(recommendations)
    .values({ id: newId(), reportId, blockId, ...fields, isCustom: true, position: next, model: null })
    .returning()
    .get();
}

function atIndex(reportId: string, blockId: string, index: number): Recommendation {
  const found = recommendationsOf(reportId, blockId)[index];
  if (!found) throw new NotFound('Recommendation not found');
  return found;
}

/**
 * Edits the recommendation at `index` of the block; an edited one is the researcher's from then on, and keeps the
 * title it was generated with, so a later run that generates it again carries the edit over.
 */
export function updateRecommendation(
  reportId: string,
  blockId: string,
  index: number,
  input: { title: string; description: string },
): Recommendation {
  const fields = checked(input);
  const target = atIndex(reportId, blockId, index);
  const aiTitle = target.isCustom ? target.aiTitle : target.title;
  return getDb()
    .update(recommendations)
    .set({ ...fields, isCustom: true, aiTitle })
    .where(eq(recommendations.id, target.id))
    .returning()
    .get()!;
}

/** Deletes the recommendation at `index`; its citations and codings go with it (cascade). */
export function deleteRecommendation(reportId: string, blockId: string, index: number): void {
  const target = atIndex(reportId, blockId, index);
  getDb().delete(recommendations).where(eq(recommendations.id, target.id)).run();
}

/** Where one by id sits in its block (for forms that post an id). */
export function indexOfRecommendation(reportId: string, recommendationId: string): { blockId: string; index: number } {
  const row = getDb()
    .select()
    .from(recommendations)
    .where(and(eq(recommendations.reportId, reportId), eq(recommendations.id, recommendationId)))
    .get();
  if (!row) throw new NotFound('Recommendation not found');
  return { blockId: row.blockId, index: recommendationsOf(reportId, row.blockId).findIndex((r) => r.id === row.id) };
}

/** Clear Cache: the generated recommendations go; those the researcher edited stay, marked as from an earlier run. */
export function clearGeneratedRecommendations(tx: Tx | ReturnType<typeof getDb>, reportId: string): void {
  tx.delete(recommendations)
    .where(and(eq(recommendations.reportId, reportId), eq(recommendations.isCustom, false)))
    .run();
  tx.update(recommendations)
    .set({ isFromEarlierRun: true })
    .where(and(eq(recommendations.reportId, reportId), isNotNull(recommendations.model)))
    .run();
}
