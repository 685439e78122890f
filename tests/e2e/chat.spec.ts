import { randomInt, randomUUID } from 'node:crypto';

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { asc, eq, sql } from 'drizzle-orm';

import { CHROME } from '../../app/features/dialogs/chrome';
import { expect, test } from './fixtures';
import { answerTheFollowUp, interviewerFollowedUp, NOTHING_MORE } from './follow-ups';
import { reviewShot } from './review-shot';

const GREETING = 'Hi! Thanks for joining this short chat about your coffee habits. Say hello when you are ready.';
const QUESTIONS = [
  'How do you usually make your coffee in the morning?',
  'What would make you switch to a different coffee brand?',
  'Where do you most enjoy drinking your coffee?',
];
const THANK_YOU = CHROME.English.thankYou;
const LONG_ANSWERS = [
  'I use a small French press and grind the beans by hand every single morning.',
  'Mostly the price, but a better taste or fairer sourcing could also convince me to switch.',
  'At the kitchen table by the window, before anyone else in the house is awake.',
];

type InterviewOptions = {
  status?: 'draft' | 'published';
  language?: string;
  kMessages?: number;
  questions?: string[];
  initialMessage?: string;
};

/** A chat interview of `ownerId` run by the built-in interviewer, written straight to the database. */
async function insertInterview(ownerId: string, options: InterviewOptions = {}) {
  const { getDb, schema } = await import('../../db/index');
  const id = randomUUID();
  const questions = (options.questions ?? QUESTIONS).map((description, i) => ({
    id: randomUUID(),
    title: `Question ${i + 1}`,
    description,
  }));
  getDb()
    .insert(schema.interviews)
    .values({
      id,
      userId: ownerId,
      teamId: sql`(select team_id from users where users.id = ${ownerId})`,
      title: 'Coffee habits',
      status: options.status ?? 'published',
      method: 'chat',
      language: options.language ?? 'English',
      interviewerLlm: 'builtin',
      initialMessage: options.initialMessage ?? GREETING,
      kMessages: options.kMessages ?? 1,
      questions,
    })
    .run();
  return { id, questions };
}

async function dialogsOf(interviewId: string) {
  const { getDb, schema } = await import('../../db/index');
  return getDb().select().from(schema.dialogs).where(eq(schema.dialogs.interviewId, interviewId)).all();
}

async function messagesOf(dialogId: string) {
  const { getDb, schema } = await import('../../db/index');
  return getDb()
    .select()
    .from(schema.messages)
    .where(eq(schema.messages.dialogId, dialogId))
    .orderBy(asc(schema.messages.createdAt), asc(sql`rowid`))
    .all();
}

const escape = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
/** The message bubbles of the conversation, oldest first (candidate replies are not bubbles). */
const bubbles = (page: Page) => page.getByRole('list', { name: 'Conversation' }).locator(':scope > li > p');
const chatInput = (page: Page, placeholder = CHROME.English.placeholder) => page.getByRole('textbox', { name: placeholder });
const sendButton = (page: Page, label = CHROME.English.send) => page.getByRole('button', { name: label, exact: true });

/** With scripts running the send button starts disabled (the input is empty); before hydration it is enabled. */
async function waitForChat(page: Page) {
  await expect(sendButton(page)).toBeDisabled();
}

/**
 * Types a message and sends it with Enter (or the Send button). The chat ignores a send while a reply is still
 * arriving (Send is disabled then), so this waits for Send like a person would.
 */
async function send(page: Page, text: string, how: 'enter' | 'click' = 'enter') {
  const input = chatInput(page);
  await input.fill(text);
  await expect(sendButton(page)).toBeEnabled();
  if (how === 'enter') await input.press('Enter');
  else await sendButton(page).click();
  // The message shows at once; the input may already be gone when this was the last answer.
  await expect(bubbles(page).filter({ hasText: text })).toHaveCount(1);
}

/** Without JavaScript: type, click Send, and land on the reloaded page. */
async function postMessage(page: Page, interviewPath: string, text: string) {
  await chatInput(page).fill(text);
  await sendButton(page).click();
  await expect(page).toHaveURL(new RegExp(`${escape(interviewPath).source}#end$`));
}

