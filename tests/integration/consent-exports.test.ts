import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { recordConsent } from '~/features/consent/dialog-consents.server';

import { TOPICS_DIALOGS, TOPICS_QUESTIONS, topicsMessages } from '../fixtures/topics-dialogs';
import { seedDialog } from '../support/dialog-seeds';
import { createPublishedInterview, signedInResearcher } from '../support/factories';
import { textOf } from '../support/html';
import { type Client, startTestServer, type TestServer } from '../support/test-server';

// The consent stored with each dialog, as the researcher reads it: the transcript's header and every export.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const SCHEMA = path.resolve(__dirname, '../fixtures/refi-qda/Project-mrt2019.xsd');
const T0 = Date.UTC(2026, 2, 2, 9);
const AGREED = 'Agreed 2 Mar 2026, 09:01 UTC; text version 0123456789ab; AI: the built-in engine on this server';
const VIA_MODEL = 'Agreed 2 Mar 2026, 10:01 UTC; text version ba9876543210; AI: a model at api.example.org';

let client: Client;
let interviewId: string;
let reportId: string;
let dialogs: ReturnType<typeof seedDialog>[];

beforeAll(async () => {
  const researcher = await signedInResearcher(server);
  client = researcher.client;
  const { interview } = await createPublishedInterview(
    { questions: TOPICS_QUESTIONS, title: 'Consent study', requireConsent: true },
    researcher.user,
  );
  interviewId = interview.id;
  dialogs = TOPICS_DIALOGS.slice(0, 3).map((said, i) =>
    seedDialog(interview.id, { createdAt: T0 + i * 3_600_000, completedAt: T0 + i * 3_600_000 + 600_000, messages: topicsMessages(said) }),
  );
  const versions = ['0123456789ab', 'ba9876543210'];
  const ais = ['builtin', 'api.example.org'];
  // The third dialog began before the interview asked for consent: it has none, and its cells are empty.
  dialogs.slice(0, 2).forEach((dialog, i) =>
    recordConsent({
      dialogId: dialog.id,
      interviewId: interview.id,
      decision: 'agreed',
      decidedAt: new Date(T0 + i * 3_600_000 + 60_000),
      textVersion: versions[i]!,
      ai: ais[i]!,
    }),
  );
  const created = await client.post(`/interview/setup/${interview.id}/analysis/reports`, { intent: 'create', back: 'ai', name: 'All' });
  expect(created.status).toBe(302);
  reportId = new URL(created.headers.get('location')!, server.url).searchParams.get('report')!;
});

describe('the consent in the transcript and every export', () => {
  test('the transcript’s header and the Word export of every dialog say it', async () => {
    const transcript = textOf(await (await client.get(`/interview/setup/${interviewId}/participants/${dialogs[0]!.id}`)).text());
    expect(transcript).toContain(`Consent ${AGREED}`);
    const docx = await client.get(`/api/interview/${interviewId}/export.docx`);
    expect(docx.status).toBe(200);
    const xml = strFromU8(unzipSync(new Uint8Array(await docx.arrayBuffer()))['word/document.xml']!);
    const runs = [...xml.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((m) => m[1]).join('');
    expect(runs).toContain(`Consent: ${AGREED}`);
    expect(runs).toContain(`Consent: ${VIA_MODEL}`);
  });

  test('CSV: a Consent column after the existing ones', async () => {
    const response = await client.get(`/api/report/${reportId}/export.csv`);
    expect(response.status).toBe(200);
    const rows: string[][] = parse((await response.text()).replace(/^\uFEFF/, ''), { relaxColumnCount: false });
    expect(rows[0]).toEqual(['Block', 'Topic', 'Summary', 'Citation', 'Dialog ID', 'Status', 'Section', 'Consent']);
  });

  test('Excel: the Sample sheet has the Consent column, the dialog without one left empty', async () => {
    const response = await client.get(`/api/download_report_excel/${reportId}`);
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(new Uint8Array(await response.arrayBuffer())) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Sample')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.at(-1)).toBe('Consent');
    const consentOf = (label: string) => {
      let found: unknown;
      sheet.eachRow((r) => {
        const values = (r.values as unknown[]).slice(1);
        if (values[0] === label) found = values[header.length - 1] ?? '';
      });
      return found;
    };
    expect(consentOf(dialogs[0]!.label)).toBe(AGREED);
    expect(consentOf(dialogs[1]!.label)).toBe(VIA_MODEL);
    expect(consentOf(dialogs[2]!.label)).toBe('');
  });

  test('REFI-QDA: a Text case variable, and the project validates against the schema', async () => {
    const response = await client.get(`/api/report/${reportId}/export.qdpx`);
    expect(response.status).toBe(200);
    const qde = strFromU8(unzipSync(new Uint8Array(await response.arrayBuffer()))['project.qde']!);
    const guid = /<Variable guid="([^"]+)" name="Consent" typeOfVariable="Text"/.exec(qde)?.[1];
    expect(guid).toBeDefined();
    const caseOf = (label: string) => new RegExp(`<Case [^>]*name="${label}">(.*?)</Case>`).exec(qde)![1]!;
    expect(caseOf(dialogs[1]!.label)).toContain(`<VariableRef targetGUID="${guid}"/><TextValue>${VIA_MODEL}</TextValue>`);
    expect(caseOf(dialogs[2]!.label)).not.toContain(guid);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qdpx-consent-'));
    fs.writeFileSync(path.join(dir, 'project.qde'), qde);
    const lint = spawnSync('xmllint', ['--noout', '--schema', SCHEMA, path.join(dir, 'project.qde')], { encoding: 'utf8' });
    expect(`${lint.stdout}${lint.stderr}`).toContain('validates');
  });
});
