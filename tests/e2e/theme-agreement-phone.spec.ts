import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { seedThemesRun } from './seeded-themes-run';
const QUESTIONS = [{ id: 'q1', title: 'What was your last visit like?', description: '' }];
// Suggested themes (a built-in run's rows), by the members' places among 12 dialogs; long quoted names on purpose.
const THEMES: [string, number[]][] = [
  ['“I sat in the waiting room long after my appointment time”', [1, 2, 3, 4, 5]],
  ['“Nobody picks up the phone when you ring the practice”', [5, 6, 7, 8]],
  ['Reminders', [9, 10, 11]],
];

/** A study with a built-in topics run of the themes above; the first two reviewed, one member of each taken out. */
async function seedReviewedStudy(page: Page, ownerId: string) {
  const { id, report, keys, members } = await seedThemesRun(ownerId, { questions: QUESTIONS, themes: THEMES, dialogs: 12 });
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
