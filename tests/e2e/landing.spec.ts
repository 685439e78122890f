import { randomUUID } from 'node:crypto';

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';

import { expect, test } from './fixtures';

const unique = () => randomUUID().slice(0, 8);

async function betaRows(email: string) {
  const { getDb, schema } = await import('../../db/index');
  return getDb().select().from(schema.betaRequests).where(eq(schema.betaRequests.email, email)).all();
}

async function callRows(companyName: string) {
  const { getDb, schema } = await import('../../db/index');
  return getDb().select().from(schema.callRequests).where(eq(schema.callRequests.companyName, companyName)).all();
}

/** React has taken over the page once the menu button carries aria-expanded (the server never renders it). */
async function waitForHydration(page: Page) {
  await expect(page.locator('summary[aria-label="Open menu"]')).toHaveAttribute('aria-expanded', 'false');
}

test.describe('landing page', () => {
  test('shows the hero, the stats, the offers and the comparison', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: 'Unlock Consumer Insights at Scale' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Subscribe to our Beta' })).toBeVisible();
    for (const text of ['10x', 'more qualitative inputs', '-80%', '-60%']) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
    for (const [name, interviews, turnaround] of [
      ['AI focus group', 'Up to 50 interviews', 'About 2 days'],
      ['BlitzQual', 'Up to 100 interviews', 'About 1 day'],
      ['TrendRadar', '100+ interviews', 'About 10 days'],
      ['Qual 360', '100 to 1000+ interviews', '4 weeks'],
    ]) {
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name }) });
      await expect(card).toContainText(interviews);
      await expect(card).toContainText(turnaround);
    }

    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['Criterion', 'AI focus group', 'BlitzQual', 'TrendRadar', 'Qual 360']);
    await expect(table.getByRole('rowheader')).toHaveText(['Speed', 'Specific audience', 'Report tailoring', 'Idea sourcing', 'Depth']);
    const speed = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Speed' }) });
    await expect(speed.getByRole('cell')).toHaveText(['3 of 4', '4 of 4', '2 of 4', '1 of 4']);
  });

  test('the navigation anchors lead to their sections and the footer links to the information pages', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Use Cases' }).click();
    await expect(page).toHaveURL(/#use-cases$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Built for the questions you ask every quarter' })).toBeInViewport();
    await expect(nav.getByRole('link', { name: 'Features' })).toHaveAttribute('href', '#features');
    await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '#contact');
    await expect(nav.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');

    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Qualia`);
    await footer.getByRole('link', { name: 'Terms & Conditions' }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
    await expect(page).toHaveTitle('Terms & Conditions — Qualia');
  });

  test('the FAQ answers open and close', async ({ page }) => {
    await page.goto('/');
    const answer = page.getByText('never used to train AI models');
    await expect(answer).toBeHidden();
    await page.getByText('How do you keep our data secure?').click();
    await expect(answer).toBeVisible();
    await page.getByText('How do you keep our data secure?').click();
    await expect(answer).toBeHidden();
  });
});

test.describe('beta and call requests with JavaScript', () => {
  test('a beta request shows progress, succeeds, clears, closes after about 2 seconds and is stored', async ({ page }) => {
    // Hold the answer back a little so the busy state can be seen.
    await page.route('**/*.data?*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Access Beta' }).click();
    await expect(page).toHaveURL(/\?modal=beta$/);
    const dialog = page.getByRole('dialog', { name: 'Access Beta' });
    await expect(dialog).toBeVisible();

    const email = `e2e-beta-${unique()}@example.com`;
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Company Name').fill('Acme Foods');
    await dialog.getByLabel('How do you want to use the product?').fill('Testing two pack designs with 40 shoppers.');
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await expect(dialog.getByRole('button', { name: 'Submitting...' })).toBeDisabled();

    await expect(dialog.getByText('Request submitted successfully!')).toBeVisible();
    const shownAt = Date.now();
    await expect(dialog.getByLabel('Email')).toHaveValue('');
    await expect(dialog.getByLabel('Company Name')).toHaveValue('');
    await expect(dialog).toBeHidden({ timeout: 4_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(1_500);
    await expect(page).toHaveURL(/\/$/);

    await expect.poll(async () => (await betaRows(email)).length).toBe(1);
    expect((await betaRows(email))[0]).toMatchObject({ companyName: 'Acme Foods', useCase: 'Testing two pack designs with 40 shoppers.' });
  });

  test('the Subscribe buttons open the modal as Subscribe to Beta, and Escape closes it', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Subscribe', exact: true }).click();
    await expect(page).toHaveURL(/\?modal=beta&via=subscribe$/);
    const dialog = page.getByRole('dialog', { name: 'Subscribe to Beta' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Email')).toBeFocused();
    await expect(dialog.getByLabel('Email')).toHaveAttribute('type', 'email');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a call request shows field errors from the server, then succeeds and is stored', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Request a Call' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request a Call' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Phone Number')).toHaveAttribute('type', 'tel');

    const companyName = `Northwind ${unique()}`;
    await dialog.getByLabel('Company Name').fill(companyName);
    await dialog.getByLabel('Phone Number').fill('call me maybe');
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await expect(dialog.getByText('Please enter a phone number of 7 to 40 digits')).toBeVisible();
    expect(await callRows(companyName)).toHaveLength(0);

    await dialog.getByLabel('Phone Number').fill('+1 (555) 010-0199');
    await dialog.getByRole('button', { name: 'Submit Request' }).click();
    await expect(dialog.getByText('Request submitted successfully!')).toBeVisible();
    await expect(dialog.getByText('Please enter a phone number of 7 to 40 digits')).toBeHidden();
    await expect(dialog).toBeHidden({ timeout: 4_000 });
    await expect.poll(async () => (await callRows(companyName)).length).toBe(1);
    expect((await callRows(companyName))[0]!.phoneNumber).toBe('+1 (555) 010-0199');
  });
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('a beta request is stored, the answer is shown and the modal closes by itself', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Subscribe to our Beta' }).click();
    await expect(page).toHaveURL(/\?modal=beta&via=subscribe$/);
    const dialog = page.getByRole('dialog', { name: 'Subscribe to Beta' });
    await expect(dialog).toBeVisible();

    const email = `e2e-nojs-${unique()}@example.com`;
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Company Name').fill('Contoso Retail');
    await dialog.getByLabel('How do you want to use the product?').fill('Churn interviews with lapsed loyalty members.');
    await dialog.getByRole('button', { name: 'Submit Request' }).click();

    // Post-redirect-get: the answer has an address of its own, so a reload does not send the form again.
    await expect(page).toHaveURL(/\/\?sent=beta&via=subscribe$/);
    const answered = page.getByRole('dialog', { name: 'Subscribe to Beta' });
    await expect(answered.getByText('Request submitted successfully!')).toBeVisible();
    await expect.poll(async () => (await betaRows(email)).length).toBe(1);
    await page.reload();
    await expect(answered.getByText('Request submitted successfully!')).toBeVisible();
    expect(await betaRows(email)).toHaveLength(1);
    // The page refreshes itself to / after 2 seconds.
    await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the hamburger menu opens without JavaScript', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    const links = page.locator('#mobile-menu').getByRole('link', { name: 'Use Cases', includeHidden: true });
    await expect(links).toHaveCount(1);
    await expect(links).toBeHidden();
    await page.getByLabel('Open menu').click();
    await expect(links).toBeVisible();
  });
});

test.describe('mobile layout', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the navigation folds into a hamburger menu', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const menu = page.locator('#mobile-menu');
    const features = menu.getByRole('link', { name: 'Features', includeHidden: true });
    await expect(features).toHaveCount(1);
    await expect(features).toBeHidden();

    const hamburger = page.getByLabel('Open menu');
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    await hamburger.click();
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Features', 'Use Cases', 'Contact', 'Sign in', 'Access Beta']) {
      await expect(menu.getByRole('link', { name })).toBeVisible();
    }

    await features.click();
    await expect(page).toHaveURL(/#features$/);
    await expect(features).toBeHidden();
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('accessibility', () => {
  for (const path of ['/', '/?modal=beta', '/?modal=call', '/auth', '/faq', '/terms', '/contact']) {
    test(`${path} has no serious or critical axe violations`, async ({ page }) => {
      await page.goto(path);
      const axe = new AxeBuilder({ page });
      // With a modal open, the modal (its backdrop and its dialog): the landing page behind it is the one `/` scans.
      if (path.includes('modal=')) {
        await expect(page.getByRole('dialog')).toBeVisible();
        axe.include('div:has(> [role="dialog"])');
      }
      const results = await axe.analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      expect(serious).toEqual([]);
    });
  }

  test('the mobile menu, opened, has no serious or critical axe violations', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await page.getByLabel('Open menu').click();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });
});
