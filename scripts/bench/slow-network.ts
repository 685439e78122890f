// The public interview page on a slow mobile network, in a real Chromium throttled by its own network emulation (CDP
// Network.emulateNetworkConditions: 400 ms added to every request, 400 kbit/s down and up), against the production
// build (`node build/server.js`; run `npm run build` first) and the built-in offline interviewer. Each run opens the
// page in a fresh browser context (empty cache, no cookies) at a phone's size, then types an answer and presses Enter.
//
// Measured from the navigation's start: first contentful paint, the first frame with the greeting in the conversation
// (the first rendering opportunity after the greeting is in the DOM, never before the first paint), and when the page
// answers to typing (its script has run: the send button is disabled while the input is empty). Then from the Enter
// key to the first frame with a word of the reply. The lite page (a respondent's text chat) against today's full page
// (the same chat with the browser's dictation allowed, which keeps the app's scripts), in turns within the same run.
// Medians of the runs, and the ratio lite/full. Goal: the greeting within 1.5 s on the lite page.
//
// Run: npx tsx scripts/bench/slow-network.ts [runs=5] [--cpu=<slowdown>]   (BENCH_PORT picks the server's port)
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { type Browser, chromium } from '@playwright/test';

import { CHROMIUM_ARGS, chromiumPath } from '../../tests/support/chromium';
import { coffeeChat, freePort, waitForHealth } from './bench-server';
import { runBench, useThrowawayDatabase } from './throwaway-database';

const NETWORK = { latencyMs: 400, downKbit: 400, upKbit: 400 };
const GREETING_GOAL_MS = 1500;
const PHONE = { width: 390, height: 844 };
const GREETING = 'Hi! Thanks for joining this short chat about your coffee habits. Say hello when you are ready.';
const ANSWER = 'I make a small pot with a French press every morning before work.';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const runs = Number(args.find((arg) => !arg.startsWith('--')) ?? 5);
const cpuSlowdown = Number(args.find((arg) => arg.startsWith('--cpu='))?.slice('--cpu='.length) ?? 1);
if (!fs.existsSync(path.join(root, 'build/server.js')) || !fs.existsSync(path.join(root, 'build/server/index.js'))) {
  console.error('No production build: run `npm run build` first.');
  process.exit(1);
}

type Variant = 'lite' | 'full';
type Timing = { fcp: number; greeting: number; interactive: number; reply: number };

const dataDir = useThrowawayDatabase('slow-network', { NODE_ENV: 'production' });
let server: ReturnType<typeof spawn> | undefined;
let browser: Browser | undefined;

runBench(main, dataDir, async () => {
  await browser?.close();
  server?.kill('SIGTERM');
});

async function main(): Promise<number> {
  const interviews = await seed();
  const port = Number(process.env.BENCH_PORT ?? (await freePort()));
  const base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [path.join(root, 'build/server.js')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    // Request logs go where a container's stdout would: written, not read.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(base);
  browser = await chromium.launch({
    executablePath: chromiumPath,
    args: CHROMIUM_ARGS,
  });

  console.log(
    `Network: +${NETWORK.latencyMs} ms a request, ${NETWORK.downKbit} kbit/s down, ${NETWORK.upKbit} kbit/s up; CPU slowdown ${cpuSlowdown}×; ${runs} runs each, phone-sized window.`,
  );
  const timings: Record<Variant, Timing[]> = { lite: [], full: [] };
  // A warm-up of each page, not counted: the server's first render compiles its code paths.
  for (const variant of ['lite', 'full'] as const) await openAndAnswer(base, interviews[variant].shift()!, variant);
  for (let run = 0; run < runs; run++) {
    // Turns alternate, so a passing load on the machine falls on both pages alike.
    const order: Variant[] = run % 2 ? ['full', 'lite'] : ['lite', 'full'];
    for (const variant of order) {
      const timing = await openAndAnswer(base, interviews[variant].shift()!, variant);
      timings[variant].push(timing);
      console.log(`  run ${run + 1} ${variant.padEnd(4)} ${describe(timing)}`);
    }
  }

  const medians = (variant: Variant) => {
    const of = (key: keyof Timing) => median(timings[variant].map((timing) => timing[key]));
    return { fcp: of('fcp'), greeting: of('greeting'), interactive: of('interactive'), reply: of('reply') };
  };
  const lite = medians('lite');
  const full = medians('full');
  const rows: [string, keyof Timing][] = [
    ['first contentful paint', 'fcp'],
    ['greeting painted', 'greeting'],
    ['answers to typing', 'interactive'],
    ['Enter → first word of the reply', 'reply'],
  ];
  console.log(`\nMedians of ${runs} runs          ${'lite'.padStart(9)} ${'full'.padStart(9)}  lite/full`);
  for (const [label, key] of rows)
    console.log(
      `${label.padEnd(32)} ${seconds(lite[key]).padStart(9)} ${seconds(full[key]).padStart(9)}  ${(lite[key] / full[key]).toFixed(2).padStart(9)}`,
    );
  // Other work on the machine slows the server and the browser alike: the figures are read with the load beside them.
  console.log(`Load average of the machine (1 min) at the end: ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`);
  const met = lite.greeting <= GREETING_GOAL_MS;
  console.log(
    `Goal: the lite page's greeting within ${seconds(GREETING_GOAL_MS)} → ${met ? 'MET' : 'NOT MET'} (${seconds(lite.greeting)})`,
  );
  return met ? 0 : 1;
}

/** One respondent: opens the page on the slow network, waits for it to answer to typing, sends an answer. */
async function openAndAnswer(base: string, interviewId: string, variant: Variant): Promise<Timing> {
  const context = await browser!.newContext({ viewport: PHONE });
  try {
    const page = await context.newPage();
    await page.addInitScript(watchPage(GREETING));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: NETWORK.latencyMs,
      downloadThroughput: (NETWORK.downKbit * 1000) / 8,
      uploadThroughput: (NETWORK.upKbit * 1000) / 8,
    });
    if (cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });

    await page.goto(`${base}/interviews/${interviewId}`, { waitUntil: 'commit', timeout: 60_000 });
    const input = page.locator('#chat-input');
    const send = page.locator('form:has(#chat-input) button[type="submit"]');
    // Both pages disable the send button for an empty input once their script runs; before that it is a plain form.
    await send.waitFor({ state: 'visible', timeout: 60_000 });
    await page.waitForFunction(() => (window as unknown as BenchWindow).bench.interactive !== null, null, { timeout: 60_000, polling: 10 });
    // Which page this is, so a change in what is served cannot pass unnoticed as the other one.
    const lite = await page.evaluate(() => !document.querySelector('script[type="module"]'));
    if (lite !== (variant === 'lite')) throw new Error(`Expected the ${variant} page at /interviews/${interviewId}`);
    await input.fill(ANSWER);
    await input.press('Enter');
    await page.waitForFunction(() => (window as unknown as BenchWindow).bench.reply !== null, null, { timeout: 60_000, polling: 50 });
    const bench = await page.evaluate(() => (window as unknown as BenchWindow).bench);
    if (bench.fcp === null || bench.greeting === null) throw new Error(`No paint recorded on the ${variant} page`);
    return {
      fcp: bench.fcp,
      greeting: Math.max(bench.greeting, bench.fcp),
      interactive: bench.interactive!,
      reply: bench.reply! - bench.enter!,
    };
  } finally {
    await context.close();
  }
}

