import '../../server/job-handlers';

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { parse } from 'csv-parse/sync';
import { and, eq, isNull } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { getDb, schema } from '@db/index';
import { voteOnCitation } from '~/features/analysis/citations/citations.server';
import { codingBlocksOf } from '~/features/analysis/coding/blocks.server';
import { exportsPageData } from '~/features/analysis/exports/exports.server';
import { createReport } from '~/features/analysis/reports/reports.server';
import { startJobRunner, stopJobRunner } from '~/jobs/queue.server';
import { newId } from '~/lib/ids.server';

import { TOPICS_DIALOGS, TOPICS_QUESTIONS, topicsMessages } from '../fixtures/topics-dialogs';
import { seedDialog } from '../support/dialog-seeds';
import { createPublishedInterview, signedInResearcher } from '../support/factories';
import { textOf } from '../support/html';
import { strictQdc, strictQdpx } from '../support/strict-refi-reader';
import { Client, startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const SCHEMA = path.resolve(__dirname, '../fixtures/refi-qda/Project-mrt2019.xsd');
const QUESTIONS = [
  { id: 'q0', title: 'How was the delivery?', description: 'Speed, packaging.' },
  { id: 'q1', title: 'What would you change?', description: 'One thing first.' },
];
const T0 = Date.UTC(2026, 0, 5, 9);

// Words a CSV or XML writer must carry exactly: Cyrillic, commas, quotes, a line break, an emoji before the quote.
const SAID = {
  slow: 'Доставка была медленной, "очень" медленной.\nВторая неделя, без новостей.',
  slowQuote: 'медленной, "очень" медленной.\nВторая неделя',
  late: 'The parcel came late, two weeks late & the box was <crushed>.',
  lateQuote: 'came late, two weeks late & the box',
  cheaper: 'Honestly 😀 — make it cheaper, please, 50% off.',
  cheaperQuote: 'make it cheaper, please, 50% off',
  rejected: 'It was fine I guess, nothing special.',
  excluded: 'asdf asdf',
};

type Seeded = Awaited<ReturnType<typeof seedReport>>;

function messageOf(dialogId: string, content: string) {
  return getDb()
    .select()
    .from(schema.messages)
    .where(eq(schema.messages.dialogId, dialogId))
    .all()
    .find((m) => m.content === content)!;
}

/** A report with every kind of result, seeded straight into the tables (as the analysis runs leave them). */
async function seedReport() {
  const { user, client } = await signedInResearcher(server);
  const { interview } = await createPublishedInterview({ questions: QUESTIONS, title: 'Delivery study, "wave" 1' }, user);
  const dialog = (i: number, a: string, b: string) =>
    seedDialog(interview.id, {
      createdAt: T0 + i * 3_600_000,
      completedAt: T0 + i * 3_600_000 + 600_000,
      messages: [
        { role: 'assistant', content: QUESTIONS[0]!.title, questionIndex: 0 },
        { role: 'user', content: a },
        { role: 'assistant', content: QUESTIONS[1]!.title, questionIndex: 1 },
        { role: 'user', content: b },
      ],
    });
  const d1 = dialog(0, SAID.slow, SAID.cheaper);
  const d2 = dialog(1, SAID.late, SAID.rejected);
  const d3 = dialog(2, SAID.excluded, SAID.excluded);
  const report = createReport(interview.id, 'Wave 1');
  const db = getDb();
  const now = new Date(T0 + 86_400_000);
  db.update(schema.reports).set({ sampleModel: 'builtin', sampleAnalyzedAt: now }).where(eq(schema.reports.id, report.id)).run();
  for (const [d, score] of [
    [d1, 8.5],
    [d2, 7],
    [d3, 2],
  ] as const)
    db.insert(schema.sampleScores)
      .values({ reportId: report.id, dialogId: d.id, status: 'scored', score, reason: 'scored', model: 'builtin', scoredAt: now })
      .run();

  const [delivery, change] = codingBlocksOf(interview);
  const cite = (owner: Record<string, string>, d: { id: string }, content: string, quote: string, position = 0) => {
    const message = messageOf(d.id, content);
    const start = message.content.indexOf(quote);
    const id = newId();
    db.insert(schema.citations)
      .values({
        id,
        reportId: report.id,
        ...owner,
        messageId: message.id,
        dialogId: d.id,
        start,
        end: start + quote.length,
        verification: 'verbatim',
        similarity: 1,
        position,
      })
      .run();
    return id;
  };
  const topic = (values: Partial<typeof schema.codingTopics.$inferInsert>) => {
    const id = newId();
    db.insert(schema.codingTopics)
      .values({ id, reportId: report.id, topic: 'x', model: 'builtin', createdAt: now, ...values })
      .run();
    return id;
  };
  const blockRow = topic({
    blockId: delivery!.id,
    topic: delivery!.title,
    insights: 'Delivery was slow for most.',
    topWords: ['slow', 'late'],
    dialogCount: 2,
  });
  const slowTopic = topic({
    blockId: delivery!.id,
    parentId: blockRow,
    topic: 'Slow delivery',
    insights: 'Raised in 2 of 2 dialogs',
    dialogCount: 2,
  });
  cite({ topicId: slowTopic }, d1, SAID.slow, SAID.slowQuote, 0);
  cite({ topicId: slowTopic }, d2, SAID.late, SAID.lateQuote, 1);
  const rejected = cite({ topicId: slowTopic }, d2, SAID.rejected, 'nothing special', 2);
  cite({ topicId: slowTopic }, d3, SAID.excluded, 'asdf', 3);
  cite({ topicId: blockRow }, d1, SAID.slow, 'Вторая неделя');
  topic({
    parentId: slowTopic,
    topic: 'Slow delivery',
    insights: 'Raised in 2 of 2 dialogs, in answers to “How was the delivery?”',
    dialogCount: 2,
    // A key theme's members, as every topics run stores them.
    dialogIds: [d1.id, d2.id],
  });
  const dialogTopic = topic({ blockId: change!.id, dialogId: d1.id, topic: 'Lower price', insights: 'Wants it cheaper.', model: 'gpt-4o' });
  cite({ topicId: dialogTopic }, d1, SAID.cheaper, SAID.cheaperQuote);

  const answerId = newId();
  db.insert(schema.dialogAnswers)
    .values({
      id: answerId,
      reportId: report.id,
      dialogId: d1.id,
      blockId: change!.id,
      status: 'success',
      answer: 'Make it cheaper, by half.',
      model: 'gpt-4o',
    })
    .run();
  const accepted = cite({ answerId }, d1, SAID.cheaper, SAID.cheaperQuote);
  const recId = newId();
  db.insert(schema.recommendations)
    .values({
      id: recId,
      reportId: report.id,
      blockId: change!.id,
      title: 'Offer a cheaper plan',
      description: 'A student plan at half price.',
      position: 0,
      model: 'gpt-4o',
    })
    .run();
  db.insert(schema.recommendationCodings).values({ reportId: report.id, answerId, recommendationId: recId, relevance: 0.9 }).run();
  db.insert(schema.summaries)
    .values([
      {
        id: newId(),
        reportId: report.id,
        kind: 'coding_insights',
        summary: '2 topics across 2 blocks from 2 included dialogs.',
        model: 'builtin',
        generatedAt: now,
        totalResponses: 2,
        totalBlocksAnalyzed: 2,
      },
      {
        id: newId(),
        reportId: report.id,
        kind: 'question_insights',
        blockId: delivery!.id,
        summary: 'Delivery is the main complaint.',
        model: 'gpt-4o',
        generatedAt: now,
        totalResponses: 2,
        recommendationsAnalyzed: 1,
      },
      {
        id: newId(),
        reportId: report.id,
        kind: 'business_insights',
        summary: 'Fix delivery, then price.',
        model: 'gpt-4o',
        generatedAt: now,
        totalBlocksAnalyzed: 2,
      },
    ])
    .run();
  db.insert(schema.groundingCounts)
    .values({ reportId: report.id, section: 'topics', verbatim: 5, snapped: 1, dropped: 2, trimmed: 1, omitted: 3 })
    .run();
  voteOnCitation(report.id, rejected, user.id, 'rejected');
  voteOnCitation(report.id, accepted, user.id, 'accepted');
  return { user, client, interview, report, d1, d2, d3, blocks: { delivery: delivery!, change: change! } };
}

let seeded: Seeded;
beforeAll(async () => {
  seeded = await seedReport();
});

// The workbook is the Excel download call; the other files are exports of the report.
const url = (reportId: string, ext: string) =>
  ext === 'xlsx' ? `/api/download_report_excel/${reportId}` : `/api/report/${reportId}/export.${ext}`;

async function download(client: Client, reportId: string, ext: string, type: string, fileName: string) {
  const response = await client.get(url(reportId, ext));
  expect(response.status, await response.clone().text()).toBe(200);
  expect(response.headers.get('content-type')).toContain(type);
  expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${fileName}"`);
  return new Uint8Array(await response.arrayBuffer());
}

/** xmllint (Debian's libxml2-utils): it reports "validates" or the errors on stderr. */
function xmllint(args: string[]) {
  const run = spawnSync('xmllint', args, { encoding: 'utf8' });
  if (run.error) throw run.error;
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
}

const attrsOf = (tag: string) => Object.fromEntries([...tag.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
const unescapeXml = (s: string) =>
  s
    .replace(/&#(\d+);/g, (_, n) => String.fromCodePoint(Number(n)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describe('REFI-QDA project (.qdpx)', () => {
  test('is a zip of project.qde valid against the QDA-XML schema and one source per included dialog', async () => {
    const { client, report } = seeded;
    const files = unzipSync(await download(client, report.id, 'qdpx', 'application/zip', `interview-analysis-${report.id}.qdpx`));
    const qde = strFromU8(files['project.qde']!);
    expect(qde).toContain('<Project xmlns="urn:QDA-XML:project:1.0"');

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qdpx-'));
    fs.writeFileSync(path.join(dir, 'project.qde'), qde);
    const lint = xmllint(['--noout', '--schema', SCHEMA, path.join(dir, 'project.qde')]);
    expect(lint.output + (lint.ok ? '' : ' (invalid)')).toContain('validates');

    // Two included dialogs are sources; the excluded one is a case without a source.
    expect([...qde.matchAll(/<TextSource /g)]).toHaveLength(2);
    expect([...qde.matchAll(/<Case /g)]).toHaveLength(3);
    expect(qde).toMatch(/name="Included" typeOfVariable="Boolean"/);
    expect(qde).toContain('<BooleanValue>false</BooleanValue>');
    // Every GUID is unique.
    const guids = [...qde.matchAll(/ guid="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(guids).size).toBe(guids.length);

    // A strict import keeps every coding: unique code names, one coding per span and code, nothing dangling.
    const project = strictQdpx(await download(client, report.id, 'qdpx', 'application/zip', `interview-analysis-${report.id}.qdpx`));
    expect(project.codings).toHaveLength(project.exported);
    expect(project.exported).toBe(7); // five quotes and the key theme on each of the two included dialogs
    // Cases reference their sources: each included dialog's case its own.
    expect(project.cases.filter((c) => c.values.get('Included') === 'true').map((c) => c.sources.length)).toEqual([1, 1]);
  });

  test("every selection's positions cut exactly its quote out of its source, coded with its topic, by the model's user", async () => {
    const { client, report } = seeded;
    const files = unzipSync(await download(client, report.id, 'qdpx', 'application/zip', `interview-analysis-${report.id}.qdpx`));
    const qde = strFromU8(files['project.qde']!);
    const users = new Map([...qde.matchAll(/<User ([^>]*)\/>/g)].map((m) => attrsOf(m[1]!)).map((a) => [a.guid!, a.name!]));
    expect([...users.values()].sort()).toEqual(['Built-in (offline)', 'gpt-4o']);
    const codes = new Map([...qde.matchAll(/<Code ([^>]*)>/g)].map((m) => attrsOf(m[1]!)).map((a) => [a.guid!, unescapeXml(a.name!)]));
    expect([...codes.values()]).toEqual(
      expect.arrayContaining([
        'How was the delivery?',
        // The question's topic and the key theme share a name: each is told apart, as names are unique in a codebook.
        'Slow delivery (How was the delivery?)',
        'Questions',
        'What would you change?',
        'Lower price',
        'What would you change? (answers)',
        'Key themes',
        'Slow delivery (key theme)',
      ]),
    );

    const cut: { quote: string; code: string; user: string }[] = [];
    let themeCoded = 0;
    for (const source of qde.matchAll(/<TextSource ([^>]*)>([\s\S]*?)<\/TextSource>/g)) {
      const { plainTextPath } = attrsOf(source[1]!);
      const text = strFromU8(files[`Sources/${plainTextPath!.replace('internal://', '')}`]!);
      const chars = Array.from(text);
      for (const selection of source[2]!.matchAll(/<PlainTextSelection ([^>]*)>([\s\S]*?)<\/PlainTextSelection>/g)) {
        const a = attrsOf(selection[1]!);
        const code = /<CodeRef targetGUID="([^"]+)"/.exec(selection[2]!)![1]!;
        // The key theme is coded on whole dialogs (its coders are checked in refi-theme-coders.test.ts).
        if (codes.get(code) === 'Slow delivery (key theme)') {
          expect([Number(a.startPosition), Number(a.endPosition)]).toEqual([0, chars.length]);
          themeCoded += 1;
          continue;
        }
        cut.push({
          quote: chars.slice(Number(a.startPosition), Number(a.endPosition)).join(''),
          code: codes.get(code)!,
          user: users.get(a.creatingUser!)!,
        });
      }
    }
    expect(cut).toEqual(
      expect.arrayContaining([
        { quote: SAID.slowQuote, code: 'Slow delivery (How was the delivery?)', user: 'Built-in (offline)' },
        { quote: SAID.lateQuote, code: 'Slow delivery (How was the delivery?)', user: 'Built-in (offline)' },
        { quote: 'Вторая неделя', code: 'How was the delivery?', user: 'Built-in (offline)' },
        // The answer's quote, after an emoji (two UTF-16 units, one character), coded under Questions.
        { quote: SAID.cheaperQuote, code: 'What would you change? (answers)', user: 'gpt-4o' },
        // The dialog's own topic is a code of its own under its block.
        { quote: SAID.cheaperQuote, code: 'Lower price', user: 'gpt-4o' },
      ]),
    );
    expect(cut.filter((c) => c.quote === SAID.cheaperQuote)).toHaveLength(2);
    expect([...qde.matchAll(/<Code [^>]*name="What would you change\?"/g)]).toHaveLength(1);
    // The rejected quote and the excluded dialog's never appear.
    expect(cut.map((c) => c.quote)).not.toContain('nothing special');
    expect(cut.map((c) => c.quote)).not.toContain('asdf');
    expect(cut).toHaveLength(5);
    // The engine suggested both included dialogs for the key theme; no one reviewed it.
    expect(themeCoded).toBe(2);
  });

  test('every note is a UTF-8 text file under Sources/ named by its GUID, and a reader that only follows plainTextPath finds each with its text', async () => {
    const { client, report } = seeded;
    const bytes = await download(client, report.id, 'qdpx', 'application/zip', `interview-analysis-${report.id}.qdpx`);
    const files = unzipSync(bytes);
    const qde = strFromU8(files['project.qde']!);
    const elements = [...qde.matchAll(/<Note ([^>]*?)\/?>/g)].map((m) => attrsOf(m[1]!));
    expect(elements.length).toBeGreaterThanOrEqual(4);
    expect(qde).not.toMatch(/<Note [^>]*>\s*<PlainTextContent>/);
    for (const { guid, plainTextPath } of elements) {
      expect(plainTextPath).toBe(`internal://${guid}.txt`);
      expect(files[`Sources/${guid}.txt`]).toBeDefined();
    }

    // The strict reader takes a note's text only from the file its plainTextPath names, as QualCoder does.
    const project = strictQdpx(bytes);
    const notes = [...project.notes.values()].map((n) => `${n.name}: ${n.text}`);
    expect(notes).toHaveLength(elements.length);
    expect(notes.join('\n')).toContain('Business Insights Summary: Fix delivery, then price.');
    expect(notes.join('\n')).toContain('Question Insights Summary: How was the delivery?: Delivery is the main complaint.');
    expect(notes.join('\n')).toContain('Recommendation (What would you change?): Offer a cheaper plan: A student plan at half price.');
    // Every Sources/ file belongs to a source or a note (the reader says so otherwise), and the project stays valid.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qdpx-notes-'));
    fs.writeFileSync(path.join(dir, 'project.qde'), qde);
    const lint = xmllint(['--noout', '--schema', SCHEMA, path.join(dir, 'project.qde')]);
    expect(lint.output + (lint.ok ? '' : ' (invalid)')).toContain('validates');
  });

  test('the codebook alone (.qdc) holds the same codes and validates as a project codebook', async () => {
    const { client, report } = seeded;
    const xml = strFromU8(await download(client, report.id, 'qdc', 'application/xml', `interview-analysis-${report.id}-codebook.qdc`));
    expect(xml).toContain('<CodeBook xmlns="urn:QDA-XML:codebook:1.0"');
    expect(strictQdc(xml).codes.map((c) => c.name)).toEqual(
      expect.arrayContaining([
        'Slow delivery (How was the delivery?)',
        'Lower price',
        'What would you change? (answers)',
        'Slow delivery (key theme)',
      ]),
    );
    // The codebook schema's Codes are the project schema's: validate them inside a project.
    const asProject = xml
      .replace(/<CodeBook [^>]*>/, '<Project xmlns="urn:QDA-XML:project:1.0" name="x"><CodeBook>')
      .replace('</CodeBook>', '</CodeBook></Project>');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'qdc-')), 'codes.xml');
    fs.writeFileSync(file, asProject);
    expect(xmllint(['--noout', '--schema', SCHEMA, file]).output).toContain('validates');
  });
});

