import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import type { ServerBuild } from '@remix-run/node';
import Database from 'better-sqlite3';
import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { getDb, schema } from '@db/index';
import { NO_RECRUITMENT, saveRecruitSettings } from '~/features/recruit/recruit-settings.server';
import { enqueueJob } from '~/jobs/queue.server';

import { needsPrimary, PRIMARY_ONLY_ROUTES, routesOf } from '../../server/replica/primary-routes';
import { whenListening } from '../support/built-server';
import { postChat } from '../support/chat';
import { createPublishedInterview, createResearcher, PASSWORD } from '../support/factories';
import { Client } from '../support/test-server';

// Two real processes of the compiled server on this test file's data folder: a primary, and a read replica told
// where the primary is. The replica opens the same SQLite file read-only, so any write it did not hand to the
// primary fails (500) instead of landing. LiteFS itself (FUSE) is not available here; docs/scaling.md says what that
// leaves untested.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

type Proc = { url: string; child: ChildProcess; output: () => string; exited: Promise<number | null> };
const started: ChildProcess[] = [];

async function startBuilt(env: Record<string, string>): Promise<Proc> {
  const child = spawn(process.execPath, [path.join(root, 'build/server.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_REQUESTS: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  const { port, output, exited } = await whenListening(child);
  return { url: `http://127.0.0.1:${port}`, child, output, exited };
}

afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
});

async function until<T>(check: () => T | undefined | null | false, what: string, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Reads a server-sent event stream until `done` says so (or the stream ends); returns all it read. */
async function readEvents(response: Response, done: (text: string) => boolean): Promise<string> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  while (!done(text)) {
    const { value, done: ended } = await reader.read();
    if (ended) break;
    text += decoder.decode(value);
  }
  await reader.cancel();
  return text;
}

/** Whether the process logged this request (it served it itself); its log line may arrive a moment after the answer. */
async function served(proc: Proc, method: string, pathname: string): Promise<boolean> {
  const line = `"${method} ${pathname} HTTP/1.1"`;
  const end = Date.now() + 1000;
  while (!proc.output().includes(line) && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 25));
  return proc.output().includes(line);
}

let primary: Proc;
let replica: Proc;

beforeAll(async () => {
  // Each trusts one proxy: the replica the one in front of it (here the test's X-Forwarded-For), the primary the replica.
  primary = await startBuilt({ TRUST_PROXY: '1' });
  replica = await startBuilt({ PRIMARY_URL: primary.url, TRUST_PROXY: '1' });
}, 60_000);

test('the list of primary-only routes names routes the build has, and matches pages, their data and their children', async () => {
  const build = (await import(pathToFileURL(path.join(root, 'build/server/index.js')).href)) as ServerBuild;
  for (const id of Object.keys(PRIMARY_ONLY_ROUTES)) expect(build.routes, id).toHaveProperty([id]);
  expect(routesOf(build.routes, '/interview/setup/x/analysis/overview.data')).toContain('routes/interview.setup.$id.analysis');
  expect(needsPrimary(build.routes, 'GET', '/interview/setup/x/analysis/sample')).toBe(true);
  expect(needsPrimary(build.routes, 'GET', '/interview/setup/x/participants')).toBe(false);
  expect(needsPrimary(build.routes, 'GET', '/_root.data')).toBe(false);
  expect(needsPrimary(build.routes, 'GET', '/api/interview/x/report')).toBe(true);
  expect(needsPrimary(build.routes, 'POST', '/interview/setup/x/participants')).toBe(true);
});

test('each process says its role, and the replica really cannot write the file', async () => {
  expect(await (await fetch(`${primary.url}/healthz`)).json()).toEqual({ status: 'ok', role: 'primary' });
  expect(await (await fetch(`${replica.url}/healthz`)).json()).toEqual({ status: 'ok', role: 'replica' });
  expect(replica.output()).toContain('Read replica: the database is read-only here');
  // The same open mode the replica uses: a write is refused by SQLite itself.
  const readOnly = new Database(path.join(process.env.DATA_DIR!, 'app.db'), { readonly: true, fileMustExist: true });
  expect(() => readOnly.prepare("insert into beta_requests (id, email) values ('x', 'x@example.com')").run()).toThrow(/readonly/);
  readOnly.close();
});

