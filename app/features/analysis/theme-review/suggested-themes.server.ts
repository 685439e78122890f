/**
 * The key themes the latest topics run suggested, as the theme review reads them: each with its member dialogs, the
 * passages that put them there (every member's, with the question each answers) and the block topics it gathers.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';

import { getDb, schema } from '@db/index';

import type { Passage, Suggestion } from './theme-matching';

const { codingTopics, citations } = schema;

/** The report's suggested key themes in the run's order; none before a run or after Clear Cache. */
export function suggestedThemes(reportId: string): Suggestion[] {
  const db = getDb();
  // Only what a review reads (a block's row lists every dialog it has; its insights and provenance are not needed).
  const rows = db
    .select({
      id: codingTopics.id,
      blockId: codingTopics.blockId,
      parentId: codingTopics.parentId,
      subtopicIds: codingTopics.subtopicIds,
      topic: codingTopics.topic,
      description: codingTopics.description,
      dialogIds: sql<string[] | null>`case when ${codingTopics.blockId} is null then ${codingTopics.dialogIds} end`.mapWith(
        (value: string | null) => (value === null ? null : (JSON.parse(value) as string[])),
      ),
      model: codingTopics.model,
    })
    .from(codingTopics)
    .where(and(eq(codingTopics.reportId, reportId), isNull(codingTopics.dialogId)))
    .orderBy(asc(codingTopics.position))
    .all();
  const blockOf = new Map(rows.filter((r) => r.blockId && r.parentId).map((r) => [r.id, r.blockId!]));
  const keyRows = rows.filter((r) => !r.blockId && r.parentId);
  const partsOf = (row: (typeof keyRows)[number]) =>
    (row.subtopicIds?.length ? row.subtopicIds : [row.parentId!]).filter((id) => blockOf.has(id));
  // The key themes' own citations are every member's passage, each at the index of the part it was said under; the
  // parts' citations are their quotes (all a run stored before member passages were kept).
  const ownerIds = [...new Set([...keyRows.map((r) => r.id), ...keyRows.flatMap(partsOf)])];
  const cited = new Map<string, (Omit<Passage, 'blockId'> & { position: number })[]>();
  for (let i = 0; i < ownerIds.length; i += 500) {
    const found = db
      .select({
        topicId: citations.topicId,
        dialogId: citations.dialogId,
        messageId: citations.messageId,
        start: citations.start,
        end: citations.end,
        position: citations.position,
      })
      .from(citations)
      .where(inArray(citations.topicId, ownerIds.slice(i, i + 500)))
      .orderBy(asc(citations.position), asc(sql`${citations}.rowid`))
      .all();
    for (const { topicId, ...passage } of found) {
      const list = cited.get(topicId!) ?? [];
      list.push(passage);
      cited.set(topicId!, list);
    }
  }
  const passage = ({ position: _p, ...p }: Omit<Passage, 'blockId'> & { position: number }, partId: string | undefined): Passage => ({
    ...p,
    blockId: (partId && blockOf.get(partId)) || null,
  });
  return keyRows
    .map((row) => {
      const parts = partsOf(row);
      return {
        id: row.id,
        name: row.topic,
        description: row.description,
        dialogIds: row.dialogIds ?? [],
        passages: [
          ...(cited.get(row.id) ?? []).map((p) => passage(p, parts[p.position])),
          ...parts.flatMap((id) => (cited.get(id) ?? []).map((p) => passage(p, id))),
        ],
        partIds: parts,
        model: row.model,
      };
    })
    .filter((s) => s.partIds.length > 0);
}
