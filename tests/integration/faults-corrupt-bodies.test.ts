import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import type { ServerBuild } from '@remix-run/node';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';

import { getDb } from '@db/index';
import { createReport } from '~/features/analysis/reports/reports.server';
import { findDialog } from '~/features/dialogs/dialogs.server';
import { createIndividualLink } from '~/features/individual-links/individual-links.server';
import { RECEIPT_PATH_PREFIX } from '~/features/receipt/receipt-tokens.server';
import { receiptLinkOf } from '~/features/receipt/receipts.server';
import { createLink } from '~/features/teams/invitations.server';
import { memberOf } from '~/features/teams/teams.server';
import { env } from '~/lib/env.server';

import { wav } from '../support/audio-fixtures';
import { createPublishedInterview, createResearcher, PASSWORD } from '../support/factories';
import { server, useFakeAiServer } from '../support/fake-ai-server';
import { Client } from '../support/test-server';
import { writeVersion } from '../support/write-version';

/*
 * A corrupt request body on every route that accepts writes: never a 5xx, and nothing stored.
 *
 * The routes come from the build's route manifest (every route module with an `action`), so a new route is covered
 * without editing this file; each must be named in PUBLIC or SIGNED_IN below, or the first test fails.
 *
 * The rule for what a public route answers:
 *   - 400 for a body it cannot use: not JSON or not the JSON it expects, not a form or not the form it expects
 *     (fields missing, repeated or too long), not UTF-8, a multipart body whose boundary is missing or broken;
 *   - 413 when the body is larger than the route reads (its limit, refused before or while reading);
 *   - 415 only where the route takes one kind of body and says so (none does today: a wrong Content-Type is read as
 *     what it claims to be and refused with 400 like any other unusable body);
 *   - a route that never reads the body (sign-out, the catch-all) answers as it does to any post.
 * Signed-in routes, posted to anonymously, send the visitor to sign in (302 to /auth) or answer 401 without reading
 * (or 413 when the declared length is over the route's limit, which is refused before anything else).
 */

useFakeAiServer({ AI_TIMEOUT_MS: '3000', WHISPER_MODEL: 'whisper-1' });

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

type Body = { contentType: string | null; bytes: Buffer };
type Shape = 'json' | 'form' | 'multipart' | 'none';

/** A route anyone may post to, with a body that would be accepted, from which the corrupt ones are made. */
type PublicRoute = { shape: Shape; fields: () => Record<string, string>; file?: string; mainField?: string; answersAnyPost?: number };

// Filled in beforeAll with real ids, so only the corruption stands between a body and a stored message.
const ids = { interviewId: '', dialogId: '', shortLink: '', email: '', reportId: '', receiptToken: '', inviteToken: '' };

const PUBLIC: Record<string, PublicRoute> = {
  'routes/api.interview.chat': {
    shape: 'json',
    mainField: 'userMessage',
    fields: () => ({ interviewId: ids.interviewId, userMessage: 'I buy coffee at the station', clientId: 'corrupt-1' }),
  },
  'routes/api.interview.messages': { shape: 'json', mainField: 'dialogId', fields: () => ({ dialogId: ids.dialogId }) },
  'routes/api.speech-to-text': {
    shape: 'multipart',
    file: 'file',
    mainField: 'dialogId',
    fields: () => ({ dialogId: ids.dialogId, mimeType: 'audio/wav' }),
  },
  'routes/interviews.$id': {
    shape: 'form',
    mainField: 'content',
    fields: () => ({ content: 'I buy coffee at the station', clientId: 'corrupt-2' }),
  },
  // A panel study's first page on the primary: the same action as the public link's.
  'routes/interviews.$id_.start': {
    shape: 'form',
    mainField: 'content',
    fields: () => ({ content: 'I buy coffee at the station', clientId: 'corrupt-4' }),
  },
  'routes/dialogs.$shortLink': {
    shape: 'form',
    mainField: 'content',
    fields: () => ({ content: 'I buy coffee at the station', clientId: 'corrupt-3' }),
  },
  // The receipt's withdrawal, on a real receipt: a corrupt body must not withdraw anything.
  'routes/receipt.$token': { shape: 'form', mainField: 'intent', fields: () => ({ intent: 'withdraw' }) },
  // An open invitation: a corrupt body must not make the account.
  'routes/invite.$token': { shape: 'form', mainField: 'password', fields: () => ({ password: PASSWORD }) },
  'routes/auth': { shape: 'form', mainField: 'email', fields: () => ({ email: ids.email, password: PASSWORD }) },
  'routes/_index': {
    shape: 'form',
    mainField: 'companyName',
    fields: () => ({ intent: 'call', companyName: 'Acme', phoneNumber: '+44 20 7946 0000' }),
  },
  // These never read the body: signing out and an unknown path answer a redirect whatever was sent.
  'routes/sign-out': { shape: 'none', fields: () => ({}), answersAnyPost: 302 },
  'routes/$': { shape: 'none', fields: () => ({}), answersAnyPost: 302 },
};

