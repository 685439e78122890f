import { engineLabel } from '~/ai/model-label';
import { type TableColumn, tableXml } from '~/features/documents/docx-table.server';
import type { ZipEntry } from '~/features/documents/zip-stream.server';
import { respondentCheckMethod } from '~/features/member-check/export-lines';
import { formatDateTime } from '~/lib/format-date';

import { agreement } from '../citations/citations.server';
import { fittingText } from '../citations/fitting-text';
import { SECTION_TITLES } from '../ui/section-index';
import {
  type ExportCitation,
  type ExportData,
  type ExportKeyTopic,
  type ExportSummary,
  type ExportTopic,
  SUMMARY_TITLES,
} from './export-data.server';
import { qualityGuardMethod } from './quality-guard-lines';
import { buildReportTemplate, reportParagraph, type ReportParagraphKind, type ReportTemplate } from './report-docx-template.server';
import { provenanceTexts } from './report-provenance.server';
import { themeReviewMethod } from './reviewed-key-topics.server';

/** Spec §9. */
export const docxFileName = (reportId: string) => `interview-analysis-${reportId}.docx`;

const NOTHING = 'No results in this report yet.';
const NO_EXECUTIVE_SUMMARY = 'No executive summary yet.';

const METHOD_COLUMNS: TableColumn[] = [
  { title: 'Item', share: 0.4 },
  { title: 'Value', share: 0.6 },
];
/** A dialog's label ("Dialog # k3x9qz") on one line at the tables' 9 points, whatever its letters. */
const DIALOG_COLUMN: TableColumn = { title: 'Dialog', share: 0.22, noWrap: true };
const SAMPLE_COLUMNS: TableColumn[] = [
  DIALOG_COLUMN,
  { title: 'Score', share: 0.08, align: 'right' },
  { title: 'Included', share: 0.2 },
  { title: 'Reason', share: 0.5 },
];
const AGREEMENT_COLUMNS: TableColumn[] = [
  { title: 'Topic', share: 0.64 },
  { title: 'Votes', share: 0.12, align: 'right' },
  { title: 'Accepted', share: 0.24, align: 'right' },
];
const DIALOG_TOPIC_COLUMNS: TableColumn[] = [
  { title: 'Topic', share: 0.35 },
  { title: 'Insights', share: 0.65 },
];
const KEY_TOPIC_COLUMNS: TableColumn[] = [
  { title: 'Key topic', share: 0.35 },
  { title: 'Dialogs', share: 0.3 },
  { title: 'Questions', share: 0.35 },
];
const BLOCK_TOPIC_COLUMNS: TableColumn[] = [
  { title: 'Topic', share: 0.7 },
  { title: 'Dialogs', share: 0.3, align: 'right' },
];
const CODED_ANSWER_COLUMNS: TableColumn[] = [DIALOG_COLUMN, { title: 'Answer', share: 0.78 }];

/** What a quote's attribution adds after its source: snapped to the respondent's words, accepted by the researcher. */
const marks = (c: ExportCitation) => `${c.verification === 'snapped' ? ' · snapped' : ''}${c.vote === 'accepted' ? ' · accepted' : ''}`;

/** Entries grouped by their `block`, in first-seen order. */
function byBlock<T extends { block: string }>(entries: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const entry of entries) groups.set(entry.block, [...(groups.get(entry.block) ?? []), entry]);
  return groups;
}
const percent = (share: number) => `${Math.round(share * 100)}%`;

/** What every section writes with: the template's paragraphs, the dialogs' labels, and how quotes and topics read. */
type Doc = {
  data: ExportData;
  p: (kind: ReportParagraphKind, ...texts: string[]) => string;
  labels: Map<string, string>;
  quotes: (list: readonly ExportCitation[]) => string;
  topicBody: (topic: Pick<ExportTopic, 'insights' | 'citations'>) => string;
  /** "n of N dialogs" with the N the topics run analysed, as the page states it (the sample may have moved since). */
  coverage: (topic: Pick<ExportTopic, 'dialogCount'>) => string;
  included: number;
};

