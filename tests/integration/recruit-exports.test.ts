import '../../server/job-handlers';

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { getDb, schema } from '@db/index';
import { recordLinkVariables } from '~/features/recruit/dialog-recruitment.server';
import { NO_RECRUITMENT, saveRecruitSettings } from '~/features/recruit/recruit-settings.server';
import { startJobRunner, stopJobRunner } from '~/jobs/queue.server';

import { TOPICS_DIALOGS, TOPICS_QUESTIONS, topicsMessages } from '../fixtures/topics-dialogs';
import { seedDialog } from '../support/dialog-seeds';
import { createPublishedInterview, signedInResearcher } from '../support/factories';
import { textOf } from '../support/html';
import { type Client, startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // The topics run goes through this process's job runner.
  startJobRunner({ concurrency: 1 });
});
afterAll(async () => {
  await stopJobRunner();
  await server.close();
});

const SCHEMA = path.resolve(__dirname, '../fixtures/refi-qda/Project-mrt2019.xsd');
const T0 = Date.UTC(2026, 2, 2, 9);
// What a panel link may carry: a formula, markup with a control character, and 10,000 characters.
const FORMULA = '=HYPERLINK("http://evil.test","click")';
const MARKUP = '<b>bold</b> & "quoted"\u0007';
const LONG = 'x'.repeat(10_000);
const SCREENER = [
  {
    id: 'sq1',
    question: 'How often do you shop online?',
    options: [
      { id: 'w', label: 'Weekly', qualifies: true, quota: null },
      { id: 'm', label: 'Monthly', qualifies: true, quota: null },
    ],
  },
];

/** Six dialogs with clear themes; four came with STUDY_ID=abc, two with xyz; the screener's answers alternate. */
async function seedStudy() {
  const { user, client } = await signedInResearcher(server);
  const { interview } = await createPublishedInterview({ questions: TOPICS_QUESTIONS, title: 'Panel study' }, user);
  saveRecruitSettings(interview.id, { ...NO_RECRUITMENT, urlVariables: ['STUDY_ID', 'PROLIFIC_PID'], screener: SCREENER });
  const pids = [FORMULA, MARKUP, LONG, 'p-4', 'p-5', 'p-6'];
  const dialogs = TOPICS_DIALOGS.map((said, i) => {
    const dialog = seedDialog(interview.id, {
      createdAt: T0 + i * 3_600_000,
      completedAt: T0 + i * 3_600_000 + 600_000,
      messages: topicsMessages(said),
    });
    const option = SCREENER[0]!.options[i % 2]!;
    recordLinkVariables({
      dialogId: dialog.id,
      interviewId: interview.id,
      // Stored as given: every list and export bounds what it shows.
      variables: { STUDY_ID: i < 4 ? 'abc' : 'xyz', PROLIFIC_PID: pids[i]! },
      personKey: null,
      screenerAnswers: [{ questionId: 'sq1', question: SCREENER[0]!.question, optionId: option.id, label: option.label }],
      outcome: 'admitted',
    });
    return dialog;
  });
  return { user, client, interview, dialogs };
}

type Study = Awaited<ReturnType<typeof seedStudy>>;
let study: Study;
beforeAll(async () => {
  study = await seedStudy();
});

/** Creates a report through the report bar's form, as the researcher does; its id from the redirect. */
async function createSegmentReport(client: Client, interviewId: string, fields: Record<string, string>) {
  const response = await client.post(`/interview/setup/${interviewId}/analysis/reports`, { intent: 'create', back: 'ai', ...fields });
  expect(response.status, await response.clone().text()).toBe(302);
  return new URL(response.headers.get('location')!, server.url).searchParams.get('report')!;
}

async function runTopics(client: Client, interviewId: string, reportId: string) {
  const run = await client.request(`/api/interview/${interviewId}/do-insights?wait=1`, {
    method: 'POST',
    body: JSON.stringify({ interviewId, reportId, model: 'builtin', refresh: true }),
    headers: { 'Content-Type': 'application/json', Origin: client.baseUrl },
  });
  expect(run.status, await run.clone().text()).toBe(200);
}

let segmentReport: string;

