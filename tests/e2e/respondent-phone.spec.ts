import { randomUUID } from 'node:crypto';

import type { Locator, Page } from '@playwright/test';
import { eq } from 'drizzle-orm';

import { CHROME } from '../../app/features/dialogs/chrome';
import { MEMBER_CHECK_CHROME } from '../../app/features/member-check/respondent-chrome';
import { COFFEE_GREETING as GREETING, COFFEE_QUESTIONS as QUESTIONS } from './coffee-chat-study';
import { expect, test } from './fixtures';
import { interviewerFollowedUp, NOTHING_MORE } from './follow-ups';
import { reviewShot } from './review-shot';

// A respondent's page on a phone (and a desktop), with and without JavaScript: the page is exactly as tall as the
// screen with the newest message in view after every post, both verdict questions stay on offer until each is
// answered, and the study's title is above the chat.

const EN = CHROME.English;
const MC = MEMBER_CHECK_CHROME.English;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const TITLE = 'Coffee habits';
const SUBTITLE = 'A ten-minute conversation about your mornings';
// Long enough that the conversation is taller than a phone's screen well before the summary.
const ANSWERS = [
  'Hello, I am happy to help with this study about coffee and how people buy it during the week and at the weekend.',
  'I buy a flat white at the small cafe next to the station every weekday morning, and on Saturdays I go to the market where a roaster sells beans that I grind at home.',
  'A loyalty card that works in every branch would make it better for me, and a way to order ahead so that I do not miss my train when the queue is long.',
];

/** An interview as a researcher creates it (the member check and the verdict on), published, built-in, with its title. */
async function createInterview(ownerId: string) {
  const { createManualInterview } = await import('../../app/features/interviews/interviews.server');
  const { getDb, schema } = await import('../../db/index');
  const interview = createManualInterview(ownerId);
  getDb()
    .update(schema.interviews)
    .set({
      title: TITLE,
      status: 'published',
      method: 'chat',
      interviewerLlm: 'builtin',
      kMessages: 1,
      initialMessage: GREETING,
      previewTitle: TITLE,
      previewSubtitle: SUBTITLE,
      questions: QUESTIONS.map((q) => ({ id: randomUUID(), ...q })),
    })
    .where(eq(schema.interviews.id, interview.id))
    .run();
  return interview.id;
}

async function storedVerdicts(interviewId: string) {
  const { getDb, schema } = await import('../../db/index');
  return getDb()
    .select({ capturedViews: schema.respondentVerdicts.capturedViews, preferredMode: schema.respondentVerdicts.preferredMode })
    .from(schema.respondentVerdicts)
    .innerJoin(schema.dialogs, eq(schema.dialogs.id, schema.respondentVerdicts.dialogId))
    .where(eq(schema.dialogs.interviewId, interviewId))
    .all();
}

const conversation = (page: Page) => page.getByRole('list', { name: 'Conversation' });
const bubbles = (page: Page) => conversation(page).locator(':scope > li > p');
const chatInput = (page: Page) => page.getByRole('textbox', { name: EN.placeholder });
const sendButton = (page: Page) => page.getByRole('button', { name: EN.send, exact: true });
const summaryBar = (page: Page) => page.getByRole('form', { name: MC.summaryPrompt });
const verdict = (page: Page) => page.getByRole('region', { name: MC.verdict.heading });

/**
 * The document is exactly as tall as the screen: nothing to scroll past the chat. Read until the page settles: with
 * JavaScript the summary arrives with a reload, and on a busy machine the first read can come before its layout.
 */
async function expectScreenTall(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight), {
      message: 'document height minus the screen height',
    })
    .toBe(0);
}

/** The bottom of `newest` shows: inside the screen and inside the conversation's scrolled view. */
async function expectInView(newest: Locator) {
  await expect(newest).toBeInViewport();
  await expect
    .poll(() =>
      newest.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const list = element.closest('ol')!.getBoundingClientRect();
        return box.bottom <= Math.min(list.bottom, window.innerHeight) + 1 && box.bottom > Math.max(list.top, 0);
      }),
    )
    .toBe(true);
}