describe('CSV (ai-analysis-report.csv)', () => {
  test('RFC 4180 with a BOM, the spec columns and the section, one row per citation, rejected ones left out', async () => {
    const { client, report, d1, d2 } = seeded;
    const bytes = await download(client, report.id, 'csv', 'text/csv', 'ai-analysis-report.csv');
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(Buffer.from(bytes), { bom: true, relax_quotes: false }) as string[][];
    expect(rows[0]).toEqual(['Block', 'Topic', 'Summary', 'Citation', 'Dialog ID', 'Status', 'Section']);
    const body = rows.slice(1);
    expect(body).toContainEqual([
      'How was the delivery?',
      'Slow delivery',
      'Raised in 2 of 2 dialogs',
      SAID.slowQuote,
      d1.shortLink,
      'Not reviewed',
      'Coding Blocks Analysis',
    ]);
    expect(body).toContainEqual([
      'How was the delivery?',
      'Slow delivery',
      'Raised in 2 of 2 dialogs',
      SAID.lateQuote,
      d2.shortLink,
      'Not reviewed',
      'Coding Blocks Analysis',
    ]);
    // A vote is on the words, so the answer's accepted quote is accepted where the dialog's topic cites the same span.
    expect(body).toContainEqual([
      'What would you change?',
      'Lower price',
      'Wants it cheaper.',
      SAID.cheaperQuote,
      d1.shortLink,
      'Accepted',
      'Individual Dialogs',
    ]);
    // Topic holds topics only: a block's own quote, an answer's quote support no topic, and say where they belong.
    expect(body).toContainEqual([
      'How was the delivery?',
      '',
      'Delivery was slow for most.',
      'Вторая неделя',
      d1.shortLink,
      'Not reviewed',
      'Coding Blocks Analysis',
    ]);
    expect(body).toContainEqual([
      'What would you change?',
      '',
      'Make it cheaper, by half.',
      SAID.cheaperQuote,
      d1.shortLink,
      'Accepted',
      'Individual Answers',
    ]);
    expect(body.map((r) => r[1])).not.toContain('Answer');
    expect(body.map((r) => r[1])).not.toContain('Original quotes');
    expect(body.map((r) => r[3])).not.toContain('nothing special');
    expect(body.map((r) => r[3])).not.toContain('asdf');
    // Block quote, subtopic ×2, the dialog's topic, the answer.
    expect(body).toHaveLength(5);
  });
});

