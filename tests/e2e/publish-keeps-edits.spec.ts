import { randomUUID } from 'node:crypto';

import type { Browser, Page } from '@playwright/test';

import { expect, PASSWORD, test } from './fixtures';
import { reviewShot } from './review-shot';
import { openNewInterview, storedInterview } from './setup-page';

// A researcher who types an edit and clicks Publish at once publishes the interview as the page shows it: the goal
// typed without Save, a question added with auto-save off, and text typed while a slow save was on its way. The
// stored interview and what another member of the team reads hold every edit.

const GOAL = 'Learn how the team buys its coffee';
const SAVE_DELAY_MS = 1_500;

/** Every post of the setup page reaches the server `SAVE_DELAY_MS` late, as on a slow network. */
async function slowPosts(page: Page, id: string) {
  await page.route(`**/interview/setup/${id}*`, async (route) => {
    if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, SAVE_DELAY_MS));
    await route.continue();
  });
}

async function addQuestion(page: Page, title: string, description: string) {
  await page.getByRole('link', { name: 'Add Question' }).click();
  await page.getByLabel('Question title').fill(title);
  await page.getByLabel('Question description').fill(description);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
}

const publish = (page: Page) => page.getByRole('group', { name: 'Interview actions' }).getByRole('button', { name: 'Publish' }).click();

/** A viewer of the researcher's team, in a browser of their own without JavaScript, on the interview's setup page. */
async function viewerReads(browser: Browser, baseURL: string, teamId: string, id: string) {
  const { createUser } = await import('../../app/features/auth/users.server');
  const viewer = await createUser(
    { email: `viewer-${randomUUID().slice(0, 8)}@example.com`, password: PASSWORD },
    { teamId, role: 'viewer' },
  );
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.request.post('/auth', {
    form: { email: viewer.email, password: PASSWORD, redirectTo: '' },
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  expect(response.headers().location).toBe('/dashboard');
  await page.goto(`/interview/setup/${id}`);
  return page;
}

test('a goal typed without Save and a question added while a slow auto-save is on its way are both published', async ({
  signedIn: page,
  researcher,
  browser,
  baseURL,
}) => {
  const id = await openNewInterview(page, researcher.id);
  await page.getByRole('switch', { name: 'Auto-save' }).check();
  await slowPosts(page, id);
  await page.getByLabel('Goal').fill(GOAL);
  await addQuestion(page, 'Habits', 'How do you buy coffee?');
  await publish(page);
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible({ timeout: 4 * SAVE_DELAY_MS });

  const stored = await storedInterview(id);
  expect(stored).toMatchObject({ status: 'published', goal: GOAL });
  expect(stored.questions.map((q) => q.title)).toEqual(['Habits']);
  const viewer = await viewerReads(browser, baseURL!, researcher.teamId, id);
  await expect(viewer.getByLabel('Goal')).toHaveValue(GOAL);
  await expect(viewer.getByRole('region', { name: 'Interview Questions' }).getByRole('listitem')).toHaveText([/1\. Habits/]);
  await viewer.context().close();
});

test('with auto-save off, Publish stores the question added but not yet saved, and nothing is left unsaved', async ({
  signedIn: page,
  researcher,
}) => {
  const id = await openNewInterview(page, researcher.id);
  await addQuestion(page, 'Habits', 'How do you buy coffee?');
  await expect(page.getByText('You have unsaved changes to the questions.')).toBeVisible();
  await reviewShot(page, 'setup-unsaved-1280', { fullPage: false });
  await publish(page);
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect(page.getByText('You have unsaved changes to the questions.')).toHaveCount(0);
  expect((await storedInterview(id)).questions.map((q) => q.title)).toEqual(['Habits']);
  await page.setViewportSize({ width: 1280, height: 900 });
  await reviewShot(page, 'setup-published-1280', { fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await reviewShot(page, 'setup-published-390', { fullPage: false });
});

test('text typed while a slow Save is on its way is published too, once the save is answered', async ({ signedIn: page, researcher }) => {
  const id = await openNewInterview(page, researcher.id);
  await slowPosts(page, id);
  await page.getByLabel('Goal').fill('Learn how the team');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByLabel('Goal').fill(GOAL);
  // Publish waits for the save on its way (the bar is disabled meanwhile), then sends the page as it is now.
  await publish(page);
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible({ timeout: 4 * SAVE_DELAY_MS });
  expect(await storedInterview(id)).toMatchObject({ status: 'published', goal: GOAL });
  await page.reload();
  await expect(page.getByLabel('Goal')).toHaveValue(GOAL);
});

test('a question added while a slow Publish is on its way stays: the publish that lands after it does not put back the older list', async ({
  signedIn: page,
  researcher,
}) => {
  const id = await openNewInterview(page, researcher.id);
  // Only the publish is slow, so the auto-save sent after it reaches the server first.
  await page.route(`**/interview/setup/${id}*`, async (route) => {
    if (new URLSearchParams(route.request().postData() ?? '').get('intent') === 'publish')
      await new Promise((resolve) => setTimeout(resolve, SAVE_DELAY_MS));
    await route.continue();
  });
  await addQuestion(page, 'Habits', 'How do you buy coffee?');
  await publish(page);
  await expect(page.getByRole('button', { name: 'Publishing...' })).toBeVisible();
  await page.getByRole('switch', { name: 'Auto-save' }).check();
  await addQuestion(page, 'Prices', 'What do you pay for a cup?');
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible({ timeout: 4 * SAVE_DELAY_MS });

  const stored = await storedInterview(id);
  expect(stored.status).toBe('published');
  expect(stored.questions.map((q) => q.title)).toEqual(['Habits', 'Prices']);
  await expect(page.getByText('You have unsaved changes to the questions.')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Interview Questions' }).getByRole('listitem')).toHaveText([/1\. Habits/, /2\. Prices/]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a goal typed and published at once is stored, shown after the page comes back, and read by another member', async ({
    signedIn: page,
    researcher,
    browser,
    baseURL,
  }) => {
    const id = await openNewInterview(page, researcher.id, { hydrated: false });
    await page.getByLabel('Goal').fill(GOAL);
    // Without scripts Publish posts the form and the page comes back: wait for that post to be answered, however busy
    // the machine is, before reading the page.
    await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes(id)), publish(page)]);
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByLabel('Goal')).toHaveValue(GOAL);
    expect(await storedInterview(id)).toMatchObject({ status: 'published', goal: GOAL });
    const viewer = await viewerReads(browser, baseURL!, researcher.teamId, id);
    await expect(viewer.getByLabel('Goal')).toHaveValue(GOAL);
    await viewer.context().close();
  });
});
