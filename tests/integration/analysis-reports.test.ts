import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { getDb, schema } from '@db/index';
import { includedDialogIds } from '~/features/analysis/reports/report-dialogs.server';
import { createReport, findReport } from '~/features/analysis/reports/reports.server';
import { createManualInterview } from '~/features/interviews/interviews.server';

import { seedDialog, seedPersona } from '../support/dialog-seeds';
import { signedInResearcher } from '../support/factories';
import { textOf } from '../support/html';
import { type Client, startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const analysisUrl = (interviewId: string, search = '') => `/interview/setup/${interviewId}/analysis/sample${search}`;
const reportsOf = (interviewId: string) => getDb().select().from(schema.reports).where(eq(schema.reports.interviewId, interviewId)).all();
const chosenReportId = (userId: string, interviewId: string) =>
  getDb()
    .select()
    .from(schema.reportSelections)
    .where(and(eq(schema.reportSelections.userId, userId), eq(schema.reportSelections.interviewId, interviewId)))
    .get()?.reportId;

/** The name of the report the page opened on: the report selector's chosen option (JavaScript off). */
function shownReport(html: string): string | undefined {
  const select = /<select[^>]*name="report"[^>]*>([\s\S]*?)<\/select>/.exec(html)?.[1] ?? '';
  const selected = /<option[^>]*value="([^"]+)"[^>]*selected[^>]*>/.exec(select) ?? /<option[^>]*selected[^>]*value="([^"]+)"/.exec(select);
  return selected?.[1];
}

async function page(client: Client, url: string) {
  const response = await client.get(url);
  expect(response.status).toBe(200);
  return response.text();
}

async function researcherWithInterview() {
  const { user, client } = await signedInResearcher(server);
  return { user, client, interview: createManualInterview(user.id) };
}

describe('the report in use', () => {
  test('a first visit creates a report named after the moment; later visits open the one last chosen', async () => {
    const { user, client, interview } = await researcherWithInterview();
    const html = await page(client, analysisUrl(interview.id));
    const [created] = reportsOf(interview.id);
    expect(created).toBeDefined();
    expect(created!.name).toMatch(/^\d{1,2} \w{3} \d{4}, \d{2}:\d{2} UTC$/);
    expect(shownReport(html)).toBe(created!.id);

    const older = createReport(interview.id, 'Wave 1');
    await page(client, analysisUrl(interview.id, `?report=${older.id}`));
    expect(chosenReportId(user.id, interview.id)).toBe(older.id);
    // No report in the URL: the one last chosen, not the latest.
    expect(shownReport(await page(client, analysisUrl(interview.id)))).toBe(older.id);
    expect(reportsOf(interview.id)).toHaveLength(2);
  });

  test('without a stored choice the latest report opens', async () => {
    const { client, interview } = await researcherWithInterview();
    createReport(interview.id, 'First');
    await new Promise((r) => setTimeout(r, 5));
    const latest = createReport(interview.id, 'Second');
    expect(shownReport(await page(client, analysisUrl(interview.id)))).toBe(latest.id);
  });

  test('a report that cannot be opened keeps the previous one and says so', async () => {
    const { client, interview } = await researcherWithInterview();
    const kept = createReport(interview.id, 'Kept');
    await page(client, analysisUrl(interview.id, `?report=${kept.id}`));
    const other = await researcherWithInterview();
    const foreign = createReport(other.interview.id, 'Not yours');

    const html = await page(client, analysisUrl(interview.id, `?report=${foreign.id}`));
    expect(shownReport(html)).toBe(kept.id);
    expect(textOf(html)).toContain(`Failed to change to report: ${foreign.id}`);
  });

  test('create, rename and delete are form posts that return to the tab', async () => {
    const { client, interview } = await researcherWithInterview();
    const form = `/interview/setup/${interview.id}/analysis/reports`;
    const created = await client.post(form, { intent: 'create', name: 'Spring wave', back: 'overview' });
    expect(created.status).toBe(302);
    const report = reportsOf(interview.id).find((r) => r.name === 'Spring wave')!;
    expect(created.headers.get('Location')).toBe(`/interview/setup/${interview.id}/analysis/overview?report=${report.id}`);

    const renamed = await client.post(form, { intent: 'rename', reportId: report.id, name: '  Spring wave (final)  ', back: 'sample' });
    expect(renamed.status).toBe(302);
    expect(findReport(interview.id, report.id)?.name).toBe('Spring wave (final)');

    // A blank name is refused and nothing changes.
    const blank = await client.post(form, { intent: 'rename', reportId: report.id, name: '   ' });
    expect(blank.status).toBe(400);
    expect(findReport(interview.id, report.id)?.name).toBe('Spring wave (final)');

    const deleted = await client.post(form, { intent: 'delete', reportId: report.id, back: 'chat' });
    expect(deleted.headers.get('Location')).toBe(`/interview/setup/${interview.id}/analysis/chat`);
    expect(findReport(interview.id, report.id)).toBeUndefined();
    // Somewhere to return to is any Analysis tab, never another address.
    const elsewhere = await client.post(form, { intent: 'create', back: 'https://evil.example/' });
    expect(elsewhere.headers.get('Location')).toMatch(new RegExp(`^/interview/setup/${interview.id}/analysis/sample\\?report=`));
  });

  test('deleting a report takes its sample scores with it and keeps the dialogs', async () => {
    const { client, interview } = await researcherWithInterview();
    const report = createReport(interview.id, 'Doomed');
    const dialog = seedDialog(interview.id, { messages: ['Hello', 'A real answer'] });
    getDb()
      .insert(schema.sampleScores)
      .values({ reportId: report.id, dialogId: dialog.id, status: 'scored', score: 7, reason: 'ok' })
      .run();
    await client.post(`/interview/setup/${interview.id}/analysis/reports`, { intent: 'delete', reportId: report.id });
    expect(getDb().select().from(schema.sampleScores).where(eq(schema.sampleScores.reportId, report.id)).all()).toEqual([]);
    expect(getDb().select().from(schema.dialogs).where(eq(schema.dialogs.id, dialog.id)).get()).toBeDefined();
  });
});

describe('the dialogs a report analyses', () => {
  test('never previews or unanswered dialogs; simulated ones only when the report says so; the sample narrows them', async () => {
    const { interview } = await researcherWithInterview();
    const real = seedDialog(interview.id, { messages: ['Hello', 'Real answer'] });
    const weak = seedDialog(interview.id, { messages: ['Hello', 'idk'] });
    const overridden = seedDialog(interview.id, { messages: ['Hello', 'meh'] });
    seedDialog(interview.id, { messages: ['Hello', 'Preview answer'], isPreview: true });
    seedDialog(interview.id, { messages: ['Hello'] });
    const persona = seedPersona(interview.id, 'Busy parent');
    const simulated = seedDialog(interview.id, { messages: ['Hello', 'Simulated answer'], isGenerated: true, personaId: persona.id });
    const report = createReport(interview.id);

    expect(includedDialogIds(report).sort()).toEqual([real.id, weak.id, overridden.id].sort());
    expect(includedDialogIds({ ...report, includeGenerated: true }).sort()).toEqual([real.id, weak.id, overridden.id, simulated.id].sort());

    const score = (dialogId: string, value: number, manualIncluded: boolean | null = null) =>
      getDb().insert(schema.sampleScores).values({ reportId: report.id, dialogId, status: 'scored', score: value, manualIncluded }).run();
    score(real.id, 8.2);
    score(weak.id, 2);
    score(overridden.id, 1, true);
    expect(includedDialogIds(report).sort()).toEqual([real.id, overridden.id].sort());
    // The threshold decides without re-scoring; the override stays.
    expect(includedDialogIds({ ...report, sampleThreshold: 9 })).toEqual([overridden.id]);
  });
});

describe('the report calls', () => {
  test('list, latest, one by id, create; 404 with the spec’s message for an unknown id', async () => {
    const { client, interview } = await researcherWithInterview();
    const empty = await client.get(`/api/interview/${interview.id}/reports`);
    expect(await empty.json()).toEqual({ data: [] });
    expect((await client.get(`/api/interview/${interview.id}/report`)).status).toBe(404);

    const created = await client.get(`/api/interview/${interview.id}/report?create=true&name=Wave%202`, {
      headers: { 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(created.status).toBe(201);
    const { data: report } = (await created.json()) as { data: { id: string; name: string } };
    expect(report.name).toBe('Wave 2');
    expect(((await (await client.get(`/api/interview/${interview.id}/report`)).json()) as { data: { id: string } }).data.id).toBe(
      report.id,
    );
    const byId = await client.get(`/api/interview/${interview.id}/report?report_id=${report.id}`);
    const full = ((await byId.json()) as { data: Record<string, unknown> }).data;
    expect(full.name).toBe('Wave 2');
    // Every data part of the report is there, empty before any analysis ran.
    expect(Object.keys(full)).toEqual(
      expect.arrayContaining([
        'sample_data',
        'coding_data',
        'answer_data',
        'insights_data',
        'recommendations_data',
        'coding_rec_data',
        'question_insights_data',
        'summary_data',
        'grounding',
      ]),
    );
    expect((full.sample_data as { _metadata: { total_dialogs: number } })._metadata.total_dialogs).toBe(0);
    const missing = await client.get(`/api/interview/${interview.id}/report?report_id=nope`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'Report ID nope not found' });
    const list = (await (await client.get(`/api/interview/${interview.id}/reports`)).json()) as { data: { id: string }[] };
    expect(list.data.map((r) => r.id)).toEqual([report.id]);
  });

  test('create=true makes a report only when the request shows it comes from this site; reads come from anywhere', async () => {
    const { client, interview } = await researcherWithInterview();
    const create = `/api/interview/${interview.id}/report?create=true&name=Planted`;
    const refusedHeaders: Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
      { 'Sec-Fetch-Site': 'cross-site', Referer: `${client.baseUrl}/dashboard` },
      { Origin: 'https://evil.example' },
      { Referer: 'https://evil.example/page' },
      { Referer: `${client.baseUrl.replace('127.0.0.1', 'localhost')}/dashboard` },
      // A link followed in a browser too old for fetch metadata, from a page that withholds its Referer.
      {},
    ];
    for (const headers of refusedHeaders) {
      const refused = await client.get(create, { headers });
      expect(refused.status, JSON.stringify(headers)).toBe(403);
      expect(await refused.json()).toEqual({ error: 'Cross-site request refused' });
    }
    expect(reportsOf(interview.id)).toEqual([]);

    const allowed: Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'same-origin' },
      // Typed into the address bar or opened from a bookmark.
      { 'Sec-Fetch-Site': 'none' },
      { Origin: client.baseUrl },
      { Referer: `${client.baseUrl}/interview/setup/${interview.id}/analysis` },
    ];
    for (const headers of allowed) expect((await client.get(create, { headers })).status, JSON.stringify(headers)).toBe(201);
    expect(reportsOf(interview.id)).toHaveLength(allowed.length);
    const read = await client.get(`/api/interview/${interview.id}/report`, { headers: { 'Sec-Fetch-Site': 'cross-site' } });
    expect(read.status).toBe(200);
  });

  test('dialogs: id and short link of each dialog with an answer, simulated ones marked', async () => {
    const { client, interview } = await researcherWithInterview();
    const real = seedDialog(interview.id, { messages: ['Hello', 'Answer'] });
    const simulated = seedDialog(interview.id, { messages: ['Hello', 'Answer'], isGenerated: true });
    seedDialog(interview.id, { messages: ['Hello', 'Answer'], isPreview: true });
    const body = (await (await client.get(`/api/interview/${interview.id}/dialogs`)).json()) as {
      data: { id: string; short_link: string; is_generated: boolean }[];
    };
    expect(body.data.map((d) => [d.id, d.short_link, d.is_generated])).toEqual([
      [real.id, real.shortLink, false],
      [simulated.id, simulated.shortLink, true],
    ]);
  });

  test('another researcher gets 404 on every page and call; a signed-out caller is asked to sign in', async () => {
    const { interview } = await researcherWithInterview();
    const report = createReport(interview.id, 'Private');
    const stranger = await signedInResearcher(server);
    for (const url of [
      `/interview/setup/${interview.id}/analysis`,
      `/interview/setup/${interview.id}/analysis/sample`,
      `/interview/setup/${interview.id}/analysis/overview`,
      `/interview/setup/${interview.id}/analysis/chat`,
      `/interview/setup/${interview.id}/analysis/ai`,
      `/interview/setup/${interview.id}/analysis/ai/search`,
      `/api/interview/${interview.id}/reports`,
      `/api/interview/${interview.id}/report?report_id=${report.id}`,
      `/api/interview/${interview.id}/dialogs`,
    ]) {
      expect((await stranger.client.get(url)).status, url).toBe(404);
    }
    const post = await stranger.client.post(`/interview/setup/${interview.id}/analysis/reports`, { intent: 'delete', reportId: report.id });
    expect(post.status).toBe(404);
    expect(findReport(interview.id, report.id)).toBeDefined();
    const anonymous = await fetch(new URL(`/api/interview/${interview.id}/reports`, server.url));
    expect(anonymous.status).toBe(401);
  });
});
