import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { getDb, schema } from '@db/index';
import { codingBlocksOf } from '~/features/analysis/coding/blocks.server';
import { createReport } from '~/features/analysis/reports/reports.server';
import { newId } from '~/lib/ids.server';

import { seedDialog } from '../support/dialog-seeds';
import { createPublishedInterview, signedInResearcher } from '../support/factories';
import { strictQdc, strictQdpx } from '../support/strict-refi-reader';
import { type Client, startTestServer, type TestServer } from '../support/test-server';

// What respondents may type that once broke an export or armed it against its reader: characters XML 1.0 does not
// allow (C0 controls, U+FFFE, U+FFFF), and text that a spreadsheet splitting at `;`, a
// tab or a line break turns into cells starting like formulas.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

// (Halves of a surrogate pair cannot be stored: SQLite's UTF-8 turns them into U+FFFD before an export reads them.)
const BROKEN = 'It works\uFFFF offline\u0001, mostly\uFFFE fine\u000B now \u{1F600}\u001F.';
const CLEAN = 'It works offline, mostly fine now \u{1F600}.';
const FORMULA = "offline mode;=1+2;=cmd|' /C calc'!A0";
const FORMULA_GUARDED = "offline mode;'=1+2;'=cmd|' /C calc'!A0";
const TABBED = 'sync\t=HYPERLINK("http://x.example")\n-2+3 and @SUM(A1)';
const TABBED_GUARDED = 'sync\t\'=HYPERLINK("http://x.example")\n\'-2+3 and @SUM(A1)';
const QUESTIONS = [
  { id: 'q0', title: 'How do you\uFFFF work?', description: '' },
  { id: 'q1', title: 'What is missing?', description: '' },
];
const QUESTION_TITLE = 'How do you work?';

// eslint-disable-next-line no-control-regex -- the characters looked for are control characters
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDFFF]/u;

async function seed() {
  const { user, client } = await signedInResearcher(server);
  const { interview } = await createPublishedInterview({ questions: QUESTIONS, title: 'Field study\uFFFF 2' }, user);
  const dialog = seedDialog(interview.id, {
    createdAt: Date.UTC(2026, 0, 5, 9),
    preInfo: 'Bio\uFFFF with\u0002 noise',
    messages: [
      { role: 'assistant', content: QUESTIONS[0]!.title, questionIndex: 0 },
      { role: 'user', content: BROKEN },
      { role: 'assistant', content: QUESTIONS[1]!.title, questionIndex: 1 },
      { role: 'user', content: FORMULA },
      { role: 'user', content: TABBED },
    ],
  });
  const report = createReport(interview.id, 'Wave\uFFFF 1');
  const db = getDb();
  const now = new Date(Date.UTC(2026, 0, 6));
  const messages = db.select().from(schema.messages).where(eq(schema.messages.dialogId, dialog.id)).all();
  const messageOf = (content: string) => messages.find((m) => m.content === content)!;
  const [work, missing] = codingBlocksOf(interview);
  const cite = (owner: Record<string, string>, content: string, position = 0) =>
    db
      .insert(schema.citations)
      .values({
        id: newId(),
        reportId: report.id,
        ...owner,
        messageId: messageOf(content).id,
        dialogId: dialog.id,
        start: 0,
        end: content.length,
        verification: 'verbatim',
        similarity: 1,
        position,
      })
      .run();
  const topic = (values: Partial<typeof schema.codingTopics.$inferInsert>) => {
    const id = newId();
    db.insert(schema.codingTopics)
      .values({ id, reportId: report.id, topic: 'x', model: 'builtin', createdAt: now, dialogCount: 1, ...values })
      .run();
    return id;
  };
  const block = topic({ blockId: work!.id, topic: work!.title, insights: `Insights: ${BROKEN}` });
  const sub = topic({ blockId: work!.id, parentId: block, topic: `Working ${BROKEN}`, insights: FORMULA });
  cite({ topicId: sub }, BROKEN);
  const other = topic({ blockId: missing!.id, topic: missing!.title, insights: TABBED });
  const wishes = topic({ blockId: missing!.id, parentId: other, topic: '=SUM(1;2)', insights: '-Wishes' });
  cite({ topicId: wishes }, FORMULA, 0);
  cite({ topicId: wishes }, TABBED, 1);

  const answerId = newId();
  db.insert(schema.dialogAnswers)
    .values({
      id: answerId,
      reportId: report.id,
      dialogId: dialog.id,
      blockId: missing!.id,
      status: 'success',
      answer: `${FORMULA} / ${BROKEN}`,
      model: 'builtin',
    })
    .run();
  cite({ answerId }, BROKEN);
  const recommendationId = newId();
  db.insert(schema.recommendations)
    .values({
      id: recommendationId,
      reportId: report.id,
      blockId: missing!.id,
      title: `Offline ${BROKEN}`,
      description: BROKEN,
      position: 0,
      model: 'builtin',
    })
    .run();
  db.insert(schema.recommendationCodings).values({ reportId: report.id, answerId, recommendationId, relevance: 0.9 }).run();
  db.insert(schema.summaries)
    .values([
      {
        id: newId(),
        reportId: report.id,
        kind: 'question_insights',
        blockId: work!.id,
        summary: BROKEN,
        model: 'builtin',
        generatedAt: now,
        totalResponses: 1,
        recommendationsAnalyzed: 1,
      },
      {
        id: newId(),
        reportId: report.id,
        kind: 'business_insights',
        summary: BROKEN,
        model: 'builtin',
        generatedAt: now,
        totalBlocksAnalyzed: 2,
      },
    ])
    .run();
  return { client, interview, report };
}

