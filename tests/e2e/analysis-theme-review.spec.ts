import type { Locator, Page } from '@playwright/test';

import { TOPICS_DIALOGS, TOPICS_QUESTIONS, topicsMessages } from '../fixtures/topics-dialogs';
import { expect, test } from './fixtures';

const HOUR = 3_600_000;

/** The topics study (six dialogs with clear themes), not analysed yet; its dialogs' labels in order. */
async function seedStudy(ownerId: string) {
  const { seedPublishedStudy } = await import('../support/dialog-seeds');
  const { id, dialogs } = seedPublishedStudy(
    ownerId,
    { goal: 'Understand how customers find ordering and what they would change.', questions: TOPICS_QUESTIONS },
    TOPICS_DIALOGS.map(topicsMessages),
    { startedAgo: 24 * HOUR, lasting: 20 * 60_000 },
  );
  return {
    interviewId: id,
    url: `/interview/setup/${id}/analysis/ai`,
    searchUrl: `/interview/setup/${id}/analysis/ai/search`,
    labels: dialogs.map((d) => d.label),
  };
}

const themes = (page: Page) => page.locator('#key-topics li:has(> div > h3)');
const theme = (page: Page, name: string) => themes(page).filter({ has: page.getByRole('heading', { name, exact: true }) });
const review = (item: Locator) => item.locator('details', { has: item.page().locator('summary', { hasText: /^Review its dialogs/ }) });
const member = (item: Locator, label: string) =>
  review(item)
    .getByRole('listitem')
    .filter({ has: item.page().getByRole('link', { name: label, exact: true }) });

/** Opens a disclosure and sees it open: the page may open it too (it reveals the theme a URL points to), so a click
 * racing that is checked and, if it closed it again, made once more. */
async function open(details: Locator) {
  await expect(async () => {
    if ((await details.getAttribute('open')) === null) await details.locator('summary').first().click();
    await expect(details).toHaveAttribute('open', '', { timeout: 1_000 });
  }).toPass();
  return details;
}

const openReview = (item: Locator) => open(review(item));
const openGroup = (details: Locator, title: string) =>
  open(details.locator('details', { has: details.page().locator('summary', { hasText: title }) }));

/** The interview's topics runs that have ended. */
async function topicsRunsDone(interviewId: string) {
  const { and, eq } = await import('drizzle-orm');
  const { getDb, schema } = await import('../../db/index');
  return getDb()
    .select({ status: schema.jobs.status })
    .from(schema.jobs)
    .where(and(eq(schema.jobs.interviewId, interviewId), eq(schema.jobs.kind, 'analysis.topics')))
    .all()
    .filter((j) => j.status === 'completed').length;
}

/** Update All, as the page offers it (a second time, through its confirmation), until the run has ended. */
async function updateAll(page: Page, study: { url: string; interviewId: string }, again = false) {
  const before = await topicsRunsDone(study.interviewId);
  await page.goto(study.url);
  const start = page.getByText('Or run one part on its own', { exact: true });
  if (!again) await start.click();
  await page.locator('#coding-blocks-analysis').getByRole('button', { name: 'Update All' }).click();
  if (again) await page.getByRole('dialog', { name: 'Update All again?' }).getByRole('button', { name: 'Update All' }).click();
  await expect.poll(() => topicsRunsDone(study.interviewId), { timeout: 60_000 }).toBe(before + 1);
  await page.goto(study.url);
}