test('a respondent takes a whole chat interview with JavaScript, and the dialog is stored complete', async ({ page, researcher }) => {
  const { id, questions } = await insertInterview(researcher.id);
  await page.goto(`/interviews/${id}`);
  await expect(page.getByRole('heading', { name: 'Error Loading Interview' })).toHaveCount(0);
  await expect(bubbles(page)).toHaveText([GREETING]);
  await waitForChat(page);

  const input = chatInput(page);
  await input.fill('   ');
  await expect(sendButton(page)).toBeDisabled();
  await input.fill('Hello, happy to help');
  await expect(sendButton(page)).toBeEnabled();

  // Enter sends, and the reply arrives as a stream of events.
  const streamed = page.waitForResponse((r) => r.url().endsWith('/api/interview/chat') && r.request().method() === 'POST');
  await input.press('Enter');
  await expect(input).toHaveValue('');
  expect((await streamed).headers()['content-type']).toContain('text/event-stream');
  await expect(bubbles(page)).toHaveText([GREETING, 'Hello, happy to help', escape(questions[0].description)]);
  await expect(sendButton(page)).toBeDisabled();

  // Shift+Enter starts a new line instead of sending.
  await input.fill('A cup of filter coffee');
  await input.press('Shift+Enter');
  await input.pressSequentially('with milk');
  await expect(input).toHaveValue('A cup of filter coffee\nwith milk');
  await expect(bubbles(page)).toHaveCount(3);
  await input.press('Enter');
  await expect(input).toHaveValue('');
  // A short answer earns a follow-up on the same question, asking for an example, before the guide moves on.
  await expect(bubbles(page)).toHaveText([
    GREETING,
    'Hello, happy to help',
    escape(questions[0].description),
    'A cup of filter coffee\nwith milk',
    /example/,
  ]);
  await expect(bubbles(page).last()).not.toContainText(questions[1].description);

  await send(page, LONG_ANSWERS[0], 'click');
  await expect(bubbles(page).last()).toHaveText(escape(questions[1].description));
  await send(page, LONG_ANSWERS[1]);
  // A detail of the answer ("a better taste") earns a follow-up; the respondent has nothing to add.
  await answerTheFollowUp(id, bubbles(page).last(), escape(questions[2].description), (text) => send(page, text));
  await expect(bubbles(page).last()).toHaveText(escape(questions[2].description));
  await send(page, LONG_ANSWERS[2]);
  await answerTheFollowUp(id, bubbles(page).last(), /last question/i, (text) => send(page, text), 'No, nothing else.');
  await expect(bubbles(page).last()).toHaveText(/last question/i);

  await expect(page.getByRole('status').filter({ hasText: THANK_YOU })).toBeVisible();
  await expect(chatInput(page)).toHaveCount(0);
  await expect(sendButton(page)).toHaveCount(0);

  const shown = await bubbles(page).allTextContents();
  expect(shown).toHaveLength(15);
  const dialogs = await dialogsOf(id);
  expect(dialogs).toHaveLength(1);
  expect(dialogs[0].isPreview).toBe(false);
  expect(dialogs[0].completedAt).not.toBeNull();
  expect(dialogs[0].state).toMatchObject({ closed: true, covered: questions.map((q) => q.id) });
  const stored = await messagesOf(dialogs[0].id);
  expect(stored.map((m) => m.content)).toEqual(shown);
  expect(stored.map((m) => m.role)).toEqual([...Array.from({ length: 7 }, () => ['assistant', 'user']).flat(), 'assistant']);

  // The finished interview stays finished after a reload.
  await page.reload();
  await expect(bubbles(page)).toHaveText(shown);
  await expect(page.getByText(THANK_YOU)).toBeVisible();
  await expect(chatInput(page)).toHaveCount(0);
});

