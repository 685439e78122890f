import { randomInt, randomUUID } from 'node:crypto';
import fs from 'node:fs';

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';

import { expect, test } from './fixtures';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const shortLink = () => Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

const HOUR = 3_600_000;
const CANDIDATES = [
  { response: 'What do you like about that cafe?', score: 8, reason: 'Open and on topic' },
  { response: 'Is it expensive?', score: 4, reason: 'Closed question' },
  { response: 'Tell me more.', score: 6, reason: 'Vague' },
];

type Seeded = Awaited<ReturnType<typeof seedInterview>>;

/**
 * An interview of `ownerId` with three participants, oldest first: one completed, one in progress, one generated
 * respondent (an AI respondent) whose messages have not been written yet; plus the owner's own preview, which is not
 * a participant.
 */
async function seedInterview(ownerId: string) {
  const { getDb, schema } = await import('../../db/index');
  const db = getDb();
  const id = randomUUID();
  db.insert(schema.interviews)
    .values({
      id,
      userId: ownerId,
      teamId: sql`(select team_id from users where users.id = ${ownerId})`,
      title: 'Coffee habits',
      status: 'published',
      method: 'chat',
      interviewerLlm: 'builtin',
      kMessages: 3,
      questions: [{ id: 'q1', title: 'Habits', description: 'How do you buy coffee?' }],
    })
    .run();
  const start = Date.now() - 5 * HOUR;
  const dialog = (values: {
    isGenerated?: boolean;
    isPreview?: boolean;
    completedAt?: Date;
    createdAt: number;
    preInfo?: string;
    answeredAt?: Date;
  }) => {
    const row = {
      id: randomUUID(),
      shortLink: shortLink(),
      interviewId: id,
      isGenerated: values.isGenerated ?? false,
      isPreview: values.isPreview ?? false,
      completedAt: values.completedAt,
      createdAt: new Date(values.createdAt),
      preInfo: values.preInfo,
      answeredAt: values.answeredAt,
    };
    db.insert(schema.dialogs).values(row).run();
    return row;
  };
  const say = (
    dialogId: string,
    at: number,
    lines: Array<[role: 'user' | 'assistant', content: string, allResponses?: typeof CANDIDATES]>,
  ) =>
    lines.forEach(([role, content, allResponses], i) =>
      db
        .insert(schema.messages)
        .values({ id: randomUUID(), dialogId, role, content, allResponses: allResponses ?? null, createdAt: new Date(at + i * 60_000) })
        .run(),
    );

  // As the chat leaves them: answered from the respondent's first message.
  const completed = dialog({
    createdAt: start,
    completedAt: new Date(start + 10 * 60_000),
    preInfo: 'Commuter, 34, buys coffee every morning',
    answeredAt: new Date(start + 60_000),
  });
  say(completed.id, start, [
    ['assistant', 'Hello! Ready to talk about coffee?'],
    ['user', 'Yes, happy to.'],
    ['assistant', 'How do you buy coffee?'],
    ['user', 'At the small cafe next to the station.'],
    ['assistant', 'What do you like about that cafe?', CANDIDATES],
    ['user', 'It is quick and the staff are friendly.'],
    ['assistant', 'Thank you, that was my last question.'],
  ]);
  const inProgress = dialog({ createdAt: start + HOUR, answeredAt: new Date(start + HOUR + 60_000) });
  say(inProgress.id, start + HOUR, [
    ['assistant', 'Hello! Ready to talk about coffee?'],
    ['user', 'Sure, go ahead.'],
    ['assistant', 'How do you buy coffee?'],
  ]);
  const generating = dialog({ createdAt: start + 2 * HOUR, isGenerated: true });
  const preview = dialog({ createdAt: start + 3 * HOUR, isPreview: true });
  say(preview.id, start + 3 * HOUR, [['assistant', 'Hello from the preview']]);
  return { id, completed, inProgress, generating, preview };
}

async function dialogRow(dialogId: string) {
  const { getDb, schema } = await import('../../db/index');
  return getDb().select().from(schema.dialogs).where(eq(schema.dialogs.id, dialogId)).get();
}

async function messageCount(dialogId: string) {
  const { getDb, schema } = await import('../../db/index');
  return getDb().select().from(schema.messages).where(eq(schema.messages.dialogId, dialogId)).all().length;
}

