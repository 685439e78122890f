import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';

import { expect, test } from './fixtures';
import { openNewInterview, storedInterview } from './setup-page';

// A valid 1×1 PNG.
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const toast = (page: Page, text: string) => page.getByRole('status').getByText(text, { exact: true });
const questionItems = (page: Page) => page.getByRole('region', { name: 'Interview Questions' }).getByRole('listitem');
const handle = (page: Page, position: number) => page.getByRole('button', { name: new RegExp(`^Move question ${position},`) });

async function addQuestion(page: Page, title: string, description: string) {
  await page.getByRole('link', { name: 'Add Question' }).click();
  await page.getByLabel('Question title').fill(title);
  await page.getByLabel('Question description').fill(description);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
}

/** Drags with real pointer moves, as sortablejs listens to pointer events. */
async function dragHandle(page: Page, from: number, to: number) {
  const source = (await handle(page, from).boundingBox())!;
  const target = (await handle(page, to).boundingBox())!;
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
  await page.mouse.down();
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2 - 10, { steps: 5 });
  await page.mouse.move(target.x + target.width / 2, target.y + 2, { steps: 20 });
  // Two frames: the page has handled every move (and drawn the list in its new order) before the drop, which a
  // loaded machine could otherwise deliver while the last moves still wait.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.mouse.up();
}

