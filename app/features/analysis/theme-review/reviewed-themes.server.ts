/**
 * The reviewed themes of a report (`reviewed_themes`): the one writer of the table, and the reader of a report's
 * reviewed themes with their members. What the researcher decided about a theme lives here, apart from the topics
 * run, so no run and no Clear Cache removes it (ADR 0020).
 */
import { and, asc, eq, inArray, max } from 'drizzle-orm';

import { getDb, schema } from '@db/index';

import type { StoredMember, StoredTheme } from './theme-matching';

const { reviewedThemes, reviewedThemeMembers } = schema;

type Db = ReturnType<typeof getDb>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The report's reviewed themes, each with its stored members, in their order. */
export function storedThemes(reportId: string, db: Db | Tx = getDb()): StoredTheme[] {
  const themes = db.select().from(reviewedThemes).where(eq(reviewedThemes.reportId, reportId)).orderBy(asc(reviewedThemes.position)).all();
  if (themes.length === 0) return [];
  const rows = db
    .select()
    .from(reviewedThemeMembers)
    .where(
      and(
        eq(reviewedThemeMembers.reportId, reportId),
        inArray(
          reviewedThemeMembers.themeId,
          themes.map((t) => t.id),
        ),
      ),
    )
    .orderBy(asc(reviewedThemeMembers.decidedAt))
    .all();
  const byTheme = new Map<string, StoredMember[]>();
  for (const { themeId, dialogId, messageId, start, end, blockId, origin, status } of rows) {
    const list = byTheme.get(themeId) ?? [];
    list.push({ dialogId, messageId, start, end, blockId, origin, status });
    byTheme.set(themeId, list);
  }
  return themes.map((t) => ({
    id: t.id,
    name: t.name,
    description: t.description,
    reviewed: t.reviewed,
    origin: t.origin,
    position: t.position,
    members: byTheme.get(t.id) ?? [],
  }));
}

/** Stores a theme the researcher touched or made, after the report's other reviewed themes. */
export function insertReviewedTheme(
  tx: Tx,
  theme: { id: string; reportId: string; name: string; description: string | null; origin: 'suggested' | 'researcher' },
): void {
  const last = tx
    .select({ position: max(reviewedThemes.position) })
    .from(reviewedThemes)
    .where(eq(reviewedThemes.reportId, theme.reportId))
    .get();
  const now = new Date();
  tx.insert(reviewedThemes)
    .values({ ...theme, reviewed: false, position: (last?.position ?? -1) + 1, createdAt: now, updatedAt: now })
    .run();
}

/** A reviewed theme's name, description or reviewed mark. */
export function updateReviewedTheme(
  tx: Tx,
  themeId: string,
  change: { name?: string; description?: string | null; reviewed?: boolean },
): void {
  tx.update(reviewedThemes)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(reviewedThemes.id, themeId))
    .run();
}

/** A theme merged into another: its members have moved there first (`theme-members.server.ts`). */
export function deleteReviewedTheme(tx: Tx, themeId: string): void {
  tx.delete(reviewedThemes).where(eq(reviewedThemes.id, themeId)).run();
}
