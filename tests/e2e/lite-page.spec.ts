import { randomUUID } from 'node:crypto';

import AxeBuilder from '@axe-core/playwright';
import type { Page, Request } from '@playwright/test';
import { asc, eq, sql } from 'drizzle-orm';

import { CHROME } from '../../app/features/dialogs/chrome';
import { insertBuiltinChat } from './coffee-chat-study';
import { expect, test } from './fixtures';
import { interviewerFollowedUp, NOTHING_MORE } from './follow-ups';

// The lite respondent page: a text chat served as HTML with its own inline stylesheet and script, no framework runtime.

const GREETING = 'Hi! Thanks for joining this short chat about your coffee habits. Say hello when you are ready.';
const QUESTIONS = ['How do you usually make your coffee in the morning?', 'What would make you switch to a different coffee brand?'];
const ANSWERS = [
  'Hello, I am happy to take part in this interview about coffee today.',
  'I use a small French press and grind the beans by hand every single morning.',
  'Mostly the price, but a better taste or fairer sourcing could also convince me to switch.',
];
const PHONE = { width: 390, height: 844 };
const BUDGET_BYTES = 15 * 1000;

const insertInterview = (ownerId: string, options: { allowBrowserDictation?: boolean } = {}) =>
  insertBuiltinChat(ownerId, { initialMessage: GREETING, questions: QUESTIONS, ...options });

async function storedDialogs(interviewId: string) {
  const { getDb, schema } = await import('../../db/index');
  const dialogs = getDb().select().from(schema.dialogs).where(eq(schema.dialogs.interviewId, interviewId)).all();
  return dialogs.map((dialog) => ({
    ...dialog,
    messages: getDb()
      .select()
      .from(schema.messages)
      .where(eq(schema.messages.dialogId, dialog.id))
      .orderBy(asc(schema.messages.createdAt), asc(sql`rowid`))
      .all(),
  }));
}

const escape = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
const bubbles = (page: Page) => page.getByRole('list', { name: 'Conversation' }).locator(':scope > li > p');
const chatInput = (page: Page) => page.getByRole('textbox', { name: CHROME.English.placeholder });
const sendButton = (page: Page) => page.getByRole('button', { name: CHROME.English.send, exact: true });

/** Every request of the page, to check what it loads and how many bytes came over the wire. */
function recordRequests(page: Page) {
  const requests: Request[] = [];
  page.on('requestfinished', (request) => requests.push(request));
  return {
    urls: () => requests.map((r) => new URL(r.url()).pathname),
    /** Bytes on the wire (headers and compressed body) of everything but images. */
    wireBytes: async () => {
      let total = 0;
      for (const request of requests.filter((r) => r.resourceType() !== 'image')) {
        const sizes = await request.sizes();
        total += sizes.responseHeadersSize + sizes.responseBodySize;
      }
      return total;
    },
  };
}

