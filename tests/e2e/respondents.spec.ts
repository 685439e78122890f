import { eq } from 'drizzle-orm';

import { expect, test } from './fixtures';

async function interviewFor(researcherId: string, model: string) {
  const { createManualInterview } = await import('../../app/features/interviews/interviews.server');
  const { getDb, schema } = await import('../../db/index');
  const interview = createManualInterview(researcherId);
  const questions = [
    { id: 'q1', title: 'Habits', description: 'How do you usually buy coffee?' },
    { id: 'q2', title: 'Reasons', description: 'Why do you choose that place?' },
  ];
  getDb()
    .update(schema.interviews)
    .set({ questions, interviewerLlm: model, kMessages: 1, method: 'chat' })
    .where(eq(schema.interviews.id, interview.id))
    .run();
  return interview.id;
}

async function generatedDialogs(interviewId: string) {
  const { getDb, schema } = await import('../../db/index');
  return getDb()
    .select()
    .from(schema.dialogs)
    .where(eq(schema.dialogs.interviewId, interviewId))
    .all()
    .filter((d) => d.isGenerated);
}

test('add a persona, generate three respondents with a live progress bar, and stop', async ({ signedIn: page, researcher }) => {
  // The "mistral" model is served by the fake provider with some latency, so generation takes a few seconds.
  const id = await interviewFor(researcher.id, 'mistral');
  await page.goto(`/interview/setup/${id}/respondents`);
  await page.getByLabel('Name').fill('Commuter');
  await page.getByLabel('Description').fill('Takes the train every day and buys coffee at the station');
  await page.getByLabel('Respondents').fill('3');
  await page.getByRole('button', { name: 'Add Persona' }).click();
  const row = page.getByRole('row', { name: /Commuter/ });
  await expect(row).toContainText('0 of 3');
  await expect(row).toContainText('pending');

  await page.getByRole('button', { name: 'Generate' }).click();
  const bar = page.getByRole('progressbar', { name: 'Generating respondents' });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuemax', '3');
  await expect(bar).toHaveAttribute('aria-valuenow', '1', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByRole('progressbar', { name: 'Stopped' })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('button', { name: 'Generate' })).toBeEnabled();
  const dialogs = await generatedDialogs(id);
  expect(dialogs.length).toBeGreaterThanOrEqual(1);
  expect(dialogs.length).toBeLessThan(3);
  await expect(row).toContainText('pending');
});

test('the built-in engine generates respondents offline to completion', async ({ signedIn: page, researcher }) => {
  const id = await interviewFor(researcher.id, 'builtin');
  await page.goto(`/interview/setup/${id}/respondents`);
  await page.getByLabel('Name').fill('Student');
  await page.getByLabel('Description').fill('A student on a budget who drinks instant coffee while studying late');
  await page.getByLabel('Respondents').fill('2');
  await page.getByRole('button', { name: 'Add Persona' }).click();
  await page.getByRole('button', { name: 'Generate' }).click();
  const row = page.getByRole('row', { name: /Student/ });
  await expect(row).toContainText('completed', { timeout: 15_000 });
  await expect(row).toContainText('2 of 2');
  expect(await generatedDialogs(id)).toHaveLength(2);
});

test('persona fields are required and the count is limited to 100', async ({ signedIn: page, researcher }) => {
  const id = await interviewFor(researcher.id, 'builtin');
  await page.goto(`/interview/setup/${id}/respondents`);
  await page.getByLabel('Respondents').fill('101');
  await page.getByRole('button', { name: 'Add Persona' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Persona name is required' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Persona description is required' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Respondent count must be a whole number from 1 to 100' })).toBeVisible();
});

test('Individual Links generate a persona dialog that then appears among the participants', async ({ signedIn: page, researcher }) => {
  const id = await interviewFor(researcher.id, 'builtin');
  await page.goto(`/interview/setup/${id}`);
  await page.getByText('Generate persona dialog').click();
  await page.getByLabel('Persona bio').fill('A retired teacher who brews filter coffee at home every morning');
  await page.getByLabel('Messages', { exact: true }).fill('2');
  await page.getByLabel('Dialogs', { exact: true }).fill('1');
  await page.getByRole('button', { name: 'Generate Dialog' }).click();
  await expect(page.getByText('Generated 1 dialog. See')).toBeVisible({ timeout: 15_000 });
  const [dialog] = await generatedDialogs(id);
  expect(dialog!.preInfo).toBe('A retired teacher who brews filter coffee at home every morning');
  await page.getByRole('link', { name: 'Participants and Interviews' }).last().click();
  await expect(page.getByText(`Dialog # ${dialog!.shortLink}`)).toBeVisible();
});

test('deleting a persona asks first and can keep its dialogs', async ({ signedIn: page, researcher }) => {
  const id = await interviewFor(researcher.id, 'builtin');
  const { getDb, schema } = await import('../../db/index');
  const { randomUUID } = await import('node:crypto');
  const personaId = randomUUID();
  getDb()
    .insert(schema.personas)
    .values({
      id: personaId,
      interviewId: id,
      name: 'Night owl',
      description: 'Drinks coffee at midnight',
      respondentCount: 1,
      generatedCount: 1,
      status: 'completed',
    })
    .run();
  const dialogId = randomUUID();
  getDb()
    .insert(schema.dialogs)
    .values({ id: dialogId, shortLink: randomUUID().slice(0, 6), interviewId: id, isGenerated: true, personaId })
    .run();

  await page.goto(`/interview/setup/${id}/respondents`);
  await page.getByRole('link', { name: 'Delete persona Night owl' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete persona' });
  await expect(confirm).toContainText('Delete the persona “Night owl”?');
  const withDialogs = confirm.getByRole('checkbox', { name: /Also delete its AI respondent dialog/ });
  await expect(withDialogs).toBeChecked();
  await confirm.getByRole('link', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByRole('row', { name: /Night owl/ })).toBeVisible();

  await page.getByRole('link', { name: 'Delete persona Night owl' }).click();
  await withDialogs.uncheck();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('row', { name: /Night owl/ })).toHaveCount(0);
  expect(await generatedDialogs(id)).toHaveLength(1);
  expect(
    getDb()
      .select()
      .from(schema.personas)
      .all()
      .some((p) => p.id === personaId),
  ).toBe(false);
});
