import '../../server/job-handlers';

import { randomUUID } from 'node:crypto';

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { getDb, schema } from '@db/index';
import type { TeamRole } from '@db/schema';
import { createReport } from '~/features/analysis/reports/reports.server';
import { recordStep } from '~/features/audit/audit-log.server';
import { NOT_TEAM_ADMIN } from '~/features/audit/team-activity.server';
import { startJobRunner, stopJobRunner, whenIdle } from '~/jobs/queue.server';

import { TOPICS_DIALOGS, TOPICS_QUESTIONS, topicsMessages } from '../fixtures/topics-dialogs';
import { seedDialog } from '../support/dialog-seeds';
import { createPublishedInterview, createResearcher, PASSWORD } from '../support/factories';
import { textOf } from '../support/html';
import { Client, startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  startJobRunner({ concurrency: 2 });
}, 90_000);
afterAll(async () => {
  await stopJobRunner();
  await server.close();
});

/** A new team; its members are made with `member`. */
function newTeam(name = 'Team') {
  const id = randomUUID();
  getDb().insert(schema.teams).values({ id, name }).run();
  return id;
}

/** A new account in `teamId` with `role`, signed in (after joining, so the sign-in is the team's). */
async function member(teamId: string, role: TeamRole, prefix: string = role) {
  const user = await createResearcher(prefix);
  getDb().update(schema.users).set({ teamId, role }).where(eq(schema.users.id, user.id)).run();
  const client = new Client(server.url);
  await client.signIn(user.email, PASSWORD);
  return { user, client };
}

const entriesOf = (teamId: string) =>
  getDb().select().from(schema.auditEvents).where(eq(schema.auditEvents.teamId, teamId)).orderBy(schema.auditEvents.at).all();
