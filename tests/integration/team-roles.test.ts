import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { getDb, schema } from '@db/index';
import { createReport } from '~/features/analysis/reports/reports.server';
import { createManualInterview, INTERVIEW_CAP, listInterviews } from '~/features/interviews/interviews.server';
import { VIEWER_WRITE_MESSAGE } from '~/features/teams/access.server';

import { seedDialog } from '../support/dialog-seeds';
import { createPublishedInterview, createResearcher, createTeamMember, signedInMember } from '../support/factories';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const ANSWER = 'I grind the beans myself every morning.';

/** An admin's published interview with one answered dialog and a report, as the team shares it. */
async function teamStudy() {
  const admin = await createResearcher('admin');
  const { interview } = await createPublishedInterview(
    { questions: [{ id: 'q1', title: 'Habits', description: 'How do you make coffee?' }] },
    admin,
  );
  const dialog = seedDialog(interview.id, {
    completedAt: Date.now(),
    messages: [
      { role: 'assistant', content: 'How do you make coffee?', questionIndex: 0 },
      { role: 'user', content: ANSWER },
    ],
  });
  const report = createReport(interview.id, 'First wave');
  return { admin, interview, dialog, report, setup: `/interview/setup/${interview.id}` };
}

const interviewRow = (id: string) => getDb().select().from(schema.interviews).where(eq(schema.interviews.id, id)).get();
const setRole = (userId: string, role: 'admin' | 'researcher' | 'viewer') =>
  getDb().update(schema.users).set({ role }).where(eq(schema.users.id, userId)).run();

