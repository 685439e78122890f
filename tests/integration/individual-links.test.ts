import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';

import { getDb, schema } from '@db/index';
import { createIndividualLink, listIndividualLinks } from '~/features/individual-links/individual-links.server';
import { createManualInterview } from '~/features/interviews/interviews.server';

import { signedInResearcher } from '../support/factories';
import { Client, startTestServer, type TestServer } from '../support/test-server';

// Lets one test hand out a short link that is already taken, as a concurrent request would, past the existence check.
const forcedShortLinks = vi.hoisted(() => [] as string[]);
vi.mock('~/features/dialogs/short-links.server', async (importOriginal) => {
  const real = await importOriginal<typeof import('~/features/dialogs/short-links.server')>();
  return {
    ...real,
    createUniqueShortLink: (exists: (s: string) => boolean) => forcedShortLinks.shift() ?? real.createUniqueShortLink(exists),
  };
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const dialogsOf = (interviewId: string) => getDb().select().from(schema.dialogs).where(eq(schema.dialogs.interviewId, interviewId)).all();
const messagesOf = (dialogId: string) => getDb().select().from(schema.messages).where(eq(schema.messages.dialogId, dialogId)).all();
const linksRoute = (interviewId: string) => `/interview/setup/${interviewId}/links`;

function addDialogWithMessages(interviewId: string) {
  const dialogId = randomUUID();
  getDb()
    .insert(schema.dialogs)
    .values({ id: dialogId, shortLink: randomUUID().slice(0, 6), interviewId, preInfo: 'A bio' })
    .run();
  getDb().insert(schema.messages).values({ id: randomUUID(), dialogId, role: 'assistant', content: 'Hello!' }).run();
  getDb().insert(schema.messages).values({ id: randomUUID(), dialogId, role: 'user', content: 'Hi' }).run();
  return dialogId;
}

describe('creating an individual link', () => {
  test('stores a dialog with the trimmed bio and a unique six-character short link, then returns to the setup page', async () => {
    const { user, client } = await signedInResearcher(server);
    const interview = createManualInterview(user.id);

    const response = await client.post(linksRoute(interview.id), { intent: 'create', bio: '  Maria, 34, runs a bakery in Lyon.  ' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`/interview/setup/${interview.id}#individual-links`);
    const second = await client.post(linksRoute(interview.id), { intent: 'create', bio: 'Tom, 61, retired teacher' });
    expect(second.status).toBe(302);

    const rows = dialogsOf(interview.id);
    expect(rows).toHaveLength(2);
    const maria = rows.find((row) => row.preInfo === 'Maria, 34, runs a bakery in Lyon.')!;
    expect(maria).toMatchObject({ isGenerated: false, interviewId: interview.id });
    for (const row of rows) expect(row.shortLink).toMatch(/^[A-Za-z0-9]{6}$/);
    expect(new Set(rows.map((row) => row.shortLink)).size).toBe(2);
    expect(listIndividualLinks(user.id, interview.id).map((link) => link.preInfo)).toEqual([
      'Tom, 61, retired teacher',
      'Maria, 34, runs a bakery in Lyon.',
    ]);
  });

  test('a blank bio answers 400 with "Respondent bio is required" and stores nothing', async () => {
    const { user, client } = await signedInResearcher(server);
    const interview = createManualInterview(user.id);

    const response = await client.post(linksRoute(interview.id), { intent: 'create', bio: '   \n  ' });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Respondent bio is required');
    expect(dialogsOf(interview.id)).toHaveLength(0);
  });

  test('with JavaScript (a fetcher posting to the .data address) a blank bio also answers 400 with the message', async () => {
    const { user, client } = await signedInResearcher(server);
    const interview = createManualInterview(user.id);

    const response = await client.post(`${linksRoute(interview.id)}.data`, { intent: 'create', bio: ' ' });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Respondent bio is required');
    expect(dialogsOf(interview.id)).toHaveLength(0);
  });

  test('a short link taken between the check and the insert is drawn again', async () => {
    const { user } = await signedInResearcher(server);
    const interview = createManualInterview(user.id);
    const first = createIndividualLink(user.id, interview.id, 'First respondent');

    forcedShortLinks.push(first.shortLink);
    const second = createIndividualLink(user.id, interview.id, 'Second respondent');
    expect(forcedShortLinks).toHaveLength(0);
    expect(second.shortLink).not.toBe(first.shortLink);
    expect(second.shortLink).toMatch(/^[A-Za-z0-9]{6}$/);
    expect(dialogsOf(interview.id)).toHaveLength(2);
  });

  test('signed out, a post is sent to sign-in and stores nothing', async () => {
    const { user } = await signedInResearcher(server);
    const interview = createManualInterview(user.id);
    const response = await new Client(server.url).post(linksRoute(interview.id), { intent: 'create', bio: 'Someone' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toMatch(/^\/auth\?redirectTo=/);
    expect(dialogsOf(interview.id)).toHaveLength(0);
  });
});

// The page as a reader sees it: text only, without scripts and attribute values (form actions repeat the address).
const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describe('a refused plain form post (no JavaScript)', () => {
  test.each([
    ['a blank bio', { intent: 'create', bio: '  ' }, 'bio-empty', 'Respondent bio is required'],
    [
      'a bio over 4000 characters',
      { intent: 'create', bio: 'x'.repeat(4001) },
      'bio-too-long',
      'Respondent bio must be at most 4000 characters',
    ],
  ])('%s goes back to the setup page with a code, and the page shows the message', async (_name, fields, code, message) => {
    const { user, client } = await signedInResearcher(server);
    const interview = createManualInterview(user.id);

    const response = await client.post(linksRoute(interview.id), fields, { headers: { 'Sec-Fetch-Dest': 'document' } });
    expect(response.status).toBe(302);
    const location = response.headers.get('location')!;
    expect(location).toBe(`/interview/setup/${interview.id}?link-error=${code}#individual-links`);
    const page = await (await client.get(location.split('#')[0]!)).text();
    expect(visibleText(page)).toContain(message);
    expect(dialogsOf(interview.id)).toHaveLength(0);
  });

  test.each(['<script>alert(1)</script>', 'Your account is suspended. Call +1 555 0100 to restore it.', '__proto__'])(
    'text put into ?link-error=%j by someone else is not shown',
    async (spoofed) => {
      const { user, client } = await signedInResearcher(server);
      const interview = createManualInterview(user.id);
      const response = await client.get(`/interview/setup/${interview.id}?link-error=${encodeURIComponent(spoofed)}`);
      expect(response.status).toBe(200);
      const text = visibleText(await response.text());
      expect(text).toContain('Individual Links');
      expect(text).not.toContain(spoofed);
      expect(text).not.toContain('alert(1)');
    },
  );
});

describe('deleting an individual link', () => {
  test('removes the dialog and its messages', async () => {
    const { user, client } = await signedInResearcher(server);
    const interview = createManualInterview(user.id);
    const dialogId = addDialogWithMessages(interview.id);
    const kept = addDialogWithMessages(interview.id);

    const response = await client.post(linksRoute(interview.id), { intent: 'delete', dialogId });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`/interview/setup/${interview.id}#individual-links`);
    expect(dialogsOf(interview.id).map((row) => row.id)).toEqual([kept]);
    expect(messagesOf(dialogId)).toHaveLength(0);
    expect(messagesOf(kept)).toHaveLength(2);
  });

  test('a dialog of another interview answers 404 through this interview’s route and stays', async () => {
    const { user, client } = await signedInResearcher(server);
    const interview = createManualInterview(user.id);
    const otherInterview = createManualInterview(user.id);
    const dialogId = addDialogWithMessages(otherInterview.id);

    const response = await client.post(linksRoute(interview.id), { intent: 'delete', dialogId });
    expect(response.status).toBe(404);
    expect(dialogsOf(otherInterview.id)).toHaveLength(1);
    expect(messagesOf(dialogId)).toHaveLength(2);
  });
});

describe('another researcher', () => {
  test('gets 404 for create and delete on the first one’s interview, and nothing changes', async () => {
    const { user: alice } = await signedInResearcher(server);
    const { client: bob } = await signedInResearcher(server);
    const interview = createManualInterview(alice.id);
    const dialogId = addDialogWithMessages(interview.id);

    const create = await bob.post(linksRoute(interview.id), { intent: 'create', bio: 'Injected respondent' });
    expect(create.status).toBe(404);
    const remove = await bob.post(linksRoute(interview.id), { intent: 'delete', dialogId });
    expect(remove.status).toBe(404);

    expect(dialogsOf(interview.id).map((row) => row.id)).toEqual([dialogId]);
    expect(messagesOf(dialogId)).toHaveLength(2);
  });
});

test('a visit to the links address goes to the setup page', async () => {
  const { user, client } = await signedInResearcher(server);
  const interview = createManualInterview(user.id);
  const response = await client.get(linksRoute(interview.id));
  expect(response.status).toBe(302);
  expect(response.headers.get('location')).toBe(`/interview/setup/${interview.id}`);
});