test('a panel study’s first page, opened through the replica, starts the dialog on the primary; the same person is then read on the replica', async () => {
  const { interview } = await createPublishedInterview();
  const screener = [{ id: 'freq', question: 'How often?', options: [{ id: 'weekly', label: 'Weekly', qualifies: true, quota: null }] }];
  saveRecruitSettings(interview.id, { ...NO_RECRUITMENT, urlVariables: ['PROLIFIC_PID'], personVariable: 'PROLIFIC_PID', screener });
  const visitor = new Client(replica.url, '198.51.100.41');
  const first = await visitor.get(`/interviews/${interview.id}?PROLIFIC_PID=r-1`);
  expect(first.status).toBe(302);
  expect(first.headers.get('location')).toBe(`/interviews/${interview.id}/start?PROLIFIC_PID=r-1`);
  const started = await visitor.get(first.headers.get('location')!);
  expect(started.status).toBe(200);
  expect(await started.text()).toContain('name="q_freq"');
  const rows = getDb().select().from(schema.dialogRecruitment).where(eq(schema.dialogRecruitment.interviewId, interview.id)).all();
  expect(rows.map((r) => r.personKey)).toEqual(['r-1']);

  const again = await new Client(replica.url, '198.51.100.42').get(`/interviews/${interview.id}?PROLIFIC_PID=r-1`);
  expect(again.status).toBe(200);
  expect(await again.text()).toContain('name="q_freq"');
  // Both visits were answered by the replica itself: the first with the redirect, the second with the page.
  const line = `"GET /interviews/${interview.id}?PROLIFIC_PID=r-1 HTTP/1.1" 200`;
  await until(() => replica.output().includes(line), "the replica's log of the second visit");
  expect(await served(primary, 'GET', `/interviews/${interview.id}/start?PROLIFIC_PID=r-1`)).toBe(true);
});