/** The paragraphs of a Word file's body, with their styles. */
function wordParagraphs(files: Record<string, Uint8Array>) {
  const xml = strFromU8(files['word/document.xml']!);
  return [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map((m) => ({
    style: /<w:pStyle w:val="([^"]+)"/.exec(m[0])?.[1] ?? '',
    text: unescapeXml([...m[0].matchAll(/<w:t[^>]*>([^<]*)<\/w:t>|<w:br\/>/g)].map((t) => t[1] ?? '\n').join('')),
  }));
}

/** Every table of word/document.xml as rows of cell texts, the header row first. */
function wordTables(files: Record<string, Uint8Array>) {
  const xml = strFromU8(files['word/document.xml']!);
  const cellText = (cell: string) =>
    unescapeXml([...cell.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>|<w:br\/>/g)].map((t) => t[1] ?? '\n').join(''));
  return [...xml.matchAll(/<w:tbl>[\s\S]*?<\/w:tbl>/g)].map((table) =>
    [...table[0].matchAll(/<w:tr>[\s\S]*?<\/w:tr>/g)].map((row) =>
      [...row[0].matchAll(/<w:tc>[\s\S]*?<\/w:tc>/g)].map((cell) => cellText(cell[0])),
    ),
  );
}

describe('the counts the exports state are the page’s', () => {
  test('a dialog’s topics are counted without their subtopics, and “n of N dialogs” takes N from the topics run', async () => {
    const own = await seedReport();
    const db = getDb();
    const { codingTopics } = schema;
    // The dialog's topic has a subtopic: the page counts one topic for the dialog.
    const parent = db
      .select()
      .from(codingTopics)
      .where(and(eq(codingTopics.reportId, own.report.id), eq(codingTopics.dialogId, own.d1.id)))
      .get()!;
    db.insert(codingTopics)
      .values({
        id: newId(),
        reportId: own.report.id,
        blockId: own.blocks.change.id,
        dialogId: own.d1.id,
        parentId: parent.id,
        topic: 'Student discount',
        model: 'gpt-4o',
        createdAt: new Date(),
      })
      .run();
    db.insert(schema.dialogCodings)
      .values({ reportId: own.report.id, dialogId: own.d1.id, status: 'ok', model: 'gpt-4o', codedAt: new Date() })
      .run();
    // The quality threshold moved after the topics run analysed two dialogs: the page still says "2 of 2".
    db.update(schema.reports).set({ sampleThreshold: 8 }).where(eq(schema.reports.id, own.report.id)).run();

    const page = textOf(await (await own.client.get(`/interview/setup/${own.interview.id}/analysis/ai?report=${own.report.id}`)).text());
    expect(page).toMatch(/\b1 topic\b/);
    expect(page).not.toMatch(/\b2 topics\b/);
    expect(page).toContain('2 of 2 dialogs');

    const word = wordParagraphs(
      unzipSync(await download(own.client, own.report.id, 'docx', 'wordprocessingml.document', `interview-analysis-${own.report.id}.docx`)),
    );
    const text = word.map((p) => p.text);
    expect(text).toContain(`Dialog # ${own.d1.shortLink} · 1 topic`);
    expect(text).toContain('Lower price › Student discount');
    expect(text).toContain('2 of 2 dialogs');
    expect(text.join('\n')).not.toMatch(/\d+ of 1 dialogs/);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      (await download(own.client, own.report.id, 'xlsx', 'spreadsheetml.sheet', `interview-analysis-${own.report.id}.xlsx`))
        .buffer as ArrayBuffer,
    );
    const shares = workbook
      .getWorksheet('Topics')!
      .getSheetValues()
      .filter(Boolean)
      .slice(1)
      .map((row) => (row as unknown[])[5]);
    expect(shares).toEqual(['2 of 2', '2 of 2']);
  });
});

