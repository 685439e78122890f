import { test } from './fixtures';
import { createManualInterview } from '../../app/features/interviews/interviews.server';

for (const width of [1280, 390]) {
  test(`tabs at ${width}`, async ({ signedIn: page, researcher }) => {
    test.setTimeout(120_000);
    page.setDefaultTimeout(30_000);
    await page.setViewportSize({ width, height: 900 });
    const interview = createManualInterview(researcher.id);
    await page.goto(`/interview/setup/${interview.id}`);
    await page.screenshot({ path: `/tmp/shots/setup-${width}.png` });
    await page.goto(`/interview/setup/${interview.id}/analysis/ai`);
    await page.screenshot({ path: `/tmp/shots/ai-${width}.png` });
  });
}

for (const width of [1280, 390]) {
  test(`debug panel at ${width}`, async ({ signedIn: page, researcher }) => {
    test.setTimeout(120_000);
    page.setDefaultTimeout(30_000);
    await page.setViewportSize({ width, height: 900 });
    const { getDb, schema } = await import('../../db/index');
    const { seedDialog } = await import('../support/dialog-seeds');
    const { recordAiCall } = await import('../../app/ai/usage.server');
    const interview = createManualInterview(researcher.id);
    const { eq } = await import('drizzle-orm');
    getDb().update(schema.interviews).set({ status: 'published', method: 'chat' }).where(eq(schema.interviews.id, interview.id)).run();
    const dialog = seedDialog(interview.id, { messages: ['Hello! Shall we begin?', 'Yes, I buy coffee at the station kiosk every morning.'] });
    for (const [attempt, outcome, error] of [[1, 'retry', '429 Rate limit reached for gpt-4o'], [2, 'retry', '429 Rate limit reached for gpt-4o'], [3, 'error', '429 Rate limit reached for gpt-4o']] as const) {
      recordAiCall({ purpose: 'interviewer-turn', model: 'gpt-4o', providerModel: 'gpt-4o', attempt, tokensIn: 0, tokensOut: 0, durationMs: 120, outcome, error, interviewId: interview.id, dialogId: dialog.id });
    }
    await page.goto(`/dialogs/${dialog.shortLink}`);
    await page.getByRole('button', { name: /Show debug panel/ }).click();
    await page.screenshot({ path: `/tmp/shots/debug-${width}.png` });
  });
}
