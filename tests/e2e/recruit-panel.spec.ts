import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import type { Browser, Page } from '@playwright/test';
import { eq } from 'drizzle-orm';

import { CHROME } from '../../app/features/dialogs/chrome';
import { MEMBER_CHECK_CHROME } from '../../app/features/member-check/respondent-chrome';
import { RECRUIT_CHROME } from '../../app/features/recruit/recruit-chrome';
import { COFFEE_ANSWERS as ANSWERS, COFFEE_GREETING as GREETING, publishCoffeeStudy } from './coffee-chat-study';
import { expect, test } from './fixtures';
import { answerWithFollowUp } from './follow-ups';
import { reviewShot } from './review-shot';

// A Prolific participant's journey through a panel study: the link with their ids, the screener, the interview on the
// built-in engine with the member check, and back to Prolific (here a small local server standing in for it).

const EN = CHROME.English;
const MC = MEMBER_CHECK_CHROME.English;
const RC = RECRUIT_CHROME.English;
const PHONE = { width: 390, height: 844 };

/** Stands in for the panel: records the addresses respondents are sent back to. */
async function startPanel() {
  const visits: string[] = [];
  const server = http.createServer((request, response) => {
    visits.push(request.url ?? '');
    response.writeHead(200, { 'Content-Type': 'text/html' }).end('<h1>Panel</h1>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, visits, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** An interview as a researcher creates it (member check and verdict on), published, on the built-in engine, with a panel setup. */
async function panelStudy(ownerId: string, panel: string, settings: Record<string, unknown> = {}) {
  const { NO_RECRUITMENT, saveRecruitSettings } = await import('../../app/features/recruit/recruit-settings.server');
  const interviewId = await publishCoffeeStudy(ownerId, { previewTitle: 'Coffee habits' });
  saveRecruitSettings(interviewId, {
    ...NO_RECRUITMENT,
    urlVariables: ['PROLIFIC_PID', 'STUDY_ID', 'SESSION_ID'],
    personVariable: 'PROLIFIC_PID',
    completionUrl: `${panel}/complete?cc=C1A2B3&pid={PROLIFIC_PID}&study={STUDY_ID}&session={SESSION_ID}&d={dialog}`,
    screenoutUrl: `${panel}/complete?cc=SCREEN&pid={PROLIFIC_PID}`,
    completionCode: 'C1A2B3',
    screener: [
      {
        id: 'freq',
        question: 'How often do you buy coffee?',
        options: [
          { id: 'weekly', label: 'Weekly or more', qualifies: true, quota: null },
          { id: 'never', label: 'Never', qualifies: false, quota: null },
        ],
      },
      {
        id: 'where',
        question: 'Where do you usually buy it?',
        options: [
          { id: 'cafe', label: 'At a café', qualifies: true, quota: 50 },
          { id: 'shop', label: 'In a shop', qualifies: true, quota: null },
        ],
      },
    ],
    ...settings,
  });
  return interviewId;
}

async function shortLinkOf(interviewId: string, pid: string) {
  const { getDb, schema } = await import('../../db/index');
  const row = getDb()
    .select({ shortLink: schema.dialogs.shortLink })
    .from(schema.dialogRecruitment)
    .innerJoin(schema.dialogs, eq(schema.dialogs.id, schema.dialogRecruitment.dialogId))
    .where(eq(schema.dialogRecruitment.personKey, pid))
    .all();
  return row.find(Boolean)!.shortLink;
}

const bubbles = (page: Page) => page.getByRole('list', { name: 'Conversation' }).locator(':scope > li > p');
const chatInput = (page: Page) => page.getByRole('textbox', { name: EN.placeholder });
const sendButton = (page: Page) => page.getByRole('button', { name: EN.send, exact: true });
const linkOf = (pid: string) => `?PROLIFIC_PID=${pid}&STUDY_ID=study-1&SESSION_ID=session-${pid}`;

async function respondent(browser: Browser, js: boolean, width = PHONE.width) {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, javaScriptEnabled: js, viewport: { width, height: 844 } });
  return context.newPage();
}

async function say(page: Page, text: string, js: boolean) {
  const before = await bubbles(page).count();
  if (js) {
    // The page's script is running once Send waits for text (Enter before that would post the plain form).
    await expect(sendButton(page)).toBeDisabled();
    await chatInput(page).fill(text);
    await chatInput(page).press('Enter');
  } else {
    await chatInput(page).fill(text);
    await sendButton(page).click();
  }
  await expect(bubbles(page)).toHaveCount(before + 2);
  await expect(bubbles(page).last()).not.toHaveText('…');
}

async function screen(page: Page, choices: string[]) {
  for (const choice of choices) await page.getByRole('radio', { name: choice }).check();
  await page.getByRole('button', { name: RC.continue }).click();
}

for (const js of [true, false]) {
  test(`a Prolific participant ${js ? 'with' : 'without'} JavaScript, on a phone: screener, interview, member check, back to Prolific with the ids and the code; the same id resumes`, async ({
    browser,
    researcher,
  }) => {
    test.setTimeout(120_000);
    const panel = await startPanel();
    try {
      const id = await panelStudy(researcher.id, panel.base);
      const pid = `pid-${js ? 'js' : 'plain'}-${randomUUID().slice(0, 6)}`;
      const page = await respondent(browser, js);
      await page.goto(`/interviews/${id}${linkOf(pid)}`);
      await expect(page.getByRole('heading', { name: RC.screenerHeading })).toBeVisible();
      await reviewShot(page, `screener-${js ? 'js' : 'nojs'}-390`);
      await screen(page, ['Weekly or more', 'In a shop']);
      await expect(bubbles(page)).toHaveText([GREETING]);
      await say(page, 'Hello, happy to help', js);

      // The same id in another browser is the same dialog, not a new start.
      const elsewhere = await respondent(browser, js);
      await elsewhere.goto(`/interviews/${id}${linkOf(pid)}`);
      await expect(bubbles(elsewhere)).toHaveText([GREETING, 'Hello, happy to help', /./]);
      await elsewhere.context().close();

      for (const answer of ANSWERS) await answerWithFollowUp(id, answer, (text) => say(page, text, js));
      const summary = page.getByRole('form', { name: MC.summaryPrompt });
      await summary.getByRole('button', { name: MC.confirm }).click();
      const verdict = page.getByRole('region', { name: MC.verdict.heading });
      await expect(verdict).toBeVisible();
      await verdict.getByRole('button', { name: MC.verdict.skip }).click();

      const shortLink = await shortLinkOf(id, pid);
      const expected = `${panel.base}/complete?cc=C1A2B3&pid=${pid}&study=study-1&session=session-${pid}&d=${shortLink}`;
      const back = page.getByRole('link', { name: 'Return to 127.0.0.1' });
      if (js) {
        await expect(page.getByText(RC.redirecting)).toBeVisible();
        await reviewShot(page, 'end-js-390');
        await page.waitForURL(expected, { timeout: 10_000 });
        expect(panel.visits).toContain(expected.slice(panel.base.length));
      } else {
        await expect(back).toHaveAttribute('href', expected);
        await expect(page.getByText('Completion code: C1A2B3')).toBeVisible();
        await expect(page.getByText(RC.redirecting)).toBeHidden();
        await reviewShot(page, 'end-nojs-390');
      }

      // After completing, the same id says they have taken part, with the way back again.
      const again = await respondent(browser, false);
      await again.goto(`/interviews/${id}${linkOf(pid)}`);
      await expect(again.getByRole('status').filter({ hasText: RC.takenPart })).toBeVisible();
      await expect(again.getByRole('link', { name: 'Return to 127.0.0.1' })).toHaveAttribute('href', expected);
      expect(await again.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

      // A participant who does not qualify ends politely and goes back with the screen-out address.
      const out = await respondent(browser, js);
      await out.goto(`/interviews/${id}${linkOf(`${pid}-out`)}`);
      await screen(out, ['Never', 'At a café']);
      await expect(out.getByRole('status').filter({ hasText: RC.screenedOut })).toBeVisible();
      const screenout = `${panel.base}/complete?cc=SCREEN&pid=${pid}-out`;
      if (js) await out.waitForURL(screenout, { timeout: 10_000 });
      else await expect(out.getByRole('link', { name: 'Return to 127.0.0.1' })).toHaveAttribute('href', screenout);
    } finally {
      await panel.close();
    }
  });
}

test('the screener, the screen-out page and the full study, at 1280 and 390 px', async ({ browser, researcher }) => {
  const panel = await startPanel();
  try {
    const id = await panelStudy(researcher.id, panel.base);
    const full = await panelStudy(researcher.id, panel.base, { targetCompletes: 0 });
    for (const width of [1280, 390]) {
      const page = await respondent(browser, false, width);
      await page.goto(`/interviews/${id}${linkOf(`shots-${width}`)}`);
      await reviewShot(page, `screener-${width}`);
      await screen(page, ['Never', 'In a shop']);
      await expect(page.getByRole('status').filter({ hasText: RC.screenedOut })).toBeVisible();
      await reviewShot(page, `screened-out-${width}`);
      await page.goto(`/interviews/${full}${linkOf(`full-${width}`)}`);
      await expect(page.getByRole('status').filter({ hasText: RC.full })).toBeVisible();
      await reviewShot(page, `full-${width}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.context().close();
    }
  } finally {
    await panel.close();
  }
});
