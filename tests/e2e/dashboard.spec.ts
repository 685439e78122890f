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