describe('a researcher and a respondent working only through the replica', () => {
  let owner: Client;
  let interviewId: string;
  let userId: string;

  test('sign-in is answered by the primary, with its cookie, and the client address passed on', async () => {
    const user = await createResearcher('replica');
    userId = user.id;
    owner = new Client(replica.url, '203.0.113.7');
    const signIn = await owner.signIn(user.email, PASSWORD);
    expect(signIn.status).toBe(302);
    expect(signIn.headers.get('location')).toBe('/dashboard');
    expect(owner.hasSession()).toBe(true);
    // The primary did the work, and saw the browser's address rather than the replica's.
    await until(
      () => /203\.0\.113\.7 - - \[[^\]]+\] "POST \/auth HTTP\/1\.1" 302/.test(primary.output()),
      "the primary's log of the sign-in",
    );
    expect(getDb().select().from(schema.sessions).where(eq(schema.sessions.userId, user.id)).all()).toHaveLength(1);

    const dashboard = await owner.get('/dashboard');
    expect(dashboard.status).toBe(200);
    expect(await dashboard.text()).toContain('Add Interview');
    expect(await served(replica, 'GET', '/dashboard')).toBe(true);
  });

  test('creating, editing and publishing an interview land in the database and show through the replica', async () => {
    const created = await owner.post('/dashboard', { intent: 'create-manual' });
    expect(created.status).toBe(302);
    interviewId = /^\/interview\/setup\/([^/?#]+)$/.exec(created.headers.get('location')!)![1]!;
    expect(getDb().select().from(schema.interviews).where(eq(schema.interviews.id, interviewId)).get()).toMatchObject({ userId });

    const setup = `/interview/setup/${interviewId}`;
    // Live sync through the replica: its event stream is the primary's.
    const controller = new AbortController();
    const events = await owner.get(`/api/interview/${interviewId}/events`, { signal: controller.signal });
    expect(events.status).toBe(200);
    expect(events.headers.get('content-type')).toContain('text/event-stream');
    const received = readEvents(events, (text) => text.includes('event: questions'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(
      (
        await owner.post(`${setup}?index`, {
          intent: 'add-question',
          title: 'Habits',
          description: 'How do you buy coffee?',
          tabId: 'tab-1',
        })
      ).status,
    ).toBe(302);
    expect(await received).toContain('How do you buy coffee?');
    controller.abort();
    for (const description of ['Why do you choose that place?', 'What would make it better?']) {
      expect((await owner.post(`${setup}?index`, { intent: 'add-question', title: 'More', description })).status).toBe(302);
    }

    const published = await owner.post(`${setup}?index`, { intent: 'publish' });
    expect(published.headers.get('location')).toBe(`${setup}?toast=published`);
    expect(getDb().select().from(schema.interviews).where(eq(schema.interviews.id, interviewId)).get()).toMatchObject({
      status: 'published',
    });
    const page = await owner.get(setup);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('How do you buy coffee?');
    expect(await served(replica, 'GET', setup)).toBe(true);
  });

  test('a respondent talks over the JSON chat API, the streamed reply and the plain form; every message is stored', async () => {
    const visitor = new Client(replica.url, '198.51.100.20');
    const opened = await visitor.get(`/interviews/${interviewId}`);
    expect(opened.status).toBe(200);
    expect(await served(replica, 'GET', `/interviews/${interviewId}`)).toBe(true);

    const first = await postChat(visitor, { interviewId, userMessage: 'Hello, happy to help', clientId: 'r1' });
    expect(first.status).toBe(200);
    expect(first.json.response).toContain('How do you buy coffee?');
    const dialogId = first.json.dialogId as string;

    const streamed = await visitor.request('/api/interview/chat', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: replica.url },
      body: JSON.stringify({
        dialogId,
        userMessage: 'I buy it at the station kiosk every morning before my train',
        clientId: 'r2',
        stream: true,
      }),
    });
    expect(streamed.headers.get('content-type')).toContain('text/event-stream');
    expect(await streamed.text()).toContain('event: done');

    const form = await visitor.post(`/interviews/${interviewId}`, {
      content: 'Sometimes I make it at home with a small moka pot',
      clientId: 'r3',
    });
    expect(form.status).toBe(302);
    const after = await visitor.get(`/interviews/${interviewId}`);
    expect(await after.text()).toContain('Sometimes I make it at home with a small moka pot');

    const stored = getDb()
      .select()
      .from(schema.messages)
      .where(eq(schema.messages.dialogId, dialogId))
      .orderBy(asc(schema.messages.createdAt))
      .all();
    expect(stored.filter((m) => m.role === 'user').map((m) => m.clientId)).toEqual(['r1', 'r2', 'r3']);
    expect(stored.filter((m) => m.role === 'assistant')).toHaveLength(4);
  });

  test('every researcher page opens through the replica, and the reads that write are done by the primary', async () => {
    const setup = `/interview/setup/${interviewId}`;
    const dialog = getDb()
      .select()
      .from(schema.dialogs)
      .where(and(eq(schema.dialogs.interviewId, interviewId), eq(schema.dialogs.isPreview, false)))
      .get()!;
    expect((await owner.post(`${setup}/links`, { intent: 'create', bio: 'Maria, 34, commutes by train' })).status).toBe(302);
    const link = await until(
      () =>
        getDb()
          .select()
          .from(schema.dialogs)
          .where(and(eq(schema.dialogs.interviewId, interviewId), eq(schema.dialogs.preInfo, 'Maria, 34, commutes by train')))
          .get(),
      'the individual link',
    );

    const pages: [string, string][] = [
      ['/dashboard', 'Add Interview'],
      [setup, 'How do you buy coffee?'],
      [`${setup}/recruit`, 'Variables from the link'],
      [`${setup}/respondents`, 'Persona'],
      [`${setup}/participants`, 'Participants'],
      [`${setup}/participants/${dialog.id}`, 'moka pot'],
      [`${setup}/preview`, 'thank you for taking part'],
      [`${setup}/analysis/sample`, 'Sample'],
      [`${setup}/analysis/ai`, 'Coding'],
      [`${setup}/analysis/ai/search`, 'Search'],
      [`${setup}/analysis/overview`, 'Overview'],
      [`${setup}/analysis/open`, 'Open'],
      [`${setup}/analysis/chat`, 'Chat'],
      [`/dialogs/${link.shortLink}`, 'thank you for taking part'],
      ['/create', 'goal'],
    ];
    const wrong: string[] = [];
    for (const [pathname, text] of pages) {
      const response = await owner.get(pathname);
      const body = await response.text();
      if (response.status !== 200 || !body.includes(text))
        wrong.push(`${pathname}: ${response.status}, ${body.includes(text) ? 'with' : 'without'} "${text}"`);
    }
    expect(wrong).toEqual([]);
    // The analysis pages made the first report and remembered it for this researcher, on the primary.
    const selection = getDb().select().from(schema.reportSelections).where(eq(schema.reportSelections.userId, userId)).get();
    expect(selection?.interviewId).toBe(interviewId);
    // The preview dialog and the link's greeting were written too; none of those pages was served by the replica.
    expect(
      getDb()
        .select()
        .from(schema.dialogs)
        .where(and(eq(schema.dialogs.interviewId, interviewId), eq(schema.dialogs.isPreview, true)))
        .get(),
    ).toBeDefined();
    expect(getDb().select().from(schema.messages).where(eq(schema.messages.dialogId, link.id)).all()).toHaveLength(1);
    for (const pathname of [`${setup}/analysis/sample`, `${setup}/preview`, `/dialogs/${link.shortLink}`]) {
      expect(await served(primary, 'GET', pathname), pathname).toBe(true);
      expect(await served(replica, 'GET', pathname), pathname).toBe(false);
    }
  });

  test("the spec's GET that creates a report (?create=true) is handed to the primary", async () => {
    const pathname = `/api/interview/${interviewId}/report?create=true&name=Through%20the%20replica`;
    const created = await owner.get(pathname, { headers: { 'Sec-Fetch-Site': 'same-origin' } });
    expect(created.status, await created.clone().text()).toBe(201);
    const { data } = (await created.json()) as { data: { id: string; name: string } };
    expect(getDb().select().from(schema.reports).where(eq(schema.reports.id, data.id)).get()).toMatchObject({
      interviewId,
      name: 'Through the replica',
    });
    expect(await served(primary, 'GET', pathname)).toBe(true);
    expect(await served(replica, 'GET', pathname)).toBe(false);
  });

  test('a job started through the replica is run by the primary, and its progress streams back through the replica', async () => {
    const respondents = `/interview/setup/${interviewId}/respondents`;
    expect(
      (
        await owner.post(respondents, {
          intent: 'add-persona',
          name: 'Commuter',
          description: 'Takes the train to work and buys coffee on the way',
          respondentCount: '1',
        })
      ).status,
    ).toBe(302);
    expect((await owner.post(respondents, { intent: 'generate' })).status).toBe(302);
    const job = getDb()
      .select()
      .from(schema.jobs)
      .where(eq(schema.jobs.interviewId, interviewId))
      .orderBy(desc(schema.jobs.createdAt))
      .get()!;
    const events = await owner.get(`/api/jobs/${job.id}/events`);
    expect(events.headers.get('content-type')).toContain('text/event-stream');
    const text = await readEvents(events, (t) => /"status":"(completed|failed|cancelled)"/.test(t));
    expect(text).toContain('"status":"completed"');
    expect(
      getDb()
        .select()
        .from(schema.dialogs)
        .where(and(eq(schema.dialogs.interviewId, interviewId), eq(schema.dialogs.isGenerated, true)))
        .all(),
    ).toHaveLength(1);
  }, 60_000);
});

describe('on Fly, under LiteFS', () => {
  let litefsDir: string;
  let flyReplica: Proc;

  beforeAll(async () => {
    // LiteFS names the primary's machine in `.primary` on replicas; here a plain folder stands in for its mount.
    litefsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'qualia-litefs-'));
    fs.writeFileSync(path.join(litefsDir, '.primary'), 'e2865013a5d286\n');
    flyReplica = await startBuilt({ LITEFS_DIR: litefsDir, FLY_APP_NAME: 'qualia-test', PRIMARY_URL: primary.url });
  }, 60_000);

  test('writes and primary-only reads are handed to Fly with fly-replay; large bodies are proxied; reads are served', async () => {
    expect(await (await fetch(`${flyReplica.url}/healthz`)).json()).toEqual({ status: 'ok', role: 'replica' });
    const visitor = new Client(flyReplica.url);
    const signIn = await visitor.signIn('nobody@example.com', 'wrong-password');
    expect(signIn.status).toBe(409);
    expect(signIn.headers.get('fly-replay')).toBe('instance=e2865013a5d286');
    const events = await visitor.get('/api/jobs/some-job/events');
    expect(events.headers.get('fly-replay')).toBe('instance=e2865013a5d286');
    expect((await visitor.get('/auth')).status).toBe(200);

    // Fly replays bodies up to 1 MB; a larger upload goes to the primary over the network and its answer comes back.
    const upload = await visitor.request('/api/speech-to-text', {
      method: 'POST',
      headers: { Origin: flyReplica.url, 'Content-Type': 'application/octet-stream' },
      body: new Uint8Array(1_200_000),
    });
    expect(upload.headers.get('fly-replay')).toBeNull();
    expect(upload.status).not.toBe(409);
    expect(await served(primary, 'POST', '/api/speech-to-text')).toBe(true);
  });

  test('when LiteFS makes this machine the primary, the replica stops so it can restart as the primary', async () => {
    fs.rmSync(path.join(litefsDir, '.primary'));
    expect(await flyReplica.exited).toBe(0);
    expect(flyReplica.output()).toContain('This instance is now the primary: restarting');
  }, 20_000);
});

