// Reproduces what the image does, without a Docker engine: the Dockerfile's runtime stage (its COPY lines) assembled
// in a clean folder with a production-only install, started through the image's entrypoint as an unprivileged user
// with the app folder read-only and a separate data folder, then used as a new researcher and a respondent would.
// Run: npm run start:container-check   (it builds first)
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The unprivileged user the check runs the server as when it starts as root (the image's `node` has uid 1000). */
const CHECK_USER = 'nobody';
const SECRET = 'container-check-secret-0123456789';

export type ContainerCheckReport = {
  copied: string[];
  devPackagesLeft: string[];
  serverUid: number;
  dataOwnerUid: number;
  health: unknown;
  interviewId: string;
  turns: number;
  closingReply: string;
  storedMessages: number;
  exportBytes: number;
  stopCode: number | null;
  writableInAppFolder: string[];
  log: string;
};

/** The files the runtime stage copies from the build stage, read from the Dockerfile so the two cannot drift apart. */
export function runtimeCopies(dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8')): string[] {
  const stages = dockerfile.split(/^FROM /m);
  const runtime = stages[stages.length - 1]!;
  return [...runtime.matchAll(/^COPY --from=build (.+) \S+$/gm)]
    .flatMap((m) => m[1]!.trim().split(/\s+/))
    .map((source) => path.relative('/app', source));
}

export async function runContainerCheck(options: { keep?: boolean } = {}): Promise<ContainerCheckReport> {
  if (!fs.existsSync(path.join(root, 'build/server.js'))) throw new Error('No build: run `npm run build` first.');
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'qualia-image-'));
  fs.chmodSync(base, 0o755);
  const app = path.join(base, 'app');
  const data = path.join(base, 'data');
  fs.mkdirSync(app);
  let server: ChildProcess | undefined;
  try {
    // The build stage: `npm ci` (this checkout's node_modules) then `npm prune --omit=dev`; the runtime stage copies.
    const copied = runtimeCopies();
    // Through a symbolic link (a node_modules shared between checkouts) the real folder is copied, never the link.
    for (const item of copied) await run('cp', ['-a', fs.realpathSync(path.join(root, item)), path.join(app, item)], { cwd: root });
    await run('npm', ['prune', '--omit=dev', '--offline', '--no-audit', '--no-fund'], { cwd: app });
    const devPackagesLeft = Object.keys(readJson(path.join(root, 'package.json')).devDependencies).filter(
      (name) => fs.existsSync(path.join(app, 'node_modules', name, 'package.json')) && !isProductionDependency(app, name),
    );
    makeReadOnly(app);

    const asRoot = process.getuid?.() === 0;
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH!,
      NODE_ENV: 'production' as const,
      DATA_DIR: data,
      PORT: String(port),
      HOST: '127.0.0.1',
      SESSION_SECRET: SECRET,
      COOKIE_SECURE: 'false',
      APP_USER: CHECK_USER,
    };
    // As the image does: the entrypoint, which (as root) hands the data folder to the user and drops to it.
    const entry = (command: string[]) =>
      (asRoot ? ['sh', ['./docker-entrypoint.sh', ...command]] : [command[0]!, command.slice(1)]) as [string, string[]];
    const email = 'first.researcher@example.com';
    const password = 'container-check-password';
    const [userCommand, userArgs] = entry(['node', 'build/create-user.js', '--email', email, '--password', password]);
    await run(userCommand, userArgs, { cwd: app, env });

    const [command, args] = entry(['node', 'build/server.js']);
    const child = spawn(command, args, { cwd: app, env, stdio: ['ignore', 'pipe', 'pipe'] });
    server = child;
    let log = '';
    child.stdout!.on('data', (chunk) => (log += chunk));
    child.stderr!.on('data', (chunk) => (log += chunk));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const url = `http://127.0.0.1:${port}`;
    const health = await waitForHealth(url, exited, () => log);
    const serverUid = uidOf(child.pid!);

    const researcher = new Session(url);
    const signIn = await researcher.post('/auth', { email, password });
    expectThat(signIn.headers.get('location') === '/dashboard', `sign-in went to ${signIn.headers.get('location')} (${signIn.status})`);
    const created = await researcher.post('/dashboard', { intent: 'create-manual' });
    const setup = created.headers.get('location') ?? '';
    const interviewId = setup.split('/').pop()!;
    expectThat(setup.startsWith('/interview/setup/'), `creating an interview answered ${created.status}`);
    for (const [title, description] of [
      ['Habits', 'How do you usually buy your coffee?'],
      ['Reasons', 'Why do you choose that place over others?'],
    ]) {
      const added = await researcher.post(`${setup}?index`, { intent: 'add-question', title: title!, description: description! });
      expectThat(added.status === 302, `adding a question answered ${added.status}`);
    }
    const published = await researcher.post(`${setup}?index`, { intent: 'publish' });
    expectThat(published.status === 302, `publishing answered ${published.status}`);

    const respondent = new Session(url);
    const page = await respondent.get(`/interviews/${interviewId}`);
    expectThat(page.status === 200, `the public interview page answered ${page.status}`);
    const answers = [
      'Hi, happy to help.',
      'Mostly from the small cafe next to the station on my way to work, about four times a week.',
      'The barista knows my order and the coffee is better than at the chains, even if it costs a little more.',
      'Sometimes I make it at home on weekends with a moka pot, which is cheaper and I enjoy the ritual.',
      'No, I think that is everything. Thanks!',
      'Bye.',
    ];
    let dialogId: string | undefined;
    let turns = 0;
    let closingReply = '';
    for (const [i, userMessage] of answers.entries()) {
      const response = await respondent.postJson('/api/interview/chat', {
        ...(dialogId ? { dialogId } : { interviewId }),
        userMessage,
        clientId: `check-${i}`,
      });
      const body = (await response.json()) as { dialogId?: string; response?: string; isLastMessage?: boolean; error?: string };
      expectThat(
        response.status === 200 && typeof body.response === 'string',
        `turn ${i + 1} answered ${response.status} ${JSON.stringify(body)}`,
      );
      dialogId = body.dialogId ?? dialogId;
      turns += 1;
      closingReply = body.response!;
      if (body.isLastMessage) break;
    }
    const transcript = await respondent.postJson('/api/interview/messages', { dialogId });
    const stored = (await transcript.json()) as { messages?: unknown[] };
    const exported = await researcher.get(`/api/interview/${interviewId}/export.docx`);
    expectThat(exported.status === 200, `the Word export answered ${exported.status}`);
    const exportBytes = (await exported.arrayBuffer()).byteLength;
    const dataOwnerUid = fs.statSync(path.join(data, 'app.db')).uid;

    child.kill('SIGTERM');
    const stopCode = await exited;
    server = undefined;
    return {
      copied,
      devPackagesLeft,
      serverUid,
      dataOwnerUid,
      health,
      interviewId,
      turns,
      closingReply,
      storedMessages: stored.messages?.length ?? 0,
      exportBytes,
      stopCode,
      writableInAppFolder: writableEntries(app),
      log,
    };
  } finally {
    server?.kill('SIGKILL');
    if (!options.keep) {
      makeWritable(base);
      fs.rmSync(base, { recursive: true, force: true });
    }
  }
}