describe('a report limited to a segment', () => {
  test('made in the report form with STUDY_ID = abc, it says so, and the built-in run reads, cites and counts only those dialogs', async () => {
    const { client, interview, dialogs } = study;
    segmentReport = await createSegmentReport(client, interview.id, {
      name: 'Study abc',
      segment: 'variable:STUDY_ID',
      segmentValue: 'abc',
    });
    const page = await client.get(`/interview/setup/${interview.id}/analysis/ai?report=${segmentReport}`);
    expect(textOf(await page.text())).toContain('Segment: STUDY_ID = abc, 4 of 6 dialogs');

    await runTopics(client, interview.id, segmentReport);
    const inSegment = new Set<string>(dialogs.slice(0, 4).map((d) => d.id));
    const cited = getDb().select().from(schema.citations).where(eq(schema.citations.reportId, segmentReport)).all();
    expect(cited.length).toBeGreaterThan(0);
    expect(cited.filter((c) => !inSegment.has(c.dialogId))).toEqual([]);
    const topics = getDb().select().from(schema.codingTopics).where(eq(schema.codingTopics.reportId, segmentReport)).all();
    const members = topics.flatMap((t) => t.dialogIds ?? []);
    expect(members.length).toBeGreaterThan(0);
    expect(members.filter((id) => !inSegment.has(id))).toEqual([]);
    // The run's own record of how many dialogs it read: the segment's four.
    const insights = getDb().select().from(schema.summaries).where(eq(schema.summaries.reportId, segmentReport)).all();
    expect(insights.find((s) => s.kind === 'coding_insights' && !s.blockId)?.totalResponses).toBe(4);

    const json = await (await client.get(`/api/interview/${interview.id}/report?report_id=${segmentReport}`)).json();
    expect(json.data.segment).toEqual({ kind: 'variable', variable: 'STUDY_ID', value: 'abc', label: 'STUDY_ID = abc', dialogs: 4, of: 6 });
    expect(
      Object.keys(json.data.sample_data)
        .filter((k) => k !== '_metadata')
        .sort(),
    ).toEqual([...inSegment].sort());
    const listed = await (await client.get(`/api/interview/${interview.id}/reports`)).json();
    expect(listed.data.find((r: { id: string }) => r.id === segmentReport).segment).toEqual({
      kind: 'variable',
      variable: 'STUDY_ID',
      value: 'abc',
    });
  }, 120_000);

  test('a screener answer is a segment too', async () => {
    const { client, interview, dialogs } = study;
    const report = await createSegmentReport(client, interview.id, { segment: 'screener:sq1:m' });
    const json = await (await client.get(`/api/interview/${interview.id}/report?report_id=${report}`)).json();
    expect(json.data.segment).toMatchObject({ kind: 'screener', question_id: 'sq1', option_id: 'm', dialogs: 3, of: 6 });
    expect(json.data.segment.label).toBe('How often do you shop online? = Monthly');
    const monthly = dialogs.filter((_, i) => i % 2 === 1).map((d) => d.id);
    expect(
      Object.keys(json.data.sample_data)
        .filter((k) => k !== '_metadata')
        .sort(),
    ).toEqual(monthly.sort());
  });

  test('a variable the interview does not declare, or one without a value, is refused and no report is made', async () => {
    const { client, interview } = study;
    const before = getDb().select().from(schema.reports).where(eq(schema.reports.interviewId, interview.id)).all().length;
    const base = `/interview/setup/${interview.id}/analysis/reports`;
    const undeclared = await client.post(base, { intent: 'create', segment: 'variable:SESSION_ID', segmentValue: 'x' });
    expect(undeclared.status).toBe(400);
    expect(await undeclared.json()).toEqual({ error: 'Please choose a segment of this interview' });
    const empty = await client.post(base, { intent: 'create', segment: 'variable:STUDY_ID', segmentValue: '  ' });
    expect(await empty.json()).toEqual({ error: 'Please enter the value of STUDY_ID for the segment' });
    expect(getDb().select().from(schema.reports).where(eq(schema.reports.interviewId, interview.id)).all()).toHaveLength(before);
  });
});

