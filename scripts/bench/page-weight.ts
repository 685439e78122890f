// First-load weight of the public interview page: the gzip-compressed bytes of the HTML and of every stylesheet and
// script a browser loads for it (background image excluded). The lite page (a respondent's text chat) against its
// budget of 15 kB, the full page (a chat with dictation, which loads the app's scripts) against 120 kB. Baseline in the
// same run: the same measurement of /auth, a minimal page of this stack. The full page is also the voice page: whether
// its first load carries the capture code (the script that records), and what the first tap on the microphone fetches.
// Needs a production build (npm run build).
// Run: npx tsx scripts/bench/page-weight.ts
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';

import { coffeeChat } from './bench-server';

const LITE_BUDGET_BYTES = 15 * 1000;
const FULL_BUDGET_BYTES = 120 * 1000;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const buildFile = path.join(root, 'build/server/index.js');
if (!fs.existsSync(buildFile)) {
  console.error('No production build: run `npm run build` first.');
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qualia-page-weight-'));
Object.assign(process.env, {
  DATA_DIR: dataDir,
  NODE_ENV: 'production',
  SESSION_SECRET: 'bench-secret-0123456789',
  LOG_REQUESTS: 'false',
  SEED_DEMO: 'false',
});

const { getDb, schema, closeDb } = await import('../../db/index');
const { migrateDatabase } = await import('../../db/migrate');
const { env } = await import('../../app/lib/env.server');
const { createUser } = await import('../../app/features/auth/users.server');
const { createApp } = await import('../../server/app');

migrateDatabase(getDb());
const owner = await createUser({ email: 'page-weight@example.com', password: 'bench-password-1' });
/** A published chat interview; with dictation allowed its page is the full one (the browser loads capture code). */
function insertInterview(options: { allowBrowserDictation: boolean }) {
  const interviewId = randomUUID();
  getDb()
    .insert(schema.interviews)
    .values({
      id: interviewId,
      allowBrowserDictation: options.allowBrowserDictation,
      userId: owner.id,
      ...coffeeChat(),
    })
    .run();
  return interviewId;
}
const liteInterviewId = insertInterview({ allowBrowserDictation: false });
const fullInterviewId = insertInterview({ allowBrowserDictation: true });

const build = await import(pathToFileURL(buildFile).href);
const app = createApp({ env: env(), build, publicDir: path.join(root, 'build/client') });
const server = app.listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const { port } = server.address() as AddressInfo;

type Fetched = { url: string; status: number; type: string; encoding: string; wireBytes: number; body: string };

/** GET with `Accept-Encoding: gzip`, counting the bytes as they arrive (compressed, when the server compresses). */
function get(pathname: string): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: pathname, headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = String(response.headers['content-encoding'] ?? 'identity');
        const body = (encoding === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
        resolve({
          url: pathname,
          status: response.statusCode ?? 0,
          type: String(response.headers['content-type'] ?? ''),
          encoding,
          wireBytes: raw.length,
          body,
        });
      });
    });
    request.on('error', reject);
  });
}

const attribute = (tag: string, name: string) => new RegExp(`\\b${name}\\s*=\\s*"([^"]*)"`, 'i').exec(tag)?.[1];

/** Stylesheets and scripts the HTML loads at once: script src, modulepreload, stylesheets, and the inline modules' imports. */
function firstLoadAssets(html: string): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attribute(tag, 'rel')?.toLowerCase();
    const href = attribute(tag, 'href');
    if (!href) continue;
    if (rel === 'modulepreload') scripts.add(href);
    if (rel === 'stylesheet') styles.add(href);
  }
  for (const [, attributes, inline] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const src = attribute(`<script ${attributes}>`, 'src');
    if (src) scripts.add(src);
    else for (const specifier of importsOf(inline!, { dynamic: true })) scripts.add(specifier);
  }
  return { scripts: [...scripts], styles: [...styles] };
}

/** Module specifiers imported by a script: static imports, and `import(...)` too when it runs at once (inline entry). */
function importsOf(code: string, { dynamic }: { dynamic: boolean }): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(/\bimport\s*(?:[\w*{}\s,$]+?\s*from\s*)?["']([^"']+)["']/g)) found.add(match[1]!);
  for (const match of code.matchAll(/\bexport\s*(?:\*|\{[^}]*\})\s*from\s*["']([^"']+)["']/g)) found.add(match[1]!);
  if (dynamic) for (const match of code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) found.add(match[1]!);
  return [...found].filter((specifier) => specifier.startsWith('/') || specifier.startsWith('.'));
}