test('the setup page opens from the dashboard, every tab has its own address that survives a reload, and the back arrow returns', async ({
  signedIn: page,
}) => {
  await page.getByRole('link', { name: 'Add Interview' }).click();
  await page
    .getByRole('dialog', { name: 'Create a new Interview' })
    .getByRole('button', { name: /Set up manually/ })
    .click();
  await expect(page).toHaveURL(/\/interview\/setup\/[0-9a-f-]{36}$/);
  const setupUrl = page.url();
  const tabs = page.getByRole('navigation', { name: 'Interview sections' });
  await expect(tabs.getByRole('link', { name: 'Setup' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: 'Interview Questions' })).toBeVisible();

  const expected = [
    { tab: 'Recruit', path: '/recruit', text: 'Variables from the link' },
    { tab: 'AI Respondents', path: '/respondents', text: 'No personas yet. Add one above, then Generate.' },
    { tab: 'Participants and Interviews', path: '/participants', text: 'No participants yet' },
    // The Analysis tab opens on its first sub-tab.
    { tab: 'Analysis', path: '/analysis/sample', text: 'Dialog sample analysis' },
  ];
  for (const { tab, path, text } of expected) {
    await tabs.getByRole('link', { name: tab }).click();
    await expect(page).toHaveURL(setupUrl + path);
    await expect(page.getByText(text, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Interview Questions' })).toHaveCount(0);
    await page.reload();
    await expect(page).toHaveURL(setupUrl + path);
    await expect(tabs.getByRole('link', { name: tab })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }

  await tabs.getByRole('link', { name: 'Setup' }).click();
  await expect(page).toHaveURL(setupUrl);
  await expect(page.getByRole('heading', { name: 'Interview Questions' })).toBeVisible();

  await page.getByRole('link', { name: 'Back to interviews' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('link', { name: 'Untitled Interview', exact: true })).toBeVisible();
});

test('settings save with a green toast and come back after a reload; K messages beyond 10 are refused with the field named; Load Default fills the template; an unknown template variable is named', async ({
  signedIn: page,
  researcher,
}) => {
  const id = await openNewInterview(page, researcher.id);

  await page.getByRole('radio', { name: 'Chat' }).check();
  await page.getByLabel('Language').selectOption('German');
  await page.getByLabel('K messages').fill('5');
  await page.getByLabel('Goal').fill('Learn how people choose their coffee');
  await page.getByLabel('General prompt').fill('Be curious and kind.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const saved = toast(page, 'Settings saved successfully!');
  await expect(saved).toBeVisible();
  await expect(saved).toHaveClass(/bg-green-600/);

  await page.reload();
  await expect(page.getByRole('radio', { name: 'Chat' })).toBeChecked();
  await expect(page.getByLabel('Language')).toHaveValue('German');
  await expect(page.getByLabel('K messages')).toHaveValue('5');
  await expect(page.getByLabel('Goal')).toHaveValue('Learn how people choose their coffee');
  await expect(page.getByLabel('General prompt')).toHaveValue('Be curious and kind.');
  const stored = await storedInterview(id);
  expect(stored).toMatchObject({
    method: 'chat',
    language: 'German',
    kMessages: 5,
    goal: 'Learn how people choose their coffee',
    generalPrompt: 'Be curious and kind.',
  });

  // K messages out of range: the server refuses it with a red toast and the message under the field.
  await expect(page.getByRole('switch', { name: 'Auto-save' })).toBeVisible();
  const kMessages = page.getByLabel('K messages');
  await kMessages.fill('11');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const refused = toast(page, 'Error saving settings. Please try again.');
  await expect(refused).toBeVisible();
  await expect(refused).toHaveClass(/bg-red-600/);
  await expect(page.getByRole('alert').filter({ hasText: 'K messages must be a whole number from 1 to 10' })).toBeVisible();
  await expect(kMessages).toHaveAttribute('aria-invalid', 'true');
  expect((await storedInterview(id)).kMessages).toBe(5);
  await kMessages.fill('5');

  // Load Default.
  const template = page.getByLabel('Interviewer prompt template');
  await expect(template).toHaveValue('');
  await page.getByRole('button', { name: 'Load Default' }).click();
  await expect(toast(page, 'Default prompt loaded successfully!')).toBeVisible();
  await expect(template).toHaveValue(/\{questions_text\}/);

  // An unknown variable is refused on save, with a red toast and the variable named under the field.
  await template.fill('Interview about {goal} for {respondent_age}.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const failed = toast(page, 'Error saving settings. Please try again.');
  await expect(failed).toBeVisible();
  await expect(failed).toHaveClass(/bg-red-600/);
  await expect(template).toHaveAttribute('aria-invalid', 'true');
  await expect(template).toHaveAccessibleDescription(/unknown variable \{respondent_age\}/);
  await expect(page.getByRole('alert').filter({ hasText: '{respondent_age}' })).toBeVisible();
  expect((await storedInterview(id)).interviewerPrompt).toBeNull();
});

test('questions: the add form opens and closes, Add waits for text, edits can be cancelled or kept, one edit at a time, and the list persists', async ({
  signedIn: page,
  researcher,
}) => {
  const id = await openNewInterview(page, researcher.id);
  const items = questionItems(page);

  await page.getByRole('link', { name: 'Add Question' }).click();
  await expect(page.getByLabel('Question title')).toBeVisible();
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page.getByLabel('Question title')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Add Question' })).toBeVisible();

  await page.getByRole('link', { name: 'Add Question' }).click();
  const add = page.getByRole('button', { name: 'Add', exact: true });
  await expect(add).toBeDisabled();
  await page.getByLabel('Question title').fill('First cup');
  await expect(add).toBeDisabled();
  await page.getByLabel('Question description').fill('   ');
  await expect(add).toBeDisabled();
  await page.getByLabel('Question description').fill('When do you have your first coffee?');
  await expect(add).toBeEnabled();
  await page.getByLabel('Question title').fill('  ');
  await expect(add).toBeDisabled();
  await page.getByLabel('Question title').fill('First cup');
  await add.click();
  await addQuestion(page, 'Brewing', 'How do you make it?');
  await addQuestion(page, 'Price', 'What do you pay for a bag?');
  await expect(items).toHaveText([/1\. First cup/, /2\. Brewing/, /3\. Price/]);

  await page.getByRole('button', { name: 'Save Questions' }).click();
  await expect(toast(page, 'Questions saved successfully!')).toBeVisible();
  expect((await storedInterview(id)).questions.map((q) => q.title)).toEqual(['First cup', 'Brewing', 'Price']);

  // Cancel discards.
  await page.getByRole('link', { name: 'Edit question 2' }).click();
  await items.nth(1).getByLabel('Question title').fill('Discarded title');
  await items.nth(1).getByRole('link', { name: 'Cancel' }).click();
  await expect(items.nth(1)).toContainText('2. Brewing');
  await expect(page.getByText('Discarded title')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save Questions' })).toBeDisabled();

  // One question in edit mode at a time.
  await page.getByRole('link', { name: 'Edit question 1' }).click();
  await expect(items.nth(0).getByLabel('Question title')).toHaveValue('First cup');
  await page.getByRole('link', { name: 'Edit question 3' }).click();
  await expect(items.nth(2).getByLabel('Question title')).toHaveValue('Price');
  await expect(items.nth(0).getByLabel('Question title')).toHaveCount(0);
  await expect(page.getByLabel('Question title')).toHaveCount(1);

  // Save keeps the edit, and stores it: nothing is left unsaved.
  await items.nth(2).getByLabel('Question title').fill('Price per bag');
  await items.nth(2).getByLabel('Question description').fill('How much is a 250 g bag?');
  await items.nth(2).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(items.nth(2)).toContainText('3. Price per bag');
  await expect(items.nth(2)).toContainText('How much is a 250 g bag?');
  await expect
    .poll(async () => (await storedInterview(id)).questions.map((q) => q.title))
    .toEqual(['First cup', 'Brewing', 'Price per bag']);
  await expect(page.getByRole('button', { name: 'Save Questions' })).toBeDisabled();

  await page.reload();
  await expect(items).toHaveText([/1\. First cup/, /2\. Brewing/, /3\. Price per bag/]);
  await expect(items.nth(2)).toContainText('How much is a 250 g bag?');
  expect((await storedInterview(id)).questions.map((q) => q.title)).toEqual(['First cup', 'Brewing', 'Price per bag']);
});

test('after a question is saved, by Save Questions or by its own Save, the editor no longer says there are unsaved changes', async ({
  signedIn: page,
  researcher,
}) => {
  const id = await openNewInterview(page, researcher.id);
  const items = questionItems(page);
  const unsaved = page.getByText('You have unsaved changes to the questions.');
  await addQuestion(page, 'Booking', 'How do you book an appointment?');
  await expect(unsaved).toBeVisible();
  await page.getByRole('button', { name: 'Save Questions' }).click();
  await expect(toast(page, 'Questions saved successfully!')).toBeVisible();
  await expect(unsaved).toHaveCount(0);

  await page.getByRole('link', { name: 'Edit question 1' }).click();
  await items.nth(0).getByLabel('Question title').fill('Booking a visit');
  await items.nth(0).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(items.nth(0)).toContainText('1. Booking a visit');
  await expect.poll(async () => (await storedInterview(id)).questions.map((q) => q.title)).toEqual(['Booking a visit']);
  await expect(unsaved).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save Questions' })).toBeDisabled();
});

test('questions reorder by dragging the handle and with the arrow keys, and the order is stored', async ({
  signedIn: page,
  researcher,
}) => {
  const id = await openNewInterview(page, researcher.id);
  const items = questionItems(page);
  await addQuestion(page, 'Alpha', 'First');
  await addQuestion(page, 'Beta', 'Second');
  await addQuestion(page, 'Gamma', 'Third');
  await page.getByRole('button', { name: 'Save Questions' }).click();
  await expect(toast(page, 'Questions saved successfully!')).toBeVisible();

  await dragHandle(page, 3, 1);
  await expect(toast(page, 'Question order updated!')).toBeVisible();
  await expect(items).toHaveText([/1\. Gamma/, /2\. Alpha/, /3\. Beta/]);
  await expect.poll(async () => (await storedInterview(id)).questions.map((q) => q.title)).toEqual(['Gamma', 'Alpha', 'Beta']);

  await handle(page, 2).focus();
  await page.keyboard.press('ArrowUp');
  await expect(items).toHaveText([/1\. Alpha/, /2\. Gamma/, /3\. Beta/]);
  await expect(handle(page, 1)).toBeFocused();
  await expect(handle(page, 1)).toHaveAccessibleName(/^Move question 1, Alpha/);
  await expect.poll(async () => (await storedInterview(id)).questions.map((q) => q.title)).toEqual(['Alpha', 'Gamma', 'Beta']);

  await page.keyboard.press('ArrowDown');
  await expect(items).toHaveText([/1\. Gamma/, /2\. Alpha/, /3\. Beta/]);
  await expect.poll(async () => (await storedInterview(id)).questions.map((q) => q.title)).toEqual(['Gamma', 'Alpha', 'Beta']);
  await page.keyboard.press('ArrowDown');
  await expect(items).toHaveText([/1\. Gamma/, /2\. Beta/, /3\. Alpha/]);
  await expect(handle(page, 3)).toBeFocused();
  await expect(handle(page, 3)).toHaveAccessibleName(/^Move question 3, Alpha/);
  await expect(toast(page, 'Question order updated!')).toBeVisible();
  await expect.poll(async () => (await storedInterview(id)).questions.map((q) => q.title)).toEqual(['Gamma', 'Beta', 'Alpha']);

  await page.reload();
  await expect(items).toHaveText([/1\. Gamma/, /2\. Beta/, /3\. Alpha/]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('questions are added, edited, moved and deleted with plain forms', async ({ signedIn: page, researcher }) => {
    test.setTimeout(60_000); // a dozen full page loads
    const id = await openNewInterview(page, researcher.id, { hydrated: false });
    const items = questionItems(page);
    const titles = async () => (await storedInterview(id)).questions.map((q) => q.title);

    await addQuestion(page, 'Morning', 'What do you drink in the morning?');
    await expect(toast(page, 'Questions saved successfully!')).toBeVisible();
    await expect(items).toHaveText([/1\. Morning/]);
    await addQuestion(page, 'Evening', 'And in the evening?');
    await expect(items).toHaveText([/1\. Morning/, /2\. Evening/]);
    await page.reload();
    await expect(items).toHaveText([/1\. Morning/, /2\. Evening/]);
    expect(await titles()).toEqual(['Morning', 'Evening']);

    await page.getByRole('link', { name: 'Edit question 1' }).click();
    await expect(items.nth(0).getByLabel('Question title')).toHaveValue('Morning');
    await items.nth(0).getByLabel('Question title').fill('Breakfast');
    await items.nth(0).getByRole('button', { name: 'Save', exact: true }).click();
    await expect(items).toHaveText([/1\. Breakfast/, /2\. Evening/]);
    await page.reload();
    await expect(items).toHaveText([/1\. Breakfast/, /2\. Evening/]);
    expect(await titles()).toEqual(['Breakfast', 'Evening']);

    await expect(page.getByRole('button', { name: 'Move question 1 up' })).toBeDisabled();
    await page.getByRole('button', { name: 'Move question 1 down' }).click();
    await expect(items).toHaveText([/1\. Evening/, /2\. Breakfast/]);
    await page.reload();
    await expect(items).toHaveText([/1\. Evening/, /2\. Breakfast/]);
    expect(await titles()).toEqual(['Evening', 'Breakfast']);

    await page.getByRole('button', { name: 'Move question 2 up' }).click();
    await expect(items).toHaveText([/1\. Breakfast/, /2\. Evening/]);
    await page.reload();
    await expect(items).toHaveText([/1\. Breakfast/, /2\. Evening/]);
    expect(await titles()).toEqual(['Breakfast', 'Evening']);

    await page.getByRole('button', { name: 'Delete question 1' }).click();
    await expect(items).toHaveText([/1\. Evening/]);
    await page.reload();
    await expect(items).toHaveText([/1\. Evening/]);
    expect(await titles()).toEqual(['Evening']);
  });
});

test('Publish shows Pause and a link that copies to the clipboard; Pause returns to draft', async ({
  signedIn: page,
  researcher,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const id = await openNewInterview(page, researcher.id);
  const header = page.getByRole('banner');
  await expect(header.getByText('draft', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy Interview Link' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish' })).toHaveCount(0);
  await expect(header.getByText('published', { exact: true })).toBeVisible();
  const publicLink = `${new URL(baseURL!).origin}/interviews/${id}`;
  await expect(page.getByRole('link', { name: 'Public interview link' })).toHaveAttribute('href', publicLink);
  expect(await storedInterview(id)).toMatchObject({ status: 'published', publicLink });

  // How long 'Copied!' stays, measured in the page.
  type Timed = Window & { copiedFor?: Promise<number> };
  await page.getByRole('button', { name: 'Copy Interview Link' }).evaluate((button) => {
    (window as Timed).copiedFor = new Promise<number>((resolve) => {
      let shownAt = 0;
      new MutationObserver(() => {
        if (button.textContent === 'Copied!') shownAt = performance.now();
        else if (shownAt && button.textContent === 'Copy Interview Link') resolve(performance.now() - shownAt);
      }).observe(button, { childList: true, characterData: true, subtree: true });
    });
  });
  await page.getByRole('button', { name: 'Copy Interview Link' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(publicLink);
  await expect(page.getByRole('button', { name: 'Copy Interview Link' })).toBeVisible({ timeout: 4_000 });
  const shownFor = await page.evaluate(() => (window as Timed).copiedFor!);
  expect(shownFor).toBeGreaterThan(1_800);
  expect(shownFor).toBeLessThan(2_600);

  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByRole('button', { name: 'Publish' })).toBeVisible();
  await expect(header.getByText('draft', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy Interview Link' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Public interview link' })).toHaveCount(0);
  expect(await storedInterview(id)).toMatchObject({ status: 'draft', publicLink: null });
});

test('questions saved in one tab appear in another tab of the same interview, which says so', async ({
  signedIn: pageA,
  researcher,
  context,
}) => {
  const pageB = await context.newPage();
  const streamsOpen = [
    pageA.waitForResponse((response) => response.url().endsWith('/events')),
    pageB.waitForResponse((response) => response.url().endsWith('/events')),
  ];
  const id = await openNewInterview(pageA, researcher.id);
  await pageB.goto(`/interview/setup/${id}`);
  await expect(pageB.getByRole('switch', { name: 'Auto-save' })).toBeVisible();
  await Promise.all(streamsOpen);
  await expect(pageB.getByText('No questions yet. Add the first one below.')).toBeVisible();

  await addQuestion(pageA, 'Shared question', 'Seen by both tabs');
  await pageA.getByRole('button', { name: 'Save Questions' }).click();
  await expect(toast(pageA, 'Questions saved successfully!')).toBeVisible();

  await expect(questionItems(pageB)).toHaveText([/1\. Shared question/]);
  await expect(toast(pageB, 'Questions synchronized from another tab')).toBeVisible();
  await expect(pageA.getByText('Questions synchronized from another tab')).toHaveCount(0);
  await expect(questionItems(pageA)).toHaveText([/1\. Shared question/]);
});

test('a background image uploads and shows in the preview; a text file named .png is refused', async ({ signedIn: page, researcher }) => {
  const id = await openNewInterview(page, researcher.id);
  const preview = page.getByRole('img', { name: 'Background preview' });
  const input = page.getByLabel('Background image', { exact: true }).and(page.locator('input[type=file]'));

  await input.setInputFiles({ name: 'tiny.png', mimeType: 'image/png', buffer: TINY_PNG });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(preview).toHaveAttribute('src', /^\/uploads\//);
  await expect(page.getByRole('button', { name: 'Remove image' })).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  const stored = await storedInterview(id);
  expect(stored.previewImage).toBe(await preview.getAttribute('src'));

  await input.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('just some text, not an image') });
  await expect(page.getByRole('alert').filter({ hasText: 'This file is not a PNG, JPG, GIF or WebP image.' })).toBeVisible();
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This file is not a PNG, JPG, GIF or WebP image.' })).toBeVisible();
  await expect(preview).toHaveAttribute('src', stored.previewImage!);
  expect((await storedInterview(id)).previewImage).toBe(stored.previewImage);
});

test('individual links need a bio, open a dialog address in a new tab, show and hide the bio, and delete after confirmation', async ({
  signedIn: page,
  researcher,
  baseURL,
}) => {
  const id = await openNewInterview(page, researcher.id);
  const section = page.getByRole('region', { name: 'Individual Links' });
  const bio = section.getByLabel('Respondent bio');
  const generate = section.getByRole('button', { name: 'Generate Link' });

  await generate.click();
  expect(await bio.evaluate((field: HTMLTextAreaElement) => field.validity.valueMissing)).toBe(true);
  await bio.fill('   ');
  await generate.click();
  await expect(section.getByRole('alert').filter({ hasText: 'Respondent bio is required' })).toBeVisible();
  await expect(section.getByText('No individual links yet.')).toBeVisible();

  await bio.fill('Barista, 29, drinks four espressos a day.');
  await generate.click();
  const rows = section.getByRole('row');
  await expect(rows).toHaveCount(2);
  const link = rows.nth(1).getByRole('link', { name: /\/dialogs\// });
  const origin = new URL(baseURL!).origin;
  const escaped = origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(link).toHaveText(new RegExp(`^${escaped}/dialogs/[A-Za-z0-9]{6}$`));
  await expect(link).toHaveAttribute('href', (await link.textContent())!);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(bio).toHaveValue('');
  const { getDb, schema } = await import('../../db/index');
  const dialogs = getDb().select().from(schema.dialogs).where(eq(schema.dialogs.interviewId, id)).all();
  expect(dialogs.map((d) => [d.preInfo, `${origin}/dialogs/${d.shortLink}`])).toEqual([
    ['Barista, 29, drinks four espressos a day.', await link.textContent()],
  ]);

  await expect(section.getByText('Barista, 29, drinks four espressos a day.')).toHaveCount(0);
  await section.getByRole('button', { name: 'Show Bio' }).click();
  await expect(section.getByText('Barista, 29, drinks four espressos a day.')).toBeVisible();
  await section.getByRole('button', { name: 'Hide Bio' }).click();
  await expect(section.getByText('Barista, 29, drinks four espressos a day.')).toHaveCount(0);

  await section.getByRole('link', { name: /^Delete link / }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete link' });
  await expect(confirm).toContainText('Are you sure you want to delete the link');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(section.getByText('No individual links yet.')).toBeVisible();
  expect(getDb().select().from(schema.dialogs).where(eq(schema.dialogs.interviewId, id)).all()).toEqual([]);
});

test('the Setup tab has no serious or critical accessibility violations', async ({ signedIn: page, researcher }) => {
  await openNewInterview(page, researcher.id);
  await addQuestion(page, 'Accessible question', 'With a description');
  const results = await new AxeBuilder({ page }).analyze();
  const severe = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(severe.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
});

test('while a save or a publish is in flight, Preview and the other action bar buttons are disabled', async ({
  signedIn: page,
  researcher,
}) => {
  const id = await openNewInterview(page, researcher.id);
  const bar = page.getByRole('group', { name: 'Interview actions' });
  const preview = bar.getByRole('link', { name: 'Preview' }).or(bar.getByRole('button', { name: 'Preview' }));

  // Hold the setup page's posts until the test lets them through. A save may send two posts, the second after the
  // first is answered: once released, posts pass until the next hold, so a late one is never left waiting.
  const held: (() => void)[] = [];
  let holding = false;
  const hold = () => (holding = true);
  const release = () => {
    holding = false;
    held.splice(0).forEach((resolve) => resolve());
  };
  await page.route(`**/interview/setup/${id}*`, async (route) => {
    if (route.request().method() !== 'POST' || !holding) return route.continue();
    await new Promise<void>((resolve) => held.push(resolve));
    await route.continue();
  });

  for (const [start, busyLabel] of [
    ['Save', 'Saving...'],
    ['Publish', 'Publishing...'],
  ] as const) {
    hold();
    await bar.getByRole('button', { name: start, exact: true }).click();
    await expect(bar.getByRole('button', { name: busyLabel })).toBeDisabled();
    await expect(preview).toBeDisabled();
    for (const other of await bar.getByRole('button').all()) await expect(other).toBeDisabled();
    // Neither a click nor the keyboard leaves the page meanwhile.
    await preview.click({ force: true });
    await preview.press('Enter').catch(() => undefined);
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(new RegExp(`/interview/setup/${id}$`));
    release();
    await expect(bar.getByRole('button', { name: busyLabel })).toHaveCount(0);
    await expect(preview).toBeEnabled();
  }

  // Questions being saved from the editor ('Saving...' there) hold the bar too.
  await addQuestion(page, 'Habits', 'How do you buy coffee?');
  hold();
  await page.getByRole('button', { name: 'Save Questions' }).click();
  await expect(page.getByRole('button', { name: 'Saving...' })).toBeVisible();
  await expect(preview).toBeDisabled();
  release();
  await expect(preview).toBeEnabled();
  await expect(questionItems(page)).toHaveCount(1);

  await page.unroute(`**/interview/setup/${id}*`);
  await preview.click();
  await expect(page).toHaveURL(new RegExp(`/interview/setup/${id}/preview$`));
});
