import '../../server/job-handlers';

import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { getDb, schema } from '@db/index';
import { codingBlocksOf } from '~/features/analysis/coding/blocks.server';
import { startCoding } from '~/features/analysis/coding/coding-job.server';
import { createReport, requireReport } from '~/features/analysis/reports/reports.server';
import { startSample } from '~/features/analysis/sample/sample.server';
import { startTopics } from '~/features/analysis/topics/topics.server';
import { findDialog } from '~/features/dialogs/dialogs.server';
import { RECEIPT_PATH_PREFIX } from '~/features/receipt/receipt-tokens.server';
import { receiptLinkOf } from '~/features/receipt/receipts.server';
import { storageDir } from '~/features/storage/stored-files.server';
import { interviewFor, VIEWER_WRITE_MESSAGE } from '~/features/teams/access.server';
import { createLink } from '~/features/teams/invitations.server';
import { memberOf } from '~/features/teams/teams.server';
import { startJobRunner, stopJobRunner, whenIdle } from '~/jobs/queue.server';

import { ACCESS_MATRIX, type Body, type Case, type Fixtures, type Outcome, type Role, ROLES } from '../support/access-matrix';
import { wavTone } from '../support/audio-fixtures';
import { postChat } from '../support/chat';
import { seedDialog, seedPersona, seedRecording } from '../support/dialog-seeds';
import { createPublishedInterview, createResearcher, createTeamMember, PASSWORD } from '../support/factories';
import { server, useFakeAiServer } from '../support/fake-ai-server';
import { Client } from '../support/test-server';
import { writeVersion } from '../support/write-version';

// The fake provider answers text-to-speech and speech-to-text, so the respondent routes really succeed where allowed.
useFakeAiServer();

type ManifestRoute = { id: string; path?: string; parentId?: string; index?: boolean; module: Record<string, unknown> };
const buildFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../build/server/index.js');
const manifest = ((await import(pathToFileURL(buildFile).href)) as { routes: Record<string, ManifestRoute> }).routes;

/** The secret of the team: in the respondent's answer, the report's name and the persona's name. */
const SECRET = `team-secret-${randomUUID().slice(0, 8)}`;
const OTHER_WRITES = ['PUT', 'PATCH', 'DELETE'] as const;
const TEAM: readonly Role[] = ['viewer', 'researcher', 'admin'];

/** The URL path of a route: its ancestors' paths joined (pathless layouts and index routes add nothing). */
function fullPath(route: ManifestRoute): string {
  const parts: string[] = [];
  for (let r: ManifestRoute | undefined = route; r; r = r.parentId ? manifest[r.parentId] : undefined) if (r.path) parts.unshift(r.path);
  return `/${parts.join('/')}`;
}

/** Every method a route answers: GET with a loader or a component, the writes with an action. */
function methodsOf(route: ManifestRoute): ('GET' | 'POST')[] {
  const methods: ('GET' | 'POST')[] = [];
  if (route.module.loader || route.module.default) methods.push('GET');
  if (route.module.action) methods.push('POST');
  return methods;
}

