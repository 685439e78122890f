import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page, Request } from '@playwright/test';

import { PRIVACY_URL_REFUSED } from '../../app/features/consent/consent-settings-schema';
import { CONSENT_CHROME } from '../../app/features/consent/consent-texts';
import { CHROME } from '../../app/features/dialogs/chrome';
import { insertBuiltinChat } from './coffee-chat-study';
import { expect, test } from './fixtures';

// Consent before the first question, on a phone: the researcher turns it on in Setup, and a respondent agrees before
// the greeting, with JavaScript and without it.

const PHONE = { width: 390, height: 844 };
const GREETING = 'Hi! Thanks for joining this short chat about your coffee habits. Say hello when you are ready.';
const QUESTION = 'How do you usually make your coffee in the morning?';
const ANSWER = 'Hello, I am happy to take part in this interview about coffee today.';
const EN = CONSENT_CHROME.English;
const BUDGET_BYTES = 15 * 1000;

const bubbles = (page: Page) => page.getByRole('list', { name: 'Conversation' }).locator(':scope > li > p');

async function consentStudy(ownerId: string, privacyUrl: string | null = null) {
  const id = await insertBuiltinChat(ownerId, { initialMessage: GREETING, questions: [QUESTION] });
  const { getDb, schema } = await import('../../db/index');
  const { eq } = await import('drizzle-orm');
  getDb().update(schema.interviews).set({ requireConsent: true, privacyUrl }).where(eq(schema.interviews.id, id)).run();
  return id;
}

async function respondentPage(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled });
  return { page: await context.newPage(), close: () => context.close() };
}

/** Bytes on the wire (headers and compressed body) of everything the page loaded but images. */
function wireBytes(page: Page) {
  const requests: Request[] = [];
  page.on('requestfinished', (request) => requests.push(request));
  return async () => {
    let total = 0;
    for (const request of requests.filter((r) => r.resourceType() !== 'image')) {
      const sizes = await request.sizes();
      total += sizes.responseHeadersSize + sizes.responseBodySize;
    }
    return total;
  };
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('Setup turns consent on; a privacy link that is not a web address is refused under its field', async ({
    signedIn: page,
    researcher,
  }) => {
    const id = await insertBuiltinChat(researcher.id, { initialMessage: GREETING, questions: [QUESTION] });
    await page.goto(`/interview/setup/${id}`);
    await page.getByLabel('Ask for consent before the interview').check();
    const link = page.getByLabel('Privacy notice link (optional)');
    await link.fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(link).toHaveAccessibleDescription(new RegExp(PRIVACY_URL_REFUSED.replace(/[/:.]/g, '\\$&')));
    await link.fill('https://example.org/privacy');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status').getByText('Settings saved successfully!', { exact: true })).toBeVisible();
    const { getDb, schema } = await import('../../db/index');
    const { eq } = await import('drizzle-orm');
    expect(getDb().select().from(schema.interviews).where(eq(schema.interviews.id, id)).get()).toMatchObject({
      requireConsent: true,
      privacyUrl: 'https://example.org/privacy',
    });
  });

  test('with JavaScript: the consent screen first, within 15 kB and accessible; “I agree”, then the greeting and the interview', async ({
    researcher,
    browser,
  }) => {
    const id = await consentStudy(researcher.id, 'https://example.org/privacy');
    const respondent = await respondentPage(browser, true);
    const weigh = wireBytes(respondent.page);
    const first = await respondent.page.goto(`/interviews/${id}`);
    expect(await first!.text()).not.toMatch(/<script[^>]*\bsrc=|modulepreload|__remixContext/);
    await expect(respondent.page.getByRole('heading', { name: EN.heading })).toBeVisible();
    await expect(respondent.page.getByText('its replies come from the built-in engine on this server')).toBeVisible();
    await expect(respondent.page.getByRole('link', { name: EN.privacyNotice })).toHaveAttribute('href', 'https://example.org/privacy');
    await expect(respondent.page.getByText(GREETING)).toHaveCount(0);
    const onTheWire = await weigh();
    test.info().annotations.push({ type: 'consent screen on the wire', description: `${onTheWire} bytes` });
    expect(onTheWire).toBeLessThanOrEqual(BUDGET_BYTES);
    const results = await new AxeBuilder({ page: respondent.page }).analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

    await respondent.page.getByRole('button', { name: EN.agree }).click();
    await expect(bubbles(respondent.page)).toHaveText([GREETING]);
    // The page's script has taken over once Send waits for words (without it, Send is a plain form button and Enter in
    // the input only starts a new line).
    await expect(respondent.page.getByRole('button', { name: CHROME.English.send, exact: true })).toBeDisabled();
    await respondent.page.getByRole('textbox', { name: CHROME.English.placeholder }).fill(ANSWER);
    await respondent.page.getByRole('textbox', { name: CHROME.English.placeholder }).press('Enter');
    await expect(bubbles(respondent.page).last()).toHaveText(new RegExp(QUESTION.replace(/[?.]/g, '\\$&')));
    await respondent.close();
  });

  test('without JavaScript: “I agree” is a form post, then the interview; “I do not agree” ends politely', async ({
    researcher,
    browser,
  }) => {
    const id = await consentStudy(researcher.id);
    const respondent = await respondentPage(browser, false);
    const { page } = respondent;
    await page.goto(`/interviews/${id}`);
    await expect(page.getByRole('heading', { name: EN.heading })).toBeVisible();
    await page.getByRole('button', { name: EN.agree }).click();
    await expect(bubbles(page)).toHaveText([GREETING]);
    await page.getByRole('textbox', { name: CHROME.English.placeholder }).fill(ANSWER);
    await page.getByRole('button', { name: CHROME.English.send, exact: true }).click();
    await expect(bubbles(page)).toHaveCount(3);
    await expect(bubbles(page).last()).toHaveText(new RegExp(QUESTION.replace(/[?.]/g, '\\$&')));
    await respondent.close();

    const other = await respondentPage(browser, false);
    await other.page.goto(`/interviews/${id}`);
    await other.page.getByRole('button', { name: EN.decline }).click();
    await expect(other.page.getByRole('status')).toHaveText(EN.declined);
    await expect(other.page.getByText(GREETING)).toHaveCount(0);
    await other.close();
  });
});