function docOf(template: ReportTemplate, data: ExportData): Doc {
  const p = (kind: ReportParagraphKind, ...texts: string[]) => reportParagraph(template, kind, ...texts);
  const labels = new Map(data.dialogs.map((d) => [d.id, d.label]));
  const quotes = (list: readonly ExportCitation[]) =>
    list.map((c) => p('quote', `“${c.text}”`, ` — ${labels.get(c.dialogId) ?? ''}${marks(c)}`)).join('');
  const topicBody = (topic: Pick<ExportTopic, 'insights' | 'citations'>) =>
    (topic.insights ? p('text', topic.insights) : '') + quotes(topic.citations);
  const included = data.dialogs.filter((d) => d.included).length;
  const coverage = (topic: Pick<ExportTopic, 'dialogCount'>) => `${topic.dialogCount} of ${data.topicsIncluded ?? included} dialogs`;
  return { data, p, labels, quotes, topicBody, coverage, included };
}

function* titlePage({ p, data }: Doc): Generator<string> {
  yield p('title', data.interview.title);
  yield p('subtitle', `AI analysis · ${data.report.name}`);
  yield p('field', 'Report: ', data.report.name);
  yield p('field', 'Created: ', formatDateTime(data.report.createdAt));
  yield p('field', 'Exported: ', formatDateTime(data.exportedAt));
}

/** The method's figures: models, language, the sample's threshold, the dialogs counted and how the quotes fared. */
function methodFigures({ data, included }: Doc): [string, string][] {
  const g = data.grounding.total;
  const fitting = fittingText(g);
  return [
    ['Models', data.models.map((model) => engineLabel(model) || '—').join(', ') || '—'],
    ['Language', data.interview.language],
    ...(data.segment ? [['Segment', data.segment] satisfies [string, string]] : []),
    ...((data.hasSample
      ? [
          ['Sample analysed', data.report.sampleAnalyzedAt ? formatDateTime(data.report.sampleAnalyzedAt) : '—'],
          ['Quality threshold', String(data.report.sampleThreshold)],
        ]
      : [['Quality threshold', 'no sample was scored, so every dialog with answers is included']]) satisfies [string, string][]),
    ['Dialogs included', String(included)],
    ['Dialogs excluded', String(data.dialogs.length - included)],
    ...qualityGuardMethod(data),
    ['Quotes verbatim', String(g.verbatim)],
    ['Quotes snapped to the respondent’s words', String(g.snapped)],
    ['Quotes dropped as not found', String(g.dropped)],
    ...(fitting ? [['Model answers', fitting] satisfies [string, string]] : []),
    ...respondentCheckMethod(data.respondentChecks),
  ];
}

/** The researchers' votes on each block's topic and subtopics, where anyone voted. */
function* agreementTable({ p, data }: Doc): Generator<string> {
  const agreements = data.blocks.flatMap((block) =>
    (block.topics ? [block.topics, ...block.topics.subtopics] : []).map((t) => ({
      name: t === block.topics ? block.title : `${block.title} — ${t.title}`,
      ...agreement([t.votes]),
    })),
  );
  const voted = agreements.filter((a) => a.votes > 0);
  if (voted.length === 0) yield p('muted', 'No researcher has voted on a quote yet.');
  else
    yield* tableXml(
      AGREEMENT_COLUMNS,
      voted.map((a) => [a.name, String(a.votes), percent(a.share!)]),
    );
}

/** Method: its figures, the sample and the researchers' agreement as tables. */
function* methodSection(doc: Doc): Generator<string> {
  const { p, data } = doc;
  yield p('heading1OnNewPage', 'Method');
  yield* tableXml(METHOD_COLUMNS, methodFigures(doc));
  yield p('muted', 'Every quote below was checked against the dialog it cites; quotes a researcher rejected are left out.');
  if (data.hasSample) {
    yield p('heading2', 'Sample');
    yield* tableXml(
      SAMPLE_COLUMNS,
      data.dialogs.map((d) => [
        d.label,
        d.score === null ? '—' : String(d.score),
        `${d.included ? 'Yes' : 'No'}${d.manualIncluded === null ? '' : ', set by the researcher'}`,
        d.scoreReason ?? '',
      ]),
    );
  }
  yield p('heading2', 'How each section was made');
  for (const section of data.provenance) for (const line of provenanceTexts(section)) yield p('field', `${section.section}: `, line);
  yield p('heading2', 'Researcher agreement per topic');
  yield* agreementTable(doc);
  yield p('heading2', 'Theme review');
  yield* tableXml(METHOD_COLUMNS, themeReviewMethod(data.keyTopics, data.themeReview.agreement, data.themeReview.model));
}

