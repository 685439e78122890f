import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';

import { insertBuiltinChat } from './coffee-chat-study';
import { expect, test } from './fixtures';
import { reviewShot } from './review-shot';

// The respondent's receipt on a phone: the end screen's link, the transcript, the withdrawal's two steps.

const PHONE = { width: 390, height: 844 };
const ANSWER = 'I grind the beans by hand every morning, a habit from my grandmother in Porto.';

/** A finished dialog on an individual link (its page opens for whoever holds it), as a respondent leaves it. */
async function finishedDialog(ownerId: string) {
  const interviewId = await insertBuiltinChat(ownerId, { initialMessage: 'Hello! Ready?', questions: ['How do you make your coffee?'] });
  const { getDb, schema } = await import('../../db/index');
  const id = randomUUID();
  const shortLink = `r${randomUUID().replace(/-/g, '').slice(0, 5)}`;
  const t0 = Date.now() - 600_000;
  getDb()
    .insert(schema.dialogs)
    .values({ id, shortLink, interviewId, preInfo: 'A coffee drinker', answeredAt: new Date(t0), completedAt: new Date(t0 + 300_000) })
    .run();
  const said = [
    ['assistant', 'How do you make your coffee?'],
    ['user', ANSWER],
    ['assistant', 'Thank you, that is all. Goodbye!'],
  ] as const;
  said.forEach(([role, content], i) =>
    getDb()
      .insert(schema.messages)
      .values({ id: randomUUID(), dialogId: id, role, content, createdAt: new Date(t0 + i * 1000) })
      .run(),
  );
  return { id, shortLink, stored: () => getDb().select().from(schema.dialogs).where(eq(schema.dialogs.id, id)).get() };
}

for (const javaScriptEnabled of [true, false]) {
  test(`at 390 px ${javaScriptEnabled ? 'with' : 'without'} JavaScript: the end screen's link opens the transcript, and a withdrawal confirmed deletes it`, async ({
    browser,
    researcher,
  }) => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled });
    const page = await context.newPage();
    const dialog = await finishedDialog(researcher.id);
    const shot = (name: string) => reviewShot(page, `${name}-${javaScriptEnabled ? 'js' : 'nojs'}`);

    await page.goto(`/dialogs/${dialog.shortLink}`);
    const link = page.getByRole('link', { name: 'See or withdraw your answers' });
    await expect(link).toBeVisible();
    // The address in full as text, to keep; the copy button only where a script can copy.
    await expect(page.getByText(/\/receipt\/[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy link' })).toHaveCount(javaScriptEnabled ? 1 : 0);
    await shot('end-screen');

    await link.click();
    await expect(page.getByRole('heading', { name: 'Your answers' })).toBeVisible();
    await expect(page.getByText(ANSWER)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download as text' })).toBeVisible();
    await shot('receipt');

    await page.getByRole('link', { name: 'Withdraw my answers' }).click();
    await expect(page.getByRole('heading', { name: 'Withdraw your answers?' })).toBeVisible();
    expect(dialog.stored()).toBeDefined();
    await shot('confirm');
    await page.getByRole('button', { name: 'Yes, delete my answers' }).click();
    await expect(page.getByText(/^Your answers were deleted on .+ UTC\.$/)).toBeVisible();
    await expect(page.getByText(ANSWER)).toHaveCount(0);
    expect(dialog.stored()).toBeUndefined();
    await shot('deleted');
    await context.close();
  });
}
