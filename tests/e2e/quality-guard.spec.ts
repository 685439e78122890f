import type { Browser, Page } from '@playwright/test';
import { desc, eq } from 'drizzle-orm';

import { CHROME } from '../../app/features/dialogs/chrome';
import { CHATBOT_ANSWERS, RUSHED_ANSWER, SHARED_ANSWER, TYPED_ANSWERS } from '../fixtures/quality-guard-trial';
import { insertBuiltinChat } from './coffee-chat-study';
import { expect, test } from './fixtures';

// The quality guard tried as a new user would: respondents answer on the lite page, one pasting a chatbot's answers,
// one typing their own, one sending a long answer at once without JavaScript, and one browser that starts two dialogs
// with the same answer; then the researcher runs the sample and reads the flags.

const QUESTIONS = [
  'How do you usually plan your weekly grocery shopping?',
  'Which stores, markets or apps do you use to buy groceries, and why those?',
];

async function newestDialog(interviewId: string) {
  const { getDb, schema } = await import('../../db/index');
  const dialog = getDb()
    .select()
    .from(schema.dialogs)
    .where(eq(schema.dialogs.interviewId, interviewId))
    .orderBy(desc(schema.dialogs.createdAt))
    .get()!;
  return { dialog };
}

/** A respondent in a browser of their own (its cookies and its JavaScript setting). */
async function respondent(browser: Browser, javaScriptEnabled = true) {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, javaScriptEnabled });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  return context.newPage();
}

type Way = 'type' | 'paste' | 'at-once';

/** The interviewer's messages the page shows. */
const replies = (page: Page) => page.getByRole('list', { name: 'Conversation' }).locator(':scope > li:not(.me):not(.closing):not(#end)');

/** Sends one answer as the respondent writes it, and waits for the interviewer's reply on the page. */
async function answer(page: Page, text: string, way: Way) {
  const before = await replies(page).count();
  const input = page.getByRole('textbox', { name: CHROME.English.placeholder });
  if (way === 'type') await input.pressSequentially(text);
  if (way === 'paste') {
    // Typed first, as respondents start an answer, then the rest pasted from the clipboard.
    await input.pressSequentially(text.slice(0, 1));
    await page.evaluate((t) => navigator.clipboard.writeText(t), text.slice(1));
    await input.press('ControlOrMeta+V');
  }
  if (way === 'at-once') await input.fill(text);
  await expect(input).toHaveValue(text);
  // A paste is quicker than the page's last reply: Send is enabled once that reply has finished.
  const send = page.getByRole('button', { name: CHROME.English.send, exact: true });
  await expect(send).toBeEnabled();
  await send.click();
  await expect.poll(() => replies(page).count(), { timeout: 15_000 }).toBeGreaterThan(before);
  // Ready for the next answer, unless that reply closed the interview.
  if (await input.count()) await expect(input).toHaveValue('');
}

