import AxeBuilder from '@axe-core/playwright';
import type { Page, Response } from '@playwright/test';

import { GOAL, QUESTIONS, SAMPLE_DIALOGS } from '../fixtures/sample-quality';
import { expect, test } from './fixtures';

const HOUR = 3_600_000;

/** The fixture interview of the sample: four good dialogs and one of each bad kind. */
async function seedSampleInterview(ownerId: string) {
  const { eq } = await import('drizzle-orm');
  const { getDb, schema } = await import('../../db/index');
  const { createManualInterview } = await import('../../app/features/interviews/interviews.server');
  const { seedDialog } = await import('../support/dialog-seeds');
  const interview = createManualInterview(ownerId);
  const questions = QUESTIONS.map((q, i) => ({ id: `q${i}`, title: q.title, description: q.description }));
  getDb().update(schema.interviews).set({ goal: GOAL, questions, status: 'published' }).where(eq(schema.interviews.id, interview.id)).run();
  const start = Date.now() - 24 * HOUR;
  const dialogs = new Map(
    SAMPLE_DIALOGS.map((d, i) => [d.key, seedDialog(interview.id, { createdAt: start + i * HOUR, messages: d.messages }, 'e')]),
  );
  return { id: interview.id, dialogs };
}

const count = (page: Page, which: 'total' | 'included' | 'excluded') => page.locator(`[data-count="${which}"]`);

async function severeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('run the sample and watch it finish, move the threshold, toggle a dialog', async ({ signedIn: page, researcher }) => {
  // Two accessibility scans of the whole tab and a sample run: more than the default 30 s on a busy two-core machine.
  test.setTimeout(60_000);
  const { id, dialogs } = await seedSampleInterview(researcher.id);
  await page.goto(`/interview/setup/${id}/analysis/sample`);
  await expect(count(page, 'total')).toHaveText('11');
  // Before a sample every dialog counts.
  await expect(count(page, 'included')).toHaveText('11');
  await expect(page.getByRole('switch', { name: /^Include Dialog/ })).toHaveCount(0);
  // None of the sample's models has an endpoint here: the default is what will run, the built-in engine, and it says so.
  await expect(page.getByLabel('Model')).toHaveValue('builtin');
  await expect(page.getByText(/^No AI model is configured, so the built-in engine scores the sample\./)).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Run analysis' }).click();
  const bar = page.getByRole('progressbar', { name: 'Done' });
  await expect(bar).toBeVisible({ timeout: 15_000 });
  await expect(bar).toHaveAttribute('aria-valuenow', '11');
  await expect(bar).toHaveAttribute('aria-valuemax', '11');
  await expect(count(page, 'included')).toHaveText('4');
  await expect(count(page, 'excluded')).toHaveText('7');
  await expect(page.getByText('Scored with Built-in (offline)')).toBeVisible();

  // The details of a bad dialog name what was found.
  const gibberish = page.locator(`[data-dialog="${dialogs.get('gibberish')!.shortLink}"]`);
  await gibberish.getByText('Details').click();
  await expect(gibberish).toContainText('look like keyboard mashing');

  // Moving the threshold re-derives inclusion at once, then is saved.
  // At 0 every scored dialog is in but the copy of another, which the quality guard leaves out (its answers repeat an
  // earlier dialog's: a strong flag, whatever the score).
  await page.getByLabel('Quality threshold', { exact: true }).fill('0');
  await expect(count(page, 'included')).toHaveText('10');
  await expect(count(page, 'excluded')).toHaveText('1');
  await expect(page.locator(`[data-dialog="${dialogs.get('duplicate')!.shortLink}"] [data-flag="repeated-answers"]`)).toContainText(
    `same answer as ${dialogs.get('good-planner')!.label}`,
  );
  await page.getByLabel('Quality threshold', { exact: true }).fill('6');
  await expect(count(page, 'included')).toHaveText('4');
  await expect
    .poll(async () => {
      const { getDb, schema } = await import('../../db/index');
      return getDb()
        .select()
        .from(schema.reports)
        .all()
        .find((r) => r.interviewId === id)?.sampleThreshold;
    })
    .toBe(6);

  // Including the gibberish dialog by hand.
  await page.getByRole('switch', { name: `Include ${dialogs.get('gibberish')!.label}` }).click();
  await expect(count(page, 'included')).toHaveText('5');
  await expect(gibberish).toContainText('Included (manual)');
  await page.reload();
  await expect(count(page, 'included')).toHaveText('5');
  await expect(page.getByRole('switch', { name: `Include ${dialogs.get('gibberish')!.label}` })).toHaveAttribute('aria-checked', 'true');
  expect(await severeViolations(page)).toEqual([]);
});

/** The report's saved threshold, as the database holds it. */
async function savedThreshold(interviewId: string) {
  const { getDb, schema } = await import('../../db/index');
  return getDb()
    .select()
    .from(schema.reports)
    .all()
    .find((r) => r.interviewId === interviewId)?.sampleThreshold;
}

test('the threshold field keeps what the researcher types while an earlier value is being saved', async ({
  signedIn: page,
  researcher,
}) => {
  const { id } = await seedSampleInterview(researcher.id);
  await page.goto(`/interview/setup/${id}/analysis/sample`);
  await page.getByRole('button', { name: 'Run analysis' }).click();
  await expect(count(page, 'included')).toHaveText('4', { timeout: 15_000 });

  // "7", a pause long enough for it to be saved and the page's data to reload, then ".5".
  const field = page.getByLabel('Quality threshold', { exact: true });
  const sampleData = (response: Response, method: string) =>
    response.request().method() === method && response.url().includes('/analysis/sample.data');
  const saved = page.waitForResponse((r) => sampleData(r, 'POST') && /threshold=7(&|$)/.test(r.request().postData() ?? ''));
  await field.fill('7');
  await saved;
  await page.waitForResponse((r) => sampleData(r, 'GET'));
  // Two frames: the reloaded data is on the page.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(field).toHaveValue('7');
  await page.keyboard.type('.5');
  await expect(field).toHaveValue('7.5');
  await expect.poll(() => savedThreshold(id)).toBe(7.5);
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the Sample tab fits the screen', async ({ signedIn: page, researcher }) => {
    const { id } = await seedSampleInterview(researcher.id);
    await page.goto(`/interview/setup/${id}/analysis/sample`);
    await page.getByRole('button', { name: 'Run analysis' }).click();
    await expect(count(page, 'included')).toHaveText('4', { timeout: 15_000 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await severeViolations(page)).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('run, apply a threshold and toggle a dialog with plain form posts', async ({ signedIn: page, researcher }) => {
    const { id, dialogs } = await seedSampleInterview(researcher.id);
    await page.goto(`/interview/setup/${id}/analysis/sample`);
    await page.getByRole('button', { name: 'Run analysis' }).click();
    // The page refreshes itself while the job runs.
    await expect(count(page, 'included')).toHaveText('4', { timeout: 15_000 });
    await page.getByLabel('Quality threshold', { exact: true }).fill('2.5');
    await page.getByRole('button', { name: 'Apply threshold' }).click();
    await expect(page.getByLabel('Quality threshold', { exact: true })).toHaveValue('2.5');
    // The duplicate (3.0) stays out: the quality guard's strong flag.
    await expect(count(page, 'included')).toHaveText('5');
    await page.getByRole('switch', { name: `Include ${dialogs.get('good-parent')!.label}` }).click();
    await expect(count(page, 'included')).toHaveText('4');
    await expect(page.getByRole('switch', { name: `Include ${dialogs.get('good-parent')!.label}` })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });
});
