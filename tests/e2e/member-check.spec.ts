import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';

import { CHROME } from '../../app/features/dialogs/chrome';
import { MEMBER_CHECK_PHRASES } from '../../app/features/member-check/phrases';
import { MEMBER_CHECK_CHROME } from '../../app/features/member-check/respondent-chrome';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium';
import { COFFEE_ANSWERS as ANSWERS, COFFEE_GREETING as GREETING, publishCoffeeStudy } from './coffee-chat-study';
import { expect, signIn, test } from './fixtures';
import { answerWithFollowUp } from './follow-ups';
import { reviewShot } from './review-shot';

const EN = CHROME.English;

// Chromium's fake capture device plays a tone into getUserMedia (the voice test records with it).
test.use({ launchOptions: { executablePath: chromiumPath, args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream'] } });
const MC = MEMBER_CHECK_CHROME.English;
const SAY = MEMBER_CHECK_PHRASES.English;
const CORRECTION = 'Not quite: I buy it at the kiosk inside the station, not at a cafe.';

/** An interview as a researcher creates it (its defaults: the member check and the verdict on), published, built-in. */
const createInterview = (ownerId: string, method: 'chat' | 'audio' = 'chat') =>
  publishCoffeeStudy(ownerId, { method, audioInputEngine: 'eleven-labs' });

async function checksOf(interviewId: string) {
  const { getDb, schema } = await import('../../db/index');
  const rows = getDb()
    .select({ check: schema.memberChecks, shortLink: schema.dialogs.shortLink })
    .from(schema.dialogs)
    .leftJoin(schema.memberChecks, eq(schema.memberChecks.dialogId, schema.dialogs.id))
    .where(eq(schema.dialogs.interviewId, interviewId))
    .all();
  return rows;
}

async function verdictOf(dialogId: string) {
  const { getDb, schema } = await import('../../db/index');
  return getDb().select().from(schema.respondentVerdicts).where(eq(schema.respondentVerdicts.dialogId, dialogId)).get();
}

const bubbles = (page: Page) => page.getByRole('list', { name: 'Conversation' }).locator(':scope > li > p');
const chatInput = (page: Page) => page.getByRole('textbox', { name: EN.placeholder });
const sendButton = (page: Page) => page.getByRole('button', { name: EN.send, exact: true });
const summaryBar = (page: Page) => page.getByRole('form', { name: MC.summaryPrompt });

async function respondent(browser: Browser, options: { js: boolean; width: number }) {
  const context = await browser.newContext({
    baseURL: process.env.E2E_BASE_URL,
    javaScriptEnabled: options.js,
    viewport: { width: options.width, height: options.width < 500 ? 844 : 900 },
  });
  return context.newPage();
}

/** Sends one message as a person would and waits for the interviewer's answer. */
async function say(page: Page, text: string, js: boolean, path: string) {
  const before = await bubbles(page).count();
  if (js) {
    await expect(sendButton(page)).toBeDisabled();
    await chatInput(page).fill(text);
    await chatInput(page).press('Enter');
    await expect(bubbles(page)).toHaveCount(before + 2);
    await expect(bubbles(page).last()).not.toHaveText('…');
  } else {
    await chatInput(page).fill(text);
    await sendButton(page).click();
    await expect(page).toHaveURL(new RegExp(`${path}#end$`));
    await expect(bubbles(page)).toHaveCount(before + 2);
  }
}

/** Greets and answers the guide; the summary is then on screen with Confirm and Skip. */
async function answerTheGuide(page: Page, interviewId: string, js: boolean) {
  const path = `/interviews/${interviewId}`;
  await page.goto(path);
  await expect(bubbles(page)).toHaveText([GREETING]);
  await say(page, 'Hello, happy to help', js, path);
  // The interviewer may follow up on a detail of an answer ("the small cafe"): that is all there is to say.
  for (const answer of ANSWERS) await answerWithFollowUp(interviewId, answer, (text) => say(page, text, js, path));
  await expect(bubbles(page).last()).toHaveText(
    [SAY.intro, `• Habits: “${ANSWERS[0]}”`, `• Wishes: “${ANSWERS[1]}”`, '', SAY.ask].join('\n'),
  );
  await expect(summaryBar(page)).toBeVisible();
  await expect(chatInput(page)).toHaveAttribute('placeholder', MC.correctionPlaceholder);
  return path;
}

test('three respondents confirm, correct and skip the summary, with and without JavaScript, on a phone and a desktop; the owner sees each outcome everywhere', async ({
  browser,
  researcher,
}) => {
  // Each respondent answers a follow-up too: one more turn each.
  test.setTimeout(150_000);
  const id = await createInterview(researcher.id);

  // With JavaScript, on a desktop: Confirm is one tap; then the two verdict questions.
  const confirmer = await respondent(browser, { js: true, width: 1280 });
  await answerTheGuide(confirmer, id, true);
  await reviewShot(confirmer, 'summary-js-1280');
  await summaryBar(confirmer).getByRole('button', { name: MC.confirm }).click();
  await expect(bubbles(confirmer).last()).toContainText(`${SAY.thanksConfirm}\n\nThat was my last question.`);
  await expect(summaryBar(confirmer)).toHaveCount(0);
  await expect(confirmer.getByRole('status').filter({ hasText: EN.thankYou })).toBeVisible();
  const verdict = confirmer.getByRole('region', { name: MC.verdict.heading });
  await expect(verdict).toBeVisible();
  await reviewShot(confirmer, 'verdict-js-1280');
  await verdict.getByRole('button', { name: MC.verdict.capturedViewsOptions[3] }).click();
  await expect(verdict.getByRole('button', { name: MC.verdict.capturedViewsOptions[3] })).toHaveAttribute('aria-pressed', 'true');
  await verdict.getByRole('button', { name: MC.verdict.preferredModeOptions['ai-chat'] }).click();
  await expect(confirmer.getByText(MC.verdict.thanks)).toBeVisible();

  // With JavaScript, on a phone: a correction typed in the usual input; the summary comes back with it.
  const corrector = await respondent(browser, { js: true, width: 390 });
  await answerTheGuide(corrector, id, true);
  await reviewShot(corrector, 'summary-js-390');
  // The page's script is running once Send waits for text.
  await expect(sendButton(corrector)).toBeDisabled();
  await chatInput(corrector).fill(CORRECTION);
  await chatInput(corrector).press('Enter');
  // The correction takes the place of the point it corrects.
  await expect(bubbles(corrector).last()).toContainText(
    `${SAY.thanksCorrection}\n• ${SAY.correctionOf('Habits')}: “${CORRECTION.replace('Not quite: ', '')}”\n• Wishes: “${ANSWERS[1]}”`,
  );
  await expect(corrector.getByRole('status').filter({ hasText: EN.thankYou })).toBeVisible();
  await reviewShot(corrector, 'corrected-js-390');

  // Without JavaScript, on a phone: Skip is a button of a plain form; so are the verdict questions.
  const skipper = await respondent(browser, { js: false, width: 390 });
  const path = await answerTheGuide(skipper, id, false);
  await reviewShot(skipper, 'summary-nojs-390');
  await summaryBar(skipper).getByRole('button', { name: MC.skip }).click();
  await expect(skipper).toHaveURL(new RegExp(`${path}#end$`));
  await expect(bubbles(skipper).last()).toContainText(`${SAY.skipped}\n\nThat was my last question.`);
  await expect(skipper.getByRole('region', { name: MC.verdict.heading })).toBeVisible();
  await skipper.getByRole('button', { name: MC.verdict.skip }).click();
  await expect(skipper.getByRole('region', { name: MC.verdict.heading })).toHaveCount(0);
  await expect(skipper.getByText(EN.thankYou)).toBeVisible();

  // Without JavaScript, on a desktop: Confirm, then the verdict, one tap (one page load) each.
  const plain = await respondent(browser, { js: false, width: 1280 });
  await answerTheGuide(plain, id, false);
  await summaryBar(plain).getByRole('button', { name: MC.confirm }).click();
  await expect(bubbles(plain).last()).toContainText(SAY.thanksConfirm);
  await plain.getByRole('button', { name: MC.verdict.capturedViewsOptions[4] }).click();
  await expect(plain.getByRole('button', { name: MC.verdict.capturedViewsOptions[4] })).toHaveAttribute('aria-pressed', 'true');
  await reviewShot(plain, 'verdict-nojs-1280');
  await plain.getByRole('button', { name: MC.verdict.preferredModeOptions['no-preference'] }).click();
  await expect(plain.getByText(MC.verdict.thanks)).toBeVisible();

  const rows = await checksOf(id);
  expect(rows.map((r) => r.check?.verdict).sort()).toEqual(['confirmed', 'confirmed', 'corrected', 'skipped']);
  const byVerdict = (verdict: string) => rows.filter((r) => r.check?.verdict === verdict);
  const verdicts = await Promise.all(byVerdict('confirmed').map((r) => verdictOf(r.check!.dialogId)));
  expect(verdicts.map((v) => [v?.capturedViews, v?.preferredMode]).sort()).toEqual([
    [3, 'ai-chat'],
    [4, 'no-preference'],
  ]);

  // The owner, on a desktop and on a phone: signed in through the form once, the later contexts with its cookies.
  let ownerSession: BrowserContextOptions['storageState'];
  for (const width of [1280, 390]) {
    const context = await browser.newContext({
      baseURL: process.env.E2E_BASE_URL,
      viewport: { width, height: width < 500 ? 844 : 900 },
      storageState: ownerSession,
    });
    const owner = await context.newPage();
    if (!ownerSession) {
      await signIn(owner, researcher.email, researcher.password);
      await expect(owner).toHaveURL(/\/dashboard$/);
      ownerSession = await context.storageState();
    }
    await owner.goto(`/interview/setup/${id}/participants`);
    for (const [verdict, label] of [
      ['confirmed', 'Confirmed'],
      ['corrected', 'Corrected'],
      ['skipped', 'Skipped'],
    ] as const)
      for (const row of byVerdict(verdict))
        await expect(owner.getByRole('row').filter({ hasText: `Dialog # ${row.shortLink}` })).toContainText(label);
    await reviewShot(owner, `participants-${width}`);

    const corrected = byVerdict('corrected')[0]!;
    await owner
      .getByRole('row')
      .filter({ hasText: `Dialog # ${corrected.shortLink}` })
      .getByRole('link', { name: `Dialog # ${corrected.shortLink}`, exact: true })
      .click();
    const block = owner.getByRole('region', { name: 'Corrected by the respondent' });
    await expect(block).toContainText(`Habits: “${ANSWERS[0]}”`);
    await expect(block).toContainText(CORRECTION);
    await reviewShot(owner, `transcript-corrected-${width}`);
    const confirmed = byVerdict('confirmed')[0]!;
    await owner.goto(`/interview/setup/${id}/participants/${confirmed.check!.dialogId}`);
    await expect(owner.getByRole('region', { name: 'Summary confirmed by the respondent' })).toBeVisible();

    await owner.goto(`/interview/setup/${id}/analysis/overview`);
    await expect(owner.getByText('2 of 4 confirmed, 1 corrected, 1 skipped')).toBeVisible();
    await expect(owner.getByText('Mean 3.5 of 4 (2 answers).')).toBeVisible();
    await expect(owner.getByText('Published reference: 3.57 of 4 (Geiecke & Jaravel).')).toBeVisible();
    await reviewShot(owner, `overview-${width}`);
    await context.close();
  }

  // Both Word files: the participants' transcripts and the analysis report.
  const { getDb, schema } = await import('../../db/index');
  const report = getDb().select().from(schema.reports).where(eq(schema.reports.interviewId, id)).get()!;
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, storageState: ownerSession });
  const owner = await context.newPage();
  const wordText = async (url: string) => {
    const response = await owner.request.get(url);
    expect(response.status()).toBe(200);
    return strFromU8(unzipSync(new Uint8Array(await response.body()))['word/document.xml']!).replace(/<[^>]+>/g, ' ');
  };
  const transcripts = await wordText(`/api/interview/${id}/export.docx`);
  for (const heading of ['Summary confirmed by the respondent', 'Corrected by the respondent', 'Summary skipped by the respondent'])
    expect(transcripts).toContain(heading);
  expect(transcripts).toContain(CORRECTION);
  const analysis = await wordText(`/api/report/${report.id}/export.docx`);
  expect(analysis).toContain('2 of 4 confirmed, 1 corrected, 1 skipped');
  await context.close();
});

test.describe('by voice, in an audio interview', () => {
  test.use({ permissions: ['microphone'] });
  // The fake provider's speech-to-text hears this in every recording (tests/support/fake-openai-cli.ts).
  const SPOKEN = 'I buy my coffee at the station';

  test('the summary is spoken, and a spoken answer corrects it', async ({ page, researcher }) => {
    // Six or so recordings, each a second and a half with its transcription.
    test.setTimeout(90_000);
    const id = await createInterview(researcher.id, 'audio');
    // What the browser's voice says, in order (no server voice is set up here).
    await page.addInitScript(() => {
      const spoken: string[] = [];
      (window as unknown as { spoken: string[] }).spoken = spoken;
      const speak = window.speechSynthesis.speak.bind(window.speechSynthesis);
      window.speechSynthesis.speak = (utterance: SpeechSynthesisUtterance) => {
        if (utterance.text) spoken.push(utterance.text);
        speak(utterance);
      };
    });
    const record = async () => {
      const transcribed = page.waitForResponse((r) => r.url().endsWith('/api/speech-to-text'));
      await page.getByRole('button', { name: EN.record }).click();
      await page.waitForTimeout(1200);
      await page.getByRole('button', { name: EN.stopRecording }).click();
      expect((await transcribed).status()).toBe(200);
    };
    await page.goto(`/interviews/${id}`);
    // Each answer is spoken; a short one earns a follow-up, so the guide takes a few turns to reach its end.
    for (let turn = 0; turn < 10 && !(await summaryBar(page).isVisible()); turn++) {
      const count = await bubbles(page).count();
      await record();
      await expect(bubbles(page)).toHaveCount(count + 2);
      // The reply's bubble shows as it starts streaming; the turn is over (and a summary shown) once the button is back.
      await expect(page.getByRole('button', { name: EN.record })).toBeEnabled({ timeout: 20_000 });
    }
    await expect(summaryBar(page)).toBeVisible();
    // A sentence said twice is read back once.
    // Quoted as said: the summary adds nothing to the respondent's words, not even a full stop.
    await expect(bubbles(page).last()).toContainText(`${SAY.intro}\n• Habits: “${SPOKEN}”\n• Wishes: “${SPOKEN}”`);
    await expect(bubbles(page).last()).toContainText(SAY.ask);
    await expect.poll(() => page.evaluate(() => (window as unknown as { spoken: string[] }).spoken.at(-1))).toContain(SAY.intro);
    await reviewShot(page, 'audio-summary-1280');

    await record();
    // The same words as both answers: a correction of both points, read back once.
    await expect(bubbles(page).last()).toContainText(`• ${SAY.correctionOf('Habits, Wishes')}: “${SPOKEN}”`);
    await expect(page.getByRole('status').filter({ hasText: EN.thankYou })).toBeVisible();
    const [row] = await checksOf(id);
    expect(row!.check).toMatchObject({ verdict: 'corrected' });
  });
});
