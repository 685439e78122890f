/**
 * The key themes the latest topics run suggested, as the theme review reads them: each with its member dialogs, the
 * passages that put them there (its block topics' citations, with the question each answers) and those block topics.
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { getDb, schema } from '@db/index';
import type { Suggestion } from './theme-matching';

const { codingTopics, citations } = schema;

/** The report's suggested key themes in the run's order; none before a run or after Clear Cache. */
export function suggestedThemes(reportId: string): Suggestion[] {
  const db = getDb();
  const rows = db
    .select()
    .from(codingTopics)
    .where(and(eq(codingTopics.reportId, reportId), isNull(codingTopics.dialogId)))
    .orderBy(asc(codingTopics.position))
    .all();
  const blockOf = new Map(rows.filter((r) => r.blockId && r.parentId).map((r) => [r.id, r.blockId!]));
  const keyRows = rows.filter((r) => !r.blockId && r.parentId);
  const partsOf = (row: (typeof keyRows)[number]) =>
    (row.subtopicIds?.length ? row.subtopicIds : [row.parentId!]).filter((id) => blockOf.has(id));
  const partIds = [...new Set(keyRows.flatMap(partsOf))];
  const cited = new Map<string, { dialogId: string; messageId: string; start: number; end: number }[]>();
  for (let i = 0; i < partIds.length; i += 500) {
    const found = db
      .select({
        topicId: citations.topicId,
        dialogId: citations.dialogId,
        messageId: citations.messageId,
        start: citations.start,
        end: citations.end,
      })
      .from(citations)
      .where(inArray(citations.topicId, partIds.slice(i, i + 500)))
      .orderBy(asc(citations.position))
      .all();
    for (const { topicId, ...passage } of found) {
      const list = cited.get(topicId!) ?? [];
      list.push(passage);
      cited.set(topicId!, list);
    }
  }
  return keyRows
    .map((row) => {
      const parts = partsOf(row);
      return {
        id: row.id,
        name: row.topic,
        description: row.description,
        dialogIds: row.dialogIds ?? [],
        passages: parts.flatMap((id) => (cited.get(id) ?? []).map((p) => ({ ...p, blockId: blockOf.get(id) ?? null }))),
        partIds: parts,
        model: row.model,
      };
    })
    .filter((s) => s.partIds.length > 0);
}