const SIGNED_IN = [
  'routes/_app.create',
  'routes/_app.dashboard',
  'routes/_app.team._index',
  'routes/api.analytics-chat',
  'routes/api.analyze-dialog-sample',
  'routes/api.do-answer',
  'routes/api.do-answer-analysis',
  'routes/api.do-answer-recommendations',
  'routes/api.do-coding',
  'routes/api.do-rec-coding',
  'routes/api.executive-summary',
  'routes/api.generate-business-insights-summary',
  'routes/api.generate-interview-guide',
  'routes/api.generate-question-insights-summary',
  'routes/api.interview.$id.do-insights',
  'routes/api.interview.$id.recruit',
  'routes/api.report.$reportId.citation-active',
  'routes/api.report.$reportId.dialog-sample-status',
  'routes/api.report.$reportId.update-answer',
  'routes/api.report.$reportId.update-recommendations',
  'routes/api.report.$reportId.update-themes',
  'routes/api.vector_search',
  'routes/interview.setup.$id._index',
  'routes/interview.setup.$id.analysis.ai._index',
  'routes/interview.setup.$id.analysis_.reports.$reportId.blind',
  'routes/interview.setup.$id.analysis_.reports.$reportId.coders',
  'routes/interview.setup.$id.analysis.chat',
  'routes/interview.setup.$id.analysis.reports',
  'routes/interview.setup.$id.analysis.sample',
  'routes/interview.setup.$id.background',
  'routes/interview.setup.$id.links',
  'routes/interview.setup.$id.participants',
  'routes/interview.setup.$id.preview',
  'routes/interview.setup.$id.recruit',
  'routes/interview.setup.$id.respondents',
];

type ManifestRoute = { id: string; url: string };
let writable: ManifestRoute[] = [];

/** Every route of the build with an action, with a URL that reaches it (params filled, `?index` for index routes). */
async function writableRoutes(): Promise<ManifestRoute[]> {
  const build = (await import(pathToFileURL(path.join(root, 'build/server/index.js')).href)) as ServerBuild;
  const fullPath = (id: string): string => {
    const route = build.routes[id]!;
    const own = route.path ?? '';
    const parent = route.parentId && route.parentId !== 'root' ? fullPath(route.parentId) : '';
    return [parent, own].filter(Boolean).join('/');
  };
  return Object.values(build.routes)
    .filter((route) => route.id !== 'root' && typeof route.module.action === 'function')
    .map((route) => {
      const filled = fullPath(route.id)
        .replace(':id', ids.interviewId)
        .replace(':shortLink', ids.shortLink)
        .replace(':reportId', ids.reportId)
        .replace(':token', route.id === 'routes/invite.$token' ? ids.inviteToken : ids.receiptToken)
        .replace('*', 'no-such-page');
      return { id: route.id, url: `/${filled}${route.index ? '?index' : ''}` };
    })
    .sort((a, b) => a.id.localeCompare(b.id));
}

const INVALID_UTF8 = Buffer.from([0xff, 0xfe, 0xc3, 0x28]);

const BOUNDARY = '----corrupt-body-boundary';