describe('a key theme in the Word report', () => {
  test('states its own member count and every question it came up under, not those of its first topic', async () => {
    const own = await seedReport();
    const db = getDb();
    const { codingTopics } = schema;
    const inReport = (values: Partial<typeof codingTopics.$inferInsert>) => {
      const id = newId();
      db.insert(codingTopics)
        .values({ id, reportId: own.report.id, topic: 'x', model: 'builtin', createdAt: new Date(), ...values })
        .run();
      return id;
    };
    // Late couriers: one dialog under the delivery question, the other under the change question; one key theme.
    const blockRow = (block: { id: string; title: string }) =>
      db
        .select()
        .from(codingTopics)
        .where(
          and(
            eq(codingTopics.reportId, own.report.id),
            eq(codingTopics.blockId, block.id),
            isNull(codingTopics.dialogId),
            isNull(codingTopics.parentId),
          ),
        )
        .get()?.id ?? inReport({ blockId: block.id, topic: block.title });
    const underDelivery = inReport({
      blockId: own.blocks.delivery.id,
      parentId: blockRow(own.blocks.delivery),
      topic: 'Late couriers',
      dialogIds: [own.d1.id],
      dialogCount: 1,
    });
    const underChange = inReport({
      blockId: own.blocks.change.id,
      parentId: blockRow(own.blocks.change),
      topic: 'Late couriers',
      dialogIds: [own.d2.id],
      dialogCount: 1,
    });
    inReport({
      parentId: underDelivery,
      subtopicIds: [underDelivery, underChange],
      topic: 'Late couriers at dinner time',
      dialogIds: [own.d1.id, own.d2.id],
      dialogCount: 2,
    });

    const word = wordParagraphs(
      unzipSync(await download(own.client, own.report.id, 'docx', 'wordprocessingml.document', `interview-analysis-${own.report.id}.docx`)),
    );
    const heading = word.findIndex((p) => p.style === 'Heading2' && p.text === 'Late couriers at dinner time');
    expect(heading).toBeGreaterThan(-1);
    expect(word[heading + 1]!.text).toBe(
      `2 dialogs, suggested by the built-in engine, not reviewed (of 2 analysed) · under “${own.blocks.delivery.title}”, “${own.blocks.change.title}”`,
    );
  });
});