test.describe('on a phone, with JavaScript', () => {
  test.use({ viewport: PHONE });

  test('a whole interview streams in place, within 15 kB on the wire and without the framework’s scripts', async ({ page, researcher }) => {
    const id = await insertInterview(researcher.id);
    const requests = recordRequests(page);
    const first = await page.goto(`/interviews/${id}`);
    const html = await first!.text();
    expect(html).not.toMatch(/<script[^>]*\bsrc=|modulepreload|__remixContext|rel="stylesheet"/);
    await expect(bubbles(page)).toHaveText([GREETING]);
    // The page's own script ran: Send waits for text.
    await expect(sendButton(page)).toBeDisabled();
    expect(requests.urls().filter((url) => url.startsWith('/assets/'))).toEqual([]);
    const onTheWire = await requests.wireBytes();
    test.info().annotations.push({ type: 'first load on the wire', description: `${onTheWire} bytes` });
    expect(onTheWire).toBeLessThanOrEqual(BUDGET_BYTES);
    // On a phone the study's title and subtitle are above the chat.
    await expect(page.getByRole('heading', { name: 'Coffee habits', level: 1 })).toBeVisible();
    await expect(page.getByText('A ten-minute conversation')).toBeVisible();

    // Enter sends, and the reply arrives as a stream of events into the same page.
    const input = chatInput(page);
    await input.fill(ANSWERS[0]);
    await expect(sendButton(page)).toBeEnabled();
    const streamed = page.waitForResponse((r) => r.url().endsWith('/api/interview/chat'));
    await input.press('Enter');
    await expect(input).toHaveValue('');
    expect((await streamed).headers()['content-type']).toContain('text/event-stream');
    await expect(bubbles(page)).toHaveText([GREETING, ANSWERS[0], escape(QUESTIONS[0])]);

    // A draft survives a reload.
    await input.fill('Half an answer I am still');
    await page.reload();
    await expect(chatInput(page)).toHaveValue('Half an answer I am still');
    await expect(bubbles(page)).toHaveText([GREETING, ANSWERS[0], escape(QUESTIONS[0])]);

    await chatInput(page).fill(ANSWERS[1]);
    await sendButton(page).click();
    await expect(bubbles(page).last()).toHaveText(escape(QUESTIONS[1]));
    await chatInput(page).fill(ANSWERS[2]);
    await chatInput(page).press('Enter');
    // The answer names details the interviewer may ask about once; the respondent has nothing to add.
    await expect.poll(async () => (await storedDialogs(id))[0]!.messages.length).toBe(7);
    if (await interviewerFollowedUp(id)) {
      await expect(bubbles(page).last()).toHaveText((await storedDialogs(id))[0]!.messages.at(-1)!.content);
      await chatInput(page).fill(NOTHING_MORE);
      await sendButton(page).click();
    }
    await expect(bubbles(page).last()).toHaveText(/last question/i);
    await expect(page.getByRole('status')).toHaveText(CHROME.English.thankYou);
    await expect(chatInput(page)).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: test.info().outputPath('lite-390-done.png') });

    const [dialog] = await storedDialogs(id);
    expect(dialog!.completedAt).not.toBeNull();
    expect(dialog!.messages.map((m) => m.content)).toEqual(await bubbles(page).allTextContents());
    // Nothing of the framework was ever loaded, and the finished page is empty of drafts after a reload.
    expect(requests.urls().filter((url) => url.startsWith('/assets/'))).toEqual([]);
    await page.reload();
    await expect(page.getByRole('status')).toHaveText(CHROME.English.thankYou);
  });

  test('a message whose send broke off is not lost: after a reload it is back in the input, and sent again it is stored once', async ({
    page,
    researcher,
  }) => {
    const id = await insertInterview(researcher.id);
    await page.goto(`/interviews/${id}`);
    await expect(sendButton(page)).toBeDisabled();
    await page.route('**/api/interview/chat', (route) => route.abort('connectionreset'), { times: 1 });
    await chatInput(page).fill(ANSWERS[0]);
    await chatInput(page).press('Enter');
    await expect(page.getByText(CHROME.English.notDelivered)).toBeVisible();
    await expect(page.getByRole('button', { name: CHROME.English.retry })).toBeVisible();

    // The server never saw it: the reloaded page gives the text back to send.
    await page.reload();
    await expect(bubbles(page)).toHaveText([GREETING]);
    await expect(chatInput(page)).toHaveValue(ANSWERS[0]);
    await chatInput(page).press('Enter');
    await expect(bubbles(page)).toHaveText([GREETING, ANSWERS[0], escape(QUESTIONS[0])]);
    await page.reload();
    await expect(chatInput(page)).toHaveValue('');
    const [dialog] = await storedDialogs(id);
    expect(dialog!.messages.filter((m) => m.role === 'user').map((m) => m.content)).toEqual([ANSWERS[0]]);
  });

  test('Retry of a message the connection lost after the server stored it answers it once', async ({ page, researcher }) => {
    const id = await insertInterview(researcher.id);
    await page.goto(`/interviews/${id}`);
    await expect(sendButton(page)).toBeDisabled();
    // The server stores and answers, but the answer never reaches the page.
    await page.route(
      '**/api/interview/chat',
      async (route) => {
        const response = await route.fetch();
        await response.text();
        await route.abort('connectionreset');
      },
      { times: 1 },
    );
    await chatInput(page).fill(ANSWERS[0]);
    await chatInput(page).press('Enter');
    await expect(page.getByText(CHROME.English.notDelivered)).toBeVisible();
    await page.getByRole('button', { name: CHROME.English.retry }).click();
    await expect(bubbles(page)).toHaveText([GREETING, ANSWERS[0], escape(QUESTIONS[0])]);
    await expect(page.getByRole('button', { name: CHROME.English.retry })).toBeHidden();
    const [dialog] = await storedDialogs(id);
    expect(dialog!.messages.map((m) => m.role)).toEqual(['assistant', 'user', 'assistant']);
  });

  test('a panel study’s screener of 10 questions is a lite page within 15 kB on the wire, and accessible', async ({ page, researcher }) => {
    const id = await insertInterview(researcher.id);
    const { NO_RECRUITMENT, saveRecruitSettings } = await import('../../app/features/recruit/recruit-settings.server');
    const screener = Array.from({ length: 10 }, (_, q) => ({
      id: `q${q}`,
      question: `Question ${q + 1}: how often in the last twelve months did you buy coffee to drink on your way to work?`,
      options: Array.from({ length: 5 }, (_, o) => ({
        id: `q${q}o${o}`,
        label: `Answer ${o + 1}: about ${o * 3} times a month`,
        qualifies: true,
        quota: null,
      })),
    }));
    saveRecruitSettings(id, { ...NO_RECRUITMENT, urlVariables: ['PROLIFIC_PID'], personVariable: 'PROLIFIC_PID', screener });
    const requests = recordRequests(page);
    const first = await page.goto(`/interviews/${id}?PROLIFIC_PID=budget-${randomUUID()}`);
    expect(await first!.text()).not.toMatch(/<script[^>]*\bsrc=|modulepreload|__remixContext|rel="stylesheet"/);
    await expect(page.getByRole('radio')).toHaveCount(50);
    const onTheWire = await requests.wireBytes();
    test.info().annotations.push({ type: 'screener on the wire', description: `${onTheWire} bytes` });
    expect(onTheWire).toBeLessThanOrEqual(BUDGET_BYTES);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  test('the lite page has no serious or critical accessibility violations', async ({ page, researcher }) => {
    const id = await insertInterview(researcher.id);
    await page.goto(`/interviews/${id}`);
    await expect(sendButton(page)).toBeDisabled();
    await chatInput(page).fill(ANSWERS[0]);
    await chatInput(page).press('Enter');
    await expect(bubbles(page).last()).toHaveText(escape(QUESTIONS[0]));
    await expect(page.getByRole('main')).toHaveCount(1);
    const results = await new AxeBuilder({ page }).analyze();
    const severe = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    expect(severe).toEqual([]);
  });
});

