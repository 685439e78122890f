import { expect, type Page } from '@playwright/test';

/**
 * Signs the page's browser context in as `account` (replacing whoever it was signed in as), with the sign-in form's
 * post made over HTTP: for a test that goes on with a study another test of its file already prepared.
 */
export async function signInAs(page: Page, account: { email: string; password: string }) {
  const response = await page.request.post('/auth', {
    form: { email: account.email, password: account.password, redirectTo: '' },
    headers: { Origin: process.env.E2E_BASE_URL! },
    maxRedirects: 0,
  });
  expect(response.headers().location).toBe('/dashboard');
}
