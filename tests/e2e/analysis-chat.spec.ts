import { randomInt, randomUUID } from 'node:crypto';

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { sql } from 'drizzle-orm';

import { expect, test } from './fixtures';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const shortLink = () => Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
const PRICE = 'The subscription price is far too expensive for what it offers.';

/** An interview of `ownerId` with two answered dialogs, one about the price, indexed for search. */
async function seedStudy(ownerId: string) {
  const { getDb, schema } = await import('../../db/index');
  const { indexInterview } = await import('../../app/features/analysis/search/search-index.server');
  const db = getDb();
  const id = randomUUID();
  db.insert(schema.interviews)
    .values({
      id,
      userId: ownerId,
      teamId: sql`(select team_id from users where users.id = ${ownerId})`,
      title: 'Commuter app',
      status: 'published',
      method: 'chat',
      interviewerLlm: 'builtin',
      questions: [{ id: 'q1', title: 'What would you change?', description: '' }],
    })
    .run();
  const start = Date.now() - 3_600_000;
  const dialog = (answers: string[], offset: number) => {
    const row = {
      id: randomUUID(),
      shortLink: shortLink(),
      interviewId: id,
      createdAt: new Date(start + offset),
      answeredAt: new Date(start + offset + 60_000),
    };
    db.insert(schema.dialogs).values(row).run();
    answers.forEach((answer, i) => {
      db.insert(schema.messages)
        .values({
          id: randomUUID(),
          dialogId: row.id,
          role: 'assistant',
          content: 'What would you change?',
          createdAt: new Date(start + offset + i * 120_000),
        })
        .run();
      db.insert(schema.messages)
        .values({
          id: randomUUID(),
          dialogId: row.id,
          role: 'user',
          content: answer,
          createdAt: new Date(start + offset + i * 120_000 + 60_000),
        })
        .run();
    });
    return row;
  };
  const pricey = dialog([PRICE], 0);
  dialog(['A dark mode for the evening would be nice.'], 600_000);
  await indexInterview(id);
  return { id, pricey };
}

async function severeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('ask a question: the answer streams in with a link to the dialog that mentions it', async ({ signedIn: page, researcher }) => {
  const study = await seedStudy(researcher.id);
  await page.goto(`/interview/setup/${study.id}/analysis/chat`);
  await expect(page.getByLabel('Model')).toHaveValue('builtin');
  const box = page.getByLabel('Your question');
  const send = page.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();

  // Shift+Enter is a new line, not a send.
  await box.fill('What do they think');
  await box.press('Shift+Enter');
  await box.pressSequentially('about the price?');
  await expect(box).toHaveValue('What do they think\nabout the price?');
  await expect(page.getByRole('log').getByText('What do they think')).toHaveCount(0);

  await box.press('Enter');
  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(log.getByText('1 of 2 dialogs mention this.')).toBeVisible();
  const link = log.getByRole('link', { name: `Dialog # ${study.pricey.shortLink}`, exact: true });
  await expect(link).toHaveAttribute('href', `/interview/setup/${study.id}/participants/${study.pricey.id}`);
  await expect(log.locator('[data-quote="verified"]')).toContainText(PRICE);
  await expect(box).toHaveValue('');
  expect(await severeViolations(page)).toEqual([]);

  // A reload shows the conversation; Clear empties it.
  await page.reload();
  await expect(log.getByText('1 of 2 dialogs mention this.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(log.getByText('1 of 2 dialogs mention this.')).toHaveCount(0);
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the input grows up to 200 px, blank questions are not sent, and nothing scrolls sideways', async ({
    signedIn: page,
    researcher,
  }) => {
    const study = await seedStudy(researcher.id);
    await page.goto(`/interview/setup/${study.id}/analysis/chat`);
    const box = page.getByLabel('Your question');
    await box.fill('   ');
    await box.press('Enter');
    await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(page.getByRole('log').locator('[data-role="user"]')).toHaveCount(0);

    await box.fill(Array.from({ length: 20 }, (_, i) => `line ${i}`).join('\n'));
    const height = await box.evaluate((el) => el.getBoundingClientRect().height);
    expect(height).toBeGreaterThan(100);
    expect(height).toBeLessThanOrEqual(200);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await severeViolations(page)).toEqual([]);
  });
});

test('an interview without responses says so, with Try again', async ({ signedIn: page, researcher }) => {
  const { getDb, schema } = await import('../../db/index');
  const id = randomUUID();
  getDb()
    .insert(schema.interviews)
    .values({
      id,
      userId: researcher.id,
      teamId: sql`(select team_id from users where users.id = ${researcher.id})`,
      title: 'Empty study',
      status: 'published',
      method: 'chat',
      interviewerLlm: 'builtin',
    })
    .run();
  await page.goto(`/interview/setup/${id}/analysis/chat`);
  await expect(page.getByText('No interview responses found to analyze')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);
});