function multipart(fields: Record<string, string | Buffer>, file?: string, options: { boundary?: string; close?: boolean } = {}): Buffer {
  const boundary = options.boundary ?? BOUNDARY;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
      Buffer.from(value),
      Buffer.from('\r\n'),
    );
  }
  if (file)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file}"; filename="answer.wav"\r\nContent-Type: audio/wav\r\n\r\n`,
      ),
      Buffer.from(wav()),
      Buffer.from('\r\n'),
    );
  if (options.close !== false) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const json = (value: unknown): Body => ({
  contentType: 'application/json',
  bytes: Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)),
});
const form = (entries: [string, string][]): Body => ({
  contentType: 'application/x-www-form-urlencoded',
  bytes: Buffer.from(new URLSearchParams(entries).toString()),
});
/** A url-encoded form whose value of `field` carries raw bytes that are not UTF-8. */
function formWithBytes(fields: Record<string, string>, field: string, bytes: Buffer): Body {
  const parts = Object.entries(fields).map(([name, value]) =>
    name === field
      ? Buffer.concat([Buffer.from(`${name}=`), bytes, Buffer.from(encodeURIComponent(value))])
      : Buffer.from(`${name}=${encodeURIComponent(value)}`),
  );
  return {
    contentType: 'application/x-www-form-urlencoded',
    bytes: Buffer.concat(parts.flatMap((p, i) => (i ? [Buffer.from('&'), p] : [p]))),
  };
}

type Corruption = { name: string; body: Body; status: number[] };