const label = (dialog: { shortLink: string }) => `Dialog # ${dialog.shortLink}`;
const rows = (page: Page) => page.getByRole('table').locator('tbody tr');
/** The Participant cell's link of each row, in order. */
const rowLabels = (page: Page) => rows(page).locator('td:nth-child(2) > a');
const row = (page: Page, dialog: { shortLink: string }) => page.getByRole('row', { name: new RegExp(`Dialog # ${dialog.shortLink}`) });
const bubbles = (page: Page) => page.getByRole('list', { name: 'Conversation' }).locator(':scope > li > p');
const downloadButton = (page: Page) => page.getByRole('link', { name: 'Download All as DOCX' });

/** The export button fetches with scripts; wait until React has taken over the link before clicking it. */
async function waitForScripts(page: Page) {
  await page.waitForFunction(() => {
    const link = [...document.querySelectorAll('a')].find((a) => a.textContent?.includes('Download All as DOCX'));
    return Boolean(link && Object.keys(link).some((key) => key.startsWith('__reactProps')));
  });
}

const utcDay = () => new Date().toISOString().slice(0, 10);

test('the tab lists every participant newest first with their status, and no previews', async ({ signedIn: page, researcher }) => {
  const seeded: Seeded = await seedInterview(researcher.id);
  await page.goto(`/interview/setup/${seeded.id}`);
  await page.getByRole('navigation', { name: 'Interview sections' }).getByRole('link', { name: 'Participants and Interviews' }).click();
  await expect(page).toHaveURL(new RegExp(`/interview/setup/${seeded.id}/participants$`));
  await expect(page.getByRole('heading', { name: 'Participants and Interviews' })).toBeVisible();
  // The generated respondent is counted apart and marked.
  await expect(page.getByText('2 participants · 1 AI respondent', { exact: true })).toBeVisible();

  await expect(rows(page)).toHaveCount(3);
  await expect(rowLabels(page)).toHaveText([label(seeded.generating), label(seeded.inProgress), label(seeded.completed)]);
  await expect(row(page, seeded.generating)).toContainText('AI respondent');
  await expect(row(page, seeded.completed)).not.toContainText('AI respondent');
  await expect(row(page, seeded.completed)).toContainText('Completed');
  await expect(row(page, seeded.inProgress)).toContainText('In Progress');
  await expect(row(page, seeded.generating)).toContainText('Generating...');
  // Message counts, and an end time only for the finished dialog (cells: select, participant, start, end, messages).
  await expect(row(page, seeded.completed).locator('td').nth(4)).toHaveText('7');
  await expect(row(page, seeded.inProgress).locator('td').nth(4)).toHaveText('3');
  await expect(row(page, seeded.generating).locator('td').nth(4)).toHaveText('0');
  await expect(row(page, seeded.completed).locator('td').nth(3)).toContainText('UTC');
  await expect(row(page, seeded.inProgress).locator('td').nth(3)).toHaveText('—');
  await expect(page.getByText(label(seeded.preview))).toHaveCount(0);
});

