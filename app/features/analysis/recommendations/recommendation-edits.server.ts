/**
 * Edited recommendations across runs. A recommendation the researcher edited is theirs (`is_custom`): no run replaces
 * it. A later run's recommendation with the title it was generated with is the same recommendation again: the edit
 * takes that one's place and its quotes instead of showing beside it. The edited ones no new recommendation matches
 * stay, marked as from an earlier run.
 */
import { and, eq, isNotNull } from 'drizzle-orm';

import { type getDb, schema } from '@db/index';

const { recommendations } = schema;

type Tx = Parameters<Parameters<ReturnType<typeof getDb>['transaction']>[0]>[0];

const sameTitle = (a: string, b: string) =>
  a.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase() === b.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * Matches the block's edited recommendations with the titles of a new run (in order); returns, per title index, the
 * edited one that stands for it, and marks the others as from an earlier run.
 */
export function matchEditedRecommendations(tx: Tx, reportId: string, blockId: string, titles: readonly string[]): Map<number, string> {
  const edited = tx
    .select({ id: recommendations.id, aiTitle: recommendations.aiTitle })
    .from(recommendations)
    .where(
      and(
        eq(recommendations.reportId, reportId),
        eq(recommendations.blockId, blockId),
        eq(recommendations.isCustom, true),
        isNotNull(recommendations.model),
      ),
    )
    .all();
  const matched = new Map<number, string>();
  const used = new Set<string>();
  titles.forEach((title, index) => {
    const found = edited.find((rec) => !used.has(rec.id) && rec.aiTitle !== null && sameTitle(rec.aiTitle, title));
    if (!found) return;
    used.add(found.id);
    matched.set(index, found.id);
  });
  for (const rec of edited)
    tx.update(recommendations)
      .set({ isFromEarlierRun: !used.has(rec.id) })
      .where(eq(recommendations.id, rec.id))
      .run();
  return matched;
}