describe('Word report (interview-analysis-{id}.docx)', () => {
  test('title page, executive summary, key topics, method, then the other sections of the AI Analysis tab in order with quotes and dialog labels', async () => {
    const { client, report, d1, d2 } = seeded;
    const files = unzipSync(await download(client, report.id, 'docx', 'wordprocessingml.document', `interview-analysis-${report.id}.docx`));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['[Content_Types].xml', 'word/document.xml', 'word/styles.xml']));
    const xml = strFromU8(files['word/document.xml']!);
    // Parsed as XML by a reader that is not ours.
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'docx-')), 'document.xml');
    fs.writeFileSync(file, xml);
    expect(xmllint(['--noout', file]).ok).toBe(true);

    const paragraphs = wordParagraphs(files);
    const headings1 = paragraphs.filter((p) => p.style === 'Heading1').map((p) => p.text);
    expect(headings1).toEqual([
      'Executive summary',
      'Key Topics',
      'Method',
      'Individual Dialogs',
      'Individual Answers',
      'Recommendations by Topic',
      'Insights from Individual Coding',
      'Coding Blocks Analysis',
      'Recommendation Coding',
      'Question Insights Summary',
      'Business Insights Summary',
    ]);
    expect(paragraphs[0]).toEqual({ style: 'Title', text: 'Delivery study, "wave" 1' });
    const all = paragraphs.map((p) => p.text).join('\n');
    const rows = wordTables(files).flat();
    expect(rows).toContainEqual(['Dialogs included', '2']);
    expect(rows).toContainEqual(['Dialogs excluded', '1']);
    expect(rows).toContainEqual(['Quotes verbatim', '5']);
    expect(rows).toContainEqual(['Quotes snapped to the respondent’s words', '1']);
    expect(rows).toContainEqual([
      'Model answers',
      '3 items dropped from the model’s answers (over a limit or unusable) · 1 text trimmed to length',
    ]);
    expect(rows).toContainEqual(['Quality threshold', '6']);
    expect(rows).toContainEqual(['Models', 'Built-in (offline), gpt-4o']);
    expect(rows).toContainEqual(['How was the delivery? — Slow delivery', '1', '0%']);
    expect(all).toContain(`“${SAID.slowQuote}” — Dialog # ${d1.shortLink}`);
    expect(all).toContain(`“${SAID.lateQuote}” — Dialog # ${d2.shortLink}`);
    expect(all).not.toContain('nothing special');
    expect(all).not.toContain('asdf');
    expect(all).toContain('Fix delivery, then price.');
    expect(paragraphs.filter((p) => p.style === 'Heading3').map((p) => p.text)).toContain('Offer a cheaper plan · 1 answer');
  });
});

describe('the Word report reads from the top', () => {
  /** The report with an executive summary of two points, each on its quote, as POST /api/executive-summary stores it. */
  async function withExecutiveSummary() {
    const own = await seedReport();
    const db = getDb();
    const summaryId = newId();
    db.insert(schema.summaries)
      .values({
        id: summaryId,
        reportId: own.report.id,
        kind: 'executive',
        summary:
          'Slow delivery: 2 of 2 dialogs, under “How was the delivery?”.\nLower price: one respondent, under “What would you change?”.',
        extractive: true,
        model: 'builtin',
        generatedAt: new Date(T0 + 86_400_000),
        totalResponses: 2,
      })
      .run();
    [
      [SAID.slow, SAID.slowQuote],
      [SAID.cheaper, SAID.cheaperQuote],
    ].forEach(([content, quote], position) => {
      const message = messageOf(own.d1.id, content!);
      const start = message.content.indexOf(quote!);
      db.insert(schema.citations)
        .values({
          id: newId(),
          reportId: own.report.id,
          summaryId,
          messageId: message.id,
          dialogId: own.d1.id,
          start,
          end: start + quote!.length,
          verification: 'verbatim',
          similarity: 1,
          position,
        })
        .run();
    });
    const files = unzipSync(
      await download(own.client, own.report.id, 'docx', 'wordprocessingml.document', `interview-analysis-${own.report.id}.docx`),
    );
    return { own, files };
  }

  test('one executive summary under its heading, each point with its quote, then the key themes, before the method and every per-dialog list', async () => {
    const { own, files } = await withExecutiveSummary();
    const paragraphs = wordParagraphs(files);
    const headings1 = paragraphs.filter((p) => p.style === 'Heading1').map((p) => p.text);
    expect(headings1.slice(0, 3)).toEqual(['Executive summary', 'Key Topics', 'Method']);
    expect(headings1.filter((h) => h === 'Executive summary')).toHaveLength(1);
    const at = (heading: string) => paragraphs.findIndex((p) => p.style === 'Heading1' && p.text === heading);
    for (const later of [
      'Method',
      'Individual Dialogs',
      'Individual Answers',
      'Recommendations by Topic',
      'Insights from Individual Coding',
    ])
      expect(at('Key Topics'), later).toBeLessThan(at(later));

    // Each point once in the whole report, under the heading, followed by the quote it rests on.
    const texts = paragraphs.map((p) => p.text);
    // A key theme's count says what it counts: its members, as the engine suggested them, none reviewed.
    const slow = texts.findIndex((t) =>
      t.includes(
        'Slow delivery: 2 dialogs, suggested by the built-in engine, not reviewed (of 2 analysed), under “How was the delivery?”.',
      ),
    );
    const price = texts.findIndex((t) => t.includes('Lower price: one respondent, under “What would you change?”.'));
    expect(
      texts.filter((t) => t.includes('Slow delivery: 2 dialogs, suggested by the built-in engine, not reviewed (of 2 analysed), under')),
    ).toHaveLength(1);
    expect(texts.filter((t) => t.includes('Lower price: one respondent, under'))).toHaveLength(1);
    expect(slow).toBeGreaterThan(at('Executive summary'));
    expect(price).toBeGreaterThan(slow);
    expect(price).toBeLessThan(at('Key Topics'));
    expect(texts[slow + 1]).toBe(`“${SAID.slowQuote}” — Dialog # ${own.d1.shortLink}`);
    // The researcher accepted these words under an answer: a vote is on the words, so it shows here too.
    expect(texts[price + 1]).toBe(`“${SAID.cheaperQuote}” — Dialog # ${own.d1.shortLink} · accepted`);
  });

  test('every page is numbered in the footer', async () => {
    const { files } = await withExecutiveSummary();
    const xml = strFromU8(files['word/document.xml']!);
    const sectPr = /<w:sectPr[\s\S]*?<\/w:sectPr>/.exec(xml)![0];
    const ref = /<w:footerReference [^>]*w:type="default"[^>]*>/.exec(sectPr)?.[0];
    expect(ref, 'the section has a default footer').toBeDefined();
    const id = /r:id="([^"]+)"/.exec(ref!)![1]!;
    const rels = strFromU8(files['word/_rels/document.xml.rels']!);
    const target = new RegExp(`<Relationship [^>]*Id="${id}"[^>]*Target="([^"]+)"`).exec(rels)?.[1] ?? '';
    const footer = strFromU8(files[`word/${target}`]!);
    const fields = [...footer.matchAll(/<w:instrText[^>]*>\s*([A-Z]+)[^<]*<\/w:instrText>|<w:fldSimple w:instr="\s*([A-Z]+)/g)].map(
      (m) => m[1] ?? m[2],
    );
    expect(fields).toEqual(['PAGE', 'NUMPAGES']);
    expect(footer).toContain('>Page </w:t>');
  });

  test('no table row splits across two pages, and a dialog label stays on one line', async () => {
    const files = unzipSync(
      await download(seeded.client, seeded.report.id, 'docx', 'wordprocessingml.document', `interview-analysis-${seeded.report.id}.docx`),
    );
    const xml = strFromU8(files['word/document.xml']!);
    const rows = [...xml.matchAll(/<w:tr>[\s\S]*?<\/w:tr>/g)].map((m) => m[0]);
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.filter((row) => !/^<w:tr><w:trPr>(?:(?!<\/w:trPr>)[\s\S])*<w:cantSplit\/>/.test(row))).toEqual([]);

    const sample = [...xml.matchAll(/<w:tbl>[\s\S]*?<\/w:tbl>/g)].map((m) => m[0]).find((t) => t.includes('>Reason</w:t>'))!;
    const firstColumn = Number(/<w:gridCol w:w="(\d+)"\/>/.exec(sample)![1]);
    // Arial's "Dialog # " (3.95 em) and six letters as wide as a "W" (0.944 em) at 9 points, in twips, plus the cell's margins.
    const widest = (3.95 + 6 * 0.944) * 9 * 20 + 200;
    expect(firstColumn).toBeGreaterThanOrEqual(Math.ceil(widest));
    const labelCells = [...sample.matchAll(/<w:tc>[\s\S]*?<\/w:tc>/g)].map((m) => m[0]).filter((c) => c.includes('>Dialog # '));
    expect(labelCells).toHaveLength(3);
    for (const cell of labelCells) expect(cell).toContain('<w:noWrap/>');
  });
});

