import '../../server/job-handlers';

import { eq, inArray, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { getDb, schema } from '@db/index';
import { RECEIPT_MISSES_PER_10_MINUTES } from '~/features/receipt/receipt-page.server';
import { startJobRunner, stopJobRunner, whenIdle } from '~/jobs/queue.server';

import { TOPICS_DIALOGS, TOPICS_QUESTIONS, topicsMessages } from '../fixtures/topics-dialogs';
import { seedDialog } from '../support/dialog-seeds';
import { csvRecords, wordLines, workbookRows } from '../support/export-files';
import { createPublishedInterview, signedInResearcher } from '../support/factories';
import { textOf } from '../support/html';
import { Client, startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ trustProxy: true });
  startJobRunner({ concurrency: 2 });
});
afterAll(async () => {
  await stopJobRunner();
  await server.close();
});

const T0 = Date.UTC(2026, 0, 5, 9);
const RECEIPT_URL = /https?:\/\/[^"<\s]+\/receipt\/[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}/;
// The withdrawn respondent's words: on the study's themes (so the analysis quotes them), with a word no one else uses.
const WITHDRAWN = {
  experience: 'My parcel sat in a Zwolle depot for nine days, the delivery was painfully slow. The price is steep for students too.',
  change: 'Faster delivery from Zwolle, please, and a cheaper plan.',
};
const CANDIDATE = 'A candidate reply only the researcher may see';

let ipCounter = 0;
const respondent = () => new Client(server.url, `198.18.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`);

/** A finished study with an individual link per dialog (their pages open for whoever holds them), and one to withdraw. */
async function study() {
  const { user, client } = await signedInResearcher(server);
  const { interview } = await createPublishedInterview({ questions: TOPICS_QUESTIONS, title: 'Ordering study' }, user);
  const seed = (said: { experience: string; change: string }, i: number) =>
    seedDialog(interview.id, {
      createdAt: T0 + i * 3_600_000,
      completedAt: T0 + i * 3_600_000 + 600_000,
      preInfo: `Respondent ${i}`,
      messages: topicsMessages(said).map((m, n) =>
        n === 2 ? { ...m, allResponses: [{ response: CANDIDATE, score: 9, reason: 'r' }] } : m,
      ),
    });
  const others = TOPICS_DIALOGS.map(seed);
  const withdrawn = seed(WITHDRAWN, TOPICS_DIALOGS.length);
  return { client, interview, others, withdrawn };
}

/** The receipt link the dialog's end screen shows, read from the page as a respondent gets it. */
async function receiptFromEndScreen(shortLink: string) {
  const page = await respondent().get(`/dialogs/${shortLink}`);
  const html = await page.text();
  expect(page.status).toBe(200);
  expect(textOf(html)).toContain('See or withdraw your answers');
  const url = RECEIPT_URL.exec(html)?.[0];
  expect(url, 'the end screen shows the address as plain text').toBeDefined();
  return new URL(url!).pathname;
}

const exportUrl = (reportId: string, ext: string) =>
  ext === 'xlsx' ? `/api/download_report_excel/${reportId}` : `/api/report/${reportId}/export.${ext}`;

/** Every export of the report read back as text: Word's paragraphs, every workbook cell, CSV records, the REFI-QDA project. */
async function exportTexts(client: Client, reportId: string): Promise<Record<string, string>> {
  const bytes = async (ext: string) => {
    const response = await client.get(exportUrl(reportId, ext));
    expect(response.status, `${ext} export`).toBe(200);
    return new Uint8Array(await response.arrayBuffer());
  };
  const docx = wordLines(await bytes('docx'))
    .map((line) => line.text)
    .join('\n');
  const xlsx = [...(await workbookRows(await bytes('xlsx'))).values()].flat(2).map(String).join('\n');
  const csv = csvRecords(await bytes('csv'))
    .map((record) => Object.values(record).join('\t'))
    .join('\n');
  const qdpx = Object.values(unzipSync(await bytes('qdpx')))
    .map((file) => strFromU8(file))
    .join('\n');
  return { docx, xlsx, csv, qdpx };
}

async function runAnalysis(client: Client, interviewId: string) {
  const page = await client.get(`/interview/setup/${interviewId}/analysis/ai`);
  expect(page.status).toBe(200);
  const report = getDb().select().from(schema.reports).where(eq(schema.reports.interviewId, interviewId)).get()!;
  const run = await client.post(`/interview/setup/${interviewId}/analysis/ai?index&report=${report.id}`, {
    intent: 'analysis-run',
    model: 'builtin',
  });
  expect(run.status).toBe(302);
  // A run that would replace results asks first: confirmed as its button would.
  const location = run.headers.get('location') ?? '';
  if (location.includes('modal=rerun')) {
    const html = await (await client.get(location)).text();
    const form = [...html.matchAll(/<form\b[^>]*>([\s\S]*?)<\/form>/g)].find((m) => /name="confirmed"/.test(m[1]!))![1]!;
    const fields: Record<string, string> = {};
    for (const input of form.matchAll(/<input\b[^>]*>/g)) {
      const name = /\bname="([^"]*)"/.exec(input[0])?.[1];
      if (name) fields[name] = (/\bvalue="([^"]*)"/.exec(input[0])?.[1] ?? '').replace(/&amp;/g, '&');
    }
    expect((await client.post(`/interview/setup/${interviewId}/analysis/ai?index&report=${report.id}`, fields)).status).toBeLessThan(400);
  }
  await whenIdle();
  return report.id;
}