describe('a viewer of the team', () => {
  test('reads the transcript and the analysis and downloads an export', async () => {
    const study = await teamStudy();
    const { client } = await signedInMember(server, study.admin, 'viewer');

    const transcript = await client.get(`${study.setup}/participants/${study.dialog.id}`);
    expect(transcript.status).toBe(200);
    expect(await transcript.text()).toContain(ANSWER);

    const analysis = await client.get(`${study.setup}/analysis/overview?report=${study.report.id}`);
    expect(analysis.status).toBe(200);
    expect(await analysis.text()).toContain('First wave');

    const csv = await client.get(`/api/report/${study.report.id}/export.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('Content-Disposition')).toMatch(/^attachment/);
    expect(await csv.text()).toMatch(/^(\uFEFF)?Block,Topic/);

    const dashboard = await client.get('/dashboard');
    expect(await dashboard.text()).toContain(study.interview.title);
  });

  test('is refused every change with the message, and nothing changes', async () => {
    const study = await teamStudy();
    const { client } = await signedInMember(server, study.admin, 'viewer');
    const before = interviewRow(study.interview.id)!;

    // Page actions: the settings form shows the refusal like any refused save; the dashboard as its form error.
    const save = await client.post(`${study.setup}?index`, {
      intent: 'save-settings',
      js: '1',
      goal: 'Changed by a viewer',
      method: 'chat',
    });
    expect(save.status).toBe(403);
    expect(await save.text()).toContain(VIEWER_WRITE_MESSAGE);
    const pause = await client.post(`${study.setup}?index`, { intent: 'pause' });
    expect(pause.status).toBe(403);
    expect(await pause.text()).toContain(VIEWER_WRITE_MESSAGE);
    for (const intent of ['delete', 'copy']) {
      const refused = await client.post('/dashboard', { intent, id: study.interview.id });
      expect(refused.status).toBe(403);
      expect(await refused.text()).toContain(VIEWER_WRITE_MESSAGE);
    }
    const created = await client.post('/dashboard', { intent: 'create-manual' });
    expect(created.status).toBe(403);
    const deleteDialog = await client.post(`${study.setup}/participants`, { intent: 'delete', dialogId: study.dialog.id });
    expect(deleteDialog.status).toBe(403);
    expect(await deleteDialog.text()).toContain(VIEWER_WRITE_MESSAGE);
    // The Stop button of a job.
    const stop = await client.post(`${study.setup}/analysis/sample`, { intent: 'stop', report: study.report.id });
    expect(stop.status).toBe(403);

    // JSON APIs and a job's start answer { error } with the message.
    const theme = await client.postJson(`/api/report/${study.report.id}/update-themes`, { action: 'new', name: 'A viewer theme' });
    expect(theme).toEqual({ status: 403, json: { error: VIEWER_WRITE_MESSAGE } });
    const run = await client.postJson(`/api/interview/${study.interview.id}/do-insights`, { reportId: study.report.id, model: 'builtin' });
    expect(run).toEqual({ status: 403, json: { error: VIEWER_WRITE_MESSAGE } });

    expect(interviewRow(study.interview.id)).toEqual(before);
    expect(getDb().select().from(schema.dialogs).where(eq(schema.dialogs.id, study.dialog.id)).get()).toBeDefined();
    expect(getDb().select().from(schema.jobs).where(eq(schema.jobs.interviewId, study.interview.id)).all()).toEqual([]);
    expect(listInterviews(study.admin.id)).toHaveLength(1);
  });

  test('a role change applies on the next request', async () => {
    const study = await teamStudy();
    const { user, client } = await signedInMember(server, study.admin, 'viewer');
    expect((await client.post(`${study.setup}?index`, { intent: 'pause' })).status).toBe(403);

    setRole(user.id, 'researcher');
    const paused = await client.post(`${study.setup}?index`, { intent: 'pause' });
    expect(paused.status).toBe(302);
    expect(interviewRow(study.interview.id)!.status).toBe('draft');

    setRole(user.id, 'viewer');
    expect((await client.post(`${study.setup}?index`, { intent: 'publish' })).status).toBe(403);
    expect(interviewRow(study.interview.id)!.status).toBe('draft');
  });
});

describe('a researcher of the team', () => {
  test('edits and publishes the admin’s interview; the new interview they make is the team’s', async () => {
    const admin = await createResearcher('admin');
    const draft = createManualInterview(admin.id);
    const { user, client } = await signedInMember(server, admin, 'researcher');
    const setup = `/interview/setup/${draft.id}`;

    const added = await client.post(`${setup}?index`, { intent: 'add-question', title: 'Habits', description: 'How do you make coffee?' });
    expect(added.status).toBe(302);
    expect(interviewRow(draft.id)!.questions.map((q) => q.title)).toEqual(['Habits']);
    const published = await client.post(`${setup}?index`, { intent: 'publish' });
    expect(published.status).toBe(302);
    expect(interviewRow(draft.id)!.status).toBe('published');

    const created = await client.post('/dashboard', { intent: 'create-manual' });
    expect(created.status).toBe(302);
    const mine = interviewRow(created.headers.get('Location')!.split('/').pop()!)!;
    expect(mine).toMatchObject({ userId: user.id, teamId: admin.teamId });
    // The admin's dashboard lists both, and the cap counts both.
    expect(
      listInterviews(admin.id)
        .map((i) => i.id)
        .sort(),
    ).toEqual([draft.id, mine.id].sort());
    expect(INTERVIEW_CAP).toBe(50);
  });

  test('another team’s interview stays a 404', async () => {
    const study = await teamStudy();
    const outsider = await createResearcher('outsider');
    const { client } = await signedInMember(server, outsider, 'researcher');
    expect((await client.get(`${study.setup}/participants/${study.dialog.id}`)).status).toBe(404);
    expect((await client.post(`${study.setup}?index`, { intent: 'pause' })).status).toBe(404);
    expect(interviewRow(study.interview.id)!.status).toBe('published');
  });
});

describe('a member removed from the team', () => {
  test('has their open session refused on the next request', async () => {
    const study = await teamStudy();
    const { user, client } = await signedInMember(server, study.admin, 'researcher');
    expect((await client.get('/dashboard')).status).toBe(200);

    getDb().update(schema.users).set({ teamId: null }).where(eq(schema.users.id, user.id)).run();
    const page = await client.get(study.setup);
    expect(page.status).toBe(302);
    expect(page.headers.get('Location')).toMatch(/^\/auth/);
    const api = await client.get(`/api/interview/${study.interview.id}/dialogs`);
    expect(api.status).toBe(401);
    // Signing in again does not let them back, and says why.
    const again = await client.signIn(user.email, 'correct-horse-battery');
    expect(again.status).toBe(403);
    expect(await again.text()).toContain('This account is no longer a member of a team.');
  });
});

test('every new account is the admin of a team of its own; an invited one joins the team with its role', async () => {
  const first = await createResearcher('first');
  const second = await createResearcher('second');
  expect(first).toMatchObject({ role: 'admin' });
  expect(first.teamId).not.toBe(second.teamId);
  const team = getDb().select().from(schema.teams).where(eq(schema.teams.id, first.teamId)).get();
  expect(team?.name).toBe(`${first.email.split('@')[0]}'s team`);
  const viewer = await createTeamMember(first, 'viewer');
  expect(getDb().select().from(schema.users).where(eq(schema.users.id, viewer.id)).get()).toMatchObject({
    teamId: first.teamId,
    role: 'viewer',
  });
});
