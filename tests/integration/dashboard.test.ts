import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { getDb, schema } from '@db/index';
import { createManualInterview, INTERVIEW_CAP } from '~/features/interviews/interviews.server';
import { recordLinkVariables } from '~/features/recruit/dialog-recruitment.server';
import { getRecruitSettings, NO_RECRUITMENT, saveRecruitSettings } from '~/features/recruit/recruit-settings.server';

import { createResearcher, signedInResearcher } from '../support/factories';
import { Client, startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const interviewRow = (id: string) => getDb().select().from(schema.interviews).where(eq(schema.interviews.id, id)).get();
const ownedBy = (userId: string) => getDb().select().from(schema.interviews).where(eq(schema.interviews.userId, userId)).all();

describe('the interview list', () => {
  test('lists only the researcher’s own interviews, newest first, with the counter and dialog counts', async () => {
    const { user, client } = await signedInResearcher(server);
    const other = await createResearcher();
    const older = createManualInterview(user.id);
    getDb()
      .update(schema.interviews)
      .set({ title: 'Older study', createdAt: new Date(Date.now() - 60_000) })
      .where(eq(schema.interviews.id, older.id))
      .run();
    const newer = createManualInterview(user.id);
    getDb().update(schema.interviews).set({ title: 'Newer study' }).where(eq(schema.interviews.id, newer.id)).run();
    const theirs = createManualInterview(other.id);
    getDb().update(schema.interviews).set({ title: 'Someone else’s study' }).where(eq(schema.interviews.id, theirs.id)).run();
    for (let i = 0; i < 2; i++) {
      getDb()
        .insert(schema.dialogs)
        .values({ id: randomUUID(), shortLink: randomUUID().slice(0, 6), interviewId: newer.id })
        .run();
    }

    const html = await (await client.get('/dashboard')).text();
    expect(html).toContain('2 of 50');
    expect(html).not.toContain('Someone else’s study');
    expect(html.indexOf('Newer study')).toBeLessThan(html.indexOf('Older study'));
    expect(html).toMatch(/Newer study[\s\S]*?>2<\/span><\/td>/);
  });

  test('counts AI respondents apart from real participants, and previews and turned-away panel visitors not at all', async () => {
    const { user, client } = await signedInResearcher(server);
    const interview = createManualInterview(user.id);
    getDb().update(schema.interviews).set({ title: 'Mixed study' }).where(eq(schema.interviews.id, interview.id)).run();
    const dialog = (values: Partial<typeof schema.dialogs.$inferInsert>) =>
      getDb()
        .insert(schema.dialogs)
        .values({ id: randomUUID(), shortLink: randomUUID().slice(0, 6), interviewId: interview.id, ...values })
        .run();
    dialog({});
    dialog({ preInfo: 'A baker' });
    dialog({ isGenerated: true });
    dialog({ isGenerated: true, preInfo: 'A simulated baker' });
    dialog({ isGenerated: true });
    dialog({ isPreview: true });
    // Panel visitors: one admitted (a participant), and three who never reached the interview.
    for (const outcome of ['admitted', 'screening', 'screened_out', 'quota_full'] as const) {
      const id = randomUUID();
      getDb()
        .insert(schema.dialogs)
        .values({ id, shortLink: randomUUID().slice(0, 6), interviewId: interview.id })
        .run();
      recordLinkVariables({ dialogId: id, interviewId: interview.id, variables: { PID: id }, personKey: id, outcome });
    }

    const html = await (await client.get('/dashboard')).text();
    const cell = /Mixed study[\s\S]*?<td[^>]*>[\s\S]*?<\/td>\s*<td[^>]*>([\s\S]*?)<\/td>/.exec(html)?.[1] ?? '';
    expect(
      cell
        .replace(/<!-- -->/g, '')
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    ).toBe('3 · 3 AI respondents');
  });

  test('signed out, the dashboard redirects to sign-in and remembers it', async () => {
    const response = await new Client(server.url).get('/dashboard');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/auth?redirectTo=%2Fdashboard');
  });
});

describe('dashboard actions', () => {
  test('set up manually creates a draft with the manual defaults and opens its setup', async () => {
    const { user, client } = await signedInResearcher(server);
    const response = await client.post('/dashboard', { intent: 'create-manual' });
    expect(response.status).toBe(302);
    const [row] = ownedBy(user.id);
    expect(response.headers.get('location')).toBe(`/interview/setup/${row!.id}`);
    expect(row).toMatchObject({ title: 'Untitled Interview', method: 'audio', language: 'English', status: 'draft', kMessages: 3 });
    const setup = await client.get(`/interview/setup/${row!.id}`);
    expect(setup.status).toBe(200);
    expect(await setup.text()).toContain('Untitled Interview');
  });

  test('rename stores the trimmed title; an empty title is refused', async () => {
    const { user, client } = await signedInResearcher(server);
    const interview = createManualInterview(user.id);
    expect((await client.post('/dashboard', { intent: 'rename', id: interview.id, title: '  Coffee habits  ' })).status).toBe(302);
    expect(interviewRow(interview.id)!.title).toBe('Coffee habits');
    const empty = await client.post('/dashboard', { intent: 'rename', id: interview.id, title: '   ' });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain('Title cannot be empty');
    expect(interviewRow(interview.id)!.title).toBe('Coffee habits');
  });

  test('copy makes a draft "(Copy)" with every setup field and the recruitment, without the public link', async () => {
    const { user, client } = await signedInResearcher(server);
    const source = createManualInterview(user.id);
    const setup = {
      title: 'Snack study',
      goal: 'Understand snacking',
      generalPrompt: 'Be warm',
      interviewerPrompt: 'Template {goal}',
      requiredInfo: 'age\ncity',
      questions: [{ id: 'q1', title: 'Habits', description: 'When do you snack?' }],
      method: 'chat' as const,
      language: 'Spanish',
      previewTitle: 'Welcome',
      previewSubtitle: 'Ten minutes',
      interviewerLlm: 'gpt-4o',
      audioInputEngine: 'eleven-labs' as const,
      initialMessage: 'Hola',
      kMessages: 5,
      allowBrowserDictation: true,
      status: 'published' as const,
      publicLink: 'http://localhost/interviews/x',
    };
    getDb().update(schema.interviews).set(setup).where(eq(schema.interviews.id, source.id)).run();
    const recruitment = {
      ...NO_RECRUITMENT,
      urlVariables: ['PROLIFIC_PID'],
      personVariable: 'PROLIFIC_PID',
      completionUrl: 'https://app.prolific.com/submissions/complete?cc=C1',
      completionCode: 'C1',
      targetCompletes: 40,
      screener: [
        {
          id: 'q1',
          question: 'How often do you snack?',
          options: [
            { id: 'o1', label: 'Daily', qualifies: true, quota: 20 },
            { id: 'o2', label: 'Never', qualifies: false, quota: null },
          ],
        },
      ],
    };
    saveRecruitSettings(source.id, recruitment);

    expect((await client.post('/dashboard', { intent: 'copy', id: source.id })).status).toBe(302);
    const copy = ownedBy(user.id).find((row) => row.id !== source.id)!;
    const { status: _s, publicLink: _p, title: _t, ...copiedSetup } = setup;
    expect(copy).toMatchObject({ ...copiedSetup, title: 'Snack study (Copy)', status: 'draft', publicLink: null });
    // The recruitment is part of the setup: a copy recruits the same way.
    expect(getRecruitSettings(copy.id)).toEqual(recruitment);
  });

  test('delete removes the interview with its dialogs and messages', async () => {
    const { user, client } = await signedInResearcher(server);
    const interview = createManualInterview(user.id);
    const dialogId = randomUUID();
    getDb()
      .insert(schema.dialogs)
      .values({ id: dialogId, shortLink: randomUUID().slice(0, 6), interviewId: interview.id })
      .run();
    getDb().insert(schema.messages).values({ id: randomUUID(), dialogId, role: 'user', content: 'hello' }).run();

    expect((await client.post('/dashboard', { intent: 'delete', id: interview.id })).status).toBe(302);
    expect(interviewRow(interview.id)).toBeUndefined();
    expect(getDb().select().from(schema.dialogs).where(eq(schema.dialogs.id, dialogId)).all()).toHaveLength(0);
    expect(getDb().select().from(schema.messages).where(eq(schema.messages.dialogId, dialogId)).all()).toHaveLength(0);
  });

  test(`the cap of ${INTERVIEW_CAP} interviews holds for create and copy`, async () => {
    const { user, client } = await signedInResearcher(server);
    for (let i = 0; i < INTERVIEW_CAP; i++) createManualInterview(user.id);
    const create = await client.post('/dashboard', { intent: 'create-manual' });
    expect(create.status).toBe(409);
    expect(await create.text()).toContain('You have reached the limit of 50 interviews');
    const copy = await client.post('/dashboard', { intent: 'copy', id: ownedBy(user.id)[0]!.id });
    expect(copy.status).toBe(409);
    expect(ownedBy(user.id)).toHaveLength(INTERVIEW_CAP);
    expect(await (await client.get('/dashboard')).text()).toContain('50 of 50');
  });

  test('an unknown intent is refused', async () => {
    const { client } = await signedInResearcher(server);
    expect((await client.post('/dashboard', { intent: 'explode' })).status).toBe(400);
  });
});

describe('a second researcher', () => {
  test('gets 404 for every route and action on the first one’s interview, and changes nothing', async () => {
    const alice = await createResearcher('alice');
    const interview = createManualInterview(alice.id);
    const { client: bob } = await signedInResearcher(server);

    expect((await bob.get(`/interview/setup/${interview.id}`)).status).toBe(404);
    expect((await bob.get(`/interview/setup?interviewId=${interview.id}`)).headers.get('location')).toBe(
      `/interview/setup/${interview.id}`,
    );
    for (const fields of <Record<string, string>[]>[
      { intent: 'rename', id: interview.id, title: 'Hijacked' },
      { intent: 'copy', id: interview.id },
      { intent: 'delete', id: interview.id },
    ]) {
      expect((await bob.post('/dashboard', fields)).status).toBe(404);
    }
    expect(interviewRow(interview.id)).toMatchObject({ title: 'Untitled Interview', userId: alice.id });
    expect(ownedBy(alice.id)).toHaveLength(1);
  });

  test('a made-up interview id is 404 too', async () => {
    const { client } = await signedInResearcher(server);
    expect((await client.get(`/interview/setup/${randomUUID()}`)).status).toBe(404);
  });
});
