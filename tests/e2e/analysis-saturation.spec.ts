import { randomInt, randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const shortLink = () => Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
const QUESTIONS = [
  { id: 'q1', title: 'What was your last visit like?', description: '' },
  { id: 'q2', title: 'What would you change?', description: '' },
];
// Each theme's members by the dialog's place in the order of completion (1–20): the last new theme comes with 14.
const THEMES: [string, number[]][] = [
  ['Phone lines nobody answers', [1, 2, 5, 9]],
  ['Waiting weeks for a slot', [1, 3, 4]],
  ['Sitting in the waiting room long after the appointment time', [2, 6, 7, 15]],
  ['Same doctor each time', [3, 12]],
  ['Video visits', [4, 8]],
  ['Reminders', [6, 11, 18]],
  ['Costs known upfront', [9, 10, 16]],
  ['Surprise bills', [14, 19, 20]],
];

/** A family practice's study: 20 completed dialogs, an hour apart, and a built-in topics run with the themes above. */
async function seedAnalysedStudy(ownerId: string) {
  const { getDb, schema } = await import('../../db/index');
  const { createReport } = await import('../../app/features/analysis/reports/reports.server');
  const { activeBlocks } = await import('../../app/features/analysis/coding/blocks.server');
  const db = getDb();
  const id = randomUUID();
  db.insert(schema.interviews)
    .values({
      id,
      userId: ownerId,
      title: 'Family practice',
      status: 'published',
      method: 'chat',
      interviewerLlm: 'builtin',
      questions: QUESTIONS,
    })
    .run();
  const start = Date.UTC(2026, 0, 5, 9, 0);
  const dialogIds = Array.from({ length: 20 }, (_, i) => {
    const dialogId = randomUUID();
    db.insert(schema.dialogs)
      .values({
        id: dialogId,
        shortLink: shortLink(),
        interviewId: id,
        createdAt: new Date(start + i * 3_600_000),
        answeredAt: new Date(start + i * 3_600_000 + 60_000),
        completedAt: new Date(start + i * 3_600_000 + 20 * 60_000),
        state: { question: 2, followUps: 0, covered: ['q1', 'q2'], closed: true, turns: 2 },
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
  const [block] = activeBlocks({ id, questions: QUESTIONS });
  const members = (places: number[]) => places.map((p) => dialogIds[p - 1]!);
  // The rows a built-in topics run stores: its record, the block, a topic per theme, a key theme per topic.
  const topic = (row: Partial<typeof schema.codingTopics.$inferInsert> & { topic: string }) =>
    db
      .insert(schema.codingTopics)
      .values({ id: randomUUID(), reportId: report.id, model: 'builtin', ...row })
      .returning()
      .get();
  const blockRow = topic({ blockId: block!.id, topic: block!.title, dialogIds, dialogCount: 20 });
  THEMES.forEach(([label, places], position) => {
    const sub = topic({
      blockId: block!.id,
      parentId: blockRow.id,
      topic: label,
      dialogIds: members(places),
      dialogCount: places.length,
      position,
    });
    topic({ parentId: sub.id, subtopicIds: [sub.id], topic: label, dialogIds: members(places), dialogCount: places.length, position });
  });
  db.insert(schema.summaries)
    .values({
      id: randomUUID(),
      reportId: report.id,
      kind: 'coding_insights',
      summary: `${THEMES.length} topics across 1 block from 20 included dialogs.`,
      extractive: true,
      totalResponses: 20,
      totalBlocksAnalyzed: 1,
      model: 'builtin',
      generatedAt: new Date(),
    })
    .run();
  return { id, report };
}

async function severeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('#saturation').analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const SENTENCE = 'The last new theme appeared with dialog 14 of 20; the 6 dialogs after it brought none.';

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 600 ? 900 : 844 } });

    test('the saturation chart, its sentence and its table read, and nothing scrolls sideways', async ({ signedIn: page, researcher }) => {
      const { id, report } = await seedAnalysedStudy(researcher.id);
      await page.goto(`/interview/setup/${id}/analysis/overview?report=${report.id}`);
      const section = page.locator('#saturation');
      await expect(section.getByRole('heading', { name: 'Saturation' })).toBeVisible();
      await expect(section.getByText(SENTENCE, { exact: true })).toBeVisible();
      await expect(section.getByRole('img', { name: new RegExp(SENTENCE.replace(/[.;]/g, '\\$&')) })).toBeVisible();
      const table = section.getByRole('table', { name: 'New themes per dialog, in the order the dialogs were completed' });
      await expect(table.getByRole('row')).toHaveCount(21);
      await expect(table.getByRole('row').nth(14)).toContainText('14.');
      await expect(table.getByRole('row').nth(14)).toContainText('1: Surprise bills');
      await expect(table.getByRole('row').nth(20)).toContainText('20.');
      const box = await section.getByRole('img').boundingBox();
      expect(box!.width).toBeLessThanOrEqual(width);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await section.screenshot({ path: test.info().outputPath(`saturation-${width}.png`) });
      expect(await severeViolations(page)).toEqual([]);
    });
  });
}
