import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';

import { expect, test } from './fixtures';

const GOAL = 'Understand why young parents choose frozen meals on weekdays.';
const TITLE = 'Why young parents choose frozen meals on weekdays';
const DESCRIPTION = 'Parents of children under ten who cook at home most days. A twenty-minute chat interview.';
const QUESTIONS = ['¿Qué cenaste el martes pasado?', '¿Quién decide qué come la familia?'];

async function fillGuideForm(page: Page) {
  await page.getByLabel('Research goal').fill(GOAL);
  await page.getByLabel('Interview description').fill(DESCRIPTION);
  await page.getByLabel('Potential questions (optional)').fill(QUESTIONS.join('\n'));
  await page.getByLabel('Language').selectOption('Spanish');
  await page.getByLabel('AI model').selectOption({ label: 'Built-in (offline)' });
}

async function storedInterview(id: string) {
  const { getDb, schema } = await import('../../db/index');
  return getDb().select().from(schema.interviews).where(eq(schema.interviews.id, id)).get();
}

const SETUP_URL = /\/interview\/setup\/([0-9a-f-]{36})$/;

test('the dashboard leads to Create with AI through Add Interview', async ({ signedIn: page }) => {
  await page.getByRole('link', { name: 'Add Interview' }).click();
  await page
    .getByRole('dialog', { name: 'Create a new Interview' })
    .getByRole('link', { name: /Create with AI/ })
    .click();
  await expect(page).toHaveURL(/\/create$/);
  await expect(page.getByRole('heading', { name: 'Create with AI' })).toBeVisible();
  // In the end-to-end setup only "mistral" has an endpoint (the fake provider), so it is the default and live.
  await expect(page.getByLabel('AI model')).toHaveValue('mistral');
  await expect(page.getByRole('option', { name: 'gpt-4o (not configured: uses Built-in)' })).toHaveCount(1);
});

test('an empty submit shows both required errors, and editing the goal clears only its own', async ({ signedIn: page }) => {
  await page.goto('/create');
  await page.getByRole('button', { name: 'Generate Interview Guide' }).click();
  const goalError = page.getByRole('alert').filter({ hasText: 'Research goal is required' });
  const descriptionError = page.getByRole('alert').filter({ hasText: 'Interview description is required' });
  await expect(goalError).toBeVisible();
  await expect(descriptionError).toBeVisible();
  await expect(page.getByLabel('Research goal')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/create$/);

  await page.getByLabel('Research goal').fill('Understand tea rituals');
  await expect(goalError).toHaveCount(0);
  await expect(page.getByLabel('Research goal')).toHaveAttribute('aria-invalid', 'false');
  await expect(descriptionError).toBeVisible();
});

test('generating a guide with the built-in engine lands on the setup page of a Spanish draft interview', async ({
  signedIn: page,
  researcher,
}) => {
  await page.goto('/create');
  await fillGuideForm(page);
  await page.getByRole('button', { name: 'Generate Interview Guide' }).click();
  await expect(page).toHaveURL(SETUP_URL, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);

  const id = SETUP_URL.exec(new URL(page.url()).pathname)![1]!;
  const interview = await storedInterview(id);
  expect(interview).toMatchObject({
    userId: researcher.id,
    title: TITLE,
    goal: GOAL,
    status: 'draft',
    method: 'chat',
    language: 'Spanish',
    interviewerLlm: 'builtin',
  });
  const descriptions = interview!.questions.map((q) => q.description);
  for (const question of QUESTIONS) expect(descriptions).toContain(question);
  expect(descriptions[0]).toBe('Para empezar, ¿podrías contarme un poco sobre ti y tu día a día?');
  expect(interview!.generalPrompt).toContain(DESCRIPTION);

  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: TITLE, exact: true })).toBeVisible();
});

test('the back link returns to the interviews list', async ({ signedIn: page }) => {
  await page.goto('/create');
  await page.getByRole('link', { name: 'Back to interviews' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Interviews' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an empty submit shows the required errors from the server', async ({ signedIn: page }) => {
    await page.goto('/create');
    await page.getByRole('button', { name: 'Generate Interview Guide' }).click();
    await expect(page.getByText('Research goal is required')).toBeVisible();
    await expect(page.getByText('Interview description is required')).toBeVisible();
  });

  test('generating a guide posts the form, follows the draft link and lands on the setup page', async ({ signedIn: page, researcher }) => {
    const visited: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest())
        visited.push(`${request.method()} ${new URL(request.url()).pathname}${new URL(request.url()).search.replace(/=.*/, '=')}`);
    });
    await page.goto('/create');
    await fillGuideForm(page);
    await page.getByRole('button', { name: 'Generate Interview Guide' }).click();
    await expect(page).toHaveURL(SETUP_URL, { timeout: 15_000 });
    expect(visited).toContain('POST /create');
    expect(visited).toContain('GET /create?draft=');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);

    const id = SETUP_URL.exec(new URL(page.url()).pathname)![1]!;
    const interview = await storedInterview(id);
    expect(interview).toMatchObject({ userId: researcher.id, status: 'draft', method: 'chat', language: 'Spanish' });
    for (const question of QUESTIONS) expect(interview!.questions.map((q) => q.description)).toContain(question);
  });
});