type DialogTopicEntry = { block: string; topic: ExportTopic; subtopics: ExportTopic[] };

/** A dialog's topics as the page nests them, its subtopics under their topic, by dialog. */
function topicsByDialog(data: ExportData): Map<string, DialogTopicEntry[]> {
  const byDialog = new Map<string, DialogTopicEntry[]>();
  for (const block of data.blocks)
    for (const topic of block.dialogTopics) {
      if (topic.parentId) continue;
      const subtopics = block.dialogTopics.filter((t) => t.parentId === topic.id);
      byDialog.set(topic.dialogId, [...(byDialog.get(topic.dialogId) ?? []), { block: block.title, topic, subtopics }]);
    }
  return byDialog;
}

/**
 * One question's quotes of a dialog, each once with the topics it supports (one sentence often supports several of
 * a dialog's topics). A quote already in `shown` (under an earlier question) is not repeated.
 */
function dialogQuotes({ p }: Doc, entries: DialogTopicEntry[], shown: Set<string>): string {
  const cited = new Map<string, { citation: ExportCitation; topics: string[] }>();
  for (const t of entries.flatMap(({ topic, subtopics }) => [topic, ...subtopics]))
    for (const citation of t.citations) {
      const key = citation.text.trim();
      if (shown.has(key)) continue;
      const entry = cited.get(key) ?? { citation, topics: [] };
      if (!entry.topics.includes(t.title)) entry.topics.push(t.title);
      cited.set(key, entry);
    }
  let xml = '';
  for (const [key, { citation, topics: supported }] of cited) {
    shown.add(key);
    xml += p('quote', `“${citation.text}”`, ` — ${supported.join(', ')}${marks(citation)}`);
  }
  return xml;
}

/** 1. Individual Dialogs: per dialog and question, its topics in a table, then their quotes; counted by its count. */
function* individualDialogs(doc: Doc): Generator<string> {
  const { p, data } = doc;
  yield p('heading1OnNewPage', SECTION_TITLES['individual-dialogs']);
  const byDialog = topicsByDialog(data);
  if (byDialog.size === 0) yield p('muted', NOTHING);
  for (const dialog of data.dialogs) {
    const topics = byDialog.get(dialog.id);
    if (!topics) continue;
    yield p('heading2', `${dialog.label} · ${dialog.topicCount} topic${dialog.topicCount === 1 ? '' : 's'}`);
    const shown = new Set<string>();
    for (const [block, entries] of byBlock(topics)) {
      yield p('heading3', block);
      yield* tableXml(
        DIALOG_TOPIC_COLUMNS,
        entries.flatMap(({ topic, subtopics }) => [
          [topic.title, topic.insights ?? ''],
          ...subtopics.map((sub) => [`${topic.title} › ${sub.title}`, sub.insights ?? '']),
        ]),
      );
      yield dialogQuotes(doc, entries, shown);
    }
  }
}

/** 2. Individual Answers: per block, each dialog's answer and its quotes. */
function* individualAnswers({ p, data, labels, quotes }: Doc): Generator<string> {
  yield p('heading1', SECTION_TITLES['individual-answers']);
  if (data.blocks.every((b) => b.answers.length === 0)) yield p('muted', NOTHING);
  for (const block of data.blocks) {
    if (block.answers.length === 0) continue;
    yield p('heading2', block.title);
    for (const answer of block.answers)
      yield p('field', `${labels.get(answer.dialogId) ?? ''}: `, answer.answer) + quotes(answer.citations);
  }
}