type BenchWindow = {
  bench: { fcp: number | null; greeting: number | null; interactive: number | null; enter: number | null; reply: number | null };
};

/**
 * Runs in the page before its own scripts: notes the first contentful paint, the frame after the greeting reaches the
 * conversation, when the send button is first disabled (the page's script runs), and after Enter in the input, the
 * frame after the newest interviewer bubble first holds a word. Times are from the navigation's start. Plain
 * JavaScript in a string, so it reaches the page exactly as written.
 */
const watchPage = (greeting: string) => `(() => {
  const greeting = ${JSON.stringify(greeting)};
  const bench = { fcp: null, greeting: null, interactive: null, enter: null, reply: null };
  window.bench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') bench.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  const bubbles = () => Array.from(document.querySelectorAll('ol[aria-label="Conversation"] > li > p'));
  // The next frame: where the browser paints what is in the DOM now (it has no frames while rendering is blocked).
  const atNextFrame = (note) => requestAnimationFrame(() => note(performance.now()));
  let repliesFrom = null;
  let waitingForGreeting = true;
  let waitingForReply = false;
  const check = () => {
    if (waitingForGreeting && bubbles().some((p) => (p.textContent || '').includes(greeting))) {
      waitingForGreeting = false;
      atNextFrame((time) => (bench.greeting = time));
    }
    const send = document.querySelector('form:has(#chat-input) button[type="submit"]');
    if (bench.interactive === null && send && send.disabled) bench.interactive = performance.now();
    if (waitingForReply) {
      const list = bubbles();
      // The answer's own bubble, then the reply's: '…' until the first streamed text.
      const reply = list.length >= repliesFrom + 2 ? (list[list.length - 1].textContent || '').trim() : '';
      if (reply && reply !== '…') {
        waitingForReply = false;
        atNextFrame((time) => (bench.reply = time));
      }
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['disabled'] });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' || bench.enter !== null || !(event.target instanceof HTMLTextAreaElement)) return;
    bench.enter = performance.now();
    repliesFrom = bubbles().length;
    waitingForReply = true;
  }, { capture: true });
})();`;

/** An owner and, per page and run (and a warm-up), a published chat interview with the built-in interviewer. */
async function seed(): Promise<Record<Variant, string[]>> {
  const { getDb, schema } = await import('@db/index');
  const { migrateDatabase } = await import('@db/migrate');
  const { createUser } = await import('~/features/auth/users.server');
  migrateDatabase(getDb());
  const owner = await createUser({ email: 'slow-network@example.com', password: 'bench-password-1' });
  const insert = (allowBrowserDictation: boolean) => {
    const id = randomUUID();
    getDb()
      .insert(schema.interviews)
      .values({
        id,
        userId: owner.id,
        allowBrowserDictation,
        ...coffeeChat(),
        kMessages: 1,
        initialMessage: GREETING,
      })
      .run();
    return id;
  };
  // One interview a visit: the limit on new dialogs counts per address and interview.
  const count = runs + 1;
  return { lite: Array.from({ length: count }, () => insert(false)), full: Array.from({ length: count }, () => insert(true)) };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const describe = (t: Timing) =>
  `fcp ${seconds(t.fcp)}  greeting ${seconds(t.greeting)}  answers to typing ${seconds(t.interactive)}  Enter → reply ${seconds(t.reply)}`;