const postJson = (client: Client, path: string, body: unknown) => client.postJson(path, body);
const activityText = async (client: Client, query = '') => {
  const response = await client.get(`/team/activity${query}`);
  const html = await response.text();
  // What the page shows, and separately everything it sends (its data for the browser's scripts included).
  return { status: response.status, text: textOf(html.replace(/<script[\s\S]*?<\/script>/g, ' ')).replace(/&#x27;/g, "'"), html };
};

async function study(owner: { id: string; email: string }) {
  const { interview } = await createPublishedInterview({ title: 'Parcel delivery study', questions: TOPICS_QUESTIONS }, owner);
  const dialogs = TOPICS_DIALOGS.slice(0, 6).map((said) =>
    seedDialog(interview.id, { completedAt: Date.now(), messages: topicsMessages(said) }),
  );
  const report = createReport(interview.id, 'Wave 1');
  return { interview, report, dialogs };
}

describe('the audit log records each step with its author and interview', () => {
  test('sign-ins, publish, pause, exports, analysis runs, review decisions and a deletion, as the team admin sees them', async () => {
    const teamId = newTeam();
    const { user: admin, client } = await member(teamId, 'admin', 'admin');
    const { user: colleague } = await member(teamId, 'researcher', 'colleague');
    const { interview, report, dialogs } = await study(admin);
    const setup = `/interview/setup/${interview.id}`;

    expect((await client.post(`${setup}?index`, { intent: 'pause' })).status).toBe(302);
    expect((await client.post(`${setup}?index`, { intent: 'publish' })).status).toBe(302);

    // Analysis: the sample, a whole run, then coding and topics on their own (each run again).
    const sample = `/interview/setup/${interview.id}/analysis/sample?report=${report.id}`;
    expect((await client.post(sample, { intent: 'run', report: report.id, threshold: '0', model: 'builtin' })).status).toBe(302);
    await whenIdle();
    const ai = `/interview/setup/${interview.id}/analysis/ai?index&report=${report.id}`;
    expect((await client.post(ai, { intent: 'analysis-run', model: 'builtin', confirmed: '1' })).status).toBe(302);
    await whenIdle();
    const coding = await postJson(client, '/api/do-answer-analysis', { interviewId: interview.id, reportId: report.id, model: 'builtin' });
    expect(coding.status, JSON.stringify(coding.json)).toBe(200);
    await whenIdle();
    const topics = await postJson(client, `/api/interview/${interview.id}/do-insights`, {
      reportId: report.id,
      refresh: true,
      model: 'builtin',
    });
    expect(topics.status, JSON.stringify(topics.json)).toBe(200);
    await whenIdle();

    // Review decisions: a sample override, a theme, an answer edit, a quote vote.
    const shortLink = dialogs[0]!.shortLink;
    const override = await postJson(client, `/api/report/${report.id}/dialog-sample-status`, {
      dialog_id: dialogs[0]!.id,
      included: false,
      manual_override: true,
    });
    expect(override.status).toBe(200);
    const made = await postJson(client, `/api/report/${report.id}/update-themes`, { action: 'new', name: 'Late parcels' });
    expect(made.status).toBe(200);
    const themeId = (made.json as { theme_id: string }).theme_id;
    expect(
      (await postJson(client, `/api/report/${report.id}/update-themes`, { action: 'rename', themeId, name: 'Slow delivery' })).status,
    ).toBe(200);
    const answer = getDb()
      .select()
      .from(schema.dialogAnswers)
      .where(and(eq(schema.dialogAnswers.reportId, report.id), eq(schema.dialogAnswers.dialogId, dialogs[1]!.id)))
      .all()[0]!;
    const block = getDb().select().from(schema.codingBlocks).where(eq(schema.codingBlocks.id, answer.blockId)).get()!;
    const edited = await postJson(client, `/api/report/${report.id}/update-answer`, {
      dialogId: dialogs[1]!.id,
      blockId: answer.blockId,
      newAnswer: 'Wants evening slots.',
    });
    expect(edited.status).toBe(200);
    const citation = getDb().select().from(schema.citations).where(eq(schema.citations.reportId, report.id)).all()[0]!;
    expect((await client.post(ai, { intent: 'citation-vote', citationId: citation.id, vote: 'rejected' })).status).toBe(302);

    // Exports.
    expect((await client.get(`/api/report/${report.id}/export.csv`)).status).toBe(200);
    expect((await client.get(`/api/report/${report.id}/export.qdpx`)).status).toBe(200);
    expect((await client.get(`/api/download_report_excel/${report.id}`)).status).toBe(200);
    expect((await client.get(`/api/interview/${interview.id}/export.docx`)).status).toBe(200);

    // A second interview, deleted: its entry keeps the title.
    const { interview: doomed } = await createPublishedInterview({ title: 'Pilot to delete' }, admin);
    expect((await client.post('/dashboard', { intent: 'delete', id: doomed.id })).status).toBe(302);

    const entries = entriesOf(teamId).map((e) => ({
      who: e.actorEmail,
      actorId: e.actorId,
      action: e.action,
      interview: e.interviewId,
      title: e.interviewTitle,
      detail: e.detail,
    }));
    const on = { interview: interview.id, title: 'Parcel delivery study' };
    const by = { who: admin.email, actorId: admin.id };
    expect(entries).toEqual([
      { who: admin.email, actorId: admin.id, action: 'sign-in', interview: null, title: null, detail: null },
      { who: colleague.email, actorId: colleague.id, action: 'sign-in', interview: null, title: null, detail: null },
      { ...by, ...on, action: 'pause', detail: 'The public link stopped taking respondents' },
      { ...by, ...on, action: 'publish', detail: `Public link ${server.url}/interviews/${interview.id}` },
      { ...by, ...on, action: 'analysis-run', detail: 'Quality sample of the report “Wave 1”, model builtin' },
      { ...by, ...on, action: 'analysis-run', detail: 'Whole analysis of the report “Wave 1”, model builtin' },
      { ...by, ...on, action: 'analysis-run', detail: 'Coding of the report “Wave 1”, model builtin, run again' },
      { ...by, ...on, action: 'analysis-run', detail: 'Topics of the report “Wave 1”, model builtin, run again' },
      { ...by, ...on, action: 'review-decision', detail: `Dialog # ${shortLink} excluded by hand in the sample of the report “Wave 1”` },
      { ...by, ...on, action: 'review-decision', detail: 'New theme “Late parcels” (report “Wave 1”)' },
      { ...by, ...on, action: 'review-decision', detail: 'Theme “Late parcels” renamed “Slow delivery” (report “Wave 1”)' },
      { ...by, ...on, action: 'review-decision', detail: `Answer of Dialog # ${dialogs[1]!.shortLink} to “${block.title}” edited` },
      { ...by, ...on, action: 'review-decision', detail: expect.stringMatching(/^Quote “.+” \(Dialog # \w{6}\) rejected$/) },
      { ...by, ...on, action: 'export', detail: 'CSV of the report “Wave 1”' },
      { ...by, ...on, action: 'export', detail: 'REFI-QDA project (.qdpx) of the report “Wave 1”' },
      { ...by, ...on, action: 'export', detail: 'Excel workbook of the report “Wave 1”' },
      { ...by, ...on, action: 'export', detail: 'Transcripts of 6 dialogs, Word' },
      {
        ...by,
        interview: doomed.id,
        title: 'Pilot to delete',
        action: 'delete',
        detail: 'Deleted for good, with its dialogs, reports and files',
      },
    ]);

    // The page: newest first, each row with its author, the action's label, the interview (a link while it exists).
    const response = await client.get('/team/activity');
    expect(response.status).toBe(200);
    const html = await response.text();
    const text = textOf(html);
    expect(text).toContain(`Deleted the interview Pilot to delete (deleted) Deleted for good`);
    expect(text.indexOf('Deleted the interview')).toBeLessThan(text.indexOf('Published the interview'));
    expect(text).toContain(`${admin.email} Published the interview Parcel delivery study Public link`);
    expect(text).toContain(`${colleague.email} Signed in`);
    expect(text).toContain('Ran the analysis');
    expect(text).toContain('Review decision');
    expect(html).toContain(`href="/interview/setup/${interview.id}"`);
    expect(html).not.toContain(`href="/interview/setup/${doomed.id}"`);
    expect(text).toContain('18 entries · page 1 of 1');
  }, 120_000);
});

describe('the Team activity page', () => {
  test('filters by person and by interview with plain GET forms', async () => {
    const teamId = newTeam();
    const { user: admin, client } = await member(teamId, 'admin', 'admin');
    const { user: colleague } = await member(teamId, 'researcher', 'colleague');
    const { interview } = await createPublishedInterview({ title: 'Kitchen habits' }, admin);
    const { interview: other } = await createPublishedInterview({ title: 'Commuting' }, admin);
    expect((await client.post(`/interview/setup/${interview.id}?index`, { intent: 'pause' })).status).toBe(302);
    expect((await client.post(`/interview/setup/${other.id}?index`, { intent: 'pause' })).status).toBe(302);

    const page = await client.get('/team/activity');
    const html = await page.text();
    // The filters: a form sent by GET with a select for each, listing everyone and every interview in the log.
    expect(html).toMatch(/<form method="get"/);
    expect(html).toContain(`<option value="${colleague.email}">${colleague.email}</option>`);
    expect(html).toContain(`<option value="${interview.id}">Kitchen habits</option>`);

    const byColleague = await activityText(client, `?person=${encodeURIComponent(colleague.email)}&interview=`);
    expect(byColleague.text).toContain('1 entry · page 1 of 1');
    expect(byColleague.text).toContain(`${colleague.email} Signed in`);
    expect(byColleague.text).not.toContain('Paused the interview');

    const onKitchen = await activityText(client, `?person=&interview=${interview.id}`);
    expect(onKitchen.text).toContain('1 entry · page 1 of 1');
    expect(onKitchen.text).toContain(`${admin.email} Paused the interview Kitchen habits`);
    expect(onKitchen.text).not.toContain('Commuting The public link');

    const nothing = await activityText(client, `?person=${encodeURIComponent(colleague.email)}&interview=${interview.id}`);
    expect(nothing.text).toContain('Nothing matches these filters');
  }, 60_000);

  test('shows 50 entries a page, newest first', async () => {
    const teamId = newTeam();
    const { user: admin, client } = await member(teamId, 'admin', 'admin');
    const T0 = Date.UTC(2026, 0, 1, 9);
    for (let i = 1; i <= 120; i++) recordStep(admin.id, { action: 'export', detail: `Export number ${i}` }, new Date(T0 + i * 60_000));
    const first = await activityText(client);
    expect(first.text).toContain('121 entries · page 1 of 3');
    // The sign-in is the newest; then the exports from the last one down.
    expect(first.text.match(/Export number \d+/g)).toEqual(Array.from({ length: 49 }, (_, i) => `Export number ${120 - i}`));
    const last = await activityText(client, '?page=3');
    expect(last.text.match(/Export number \d+/g)).toEqual(Array.from({ length: 21 }, (_, i) => `Export number ${21 - i}`));
    expect(last.text).toContain('Newer');
    expect(last.text).not.toContain('Older');
    expect((await activityText(client, '?page=99')).text).toContain('page 3 of 3');
  }, 60_000);

  test('another team’s entries never show, not even through the filters', async () => {
    const ours = newTeam('Ours');
    const theirs = newTeam('Theirs');
    const { client } = await member(ours, 'admin', 'ours');
    const { user: outsider, client: theirClient } = await member(theirs, 'admin', 'theirs');
    const { interview: theirInterview } = await createPublishedInterview({ title: 'Their secret study' }, outsider);
    expect((await theirClient.post(`/interview/setup/${theirInterview.id}?index`, { intent: 'pause' })).status).toBe(302);

    for (const query of ['', `?person=${encodeURIComponent(outsider.email)}`, `?interview=${theirInterview.id}`]) {
      const { status, html } = await activityText(client, query);
      expect(status).toBe(200);
      expect(html).not.toContain(outsider.email);
      expect(html).not.toContain('Their secret study');
    }
    expect((await activityText(theirClient)).text).toContain(`${outsider.email} Paused the interview Their secret study`);
  }, 60_000);

  test('a member who is not an admin is refused with 403 and a clear message, and has no link to it', async () => {
    const teamId = newTeam();
    const { client: adminClient } = await member(teamId, 'admin', 'admin');
    for (const role of ['researcher', 'viewer'] as const) {
      const { client } = await member(teamId, role);
      const { status, text } = await activityText(client);
      expect(status).toBe(403);
      expect(text).toContain(NOT_TEAM_ADMIN);
      expect(text).not.toContain('Signed in');
      expect(await (await client.get('/dashboard')).text()).not.toContain('href="/team/activity"');
    }
    expect(await (await adminClient.get('/dashboard')).text()).toContain('href="/team/activity"');
    // Signed out: sent to sign in.
    const anonymous = await new Client(server.url).get('/team/activity');
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('location')).toMatch(/^\/auth/);
  }, 60_000);
});