test.describe('on a phone, without JavaScript', () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false });

  test('the form posts, each reply comes with the reloaded page, and the interview finishes', async ({ page, researcher }) => {
    const id = await insertInterview(researcher.id);
    const path = `/interviews/${id}`;
    await page.goto(path);
    await expect(bubbles(page)).toHaveText([GREETING]);
    const send = async (answer: string) => {
      const before = await bubbles(page).count();
      await chatInput(page).fill(answer);
      await sendButton(page).click();
      await expect(page).toHaveURL(new RegExp(`${escape(path).source}#end$`));
      await expect(bubbles(page)).toHaveCount(before + 2);
      await expect(bubbles(page).last()).toBeInViewport();
    };
    for (const answer of ANSWERS) await send(answer);
    // The last answer names details the interviewer may ask about once; the respondent has nothing to add.
    if (await interviewerFollowedUp(id)) await send(NOTHING_MORE);
    await expect(bubbles(page).last()).toHaveText(/last question/i);
    await expect(page.getByRole('status')).toHaveText(CHROME.English.thankYou);
    await expect(chatInput(page)).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('lite-390-no-js.png') });

    const [dialog] = await storedDialogs(id);
    expect(dialog!.completedAt).not.toBeNull();
    expect(dialog!.messages.map((m) => m.content)).toEqual(await bubbles(page).allTextContents());
  });

  test('a refused post says so in the interview’s words and gives the text back', async ({ page, researcher }) => {
    const { getDb, schema } = await import('../../db/index');
    const id = await insertInterview(researcher.id);
    const used = Array.from({ length: 50 }, () => ({
      id: randomUUID(),
      shortLink: randomUUID().slice(0, 6),
      interviewId: id,
      answeredAt: new Date(),
      countedAt: new Date(),
    }));
    getDb().insert(schema.dialogs).values(used).run();
    await page.goto(`/interviews/${id}`);
    await chatInput(page).fill(ANSWERS[0]);
    await sendButton(page).click();
    await expect(page.getByRole('alert')).toHaveText(CHROME.English.quotaReached);
    await expect(chatInput(page)).toHaveValue(ANSWERS[0]);
    await expect(bubbles(page)).toHaveText([GREETING]);
  });
});

test('a chat interview with dictation keeps the full page, which loads the capture code', async ({ page, researcher }) => {
  const id = await insertInterview(researcher.id, { allowBrowserDictation: true });
  const html = await (await page.goto(`/interviews/${id}`))!.text();
  expect(html).toContain('modulepreload');
  await expect(sendButton(page)).toBeDisabled();
  await expect(bubbles(page)).toHaveText([GREETING]);
});

test('the error screens are lite pages with their texts', async ({ page }) => {
  const missing = await page.goto(`/interviews/${randomUUID()}`);
  expect(missing!.status()).toBe(404);
  expect(await missing!.text()).not.toContain('modulepreload');
  await expect(page.getByRole('heading', { name: 'Error Loading Interview' })).toBeVisible();
  await expect(page.getByText('Interview not found')).toBeVisible();
  const unknown = await page.goto('/dialogs/Zz9999');
  expect(unknown!.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Dialog Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
});
