import { expect, test } from './fixtures';

test('add an interview manually, rename it with Enter, cancel a rename with Escape, copy and delete it', async ({ signedIn: page }) => {
  await page.getByRole('link', { name: 'Add Interview' }).click();
  const modal = page.getByRole('dialog', { name: 'Create a new Interview' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('link', { name: /Create with AI/ })).toHaveAttribute('href', '/create');
  await modal.getByRole('button', { name: /Set up manually/ }).click();
  await expect(page).toHaveURL(/\/interview\/setup\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Untitled Interview' })).toBeVisible();

  await page.goto('/dashboard');
  await expect(page.getByText('1 of 50')).toBeVisible();
  const row = page.getByRole('row', { name: /Untitled Interview/ });
  await expect(row.getByText('draft')).toBeVisible();
  await expect(row.getByRole('cell').nth(2)).toHaveText('0');

  await row.getByRole('link', { name: 'Rename Untitled Interview' }).click();
  const titleInput = page.getByLabel('New title');
  await titleInput.fill('Coffee habits');
  await titleInput.press('Enter');
  await expect(page.getByRole('link', { name: 'Coffee habits', exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Rename Coffee habits' }).click();
  await page.getByLabel('New title').fill('Should not stick');
  await page.getByLabel('New title').press('Escape');
  await expect(page.getByLabel('New title')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Coffee habits', exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Coffee habits', exact: true })).toBeVisible();
  await expect(page.getByText('Should not stick')).toHaveCount(0);

  await page.getByRole('button', { name: 'Copy Coffee habits' }).click();
  await expect(page.getByRole('link', { name: 'Coffee habits (Copy)', exact: true })).toBeVisible();
  await expect(page.getByText('2 of 50')).toBeVisible();

  await page.getByRole('link', { name: 'Delete Coffee habits (Copy)' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete interview' });
  await expect(confirm).toContainText('removed permanently');
  await confirm.getByRole('link', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Coffee habits (Copy)', exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Delete Coffee habits (Copy)' }).click();
  await page.getByRole('dialog', { name: 'Delete interview' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('link', { name: 'Coffee habits (Copy)', exact: true })).toHaveCount(0);
  await expect(page.getByText('1 of 50')).toBeVisible();
});

test('renaming blurs away without saving', async ({ signedIn: page }) => {
  await page.getByRole('link', { name: 'Add Interview' }).click();
  await page.getByRole('button', { name: /Set up manually/ }).click();
  // The interview exists once its setup page opens; leaving sooner could cancel the post that makes it.
  await expect(page).toHaveURL(/\/interview\/setup\/[^/]+$/);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Rename Untitled Interview' }).click();
  await page.getByLabel('New title').fill('Blurred away');
  await page.getByRole('heading', { name: 'Interviews' }).click();
  await expect(page.getByLabel('New title')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Untitled Interview', exact: true })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the dashboard still adds, renames and deletes', async ({ signedIn: page }) => {
    await page.getByRole('link', { name: 'Add Interview' }).click();
    await page.getByRole('button', { name: /Set up manually/ }).click();
    await expect(page).toHaveURL(/\/interview\/setup\//);
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Rename Untitled Interview' }).click();
    await page.getByLabel('New title').fill('Tea rituals');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('link', { name: 'Tea rituals', exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Delete Tea rituals' }).click();
    await page.getByRole('dialog', { name: 'Delete interview' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('0 of 50')).toBeVisible();
  });
});

/** Two interviews of the researcher; the newer has a real participant and an AI respondent. */
async function seedDashboard(researcherId: string) {
  const { createManualInterview } = await import('../../app/features/interviews/interviews.server');
  const { getDb, schema } = await import('../../db/index');
  const { randomUUID } = await import('node:crypto');
  createManualInterview(researcherId);
  const newer = createManualInterview(researcherId);
  const titled = 'A study of commuters and their morning coffee';
  const { eq } = await import('drizzle-orm');
  getDb().update(schema.interviews).set({ title: titled }).where(eq(schema.interviews.id, newer.id)).run();
  for (const isGenerated of [false, true])
    getDb()
      .insert(schema.dialogs)
      .values({ id: randomUUID(), shortLink: randomUUID().slice(0, 6), interviewId: newer.id, isGenerated })
      .run();
  return { title: titled };
}

async function severeViolations(page: import('@playwright/test').Page) {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('each interview is a card with its status, counts and actions in view, and nothing scrolls sideways', async ({
    signedIn: page,
    researcher,
  }) => {
    const { title } = await seedDashboard(researcher.id);
    await page.goto('/dashboard');
    const card = page.getByRole('row', { name: new RegExp(title) });
    await expect(card).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Participants' })).not.toBeInViewport();
    const participants = card.locator('td[data-label="Participants"]');
    await expect(participants).toHaveText('1 · 1 AI respondent');
    expect(await participants.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe('"Participants"');
    for (const action of [
      card.getByRole('link', { name: `Rename ${title}` }),
      card.getByRole('button', { name: `Copy ${title}` }),
      card.getByRole('link', { name: `Delete ${title}` }),
    ]) {
      const box = (await action.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await severeViolations(page)).toEqual([]);
  });
});

test('at desktop width the interviews stay a table, with no serious accessibility violations', async ({ signedIn: page, researcher }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { title } = await seedDashboard(researcher.id);
  await page.goto('/dashboard');
  await expect(page.getByRole('columnheader', { name: 'Participants' })).toBeVisible();
  const cells = page.getByRole('row', { name: new RegExp(title) }).locator('td');
  const tops = await cells.evaluateAll((list) => list.map((cell) => Math.round(cell.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
  expect(await severeViolations(page)).toEqual([]);
});