describe('the link variables and screener answers in every export, as text', () => {
  const columns = ['STUDY_ID', 'PROLIFIC_PID', 'Screener: How often do you shop online?'];

  test('CSV: a column each after the spec’s columns, a formula disarmed, control characters gone, values bounded', async () => {
    const { client, dialogs } = study;
    const response = await client.get(`/api/report/${segmentReport}/export.csv`);
    expect(response.status).toBe(200);
    const rows: string[][] = parse((await response.text()).replace(/^\uFEFF/, ''), { relaxColumnCount: false });
    expect(rows[0]).toEqual(['Block', 'Topic', 'Summary', 'Citation', 'Dialog ID', 'Status', 'Section', ...columns]);
    const byLink = new Map(rows.slice(1).map((r) => [r[4], r.slice(7)]));
    expect(byLink.get(dialogs[0]!.shortLink)).toEqual(['abc', `'${FORMULA}`, 'Weekly']);
    expect(byLink.get(dialogs[1]!.shortLink)).toEqual(['abc', '<b>bold</b> & "quoted"', 'Monthly']);
    expect(byLink.get(dialogs[2]!.shortLink)?.[1]).toBe('x'.repeat(200));
  });

  test('Excel: the Sample sheet has a column each, the values stored as text (never a formula)', async () => {
    const { client, dialogs } = study;
    const response = await client.get(`/api/download_report_excel/${segmentReport}`);
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Sample')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(-3)).toEqual(columns);
    const row = (label: string) => {
      let found: unknown[] = [];
      sheet.eachRow((r) => {
        const values = (r.values as unknown[]).slice(1);
        if (values[0] === label) found = values;
      });
      return found.slice(header.length - 3);
    };
    expect(row(dialogs[0]!.label)).toEqual(['abc', FORMULA, 'Weekly']);
    expect(row(dialogs[1]!.label)).toEqual(['abc', '<b>bold</b> & "quoted"', 'Monthly']);
    expect(row(dialogs[2]!.label)[1]).toBe('x'.repeat(200));
    const sheetXml = Object.entries(unzipSync(bytes)).filter(([name]) => name.startsWith('xl/worksheets/'));
    expect(sheetXml.some(([, xml]) => strFromU8(xml).includes('<f>'))).toBe(false);
    // The Method sheet says which segment the workbook covers.
    const method: unknown[][] = [];
    workbook.getWorksheet('Method')!.eachRow((r) => method.push((r.values as unknown[]).slice(1)));
    expect(method).toContainEqual(['Segment', 'Segment: STUDY_ID = abc, 4 of 6 dialogs']);
  });

  test('REFI-QDA: each is a Text case variable, its values escaped, and the project validates against the schema', async () => {
    const { client, dialogs } = study;
    const response = await client.get(`/api/report/${segmentReport}/export.qdpx`);
    expect(response.status).toBe(200);
    const qde = strFromU8(unzipSync(new Uint8Array(await response.arrayBuffer()))['project.qde']!);
    for (const name of columns) expect(qde).toContain(`name="${name}" typeOfVariable="Text"`);
    const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const guidOf = (name: string) => new RegExp(`<Variable guid="([^"]+)" name="${escaped(name)}"`).exec(qde)![1];
    const caseOf = (label: string) => new RegExp(`<Case [^>]*name="${escaped(label)}">(.*?)</Case>`).exec(qde)![1]!;
    const value = (label: string, name: string) =>
      new RegExp(`<VariableRef targetGUID="${guidOf(name)}"/><TextValue>([^<]*)</TextValue>`).exec(caseOf(label))?.[1];
    expect(value(dialogs[0]!.label, 'PROLIFIC_PID')).toBe('=HYPERLINK("http://evil.test","click")');
    expect(value(dialogs[1]!.label, 'PROLIFIC_PID')).toBe('&lt;b&gt;bold&lt;/b&gt; &amp; "quoted"');
    expect(value(dialogs[2]!.label, 'PROLIFIC_PID')).toBe('x'.repeat(200));
    expect(value(dialogs[1]!.label, 'Screener: How often do you shop online?')).toBe('Monthly');
    // The segment's cases only.
    expect([...qde.matchAll(/<Case /g)]).toHaveLength(4);

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qdpx-recruit-'));
    fs.writeFileSync(path.join(dir, 'project.qde'), qde);
    const lint = spawnSync('xmllint', ['--noout', '--schema', SCHEMA, path.join(dir, 'project.qde')], { encoding: 'utf8' });
    expect(`${lint.stdout}${lint.stderr}`).toContain('validates');
  });

  test('the participants list has a column each, the transcript header and the Word export of every dialog the values, all as text', async () => {
    const { client, interview, dialogs } = study;
    const list = await (await client.get(`/interview/setup/${interview.id}/participants`)).text();
    const headings = [...list.matchAll(/<th [^>]*>(.*?)<\/th>/g)].map((m) => textOf(m[1]!));
    expect(headings).toEqual(expect.arrayContaining(['STUDY_ID', 'PROLIFIC_PID', 'Screener: How often do you shop online?']));
    expect(list).toContain('&lt;b&gt;bold&lt;/b&gt;');
    expect(list).not.toContain('<b>bold</b>');
    expect(list).toContain('x'.repeat(200));
    expect(list).not.toContain('x'.repeat(201));

    const transcript = await (await client.get(`/interview/setup/${interview.id}/participants/${dialogs[1]!.id}`)).text();
    expect(textOf(transcript)).toContain('PROLIFIC_PID &lt;b&gt;bold&lt;/b&gt; &');
    expect(transcript).not.toContain('<b>bold</b>');
    expect(textOf(transcript)).toContain('Screener: How often do you shop online? Monthly');

    const docx = await client.get(`/api/interview/${interview.id}/export.docx`);
    expect(docx.status).toBe(200);
    const xml = strFromU8(unzipSync(new Uint8Array(await docx.arrayBuffer()))['word/document.xml']!);
    const runs = [...xml.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((m) => m[1]).join('');
    expect(runs).toContain('PROLIFIC_PID: &lt;b&gt;bold&lt;/b&gt; &amp; ');
    expect(runs).toContain(`PROLIFIC_PID: ${FORMULA}`);
    expect(runs).toContain(`PROLIFIC_PID: ${'x'.repeat(200)}S`);
    // A screener question ends with its own question mark: no colon after it.
    expect(runs).toContain('Screener: How often do you shop online? Monthly');
    expect(runs).not.toContain('?:');
    expect(xml).not.toMatch(/<w:fldSimple|<w:instrText/);
    expect(xml).not.toContain('\u0007');
  });
});
