/**
 * One number per fact: a report analysed whole on the built-in engine, then worked on as a researcher does (quotes
 * rejected, a dialog excluded after the analysis, a question switched off), and every count the Word report, the
 * workbook, the Recommendation Coding workbook, the CSV and the REFI-QDA project state compared with the page's data
 * (the AI Analysis and Sample tabs' loaders, read as the browser reads them).
 */
import '../../server/job-handlers';

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { decode } from 'turbo-stream';
import { afterAll, beforeAll, expect, test } from 'vitest';

import { getDb, schema } from '@db/index';
import { BUILTIN_LABEL, BUILTIN_MODEL } from '~/ai/models';
import { voteOnCitation } from '~/features/analysis/citations/citations.server';
import { activeBlocks, updateBlock } from '~/features/analysis/coding/blocks.server';
import { startCoding } from '~/features/analysis/coding/coding-job.server';
import { agreementText } from '~/features/analysis/exports/reviewed-key-topics.server';
import { startRecCoding } from '~/features/analysis/recommendations/rec-coding-job.server';
import { startRecommendations } from '~/features/analysis/recommendations/recommendations-job.server';
import { createReport } from '~/features/analysis/reports/reports.server';
import { startSample } from '~/features/analysis/sample/sample.server';
import { generateBusinessInsights, generateQuestionInsights } from '~/features/analysis/summaries/summaries.server';
import { themeCountText } from '~/features/analysis/theme-review/count-text';
import { themeReviewOf } from '~/features/analysis/theme-review/theme-review.server';
import { updateThemes } from '~/features/analysis/theme-review/update-themes.server';
import { createExecutiveSummary } from '~/features/analysis/topics/executive.server';
import { startTopics } from '~/features/analysis/topics/topics.server';
import { startJobRunner, stopJobRunner } from '~/jobs/queue.server';
import type { loader as aiLoader } from '~/routes/interview-setup/interview.setup.$id.analysis.ai._index';
import type { loader as sampleLoader } from '~/routes/interview-setup/interview.setup.$id.analysis.sample';

import { finish, seedCorpus } from '../../scripts/bench/corpus-study';
import { COMMUTER_COFFEE } from '../fixtures/themes/commuter-coffee';
import { csvRecords, type WordLine, wordLines, workbookRows } from '../support/export-files';
import { signedInResearcher } from '../support/factories';
import { type RefiProject, strictQdpx } from '../support/strict-refi-reader';
import { type Client, startTestServer, type TestServer } from '../support/test-server';

const REFI_SCHEMA = path.resolve(__dirname, '../fixtures/refi-qda/Project-mrt2019.xsd');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  startJobRunner({ concurrency: 1 });
});
afterAll(async () => {
  await stopJobRunner();
  await server.close();
});

type AiData = Awaited<ReturnType<typeof aiLoader>>;
type SampleData = Awaited<ReturnType<typeof sampleLoader>>;

/** A page's loader data as the browser's data request reads it (single fetch, turbo-stream). */
async function loaderData<T>(client: Client, path: string, routeId: string, reportId: string): Promise<T> {
  const response = await client.get(`${path}.data?${new URLSearchParams({ report: reportId, _routes: routeId })}`);
  expect(response.status).toBe(200);
  const { value, done } = await decode(response.body!);
  await done;
  return (value as Record<string, { data: T }>)[routeId]!.data;
}