/** The corrupt bodies for a route of this shape, each with the statuses the rule allows. */
function corruptions(route: PublicRoute): Corruption[] {
  const fields = route.fields();
  const main = route.mainField!;
  const bad = [400];
  const tooLarge = [413];
  if (route.shape === 'json') {
    const valid = JSON.stringify(fields);
    const withBytes = Buffer.concat([
      Buffer.from(valid.slice(0, valid.indexOf(fields[main]!))),
      INVALID_UTF8,
      Buffer.from(valid.slice(valid.indexOf(fields[main]!))),
    ]);
    return [
      { name: 'truncated JSON', body: json(valid.slice(0, Math.floor(valid.length * 0.6))), status: bad },
      { name: 'an empty body', body: json(''), status: bad },
      { name: 'JSON null', body: json('null'), status: bad },
      { name: 'a JSON array', body: json([fields]), status: bad },
      { name: 'a number where a string belongs', body: json({ ...fields, [main]: 42 }), status: bad },
      { name: 'a required field missing', body: json(Object.fromEntries(Object.entries(fields).filter(([k]) => k !== main))), status: bad },
      { name: 'invalid UTF-8 inside a string', body: { contentType: 'application/json', bytes: withBytes }, status: bad },
      {
        name: 'a url-encoded form instead of JSON',
        body: { contentType: 'application/x-www-form-urlencoded', bytes: Buffer.from(new URLSearchParams(fields).toString()) },
        status: bad,
      },
      { name: 'JSON labelled text/plain', body: { contentType: 'text/plain', bytes: Buffer.from('not json at all') }, status: bad },
      {
        name: 'a multipart body with a broken boundary',
        body: { contentType: `multipart/form-data; boundary=${BOUNDARY}`, bytes: multipart(fields, undefined, { boundary: 'other' }) },
        status: bad,
      },
      { name: 'a field longer than allowed', body: json({ ...fields, [main]: 'x'.repeat(3_000) }), status: bad },
      { name: 'a body over the route’s limit', body: json({ ...fields, [main]: 'x'.repeat(64 * 1024) }), status: tooLarge },
    ];
  }
  if (route.shape === 'form') {
    const entries = Object.entries(fields);
    const encoded = new URLSearchParams(fields).toString();
    return [
      {
        name: 'a truncated form (the last field cut off)',
        body: { contentType: 'application/x-www-form-urlencoded', bytes: Buffer.from(encoded.slice(0, encoded.lastIndexOf('&') + 2)) },
        status: bad,
      },
      { name: 'an empty body', body: form([]), status: bad },
      { name: 'a required field missing', body: form(entries.filter(([k]) => k !== main)), status: bad },
      { name: 'a field sent twice with different values', body: form([...entries, [main, `${fields[main]} again`]]), status: bad },
      { name: 'invalid UTF-8 in a field', body: formWithBytes(fields, main, INVALID_UTF8), status: bad },
      {
        name: 'a percent-escape that is not UTF-8',
        body: { contentType: 'application/x-www-form-urlencoded', bytes: Buffer.from(encoded.replace(`${main}=`, `${main}=%FF%FE`)) },
        status: bad,
      },
      { name: 'JSON sent to a form', body: json(fields), status: bad },
      { name: 'truncated JSON sent to a form', body: json(JSON.stringify(fields).slice(0, 20)), status: bad },
      { name: 'multipart without a boundary', body: { contentType: 'multipart/form-data', bytes: multipart(fields) }, status: bad },
      {
        name: 'multipart with a broken boundary',
        body: { contentType: `multipart/form-data; boundary=${BOUNDARY}`, bytes: multipart(fields, undefined, { boundary: 'other' }) },
        status: bad,
      },
      {
        name: 'multipart cut off before its end',
        body: {
          contentType: `multipart/form-data; boundary=${BOUNDARY}`,
          bytes: multipart(fields, undefined, { close: false }).subarray(0, 90),
        },
        status: bad,
      },
      { name: 'a field longer than allowed', body: form([...entries.filter(([k]) => k !== main), [main, 'x'.repeat(5_000)]]), status: bad },
      {
        name: 'a body over the route’s limit',
        body: form([...entries.filter(([k]) => k !== main), [main, 'x'.repeat(64 * 1024)]]),
        status: tooLarge,
      },
    ];
  }
  if (route.shape === 'multipart') {
    const valid = multipart(fields, route.file);
    const type = `multipart/form-data; boundary=${BOUNDARY}`;
    return [
      { name: 'multipart without a boundary', body: { contentType: 'multipart/form-data', bytes: valid }, status: bad },
      {
        name: 'multipart with a broken boundary',
        body: { contentType: type, bytes: multipart(fields, route.file, { boundary: 'other' }) },
        status: bad,
      },
      { name: 'multipart cut off in the file', body: { contentType: type, bytes: valid.subarray(0, valid.length - 1200) }, status: bad },
      {
        name: 'multipart without its closing boundary',
        body: { contentType: type, bytes: multipart(fields, route.file, { close: false }) },
        status: bad,
      },
      { name: 'the file part missing', body: { contentType: type, bytes: multipart(fields) }, status: bad },
      {
        name: 'the dialog field missing',
        body: { contentType: type, bytes: multipart({ mimeType: 'audio/wav' }, route.file) },
        status: bad,
      },
      {
        name: 'invalid UTF-8 in the dialog field',
        body: {
          contentType: type,
          bytes: multipart({ ...fields, [main]: Buffer.concat([INVALID_UTF8, Buffer.from(fields[main]!)]) }, route.file),
        },
        status: bad,
      },
      {
        name: 'a url-encoded form instead of multipart',
        body: { contentType: 'application/x-www-form-urlencoded', bytes: Buffer.from(new URLSearchParams(fields).toString()) },
        status: bad,
      },
      { name: 'JSON instead of multipart', body: json(fields), status: bad },
      { name: 'truncated JSON', body: json('{"dialogId":"'), status: bad },
    ];
  }
  return [
    { name: 'truncated JSON', body: json('{"a":'), status: [route.answersAnyPost!] },
    {
      name: 'multipart with a broken boundary',
      body: { contentType: `multipart/form-data; boundary=${BOUNDARY}`, bytes: multipart({ a: 'b' }, undefined, { boundary: 'other' }) },
      status: [route.answersAnyPost!],
    },
    { name: 'invalid UTF-8', body: formWithBytes({ a: 'b' }, 'a', INVALID_UTF8), status: [route.answersAnyPost!] },
  ];
}

/** The row counts as last read, kept while nothing is written (`writeVersion`): most refused bodies write nothing. */
let counted: { version: string; counts: Record<string, number> } | undefined;