const casesOf = (value: Case | Case[] | undefined): Case[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

// ---------------------------------------------------------------------------------------------------------------
// Fixtures and roles, made once.

let f: Fixtures;
const clients = {} as Record<Role, Client>;
const userIds: Partial<Record<Role, string>> = {};

/** A 1×1 PNG. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

const QUESTIONS = [
  { id: 'q1', title: 'Habits', description: 'How do you usually buy coffee?' },
  { id: 'q2', title: 'Change', description: 'What would you change?' },
];

function answered(interviewId: string, answer: string, extra: Parameters<typeof seedDialog>[1] = {}) {
  return seedDialog(interviewId, {
    completedAt: Date.now(),
    messages: [
      { role: 'assistant', content: QUESTIONS[0]!.description, questionIndex: 0 },
      { role: 'user', content: answer },
      { role: 'assistant', content: QUESTIONS[1]!.description, questionIndex: 1 },
      { role: 'user', content: 'Cheaper cups, please.' },
    ],
    ...extra,
  });
}

async function signedIn(email: string, ip: string) {
  const client = new Client(server.url, ip);
  await client.signIn(email, PASSWORD);
  expect(client.hasSession()).toBe(true);
  return client;
}

async function makeFixtures(): Promise<Fixtures> {
  // The admin makes every fixture of the team; its viewer and researcher join that team; `other` is another team's admin.
  const owner = await createResearcher('admin');
  const other = await createResearcher('other');
  const viewer = await createTeamMember(owner, 'viewer');
  const researcher = await createTeamMember(owner, 'researcher');
  const fields = { questions: QUESTIONS, kMessages: 1 };
  const { interview } = await createPublishedInterview(fields, owner);
  const draft = await createPublishedInterview({ ...fields, status: 'draft' }, owner);
  const spareDelete = await createPublishedInterview(fields, owner);
  const spareEdit = await createPublishedInterview(fields, owner);
  const spare2Delete = await createPublishedInterview(fields, owner);
  const othersInterview = await createPublishedInterview(fields, other);

  const recording = seedRecording(interview.id);
  const dialog = seedDialog(interview.id, {
    completedAt: Date.now(),
    messages: [
      { role: 'assistant', content: QUESTIONS[0]!.description, questionIndex: 0 },
      { role: 'user', content: `I buy it at the station, ${SECRET}.`, attachments: [recording.attachment] },
      { role: 'assistant', content: QUESTIONS[1]!.description, questionIndex: 1 },
      { role: 'user', content: 'Cheaper cups, please.' },
    ],
  });
  const messageId = getDb()
    .select()
    .from(schema.messages)
    .where(and(eq(schema.messages.dialogId, dialog.id), eq(schema.messages.role, 'assistant')))
    .orderBy(asc(schema.messages.createdAt))
    .get()!.id;
  answered(interview.id, 'At the bakery on my way to work.');
  const link = seedDialog(interview.id, { preInfo: 'Anna, 34, teacher' });
  const spareDialog = answered(interview.id, 'A dialog the owner deletes.');
  const spareLink = seedDialog(interview.id, { preInfo: 'A link the owner deletes' });
  const spare2Dialog = answered(interview.id, 'A dialog the researcher deletes.');
  const spare2Link = seedDialog(interview.id, { preInfo: 'A link the researcher deletes' });
  const preview = seedDialog(interview.id, { isPreview: true, messages: ['Hello, this is a preview.'] });
  // Not completed, so its owner can still add to it.
  const draftDialog = answered(draft.interview.id, 'An answer on the paused interview.', { completedAt: null });

  const report = createReport(interview.id, `Wave ${SECRET}`);
  const spareReport = createReport(interview.id, 'A report the owner deletes');
  const spare2Report = createReport(interview.id, 'A report the researcher deletes');
  const blockId = codingBlocksOf(getDb().select().from(schema.interviews).where(eq(schema.interviews.id, interview.id)).get()!)[0]!.id;
  // The report analysed as the owner would: every dialog in the sample, then coded, so the edits have something to edit.
  startSample(owner.id, interview.id, report.id, { threshold: 0, model: 'builtin' });
  await whenIdle();
  startCoding(interviewFor(owner.id, interview.id, 'write'), requireReport(interview.id, report.id), 'builtin');
  await whenIdle();
  // Its topics too, so the executive summary has key topics whether or not the owner's own run has ended by then.
  startTopics(interviewFor(owner.id, interview.id, 'write'), requireReport(interview.id, report.id), 'builtin');
  await whenIdle();
  const coded = getDb()
    .select()
    .from(schema.codingTopics)
    .where(and(eq(schema.codingTopics.reportId, report.id), eq(schema.codingTopics.dialogId, dialog.id)))
    .get();
  const citation = coded && getDb().select().from(schema.citations).where(eq(schema.citations.topicId, coded.id)).get();
  expect(citation, "the coding of the owner's dialog left a topic with a quote").toBeDefined();
  const othersReport = createReport(othersInterview.interview.id, 'Their own report');
  // Their interview's default coding blocks exist, as after their first visit to the Analysis tab.
  codingBlocksOf(interviewFor(other.id, othersInterview.interview.id, 'write'));
  answered(othersInterview.interview.id, 'An answer to the other researcher.');
  startSample(other.id, othersInterview.interview.id, othersReport.id, { threshold: 0, model: 'builtin' });
  await whenIdle();
  const jobId = randomUUID();
  getDb()
    .insert(schema.jobs)
    .values({
      id: jobId,
      kind: 'analysis.sample',
      interviewId: interview.id,
      payload: { reportId: report.id },
      status: 'completed',
      progress: 1,
      total: 1,
      finishedAt: new Date(),
    })
    .run();

  const imageName = `${randomUUID()}.png`;
  fs.mkdirSync(storageDir('image'), { recursive: true });
  fs.writeFileSync(path.join(storageDir('image'), imageName), PNG);
  getDb()
    .insert(schema.uploads)
    .values({
      id: randomUUID(),
      interviewId: interview.id,
      kind: 'image',
      fileName: imageName,
      originalName: 'bg.png',
      contentType: 'image/png',
      size: PNG.length,
    })
    .run();
  getDb()
    .update(schema.interviews)
    .set({ previewImage: `/uploads/${imageName}` })
    .where(eq(schema.interviews.id, interview.id))
    .run();

  const persona = seedPersona(interview.id, `Persona ${SECRET}`);
  const sparePersona = seedPersona(interview.id, 'A persona the owner deletes');
  const spare2Persona = seedPersona(interview.id, 'A persona the researcher deletes');

  userIds.admin = owner.id;
  userIds.otherTeam = other.id;
  userIds.viewer = viewer.id;
  userIds.researcher = researcher.id;
  clients.anonymous = new Client(server.url, '198.51.100.1');
  clients.admin = await signedIn(owner.email, '198.51.100.4');
  clients.otherTeam = await signedIn(other.email, '198.51.100.3');
  clients.viewer = await signedIn(viewer.email, '198.51.100.5');
  clients.researcher = await signedIn(researcher.email, '198.51.100.6');
  // A guide the owner had drafted, finished but not yet opened: its address names it.
  const interviewsOfOwner = () => getDb().select().from(schema.interviews).where(eq(schema.interviews.userId, owner.id)).all().length;
  const before = interviewsOfOwner();
  const drafted = await clients.admin.post('/create', {
    goal: `Learn how people buy coffee ${SECRET}`,
    description: 'Habits and places',
    questions: '',
    language: 'English',
    model: 'builtin',
  });
  const draftToken = new URL(drafted.headers.get('Location')!, server.url).searchParams.get('draft')!;
  for (let i = 0; i < 200 && interviewsOfOwner() === before; i++) await new Promise((resolve) => setTimeout(resolve, 25));
  expect(interviewsOfOwner()).toBe(before + 1);

  // The respondent holds their own dialogs' cookies: one on the owner's interview, one on another researcher's.
  clients.respondent = new Client(server.url, '198.51.100.2');
  for (const interviewId of [interview.id, othersInterview.interview.id]) {
    const started = await postChat(clients.respondent, {
      interviewId,
      userMessage: 'Hello, I am a respondent',
      clientId: `start-${interviewId}`,
    });
    expect(started.status).toBe(200);
  }

  return {
    interviewId: interview.id,
    draftInterviewId: draft.interview.id,
    spareInterviewId: spareDelete.interview.id,
    spareEditInterviewId: spareEdit.interview.id,
    dialogId: dialog.id,
    dialogShortLink: dialog.shortLink,
    messageId,
    linkDialogId: link.id,
    linkShortLink: link.shortLink,
    spareDialogId: spareDialog.id,
    spareLinkDialogId: spareLink.id,
    spare2: {
      interviewId: spare2Delete.interview.id,
      dialogId: spare2Dialog.id,
      linkDialogId: spare2Link.id,
      reportId: spare2Report.id,
      personaId: spare2Persona.id,
    },
    previewDialogId: preview.id,
    draftDialogId: draftDialog.id,
    reportId: report.id,
    spareReportId: spareReport.id,
    blockId,
    codedTopic: coded!.topic,
    codedQuote: getDb()
      .select()
      .from(schema.messages)
      .where(eq(schema.messages.id, citation!.messageId))
      .get()!
      .content.slice(citation!.start, citation!.end),
    citationId: citation!.id,
    draftToken,
    othersInterviewId: othersInterview.interview.id,
    othersReportId: othersReport.id,
    jobId,
    imageName,
    audioFile: recording.fileName,
    personaId: persona.id,
    sparePersonaId: sparePersona.id,
    receiptToken: receiptLinkOf(findDialog(dialog.id)!)!.slice(RECEIPT_PATH_PREFIX.length),
    ownerUserId: owner.id,
    inviteToken: createLink({
      teamId: memberOf(owner.id)!.teamId,
      kind: 'invite',
      email: `matrix-invitee-${randomUUID().slice(0, 8)}@example.com`,
      role: 'researcher',
      createdBy: owner.id,
    }).token,
    wav: wavTone(),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Asking and judging.

const DEFAULT_PARAMS: Record<string, (f: Fixtures) => string> = {
  id: (f) => f.interviewId,
  reportId: (f) => f.reportId,
  dialogId: (f) => f.dialogId,
  shortLink: (f) => f.linkShortLink,
  file: (f) => f.audioFile,
  name: (f) => f.imageName,
  token: (f) => f.receiptToken,
};

function urlFor(route: ManifestRoute, method: string, c: Case, role: Role): { url: string; dataRequest: boolean } {
  const params = c.params?.(f, role) ?? {};
  const entryPath = ACCESS_MATRIX[route.id]!.path;
  const pathname = (entryPath ?? fullPath(route))
    .split('/')
    .map((segment) => {
      if (segment === '*') return 'no-such-page';
      if (!segment.startsWith(':')) return segment;
      const name = segment.slice(1);
      const value = params[name] ?? DEFAULT_PARAMS[name]?.(f);
      if (value === undefined) throw new Error(`No value for :${name} of ${route.id}`);
      return encodeURIComponent(value);
    })
    .join('/');
  const query = new URLSearchParams(c.query?.(f) ?? '');
  const isPage = typeof route.module.default === 'function';
  // A page's loader or action alone, as the browser's data requests ask for it; a page without a loader by its document.
  const dataRequest = isPage && (method !== 'GET' || Boolean(route.module.loader));
  if (!dataRequest) return { url: `${pathname}${query.size ? `?${query}` : ''}`, dataRequest };
  if (method === 'GET') query.set('_routes', route.id);
  else if (route.index) query.set('index', '');
  const dataPath = pathname === '/' ? '/_root.data' : `${pathname.replace(/\/$/, '')}.data`;
  return { url: `${dataPath}${query.size ? `?${query}` : ''}`, dataRequest };
}

function encodeBody(body: Body | undefined): { body?: BodyInit; headers: Record<string, string> } {
  if (!body) return { headers: {} };
  if ('form' in body) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(body.form)) for (const v of [value].flat()) params.append(key, v);
    return { body: params, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } };
  }
  if ('json' in body) return { body: JSON.stringify(body.json), headers: { 'Content-Type': 'application/json' } };
  const data = new FormData();
  for (const [key, value] of Object.entries(body.multipart)) {
    if (typeof value === 'string') data.append(key, value);
    else data.append(key, new Blob([value.bytes], { type: value.type }), value.name);
  }
  return { body: data, headers: {} };
}

type Observed = { status: number; location: string | null; text: string };

/** A data request answers a redirect as 202 with the location in its (turbo-stream) body. */
function redirectInData(text: string): string | null {
  try {
    const values = JSON.parse(text.split('\n')[0]!) as unknown[];
    const at = values.indexOf('redirect');
    const location = at >= 0 ? values[at + 1] : undefined;
    return typeof location === 'string' ? location : null;
  } catch {
    return null;
  }
}

async function ask(role: Role, route: ManifestRoute, method: string, c: Case): Promise<Observed> {
  const { url, dataRequest } = urlFor(route, method, c, role);
  const encoded = method === 'GET' ? { headers: {} } : encodeBody(c.body?.(f, role));
  const headers: Record<string, string> = { ...encoded.headers, ...(method === 'GET' ? {} : { Origin: server.url }), ...c.headers };
  const response = await clients[role].request(url, { method, headers, body: encoded.body });
  const type = response.headers.get('Content-Type') ?? '';
  let text = '';
  if (type.includes('text/event-stream')) await response.body?.cancel();
  else text = await response.text();
  const location = response.headers.get('Location') ?? (dataRequest && response.status === 202 ? redirectInData(text) : null);
  return { status: dataRequest && response.status === 202 ? 302 : response.status, location, text };
}

const isRedirect = (o: Observed) => o.status >= 300 && o.status < 400;
const toSignIn = (o: Observed) => isRedirect(o) && (o.location ?? '').startsWith('/auth');

function matches(expected: Outcome, o: Observed): boolean {
  if (expected === 'ok') return (o.status >= 200 && o.status < 300) || (isRedirect(o) && !toSignIn(o));
  if (expected === 'login') return toSignIn(o) || o.status === 401;
  if (expected === 'notFound') return o.status === 404;
  if (expected === 'forbidden') return o.status === 403;
  if ('status' in expected) return o.status === expected.status;
  return isRedirect(o) && (o.location ?? '').startsWith(expected.redirect);
}

const isRefusal = (expected: Outcome) =>
  expected === 'login' ||
  expected === 'notFound' ||
  expected === 'forbidden' ||
  (typeof expected === 'object' && 'status' in expected && expected.status >= 400);

/**
 * What a request could change: each table's rows (sessions and the AI call log aside, the search index derived from
 * messages and its indexing jobs, and the caller's own choice of report, which any Analysis page or form naming their
 * own report records).
 *
 * The other tables' hashes are kept for as long as SQLite says nothing was written (`writeVersion`): most refused
 * requests write nothing, so their "after" and the next request's "before" need not read and hash every table again.
 */
let kept: { version: string; hashes: Map<string, string> } | undefined;

function fingerprint(caller: Role): Map<string, string> {
  const sqlite = getDb().$client;
  const own = userIds[caller] ?? '';
  const hash = (rows: unknown[]) => createHash('sha256').update(JSON.stringify(rows)).digest('hex');
  const version = writeVersion();
  if (kept?.version !== version) {
    const tables = sqlite
      .prepare(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '__drizzle%' and name not like 'message_fts%' and name not like 'message_vectors%' and name not in ('sessions', 'ai_calls', 'message_search_rows', 'report_selections')",
      )
      .all() as { name: string }[];
    // The search index's own jobs are left out with the index: a respondent's message schedules one 30 s after the
    // interview goes quiet (search-index.server.ts), which lands in whatever request is under way by then.
    const rows = (name: string) =>
      name === 'jobs'
        ? // The indexing of respondents' messages is queued on a timer (when they pause), whatever request is running.
          sqlite.prepare(`select * from jobs where kind <> 'search-index' order by rowid`).raw().all()
        : sqlite.prepare(`select * from "${name}" order by rowid`).raw().all();
    kept = { version, hashes: new Map(tables.map(({ name }) => [name, hash(rows(name))])) };
  }
  const selections = sqlite.prepare('select * from report_selections where user_id <> ? order by rowid').raw().all(own);
  return new Map([...kept.hashes, ['report_selections', hash(selections)]]);
}

const changedTables = (before: Map<string, string>, after: Map<string, string>) =>
  [...after].filter(([name, hash]) => before.get(name) !== hash).map(([name]) => name);

/** A guide drafted in the background writes an interview when it is done: wait for it, so it lands before the next check. */
async function settleDraft(role: Role, o: Observed) {
  if (!o.location?.includes('draft=')) return;
  for (let i = 0; i < 100; i++) {
    const page = await clients[role].request(o.location, { method: 'GET' });
    await page.text();
    if (page.status !== 200) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function describeOutcome(o: Observed) {
  return `${o.status}${o.location ? ` → ${o.location}` : ''} ${o.text.slice(0, 200)}`;
}

// ---------------------------------------------------------------------------------------------------------------

// Six roles' fixtures and sign-ins (each a password hash) take a while on a busy machine.
beforeAll(async () => {
  startJobRunner({ concurrency: 2 });
  f = await makeFixtures();
}, 120_000);
afterAll(() => stopJobRunner());

type Planned = { routeId: string; method: 'GET' | 'POST'; c: Case; label: string };

function plan(): Planned[] {
  const planned: Planned[] = [];
  for (const route of Object.values(manifest)) {
    for (const method of methodsOf(route)) {
      casesOf(ACCESS_MATRIX[route.id]?.[method]).forEach((c) =>
        planned.push({ routeId: route.id, method, c, label: `${method} ${route.id}${c.name ? ` (${c.name})` : ''}` }),
      );
    }
  }
  // Signing out goes last, so every other request keeps its session.
  return [...planned.filter((p) => p.routeId !== 'routes/sign-out'), ...planned.filter((p) => p.routeId === 'routes/sign-out')];
}

describe('the route × role matrix', () => {
  test('every route of the build has a row for each method it answers, and every row a route', () => {
    const missing: string[] = [];
    for (const route of Object.values(manifest)) {
      for (const method of methodsOf(route))
        if (!casesOf(ACCESS_MATRIX[route.id]?.[method]).length) missing.push(`${method} ${route.id} (${fullPath(route)})`);
    }
    const stale: string[] = [];
    for (const [id, entry] of Object.entries(ACCESS_MATRIX)) {
      const route = manifest[id];
      if (!route) stale.push(id);
      else
        for (const method of ['GET', 'POST'] as const)
          if (entry[method] && !methodsOf(route).includes(method)) stale.push(`${method} ${id}`);
    }
    // Missing: routes without a row in tests/support/access-matrix.ts; stale: rows for routes (or methods) the build no longer has.
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });

  test(
    'each role gets what its row says, refused requests change nothing, and only those allowed see the team’s data',
    { timeout: 240_000 },
    async () => {
      const failures: string[] = [];
      const planned = plan();
      type Ask = { item: Planned; role: Role; verb: string; checked: boolean };
      const asks = (items: Planned[], roles: readonly Role[]): Ask[] =>
        items.flatMap((item, index) =>
          roles.flatMap((role) => {
            const expected = item.c.expect[role];
            const checked = isRefusal(expected) || Boolean(item.c.unchanged);
            // A write refused to another team or a viewer is also sent with one other verb (they all reach the action),
            // a different one per case.
            const verbs =
              item.method === 'POST' && (role === 'otherTeam' || role === 'viewer') && isRefusal(expected)
                ? ['POST', OTHER_WRITES[index % OTHER_WRITES.length]!]
                : [item.method];
            return verbs.map((verb) => ({ item, role, verb, checked }));
          }),
        );
      // Everyone outside the team and the viewer, then the team's researcher and admin, whose writes (jobs, deletions of
      // the spare fixtures) come after every refusal; in each, the requests that must change nothing first, on a
      // database nothing else is writing to. Signing out last.
      const refusalsFirst = (list: Ask[]) => [...list.filter((a) => a.checked), ...list.filter((a) => !a.checked)];
      const signOut = planned.filter((p) => p.routeId === 'routes/sign-out');
      const rest = planned.filter((p) => p.routeId !== 'routes/sign-out');
      const order = [
        ...refusalsFirst(asks(rest, ['anonymous', 'respondent', 'otherTeam', 'viewer'])),
        ...refusalsFirst(asks(rest, ['researcher'])),
        ...refusalsFirst(asks(rest, ['admin'])),
        ...asks(signOut, ROLES),
      ];
      for (const { item, role, verb, checked } of order) {
        const { c, method, label } = item;
        const expected = c.expect[role];
        if (checked) await whenIdle();
        const before = checked ? fingerprint(role) : null;
        const observed = await ask(role, manifest[item.routeId]!, verb, c);
        const where = `${label} as ${role}${verb !== method ? ` (${verb})` : ''}`;
        // Another verb to a refused action must be refused too, though a route may refuse it as 405 first.
        const ok = verb === method ? matches(expected, observed) : matches(expected, observed) || observed.status === 405;
        if (!ok) failures.push(`${where}: expected ${JSON.stringify(expected)}, got ${describeOutcome(observed)}`);
        const changed = before === null ? [] : changedTables(before, fingerprint(role));
        if (changed.length) failures.push(`${where}: refused, but it changed ${changed.join(', ')}`);
        // A viewer's change refused with 403 says why (a paused interview refusing visitors has its own message; another
        // verb may be refused as 405 first).
        if (
          role === 'viewer' &&
          expected === 'forbidden' &&
          observed.status === 403 &&
          c.expect.otherTeam !== 'forbidden' &&
          !observed.text.includes(VIEWER_WRITE_MESSAGE)
        )
          failures.push(`${where}: refused without the viewer's message`);
        if (!(c.sees ?? TEAM).includes(role) && observed.text.includes(SECRET)) failures.push(`${where}: the answer shows the team's data`);
        await settleDraft(role, observed);
      }
      const requests = order.length;
      console.info(`access matrix: ${planned.length} route × method cases, ${requests} requests`);
      expect(failures).toEqual([]);
    },
  );
});