async function download(client: Client, url: string): Promise<Uint8Array> {
  const response = await client.get(url);
  expect(response.status, url).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

/** The report analysed whole, in the order a researcher runs it, then worked on. */
async function analysedAndWorkedOn() {
  const { user, client } = await signedInResearcher(server);
  const { interview } = seedCorpus(user, COMMUTER_COFFEE);
  const report = createReport(interview.id, 'Whole analysis');
  await finish(startSample(user.id, interview.id, report.id, { threshold: report.sampleThreshold, model: BUILTIN_MODEL }), 'The sample');
  await finish(startCoding(interview, report, BUILTIN_MODEL), 'Coding');
  await finish(startTopics(interview, report, BUILTIN_MODEL), 'Topics');
  await finish(startRecommendations(interview, report, { model: BUILTIN_MODEL }), 'Recommendations');
  const db = getDb();
  const withRecommendations = new Set(
    db
      .select()
      .from(schema.recommendations)
      .where(eq(schema.recommendations.reportId, report.id))
      .all()
      .map((r) => r.blockId),
  );
  for (const block of activeBlocks(interview).filter((b) => withRecommendations.has(b.id)))
    await finish(startRecCoding(interview, report, { blockId: block.id, model: BUILTIN_MODEL }), 'Recommendation coding');
  await generateQuestionInsights(interview, report, user.id, BUILTIN_MODEL);
  await generateBusinessInsights(interview, report, user.id, BUILTIN_MODEL);
  await createExecutiveSummary(report.id, user.id, interview.id, BUILTIN_MODEL);

  // The researcher reviews the largest theme: confirms one member, removes another, adds a passage of a dialog the
  // engine left out, and marks it reviewed; the other themes stay as suggested.
  const { themes } = themeReviewOf(report);
  const theme = [...themes].sort((a, b) => b.members.length - a.members.length)[0]!;
  expect(theme.members.length).toBeGreaterThan(2);
  const [kept, removed] = theme.members.map((m) => m.dialogId);
  updateThemes({ interview, report }, { action: 'confirm', themeId: theme.id, dialogIds: [kept!] });
  updateThemes({ interview, report }, { action: 'remove', themeId: theme.id, dialogId: removed! });
  const members = new Set(theme.members.map((m) => m.dialogId));
  const outsider = db
    .select()
    .from(schema.messages)
    .all()
    .find(
      (m) =>
        m.role === 'user' &&
        m.content.length > 20 &&
        !members.has(m.dialogId) &&
        themes.some((t) => t.members.some((x) => x.dialogId === m.dialogId)),
    )!;
  updateThemes({ interview, report }, { action: 'add', themeId: theme.id, messageId: outsider.id, start: 0, end: 20 });
  updateThemes({ interview, report }, { action: 'reviewed', themeId: theme.id });

  // One question is switched off in the settings; the researcher rejects a quote of each kind under the others.
  const price = activeBlocks(interview).find((b) => b.title === 'Price')!;
  const blockOf = new Map<string, string>();
  for (const table of [schema.codingTopics, schema.dialogAnswers, schema.recommendations, schema.summaries])
    for (const row of db.select({ id: table.id, blockId: table.blockId }).from(table).where(eq(table.reportId, report.id)).all())
      blockOf.set(row.id, row.blockId ?? '');
  const blockTopics = new Set(
    db
      .select()
      .from(schema.codingTopics)
      .where(eq(schema.codingTopics.reportId, report.id))
      .all()
      .filter((t) => t.blockId && !t.parentId && !t.dialogId)
      .map((t) => t.id),
  );
  const quotes = db
    .select()
    .from(schema.citations)
    .where(eq(schema.citations.reportId, report.id))
    .orderBy(schema.citations.position)
    .all();
  const underOthers = (owner: (c: (typeof quotes)[number]) => string | null) =>
    quotes.find((c) => owner(c) && blockOf.get(owner(c)!) !== price.id)!;
  for (const citation of [
    underOthers((c) => c.recommendationId),
    underOthers((c) => c.answerId),
    underOthers((c) => c.summaryId),
    underOthers((c) => (c.topicId && blockTopics.has(c.topicId) ? c.topicId : null)),
  ])
    voteOnCitation(report.id, citation.id, user.id, 'rejected');
  updateBlock(interview.id, price.id, { isActive: false });
  // A dialog whose answer was coded to a recommendation is excluded after the analysis.
  const coded = db.select().from(schema.recommendationCodings).where(eq(schema.recommendationCodings.reportId, report.id)).all();
  const answers = new Map(
    db
      .select()
      .from(schema.dialogAnswers)
      .where(eq(schema.dialogAnswers.reportId, report.id))
      .all()
      .map((a) => [a.id, a]),
  );
  // Not one the researcher confirmed or added: the REFI-QDA project's two coders are compared on it below.
  const excluded = coded
    .map((c) => answers.get(c.answerId)!)
    .find((a) => a.blockId !== price.id && a.dialogId !== kept && a.dialogId !== outsider.dialogId)!.dialogId;
  const override = await client.request(`/api/report/${report.id}/dialog-sample-status`, {
    method: 'POST',
    body: JSON.stringify({ dialog_id: excluded, included: false, manual_override: true }),
    headers: { 'Content-Type': 'application/json', Origin: client.baseUrl },
  });
  expect(override.status).toBe(200);
  return { client, interview, report };
}

type Facts = Record<string, Record<string, number | string>>;
const bump = (facts: Facts, fact: string, key: string, by = 1) => {
  const counts = (facts[fact] ??= {});
  counts[key] = Number(counts[key] ?? 0) + by;
};
/** Only the facts an export states, each with only the keys it states (a Word section lists only what it has). */
const pick = (facts: Facts, wanted: Record<string, (key: string, value: number | string) => boolean>): Facts =>
  Object.fromEntries(
    Object.entries(wanted).map(([fact, keep]) => [
      fact,
      Object.fromEntries(Object.entries(facts[fact] ?? {}).filter(([k, v]) => keep(k, v))),
    ]),
  );
const all = () => true;
const some = (_key: string, value: number | string) => value !== 0;

/**
 * What each point of a summary that begins with a key theme's name states about it: its count up to "(of N analysed)",
 * or, for a count not stated so, the rest of the point (which then differs from the theme's count).
 */
function themeStatements(facts: Facts, section: string, points: readonly string[], names: readonly string[]) {
  const longestFirst = [...names].sort((a, b) => b.length - a.length);
  for (const text of points) {
    const name = longestFirst.find((n) => text.startsWith(`${n}: `));
    if (!name) continue;
    const rest = text.slice(name.length + 2);
    facts.themeStatements = { ...facts.themeStatements, [`${section} › ${name}`]: /^.+? \(of \d+ analysed\)/.exec(rest)?.[0] ?? rest };
  }
}

/** Every count the page's data states. */
function pageFacts(ai: AiData, sample: SampleData): Facts {
  const facts: Facts = {};
  const included = sample.rows.filter((r) => r.included).length;
  const includedNow = new Set(sample.rows.filter((r) => r.included).map((r) => r.dialogId));
  facts.dialogs = { included, excluded: sample.rows.length - included };
  const g = ai.grounding.total;
  facts.quoteVerification = { verbatim: g.verbatim, snapped: g.snapped, dropped: g.dropped };
  for (const dialog of ai.coding.dialogs) {
    bump(facts, 'topicsPerDialog', dialog.label, dialog.topicsCount);
    for (const block of dialog.blocks)
      for (const topic of block.topics)
        bump(
          facts,
          'dialogTopicQuotes',
          `${dialog.label} › ${block.title}`,
          topic.quoteCount + topic.subtopics.reduce((n, s) => n + s.quoteCount, 0),
        );
  }
  for (const group of ai.coding.answers) {
    bump(facts, 'answersPerQuestion', group.title, group.answered);
    bump(
      facts,
      'answerQuotes',
      group.title,
      group.items.reduce((n, item) => n + item.quoteCount, 0),
    );
  }
  const base = ai.topics.run!.included;
  facts.topicsRun = { record: `Responses: ${base} · Blocks analysed: ${ai.topics.run!.blocks}` };
  const model = ai.topics.run!.model;
  for (const topic of ai.topics.keyTopics) {
    const countText = themeCountText({
      dialogCount: topic.dialogCount,
      confirmedCount: topic.confirmedCount,
      reviewed: topic.reviewed,
      model,
    });
    // Members and confirmed members are the theme's own, and the words say both.
    expect(topic.dialogCount).toBe(topic.dialogIds!.length);
    expect(topic.confirmedCount).toBe(topic.members.filter((m) => m.confirmed).length);
    facts.keyTopics = { ...facts.keyTopics, [topic.topic]: `${countText} (of ${base} analysed)` };
    // A project's sources are the dialogs included now: a confirmed member excluded since the run is counted on the
    // page until the next run, and has no source to be coded on.
    const confirmedNow = topic.members.filter((m) => m.confirmed && includedNow.has(m.dialogId)).length;
    if (confirmedNow > 0) bump(facts, 'confirmedMembers', topic.topic, confirmedNow);
    facts.keyThemes = { ...facts.keyThemes, [topic.topic]: `${countText} · ${topic.dialogCount} · ${topic.confirmedCount}` };
    if (topic.reviewAgreement)
      facts.themeAgreement = { ...facts.themeAgreement, [`Agreement: ${topic.topic}`]: agreementText(topic.reviewAgreement) };
  }
  facts.themeAgreement = { ...facts.themeAgreement, 'Agreement, all reviewed themes': agreementText(ai.topics.themeAgreement) };
  // The executive summary and the business summary were written before the review: they state the themes as it left them.
  const names = ai.topics.keyTopics.map((t) => t.topic);
  themeStatements(facts, 'Executive summary', ai.topics.executive?.points.map((p) => p.text) ?? [], names);
  themeStatements(facts, 'Business Insights Summary', ai.summaries.business?.points.map((p) => p.text) ?? [], names);
  for (const block of ai.topics.blocks) {
    bump(facts, 'originalQuotes', block.topic, block.quoteCount);
    for (const topic of block.subtopics) {
      facts.blockTopics = { ...facts.blockTopics, [`${block.topic} › ${topic.topic}`]: `${topic.dialogCount} of ${base}` };
      bump(facts, 'topicQuotes', `${block.topic} › ${topic.topic}`, topic.quoteCount);
    }
  }
  for (const block of ai.recommendations.blocks) {
    bump(facts, 'recommendationsPerQuestion', block.title, block.recommendations.length);
    for (const rec of block.recommendations) bump(facts, 'recommendationQuotes', `${block.title} › ${rec.title}`, rec.quoteCount);
    for (const group of block.coding.groups) bump(facts, 'codedAnswers', `${block.title} › ${group.title}`, group.answers.length);
  }
  for (const summary of ai.summaries.question) {
    facts.summaryCounts = {
      ...facts.summaryCounts,
      [summary.title]: `Responses: ${summary.totalResponses} · Recommendations analysed: ${summary.recommendationsAnalyzed}`,
    };
    bump(
      facts,
      'summaryQuotes',
      `Question Insights Summary › ${summary.title}`,
      summary.points.reduce((n, p) => n + p.quoteCount, 0),
    );
  }
  const business = ai.summaries.business!;
  facts.summaryCounts = { ...facts.summaryCounts, business: `Blocks analysed: ${business.totalBlocksAnalyzed}` };
  bump(
    facts,
    'summaryQuotes',
    'Business Insights Summary',
    business.points.reduce((n, p) => n + p.quoteCount, 0),
  );
  return facts;
}

/** The Word report's sections by their Heading 1. */
function sections(lines: WordLine[]): Map<string, WordLine[]> {
  const out = new Map<string, WordLine[]>();
  let current: WordLine[] = [];
  for (const line of lines) {
    if (line.style === 'Heading1') out.set(line.text, (current = []));
    else current.push(line);
  }
  return out;
}

/** A figure of the Method, written as a line ("Label: value") or as a table row (a cell, then its value's cell). */
function figure(lines: WordLine[], label: string): string | undefined {
  const at = lines.findIndex((l) => l.text === label);
  return at >= 0 ? lines[at + 1]?.text : undefined;
}

function wordFacts(lines: WordLine[]): Facts {
  const facts: Facts = {};
  const parts = sections(lines);
  const method = parts.get('Method')!;
  const dialogsLine = method.map((l) => /^Dialogs: (\d+) included, (\d+) excluded$/.exec(l.text)).find(Boolean);
  facts.dialogs = dialogsLine
    ? { included: Number(dialogsLine[1]), excluded: Number(dialogsLine[2]) }
    : { included: Number(figure(method, 'Dialogs included')), excluded: Number(figure(method, 'Dialogs excluded')) };
  const verification = method.map((l) => /^Quote verification: (\d+) verbatim, (\d+) snapped.*, (\d+) dropped/.exec(l.text)).find(Boolean);
  facts.quoteVerification = verification
    ? { verbatim: Number(verification[1]), snapped: Number(verification[2]), dropped: Number(verification[3]) }
    : {
        verbatim: Number(figure(method, 'Quotes verbatim')),
        snapped: Number(figure(method, 'Quotes snapped to the respondent’s words')),
        dropped: Number(figure(method, 'Quotes dropped as not found')),
      };
  const review = method.slice(method.findIndex((l) => l.style === 'Heading2' && l.text === 'Theme review'));
  review.forEach((line, i) => {
    if (line.text.startsWith('Agreement')) facts.themeAgreement = { ...facts.themeAgreement, [line.text]: review[i + 1]!.text };
  });
  const run = parts
    .get('Insights from Individual Coding')!
    .map((l) => /^Responses: \d+ · Blocks analysed: \d+$/.exec(l.text))
    .find(Boolean);
  if (run) facts.topicsRun = { record: run[0] };
  for (const line of parts.get('Individual Dialogs')!) {
    const heading = line.style === 'Heading2' ? /^(Dialog # \S+) · (\d+) topics?$/.exec(line.text) : null;
    if (heading) bump(facts, 'topicsPerDialog', heading[1]!, Number(heading[2]));
  }
  const names = [
    ...parts
      .get('Key Topics')!
      .filter((l) => l.style === 'Heading2')
      .map((l) => l.text),
  ];
  const points = (section: string) =>
    (parts.get(section) ?? []).flatMap((l) => l.text.split('\n')).map((line) => line.replace(/^• /, '').trim());
  themeStatements(facts, 'Executive summary', points('Executive summary'), names);
  themeStatements(facts, 'Business Insights Summary', points('Business Insights Summary'), names);
  const key = parts.get('Key Topics')!;
  key.forEach((line, i) => {
    const coverage = line.style === 'Heading2' ? /^(.+ \(of \d+ analysed\)) · under /.exec(key[i + 1]?.text ?? '') : null;
    if (coverage) facts.keyTopics = { ...facts.keyTopics, [line.text]: coverage[1]! };
  });
  let block = '';
  const blocks = parts.get('Coding Blocks Analysis')!;
  blocks.forEach((line, i) => {
    if (line.style === 'Heading2') block = line.text;
    const coverage = line.style === 'Heading3' ? /^(\d+ of \d+) dialogs$/.exec(blocks[i + 1]?.text ?? '') : null;
    if (coverage) facts.blockTopics = { ...facts.blockTopics, [`${block} › ${line.text}`]: coverage[1]! };
  });
  for (const line of parts.get('Recommendations by Topic')!) {
    if (line.style === 'Heading2') block = line.text;
    if (line.style === 'Heading3') bump(facts, 'recommendationsPerQuestion', block, 1);
  }
  for (const line of parts.get('Recommendation Coding')!) {
    if (line.style === 'Heading2') block = line.text;
    const coded = line.style === 'Heading3' ? /^(.+) · (\d+) answers?$/.exec(line.text) : null;
    if (coded) bump(facts, 'codedAnswers', `${block} › ${coded[1]}`, Number(coded[2]));
  }
  for (const line of parts.get('Question Insights Summary')!) {
    if (line.style === 'Heading2') block = line.text;
    const counts = /^Responses: \d+ · Recommendations analysed: \d+$/.exec(line.text);
    if (counts) facts.summaryCounts = { ...facts.summaryCounts, [block]: counts[0] };
  }
  const business = parts
    .get('Business Insights Summary')!
    .map((l) => /Blocks analysed: \d+/.exec(l.text))
    .find(Boolean);
  if (business) facts.summaryCounts = { ...facts.summaryCounts, business: business[0] };
  return facts;
}

type Rows = Map<string, unknown[][]>;
const records = (rows: unknown[][]) =>
  rows.slice(1).map((row) => Object.fromEntries((rows[0] as string[]).map((h, i) => [h, row[i] ?? ''])) as Record<string, unknown>);

/** The counts of quotes a flat list of them states (the CSV, the workbook's Quotes sheet): one row per quote. */
function quoteFacts(rows: Record<string, unknown>[], dialogLabel: (dialog: string) => string): Facts {
  const facts: Facts = {};
  for (const row of rows) {
    const [section, block, topic, summary] = [row.Section, row.Block, row.Topic, row.Summary ?? ''].map(String);
    if (section === 'Coding Blocks Analysis') bump(facts, topic ? 'topicQuotes' : 'originalQuotes', topic ? `${block} › ${topic}` : block!);
    if (section === 'Individual Dialogs')
      bump(facts, 'dialogTopicQuotes', `${dialogLabel(String(row['Dialog ID'] ?? row.Dialog))} › ${block}`);
    if (section === 'Individual Answers') bump(facts, 'answerQuotes', block!);
    if (section === 'Recommendations by Topic')
      bump(facts, 'recommendationQuotes', `${block} › ${summary.slice(0, summary.indexOf(': '))}`);
    if (section === 'Question Insights Summary') bump(facts, 'summaryQuotes', `Question Insights Summary › ${block}`);
    if (section === 'Business Insights Summary') bump(facts, 'summaryQuotes', 'Business Insights Summary');
  }
  return facts;
}

function workbookFacts(sheets: Rows): Facts {
  const facts: Facts = {};
  const method = new Map(records(sheets.get('Method')!).map((r) => [r.Item, r.Value]));
  facts.dialogs = { included: Number(method.get('Dialogs included')), excluded: Number(method.get('Dialogs excluded')) };
  facts.quoteVerification = {
    verbatim: Number(method.get('Quotes verbatim')),
    snapped: Number(method.get('Quotes snapped')),
    dropped: Number(method.get('Quotes dropped')),
  };
  for (const [item, value] of method)
    if (String(item).startsWith('Agreement')) facts.themeAgreement = { ...facts.themeAgreement, [String(item)]: String(value) };
  for (const row of records(sheets.get('Key themes')!))
    facts.keyThemes = { ...facts.keyThemes, [String(row.Theme)]: `${row.Count} · ${row.Dialogs} · ${row['Confirmed by you']}` };
  const sample = records(sheets.get('Sample')!);
  facts.sampleSheet = {
    included: sample.filter((r) => r.Included === 'Yes').length,
    excluded: sample.filter((r) => r.Included === 'No').length,
  };
  for (const row of records(sheets.get('Topics')!))
    if (row.Topic !== '(the block across dialogs)')
      facts.blockTopics = { ...facts.blockTopics, [`${row.Block} › ${row.Topic}`]: String(row['n of N']) };
  for (const row of records(sheets.get('Recommendations')!)) {
    bump(facts, 'recommendationsPerQuestion', String(row.Block));
    bump(facts, 'recommendationQuotes', `${row.Block} › ${row.Recommendation}`, Number(row.Quotes));
    bump(facts, 'codedAnswers', `${row.Block} › ${row.Recommendation}`, Number(row['Answers coded']));
  }
  const coding = records(sheets.get('Recommendation coding')!);
  for (const row of coding) bump(facts, 'codedAnswerRows', `${row.Block} › ${row.Recommendation}`);
  const answers = sheets.get('Answers')!;
  (answers[0] as string[]).slice(1).forEach((title, i) => {
    const answered = answers.slice(1).filter((row) => String(row[i + 1] ?? '').trim()).length;
    if (answered > 0) bump(facts, 'answersPerQuestion', title, answered);
  });
  // The Quotes sheet says what each quote supports by section and topic; a recommendation's quotes are counted on its own sheet.
  return { ...quoteFacts(records(sheets.get('Quotes')!), (label) => label), ...facts };
}

function refiFacts(project: RefiProject): Facts {
  const facts: Facts = {};
  const included = project.cases.filter((c) => c.values.get('Included') === 'true');
  facts.dialogs = { included: included.length, excluded: project.cases.length - included.length };
  facts.sources = { included: project.sources.length, withCase: included.filter((c) => c.sources.length === 1).length };
  const codes = new Map(project.codes.map((c) => [c.guid, c]));
  const blockOf = (guid: string): string => {
    let code = codes.get(guid)!;
    while (code.parent) code = codes.get(code.parent)!;
    return code.name;
  };
  for (const coding of project.codings) {
    const code = codes.get(coding.code)!;
    const parent = code.parent ? codes.get(code.parent)! : null;
    if (parent?.name === 'Key themes') {
      // The researcher's codings are the confirmed and added members: the confirmed count, theme by theme.
      if (coding.user === 'Researcher') bump(facts, 'confirmedMembers', code.name.replace(/ \(key theme\)$/, ''));
    } else if (!parent) bump(facts, 'originalQuotes', code.name);
    else if (parent.name === 'Questions') bump(facts, 'answerQuotes', code.name.replace(/ \(answers\)$/, ''));
    else if (code.description.startsWith('A topic the coding of single dialogs found'))
      bump(facts, 'dialogTopicQuotes', `${coding.sourceName} › ${blockOf(coding.code)}`);
    else bump(facts, 'topicQuotes', `${parent.name} › ${coding.selectionName}`);
  }
  for (const note of project.notes.values()) {
    const rec = /^Recommendation \((.+?)\): /.exec(note.name);
    if (rec) bump(facts, 'recommendationsPerQuestion', rec[1]!);
  }
  return facts;
}

test('every count the exports state is the page’s, for the same report', async () => {
  const { client, interview, report } = await analysedAndWorkedOn();
  const ai = await loaderData<AiData>(
    client,
    `/interview/setup/${interview.id}/analysis/ai`,
    'routes/interview.setup.$id.analysis.ai._index',
    report.id,
  );
  const sample = await loaderData<SampleData>(
    client,
    `/interview/setup/${interview.id}/analysis/sample`,
    'routes/interview.setup.$id.analysis.sample',
    report.id,
  );
  const page = pageFacts(ai, sample);
  // The report has something to count everywhere.
  expect(Object.values(page.topicsPerDialog!).filter((n) => n !== 0).length).toBeGreaterThan(10);
  expect(Object.values(page.codedAnswers!).some((n) => n !== 0)).toBe(true);
  expect(Object.keys(page.keyTopics!).length).toBeGreaterThan(3);

  const base = `/api/report/${report.id}`;
  // Soft: a failure lists every export that disagrees, not only the first.
  const word = wordFacts(wordLines(await download(client, `${base}/export.docx`)));
  expect.soft(word, 'the Word report').toEqual(
    pick(page, {
      dialogs: all,
      quoteVerification: all,
      topicsPerDialog: some,
      keyTopics: all,
      blockTopics: all,
      recommendationsPerQuestion: some,
      codedAnswers: some,
      summaryCounts: all,
      topicsRun: all,
      themeAgreement: all,
      themeStatements: all,
    }),
  );
  // Each summary point on a key theme states its count as the Key Topics do, the reviewed theme's confirmed count too.
  const statements = Object.entries(page.themeStatements ?? {});
  expect(statements.length).toBeGreaterThan(3);
  for (const [where, said] of statements) expect(said, where).toBe(page.keyTopics![where.slice(where.indexOf(' › ') + 3)]);
  expect(
    statements.filter(([where, said]) => where.startsWith('Executive summary') && String(said).includes('confirmed by you')),
  ).toHaveLength(1);
  // One theme reviewed, the others as the engine suggested them: the words tell them apart.
  const counts = Object.values(page.keyTopics!).map(String);
  expect(counts.filter((c) => c.includes('confirmed by you'))).toHaveLength(1);
  expect(counts.filter((c) => c.includes('suggested by the built-in engine, not reviewed')).length).toBeGreaterThan(2);
  expect(Object.keys(page.themeAgreement!)).toHaveLength(2);

  const workbook = workbookFacts(await workbookRows(await download(client, `/api/download_report_excel/${report.id}`)));
  expect.soft(workbook, 'the workbook').toEqual({
    ...pick(page, {
      keyThemes: all,
      themeAgreement: all,
      dialogs: all,
      quoteVerification: all,
      blockTopics: all,
      recommendationsPerQuestion: some,
      recommendationQuotes: all,
      codedAnswers: all,
      answersPerQuestion: some,
      originalQuotes: some,
      topicQuotes: some,
      dialogTopicQuotes: some,
      answerQuotes: some,
      summaryQuotes: some,
    }),
    sampleSheet: page.dialogs,
    codedAnswerRows: pick(page, { codedAnswers: some }).codedAnswers,
  });

  // The Recommendation Coding section's own workbook: one row per coded answer.
  const section = await workbookRows(await download(client, `/api/download_report_excel/${report.id}?part=recommendation-coding`));
  const sectionFacts: Facts = {};
  for (const row of records(section.get('Recommendation Coding')!))
    bump(sectionFacts, 'codedAnswers', `${row.Question} › ${row.Recommendation}`);
  expect.soft(sectionFacts, 'the Recommendation Coding workbook').toEqual(pick(page, { codedAnswers: some }));

  const labels = new Map(ai.coding.dialogs.map((d) => [d.shortLink, d.label]));
  const csv = quoteFacts(csvRecords(await download(client, `${base}/export.csv`)), (shortLink) => labels.get(shortLink) ?? shortLink);
  expect.soft(csv, 'the CSV').toEqual(
    pick(page, {
      originalQuotes: some,
      topicQuotes: some,
      dialogTopicQuotes: some,
      answerQuotes: some,
      recommendationQuotes: some,
      summaryQuotes: some,
    }),
  );

  const qdpx = await download(client, `${base}/export.qdpx`);
  const project = strictQdpx(qdpx);
  // The project with the key themes' two coders is valid QDA-XML (the official schema, with xmllint).
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qdpx-coders-'));
  fs.writeFileSync(path.join(dir, 'project.qde'), unzipSync(qdpx)['project.qde']!);
  const lint = spawnSync('xmllint', ['--noout', '--schema', REFI_SCHEMA, path.join(dir, 'project.qde')], { encoding: 'utf8' });
  expect(`${lint.stdout}${lint.stderr}`).toContain('validates');
  expect(project.codings).toHaveLength(project.exported);
  expect.soft(refiFacts(project), 'the REFI-QDA project').toEqual({
    ...pick(page, {
      dialogs: all,
      originalQuotes: some,
      topicQuotes: some,
      dialogTopicQuotes: some,
      answerQuotes: some,
      recommendationsPerQuestion: some,
      confirmedMembers: all,
    }),
    sources: { included: page.dialogs!.included, withCase: page.dialogs!.included },
  });

  // Two coders of the key themes, each their own user: the engine's codings are its suggestions, the researcher's the
  // confirmed and added members, so the removed dialog is the engine's alone and the added one the researcher's alone.
  const reviewed = ai.topics.keyTopics.find((t) => t.reviewed)!;
  const themeCodings = (user: string) =>
    new Set(
      project.codings
        .filter((c) => c.user === user && c.codeName.replace(/ \(key theme\)$/, '') === reviewed.topic)
        .map((c) => c.sourceName),
    );
  const engine = themeCodings(BUILTIN_LABEL);
  const researcher = themeCodings('Researcher');
  expect([...project.users.values()]).toEqual(expect.arrayContaining([BUILTIN_LABEL, 'Researcher']));
  expect(researcher.size).toBe(page.confirmedMembers![reviewed.topic]);
  expect([...engine].filter((d) => !researcher.has(d)).length, 'suggested, not kept').toBeGreaterThan(0);
  expect([...researcher].filter((d) => !engine.has(d)).length, 'added by the researcher').toBeGreaterThan(0);

  // The analytics chat, asked about a theme by its name, states its count as the Key Topics do.
  const unreviewed = ai.topics.keyTopics.find((t) => !t.reviewed)!;
  for (const theme of [reviewed, unreviewed]) {
    const response = await client.request('/api/analytics-chat', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: client.baseUrl },
      body: JSON.stringify({
        messages: [{ role: 'user', content: `What do respondents say about ${theme.topic}?` }],
        interviewContext: { interviewId: interview.id },
        model: BUILTIN_MODEL,
      }),
    });
    expect(response.status).toBe(200);
    const answer = String(((await response.json()) as { message: { content: string } }).message.content);
    expect(answer.split('\n')[0], theme.topic).toMatch(/^Key theme /);
    expect(answer.split('\n')[0]).toContain(`: ${page.keyTopics![theme.topic]}.`);
  }
}, 180_000);
