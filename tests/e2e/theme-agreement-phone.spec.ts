import { randomInt, randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const shortLink = () => Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
const QUESTIONS = [{ id: 'q1', title: 'What was your last visit like?', description: '' }];
// Suggested themes (a built-in run's rows), by the members' places among 12 dialogs; long quoted names on purpose.
const THEMES: [string, number[]][] = [
  ['“I sat in the waiting room long after my appointment time”', [1, 2, 3, 4, 5]],
  ['“Nobody picks up the phone when you ring the practice”', [5, 6, 7, 8]],
  ['Reminders', [9, 10, 11]],
];

/** A study with a built-in topics run of the themes above; the first two reviewed, one member of each taken out. */
async function seedReviewedStudy(page: Page, ownerId: string) {
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
  const dialogIds = Array.from({ length: 12 }, (_, i) => {
    const dialogId = randomUUID();
    db.insert(schema.dialogs)
      .values({
        id: dialogId,
        shortLink: shortLink(),
        interviewId: id,
        createdAt: new Date(start + i * 3_600_000),
        answeredAt: new Date(start + i * 3_600_000 + 60_000),
        completedAt: new Date(start + i * 3_600_000 + 20 * 60_000),
        state: { question: 1, followUps: 0, covered: ['q1'], closed: true, turns: 1 },
      })
      .run();
    db.insert(schema.messages)
      .values({ id: randomUUID(), dialogId, role: 'user', content: 'I waited a long time.', createdAt: new Date(start + i * 3_600_000) })
      .run();
    return dialogId;
  });
  const report = createReport(id, 'Spring wave');
  const [block] = activeBlocks({ id, questions: QUESTIONS });
  const members = (places: number[]) => places.map((p) => dialogIds[p - 1]!);
  const topic = (row: Partial<typeof schema.codingTopics.$inferInsert> & { topic: string }) =>
    db
      .insert(schema.codingTopics)
      .values({ id: randomUUID(), reportId: report.id, model: 'builtin', ...row })
      .returning()
      .get();
  const blockRow = topic({ blockId: block!.id, topic: block!.title, dialogIds, dialogCount: dialogIds.length });
  const keys = THEMES.map(([label, places], position) => {
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
      summary: '3 topics across 1 block from 12 included dialogs.',
      extractive: true,
      totalResponses: 12,
      totalBlocksAnalyzed: 1,
      model: 'builtin',
      generatedAt: new Date(),
    })
    .run();
  // The review, through its JSON API as a script would make it.
  const review = async (body: object) => {
    const response = await page.request.post(`/api/report/${report.id}/update-themes`, {
      data: body,
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(response.status(), await response.text()).toBe(200);
  };
  for (const [t, [, places]] of THEMES.slice(0, 2).entries()) {
    await review({ action: 'remove', themeId: keys[t]!.id, dialogId: members(places).at(-1)! });
    await review({ action: 'reviewed', themeId: keys[t]!.id });
  }
  return { url: `/interview/setup/${id}/analysis/ai?report=${report.id}` };
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 600 ? 900 : 844 } });

    test('the agreement between the engine and the researcher fits the page: every figure in view, nothing scrolls sideways', async ({
      signedIn: page,
      researcher,
    }) => {
      const { url } = await seedReviewedStudy(page, researcher.id);
      await page.goto(url);
      const section = page.locator('section[aria-labelledby="theme-agreement-title"]');
      await expect(section.getByRole('heading', { name: 'Agreement between the built-in engine and you' })).toBeVisible();
      // The figures of the whole review: 2 themes × 12 dialogs, 2 disagreements (the members taken out).
      const all = section.locator(':is(tr, li)', { hasText: 'All reviewed themes' }).filter({ visible: true });
      await expect(all).toHaveCount(1);
      await expect(all).toContainText('24');
      await expect(all).toContainText('92 %');
      for (const label of ['κ', 'AC1', 'α'])
        await expect(section.getByText(label, { exact: true }).filter({ visible: true }).first()).toBeVisible();
      // Every element of the section in view, and none scrolls sideways.
      const outside = await section.evaluate((root) =>
        [root, ...root.querySelectorAll('*')]
          .filter((el) => el instanceof HTMLElement && el.offsetParent !== null)
          .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5 || el.scrollWidth > el.clientWidth + 1)
          .map((el) => `${el.tagName} ${(el.textContent ?? '').slice(0, 30)}`),
      );
      expect(outside).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await section.screenshot({ path: test.info().outputPath(`theme-agreement-${width}.png`) });
    });
  });
}
