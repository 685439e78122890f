import { randomInt, randomUUID } from 'node:crypto';

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { sql } from 'drizzle-orm';

import { expect, test } from './fixtures';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const shortLink = () => Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
const QUESTIONS = [
  { id: 'q1', title: 'How do you usually buy your coffee on a working day?', description: '' },
  { id: 'q2', title: 'Why that place?', description: '' },
];

/** An interview with two completed dialogs and one that stopped at the second question. */
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
      questions: QUESTIONS,
    })
    .run();
  const start = Date.now() - 3_600_000;
  const dialog = (completed: boolean, question: number, covered: string[]) => {
    const dialogId = randomUUID();
    db.insert(schema.dialogs)
      .values({
        id: dialogId,
        shortLink: shortLink(),
        interviewId: id,
        createdAt: new Date(start),
        answeredAt: new Date(start + 60_000),
        completedAt: completed ? new Date(start + 9 * 60_000) : null,
        state: { question, followUps: 0, covered, closed: completed, turns: 2 },
      })
      .run();
    ['Hello! Shall we start?', 'Sure, I buy it at the station kiosk every morning', 'Why that place?', 'It is on my way and quick'].forEach(
      (content, i) =>
        db
          .insert(schema.messages)
          .values({ id: randomUUID(), dialogId, role: i % 2 ? 'user' : 'assistant', content, createdAt: new Date(start + i * 60_000) })
          .run(),
    );
  };
  dialog(true, 2, ['q1', 'q2']);
  dialog(true, 2, ['q1', 'q2']);
  dialog(false, 1, ['q1']);
  return id;
}

async function severeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('reports: create one, switch between them with the selector, and the tabs keep the report in use', async ({
  signedIn: page,
  researcher,
}) => {
  const id = await seedInterview(researcher.id);
  await page.goto(`/interview/setup/${id}/analysis`);
  await expect(page).toHaveURL(new RegExp(`/interview/setup/${id}/analysis/sample`));
  const selector = page.getByRole('button', { name: /^Report/ });
  const firstName = (await selector.textContent())!.replace(/^Report/, '').trim();
  expect(firstName).toMatch(/UTC$/);

  await page.getByRole('link', { name: 'Create New Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Report' });
  await dialog.getByLabel('Name').fill('Second wave');
  await dialog.getByRole('button', { name: 'Create Report' }).click();
  await expect(selector).toContainText('Second wave');
  await expect(page).toHaveURL(/report=/);

  await page.getByRole('link', { name: 'Overview' }).click();
  // The Overview tab is open (its URL) before the report is switched there.
  await expect(page).toHaveURL(/\/analysis\/overview\?report=/);
  await expect(selector).toContainText('Second wave');
  await selector.click();
  await page.getByRole('option', { name: firstName }).click();
  await expect(selector).toContainText(firstName);
  await expect(page).toHaveURL(/\/analysis\/overview\?report=/);
  await expect(page.getByText('Dialogs in this report')).toBeVisible();

  await page.getByRole('link', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename report' });
  await rename.getByLabel('Name').fill('First wave');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(selector).toContainText('First wave');

  await page.getByRole('link', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete report?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(selector).toContainText('Second wave');
  expect(await severeViolations(page)).toEqual([]);
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the overview reads in one column: numbers, drop-off and coverage, nothing scrolls sideways', async ({
    signedIn: page,
    researcher,
  }) => {
    const id = await seedInterview(researcher.id);
    await page.goto(`/interview/setup/${id}/analysis/overview`);
    await expect(page.getByText('Completion rate')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Unfinished dialogs by the question they stopped at' })).toContainText(
      '2. Why that place?',
    );
    await expect(page.getByRole('list', { name: 'Dialogs that answered each question' })).toContainText('3 (100 %)');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await severeViolations(page)).toEqual([]);
  });
});
