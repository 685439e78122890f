import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';

import { expect } from './fixtures';

/** A fresh interview of this researcher, opened on its Setup tab once the page runs its scripts. */
export async function openNewInterview(page: Page, researcherId: string, { hydrated = true } = {}) {
  const { createManualInterview } = await import('../../app/features/interviews/interviews.server');
  const interview = createManualInterview(researcherId);
  await page.goto(`/interview/setup/${interview.id}`);
  if (hydrated) await expect(page.getByRole('switch', { name: 'Auto-save' })).toBeVisible();
  return interview.id;
}

/** The interview as stored, read straight from the database. */
export async function storedInterview(id: string) {
  const { getDb, schema } = await import('../../db/index');
  return getDb().select().from(schema.interviews).where(eq(schema.interviews.id, id)).get()!;
}