test('the researcher reviews the key themes: every action through the page, kept after a reload and another Update All', async ({
  signedIn: page,
  researcher,
}) => {
  test.setTimeout(150_000);
  const study = await seedStudy(researcher.id);
  const { searchUrl, labels } = study;
  await updateAll(page, study);
  expect(await themes(page).count()).toBeGreaterThanOrEqual(2);

  // Rename the first theme and describe it.
  const first = themes(page).first();
  let details = await openReview(first);
  const firstMembers = await details
    .getByRole('listitem')
    .getByRole('link', { name: /^Dialog # / })
    .allTextContents();
  expect(firstMembers.length).toBeGreaterThanOrEqual(2);
  await expect(details.getByText(/^Suggested by the built-in engine$/).first()).toBeVisible();
  await expect(first.getByText(/suggested by the built-in engine, not reviewed$/)).toBeVisible();
  const rename = await openGroup(details, 'Rename or describe');
  await rename.getByLabel('Name').fill('Main complaint');
  await rename.getByLabel('Description').fill('What most respondents raised first.');
  await rename.getByRole('button', { name: 'Save name' }).click();
  const main = theme(page, 'Main complaint');
  await expect(main.locator('p', { hasText: 'What most respondents raised first.' })).toBeVisible();
  // Back at the theme, opened.
  await expect(page).toHaveURL(/#theme-/);
  details = review(main);
  await expect(details).toHaveAttribute('open', '');

  // Confirm one member, then all shown.
  await details.getByRole('button', { name: `Confirm ${firstMembers[0]}` }).click();
  await expect(member(main, firstMembers[0]!).getByText('Confirmed by you')).toBeVisible();
  await expect(main.getByText(`${firstMembers.length} dialogs, 1 confirmed by you`)).toBeVisible();
  await review(main)
    .getByRole('button', { name: /^Confirm all shown/ })
    .click();
  await expect(main.getByText(`${firstMembers.length} dialogs, all confirmed by you`)).toBeVisible();

  // The last member does not belong.
  const removed = firstMembers.at(-1)!;
  await review(main)
    .getByRole('button', { name: `${removed} does not belong` })
    .click();
  await expect(member(main, removed)).toHaveCount(0);
  await expect(main.getByText(`${firstMembers.length - 1} dialogs, all confirmed by you`)).toBeVisible();

  // An empty theme of the researcher's, then a passage added to it by its dialog and words.
  await page.getByLabel('New theme', { exact: true }).fill('Student pricing');
  await page.getByRole('button', { name: 'Create theme' }).click();
  const students = theme(page, 'Student pricing');
  await expect(students.getByText('No dialogs yet').first()).toBeVisible();
  const add = await openGroup(await openReview(students), 'Add a passage');
  await add.getByLabel('Dialog', { exact: true }).fill(labels[3]!);
  await add.getByLabel('The respondent’s words').fill('A cheaper monthly plan for students.');
  await add.getByRole('button', { name: 'Add passage' }).click();
  await expect(member(students, labels[3]!).getByText('Added by you')).toBeVisible();
  await expect(member(students, labels[3]!).getByText('“A cheaper monthly plan for students.”')).toBeVisible();

  // Move a member of the main theme to the researcher's theme.
  const moved = firstMembers[0]!;
  await review(main).getByLabel(`Move ${moved} to`).selectOption({ label: 'Student pricing' });
  await review(main)
    .getByRole('button', { name: `Move ${moved}` })
    .click();
  await expect(member(students, moved)).toBeVisible();
  await expect(member(main, moved)).toHaveCount(0);

  // Split: one member of the researcher's theme goes to a new theme.
  const split = await openGroup(await openReview(students), 'Split into a new theme');
  await split.getByLabel(moved, { exact: true }).check();
  await split.getByLabel('Name of the new theme').fill('Slow delivery');
  await split.getByRole('button', { name: 'Split', exact: true }).click();
  const slow = theme(page, 'Slow delivery');
  await expect(member(slow, moved)).toBeVisible();
  await expect(member(students, moved)).toHaveCount(0);

  // Merge: the split-off theme joins the main theme again.
  const merge = await openGroup(await openReview(main), 'Merge with other themes');
  await merge.getByLabel('Slow delivery').check();
  await merge.getByRole('button', { name: 'Merge', exact: true }).click();
  await expect(theme(page, 'Slow delivery')).toHaveCount(0);
  await expect(member(main, moved)).toBeVisible();

  // Vector Search: a result added to the researcher's theme.
  await page.goto(`${searchUrl}?q=${encodeURIComponent('cheaper plan for students')}`);
  const result = page
    .getByRole('list', { name: 'Search results' })
    .getByRole('listitem')
    .filter({ hasText: 'Make the plan cheaper for students.' });
  await expect(result).toBeVisible({ timeout: 30_000 });
  await result.getByLabel(/^Theme for this answer of/).selectOption({ label: 'Student pricing' });
  await result.getByRole('button', { name: /to the theme$/ }).click();
  await expect(page).toHaveURL(/\/analysis\/ai\?report=.*#theme-/);
  await expect(member(students, labels[5]!).getByText('“Make the plan cheaper for students.”')).toBeVisible();

  // Mark the main theme reviewed: the agreement table appears.
  await (await openReview(main)).getByRole('button', { name: 'Mark reviewed' }).click();
  await expect(review(main).locator('summary').first()).toContainText('reviewed');
  const table = page.getByRole('table');
  await expect(table.getByRole('rowheader', { name: 'Main complaint' })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'All reviewed themes' })).toBeVisible();
  await expect(page.getByText(/Gwet’s AC1 does not, so it is shown beside κ/)).toBeVisible();

  const expectDecisions = async () => {
    const main = theme(page, 'Main complaint');
    await expect(main.locator('p', { hasText: 'What most respondents raised first.' })).toBeVisible();
    await openReview(main);
    await expect(member(main, removed)).toHaveCount(0);
    await expect(member(main, moved)).toBeVisible();
    const students = theme(page, 'Student pricing');
    await openReview(students);
    await expect(member(students, labels[3]!).getByText('Added by you')).toBeVisible();
    await expect(member(students, labels[5]!)).toBeVisible();
    await expect(theme(page, 'Slow delivery')).toHaveCount(0);
    await expect(page.getByRole('table').getByRole('rowheader', { name: 'Main complaint' })).toBeVisible();
  };
  await page.reload();
  await expectDecisions();
  await updateAll(page, study, true);
  await expectDecisions();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('rename, remove, confirm and add are plain form posts that return to the theme, opened; kept after another Update All', async ({
    signedIn: page,
    researcher,
  }) => {
    test.setTimeout(120_000);
    const study = await seedStudy(researcher.id);
    const { labels } = study;
    await updateAll(page, study);

    const first = themes(page).first();
    let details = await openReview(first);
    const members = await details
      .getByRole('listitem')
      .getByRole('link', { name: /^Dialog # / })
      .allTextContents();
    const rename = await openGroup(details, 'Rename or describe');
    await rename.getByLabel('Name').fill('Reviewed without scripts');
    await rename.getByRole('button', { name: 'Save name' }).click();
    await expect(page).toHaveURL(/#theme-/);
    const item = theme(page, 'Reviewed without scripts');
    details = review(item);
    // The browser opens the theme the address points into.
    await expect(details).toHaveAttribute('open', '');

    await details.getByRole('button', { name: `${members.at(-1)} does not belong` }).click();
    await expect(member(item, members.at(-1)!)).toHaveCount(0);
    await review(item)
      .getByRole('button', { name: `Confirm ${members[0]}` })
      .click();
    await expect(member(item, members[0]!).getByText('Confirmed by you')).toBeVisible();

    const outsider = labels.find((l) => !members.includes(l))!;
    const add = await openGroup(review(item), 'Add a passage');
    const said = TOPICS_DIALOGS[labels.indexOf(outsider)]!.change;
    await add.getByLabel('Dialog', { exact: true }).fill(outsider);
    await add.getByLabel('The respondent’s words').fill(said);
    await add.getByRole('button', { name: 'Add passage' }).click();
    await expect(member(item, outsider).getByText('Added by you')).toBeVisible();

    // A refused form says why, beside the theme.
    const again = await openGroup(await openReview(item), 'Add a passage');
    await again.getByLabel('Dialog', { exact: true }).fill(outsider);
    await again.getByLabel('The respondent’s words').fill('words nobody wrote');
    await again.getByRole('button', { name: 'Add passage' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /are not in an answer of/ })).toBeVisible();

    await updateAll(page, study, true);
    const kept = theme(page, 'Reviewed without scripts');
    await openReview(kept);
    await expect(member(kept, members.at(-1)!)).toHaveCount(0);
    await expect(member(kept, members[0]!).getByText('Confirmed by you')).toBeVisible();
    await expect(member(kept, outsider).getByText('Added by you')).toBeVisible();
  });
});