/** 3. Recommendations by Topic: per block, each recommendation and its quotes. */
function* recommendationsByTopic({ p, data, quotes }: Doc): Generator<string> {
  yield p('heading1', SECTION_TITLES['recommendations-by-topic']);
  if (data.blocks.every((b) => b.recommendations.length === 0)) yield p('muted', NOTHING);
  for (const block of data.blocks) {
    if (block.recommendations.length === 0) continue;
    yield p('heading2', block.title);
    for (const rec of block.recommendations) yield p('heading3', rec.title) + p('text', rec.description) + quotes(rec.citations);
  }
}

/** 4. Key Topics: a table of them, then each with its coverage, questions, insights and quotes. */
function* keyTopicsSection({ p, data, topicBody, included }: Doc): Generator<string> {
  // What the count counts: the members after the review, confirmed or only suggested, of the dialogs analysed.
  const keyTopicCount = (t: ExportKeyTopic) => `${t.countText} (of ${data.topicsIncluded ?? included} analysed)`;
  yield p('heading1', SECTION_TITLES['key-topics']);
  if (data.keyTopics.length === 0) yield p('muted', NOTHING);
  else
    yield* tableXml(
      KEY_TOPIC_COLUMNS,
      data.keyTopics.map((t) => [t.title, keyTopicCount(t), t.blockTitles.join('; ')]),
    );
  for (const topic of data.keyTopics)
    yield (
      p('heading2', topic.title) +
      p('muted', `${keyTopicCount(topic)} · under ${topic.blockTitles.map((title) => `“${title}”`).join(', ')}`) +
      topicBody(topic)
    );
}

/** 6. Coding Blocks Analysis: per block, its insights, top words, subtopics with their coverage, and its quotes. */
function* codingBlocksAnalysis({ p, data, coverage, topicBody, quotes }: Doc): Generator<string> {
  yield p('heading1', SECTION_TITLES['coding-blocks-analysis']);
  if (data.blocks.every((b) => !b.topics)) yield p('muted', NOTHING);
  for (const block of data.blocks) {
    if (!block.topics) continue;
    let xml = p('heading2', block.title) + (block.topics.insights ? p('text', block.topics.insights) : '');
    if (block.topics.topWords.length > 0) xml += p('field', 'Top words: ', block.topics.topWords.join(', '));
    if (block.topics.subtopics.length > 0)
      xml += [
        ...tableXml(
          BLOCK_TOPIC_COLUMNS,
          block.topics.subtopics.map((t) => [t.title, coverage(t)]),
        ),
      ].join('');
    for (const topic of block.topics.subtopics) xml += p('heading3', topic.title) + p('muted', coverage(topic)) + topicBody(topic);
    if (block.topics.citations.length > 0) xml += p('heading3', 'Original quotes') + quotes(block.topics.citations);
    yield xml;
  }
}

/** 7. Recommendation Coding: per recommendation, the answers coded to it. */
function* recommendationCoding({ p, data, labels }: Doc): Generator<string> {
  yield p('heading1', SECTION_TITLES['recommendation-coding']);
  const answers = new Map(data.blocks.flatMap((b) => b.answers.map((a) => [a.id, a] as const)));
  if (data.blocks.every((b) => b.recommendations.every((r) => r.answerIds.length === 0))) yield p('muted', NOTHING);
  for (const block of data.blocks) {
    const coded = block.recommendations.filter((r) => r.answerIds.length > 0);
    if (coded.length === 0) continue;
    yield p('heading2', block.title);
    for (const rec of coded) {
      yield p('heading3', `${rec.title} · ${rec.answerIds.length} answer${rec.answerIds.length === 1 ? '' : 's'}`);
      yield* tableXml(
        CODED_ANSWER_COLUMNS,
        rec.answerIds.flatMap((id) => {
          const answer = answers.get(id);
          return answer ? [[labels.get(answer.dialogId) ?? '', answer.answer]] : [];
        }),
      );
    }
  }
}

