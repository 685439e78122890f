import fs from 'node:fs';

/** Debian's Chromium: the end-to-end tests and the browser benches launch it, never a downloaded browser. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromiumPath)) {
  // Never skip end-to-end tests silently: without a browser the run fails and says why.
  throw new Error(`Chromium not found at ${chromiumPath}. Install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH.`);
}

/** Flags for a headless run in a container: no sandbox, no GPU, and nothing that reaches the network on its own. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