/** Every table's row count, and every file under the uploads folder: what a refused body must leave as it was. */
function storedState() {
  const version = writeVersion();
  if (counted?.version !== version) counted = { version, counts: rowCounts() };
  const dir = path.join(env().dataDir, 'uploads');
  const files = fs.existsSync(dir)
    ? (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dir, f)).isFile()).sort()
    : [];
  return { counts: counted.counts, files };
}

function rowCounts() {
  const tables = getDb().all<{ name: string }>(
    sql`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__drizzle%' ORDER BY name`,
  );
  const counts: Record<string, number> = {};
  // The search index's jobs aside: the valid chat send schedules one 30 s after the interview goes quiet
  // (search-index.server.ts), which lands in whatever request is under way by then.
  const where = (name: string) => (name === 'jobs' ? " WHERE kind <> 'search-index'" : '');
  for (const { name } of tables) counts[name] = getDb().get<{ n: number }>(sql.raw(`SELECT count(*) AS n FROM "${name}"${where(name)}`))!.n;
  return counts;
}

let ipCounter = 0;
async function post(url: string, body: Body, as?: Client) {
  const client = as ?? new Client(server.url, `203.0.113.${(++ipCounter % 250) + 1}`);
  const headers: Record<string, string> = { Origin: server.url };
  if (body.contentType) headers['Content-Type'] = body.contentType;
  const response = await client.request(url, { method: 'POST', headers, body: new Uint8Array(body.bytes) });
  const text = await response.text();
  return { status: response.status, location: response.headers.get('location'), text };
}

beforeAll(async () => {
  const owner = await createResearcher('corrupt');
  ids.email = owner.email;
  const { interview } = await createPublishedInterview(
    { questions: [{ id: 'q1', title: 'Habits', description: 'How do you buy coffee?' }], kMessages: 1, audioInputEngine: 'whisper' },
    owner,
  );
  ids.interviewId = interview.id;
  const link = createIndividualLink(owner.id, interview.id, 'A commuter who buys coffee daily');
  ids.dialogId = link.id;
  ids.shortLink = link.shortLink;
  ids.reportId = createReport(interview.id, 'Corrupt bodies').id;
  ids.receiptToken = receiptLinkOf(findDialog(link.id)!)!.slice(RECEIPT_PATH_PREFIX.length);
  const invitee = `corrupt-invitee-${Date.now()}@example.com`;
  ids.inviteToken = createLink({
    teamId: memberOf(owner.id)!.teamId,
    kind: 'invite',
    email: invitee,
    role: 'viewer',
    createdBy: owner.id,
  }).token;
  writable = await writableRoutes();
});