/** The page and everything it needs on first load, each fetched once; module scripts are followed through their static imports. */
async function measure(pathname: string) {
  const page = await get(pathname);
  if (page.status !== 200) throw new Error(`${pathname} answered ${page.status}`);
  const { scripts, styles } = firstLoadAssets(page.body);
  // A page of this app always loads a stylesheet and the entry script; finding none means the parsing broke.
  if (!scripts.length && !styles.length && !/<style\b/i.test(page.body))
    throw new Error(`${pathname}: found ${scripts.length} scripts and ${styles.length} stylesheets in the HTML`);
  const resources: (Fetched & { kind: 'html' | 'css' | 'js' })[] = [{ ...page, kind: 'html' }];
  const seen = new Set<string>();
  for (const href of styles) {
    if (seen.has(href)) continue;
    seen.add(href);
    const css = await get(href);
    if (css.status !== 200) throw new Error(`${href} answered ${css.status}`);
    resources.push({ ...css, kind: 'css' });
  }
  const queue = [...scripts];
  while (queue.length) {
    const href = queue.shift()!;
    if (seen.has(href)) continue;
    seen.add(href);
    const js = await get(href);
    if (js.status !== 200) throw new Error(`${href} answered ${js.status}`);
    resources.push({ ...js, kind: 'js' });
    for (const specifier of importsOf(js.body, { dynamic: false })) queue.push(new URL(specifier, `http://x${href}`).pathname);
  }
  const total = (kind?: string) => resources.filter((r) => !kind || r.kind === kind).reduce((sum, r) => sum + r.wireBytes, 0);
  return { pathname, resources, html: total('html'), css: total('css'), js: total('js'), total: total() };
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** Found only in the script that records (the minifier keeps the browser's own names). */
const RECORDER = 'new MediaRecorder(';

/** The built scripts that record, as the browser would fetch them (they are loaded on the first tap on the microphone). */
async function captureScripts(): Promise<Fetched[]> {
  const assets = path.join(root, 'build/client/assets');
  const files = fs
    .readdirSync(assets)
    .filter((name) => name.endsWith('.js') && fs.readFileSync(path.join(assets, name), 'utf8').includes(RECORDER));
  return Promise.all(files.map((name) => get(`/assets/${name}`)));
}

try {
  const lite = await measure(`/interviews/${liteInterviewId}`);
  const full = await measure(`/interviews/${fullInterviewId}`);
  const baseline = await measure('/auth');

  const list = (label: string, m: Awaited<ReturnType<typeof measure>>) => {
    console.log(`${label}: ${m.resources.length} resources`);
    for (const r of m.resources)
      console.log(
        `  ${r.kind.padEnd(4)} ${kB(r.wireBytes).padStart(9)}  ${r.encoding.padEnd(8)} ${r.url === m.pathname ? '/interviews/{id}' : r.url}`,
      );
  };
  list('Lite page /interviews/{id} (text chat)', lite);
  const inline = (tag: string) =>
    [...lite.resources[0]!.body.matchAll(new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`, 'gi'))].reduce(
      (sum, [, code]) => sum + Buffer.byteLength(code!),
      0,
    );
  console.log(`  (inside its HTML, uncompressed: stylesheet ${kB(inline('style'))}, script ${kB(inline('script'))})`);
  list('Full page /interviews/{id} (chat with dictation)', full);
  const capture = await captureScripts();
  const onFirstLoad = full.resources.filter((r) => r.kind === 'js' && r.body.includes(RECORDER));
  console.log(
    `  capture code on first load: ${onFirstLoad.length ? `yes, in ${onFirstLoad.map((r) => r.url).join(', ')}` : 'no'}; ` +
      `the first tap on the microphone fetches ${capture.map((r) => `${r.url} (${kB(r.wireBytes)})`).join(', ') || 'nothing more'}`,
  );
  const row = (label: string, m: Awaited<ReturnType<typeof measure>>) =>
    console.log(
      `${label.padEnd(24)} html ${kB(m.html).padStart(8)}  css ${kB(m.css).padStart(8)}  js ${kB(m.js).padStart(8)}  total ${kB(
        m.total,
      ).padStart(9)}`,
    );
  console.log('\nCompressed bytes on first load (gzip; background image excluded):');
  row('lite /interviews/{id}', lite);
  row('full /interviews/{id}', full);
  row('/auth (baseline)', baseline);
  let pass = true;
  for (const [label, m, budget] of [
    ['Lite page', lite, LITE_BUDGET_BYTES],
    ['Full page', full, FULL_BUDGET_BYTES],
  ] as const) {
    const within = m.total <= budget;
    pass &&= within;
    console.log(
      `${label}: ${(m.total / baseline.total).toFixed(2)}× the baseline; budget ${kB(budget)} → ${within ? 'PASS' : 'OVER'} (${kB(
        m.total,
      )}, ${((m.total / budget) * 100).toFixed(0)}% of budget)`,
    );
  }
  process.exitCode = pass ? 0 : 1;
} finally {
  await new Promise((resolve) => server.close(resolve));
  closeDb();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
