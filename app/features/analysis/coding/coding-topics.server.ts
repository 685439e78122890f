/**
 * The writer of `coding_topics`: a dialog's topics per block (written by the coding run) and the report's topics
 * across dialogs, blocks' topics and key themes (written by the topics run). Both runs store and clear them here.
 */
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';

import { getDb, schema } from '@db/index';

const { codingTopics } = schema;

type Db = ReturnType<typeof getDb>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A topic row (of a dialog, of a block across dialogs, or a key theme). */
export function insertTopic(tx: Tx | Db, topic: typeof codingTopics.$inferInsert): void {
  tx.insert(codingTopics).values(topic).run();
}

/** A dialog's own topics of its blocks, which coding that dialog again replaces. */
export function deleteDialogTopics(tx: Tx | Db, reportId: string, dialogId: string): void {
  tx.delete(codingTopics)
    .where(and(eq(codingTopics.reportId, reportId), eq(codingTopics.dialogId, dialogId), isNotNull(codingTopics.blockId)))
    .run();
}

/** The report's topics across dialogs (blocks and key themes), which a topics run replaces; dialogs' own topics stay. */
export function deleteInterviewTopics(tx: Tx | Db, reportId: string): void {
  tx.delete(codingTopics)
    .where(and(eq(codingTopics.reportId, reportId), isNull(codingTopics.dialogId)))
    .run();
}

/** Every topic of a report, when its coding results are cleared. */
export function deleteReportTopics(tx: Tx | Db, reportId: string): void {
  tx.delete(codingTopics).where(eq(codingTopics.reportId, reportId)).run();
}

/**
 * Takes deleted dialogs out of the member lists of the reports' topics across dialogs (blocks' topics and key themes),
 * with their counts; a topic left with no member goes (its citations cascade). The dialogs' own topics cascade with
 * them.
 */
export function forgetDialogsInTopics(reportIds: readonly string[], dialogIds: readonly string[]): void {
  if (reportIds.length === 0 || dialogIds.length === 0) return;
  const gone = new Set(dialogIds);
  const db = getDb();
  const topics = db
    .select({ id: codingTopics.id, dialogIds: codingTopics.dialogIds })
    .from(codingTopics)
    .where(and(inArray(codingTopics.reportId, [...reportIds]), isNull(codingTopics.dialogId), isNotNull(codingTopics.dialogIds)))
    .all();
  for (const topic of topics) {
    const members = topic.dialogIds ?? [];
    if (!members.some((id) => gone.has(id))) continue;
    const kept = members.filter((id) => !gone.has(id));
    if (kept.length === 0) db.delete(codingTopics).where(eq(codingTopics.id, topic.id)).run();
    else db.update(codingTopics).set({ dialogIds: kept, dialogCount: kept.length }).where(eq(codingTopics.id, topic.id)).run();
  }
}
