import { type Page, test } from '@playwright/test';

/**
 * A picture of the page for a person to look at, taken only when E2E_SCREENSHOTS=1 is set (for instance after a change
 * to the screen): no test reads it, and encoding a full-page PNG on every run costs CPU the suite does not have.
 * A failed test keeps its own screenshot either way (playwright.config.ts).
 */
export async function reviewShot(page: Page, name: string, { fullPage = true } = {}) {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage });
}