describe("the respondent's receipt", () => {
  test('the end screen gives a private link that shows the transcript read-only, with a download, and nothing of the researcher’s', async () => {
    const { withdrawn } = await study();
    const path = await receiptFromEndScreen(withdrawn.shortLink);
    const page = await respondent().get(path);
    expect(page.status).toBe(200);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const html = await page.text();
    const text = textOf(html);
    expect(text).toContain('Your answers');
    expect(text).toContain(WITHDRAWN.experience);
    expect(text).toContain(TOPICS_QUESTIONS[1]!.title);
    expect(text).toContain('Withdraw my answers');
    expect(html).not.toContain(CANDIDATE);
    // Nothing on the page is fetched from, or links to, anywhere else; no framework scripts either.
    expect(html).not.toMatch(/(?:src|href|action)="(?:https?:)?\/\//);
    expect(html).not.toMatch(/<script/);

    const download = await respondent().get(`${path}/transcript.txt`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toContain('text/plain');
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="answers-${withdrawn.shortLink}.txt"`);
    const file = await download.text();
    expect(file).toContain(`You:\n${WITHDRAWN.change}`);
    expect(file).not.toContain(CANDIDATE);
  });

  test('a token that is wrong, cut short or made up opens nothing (404), and an address that keeps guessing is refused (429)', async () => {
    const { withdrawn } = await study();
    const path = await receiptFromEndScreen(withdrawn.shortLink);
    const guesser = respondent();
    const secretChanged = path.slice(0, -1) + (path.endsWith('A') ? 'B' : 'A');
    for (const bad of [secretChanged, path.slice(0, -5), '/receipt/not-a-token', `/receipt/${'A'.repeat(22)}.${'B'.repeat(43)}`]) {
      const response = await guesser.get(bad);
      expect(response.status, bad).toBe(404);
      expect(textOf(await response.text())).toContain('This link is not valid.');
    }
    for (let i = 4; i < RECEIPT_MISSES_PER_10_MINUTES; i++) expect((await guesser.get(secretChanged)).status).toBe(404);
    // Past the limit even the right token waits: the address is refused before any look-up.
    const refused = await guesser.get(path);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await respondent().get(path)).status).toBe(200);
  });

  test('withdrawing asks once more, then deletes the dialog and its quotes from the analysis and every export; the list keeps a tombstone without words', async () => {
    const { client, interview, withdrawn, others } = await study();
    const path = await receiptFromEndScreen(withdrawn.shortLink);
    const reportId = await runAnalysis(client, interview.id);

    const quotes = getDb()
      .select({ content: schema.messages.content, start: schema.citations.start, end: schema.citations.end })
      .from(schema.citations)
      .innerJoin(schema.messages, eq(schema.messages.id, schema.citations.messageId))
      .where(eq(schema.citations.dialogId, withdrawn.id))
      .all()
      .map((q) => q.content.slice(q.start, q.end))
      .filter((quote) => !TOPICS_DIALOGS.some((said) => said.experience.includes(quote) || said.change.includes(quote)));
    expect(quotes.length, 'the analysis quoted the respondent before the withdrawal').toBeGreaterThan(0);
    const before = await exportTexts(client, reportId);
    for (const [format, text] of Object.entries(before)) expect(text, format).toContain('Zwolle');

    const ftsZwolle = () => getDb().get<{ n: number }>(sql`select count(*) as n from message_fts where message_fts match 'Zwolle'`)!.n;
    const indexedBefore = ftsZwolle();
    // The first step is a page of its own (a link, so no script is needed); only its form deletes.
    const confirm = await respondent().get(`${path}?confirm=withdraw`);
    expect(textOf(await confirm.text())).toContain('Withdraw your answers?');
    expect(getDb().select().from(schema.dialogs).where(eq(schema.dialogs.id, withdrawn.id)).get()).toBeDefined();
    const posted = await respondent().post(path, { intent: 'withdraw' }, { headers: { Origin: 'null', 'Sec-Fetch-Site': 'same-origin' } });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe(path);

    // Stored: no dialog, no message, no quote, no search entry, no score; the other dialogs as they were.
    const db = getDb();
    expect(db.select().from(schema.dialogs).where(eq(schema.dialogs.id, withdrawn.id)).all()).toEqual([]);
    expect(db.select().from(schema.messages).where(eq(schema.messages.dialogId, withdrawn.id)).all()).toEqual([]);
    expect(db.select().from(schema.citations).where(eq(schema.citations.dialogId, withdrawn.id)).all()).toEqual([]);
    expect(db.select().from(schema.sampleScores).where(eq(schema.sampleScores.dialogId, withdrawn.id)).all()).toEqual([]);
    // Its two answers leave the full-text index (other studies of this file hold the same words).
    expect(ftsZwolle()).toBe(indexedBefore - 2);
    expect(db.get<{ n: number }>(sql`select count(*) as n from message_search_rows where dialog_id = ${withdrawn.id}`)!.n).toBe(0);
    const topicMembers = db
      .select({ ids: schema.codingTopics.dialogIds })
      .from(schema.codingTopics)
      .where(eq(schema.codingTopics.reportId, reportId))
      .all();
    expect(topicMembers.flatMap((t) => t.ids ?? [])).not.toContain(withdrawn.id);
    expect(
      db
        .select()
        .from(schema.dialogs)
        .where(
          inArray(
            schema.dialogs.id,
            others.map((d) => d.id),
          ),
        )
        .all(),
    ).toHaveLength(others.length);

    // Shown: the receipt says when; the analysis says the report needs a new run; the exports hold none of the words.
    const after = textOf(await (await respondent().get(path)).text());
    expect(after).toMatch(/Your answers were deleted on \d{1,2} \w{3} \d{4}, \d{2}:\d{2} UTC\./);
    expect(after).not.toContain('Zwolle');
    const analysis = textOf(await (await client.get(`/interview/setup/${interview.id}/analysis/ai?report=${reportId}`)).text());
    expect(analysis).toContain('Run the analysis again to bring the report up to date.');
    expect(analysis).not.toContain('Zwolle');
    const exported = await exportTexts(client, reportId);
    for (const [format, text] of Object.entries(exported)) {
      expect(text, format).not.toContain('Zwolle');
      for (const quote of quotes) expect(text, `${format}: ${quote}`).not.toContain(quote);
    }

    // The participants list: the label and the time, none of the words.
    const list = textOf(await (await client.get(`/interview/setup/${interview.id}/participants`)).text());
    expect(list).toContain('Withdrawn by the respondent');
    expect(list).toMatch(new RegExp(`Dialog # ${withdrawn.shortLink} withdrawn by the respondent on \\d`));
    expect(list).not.toContain('Zwolle');

    // A second post changes nothing; a re-run brings no quote back, and clears the notice.
    expect((await respondent().post(path, { intent: 'withdraw' })).status).toBe(303);
    await runAnalysis(client, interview.id);
    const rerun = await exportTexts(client, reportId);
    for (const [format, text] of Object.entries(rerun)) expect(text, format).not.toContain('Zwolle');
    const reran = textOf(await (await client.get(`/interview/setup/${interview.id}/analysis/ai?report=${reportId}`)).text());
    expect(reran).not.toContain('Run the analysis again to bring the report up to date.');
  });
});
