import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { ANSWERS, QUESTIONS, seedGroceryStudy } from './grocery-study';
import { signInAs } from './sign-in-as';

async function severeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

type Owner = { id: string; email: string; password: string };

/**
 * The study the first test analyses through the page (and votes and edits on), for the phone test to read as its owner:
 * any analysed study fits its check of the layout. Tests of a file run in order in one worker; the phone test run
 * alone, or after a failure in a fresh worker, analyses its own.
 */
let analysed: { owner: Owner; id: string; dialogs: { id: string }[] } | undefined;

test('run the coding, read the sections, edit an answer, vote on a quote and open it in its interview', async ({
  signedIn: page,
  researcher,
}) => {
  // Run Analysis does the whole analysis before the sections are read.
  test.slow();
  const { id, dialogs } = await seedGroceryStudy(researcher.id);
  await page.goto(`/interview/setup/${id}/analysis/ai`);
  // No analysis model is configured here: the built-in engine is the default, and the others say where they run.
  await expect(page.locator('#coding-model')).toHaveValue('builtin');
  await expect(page.locator('#coding-model').locator('option', { hasText: 'GPT-4o (not configured: uses Built-in)' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Clear Cache' })).toHaveCount(0);
  // What the offline grouping is worth, said before its counts are read.
  await expect(page.locator('#coding-model-hint')).toHaveText(
    'Offline: answers are cut into clauses and grouped across the dialogs by meaning and shared words; a topic’s count is the dialogs in its group. The grouping is approximate, so read a topic’s dialogs before you quote its count.',
  );
  expect(await severeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Run Analysis' }).click();
  const bar = page.getByRole('progressbar', { name: 'Done: the whole analysis' });
  await expect(bar).toBeVisible({ timeout: 20_000 });
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
  analysed = { owner: researcher, id, dialogs };

  // Individual Dialogs: every dialog OK with its topics count; the first one's topics with their quotes.
  const first = page.locator(`[data-dialog="${dialogs[0]!.id}"]`);
  await expect(first.getByText('OK', { exact: true })).toBeVisible();
  // The section's summary line (the page's section index says the same).
  await expect(page.locator('summary', { hasText: 'Individual Dialogs' }).getByText('3 OK of 3')).toBeVisible();
  await first.getByText('Show topics').click();
  const topic = first.locator('li', { has: page.getByRole('heading', { name: 'Big supermarket' }) }).first();
  await expect(topic).toContainText('Mentioned twice in this answer');
  await expect(topic).toContainText('No votes yet');
  await expect(topic.getByText('Verbatim').first()).toBeVisible();

  // A vote: the topic's agreement follows.
  await topic.getByRole('button', { name: 'Accept' }).first().click();
  await expect(topic.getByRole('button', { name: 'Accept' }).first()).toHaveAttribute('aria-pressed', 'true');
  await expect(topic).toContainText('Agreement: 100 % accepted of 1 vote');

  // Individual Answers: the respondent's words, grouped by question; Edit Answer keeps the original.
  const answers = page.locator('#individual-answers');
  await expect(answers.getByRole('heading', { name: QUESTIONS[1]!.title })).toBeVisible();
  await expect(answers).toContainText(ANSWERS[1]![1]!);
  await answers
    .getByRole('link', { name: `Edit answer of ${dialogs[0]!.label}` })
    .nth(1)
    .click();
  const modal = page.getByRole('dialog', { name: 'Edit Answer' });
  await expect(modal).toBeVisible();
  const save = modal.getByRole('button', { name: 'Save Answer' });
  await modal.getByLabel('Answer').fill('   ');
  await expect(save).toBeDisabled();
  await modal.getByLabel('Answer').fill('Wants an evening delivery slot (works late).');
  await save.click();
  await expect(modal).toHaveCount(0);
  const edited = answers.locator('li', { hasText: 'Wants an evening delivery slot (works late).' });
  await expect(edited.getByText('Edited')).toBeVisible();
  await edited.getByText('Show the AI’s original answer').click();
  await expect(edited).toContainText(ANSWERS[0]![1]!);
  expect(await severeViolations(page)).toEqual([]);

  // View in Interview: the transcript with the quoted span marked.
  await topic
    .getByRole('link', { name: `${dialogs[0]!.label} · View in Interview` })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/participants/${dialogs[0]!.id}\\?quote=\\d+-\\d+#message-`));
  const mark = page.locator('mark[data-quote]');
  await expect(mark).toHaveText('I usually shop at the big supermarket on Saturdays.');
  expect(await severeViolations(page)).toEqual([]);
});

test('Analysis Settings edits the coding blocks with autosave', async ({ signedIn: page, researcher }) => {
  const { id } = await seedGroceryStudy(researcher.id);
  await page.goto(`/interview/setup/${id}/analysis/ai`);
  await page.getByRole('link', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Analysis Settings' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Block 2 title').fill('What would make shopping easier?');
  await dialog.getByLabel('Block 2 title').blur();
  await expect(dialog.getByText('Saved', { exact: true })).toBeVisible();
  await dialog.getByLabel('Title', { exact: true }).fill('Prices');
  await dialog.getByRole('button', { name: 'Add block' }).click();
  await expect(dialog.getByLabel('Block 3 title')).toHaveValue('Prices');
  expect(await severeViolations(page)).toEqual([]);
  await page.reload();
  await expect(page.getByRole('dialog', { name: 'Analysis Settings' }).getByLabel('Block 2 title')).toHaveValue(
    'What would make shopping easier?',
  );
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the AI Analysis page with results fits the screen', async ({ signedIn: page, researcher }) => {
    test.slow();
    if (analysed) {
      await signInAs(page, analysed.owner);
      await page.goto(`/interview/setup/${analysed.id}/analysis/ai`);
    } else {
      const { id, dialogs } = await seedGroceryStudy(researcher.id);
      await page.goto(`/interview/setup/${id}/analysis/ai`);
      await page.getByRole('button', { name: 'Run Analysis' }).click();
      analysed = { owner: researcher, id, dialogs };
    }
    const { dialogs } = analysed;
    await expect(page.getByRole('progressbar', { name: 'Done: the whole analysis' })).toBeVisible({ timeout: 20_000 });
    await page.locator(`[data-dialog="${dialogs[0]!.id}"]`).getByText('Show topics').click();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await severeViolations(page)).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('run the analysis, edit a block and an answer, vote, clear the cache with plain form posts', async ({
    signedIn: page,
    researcher,
  }) => {
    test.slow();
    const { id, dialogs } = await seedGroceryStudy(researcher.id);
    await page.goto(`/interview/setup/${id}/analysis/ai`);
    await page.getByRole('button', { name: 'Run Analysis' }).click();
    // The page refreshes itself while the job runs.
    await expect(page.getByRole('progressbar', { name: 'Done: the whole analysis' })).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('summary', { hasText: 'Individual Dialogs' }).getByText('3 OK of 3')).toBeVisible();

    await page.getByRole('link', { name: 'Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Analysis Settings' });
    await settings.getByLabel('Block 1 title').fill('Buying groceries');
    await settings.getByRole('button', { name: 'Save' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Analysis Settings' }).getByLabel('Block 1 title')).toHaveValue('Buying groceries');
    await page.getByRole('dialog', { name: 'Analysis Settings' }).getByRole('link', { name: 'Close' }).click();

    const answers = page.locator('#individual-answers');
    await answers
      .getByRole('link', { name: `Edit answer of ${dialogs[2]!.label}` })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'Edit Answer' }).getByLabel('Answer').fill('Walks to the corner shop daily.');
    await page.getByRole('dialog', { name: 'Edit Answer' }).getByRole('button', { name: 'Save Answer' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Answer' })).toHaveCount(0);
    await expect(answers.locator('li', { hasText: 'Walks to the corner shop daily.' }).getByText('Edited')).toBeVisible();

    await answers.getByRole('button', { name: 'Reject' }).first().click();
    await expect(page.locator('#individual-answers').getByRole('button', { name: 'Reject' }).first()).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.getByRole('link', { name: 'Clear Cache' }).click();
    await page.getByRole('dialog', { name: 'Clear Cache?' }).getByRole('button', { name: 'Clear Cache' }).click();
    await expect(page.getByRole('dialog', { name: 'Clear Cache?' })).toHaveCount(0);
    await expect(page.getByText('Run the analysis to see each dialog’s topics here.')).toBeVisible();
  });
});