test('opening a participant shows the transcript with candidate replies, and Back returns to the list', async ({
  signedIn: page,
  researcher,
}) => {
  const seeded = await seedInterview(researcher.id);
  const list = `/interview/setup/${seeded.id}/participants`;
  await page.goto(list);
  await page.getByRole('link', { name: label(seeded.completed), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${list}/${seeded.completed.id}$`));
  await expect(page.getByRole('heading', { name: label(seeded.completed) })).toBeVisible();
  await expect(page.getByText('Completed', { exact: true })).toBeVisible();
  await expect(page.getByText('Commuter, 34, buys coffee every morning')).toBeVisible();
  await expect(bubbles(page)).toHaveText([
    'Hello! Ready to talk about coffee?',
    'Yes, happy to.',
    'How do you buy coffee?',
    'At the small cafe next to the station.',
    'What do you like about that cafe?',
    'It is quick and the staff are friendly.',
    'Thank you, that was my last question.',
  ]);

  const candidates = page.getByRole('list', { name: 'All candidate replies' });
  await expect(candidates.getByRole('listitem')).toHaveText([
    /8\/10 · Open and on topic\s*What do you like about that cafe\?/,
    /4\/10 · Closed question\s*Is it expensive\?/,
    /6\/10 · Vague\s*Tell me more\./,
  ]);
  await page.getByRole('checkbox', { name: 'Show All Responses' }).uncheck();
  await expect(candidates).toBeHidden();
  await page.getByRole('checkbox', { name: 'Show All Responses' }).check();
  await expect(candidates).toBeVisible();

  await page.getByRole('link', { name: 'Back to participants' }).click();
  await expect(page).toHaveURL(new RegExp(`${list}$`));
  await expect(rows(page)).toHaveCount(3);

  // The View action of the generated respondent: nothing said yet.
  await page.getByRole('link', { name: `View ${label(seeded.generating)}` }).click();
  await expect(page).toHaveURL(new RegExp(`${list}/${seeded.generating.id}$`));
  await expect(page.getByRole('heading', { name: label(seeded.generating) })).toBeVisible();
  await expect(page.getByText('Generating...', { exact: true })).toBeVisible();
  await expect(page.getByText('No messages yet.')).toBeVisible();

  // The preview is not a participant, so it has no transcript here.
  const preview = await page.goto(`${list}/${seeded.preview.id}`);
  expect(preview!.status()).toBe(404);
});

test('deleting a participant asks first: Cancel keeps it, Delete removes it and its messages', async ({ signedIn: page, researcher }) => {
  const seeded = await seedInterview(researcher.id);
  const list = `/interview/setup/${seeded.id}/participants`;
  await page.goto(list);
  await expect(rows(page)).toHaveCount(3);

  await page.getByRole('link', { name: `Delete ${label(seeded.inProgress)}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete response' });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText(`Are you sure you want to delete ${label(seeded.inProgress)}?`);
  await confirm.getByRole('link', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(rows(page)).toHaveCount(3);
  await expect(row(page, seeded.inProgress)).toBeVisible();
  expect(await dialogRow(seeded.inProgress.id)).toBeDefined();
  expect(await messageCount(seeded.inProgress.id)).toBe(3);

  await page.getByRole('link', { name: `Delete ${label(seeded.inProgress)}` }).click();
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(rows(page)).toHaveCount(2);
  await expect(page.getByText(label(seeded.inProgress))).toHaveCount(0);
  await expect(page.getByText('1 participant · 1 AI respondent', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${list}$`));
  expect(await dialogRow(seeded.inProgress.id)).toBeUndefined();
  expect(await messageCount(seeded.inProgress.id)).toBe(0);
  // The others are untouched.
  expect(await dialogRow(seeded.completed.id)).toBeDefined();
  expect(await messageCount(seeded.completed.id)).toBe(7);

  await page.reload();
  await expect(rowLabels(page)).toHaveText([label(seeded.generating), label(seeded.completed)]);
});

test('Download All as DOCX saves every dialog with messages as a Word file', async ({ signedIn: page, researcher }) => {
  const seeded = await seedInterview(researcher.id);
  await page.goto(`/interview/setup/${seeded.id}/participants`);
  await waitForScripts(page);

  const before = utcDay();
  const download = page.waitForEvent('download');
  await downloadButton(page).click();
  const saved = await download;
  const day = [before, utcDay()];
  expect(day.map((d) => `all-interviews-${seeded.id}-${d}.docx`)).toContain(saved.suggestedFilename());
  await expect(page.getByRole('status').filter({ hasText: 'Successfully downloaded 2 interviews!' })).toBeVisible();

  const bytes = fs.readFileSync((await saved.path())!);
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  // The completed and the in-progress dialogs are in it; the one without messages and the preview are not.
  const document = strFromU8(unzipSync(new Uint8Array(bytes))['word/document.xml']!);
  expect(document).toContain(label(seeded.completed));
  expect(document).toContain(label(seeded.inProgress));
  expect(document).toContain('It is quick and the staff are friendly.');
  expect(document).not.toContain(label(seeded.generating));
  expect(document).not.toContain(label(seeded.preview));
  expect(document).not.toContain('Hello from the preview');
});

test('an interview without dialogs has no participants and nothing to download', async ({ signedIn: page, researcher }) => {
  const { createManualInterview } = await import('../../app/features/interviews/interviews.server');
  const { id } = createManualInterview(researcher.id);
  await page.goto(`/interview/setup/${id}/participants`);
  await expect(page.getByText('No participants yet')).toBeVisible();
  await expect(page.getByText('0 participants', { exact: true })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  // The tab offers no export while there is nothing to export.
  await expect(downloadButton(page)).toHaveCount(0);

  // The same button under Individual Links on the Setup tab says why there is nothing to download.
  await page.goto(`/interview/setup/${id}`);
  await waitForScripts(page);
  let downloaded = false;
  page.on('download', () => {
    downloaded = true;
  });
  await downloadButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'No dialogs found to download.' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Successfully downloaded' })).toHaveCount(0);
  expect(downloaded).toBe(false);
});

test('several dialogs are selected and deleted after one confirmation', async ({ signedIn: page, researcher }) => {
  const seeded = await seedInterview(researcher.id);
  const list = `/interview/setup/${seeded.id}/participants`;
  await page.goto(list);
  await waitForScripts(page);
  // Select the whole page, then leave the completed dialog out.
  await page.getByRole('checkbox', { name: 'Select all dialogs on this page' }).check();
  for (const dialog of [seeded.generating, seeded.inProgress, seeded.completed])
    await expect(page.getByRole('checkbox', { name: `Select ${label(dialog)}` })).toBeChecked();
  await page.getByRole('checkbox', { name: `Select ${label(seeded.completed)}` }).uncheck();
  await expect(page.getByText('2 selected')).toBeVisible();
  expect(
    await page.getByRole('checkbox', { name: 'Select all dialogs on this page' }).evaluate((box: HTMLInputElement) => box.indeterminate),
  ).toBe(true);

  await page.getByRole('button', { name: 'Delete selected' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete selected dialogs' });
  await expect(confirm).toContainText('Delete the 2 selected dialogs? 1 of them is an AI respondent.');
  await expect(confirm.getByRole('list', { name: 'Selected dialogs' }).getByRole('listitem')).toHaveText([
    `${label(seeded.generating)} · AI respondent`,
    label(seeded.inProgress),
  ]);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(rowLabels(page)).toHaveText([label(seeded.completed)]);
  await expect(page).toHaveURL(new RegExp(`${list}$`));
  expect(await dialogRow(seeded.generating.id)).toBeUndefined();
  expect(await dialogRow(seeded.inProgress.id)).toBeUndefined();
  expect(await messageCount(seeded.inProgress.id)).toBe(0);
  expect(await messageCount(seeded.completed.id)).toBe(7);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('checked dialogs are deleted after the confirmation, as plain forms', async ({ signedIn: page, researcher }) => {
    const seeded = await seedInterview(researcher.id);
    await page.goto(`/interview/setup/${seeded.id}/participants`);
    await page.getByRole('checkbox', { name: `Select ${label(seeded.inProgress)}` }).check();
    await page.getByRole('button', { name: 'Delete selected' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete selected dialogs' });
    await expect(confirm).toContainText('Delete the 1 selected dialog?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(rowLabels(page)).toHaveText([label(seeded.generating), label(seeded.completed)]);
    expect(await dialogRow(seeded.inProgress.id)).toBeUndefined();
  });
});

/** Serious and critical axe findings on the page as it is now. */
async function severeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('each participant is a card with its times, status and actions in view, and nothing scrolls sideways', async ({
    signedIn: page,
    researcher,
  }) => {
    const seeded = await seedInterview(researcher.id);
    await page.goto(`/interview/setup/${seeded.id}/participants`);
    await expect(rows(page)).toHaveCount(3);
    // The column headings are for screen readers only; each card line names its value.
    await expect(page.getByRole('columnheader', { name: 'Start Time' })).not.toBeInViewport();
    const completed = row(page, seeded.completed);
    const messages = completed.locator('td[data-label="Messages"]');
    expect(await messages.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe('"Messages"');
    await expect(messages).toHaveText('7');
    for (const dialog of [seeded.completed, seeded.inProgress, seeded.generating]) {
      const card = row(page, dialog);
      for (const name of [`View ${label(dialog)}`, `Delete ${label(dialog)}`]) {
        const box = (await card.getByRole('link', { name }).boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(390);
      }
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(row(page, seeded.generating)).toContainText('AI respondent');
    expect(await severeViolations(page)).toEqual([]);
  });
});

test('at desktop width the participants stay a table, with no serious accessibility violations', async ({ signedIn: page, researcher }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const seeded = await seedInterview(researcher.id);
  await page.goto(`/interview/setup/${seeded.id}/participants`);
  await expect(page.getByRole('columnheader', { name: 'Start Time' })).toBeVisible();
  const cells = row(page, seeded.completed).locator('td');
  // One line: every cell of the row at the same height.
  const tops = await cells.evaluateAll((list) => list.map((cell) => Math.round(cell.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
  expect(await cells.nth(4).evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe('none');
  expect(await severeViolations(page)).toEqual([]);
});
