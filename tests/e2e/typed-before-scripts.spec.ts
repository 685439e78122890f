import { randomUUID } from 'node:crypto';

import type { Page } from '@playwright/test';
import { eq, inArray } from 'drizzle-orm';

import { CHROME } from '../../app/features/dialogs/chrome';
import { insertBuiltinChat } from './coffee-chat-study';
import { expect, test } from './fixtures';
import { reviewShot } from './review-shot';

// On a slow connection the full page's input shows before its script has taken over, and a respondent starts typing.
// What they typed must still be in the input once the script runs, and be sent as typed. The full page here because
// the interview offers browser dictation; its microphone shows only once the script runs.

const GREETING = 'Hi! Thanks for joining this short chat about your coffee habits. Say hello when you are ready.';
const QUESTION = 'How do you usually make your coffee in the morning?';
const EN = CHROME.English;

const escape = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
const bubbles = (page: Page) => page.getByRole('list', { name: 'Conversation' }).locator(':scope > li > p');
const chatInput = (page: Page) => page.getByRole('textbox', { name: EN.placeholder });
const sendButton = (page: Page) => page.getByRole('button', { name: EN.send, exact: true });
/** Drawn by the page's script only: once it shows, the page has hydrated. */
const micButton = (page: Page) => page.getByRole('button', { name: EN.record });
/** How much of the input's text is scrolled out of sight: under half a line, no line is hidden. */
const hiddenHeight = (page: Page) => chatInput(page).evaluate((area) => area.scrollHeight - area.clientHeight);

/** Holds back every script the page asks for until `release` is called, as a slow connection would. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    // A request of a page already left (after a form post) has nothing to continue.
    await route.continue().catch(() => undefined);
  });
  return release;
}

async function respondentMessages(interviewId: string) {
  const { getDb, schema } = await import('../../db/index');
  const { messagesOf } = await import('../support/dialog-messages');
  const dialogs = getDb().select().from(schema.dialogs).where(eq(schema.dialogs.interviewId, interviewId)).all();
  return dialogs.flatMap((dialog) =>
    messagesOf(dialog.id)
      .filter((m) => m.role === 'user')
      .map((m) => m.content),
  );
}

/** Fills the owner's monthly participant quota (the free plan's 50); returns a way to free it again. */
async function useUpQuota(interviewId: string) {
  const { getDb, schema } = await import('../../db/index');
  const used = Array.from({ length: 50 }, () => ({
    id: randomUUID(),
    shortLink: randomUUID().slice(0, 6),
    interviewId,
    answeredAt: new Date(),
    countedAt: new Date(),
  }));
  getDb().insert(schema.dialogs).values(used).run();
  return () =>
    getDb()
      .delete(schema.dialogs)
      .where(
        inArray(
          schema.dialogs.id,
          used.map((dialog) => dialog.id),
        ),
      )
      .run();
}

const fullPageStudy = (ownerId: string) =>
  insertBuiltinChat(ownerId, { initialMessage: GREETING, questions: [QUESTION], allowBrowserDictation: true });

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px: what is typed before the full page's script runs stays in the input and is sent as typed`, async ({
    page,
    researcher,
  }) => {
    await page.setViewportSize(viewport);
    const id = await fullPageStudy(researcher.id);
    const releaseScripts = await holdScripts(page);
    await page.goto(`/interviews/${id}`, { waitUntil: 'commit' });
    const answer = 'Hello, I make a pot of filter coffee before anyone else is up.';
    await chatInput(page).pressSequentially(answer);
    await expect(micButton(page)).toHaveCount(0);
    await expect(chatInput(page)).toHaveValue(answer);
    await reviewShot(page, `typed-before-scripts-${viewport.width}`, { fullPage: false });

    releaseScripts();
    await expect(micButton(page)).toBeVisible();
    await reviewShot(page, `typed-after-scripts-${viewport.width}`, { fullPage: false });
    await expect(chatInput(page)).toHaveValue(answer);
    await expect.poll(() => hiddenHeight(page)).toBeLessThan(12);
    await expect(sendButton(page)).toBeEnabled();

    await chatInput(page).press('Enter');
    await expect(bubbles(page)).toHaveText([GREETING, answer, escape(QUESTION)]);
    await expect(chatInput(page)).toHaveValue('');
    expect(await respondentMessages(id)).toEqual([answer]);
  });
}

test('a refused answer given back by the server, added to before the script runs, is kept whole and sent as it reads', async ({
  page,
  researcher,
}) => {
  const id = await fullPageStudy(researcher.id);
  const freeQuota = await useUpQuota(id);
  const releaseScripts = await holdScripts(page);
  await page.goto(`/interviews/${id}`, { waitUntil: 'commit' });
  // Before the script runs, Send is the plain form's: the server refuses the answer and gives its text back.
  const first = 'Hello, I am happy to take part';
  await chatInput(page).pressSequentially(first);
  await sendButton(page).click();
  await expect(page.getByRole('alert')).toHaveText(EN.quotaReached);
  await expect(chatInput(page)).toHaveValue(first);

  freeQuota();
  const added = ' in this interview about coffee today.';
  await chatInput(page).press('End');
  await chatInput(page).pressSequentially(added);
  await expect(micButton(page)).toHaveCount(0);
  releaseScripts();
  await expect(micButton(page)).toBeVisible();
  await expect(chatInput(page)).toHaveValue(first + added);

  await sendButton(page).click();
  await expect(bubbles(page)).toHaveText([GREETING, first + added, escape(QUESTION)]);
  expect(await respondentMessages(id)).toEqual([first + added]);
});
