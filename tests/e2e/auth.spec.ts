import { expect, signIn, test } from './fixtures';

test('a researcher signs in, lands on the dashboard, and signs out', async ({ page, researcher }) => {
  await signIn(page, researcher.email, researcher.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Interviews' })).toBeVisible();
  await expect(page.getByText('0 of 50')).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fdashboard$/);
});

test('a wrong password shows the reason and keeps the researcher on the sign-in page', async ({ page, researcher }) => {
  await signIn(page, researcher.email, 'wrong-password-1');
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL(/\/auth$/);
});

test('sign-in returns to the page first asked for', async ({ page, researcher }) => {
  await page.goto('/create');
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fcreate$/);
  await page.getByLabel('Email').fill(researcher.email);
  await page.getByLabel('Password').fill(researcher.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/create$/);
});

test('Back to Home returns to the landing page', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