test('a replica passes on no address a client made up; stopping, it ends the event streams it carries and exits cleanly', async () => {
  // This replica trusts no proxy: an X-Forwarded-For the client wrote must not reach the primary as its address.
  const second = await startBuilt({ PRIMARY_URL: primary.url, TRUST_PROXY: 'false' });
  const user = await createResearcher('stream');
  const { interview } = await createPublishedInterview({}, user);
  const owner = new Client(second.url, '192.0.2.66');
  expect((await owner.signIn(user.email, PASSWORD)).status).toBe(302);
  expect(primary.output()).not.toContain('192.0.2.66');
  const events = await owner.get(`/api/interview/${interview.id}/events`);
  expect(events.headers.get('content-type')).toContain('text/event-stream');
  const read = readEvents(events, () => false);
  second.child.kill('SIGTERM');
  expect(await read).toContain(': connected');
  expect(await second.exited).toBe(0);
  expect(second.output()).toContain('Stopped cleanly');
}, 60_000);

describe('when the primary is gone', () => {
  test('the replica still serves reads, answers writes with 502, stores nothing, and runs no job', async () => {
    const { interview } = await createPublishedInterview({ questions: [{ id: 'q1', title: 'One', description: 'Why?' }] });
    const job = enqueueJob({ kind: 'generate-personas', interviewId: interview.id });
    primary.child.kill('SIGTERM');
    await primary.exited;

    const visitor = new Client(replica.url, '198.51.100.30');
    expect((await visitor.get(`/interviews/${interview.id}`)).status).toBe(200);
    const send = await postChat(visitor, { interviewId: interview.id, userMessage: 'Hello', clientId: 'gone-1' });
    expect(send.status).toBe(502);
    expect(send.json.error).toContain('could not be reached');
    expect(getDb().select().from(schema.dialogs).where(eq(schema.dialogs.interviewId, interview.id)).all()).toHaveLength(0);

    // With no primary running, the pending job stays pending: the replica never claims one.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(getDb().select().from(schema.jobs).where(eq(schema.jobs.id, job.id)).get()!.status).toBe('pending');
    expect(replica.output()).not.toMatch(/SqliteError|readonly/i);
  }, 30_000);
});