test('flags with their evidence, strong ones left out, a manual include kept through a re-run', async ({
  browser,
  signedIn,
  researcher,
}) => {
  test.setTimeout(120_000);
  const id = await insertBuiltinChat(researcher.id, { initialMessage: 'Hi! Say hello when you are ready.', questions: QUESTIONS });
  const talk = async (page: Page, answers: [string, Way][]) => {
    await page.goto(`/interviews/${id}`);
    for (const [text, way] of answers) await answer(page, text, way);
    return (await newestDialog(id)).dialog;
  };

  const chatbot = await talk(await respondent(browser), [
    ['Hello', 'type'],
    ...CHATBOT_ANSWERS.slice(0, 3).map((t): [string, Way] => [t, 'paste']),
  ]);
  const typed = await talk(await respondent(browser), [
    ['Hello', 'type'],
    ...TYPED_ANSWERS.slice(0, 2).map((t): [string, Way] => [t, 'type']),
  ]);
  const rushed = await talk(await respondent(browser, false), [
    ['Hello', 'at-once'],
    [RUSHED_ANSWER, 'at-once'],
  ]);
  const shared = await respondent(browser);
  // Filled rather than typed key by key: short answers, and the pair's flags are about the browser and the words.
  const firstOfPair = await talk(shared, [
    ['Hello', 'at-once'],
    [SHARED_ANSWER, 'at-once'],
  ]);
  // The same browser starts again: its dialog cookie gone, its visitor cookie kept.
  const cookies = await shared.context().cookies();
  await shared.context().clearCookies({ name: cookies.find((c) => c.name.startsWith('dialog_'))!.name });
  const secondOfPair = await talk(shared, [
    ['Hi', 'at-once'],
    [SHARED_ANSWER, 'at-once'],
  ]);
  // Every respondent here came from one address, this machine's: a shared gateway, so no one is flagged for it.
  expect(new Set([chatbot.id, typed.id, rushed.id, firstOfPair.id, secondOfPair.id]).size).toBe(5);

  const page = signedIn;
  await page.goto(`/interview/setup/${id}/analysis/sample`);
  await page.getByRole('button', { name: 'Run analysis' }).click();
  await expect(page.getByRole('progressbar', { name: 'Done' })).toBeVisible({ timeout: 20_000 });
  const row = (shortLink: string) => page.locator(`[data-dialog="${shortLink}"]`);

  const chatbotRow = row(chatbot.shortLink);
  await expect(chatbotRow.locator('[data-flag="machine-written"]')).toContainText(/Strong\s*answers .* read like a chatbot: '/);
  await expect(chatbotRow.locator('[data-flag="pasted"]')).toContainText(/Strong\s*3 of 4 answers pasted, [\d,]+ characters/);
  await expect(chatbotRow).toContainText('left out by default');
  await expect(chatbotRow.getByText('Excluded', { exact: true })).toBeVisible();

  await expect(row(typed.shortLink).locator('[data-flag="machine-written"], [data-flag="pasted"], [data-flag="fast"]')).toHaveCount(0);
  await expect(row(rushed.shortLink).locator('[data-flag="fast"]')).toContainText(
    new RegExp(`Weak\\s*answer 2 faster than a person types: ${RUSHED_ANSWER.length.toLocaleString('en-US')} characters in`),
  );
  await expect(row(secondOfPair.shortLink).locator('[data-flag="repeated-answers"]')).toContainText(
    `answer 2: same answer as Dialog # ${firstOfPair.shortLink}`,
  );
  await expect(row(secondOfPair.shortLink).locator('[data-flag="same-browser"]')).toContainText(
    `same browser as Dialog # ${firstOfPair.shortLink} within an hour`,
  );
  await expect(page.locator('[data-guard-summary]')).toContainText(/2 left out by default for a strong flag/);
  await expect(page.locator('[data-flag="same-address"]')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/quality-guard-sample.png', fullPage: true });

  // The researcher keeps the chatbot's dialog, runs the sample again: the choice stays.
  await chatbotRow.getByRole('switch', { name: `Include Dialog # ${chatbot.shortLink}` }).click();
  await expect(chatbotRow).toContainText('included by you despite a strong flag');
  await page.reload();
  await page.getByRole('button', { name: 'Run analysis' }).click();
  await expect(page.getByRole('progressbar', { name: 'Done' })).toBeVisible({ timeout: 20_000 });
  await expect(chatbotRow.getByText('Included (manual)')).toBeVisible();
  await expect(chatbotRow).toContainText('included by you despite a strong flag');
  await expect(page.locator('[data-guard-summary]')).toContainText('1 of them included by you');

  await page.goto(`/interview/setup/${id}/participants`);
  await expect(page.getByRole('columnheader', { name: 'Quality guard' })).toBeVisible();
  await expect(page.locator('[data-guard-cell]').filter({ hasText: 'Reads like a chatbot (strong)' })).toHaveCount(1);
  await page.screenshot({ path: 'test-results/quality-guard-participants.png', fullPage: true });
  await page.goto(`/interview/setup/${id}/analysis/overview`);
  await expect(page.locator('[data-guard-summary]')).toContainText('Pasted in: 1 (1 strong)');
  await page.screenshot({ path: 'test-results/quality-guard-overview.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/interview/setup/${id}/analysis/sample`);
  await page.screenshot({ path: 'test-results/quality-guard-sample-phone.png', fullPage: true });
  await page.goto(`/interview/setup/${id}/participants`);
  await page.screenshot({ path: 'test-results/quality-guard-participants-phone.png', fullPage: true });
});
