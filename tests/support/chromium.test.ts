import fs from 'node:fs';
import { createRequire } from 'node:module';

import { chromium } from '@playwright/test';
import { expect, test } from 'vitest';

import { BROWSER_UI_FEATURES_OFF, CHROMIUM_ARGS, chromiumPath, PLAYWRIGHT_FEATURES_OFF } from './chromium';

/** The features the installed Playwright turns off when it starts Chromium, read from its bundled source. */
function playwrightFeaturesOff(): string[] {
  const bundle = fs.readFileSync(createRequire(import.meta.url).resolve('playwright-core/lib/coreBundle'), 'utf8');
  const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(bundle);
  if (!list) throw new Error("Playwright's list of disabled Chromium features was not found in playwright-core/lib/coreBundle.js");
  return [...list[1]!.replace(/\/\/.*$/gm, '').matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
}

test('the one --disable-features flag Chromium reads keeps every feature Playwright turns off', () => {
  expect([...PLAYWRIGHT_FEATURES_OFF].sort()).toEqual(playwrightFeaturesOff().sort());
  const flags = CHROMIUM_ARGS.filter((arg) => arg.startsWith('--disable-features='));
  expect(flags).toHaveLength(1);
  expect(flags[0]!.slice('--disable-features='.length).split(',')).toEqual([...PLAYWRIGHT_FEATURES_OFF, ...BROWSER_UI_FEATURES_OFF]);
});

test('with these flags the browser starts none of its own hidden pages (the omnibox popups)', async () => {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.setContent('<p>hello</p>');
    const session = await browser.newBrowserCDPSession();
    const { targetInfos } = await session.send('Target.getTargets', { filter: [{}] });
    expect(targetInfos.filter((t) => t.type === 'browser_ui').map((t) => t.url)).toEqual([]);
    expect(targetInfos.filter((t) => t.type === 'page')).toHaveLength(1);
  } finally {
    await browser.close();
  }
});
