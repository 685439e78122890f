import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { TOPICS_DIALOGS, TOPICS_QUESTIONS, topicsMessages } from '../fixtures/topics-dialogs';
import { expect, test } from './fixtures';

const HOUR = 3_600_000;

// The whole analysis of twelve dialogs on the built-in engine, the sentence encoder's first load included.
test.describe.configure({ timeout: 120_000 });

/** A published interview with twelve answered dialogs (the topics fixture twice) and no analysis yet. */
async function seedInterview(ownerId: string) {
  const { seedPublishedStudy } = await import('../support/dialog-seeds');
  const dialogs = [...TOPICS_DIALOGS, ...TOPICS_DIALOGS].map((said) => topicsMessages(said));
  return seedPublishedStudy(ownerId, { goal: 'Understand online ordering', questions: TOPICS_QUESTIONS }, dialogs, {
    startedAgo: 48 * HOUR,
    lasting: 600_000,
  }).id;
}

/**
 * Serious or critical axe violations of the run's own part of the page: its buttons, its progress bar and its steps.
 * The sections the run fills are scanned whole, at 1280 and 390 px, by analysis-coding.spec.ts; scanning them again
 * here, with twelve dialogs' results, took about half a minute a scan on a loaded machine.
 */
async function severeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('[aria-label="Analysis controls"]').analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('before any run the page is one call to action, not a column of empty sections', async ({ signedIn: page, researcher }) => {
  const id = await seedInterview(researcher.id);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/interview/setup/${id}/analysis/ai`);
  const callToAction = page.getByRole('region', { name: 'No analysis yet' });
  await expect(callToAction).toContainText('Press Run Analysis above.');
  await expect(page.getByRole('button', { name: 'Run Analysis' })).toBeVisible();
  for (const section of ['#individual-dialogs', '#individual-answers', '#key-topics', '#coding-insights', '#business-insights'])
    await expect(page.locator(section)).toBeHidden();
  // The page was 6,800 px of empty sections; now it is the toolbar and the call to action.
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(1600);

  // One part can still be run on its own: the sections are a click away.
  await page.getByText('Or run one part on its own', { exact: true }).click();
  await expect(page.locator('#key-topics')).toContainText('Run the analysis to see results here.');
});

/** Every section the run fills shows results, none of its empty states. */
async function expectWholeAnalysis(page: Page) {
  await expect(page.locator('summary', { hasText: 'Individual Dialogs' })).toContainText('12 OK of 12');
  await expect(page.locator('#key-topics')).not.toContainText('Run the analysis to see results here.');
  await expect(page.locator('#key-topics')).toContainText('of 12 dialogs');
  await expect(page.locator('#coding-insights')).not.toContainText('Run the analysis to see results here.');
  await expect(page.locator('#coding-insights')).not.toContainText('No executive summary yet.');
  await expect(page.locator('#coding-blocks-analysis')).not.toContainText('Run the analysis to see results here.');
  await expect(page.locator('#recommendations-by-topic')).toContainText('Voiced in');
  await expect(page.locator('#question-insights')).not.toContainText('No question insights summary yet.');
  await expect(page.locator('#business-insights')).not.toContainText('No business insights summary yet.');
}

test('a fresh report becomes a whole analysis with one click, the bar naming each step as it goes', async ({
  signedIn: page,
  researcher,
}) => {
  const id = await seedInterview(researcher.id);
  await page.goto(`/interview/setup/${id}/analysis/ai`);
  // Before the run: one call to action, the empty sections folded away.
  await expect(page.getByRole('heading', { name: 'No analysis yet' })).toBeVisible();
  await expect(page.locator('#key-topics')).toBeHidden();

  // Every name the progress bar takes, as it changes.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { barNames: string[] }).barNames = seen;
    const record = () => {
      for (const bar of document.querySelectorAll('[aria-label="Analysis controls"] [role="progressbar"]')) {
        const name = bar.getAttribute('aria-label');
        if (name && seen.at(-1) !== name) seen.push(name);
      }
    };
    new MutationObserver(record).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-label'],
    });
  });
  await page.getByRole('button', { name: 'Run Analysis' }).click();
  // As soon as the run starts, the page leaves its call to action, in the same document (no reload: the bar names
  // recorded above are still there at the end), and the sections with their own buttons are in sight.
  await expect(page.getByRole('heading', { name: 'No analysis yet' })).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByText('Or run one part on its own', { exact: true })).toBeHidden();
  await expect(page.locator('#key-topics')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update All' })).toBeVisible();
  const done = page.getByRole('progressbar', { name: 'Done: the whole analysis' });
  await expect(done).toBeVisible({ timeout: 60_000 });
  await expect(done).toHaveAttribute('aria-valuenow', '100');
  await expect(page.getByText('6 of 6 steps')).toBeVisible();
  const names = await page.evaluate(() => (window as unknown as { barNames: string[] }).barNames);
  expect(names[0]).toMatch(/^Step [1-6] of 6: .+…$/);
  expect(names.at(-1)).toBe('Done: the whole analysis');

  await expectWholeAnalysis(page);
  // The parts' own buttons stay, to redo one part.
  await expect(page.getByRole('button', { name: 'Update All' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generate recommendations' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Coding only' })).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the run and its progress fit the screen', async ({ signedIn: page, researcher }) => {
    const id = await seedInterview(researcher.id);
    await page.goto(`/interview/setup/${id}/analysis/ai`);
    await page.getByRole('button', { name: 'Run Analysis' }).click();
    await expect(page.getByRole('list', { name: 'Steps of the analysis' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('progressbar', { name: 'Done: the whole analysis' })).toBeVisible({ timeout: 60_000 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await severeViolations(page)).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('Run Analysis is a plain form post; the page refreshes itself until the whole analysis is done', async ({
    signedIn: page,
    researcher,
  }) => {
    const id = await seedInterview(researcher.id);
    await page.goto(`/interview/setup/${id}/analysis/ai`);
    await page.getByRole('button', { name: 'Run Analysis' }).click();
    await expect(page.getByRole('progressbar', { name: 'Done: the whole analysis' })).toBeVisible({ timeout: 60_000 });
    await expectWholeAnalysis(page);
  });
});
