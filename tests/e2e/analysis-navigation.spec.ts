import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { COMMUTER_COFFEE } from '../fixtures/themes/commuter-coffee';
import { expect, test } from './fixtures';
import { signInAs } from './sign-in-as';

const HOUR = 3_600_000;
// Eight respondents answering five questions: forty answers, a long report (more than LONG_REPORT.answers).
const RESPONDENTS = COMMUTER_COFFEE.respondents.filter((r) => r.kind === 'good').slice(0, 8);

async function seedStudy(ownerId: string) {
  const { seedPublishedStudy } = await import('../support/dialog-seeds');
  const dialogs = RESPONDENTS.map((respondent) =>
    respondent.answers.flatMap((answer, q) => [
      { role: 'assistant' as const, content: COMMUTER_COFFEE.questions[q]!.description, questionIndex: q },
      { role: 'user' as const, content: answer.text },
    ]),
  );
  const { title, goal, questions } = COMMUTER_COFFEE;
  return seedPublishedStudy(ownerId, { title, goal, questions }, dialogs, { startedAgo: RESPONDENTS.length * HOUR, lasting: 1_800_000 }).id;
}

const sectionIndex = (page: Page) => page.getByRole('navigation', { name: 'On this page' });

type Owner = { id: string; email: string; password: string };

/**
 * The study analysed by the first test of this file that needs one, for the next to go on with as its owner: the
 * analysis is the same for both, and tests of a file run in order in one worker (a test run alone, or after a failure
 * in a fresh worker, analyses its own). Only the later test votes and edits, so the first reads a fresh analysis.
 */
let analysed: { owner: Owner; url: string } | undefined;

/** The study analysed through the page, as a researcher does: Run Analysis, then the page once it is done. */
async function analysedStudy(page: Page, owner: Owner) {
  if (analysed) {
    await signInAs(page, analysed.owner);
    await page.goto(analysed.url);
    return analysed.url;
  }
  test.setTimeout(150_000); // forty answers coded on the built-in engine, and a page of them checked by axe
  const id = await seedStudy(owner.id);
  const url = `/interview/setup/${id}/analysis/ai`;
  await page.goto(url);
  await page.getByRole('button', { name: 'Run Analysis' }).click();
  await expect(page.locator('summary', { hasText: 'Individual Dialogs' })).toContainText(
    `${RESPONDENTS.length} OK of ${RESPONDENTS.length}`,
    { timeout: 60_000 },
  );
  // Every part has ended: the page no longer reloads itself (a reload firing during the next navigation aborts it).
  await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0, { timeout: 60_000 });
  await page.goto(url);
  analysed = { owner, url };
  return url;
}

