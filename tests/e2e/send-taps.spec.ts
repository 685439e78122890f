import type { Page } from '@playwright/test';
import { asc, eq, sql } from 'drizzle-orm';

import { CHROME } from '../../app/features/dialogs/chrome';
import { insertBuiltinChat } from './coffee-chat-study';
import { expect, test } from './fixtures';

// Send is debounced: a second tap within 300 ms sends nothing more. Another answer is sent however soon it follows a
// quick reply (a pasted answer can come within 300 ms), never dropped without a word. On both respondent pages: the
// lite one (the default for a text chat) and the full one (here because the interview offers browser dictation).

const QUESTIONS = ['How do you usually make your coffee in the morning?', 'What would make you switch to a different coffee brand?'];
const conversation = (page: Page) => page.getByRole('list', { name: 'Conversation' });
const chatInput = (page: Page) => page.getByRole('textbox', { name: CHROME.English.placeholder });
const sendButton = (page: Page) => page.getByRole('button', { name: CHROME.English.send, exact: true });

async function respondentMessages(interviewId: string) {
  const { getDb, schema } = await import('../../db/index');
  const dialogs = getDb().select().from(schema.dialogs).where(eq(schema.dialogs.interviewId, interviewId)).all();
  return dialogs.flatMap((dialog) =>
    getDb()
      .select()
      .from(schema.messages)
      .where(eq(schema.messages.dialogId, dialog.id))
      .orderBy(asc(schema.messages.createdAt), asc(sql`rowid`))
      .all()
      .filter((m) => m.role === 'user')
      .map((m) => m.content),
  );
}

for (const page of ['lite', 'full'] as const) {
  test(`${page} page: a double tap sends the answer once; an answer sent the moment a reply ends is sent`, async ({
    page: browserPage,
    researcher,
  }) => {
    const id = await insertBuiltinChat(researcher.id, {
      initialMessage: 'Hi! Say hello when you are ready.',
      questions: QUESTIONS,
      allowBrowserDictation: page === 'full',
    });
    // The page's clock stands still, so every send falls within 300 ms of the one before, however long a reply takes.
    await browserPage.clock.setFixedTime(new Date());
    await browserPage.goto(`/interviews/${id}`);
    await expect(sendButton(browserPage)).toBeDisabled();
    expect(await browserPage.locator('#chat[data-chat]').count()).toBe(page === 'lite' ? 1 : 0);

    await chatInput(browserPage).fill('Hello there');
    await sendButton(browserPage).dblclick();
    await expect.poll(() => respondentMessages(id)).toEqual(['Hello there']);
    await expect(conversation(browserPage).getByText('Hello there', { exact: true })).toHaveCount(1);
    await expect(conversation(browserPage)).toContainText(QUESTIONS[0]!);

    // The reply has just ended: the next answer goes at once, as a paste would.
    await expect(chatInput(browserPage)).toHaveValue('');
    await chatInput(browserPage).fill('I use a small French press and grind the beans by hand every single morning.');
    await expect(sendButton(browserPage)).toBeEnabled();
    await chatInput(browserPage).press('Enter');
    await expect
      .poll(() => respondentMessages(id))
      .toEqual(['Hello there', 'I use a small French press and grind the beans by hand every single morning.']);
    await expect(conversation(browserPage).getByText('Hello there', { exact: true })).toHaveCount(1);
  });
}
