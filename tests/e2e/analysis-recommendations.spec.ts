import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { REC_DIALOGS, REC_QUESTIONS } from '../fixtures/recommendations';
import { expect, test } from './fixtures';
import { signInAs } from './sign-in-as';

const HOUR = 3_600_000;

/** An interview whose respondents voiced wishes in several dialogs. */
async function seedWishes(ownerId: string) {
  const { eq } = await import('drizzle-orm');
  const { getDb, schema } = await import('../../db/index');
  const { createManualInterview } = await import('../../app/features/interviews/interviews.server');
  const { seedDialog } = await import('../support/dialog-seeds');
  const interview = createManualInterview(ownerId);
  getDb()
    .update(schema.interviews)
    .set({ questions: REC_QUESTIONS, status: 'published' })
    .where(eq(schema.interviews.id, interview.id))
    .run();
  const start = Date.now() - 24 * HOUR;
  REC_DIALOGS.forEach((d, i) => seedDialog(interview.id, { createdAt: start + i * HOUR, messages: d.messages }, 'r'));
  return interview.id;
}

async function severeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('#recommendations-by-topic')
    .include('#recommendation-coding')
    .include('#question-insights')
    .include('#business-insights')
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Generates the recommendations of a report on which nothing has run yet (its sections folded behind the call to action). */
async function generateRecommendations(page: Page) {
  const section = page.locator('#recommendations-by-topic');
  await page.getByText('Or run one part on its own', { exact: true }).click();
  await section.getByRole('button', { name: 'Generate recommendations' }).click();
  await expect(section.getByText(/^Voiced in 2 of 6 dialogs/).first()).toBeVisible({ timeout: 20_000 });
  return section;
}

type Owner = { id: string; email: string; password: string };

/**
 * The study on which the first test generated recommendations and the question insights summary through the page,
 * for the phone test to read as its owner: its check of the layout needs both, not a second run of each. Tests of a
 * file run in order in one worker; the phone test run alone, or after a failure in a fresh worker, runs its own.
 */
let withRecommendations: { owner: Owner; id: string } | undefined;

test('run recommendations, add a custom one, run the coding and regenerate a summary', async ({ signedIn: page, researcher }) => {
  const id = await seedWishes(researcher.id);
  await page.goto(`/interview/setup/${id}/analysis/ai`);
  const section = await generateRecommendations(page);
  const wishes = section.getByRole('region', { name: REC_QUESTIONS[0]!.title });
  await expect(
    wishes
      .getByText('1 supporting quote')
      .or(wishes.getByText(/\d supporting quotes/))
      .first(),
  ).toBeVisible();

  // A custom recommendation needs a title and a description.
  await wishes.getByText('Add recommendation', { exact: true }).first().click();
  const add = wishes.getByRole('button', { name: 'Add recommendation' });
  await expect(add).toBeDisabled();
  await wishes.getByLabel('Title').last().fill('Shared family lists');
  await expect(add).toBeDisabled();
  await wishes.getByLabel('Description').last().fill('Families want to plan together.');
  await expect(add).toBeEnabled();
  await add.click();
  await expect(wishes.getByRole('heading', { name: 'Shared family lists' })).toBeVisible();

  // Recommendation coding of the first question.
  const coding = page.locator('#recommendation-coding');
  await expect(coding.getByText('No recommendation coding data available.')).toBeVisible();
  const question = coding.getByRole('region', { name: REC_QUESTIONS[0]!.title });
  await question.getByRole('button', { name: 'Run Coding' }).click();
  await expect(coding.getByRole('link', { name: 'Download Excel' })).toBeVisible({ timeout: 20_000 });
  await expect(question.getByText(/^\d+ answers?$/).first()).toBeVisible();
  // A group opens to its answers, an answer to its citations with a link into the interview.
  await question.locator('details > summary').first().click();
  await question.locator('details details > summary').first().click();
  await expect(question.getByRole('link', { name: /View Interview$/ }).first()).toBeVisible();

  // The question insights summary, extractive and labelled so.
  const insights = page.locator('#question-insights');
  await insights.getByRole('button', { name: 'Generate Summary' }).click();
  await expect(insights.getByText('Extractive summary (built-in)')).toBeVisible({ timeout: 20_000 });
  await expect(insights.getByText('6 responses', { exact: false }).first()).toBeVisible();
  withRecommendations = { owner: researcher, id };
  await insights.getByRole('button', { name: 'Regenerate Summary' }).click();
  // A summary to replace: the run asks first.
  const confirm = page.getByRole('dialog', { name: 'Regenerate the Question Insights Summary?' });
  await expect(confirm).toContainText('Nothing you edited or voted on is affected.');
  await confirm.getByRole('button', { name: 'Regenerate Summary' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(insights.getByRole('button', { name: 'Regenerate Summary' })).toBeEnabled({ timeout: 20_000 });
  expect(await severeViolations(page)).toEqual([]);
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the recommendations and summaries fit the screen', async ({ signedIn: page, researcher }) => {
    if (withRecommendations) {
      await signInAs(page, withRecommendations.owner);
      await page.goto(`/interview/setup/${withRecommendations.id}/analysis/ai`);
    } else {
      const id = await seedWishes(researcher.id);
      await page.goto(`/interview/setup/${id}/analysis/ai`);
      await generateRecommendations(page);
      await page.locator('#question-insights').getByRole('button', { name: 'Generate Summary' }).click();
    }
    await expect(page.locator('#question-insights').getByText('Extractive summary (built-in)')).toBeVisible({ timeout: 20_000 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await severeViolations(page)).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('recommendations run and a custom one is added with plain form posts', async ({ signedIn: page, researcher }) => {
    const id = await seedWishes(researcher.id);
    await page.goto(`/interview/setup/${id}/analysis/ai`);
    const section = page.locator('#recommendations-by-topic');
    await page.getByText('Or run one part on its own', { exact: true }).click();
    await section.getByRole('button', { name: 'Generate recommendations' }).click();
    // The page refreshes itself while the job runs.
    await expect(section.getByText(/^Voiced in 2 of 6 dialogs/).first()).toBeVisible({ timeout: 20_000 });
    const wishes = section.getByRole('region', { name: REC_QUESTIONS[0]!.title });
    await wishes.getByText('Add recommendation', { exact: true }).first().click();
    await wishes.getByLabel('Title').last().fill('Bigger buttons');
    await wishes.getByLabel('Description').last().fill('Older users miss the small ones.');
    await wishes.getByRole('button', { name: 'Add recommendation' }).click();
    await expect(page.locator('#recommendations-by-topic').getByRole('heading', { name: 'Bigger buttons' })).toBeVisible();
  });
});
