import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { seedGroceryStudy } from './grocery-study';
import { reviewShot } from './review-shot';
import { signInAs } from './sign-in-as';

async function codingRuns(interviewId: string) {
  const { and, eq } = await import('drizzle-orm');
  const { getDb, schema } = await import('../../db/index');
  return getDb()
    .select()
    .from(schema.jobs)
    .where(and(eq(schema.jobs.interviewId, interviewId), eq(schema.jobs.kind, 'analysis.coding')))
    .all().length;
}

/**
 * Serious or critical axe violations of the open confirmation (its backdrop and its dialog). The analysed page behind
 * it, edited answer and vote included, is scanned whole by analysis-coding.spec.ts.
 */
async function severeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('div:has(> [role="dialog"])').analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The first run, an edited answer and an accepted quote: the researcher's work a second run must keep. */
async function analyseEditAndVote(page: Page, id: string, label: string) {
  await page.goto(`/interview/setup/${id}/analysis/ai`);
  await page.getByRole('button', { name: 'Run Analysis' }).click();
  await expect(page.getByRole('progressbar', { name: 'Done: the whole analysis' })).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('summary', { hasText: 'Individual Dialogs' }).getByText('3 OK of 3')).toBeVisible();
  const answers = page.locator('#individual-answers');
  await answers
    .getByRole('link', { name: `Edit answer of ${label}` })
    .nth(1)
    .click();
  await page.getByRole('dialog', { name: 'Edit Answer' }).getByLabel('Answer').fill('Wants an evening delivery slot.');
  await page.getByRole('dialog', { name: 'Edit Answer' }).getByRole('button', { name: 'Save Answer' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Answer' })).toHaveCount(0);
  const edited = answers.locator('li', { hasText: 'Wants an evening delivery slot.' });
  await edited.getByRole('button', { name: 'Accept' }).first().click();
  await expect(
    page.locator('#individual-answers li', { hasText: 'Wants an evening delivery slot.' }).getByRole('button', { name: 'Accept' }).first(),
  ).toHaveAttribute('aria-pressed', 'true');
}

type Owner = { id: string; email: string; password: string };

/**
 * The analysed study with the researcher's work, prepared through the page by the first test of this file that needs
 * it; the later ones go on with it as its owner, counting runs from where it stands (the work is the same for each,
 * and each checks that a run keeps it). Tests of a file run in order in one worker: a test run alone, or after a failure
 * in a fresh worker, prepares its own. Editing and voting without JavaScript are covered by analysis-coding.spec.ts and
 * analysis-navigation.spec.ts.
 */
let prepared: { owner: Owner; id: string; label: string } | undefined;

async function studyWithWork(page: Page, owner: Owner) {
  if (prepared) {
    await signInAs(page, prepared.owner);
    await page.goto(`/interview/setup/${prepared.id}/analysis/ai`);
    return prepared;
  }
  const { id, dialogs } = await seedGroceryStudy(owner.id);
  await analyseEditAndVote(page, id, dialogs[0]!.label);
  prepared = { owner, id, label: dialogs[0]!.label };
  return prepared;
}

async function expectWorkKept(page: Page) {
  const edited = page.locator('#individual-answers li', { hasText: 'Wants an evening delivery slot.' });
  await expect(edited.getByText('Edited')).toBeVisible();
  await expect(edited.getByRole('button', { name: 'Accept' }).first()).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('From an earlier run')).toHaveCount(0);
}

test('Run Analysis again says what it keeps first; Cancel runs nothing; confirmed, the edit and the vote are on the new results', async ({
  signedIn: page,
  researcher,
}) => {
  // Two runs and an accessibility scan of the confirmation.
  test.setTimeout(180_000);
  const { id } = await studyWithWork(page, researcher);
  const runs = await codingRuns(id);

  await page.getByRole('button', { name: 'Run Analysis' }).click();
  const dialog = page.getByRole('dialog', { name: 'Run Analysis again?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('1 edited answer and 1 vote will be kept.');
  expect(await severeViolations(page)).toEqual([]);
  await dialog.getByRole('link', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('progressbar', { name: 'Done' })).toBeVisible();
  expect(await codingRuns(id)).toBe(runs);

  await page.getByRole('button', { name: 'Run Analysis' }).click();
  await page.getByRole('dialog', { name: 'Run Analysis again?' }).getByRole('button', { name: 'Run Analysis' }).click();
  await expect(page.getByRole('dialog', { name: 'Run Analysis again?' })).toHaveCount(0);
  await expect(page.getByRole('progressbar', { name: 'Done' })).toBeVisible({ timeout: 60_000 });
  expect(await codingRuns(id)).toBe(runs + 1);
  await expectWorkKept(page);
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the confirmation fits the screen', async ({ signedIn: page, researcher }) => {
    test.setTimeout(180_000);
    const { id, label } = await studyWithWork(page, researcher);
    const runs = await codingRuns(id);
    await page.getByRole('button', { name: 'Run Analysis' }).click();
    const dialog = page.getByRole('dialog', { name: 'Run Analysis again?' });
    await expect(dialog).toContainText('1 edited answer and 1 vote will be kept.');
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await expect(dialog.getByRole('button', { name: 'Run Analysis' })).toBeInViewport();
    await dialog.getByRole('link', { name: 'Cancel' }).click();

    // One dialog's Refresh asks too, counting that dialog's work.
    await page
      .locator('#individual-dialogs')
      .getByRole('button', { name: `Refresh ${label}` })
      .click();
    const refresh = page.getByRole('dialog', { name: 'Refresh this dialog’s coding?' });
    await expect(refresh).toContainText('1 edited answer and 1 vote will be kept.');
    await reviewShot(page, 'refresh-confirm-390', { fullPage: false });
    await refresh.getByRole('button', { name: 'Refresh' }).click();
    await expect(refresh).toHaveCount(0);
    await expect(page.getByRole('progressbar', { name: 'Done' })).toBeVisible({ timeout: 60_000 });
    expect(await codingRuns(id)).toBe(runs + 1);
    await page.reload();
    await expectWorkKept(page);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the confirmation is a page step: Run Analysis, then Run Analysis in the confirmation', async ({ signedIn: page, researcher }) => {
    test.setTimeout(180_000);
    const { id } = await studyWithWork(page, researcher);
    const runs = await codingRuns(id);
    await page.getByRole('button', { name: 'Run Analysis' }).click();
    const dialog = page.getByRole('dialog', { name: 'Run Analysis again?' });
    await expect(dialog).toContainText('1 edited answer and 1 vote will be kept.');
    await dialog.getByRole('button', { name: 'Run Analysis' }).click();
    // The page refreshes itself while the job runs.
    await expect(page.getByRole('progressbar', { name: 'Done' })).toBeVisible({ timeout: 60_000 });
    await expect(page).not.toHaveURL(/modal=rerun/);
    expect(await codingRuns(id)).toBe(runs + 1);
    await expectWorkKept(page);
  });
});