test('a reload resumes the same dialog from its cookie, and the interview continues', async ({ page, researcher }) => {
  const { id, questions } = await insertInterview(researcher.id, { questions: QUESTIONS.slice(0, 2) });
  await page.goto(`/interviews/${id}`);
  await waitForChat(page);
  await send(page, 'Hello there');
  await expect(bubbles(page).last()).toHaveText(escape(questions[0].description));
  await send(page, LONG_ANSWERS[0]);
  await expect(bubbles(page).last()).toHaveText(escape(questions[1].description));
  const before = await bubbles(page).allTextContents();
  expect(before).toHaveLength(5);

  const cookie = (await page.context().cookies()).find((c) => c.name === `dialog_${id.replace(/-/g, '')}`);
  expect(cookie).toMatchObject({ httpOnly: true, path: `/interviews/${id}` });

  await page.reload();
  await expect(bubbles(page)).toHaveText(before);
  await waitForChat(page);
  await send(page, LONG_ANSWERS[1]);
  await answerTheFollowUp(id, bubbles(page).last(), /last question/i, (text) => send(page, text));
  await expect(bubbles(page).last()).toHaveText(/last question/i);
  await expect(page.getByText(THANK_YOU)).toBeVisible();

  const dialogs = await dialogsOf(id);
  expect(dialogs).toHaveLength(1);
  expect(dialogs[0].completedAt).not.toBeNull();
  expect(await messagesOf(dialogs[0].id)).toHaveLength(9);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts, the page reloads with each reply, and the interview finishes', async ({ page, researcher }) => {
    const { id, questions } = await insertInterview(researcher.id, { questions: QUESTIONS.slice(0, 2) });
    const path = `/interviews/${id}`;
    await page.goto(path);
    await expect(bubbles(page)).toHaveText([GREETING]);

    await postMessage(page, path, 'Hello, I am here');
    await expect(bubbles(page)).toHaveText([GREETING, 'Hello, I am here', escape(questions[0].description)]);
    await postMessage(page, path, LONG_ANSWERS[0]);
    await expect(bubbles(page).last()).toHaveText(escape(questions[1].description));
    await postMessage(page, path, LONG_ANSWERS[1]);
    // A detail of the answer ("a better taste") earns a follow-up; the respondent has nothing to add.
    await answerTheFollowUp(id, bubbles(page).last(), /last question/i, (text) => postMessage(page, path, text));
    await expect(bubbles(page)).toHaveCount(9);
    await expect(bubbles(page).last()).toHaveText(/last question/i);
    await expect(page.getByText(THANK_YOU)).toBeVisible();
    await expect(chatInput(page)).toHaveCount(0);

    const dialogs = await dialogsOf(id);
    expect(dialogs).toHaveLength(1);
    expect(dialogs[0].completedAt).not.toBeNull();
    expect((await messagesOf(dialogs[0].id)).map((m) => m.content)).toEqual(await bubbles(page).allTextContents());
  });
});

