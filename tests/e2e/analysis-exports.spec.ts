import fs from 'node:fs';

import { TOPICS_DIALOGS, TOPICS_QUESTIONS, topicsMessages } from '../fixtures/topics-dialogs';
import { expect, test } from './fixtures';

async function seedAnalysedInterview(ownerId: string) {
  const { eq } = await import('drizzle-orm');
  const { getDb, schema } = await import('../../db/index');
  const { createManualInterview } = await import('../../app/features/interviews/interviews.server');
  const { seedDialog } = await import('../support/dialog-seeds');
  const interview = createManualInterview(ownerId);
  getDb()
    .update(schema.interviews)
    .set({ questions: TOPICS_QUESTIONS, status: 'published' })
    .where(eq(schema.interviews.id, interview.id))
    .run();
  TOPICS_DIALOGS.forEach((said) => seedDialog(interview.id, { messages: topicsMessages(said) }, 'x'));
  return interview.id;
}

test('the export buttons appear once the report has results, and each downloads its file', async ({ signedIn: page, researcher }) => {
  const id = await seedAnalysedInterview(researcher.id);
  await page.goto(`/interview/setup/${id}/analysis/ai`);
  await expect(page.getByRole('link', { name: 'Generate CSV' })).toHaveCount(0);

  const section = page.locator('#coding-blocks-analysis');
  // Nothing has run yet: the sections are folded behind the call to action.
  await page.getByText('Or run one part on its own', { exact: true }).click();
  await section.getByRole('button', { name: 'Update All' }).click();
  await expect(section.getByText(/^All 6 dialogs answered\./).first()).toBeVisible({ timeout: 45_000 });
  await page.reload();

  const files = [
    ['Generate CSV', 'ai-analysis-report.csv'],
    ['Generate Report (DOCX)', `interview-analysis-`],
    ['Export for NVivo / ATLAS.ti / MAXQDA (QDPX)', '.qdpx'],
  ] as const;
  for (const [label, name] of files) {
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: label }).click();
    const file = await download;
    expect(file.suggestedFilename()).toContain(name);
    const path = await file.path();
    expect(fs.statSync(path).size).toBeGreaterThan(200);
    if (name.endsWith('.csv')) {
      const text = fs.readFileSync(path, 'utf8');
      expect(text.startsWith('\uFEFFBlock,Topic,Summary,Citation,Dialog ID,Status')).toBe(true);
      expect(text).toMatch(/deliver/i);
    }
  }
});
