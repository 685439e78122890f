import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';

const HOUR = 3_600_000;
const PLANTED = 'Whenever I open it on my phone the screen freezes and the whole thing shuts down.';

/** An interview with 24 answers about coffee (three pages of results) and one planted answer about crashes. */
async function seedSearchInterview(ownerId: string) {
  const { createManualInterview } = await import('../../app/features/interviews/interviews.server');
  const { seedDialog } = await import('../support/dialog-seeds');
  const interview = createManualInterview(ownerId);
  const start = Date.now() - 48 * HOUR;
  const places = ['the station', 'my office', 'the park', 'the market', 'the library', 'the gym'];
  for (let i = 0; i < 12; i++) {
    seedDialog(
      interview.id,
      {
        createdAt: start + i * HOUR,
        messages: [
          'How do you buy coffee?',
          `I buy coffee at ${places[i % places.length]} on day ${i + 1}.`,
          'Anything else?',
          `My coffee habit costs me ${i + 3} euros a week.`,
        ],
      },
      's',
    );
  }
  const crash = seedDialog(interview.id, { createdAt: start + 20 * HOUR, messages: ['What annoys you about the app?', PLANTED] }, 's');
  return { id: interview.id, crash };
}

async function severeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('search, scroll to load more, open a result on the highlighted message', async ({ signedIn: page, researcher }) => {
  const { id, crash } = await seedSearchInterview(researcher.id);
  const response = await page.goto(`/interview/setup/${id}/analysis/ai/search`);
  // The seeded messages were stored behind the server's back: the page starts their indexing and shows its progress,
  // then reloads its data when the job ends.
  expect(await response!.text()).toContain('Indexing respondent messages for search');
  await expect(page.getByText('A search embeds them first')).toHaveCount(0, { timeout: 20_000 });

  const phrase = page.getByLabel('Search phrase');
  await phrase.fill('   ');
  await phrase.press('Enter');
  await expect(page.getByText('Please enter a search phrase')).toBeVisible();

  await phrase.fill('coffee');
  await phrase.press('Enter');
  const results = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
  await expect(results).toHaveCount(10);
  await expect(results.first()).toContainText(/Dialog # s\d{5}/);
  await expect(results.first()).toContainText(/\d{1,3}\.\d{2}%/);
  expect(await severeViolations(page)).toEqual([]);

  // Scrolling to the end of the list loads the next 10, then the last 4.
  for (const expected of [20, 24]) {
    await expect(async () => {
      await page.locator('[data-more-results]').scrollIntoViewIfNeeded();
      expect(await results.count()).toBeGreaterThanOrEqual(expected);
    }).toPass({ timeout: 10_000 });
  }
  await expect(results).toHaveCount(24);
  await expect(page.getByRole('link', { name: 'More results' })).toHaveCount(0);

  await phrase.fill('the app keeps crashing');
  await phrase.press('Enter');
  const hit = results.filter({ hasText: PLANTED });
  await expect(hit).toBeVisible();
  await expect(results.first()).toContainText(PLANTED);
  await hit.getByRole('link', { name: /^Open/ }).click();
  await expect(page).toHaveURL(new RegExp(`/interview/setup/${id}/participants/${crash.id}#message-`));
  const linked = page.locator('li[aria-current="location"]');
  await expect(linked).toContainText(PLANTED);
  await expect(linked).toBeInViewport();

  // A fresh load of that address (a shared link, no client-side navigation) marks it by :target alone.
  await page.reload();
  await expect(page.locator('li:target')).toContainText(PLANTED);
});

test('the search box has a label on screen, not only a placeholder', async ({ signedIn: page, researcher }) => {
  const { id } = await seedSearchInterview(researcher.id);
  await page.goto(`/interview/setup/${id}/analysis/ai/search`);
  const phrase = page.getByLabel('Search phrase');
  await expect(phrase).toHaveAttribute('name', 'q');
  // Shown to everyone, not only to screen readers (an sr-only label is a 1-pixel box).
  const label = page.locator('label[for="search-phrase"]');
  await expect(label).toHaveText('Search phrase');
  const box = await label.boundingBox();
  expect(box!.width).toBeGreaterThan(40);
  expect(box!.height).toBeGreaterThan(10);
});

test('Back from an opened result finds the list as long as it was, at the same place', async ({ signedIn: page, researcher }) => {
  const { id } = await seedSearchInterview(researcher.id);
  await page.goto(`/interview/setup/${id}/analysis/ai/search`);
  await expect(page.getByText('A search embeds them first')).toHaveCount(0, { timeout: 20_000 });
  const phrase = page.getByLabel('Search phrase');
  await phrase.fill('coffee');
  await phrase.press('Enter');
  const results = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
  await expect(results).toHaveCount(10);
  await expect(async () => {
    await page.locator('[data-more-results]').scrollIntoViewIfNeeded();
    expect(await results.count()).toBeGreaterThanOrEqual(20);
  }).toPass({ timeout: 10_000 });
  // The address holds the length asked for, so Back can ask for it again. Away from the list's end no more is
  // loaded: read both once the last page has come.
  await page.evaluate(() => window.scrollTo(0, 0));
  let length = 0;
  await expect(async () => {
    await expect(page.getByText('Loading more results…')).toHaveCount(0);
    length = await results.count();
    expect(Math.ceil(length / 10) * 10).toBe(Number(new URL(page.url()).searchParams.get('shown')));
  }).toPass({ timeout: 10_000 });
  expect(length).toBeGreaterThanOrEqual(20);
  const address = page.url();

  const opened = page.locator('#result-15');
  await opened.scrollIntoViewIfNeeded();
  const text = (await opened.locator('p').first().textContent())!;
  await opened.getByRole('link', { name: /^Open/ }).click();
  await expect(page).toHaveURL(new RegExp(`/interview/setup/${id}/participants/`));
  await expect(page.locator('li[aria-current="location"]')).toContainText(text);

  await page.goBack();
  await expect(page).toHaveURL(address);
  await expect(results).toHaveCount(length);
  await expect(page.locator('#result-15')).toContainText(text);
  await expect(page.locator('#result-15')).toBeInViewport();
});

test('no results says so', async ({ signedIn: page, researcher }) => {
  const { id } = await seedSearchInterview(researcher.id);
  await page.goto(`/interview/setup/${id}/analysis/ai/search?q=${encodeURIComponent('zzzz qqqq xylophone')}`);
  await expect(page.getByText('No results found. Try a different search phrase.')).toBeVisible();
});
