import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { seedThemesRun } from './seeded-themes-run';
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
  const { id, report } = await seedThemesRun(ownerId, { questions: QUESTIONS, themes: THEMES, dialogs: 20 });
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
