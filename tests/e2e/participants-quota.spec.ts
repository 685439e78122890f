import { randomUUID } from 'node:crypto';

import type { Page } from '@playwright/test';
import { eq, sql } from 'drizzle-orm';

import { expect, test } from './fixtures';

const HOUR = 3_600_000;

/** An interview of `ownerId` with three respondents' dialogs that count towards the quota and one that does not yet. */
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
    })
    .run();
  const start = Date.now() - 5 * HOUR;
  const dialog = (i: number, counted: boolean) => {
    const row = {
      id: randomUUID(),
      shortLink: `Q${randomUUID().slice(0, 5)}`,
      interviewId: id,
      createdAt: new Date(start + i * HOUR),
      answeredAt: new Date(start + i * HOUR + 60_000),
      countedAt: counted ? new Date(start + i * HOUR + 3 * 60_000) : null,
    };
    db.insert(schema.dialogs).values(row).run();
    ['Hello! Ready to talk about coffee?', 'hi', 'How do you buy coffee?', 'ok'].forEach((content, j) =>
      db
        .insert(schema.messages)
        .values({
          id: randomUUID(),
          dialogId: row.id,
          role: j % 2 ? 'user' : 'assistant',
          content,
          createdAt: new Date(start + i * HOUR + j * 60_000),
        })
        .run(),
    );
    return row;
  };
  return { id, junk: [dialog(0, true), dialog(1, true)], honest: dialog(2, true), fresh: dialog(3, false) };
}

async function isExcluded(dialogId: string) {
  const { getDb, schema } = await import('../../db/index');
  return getDb().select().from(schema.dialogs).where(eq(schema.dialogs.id, dialogId)).get()!.isExcludedFromQuota;
}

const row = (page: Page, dialog: { shortLink: string }) => page.getByRole('row', { name: new RegExp(`Dialog # ${dialog.shortLink}`) });

test('the owner selects junk dialogs and stops counting them towards the quota after a confirmation naming how many', async ({
  signedIn: page,
  researcher,
}) => {
  const seeded = await seedInterview(researcher.id);
  await page.goto(`/interview/setup/${seeded.id}/participants`);
  await expect(row(page, seeded.honest).getByText('Counts towards quota')).toBeVisible();
  await expect(row(page, seeded.fresh).getByText('Counts towards quota')).toHaveCount(0);

  for (const dialog of seeded.junk) await page.getByRole('checkbox', { name: `Select Dialog # ${dialog.shortLink}` }).check();
  await page.getByRole('button', { name: 'Don’t count towards quota' }).click();
  const dialog = page.getByRole('dialog', { name: 'Don’t count towards quota' });
  await expect(dialog).toContainText('Stop counting the 2 selected dialogs towards your monthly participants?');
  await dialog.getByRole('button', { name: 'Don’t count' }).click();

  await expect(page.getByRole('dialog')).toHaveCount(0);
  for (const junk of seeded.junk) {
    await expect(row(page, junk).getByText('Not counted (removed by you)')).toBeVisible();
    expect(await isExcluded(junk.id)).toBe(true);
  }
  await expect(row(page, seeded.honest).getByText('Counts towards quota')).toBeVisible();
  expect(await isExcluded(seeded.honest.id)).toBe(false);
});