test('the owner sees candidate replies with their scores and can hide them; a respondent never receives them', async ({
  signedIn: page,
  researcher,
  browser,
}) => {
  const { id, questions } = await insertInterview(researcher.id, { kMessages: 3 });
  await page.goto(`/interviews/${id}`);
  const showAll = page.getByRole('checkbox', { name: 'Show All Responses' });
  await expect(showAll).toBeChecked();
  await waitForChat(page);
  await send(page, 'Hello, owner checking in');
  await expect(bubbles(page).last()).toHaveText(escape(questions[0].description));

  const candidates = page.getByRole('list', { name: 'All candidate replies' });
  await expect(candidates).toBeVisible();
  await expect(candidates.getByRole('listitem')).toHaveCount(3);
  for (const item of await candidates.getByRole('listitem').all()) await expect(item).toContainText(/\d+(\.\d+)?\/10 · \S/);
  const listBox = (await candidates.boundingBox())!;
  const replyBox = (await bubbles(page).last().boundingBox())!;
  expect(listBox.y + listBox.height).toBeLessThanOrEqual(replyBox.y);

  await showAll.uncheck();
  await expect(candidates).toHaveCount(0);
  await expect(page.getByText(/\/10 ·/)).toHaveCount(0);
  await showAll.check();
  await expect(candidates.getByRole('listitem')).toHaveCount(3);

  // The owner's server-rendered page carries the candidates too.
  const ownerHtml = await (await page.reload())!.text();
  expect(ownerHtml).toContain('allResponses');
  await expect(candidates.getByRole('listitem')).toHaveCount(3);

  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  try {
    const respondent = await context.newPage();
    const first = await respondent.goto(`/interviews/${id}`);
    expect(await first!.text()).not.toContain('allResponses');
    await waitForChat(respondent);
    const reply = respondent.waitForResponse((r) => r.url().endsWith('/api/interview/chat'));
    await send(respondent, 'Hello, I am a respondent');
    await expect(bubbles(respondent).last()).toHaveText(escape(questions[0].description));
    expect(await (await reply).text()).not.toContain('all_responses');
    await expect(respondent.getByRole('checkbox', { name: 'Show All Responses' })).toHaveCount(0);
    await expect(respondent.getByRole('list', { name: 'All candidate replies' })).toHaveCount(0);
    await expect(respondent.getByText('/10')).toHaveCount(0);

    const again = await respondent.reload();
    const html = await again!.text();
    expect(html).toContain('Hello, I am a respondent');
    expect(html).not.toContain('allResponses');
    expect(html).not.toContain('all_responses');
    await expect(respondent.getByText('Show All Responses')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test("the owner's Preview runs a draft interview in a preview dialog that is not a participant", async ({ signedIn: page, researcher }) => {
  const { id, questions } = await insertInterview(researcher.id, { status: 'draft' });
  await page.goto(`/interview/setup/${id}`);
  await page.getByRole('link', { name: 'Preview', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/interview/setup/${id}/preview$`));
  await expect(page.getByText('Preview conversations are not counted as participants.')).toBeVisible();
  await expect(bubbles(page)).toHaveText([GREETING]);
  await waitForChat(page);
  await send(page, 'Hello from the preview');
  await expect(bubbles(page)).toHaveText([GREETING, 'Hello from the preview', escape(questions[0].description)]);

  const dialogs = await dialogsOf(id);
  expect(dialogs).toHaveLength(1);
  expect(dialogs[0].isPreview).toBe(true);
  expect((await messagesOf(dialogs[0].id)).map((m) => m.content)).toEqual(await bubbles(page).allTextContents());
  const { participantsThisMonth } = await import('../../app/features/dialogs/dialogs.server');
  expect(participantsThisMonth(researcher.id)).toBe(0);

  // The draft is still closed to the public.
  const context = await page.context().browser()!.newContext({ baseURL: process.env.E2E_BASE_URL });
  try {
    const visitor = await context.newPage();
    await visitor.goto(`/interviews/${id}`);
    await expect(visitor.getByRole('heading', { name: 'Error Loading Interview' })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('an individual link opens its own dialog, and an unknown link says Dialog Not Found', async ({ page, researcher }) => {
  const { getDb, schema } = await import('../../db/index');
  const { id, questions } = await insertInterview(researcher.id);
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  const shortLink = Array.from({ length: 6 }, () => alphabet[randomInt(alphabet.length)]).join('');
  const dialogId = randomUUID();
  getDb()
    .insert(schema.dialogs)
    .values({ id: dialogId, shortLink, interviewId: id, preInfo: 'Barista, 28, drinks four espressos a day' })
    .run();

  await page.goto(`/dialogs/${shortLink}`);
  await expect(bubbles(page)).toHaveText([GREETING]);
  await waitForChat(page);
  await send(page, 'Hi, I got your link');
  await expect(bubbles(page)).toHaveText([GREETING, 'Hi, I got your link', escape(questions[0].description)]);
  await page.reload();
  await expect(bubbles(page)).toHaveText([GREETING, 'Hi, I got your link', escape(questions[0].description)]);

  const dialogs = await dialogsOf(id);
  expect(dialogs.map((d) => d.id)).toEqual([dialogId]);
  expect((await messagesOf(dialogId)).map((m) => m.role)).toEqual(['assistant', 'user', 'assistant']);

  const missing = await page.goto('/dialogs/Zz9999');
  expect(missing!.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Dialog Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
});

test('a draft interview and an unknown id show the error screen', async ({ page, researcher }) => {
  const { id } = await insertInterview(researcher.id, { status: 'draft' });
  const draft = await page.goto(`/interviews/${id}`);
  expect(draft!.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'Error Loading Interview' })).toBeVisible();
  await expect(page.getByText('This interview is not currently published')).toBeVisible();
  await expect(chatInput(page)).toHaveCount(0);

  const unknown = await page.goto(`/interviews/${randomUUID()}`);
  expect(unknown!.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Error Loading Interview' })).toBeVisible();
  await expect(page.getByText('Interview not found')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the chat fills the screen and the input and Send fit without horizontal scrolling', async ({ page, researcher }) => {
    const { id, questions } = await insertInterview(researcher.id);
    await page.goto(`/interviews/${id}`);
    await waitForChat(page);
    await expect(page.getByRole('complementary', { name: 'Interview' })).toBeHidden();

    const conversation = (await page.getByRole('list', { name: 'Conversation' }).boundingBox())!;
    expect(conversation.x).toBe(0);
    expect(conversation.width).toBe(375);
    await send(page, 'Hello from my phone, happy to help with this');
    await expect(bubbles(page).last()).toHaveText(escape(questions[0].description));
    await chatInput(page).fill('A reply I am still typing');

    for (const control of [chatInput(page), sendButton(page)]) {
      await expect(control).toBeInViewport({ ratio: 1 });
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      // The input sits at the bottom of the screen.
      expect(box.y + box.height).toBeGreaterThan(740 - 80);
      expect(box.y + box.height).toBeLessThanOrEqual(740);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test('a Russian interview speaks Russian on the page', async ({ page, researcher }) => {
  const { id } = await insertInterview(researcher.id, {
    language: 'Russian',
    initialMessage: 'Здравствуйте! Спасибо, что согласились поговорить о кофе.',
  });
  await page.goto(`/interviews/${id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  expect(CHROME.Russian.placeholder).not.toBe(CHROME.English.placeholder);
  const input = chatInput(page, CHROME.Russian.placeholder);
  await expect(input).toHaveAttribute('placeholder', CHROME.Russian.placeholder);
  await expect(sendButton(page, CHROME.Russian.send)).toBeVisible();
  await expect(bubbles(page)).toHaveText(['Здравствуйте! Спасибо, что согласились поговорить о кофе.']);
  await expect(page.getByText(CHROME.English.placeholder)).toHaveCount(0);
});

const SIX_QUESTIONS = [
  'How do you usually make your coffee in the morning?',
  'What would make you switch to a different coffee brand?',
  'Where do you most enjoy drinking your coffee?',
  'Who do you usually drink coffee with during the week?',
  'How has the way you drink coffee changed over the years?',
  'What do you wish coffee shops did better for people like you?',
];
const SIX_ANSWERS = [
  'Hello, I am happy to take part in this interview about coffee today.',
  ...LONG_ANSWERS,
  'Mostly with two colleagues from the office, and on Fridays with my neighbour.',
  'I used to drink instant coffee at university and now I grind fresh beans at home.',
];

test.describe('without JavaScript, the newest message stays in view', () => {
  test.use({ javaScriptEnabled: false });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`after every post the last interviewer message is on screen at ${viewport.width}x${viewport.height}`, async ({
      page,
      researcher,
    }) => {
      await page.setViewportSize(viewport);
      const { id } = await insertInterview(researcher.id, { questions: SIX_QUESTIONS });
      const path = `/interviews/${id}`;
      await page.goto(path);
      let count = 1;
      for (const [turn, answer] of SIX_ANSWERS.slice(0, 5).entries()) {
        await postMessage(page, path, answer);
        await expect(bubbles(page)).toHaveCount((count += 2));
        // A follow-up on a detail of the answer is the newest message too; the respondent has nothing to add.
        if (await interviewerFollowedUp(id)) {
          await expect(bubbles(page).last(), `follow-up on turn ${turn + 1}`).toBeInViewport();
          await postMessage(page, path, NOTHING_MORE);
          await expect(bubbles(page)).toHaveCount((count += 2));
        }
        await expect(bubbles(page).last(), `turn ${turn + 1}`).toHaveText(escape(SIX_QUESTIONS[turn]));
        await expect(bubbles(page).last(), `turn ${turn + 1}`).toBeInViewport();
      }
      // The conversation really is longer than the screen by now.
      const overflow = await page.getByRole('list', { name: 'Conversation' }).evaluate((list) => list.scrollHeight > list.clientHeight);
      expect(overflow).toBe(true);
      await reviewShot(page, `no-js-${viewport.width}`, { fullPage: false });
    });
  }
});

test.describe('a refused send', () => {
  test('when the owner’s monthly quota is used up, the server’s message shows, nothing claims a save, and the text goes back into the input', async ({
    page,
    researcher,
  }) => {
    const { getDb, schema } = await import('../../db/index');
    const { id } = await insertInterview(researcher.id);
    const used = Array.from({ length: 50 }, () => ({
      id: randomUUID(),
      shortLink: randomUUID().slice(0, 6),
      interviewId: id,
      answeredAt: new Date(),
      countedAt: new Date(),
    }));
    getDb().insert(schema.dialogs).values(used).run();

    await page.goto(`/interviews/${id}`);
    await waitForChat(page);
    await chatInput(page).fill('Hello, I would like to take part');
    await chatInput(page).press('Enter');
    await expect(page.getByRole('alert')).toHaveText(CHROME.English.quotaReached);
    await expect(page.getByText(CHROME.English.notAnswered)).toHaveCount(0);
    await expect(page.getByRole('button', { name: CHROME.English.retry })).toHaveCount(0);
    await expect(page.getByText(CHROME.English.tooMany)).toHaveCount(0);
    await expect(bubbles(page)).toHaveText([GREETING]);
    await expect(chatInput(page)).toHaveValue('Hello, I would like to take part');
    expect(await dialogsOf(id)).toHaveLength(50);
  });

  test('a stored message that was not answered offers Retry and says it was saved; Retry answers it', async ({ page, researcher }) => {
    const { id, questions } = await insertInterview(researcher.id);
    await page.goto(`/interviews/${id}`);
    await waitForChat(page);
    // The interviewer fails once after the message was stored, as the server says with saved: true.
    await page.route(
      '**/api/interview/chat',
      async (route) => {
        const response = await route.fetch();
        await response.text();
        await route.fulfill({
          status: 502,
          contentType: 'application/json',
          body: JSON.stringify({ detail: CHROME.English.unavailable, saved: true }),
        });
      },
      { times: 1 },
    );
    await send(page, 'Hello, the network is slow here');
    await expect(page.getByText(CHROME.English.notAnswered)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(CHROME.English.unavailable);
    await expect(chatInput(page)).toHaveValue('');
    await page.getByRole('button', { name: CHROME.English.retry }).click();
    await expect(bubbles(page)).toHaveText([GREETING, 'Hello, the network is slow here', escape(questions[0].description)]);
    const [dialog] = await dialogsOf(id);
    expect((await messagesOf(dialog!.id)).filter((m) => m.role === 'user')).toHaveLength(1);
  });

  test('when the connection breaks before an answer, Retry is offered without claiming a save', async ({ page, researcher }) => {
    const { id, questions } = await insertInterview(researcher.id);
    await page.goto(`/interviews/${id}`);
    await waitForChat(page);
    await page.route('**/api/interview/chat', (route) => route.abort('connectionreset'), { times: 1 });
    await send(page, 'Hello from a train');
    await expect(page.getByText(CHROME.English.notDelivered)).toBeVisible();
    await expect(page.getByText(CHROME.English.notAnswered)).toHaveCount(0);
    await page.getByRole('button', { name: CHROME.English.retry }).click();
    await expect(bubbles(page)).toHaveText([GREETING, 'Hello from a train', escape(questions[0].description)]);
  });
});

// The public interview page is checked once, with a conversation long enough to scroll: a scan after the first reply
// read the same page with fewer bubbles.
test.describe('accessibility of the respondent screens with a long conversation', () => {
  /** Zero serious or critical axe violations, and a main landmark. */
  async function expectAccessible(page: Page) {
    await expect(page.getByRole('main')).toHaveCount(1);
    const results = await new AxeBuilder({ page }).analyze();
    const severe = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    expect(severe).toEqual([]);
  }

  /**
   * The conversation so far, written straight to the dialog: each of `answers` followed by the interviewer's next
   * question, from guide question `firstTurn` on. Sending through the page is tested above; here it would only make the
   * conversation long, one streamed reply at a time.
   */
  async function insertTurns(dialogId: string, answers: string[], firstTurn = 0) {
    const { getDb, schema } = await import('../../db/index');
    const start = Date.now();
    answers.forEach((answer, i) => {
      const turn = firstTurn + i;
      getDb()
        .insert(schema.messages)
        .values([
          { id: randomUUID(), dialogId, role: 'user', content: answer, createdAt: new Date(start + 2 * i) },
          {
            id: randomUUID(),
            dialogId,
            role: 'assistant',
            content: SIX_QUESTIONS[turn]!,
            questionIndex: turn,
            createdAt: new Date(start + 2 * i + 1),
          },
        ])
        .run();
    });
  }

  /** The page again, with the conversation written to its dialog: longer than the screen, every bubble shown. */
  async function reloadLong(page: Page, bubbleCount: number) {
    await page.reload();
    await waitForChat(page);
    await expect(bubbles(page)).toHaveCount(bubbleCount);
    const overflow = await page.getByRole('list', { name: 'Conversation' }).evaluate((list) => list.scrollHeight > list.clientHeight);
    expect(overflow).toBe(true);
  }

  test('the public interview page, scrolled conversation and all', async ({ page, researcher }) => {
    const { id } = await insertInterview(researcher.id, { questions: SIX_QUESTIONS });
    await page.goto(`/interviews/${id}`);
    // The first answer through the page: it starts the dialog and the cookie that brings it back.
    await waitForChat(page);
    await send(page, SIX_ANSWERS[0]!);
    await expect(bubbles(page).last()).toHaveText(escape(SIX_QUESTIONS[0]!));
    const [dialog] = await dialogsOf(id);
    await insertTurns(dialog!.id, SIX_ANSWERS.slice(1, 5), 1);
    await reloadLong(page, 11);
    await expect(page.getByRole('list', { name: 'Conversation' })).toHaveAttribute('tabindex', '0');
    await expectAccessible(page);
  });

  test('the dialog page of an individual link', async ({ page, researcher }) => {
    const { getDb, schema } = await import('../../db/index');
    const { id } = await insertInterview(researcher.id, { questions: SIX_QUESTIONS });
    const shortLink = `A${randomUUID().replace(/-/g, '').slice(0, 5)}`;
    const dialogId = randomUUID();
    getDb().insert(schema.dialogs).values({ id: dialogId, shortLink, interviewId: id, preInfo: 'Barista, 28' }).run();
    await page.goto(`/dialogs/${shortLink}`);
    await expect(bubbles(page)).toHaveText([GREETING]);
    await insertTurns(dialogId, SIX_ANSWERS.slice(0, 5));
    await reloadLong(page, 11);
    await expectAccessible(page);
  });

  test('the owner’s preview', async ({ signedIn: page, researcher }) => {
    const { id } = await insertInterview(researcher.id, { questions: SIX_QUESTIONS, status: 'draft' });
    await page.goto(`/interview/setup/${id}/preview`);
    await expect(bubbles(page)).toHaveText([GREETING]);
    const [dialog] = await dialogsOf(id);
    await insertTurns(dialog!.id, SIX_ANSWERS.slice(0, 4));
    await reloadLong(page, 9);
    await expectAccessible(page);
  });
});