/** Sends one message as a person would and waits for the interviewer's answer. */
async function say(page: Page, text: string, js: boolean) {
  const before = await bubbles(page).count();
  if (js) {
    await expect(sendButton(page)).toBeDisabled();
    await chatInput(page).fill(text);
    await chatInput(page).press('Enter');
  } else {
    await chatInput(page).fill(text);
    await sendButton(page).click();
    await expect(page).toHaveURL(/#end$/);
  }
  await expect(bubbles(page)).toHaveCount(before + 2);
  await expect(bubbles(page).last()).not.toHaveText('…');
}

/** Only the lite page's own inline script: none of the framework's. */
async function expectLitePage(page: Page) {
  await expect(page.locator('script[src], link[rel="modulepreload"]')).toHaveCount(0);
}

for (const js of [false, true]) {
  const how = js ? 'with JavaScript' : 'without JavaScript';

  for (const [device, viewport] of [
    ['a phone', PHONE],
    ['a desktop', DESKTOP],
  ] as const) {
    test.describe(`on ${device}, ${how}`, () => {
      test.use({ viewport, javaScriptEnabled: js });

      test('the page is exactly as tall as the screen, with the newest message in view after every post', async ({ page, researcher }) => {
        // A whole interview, a page load a post without JavaScript, on a machine that may be busy.
        test.setTimeout(90_000);
        const id = await createInterview(researcher.id);
        const shot = (name: string) => reviewShot(page, `${name}-${viewport.width}-${js ? 'js' : 'nojs'}`, { fullPage: false });
        await page.goto(`/interviews/${id}`);
        await expect(bubbles(page)).toHaveText([GREETING]);
        await expectScreenTall(page);
        for (const answer of ANSWERS.slice(0, -1)) {
          await say(page, answer, js);
          await expectScreenTall(page);
          await expectInView(bubbles(page).last());
          // An answer with a detail worth asking about gets a follow-up first; it too is in view.
          if (await interviewerFollowedUp(id)) {
            await say(page, NOTHING_MORE, js);
            await expectScreenTall(page);
            await expectInView(bubbles(page).last());
          }
        }
        await shot('mid-interview');
        // The summary waits for Confirm (with JavaScript, the page reloads to draw it).
        await say(page, ANSWERS.at(-1)!, js);
        if (await interviewerFollowedUp(id)) await say(page, NOTHING_MORE, js);
        await expect(summaryBar(page)).toBeVisible();
        await expectScreenTall(page);
        await expectInView(bubbles(page).last());
        await shot('summary');

        await summaryBar(page).getByRole('button', { name: MC.confirm }).click();
        await expect(page.getByRole('status').filter({ hasText: EN.thankYou })).toBeVisible();
        await expect(verdict(page)).toBeVisible();
        await expectScreenTall(page);
        await expectInView(verdict(page));
        await shot('after-member-check');

        await verdict(page).getByRole('button', { name: MC.verdict.capturedViewsOptions[4] }).click();
        await expect(verdict(page).getByRole('button', { name: MC.verdict.capturedViewsOptions[4] })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
        await expectScreenTall(page);
        await expectInView(verdict(page));
        await shot('verdict');
      });
    });
  }

  test.describe(`on a phone, ${how}`, () => {
    test.use({ viewport: PHONE, javaScriptEnabled: js });

    test('both verdict questions stay on offer until each is answered, the tapped answer shown as chosen, and both are stored', async ({
      page,
      researcher,
    }) => {
      test.setTimeout(90_000);
      const id = await createInterview(researcher.id);
      const path = `/interviews/${id}`;
      // The answers are posted as the page's plain form posts them, in this browser's cookie jar: typing them is what
      // the test above proves, and this one is about the verdict.
      const post = async (content: string, clientId: string) => {
        const posted = await page.request.post(path, {
          form: { content, clientId },
          headers: { Origin: new URL(test.info().project.use.baseURL!).origin },
          maxRedirects: 0,
        });
        expect(posted.status(), `${clientId} posted`).toBe(302);
      };
      for (const [i, answer] of ANSWERS.entries()) {
        await post(answer, `seed-${i}`);
        // An answer with a detail worth asking about gets a follow-up first.
        if (await interviewerFollowedUp(id)) await post(NOTHING_MORE, `seed-${i}-more`);
      }
      await page.goto(path);
      await summaryBar(page).getByRole('button', { name: MC.skip }).click();
      await expect(verdict(page)).toBeVisible();

      await verdict(page).getByRole('button', { name: MC.verdict.capturedViewsOptions[3] }).click();
      await expect(page).toHaveURL(new RegExp(`${path}#verdict$`));
      await expect(verdict(page).getByText(MC.verdict.capturedViews)).toBeVisible();
      await expect(verdict(page).getByText(MC.verdict.preferredMode)).toBeVisible();
      await expect(verdict(page).getByRole('button', { name: MC.verdict.capturedViewsOptions[3] })).toHaveAttribute('aria-pressed', 'true');
      for (const other of [1, 2, 4] as const)
        await expect(verdict(page).getByRole('button', { name: MC.verdict.capturedViewsOptions[other] })).toHaveAttribute(
          'aria-pressed',
          'false',
        );
      await expect(verdict(page).getByRole('button', { name: MC.verdict.preferredModeOptions.human })).toBeInViewport();
      await expectLitePage(page);
      expect(await storedVerdicts(id)).toEqual([{ capturedViews: 3, preferredMode: null }]);

      // A changed mind replaces the answer; the other question is still there.
      await verdict(page).getByRole('button', { name: MC.verdict.capturedViewsOptions[2] }).click();
      await expect(verdict(page).getByRole('button', { name: MC.verdict.capturedViewsOptions[2] })).toHaveAttribute('aria-pressed', 'true');
      await expect(verdict(page).getByText(MC.verdict.preferredMode)).toBeVisible();

      await verdict(page).getByRole('button', { name: MC.verdict.preferredModeOptions.human }).click();
      await expect(page.getByText(MC.verdict.thanks)).toBeVisible();
      await expect(page.getByText(MC.verdict.capturedViews)).toHaveCount(0);
      await expect(page.getByRole('status').filter({ hasText: EN.thankYou })).toBeVisible();
      expect(await storedVerdicts(id)).toEqual([{ capturedViews: 2, preferredMode: 'human' }]);
    });

    test('the study’s title and subtitle are above the chat', async ({ page, researcher }) => {
      const id = await createInterview(researcher.id);
      await page.goto(`/interviews/${id}`);
      const title = page.getByRole('heading', { name: TITLE, level: 1 });
      await expect(title).toBeVisible();
      await expect(page.getByText(SUBTITLE)).toBeVisible();
      const titleBox = (await page.getByText(SUBTITLE).boundingBox())!;
      const chatBox = (await conversation(page).boundingBox())!;
      expect(titleBox.y + titleBox.height).toBeLessThanOrEqual(chatBox.y);
      await expectScreenTall(page);
      await expectLitePage(page);
    });
  });
}
