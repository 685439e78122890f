import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';

import { CHROME } from '../../app/features/dialogs/chrome';
import { insertBuiltinChat } from './coffee-chat-study';
import { expect, test } from './fixtures';

// How each answer was written, recorded by the lite page's own script and stored beside the answer.

const QUESTION = 'How do you usually make your coffee in the morning?';
const TYPED = 'Hello, I press ';
const PASTED = 'coffee with a small French press every morning.';

const insertInterview = (ownerId: string) =>
  insertBuiltinChat(ownerId, { initialMessage: 'Hi! Say hello when you are ready.', questions: [QUESTION] });

/** Types part of an answer, pastes the rest from the clipboard and sends it with Enter. */
async function typeAndPaste(page: Page) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const input = page.getByRole('textbox', { name: CHROME.English.placeholder });
  await input.pressSequentially(TYPED);
  await page.evaluate((text) => navigator.clipboard.writeText(text), PASTED);
  await input.press('ControlOrMeta+V');
  await expect(input).toHaveValue(TYPED + PASTED);
  await input.press('Enter');
  await expect(page.getByText(QUESTION)).toBeVisible();
}

async function storedSignals(interviewId: string) {
  const { getDb, schema } = await import('../../db/index');
  const dialog = getDb().select().from(schema.dialogs).where(eq(schema.dialogs.interviewId, interviewId)).get()!;
  return getDb().select().from(schema.answerSignals).where(eq(schema.answerSignals.dialogId, dialog.id)).all();
}

test('on the lite page with JavaScript, typing and pasting an answer are recorded with it', async ({ page, researcher }) => {
  const id = await insertInterview(researcher.id);
  await page.goto(`/interviews/${id}`);
  await typeAndPaste(page);
  const [row] = await storedSignals(id);
  expect(row!.clientSignals).toMatchObject({ typed: TYPED.length, pasted: PASTED.length, pastes: 1, hidden: 0 });
  expect(row!.clientSignals!.composingMs).toBeGreaterThan(0);
});

test('the full page (the owner’s) records them the same way', async ({ signedIn: page, researcher }) => {
  const id = await insertInterview(researcher.id);
  await page.goto(`/interviews/${id}`);
  // The full page's composer is the framework's: wait until it has taken over the form.
  await expect(page.getByRole('button', { name: CHROME.English.send, exact: true })).toBeDisabled();
  await typeAndPaste(page);
  const [row] = await storedSignals(id);
  expect(row!.clientSignals).toMatchObject({ typed: TYPED.length, pasted: PASTED.length, pastes: 1, hidden: 0 });
});