describe('a corrupt request body', () => {
  test('every route that accepts writes is classed as public or signed-in here', () => {
    expect(writable.length).toBeGreaterThan(30);
    const unclassified = writable.map((r) => r.id).filter((id) => !(id in PUBLIC) && !SIGNED_IN.includes(id));
    expect(unclassified, 'a new route with an action: add it to PUBLIC (with a valid body) or SIGNED_IN').toEqual([]);
    const gone = [...Object.keys(PUBLIC), ...SIGNED_IN].filter((id) => !writable.some((r) => r.id === id));
    expect(gone, 'routes named here that the build no longer has').toEqual([]);
  });

  test('the valid bodies the corrupt ones are made from are accepted, so only the corruption is refused', async () => {
    // One real send through each respondent route and one landing request: proof the ids and fields are right.
    const chat = await post('/api/interview/chat', json(PUBLIC['routes/api.interview.chat']!.fields()));
    expect(chat.status).toBe(200);
    const history = await post('/api/interview/messages', json(PUBLIC['routes/api.interview.messages']!.fields()));
    expect(history.status).toBe(200);
    const page = await post(
      `/interviews/${ids.interviewId}`,
      form(Object.entries({ ...PUBLIC['routes/interviews.$id']!.fields(), clientId: 'valid-2' })),
    );
    expect(page.status).toBe(302);
    expect(page.location).toContain('#end');
    const landing = await post('/?index', form(Object.entries(PUBLIC['routes/_index']!.fields())));
    expect(landing.status).toBe(302);
    const signIn = await post('/auth', form(Object.entries(PUBLIC['routes/auth']!.fields())));
    expect(signIn.location).toBe('/dashboard');
  });

  for (const [id, route] of Object.entries(PUBLIC)) {
    test(`on the public route ${id}: 400 (413 when too large), never 500, and nothing stored`, async () => {
      const target = writable.find((r) => r.id === id);
      expect(target, `${id} is in the build`).toBeDefined();
      const failures: string[] = [];
      for (const corruption of corruptions(route)) {
        const before = storedState();
        const answer = await post(target!.url, corruption.body);
        const after = storedState();
        if (!corruption.status.includes(answer.status))
          failures.push(`${corruption.name}: ${answer.status} (expected ${corruption.status.join(' or ')}) ${answer.text.slice(0, 160)}`);
        if (JSON.stringify(after) !== JSON.stringify(before)) failures.push(`${corruption.name}: stored something: ${diff(before, after)}`);
      }
      expect(failures).toEqual([]);
    });
  }

  test('on every signed-in route, posted anonymously: sent to sign in or 401, never 500, nothing stored', async () => {
    const failures: string[] = [];
    // Every kind of corruption once (each shape's list, every other entry), so the sweep over 30 routes stays short.
    const bodies = [
      ...corruptions(PUBLIC['routes/interviews.$id']!),
      ...corruptions(PUBLIC['routes/api.interview.chat']!),
      ...corruptions(PUBLIC['routes/api.speech-to-text']!),
    ].filter((_, i) => i % 2 === 0);
    for (const target of writable.filter((r) => SIGNED_IN.includes(r.id))) {
      for (const corruption of bodies) {
        const before = storedState();
        const answer = await post(target.url, corruption.body);
        const after = storedState();
        const signIn = answer.status === 302 && (answer.location ?? '').startsWith('/auth');
        // 413: a declared length over the route's limit is refused before anything else, signed in or not.
        if (!signIn && answer.status !== 401 && answer.status !== 413)
          failures.push(`${target.id} ${corruption.name}: ${answer.status} ${answer.location ?? ''} ${answer.text.slice(0, 120)}`);
        if (JSON.stringify(after) !== JSON.stringify(before))
          failures.push(`${target.id} ${corruption.name}: stored something: ${diff(before, after)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 60_000);

  test('on every signed-in route, posted by the owner: never a 5xx', async () => {
    const owner = new Client(server.url, '203.0.113.251');
    await owner.signIn(ids.email, PASSWORD);
    const failures: string[] = [];
    const bodies = [
      ...corruptions(PUBLIC['routes/interviews.$id']!),
      ...corruptions(PUBLIC['routes/api.interview.chat']!),
      ...corruptions(PUBLIC['routes/api.speech-to-text']!),
    ].filter((_, i) => i % 2 === 0);
    for (const target of writable.filter((r) => SIGNED_IN.includes(r.id))) {
      for (const corruption of bodies) {
        const answer = await post(target.url, corruption.body, owner);
        if (answer.status >= 500) failures.push(`${target.id} ${corruption.name}: ${answer.status} ${answer.text.slice(0, 200)}`);
      }
    }
    // A report id that names no report is a 404 with its message, whatever the body (it was a 500).
    for (const route of ['citation-active', 'update-answer']) {
      const answer = await post(`/api/report/00000000-0000-4000-8000-000000000000/${route}`, json('{"dialogId":'), owner);
      if (answer.status !== 404) failures.push(`unknown report, ${route}: ${answer.status} ${answer.text.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
  }, 60_000);
});

function diff(before: ReturnType<typeof storedState>, after: ReturnType<typeof storedState>): string {
  const tables = Object.keys(after.counts)
    .filter((t) => after.counts[t] !== before.counts[t])
    .map((t) => `${t} ${before.counts[t]}→${after.counts[t]}`);
  const files = after.files.filter((f) => !before.files.includes(f));
  return [...tables, ...files].join(', ');
}