/** A summary: its question (for a question's summary), model and date, its paragraphs, counts and quotes. */
function summaryBody({ p, data, quotes }: Doc, summary: ExportSummary) {
  const block = summary.blockId ? data.blocks.find((b) => b.id === summary.blockId) : undefined;
  let xml = block ? p('heading2', block.title) : '';
  xml += p(
    'muted',
    `Model: ${engineLabel(summary.model) || '—'} · generated ${formatDateTime(summary.generatedAt)}${summary.extractive ? ' · extractive: the respondents’ own sentences' : ''}`,
  );
  for (const part of summary.summary.split(/\n{2,}/)) if (part.trim()) xml += p('text', part.trim());
  const counts = [
    summary.totalResponses !== null ? `Responses: ${summary.totalResponses}` : '',
    summary.recommendationsAnalyzed !== null ? `Recommendations analysed: ${summary.recommendationsAnalyzed}` : '',
    summary.totalBlocksAnalyzed !== null ? `Blocks analysed: ${summary.totalBlocksAnalyzed}` : '',
  ].filter(Boolean);
  if (counts.length > 0) xml += p('muted', counts.join(' · '));
  return xml + quotes(summary.citations);
}

/**
 * The executive summary, once, under its heading at the top of the report: each point with the quote it rests on
 * (point i on the quote at position i, as the page pairs them).
 */
function* executiveSummary({ p, data, quotes }: Doc): Generator<string> {
  yield p('heading1', SUMMARY_TITLES.executive);
  const summary = data.summaries.findLast((s) => s.kind === 'executive');
  if (!summary) {
    yield p('muted', NO_EXECUTIVE_SUMMARY);
    return;
  }
  yield p(
    'muted',
    `Model: ${engineLabel(summary.model) || '—'} · generated ${formatDateTime(summary.generatedAt)}${summary.extractive ? ' · extractive: each key theme with its count and a respondent’s quote' : ''}`,
  );
  let xml = '';
  summary.summary.split('\n').forEach((point, i) => {
    if (point.trim()) xml += p('text', `• ${point.trim()}`) + quotes(summary.citations.filter((c) => c.position === i));
  });
  yield xml;
}

function* summariesSection(doc: Doc, title: string, kinds: readonly ExportSummary['kind'][]): Generator<string> {
  yield doc.p('heading1', title);
  const list = doc.data.summaries.filter((s) => kinds.includes(s.kind));
  if (list.length === 0) yield doc.p('muted', NOTHING);
  for (const summary of list) yield summaryBody(doc, summary);
}

/**
 * The body of word/document.xml, piece by piece: what a reader wants first (the executive summary and the key
 * themes), then the method, then the page's other sections in its order, the per-dialog lists among them.
 */
function* documentBody(template: ReportTemplate, data: ExportData): Generator<string> {
  const doc = docOf(template, data);
  yield template.head;
  yield* titlePage(doc);
  yield* executiveSummary(doc);
  yield* keyTopicsSection(doc);
  yield* methodSection(doc);
  yield* individualDialogs(doc);
  yield* individualAnswers(doc);
  yield* recommendationsByTopic(doc);
  // 5. Insights from Individual Coding (its executive summary opens the report)
  yield* summariesSection(doc, SECTION_TITLES['coding-insights'], ['coding_insights']);
  yield* codingBlocksAnalysis(doc);
  yield* recommendationCoding(doc);
  // 8 and 9. Question and Business Insights Summaries
  yield* summariesSection(doc, SECTION_TITLES['question-insights'], ['question_insights']);
  yield* summariesSection(doc, SECTION_TITLES['business-insights'], ['business_insights']);
  yield template.tail;
}

/** The package's entries: its fixed parts from `docx`, then the streamed document. */
export async function reportDocxEntries(data: ExportData): Promise<ZipEntry[]> {
  const template = await buildReportTemplate(`${data.interview.title} — ${data.report.name}`);
  return [
    ...template.parts.map((part) => ({ name: part.name, content: [part.data] })),
    { name: 'word/document.xml', content: documentBody(template, data), level: 1 as const },
  ];
}
