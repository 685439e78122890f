import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { TOPICS_DIALOGS, TOPICS_QUESTIONS, topicsMessages } from '../fixtures/topics-dialogs';
import { expect, test } from './fixtures';
import { signInAs } from './sign-in-as';

const HOUR = 3_600_000;

async function seedTopicsInterview(ownerId: string) {
  const { eq } = await import('drizzle-orm');
  const { getDb, schema } = await import('../../db/index');
  const { createManualInterview } = await import('../../app/features/interviews/interviews.server');
  const { seedDialog } = await import('../support/dialog-seeds');
  const interview = createManualInterview(ownerId);
  getDb()
    .update(schema.interviews)
    .set({ questions: TOPICS_QUESTIONS, status: 'published' })
    .where(eq(schema.interviews.id, interview.id))
    .run();
  const start = Date.now() - 24 * HOUR;
  TOPICS_DIALOGS.forEach((said, i) => seedDialog(interview.id, { createdAt: start + i * HOUR, messages: topicsMessages(said) }, 't'));
  return interview.id;
}

async function severeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

type Owner = { id: string; email: string; password: string };

/**
 * The study whose topics the first test found through the page, for the phone test to read as its owner: its check of
 * the layout needs a topics run, not a second one. Tests of a file run in order in one worker; the phone test run
 * alone, or after a failure in a fresh worker, runs its own.
 */
let withTopics: { owner: Owner; id: string } | undefined;

test('Update All finds the topics across dialogs; a subtopic opens on its quotes, each linked to its interview', async ({
  signedIn: page,
  researcher,
}) => {
  const id = await seedTopicsInterview(researcher.id);
  await page.goto(`/interview/setup/${id}/analysis/ai`);
  const section = page.locator('#coding-blocks-analysis');
  // Nothing has run yet: the sections are folded behind the call to action.
  await page.getByText('Or run one part on its own', { exact: true }).click();
  await expect(section.getByText('Run the analysis to see results here.')).toBeVisible();
  await section.getByRole('button', { name: 'Update All' }).click();

  const bar = section.getByRole('progressbar', { name: /topics/i });
  await expect(bar).toBeVisible({ timeout: 15_000 });
  // The page has left its call to action, with the section still open on its progress.
  await expect(page.getByRole('heading', { name: 'No analysis yet' })).toHaveCount(0);
  // The clauses embedded (the built-in engine's work): at least one per answer, 2 answers a dialog; the bar fills.
  await expect(bar).toHaveAttribute('aria-valuemax', /^(1[2-9]|[2-9]\d)$/);
  await expect(bar).toHaveAttribute('aria-valuenow', (await bar.getAttribute('aria-valuemax'))!, { timeout: 30_000 });

  const block = section.getByRole('region', { name: TOPICS_QUESTIONS[0]!.title });
  // The bar counts the clauses embedded; grouping, naming and storing the themes come after it.
  await expect(block.getByText(/^All 6 dialogs answered\./)).toBeVisible({ timeout: 15_000 });
  withTopics = { owner: researcher, id };
  const subtopic = block.locator('details', { has: page.locator('summary', { hasText: /Delivery/ }) }).first();
  await expect(subtopic.locator('summary')).toContainText('of 6 dialogs');
  await subtopic.locator('summary').click();
  await expect(subtopic.getByText('Supporting quotes')).toBeVisible();
  const quote = subtopic.locator('blockquote').first();
  await expect(quote).toContainText(/deliver/i);
  const link = subtopic.getByRole('link', { name: /View in Interview/ }).first();
  await expect(link).toHaveAttribute('href', new RegExp(`/interview/setup/${id}/participants/.+\\?quote=\\d+-\\d+#message-`));

  // Key Topics and the insights show the same run.
  await expect(
    page
      .locator('#key-topics')
      .getByText(/Raised in \d of 6 dialogs/)
      .first(),
  ).toBeVisible();
  await expect(
    page
      .locator('#coding-insights')
      .getByText(/The most common topics? (is|are)/)
      .first(),
  ).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the topics sections fit the screen', async ({ signedIn: page, researcher }) => {
    if (withTopics) {
      await signInAs(page, withTopics.owner);
      await page.goto(`/interview/setup/${withTopics.id}/analysis/ai`);
    } else {
      const id = await seedTopicsInterview(researcher.id);
      await page.goto(`/interview/setup/${id}/analysis/ai`);
      await page.getByText('Or run one part on its own', { exact: true }).click();
      await page.locator('#coding-blocks-analysis').getByRole('button', { name: 'Update All' }).click();
      const bar = page.locator('#coding-blocks-analysis').getByRole('progressbar', { name: /topics/i });
      await expect(bar).toHaveAttribute('aria-valuemax', /^\d+$/, { timeout: 15_000 });
      await expect(bar).toHaveAttribute('aria-valuenow', (await bar.getAttribute('aria-valuemax'))!, { timeout: 30_000 });
    }
    const first = page.locator('#coding-blocks-analysis details details, #coding-blocks-analysis li details').first();
    await first.locator('summary').click();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // No axe scan here: the test above scans this page with its topics open, and analysis-coding.spec.ts scans the
    // AI Analysis page with results on a phone.
  });
});
