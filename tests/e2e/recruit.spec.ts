import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';

/** An interview of the researcher, and a way to add an admitted, completed respondent with a screener answer. */
async function seedStudy(ownerId: string) {
  const { createManualInterview } = await import('../../app/features/interviews/interviews.server');
  const { seedDialog } = await import('../support/dialog-seeds');
  const interview = createManualInterview(ownerId);
  const respond = async (optionId: string, label: string) => {
    const { recordLinkVariables } = await import('../../app/features/recruit/dialog-recruitment.server');
    const dialog = seedDialog(interview.id, { completedAt: Date.now() }, 'r');
    recordLinkVariables({
      dialogId: dialog.id,
      interviewId: interview.id,
      variables: { PROLIFIC_PID: dialog.id },
      personKey: dialog.id,
      screenerAnswers: [{ questionId: 'q', question: 'How often do you shop?', optionId, label }],
      outcome: 'admitted',
    });
  };
  return { id: interview.id, respond };
}

async function fillRecruitment(page: Page) {
  await page.getByLabel('URL parameters to capture').fill('PROLIFIC_PID, STUDY_ID, SESSION_ID');
  await page.getByLabel('Variable that identifies a person (optional)').fill('PROLIFIC_PID');
  await page.getByLabel('Completion address').fill('https://app.prolific.com/submissions/complete?cc=C1A2B3');
  await page.getByLabel('Completion code (optional)').fill('C1A2B3');
  await page.getByLabel('Completes wanted (optional)').fill('4');
  const question = page.getByRole('group', { name: 'New question' });
  await question.getByLabel('Question', { exact: true }).fill('How often do you shop?');
  await question.getByLabel('Option 1', { exact: true }).fill('Weekly');
  await question.getByLabel('Quota of option 1').fill('2');
  await question.getByLabel('Option 2', { exact: true }).fill('Never');
  await question.getByRole('checkbox', { name: 'Qualifies' }).nth(1).uncheck();
}

async function expectKept(page: Page) {
  await expect(page.getByLabel('URL parameters to capture')).toHaveValue('PROLIFIC_PID, STUDY_ID, SESSION_ID');
  await expect(page.getByLabel('Completion code (optional)')).toHaveValue('C1A2B3');
  const question = page.getByRole('group', { name: 'Question 1' });
  await expect(question.getByLabel('Question', { exact: true })).toHaveValue('How often do you shop?');
  await expect(question.getByLabel('Quota of option 1')).toHaveValue('2');
  await expect(question.getByRole('checkbox', { name: 'Qualifies' }).nth(1)).not.toBeChecked();
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });

    test('the researcher sets up recruitment, a bad address is refused by its field, and progress shows', async ({
      signedIn: page,
      researcher,
    }) => {
      const study = await seedStudy(researcher.id);
      await study.respond('an-earlier-option', 'Daily');
      await page.goto(`/interview/setup/${study.id}/recruit`);
      await expect(page.getByText('?PROLIFIC_PID={{%PROLIFIC_PID%}}&STUDY_ID={{%STUDY_ID%}}&SESSION_ID={{%SESSION_ID%}}')).toBeVisible();

      await fillRecruitment(page);
      await page.getByLabel('Screen-out address').fill('javascript:alert(1)');
      await page.getByRole('button', { name: 'Save recruitment' }).click();
      await expect(page.getByLabel('Screen-out address')).toHaveAccessibleDescription(/Enter a full address starting with https:\/\//);
      await expect(page.getByLabel('Completion code (optional)')).toHaveValue('C1A2B3');

      await page.getByLabel('Screen-out address').fill('https://app.prolific.com/submissions/complete?cc=SCREEN');
      await page.getByRole('button', { name: 'Save recruitment' }).click();
      await expect(page.getByRole('status')).toHaveText('Recruitment saved.');
      // A second respondent, admitted on the quota's answer; then one reload shows the values kept and the progress.
      const stored = await page.request.get(`/api/interview/${study.id}/recruit`);
      const weekly = (await stored.json()).screener[0].options[0];
      await study.respond(weekly.id, 'Weekly');
      await page.reload();
      await expectKept(page);
      await expect(page.getByRole('progressbar', { name: 'Completes' })).toHaveAttribute('aria-valuetext', '2 of 4 completes');
      await expect(page.getByRole('progressbar', { name: 'Weekly (How often do you shop?)' })).toHaveAttribute('aria-valuetext', '1 of 2');
    });
  });
}

test('the Recruit tab, with a screener, its progress and an error, has no serious accessibility violations', async ({
  signedIn: page,
  researcher,
}) => {
  const study = await seedStudy(researcher.id);
  const { saveRecruitSettings, NO_RECRUITMENT } = await import('../../app/features/recruit/recruit-settings.server');
  const option = (id: string, label: string, quota: number | null) => ({ id, label, qualifies: true, quota });
  saveRecruitSettings(study.id, {
    ...NO_RECRUITMENT,
    urlVariables: ['PROLIFIC_PID'],
    targetCompletes: 10,
    screener: [{ id: 'q', question: 'How often do you shop?', options: [option('w', 'Weekly', 5), option('d', 'Daily', null)] }],
  });
  await study.respond('w', 'Weekly');
  await page.goto(`/interview/setup/${study.id}/recruit`);
  await page.getByLabel('Completes wanted (optional)').fill('0');
  await page.getByRole('button', { name: 'Save recruitment' }).click();
  await expect(page.getByLabel('Completes wanted (optional)')).toHaveAccessibleDescription(/The target must be at least 1/);
  const results = await new AxeBuilder({ page }).analyze();
  const severe = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(severe.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
});