describe('the Word report in other word processors', () => {
  const wordFiles = async (own: Seeded) =>
    unzipSync(await download(own.client, own.report.id, 'docx', 'wordprocessingml.document', `interview-analysis-${own.report.id}.docx`));

  test('the method figures, the sample and the topic counts are tables with their headers', async () => {
    const { d1, d2, d3 } = seeded;
    const tables = wordTables(await wordFiles(seeded));
    const headed = (...header: string[]) => tables.find((t) => t[0]!.join('|') === header.join('|'))?.slice(1);
    expect(headed('Item', 'Value')).toContainEqual(['Dialogs included', '2']);
    expect(headed('Dialog', 'Score', 'Included', 'Reason')).toEqual([
      [d1.label, '8.5', 'Yes', 'scored'],
      [d2.label, '7', 'Yes', 'scored'],
      [d3.label, '2', 'No', 'scored'],
    ]);
    expect(headed('Topic', 'Dialogs')).toEqual([['Slow delivery', '2 of 2 dialogs']]);
    expect(headed('Key topic', 'Dialogs', 'Questions')).toEqual([
      ['Slow delivery', '2 dialogs, suggested by the built-in engine, not reviewed (of 2 analysed)', 'How was the delivery?'],
    ]);
    expect(headed('Topic', 'Votes', 'Accepted')).toEqual([['How was the delivery? — Slow delivery', '1', '0%']]);
    expect(headed('Dialog', 'Answer')).toEqual([[d1.label, 'Make it cheaper, by half.']]);
  });

  test('names a font everyone has as the default, described as a sans serif for a reader without it', async () => {
    const files = await wordFiles(seeded);
    const styles = strFromU8(files['word/styles.xml']!);
    const defaults = /<w:rPrDefault>([\s\S]*?)<\/w:rPrDefault>/.exec(styles)![1]!;
    const fonts = attrsOf(/<w:rFonts [^>]*>/.exec(defaults)![0]);
    expect(fonts).toMatchObject({ ascii: 'Arial', hAnsi: 'Arial', cs: 'Arial' });
    const table = strFromU8(files['word/fontTable.xml']!);
    expect(/<w:font w:name="Arial">([\s\S]*?)<\/w:font>/.exec(table)?.[1]).toContain('<w:family w:val="swiss"/>');
    // No run names a font of its own.
    expect(strFromU8(files['word/document.xml']!)).not.toContain('<w:rFonts');
  });

  test("a dialog's section shows each quote once, with the topics it supports", async () => {
    const own = await seedReport();
    const db = getDb();
    const topicOf = (blockId: string, title: string) => {
      const id = newId();
      db.insert(schema.codingTopics)
        .values({
          id,
          reportId: own.report.id,
          blockId,
          dialogId: own.d1.id,
          topic: title,
          insights: `About ${title}.`,
          model: 'builtin',
          createdAt: new Date(),
        })
        .run();
      return id;
    };
    const cite = (topicId: string, content: string, quote: string) => {
      const message = messageOf(own.d1.id, content);
      const start = message.content.indexOf(quote);
      db.insert(schema.citations)
        .values({
          id: newId(),
          reportId: own.report.id,
          topicId,
          messageId: message.id,
          dialogId: own.d1.id,
          start,
          end: start + quote.length,
          verification: 'verbatim',
          similarity: 1,
          position: 0,
        })
        .run();
    };
    // One sentence supports three of the dialog's topics under one question, and one more under another.
    cite(topicOf(own.blocks.delivery.id, 'Slow parcel'), SAID.slow, SAID.slowQuote);
    for (const title of ['Discount', 'Half price']) cite(topicOf(own.blocks.change.id, title), SAID.cheaper, SAID.cheaperQuote);
    cite(topicOf(own.blocks.change.id, 'Waiting'), SAID.slow, SAID.slowQuote);

    const paragraphs = wordParagraphs(await wordFiles(own));
    const start = paragraphs.findIndex((p) => p.style === 'Heading2' && p.text.startsWith(`Dialog # ${own.d1.shortLink} · `));
    expect(start).toBeGreaterThan(-1);
    const end = paragraphs.findIndex((p, i) => i > start && (p.style === 'Heading1' || p.style === 'Heading2'));
    const quotes = paragraphs
      .slice(start, end)
      .filter((p) => p.text.startsWith('“'))
      .map((p) => p.text);
    // The seeded vote accepts these words of the dialog, wherever they are cited.
    expect(quotes).toEqual([`“${SAID.slowQuote}” — Slow parcel`, `“${SAID.cheaperQuote}” — Lower price, Discount, Half price · accepted`]);
  });
});