async function severeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a long report opens on its section index; a skip link takes the keyboard into its section', async ({
  signedIn: page,
  researcher,
}) => {
  const url = await analysedStudy(page, researcher);

  // Every section is one summary line, and the index says the same as each line (read in one go: the page is large).
  const index = sectionIndex(page);
  await expect(index.getByRole('link')).toHaveCount(9);
  const entries = await index.evaluate((nav) =>
    [...nav.querySelectorAll('li')].map((item) => {
      const id = item.querySelector('a')!.getAttribute('href')!.slice(1);
      const content = document.getElementById(id)!;
      const summary = content.closest('details')!.querySelector('summary')!;
      return {
        link: item.querySelector('a')!.textContent,
        line: item.querySelector('span')!.textContent,
        heading: summary.querySelector('h2')!.textContent,
        summary: summary.textContent,
        open: content.closest('details')!.open,
      };
    }),
  );
  for (const entry of entries) {
    expect(entry.heading).toBe(entry.link);
    expect(entry.summary).toBe(`${entry.heading}${entry.line}`);
    expect(entry.open).toBe(false);
  }
  await expect(index).toContainText(
    `${RESPONDENTS.length * COMMUTER_COFFEE.questions.length} answers to ${COMMUTER_COFFEE.questions.length} questions`,
  );
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(3000);

  // From the top of the page, a few Tabs reach the index; its link moves focus into the section, opened.
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  let tabs = 0;
  while ((await page.evaluate(() => document.activeElement?.getAttribute('href'))) !== '#individual-answers' && tabs < 40) {
    await page.keyboard.press('Tab');
    tabs++;
  }
  expect(tabs).toBeLessThanOrEqual(25);
  await page.keyboard.press('Enter');
  const answers = page.locator('#individual-answers');
  await expect(answers).toBeVisible();
  await expect(answers).toBeFocused();
  await expect(page).toHaveURL(/#individual-answers$/);
  await page.keyboard.press('Tab');
  expect(await answers.evaluate((section) => section.contains(document.activeElement) && section !== document.activeElement)).toBe(true);

  // Answers are grouped by question, each group one line with its count until opened.
  const question = COMMUTER_COFFEE.questions[2]!.title;
  const group = answers.locator('details', { has: page.getByRole('heading', { name: question }) });
  await expect(group.locator('summary')).toContainText(`${RESPONDENTS.length} answers`);
  await expect(group.getByRole('list')).toBeHidden();
  await group.locator('summary').click();

  // A vote button names what it votes on: the quote's dialog and first words.
  const quote = group.locator('li[id*="-quote-"]').first();
  const text = (await quote.locator('blockquote').innerText()).replace(/^“|”$/g, '');
  const dialog = (await quote.getByRole('link', { name: /View in Interview/ }).innerText()).split(' · ')[0]!;
  const firstWords = escape(text.split(/\s+/).slice(0, 3).join(' '));
  await expect(quote.getByRole('button', { name: /^Accept/ })).toHaveAccessibleName(
    new RegExp(`^Accept quote from ${escape(dialog)}: “${firstWords}`),
  );
  await expect(quote.getByRole('button', { name: /^Reject/ })).toHaveAccessibleName(
    new RegExp(`^Reject quote from ${escape(dialog)}: “${firstWords}`),
  );
  await expect(page.getByRole('button', { name: 'Accept', exact: true, includeHidden: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reject', exact: true, includeHidden: true })).toHaveCount(0);

  // No id twice on the page: every skip link and return anchor leads to one place.
  const repeated = await page.evaluate(() => {
    const seen = new Map<string, number>();
    for (const element of document.querySelectorAll('[id]')) seen.set(element.id, (seen.get(element.id) ?? 0) + 1);
    return [...seen].filter(([, n]) => n > 1).map(([id]) => id);
  });
  expect(repeated).toEqual([]);
  expect(await severeViolations(page)).toEqual([]);

  // The section a URL points to opens when the page loads; the others keep their summary line.
  await page.goto('about:blank');
  await page.goto(`${url}#key-topics`);
  await expect(page.locator('#key-topics')).toBeVisible();
  await expect(page.locator('#key-topics')).toBeInViewport();
  await expect(page.locator('#coding-blocks-analysis')).toBeHidden();
});

test('the report selector opens on Enter and on Space', async ({ signedIn: page, researcher }) => {
  const id = await seedStudy(researcher.id);
  const { createReport } = await import('../../app/features/analysis/reports/reports.server');
  await page.goto(`/interview/setup/${id}/analysis/ai`);
  const other = createReport(id, 'Second look');
  await page.reload();
  const selector = page.getByRole('button', { name: /^Report/ });
  const list = page.getByRole('listbox');

  await selector.focus();
  await page.keyboard.press('Enter');
  await expect(list).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(selector).toBeFocused();

  await page.keyboard.press('Space');
  await expect(list).toBeVisible();
  await page.keyboard.type('Sec'); // the list finds an option by its first letters
  await expect(list.getByRole('option', { name: 'Second look' })).toHaveAttribute('data-focus', '');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`\\?report=${other.id}`));
  await expect(selector).toContainText('Second look');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('a vote comes back to the quote voted on, its section open', async ({ signedIn: page, researcher }) => {
    await analysedStudy(page, researcher);
    const answers = page.locator('#individual-answers');
    await expect(answers).toBeHidden();
    // The index's link opens the collapsed section (the browser does, for a link into a <details>).
    await sectionIndex(page).getByRole('link', { name: 'Individual Answers' }).click();
    await expect(answers).toBeVisible();
    const group = answers.locator('details', { has: page.getByRole('heading', { name: COMMUTER_COFFEE.questions[3]!.title }) });
    await group.locator('summary').click();
    const quote = group.locator('li[id*="-quote-"]').nth(6);
    const anchor = (await quote.getAttribute('id'))!;
    await quote.getByRole('button', { name: /^Accept quote from/ }).click();

    // A plain post and its redirect: back at the quote, its question and section open, the vote shown.
    await expect(page).toHaveURL(new RegExp(`#${escape(anchor)}$`));
    const voted = page.locator(`[id="${anchor}"]`);
    await expect(voted.getByRole('button', { name: /^Accept quote from/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(voted).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(800);

    // Edit Answer: its dialog shows on a page whose sections start collapsed, and saving comes back to the answer.
    const answer = page.locator('#individual-answers li[data-answer]').nth(30);
    const answerId = (await answer.getAttribute('id'))!;
    await answer.getByRole('link', { name: /^Edit answer of/ }).click();
    const modal = page.getByRole('dialog', { name: 'Edit Answer' });
    await expect(modal).toBeVisible();
    await modal.getByLabel('Answer').fill('Edited without scripts.');
    await modal.getByRole('button', { name: 'Save Answer' }).click();
    await expect(page).toHaveURL(new RegExp(`#${escape(answerId)}$`));
    await expect(page.locator(`[id="${answerId}"]`)).toContainText('Edited without scripts.');
    await expect(page.locator(`[id="${answerId}"]`)).toBeInViewport();
  });
});