let seeded: Awaited<ReturnType<typeof seed>>;
beforeAll(async () => {
  seeded = await seed();
});

async function download(client: Client, url: string) {
  const response = await client.get(url);
  expect(response.status, url).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

/** xmllint (Debian's libxml2-utils) parses the part as XML 1.0; it exits non-zero, naming the character, when it cannot. */
function xmllint(name: string, bytes: Uint8Array) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hostile-xml-')), path.basename(name));
  fs.writeFileSync(file, bytes);
  const run = spawnSync('xmllint', ['--noout', file], { encoding: 'utf8' });
  if (run.error) throw run.error;
  return run.status === 0 ? 'well-formed' : run.stderr;
}

/** Every XML part of a package (or the file itself) is well-formed XML 1.0 and holds no character XML forbids. */
function expectValidXml(parts: Record<string, Uint8Array>) {
  const xml = Object.entries(parts).filter(([name]) => /\.(xml|rels|qde|qdc)$/.test(name));
  expect(xml.length).toBeGreaterThan(0);
  for (const [name, bytes] of xml) {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    expect(NOT_XML.exec(text)?.[0], name).toBeUndefined();
    expect(xmllint(name, bytes), name).toBe('well-formed');
  }
}

async function workbookCells(bytes: Uint8Array) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  const cells: unknown[] = [];
  for (const sheet of workbook.worksheets) sheet.eachRow((row) => cells.push(...(row.values as unknown[]).slice(1)));
  return cells;
}

describe('characters XML 1.0 forbids are left out of every XML export', () => {
  test('the Excel workbook', async () => {
    const bytes = await download(seeded.client, `/api/download_report_excel/${seeded.report.id}`);
    expectValidXml(unzipSync(bytes));
    const cells = await workbookCells(bytes);
    expect(cells).toContain(CLEAN);
    expect(cells).toContain(QUESTION_TITLE);
  });

  test("the Recommendation Coding section's workbook", async () => {
    const bytes = await download(seeded.client, `/api/download_report_excel/${seeded.report.id}?part=recommendation-coding`);
    expectValidXml(unzipSync(bytes));
    expect(await workbookCells(bytes)).toContain(`${FORMULA} / ${CLEAN}`);
  });

  test('the Word report', async () => {
    const files = unzipSync(await download(seeded.client, `/api/report/${seeded.report.id}/export.docx`));
    expectValidXml(files);
    expect(new TextDecoder().decode(files['word/document.xml'])).toContain(CLEAN);
  });

  test("the participants' Word export", async () => {
    const files = unzipSync(await download(seeded.client, `/api/interview/${seeded.interview.id}/export.docx`));
    expectValidXml(files);
    expect(new TextDecoder().decode(files['word/document.xml'])).toContain(CLEAN);
  });

  test('the REFI-QDA project and codebook', async () => {
    const bytes = await download(seeded.client, `/api/report/${seeded.report.id}/export.qdpx`);
    const files = unzipSync(bytes);
    expectValidXml(files);
    const source = Object.entries(files).find(([name]) => name.startsWith('Sources/'))!;
    expect(new TextDecoder().decode(source[1])).toContain(CLEAN);
    const project = strictQdpx(bytes);
    expect(project.codings).toHaveLength(project.exported);
    const codebook = await download(seeded.client, `/api/report/${seeded.report.id}/export.qdc`);
    expectValidXml({ 'codebook.qdc': codebook });
    strictQdc(new TextDecoder().decode(codebook));
  });
});

describe('the CSV export against formula injection', () => {
  test('a cell holding a separator is quoted, and every part a spreadsheet may split off is kept from starting a formula', async () => {
    const bytes = await download(seeded.client, `/api/report/${seeded.report.id}/export.csv`);
    const text = new TextDecoder().decode(bytes);
    const rows = parse(Buffer.from(bytes), { bom: true, relax_quotes: false }) as string[][];
    const cells = rows.flat();
    expect(cells).toContain(FORMULA_GUARDED);
    expect(cells).toContain(TABBED_GUARDED);
    expect(cells).toContain("'=SUM(1;2)");
    expect(cells).toContain("'-Wishes");
    expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
    expect(text).toContain(`"${FORMULA_GUARDED}"`);
    // A spreadsheet whose list separator is `;` (or that splits at tabs) ignores quotes that do not open its field,
    // so a line break inside them starts a new row: no piece cut so may start like a formula.
    const pieces = text.replace(/^\uFEFF/, '').split(/[;\t\r\n]/);
    const armed = pieces.filter((piece) => /^[ "]*[=+\-@]/.test(piece));
    expect(armed).toEqual([]);
  });
});
