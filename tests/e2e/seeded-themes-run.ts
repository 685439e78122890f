import { randomInt, randomUUID } from 'node:crypto';

import { sql } from 'drizzle-orm';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const shortLink = () => Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

type Question = { id: string; title: string; description: string };

/**
 * A family practice's study of `dialogs` completed dialogs, an hour apart, and the rows a built-in topics run stores
 * for it: the block of the first question, a topic per theme and a key theme per topic, with the members given by the
 * dialogs' places in the order of completion (1-based). The key themes' rows come back in the themes' order.
 */
export async function seedThemesRun(
  ownerId: string,
  { questions, themes, dialogs }: { questions: Question[]; themes: [string, number[]][]; dialogs: number },
) {
  const { getDb, schema } = await import('../../db/index');
  const { createReport } = await import('../../app/features/analysis/reports/reports.server');
  const { activeBlocks } = await import('../../app/features/analysis/coding/blocks.server');
  const db = getDb();
  const id = randomUUID();
  db.insert(schema.interviews)
    .values({
      id,
      userId: ownerId,
      teamId: sql`(select team_id from users where users.id = ${ownerId})`,
      title: 'Family practice',
      status: 'published',
      method: 'chat',
      interviewerLlm: 'builtin',
      questions,
    })
    .run();
  const start = Date.UTC(2026, 0, 5, 9, 0);
  const covered = questions.map((q) => q.id);
  const dialogIds = Array.from({ length: dialogs }, (_, i) => {
    const dialogId = randomUUID();
    db.insert(schema.dialogs)
      .values({
        id: dialogId,
        shortLink: shortLink(),
        interviewId: id,
        createdAt: new Date(start + i * 3_600_000),
        answeredAt: new Date(start + i * 3_600_000 + 60_000),
        completedAt: new Date(start + i * 3_600_000 + 20 * 60_000),
        state: { question: covered.length, followUps: 0, covered, closed: true, turns: covered.length },
      })
      .run();
    db.insert(schema.messages)
      .values({
        id: randomUUID(),
        dialogId,
        role: 'user',
        content: 'I waited a long time.',
        createdAt: new Date(start + i * 3_600_000 + 60_000),
      })
      .run();
    return dialogId;
  });
  const report = createReport(id, 'Spring wave');
  const [block] = activeBlocks({ id, questions });
  const members = (places: number[]) => places.map((p) => dialogIds[p - 1]!);
  const topic = (row: Partial<typeof schema.codingTopics.$inferInsert> & { topic: string }) =>
    db
      .insert(schema.codingTopics)
      .values({ id: randomUUID(), reportId: report.id, model: 'builtin', ...row })
      .returning()
      .get();
  const blockRow = topic({ blockId: block!.id, topic: block!.title, dialogIds, dialogCount: dialogs });
  const keys = themes.map(([label, places], position) => {
    const sub = topic({
      blockId: block!.id,
      parentId: blockRow.id,
      topic: label,
      dialogIds: members(places),
      dialogCount: places.length,
      position,
    });
    return topic({
      parentId: sub.id,
      subtopicIds: [sub.id],
      topic: label,
      dialogIds: members(places),
      dialogCount: places.length,
      position,
    });
  });
  db.insert(schema.summaries)
    .values({
      id: randomUUID(),
      reportId: report.id,
      kind: 'coding_insights',
      summary: `${themes.length} topics across 1 block from ${dialogs} included dialogs.`,
      extractive: true,
      totalResponses: dialogs,
      totalBlocksAnalyzed: 1,
      model: 'builtin',
      generatedAt: new Date(),
    })
    .run();
  return { id, report, keys, members };
}
