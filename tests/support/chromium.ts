import fs from 'node:fs';

/** Debian's Chromium: the end-to-end tests and the browser benches launch it, never a downloaded browser. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromiumPath)) {
  // Never skip end-to-end tests silently: without a browser the run fails and says why.
  throw new Error(`Chromium not found at ${chromiumPath}. Install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH.`);
}

/**
 * The browser's own omnibox popups, which Chromium 15x loads as hidden WebUI pages in a renderer of their own at start,
 * even headless. That renderer keeps about half a core busy for as long as the browser runs, for nothing a test reads.
 */
export const BROWSER_UI_FEATURES_OFF = ['PreloadTopChromeWebUI', 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

/**
 * The features Playwright (1.65) turns off in the flags it starts Chromium with. Chromium reads only the last
 * --disable-features flag, and Playwright puts its own before ours, so ours repeats them
 * (tests/support/chromium.test.ts compares this list with the installed Playwright's).
 */
export const PLAYWRIGHT_FEATURES_OFF = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Flags for a headless run in a container: no sandbox, no GPU, nothing that reaches the network on its own, and none
 * of the browser's own hidden pages.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  `--disable-features=${[...PLAYWRIGHT_FEATURES_OFF, ...BROWSER_UI_FEATURES_OFF].join(',')}`,
];
