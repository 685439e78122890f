import { randomUUID } from 'node:crypto';

import { expect, type Page, test as base } from '@playwright/test';

// Workers write to the same database file as the server under test (WAL allows both).
process.env.DATA_DIR = process.env.E2E_DATA_DIR;
process.env.NODE_ENV = 'production';
process.env.SESSION_SECRET = 'e2e-secret-that-is-long-enough';

export const PASSWORD = 'e2e-password-123';

type Researcher = { id: string; email: string; password: string; teamId: string };

export const test = base.extend<{ researcher: Researcher; signedIn: Page }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; it has none
  researcher: async ({}, use) => {
    const { createUser } = await import('../../app/features/auth/users.server');
    const user = await createUser({ email: `e2e-${randomUUID().slice(0, 8)}@example.com`, password: PASSWORD });
    await use({ ...user, password: PASSWORD });
  },
  // The sign-in form's post, made over HTTP with the page's cookies, then the dashboard: the form itself is tested in
  // auth.spec.ts, and loading it before every test would cost a page and its scripts each time.
  signedIn: async ({ page, researcher, baseURL }, use) => {
    const response = await page.request.post('/auth', {
      form: { email: researcher.email, password: researcher.password, redirectTo: '' },
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    });
    expect(response.headers().location).toBe('/dashboard');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard$/);
    await use(page);
  },
});

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export { expect };