describe('Excel workbook', () => {
  test('sheets for topics, quotes, the answers matrix, recommendations, their coding, the sample and the method, read back with exceljs', async () => {
    const { client, report, d1, d2, d3 } = seeded;
    const bytes = await download(client, report.id, 'xlsx', 'spreadsheetml.sheet', `interview-analysis-${report.id}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((w) => w.name)).toEqual([
      'Topics',
      'Key themes',
      'Quotes',
      'Answers',
      'Recommendations',
      'Recommendation coding',
      'Sample',
      'Method',
    ]);
    const rows = (name: string) => {
      const out: unknown[][] = [];
      workbook.getWorksheet(name)!.eachRow((row) => out.push((row.values as unknown[]).slice(1)));
      return out;
    };
    const quotes = workbook.getWorksheet('Quotes')!;
    expect(quotes.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(quotes.autoFilter).toBeTruthy();
    expect(quotes.getColumn(6).width).toBe(60);
    expect(quotes.getCell('F2').alignment).toMatchObject({ wrapText: true });

    expect(rows('Topics')).toContainEqual(['How was the delivery?', 'Slow delivery', 'Raised in 2 of 2 dialogs', 2, '2 of 2']);
    expect(rows('Quotes')[0]).toEqual(['Section', 'Block', 'Topic', 'Dialog', 'Question', 'Quote', 'Verification', 'Vote', 'Model']);
    expect(rows('Quotes')).toContainEqual([
      'Coding Blocks Analysis',
      'How was the delivery?',
      'Slow delivery',
      d1.label,
      'How was the delivery?',
      SAID.slowQuote,
      'verbatim',
      'not reviewed',
      'Built-in (offline)',
    ]);
    expect(rows('Quotes')).toContainEqual([
      'Individual Answers',
      'What would you change?',
      undefined,
      d1.label,
      'What would you change?',
      SAID.cheaperQuote,
      'verbatim',
      'accepted',
      'gpt-4o',
    ]);
    expect(rows('Quotes').map((r) => r[5])).not.toContain('nothing special');
    expect(rows('Answers')).toEqual([
      ['Dialog', 'How was the delivery?', 'What would you change?'],
      [d1.label, undefined, 'Make it cheaper, by half.'],
      [d2.label],
    ]);
    expect(rows('Recommendation coding')).toContainEqual([
      'What would you change?',
      'Offer a cheaper plan',
      d1.label,
      'Make it cheaper, by half.',
      0.9,
    ]);
    // The seeded dialogs never reached a member check.
    expect(rows('Sample')).toContainEqual([d3.label, 'Real participant', 2, 'No', undefined, 'scored', 'Not reached']);
    expect(rows('Sample')).toContainEqual([d2.label, 'Real participant', 7, 'Yes', undefined, 'scored', 'Not reached']);
    expect(rows('Method')).toContainEqual(['Dialogs excluded', '1']);
    expect(rows('Method')).toContainEqual(['Model answer items dropped (over a limit or unusable)', '3']);
    expect(rows('Method')).toContainEqual(['Model answer texts trimmed to length', '1']);
  });
});

describe('the Excel workbook in other spreadsheets', () => {
  /** The sheet names of xl/workbook.xml in order, its defined names, and each sheet's filter and rows. */
  function workbookParts(bytes: Uint8Array) {
    const files = unzipSync(bytes);
    const book = strFromU8(files['xl/workbook.xml']!);
    const sheets = [...book.matchAll(/<sheet ([^>]*)\/>/g)].map((m) => unescapeXml(attrsOf(m[1]!).name!));
    const names = [...book.matchAll(/<definedName ([^>]*)>([^<]*)<\/definedName>/g)].map((m) => ({
      attrs: attrsOf(m[1]!),
      range: unescapeXml(m[2]!),
    }));
    const sheetXml = sheets.map((_, i) => strFromU8(files[`xl/worksheets/sheet${i + 1}.xml`]!));
    return { sheets, names, sheetXml };
  }

  test('every filtered sheet has the _xlnm._FilterDatabase name LibreOffice Calc needs, over the whole filter range', async () => {
    const { client, report } = seeded;
    const { sheets, names, sheetXml } = workbookParts(
      await download(client, report.id, 'xlsx', 'spreadsheetml.sheet', `interview-analysis-${report.id}.xlsx`),
    );
    expect(sheets).toHaveLength(8); // Key themes among them
    sheets.forEach((sheet, i) => {
      const filter = /<autoFilter ref="A1:([A-Z]+)(\d+)"/.exec(sheetXml[i]!);
      expect(filter, sheet).not.toBeNull();
      const rows = [...sheetXml[i]!.matchAll(/<row r="(\d+)"/g)].length;
      expect(Number(filter![2]), `${sheet}: the filter covers every row`).toBe(rows);
      const local = names.filter((n) => n.attrs.name === '_xlnm._FilterDatabase' && n.attrs.localSheetId === String(i));
      expect(
        local.map((n) => n.range),
        sheet,
      ).toEqual([`'${sheet}'!$A$1:$${filter![1]}$${filter![2]}`]);
    });
  });

  test('a row with wrapped text is as tall as its text needs; a one-line row keeps the default height', async () => {
    const own = await seedReport();
    const db = getDb();
    const insights = Array.from({ length: 12 }, (_, i) => `Point ${i + 1}: the parcel came late and nobody called about it.`).join(' ');
    db.update(schema.codingTopics)
      .set({ insights })
      .where(
        and(
          eq(schema.codingTopics.reportId, own.report.id),
          eq(schema.codingTopics.topic, 'Slow delivery'),
          isNull(schema.codingTopics.dialogId),
        ),
      )
      .run();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(
      Buffer.from(
        await download(own.client, own.report.id, 'xlsx', 'spreadsheetml.sheet', `interview-analysis-${own.report.id}.xlsx`),
      ) as unknown as ArrayBuffer,
    );
    const topics = workbook.getWorksheet('Topics')!;
    const width = topics.getColumn(3).width!;
    const rowOf = (sheet: ExcelJS.Worksheet, column: number, text: string) => {
      let found: ExcelJS.Row | undefined;
      sheet.eachRow((row) => {
        if (row.getCell(column).text === text) found = row;
      });
      return found!;
    };
    // Calibri sets at most about 1.4 letters of running text per unit of column width, at 15 points a line.
    const needed = (text: string, columnWidth: number) => 15 * Math.ceil(text.length / (1.4 * columnWidth));
    const long = rowOf(topics, 3, insights);
    expect(long.height).toBeGreaterThanOrEqual(needed(insights, width));
    expect(long.height).toBeLessThanOrEqual(409);
    expect(rowOf(topics, 3, 'Delivery was slow for most.').height ?? 15).toBe(15);
    // A quote of two lines gets two lines.
    const quotes = workbook.getWorksheet('Quotes')!;
    const quoteColumn = (quotes.getRow(1).values as unknown[]).indexOf('Quote');
    expect(rowOf(quotes, quoteColumn, SAID.slowQuote).height).toBeGreaterThanOrEqual(30);
    expect(rowOf(quotes, quoteColumn, SAID.lateQuote).height ?? 15).toBe(15);
  });
});

describe('from a real topics run', () => {
  // The topics job runs in this process's job runner, as in the topics tests.
  beforeAll(() => startJobRunner({ concurrency: 1 }));
  afterAll(() => stopJobRunner());

  test("the built-in engine's topics export as a valid QDPX whose selections cut their quotes exactly", async () => {
    const { user, client } = await signedInResearcher(server);
    const { interview } = await createPublishedInterview({ questions: TOPICS_QUESTIONS }, user);
    TOPICS_DIALOGS.forEach((said, i) => seedDialog(interview.id, { createdAt: T0 + i * 3_600_000, messages: topicsMessages(said) }));
    const report = createReport(interview.id, 'Real run');
    const run = await client.request(`/api/interview/${interview.id}/do-insights?wait=1`, {
      method: 'POST',
      body: JSON.stringify({ interviewId: interview.id, reportId: report.id, model: 'builtin', refresh: true }),
      headers: { 'Content-Type': 'application/json', Origin: client.baseUrl },
    });
    expect(run.status).toBe(200);
    const stored = getDb().select().from(schema.citations).where(eq(schema.citations.reportId, report.id)).all();
    expect(stored.length).toBeGreaterThan(5);

    const files = unzipSync(await download(client, report.id, 'qdpx', 'application/zip', `interview-analysis-${report.id}.qdpx`));
    const qde = strFromU8(files['project.qde']!);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'qdpx-real-')), 'project.qde');
    fs.writeFileSync(file, qde);
    expect(xmllint(['--noout', '--schema', SCHEMA, file]).output).toContain('validates');
    const quotes = new Set(
      stored.map((c) =>
        getDb().select().from(schema.messages).where(eq(schema.messages.id, c.messageId)).get()!.content.slice(c.start, c.end),
      ),
    );
    let selections = 0;
    let wholeDialogs = 0;
    for (const source of qde.matchAll(/<TextSource ([^>]*)>([\s\S]*?)<\/TextSource>/g)) {
      const chars = Array.from(strFromU8(files[`Sources/${attrsOf(source[1]!).plainTextPath!.replace('internal://', '')}`]!));
      for (const selection of source[2]!.matchAll(/<PlainTextSelection ([^>]*)>/g)) {
        const a = attrsOf(selection[1]!);
        // A key theme is coded on the whole dialog, by the engine and the researcher; every other selection is a quote.
        if (Number(a.startPosition) === 0 && Number(a.endPosition) === chars.length) {
          wholeDialogs += 1;
          continue;
        }
        expect(quotes).toContain(chars.slice(Number(a.startPosition), Number(a.endPosition)).join(''));
        selections += 1;
      }
    }
    expect(wholeDialogs).toBeGreaterThan(0);
    // Every stored quote but a key theme's member passages: the key theme is coded on whole dialogs instead.
    const keyThemes = new Set(
      getDb()
        .select({ id: schema.codingTopics.id, blockId: schema.codingTopics.blockId, parentId: schema.codingTopics.parentId })
        .from(schema.codingTopics)
        .where(eq(schema.codingTopics.reportId, report.id))
        .all()
        .filter((t) => t.blockId === null && t.parentId !== null)
        .map((t) => t.id),
    );
    expect(selections).toBe(stored.filter((c) => !keyThemes.has(c.topicId!)).length);
    const project = strictQdpx(await download(client, report.id, 'qdpx', 'application/zip', `interview-analysis-${report.id}.qdpx`));
    expect(project.codings).toHaveLength(project.exported);
    strictQdc(strFromU8(await download(client, report.id, 'qdc', 'application/xml', `interview-analysis-${report.id}-codebook.qdc`)));
  }, 90_000);
});

describe('the export buttons', () => {
  test('appear only once a report has results, each linking to its export', () => {
    const empty = createReport(seeded.interview.id, 'Empty');
    expect(exportsPageData(empty).hasResults).toBe(false);
    const data = exportsPageData(seeded.report);
    expect(data.hasResults).toBe(true);
    expect(data.links.qdpx).toBe(url(seeded.report.id, 'qdpx'));
  });
});

describe('who may download', () => {
  test('another researcher gets 404 and a signed-out visitor is sent to sign in, for every export', async () => {
    const { report } = seeded;
    const { client: other } = await signedInResearcher(server, 'other');
    const anonymous = new Client(server.url);
    for (const ext of ['docx', 'csv', 'xlsx', 'qdpx', 'qdc']) {
      const response = await other.get(url(report.id, ext));
      expect(response.status, ext).toBe(404);
      expect(await response.text()).not.toContain('Slow delivery');
      const signedOut = await anonymous.get(url(report.id, ext));
      expect(signedOut.status, ext).toBe(302);
      expect(signedOut.headers.get('location')).toMatch(/^\/auth/);
    }
    expect((await seeded.client.get(url('no-such-report', 'csv'))).status).toBe(404);
  });
});