/** A cookie-keeping client that sends Origin on writes, as a browser on the site would. */
class Session {
  private cookies = new Map<string, string>();
  constructor(private readonly url: string) {}

  get(pathname: string) {
    return this.send(pathname, { method: 'GET' });
  }

  post(pathname: string, fields: Record<string, string>) {
    return this.send(pathname, {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
  }

  postJson(pathname: string, body: unknown) {
    return this.send(pathname, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });
  }

  private async send(pathname: string, init: RequestInit) {
    const headers = new Headers(init.headers);
    headers.set('Origin', this.url);
    if (this.cookies.size) headers.set('Cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(new URL(pathname, this.url), { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [name, ...value] = line.split(';')[0]!.split('=');
      this.cookies.set(name!.trim(), value.join('='));
    }
    return response;
  }
}

function expectThat(condition: boolean, failure: string): asserts condition {
  if (!condition) throw new Error(`Container check failed: ${failure}`);
}

/** Runs a command to its end without blocking the event loop (a test runner's worker must keep answering). */
async function run(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<void> {
  try {
    await execFileAsync(command, args, { ...options, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const { stdout = '', stderr = '', code } = error as { stdout?: string; stderr?: string; code?: unknown };
    throw new Error(`${command} ${args.join(' ')} failed (${String(code)}):\n${stdout}${stderr}`, { cause: error });
  }
}

function readJson(file: string) {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as { devDependencies: Record<string, string> };
}

/** A development package may still be installed because a production one depends on it (typescript, for one). */
function isProductionDependency(app: string, name: string): boolean {
  const lock = JSON.parse(fs.readFileSync(path.join(app, 'package-lock.json'), 'utf8')) as { packages: Record<string, { dev?: boolean }> };
  return lock.packages[`node_modules/${name}`]?.dev !== true;
}

async function freePort(): Promise<number> {
  const probe = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => probe.once('listening', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function waitForHealth(url: string, exited: Promise<number | null>, log: () => string): Promise<unknown> {
  let gone = false;
  void exited.then(() => (gone = true));
  for (const started = Date.now(); Date.now() - started < 60_000;) {
    if (gone) throw new Error(`Container check failed: the server exited at start:\n${log()}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return await response.json();
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Container check failed: no answer from /healthz within 60 s:\n${log()}`);
}

function uidOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^Uid:\s+(\d+)/m.exec(status)![1]);
}

function walk(dir: string, visit: (entry: string, stat: fs.Stats) => void) {
  for (const name of fs.readdirSync(dir)) {
    const entry = path.join(dir, name);
    const stat = fs.lstatSync(entry);
    if (stat.isSymbolicLink()) continue;
    visit(entry, stat);
    if (stat.isDirectory()) walk(entry, visit);
  }
}

function makeReadOnly(dir: string) {
  walk(dir, (entry, stat) => fs.chmodSync(entry, stat.mode & 0o555));
  fs.chmodSync(dir, 0o555);
}

function makeWritable(dir: string) {
  fs.chmodSync(dir, 0o755);
  walk(dir, (entry, stat) => {
    if (stat.isDirectory()) fs.chmodSync(entry, stat.mode | 0o700);
  });
}

/** Anything in the app folder that someone other than root could write to. */
function writableEntries(dir: string): string[] {
  const found: string[] = [];
  walk(dir, (entry, stat) => {
    if (stat.mode & 0o222) found.push(path.relative(dir, entry));
  });
  return found;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const started = Date.now();
  runContainerCheck()
    .then((report) => {
      const fails = [
        report.devPackagesLeft.length ? `development packages installed: ${report.devPackagesLeft.join(', ')}` : '',
        report.serverUid === 0 ? 'the server ran as root' : '',
        report.stopCode !== 0 ? `the server stopped with ${report.stopCode}` : '',
        report.writableInAppFolder.length ? `writable in the app folder: ${report.writableInAppFolder.slice(0, 5).join(', ')}` : '',
      ].filter(Boolean);
      console.log(`Copied from the build stage: ${report.copied.join(', ')} (production packages only)`);
      console.log(`Server ran as uid ${report.serverUid}; data folder owned by uid ${report.dataOwnerUid}; app folder read-only`);
      console.log(`/healthz: ${JSON.stringify(report.health)}`);
      console.log(
        `Interview ${report.interviewId}: ${report.turns} turns, ${report.storedMessages} messages stored, closing with "${report.closingReply}"`,
      );
      console.log(`Word export: ${report.exportBytes} bytes; SIGTERM: exit ${report.stopCode}`);
      console.log(`${fails.length ? 'FAILED' : 'Container check passed'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      for (const fail of fails) console.error(`  ${fail}`);
      process.exit(fails.length ? 1 : 0);
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
