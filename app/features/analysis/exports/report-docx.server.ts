import { BUILTIN_LABEL, BUILTIN_MODEL } from '~/ai/models';
import { formatDateTime } from '~/lib/format-date';
import { agreement } from '../citations/citations.server';
import { fittingText } from '../citations/fitting-text';
import type { ExportCitation, ExportData, ExportSummary, ExportTopic } from './export-data.server';
import { provenanceTexts } from './report-provenance.server';
import { buildReportTemplate, reportParagraph, type ReportParagraphKind, type ReportTemplate } from './report-docx-template.server';
import type { ZipEntry } from '~/features/exports/zip-stream.server';

export const DOCX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** Spec §9. */
export const docxFileName = (reportId: string) => `interview-analysis-${reportId}.docx`;

/** The AI Analysis tab's sections, in the order the page shows them (spec §2). */
export const SECTION_TITLES = [
  'Individual Dialogs',
  'Individual Answers',
  'Recommendations by Topic',
  'Key Topics',
  'Insights from Individual Coding',
  'Coding Blocks Analysis',
  'Recommendation Coding',
  'Question Insights Summary',
  'Business Insights Summary',
] as const;

const NOTHING = 'No results in this report yet.';
const modelLabel = (model: string | null) => (!model ? '—' : model === BUILTIN_MODEL ? BUILTIN_LABEL : model);
const percent = (share: number) => `${Math.round(share * 100)}%`;

/** The body of word/document.xml, piece by piece. */
function* documentBody(template: ReportTemplate, data: ExportData): Generator<string> {
  const p = (kind: ReportParagraphKind, ...texts: string[]) => reportParagraph(template, kind, ...texts);
  const labels = new Map(data.dialogs.map((d) => [d.id, d.label]));
  const quotes = (list: readonly ExportCitation[]) =>
    list
      .map((c) =>
        p(
          'quote',
          `“${c.text}”`,
          ` — ${labels.get(c.dialogId) ?? ''}${c.verification === 'snapped' ? ' · snapped' : ''}${
            c.vote === 'accepted' ? ' · accepted' : ''
          }`
        )
      )
      .join('');
  const topicBody = (topic: Pick<ExportTopic, 'insights' | 'citations'>) =>
    (topic.insights ? p('text', topic.insights) : '') + quotes(topic.citations);
  const included = data.dialogs.filter((d) => d.included).length;
  // "n of N dialogs" with the N the topics run analysed, as the page states it (the sample may have moved since).
  const coverage = (topic: Pick<ExportTopic, 'dialogCount'>) => `${topic.dialogCount} of ${data.topicsIncluded ?? included} dialogs`;

  // Title page
  yield template.head;
  yield p('title', data.interview.title);
  yield p('subtitle', `AI analysis · ${data.report.name}`);
  yield p('field', 'Report: ', data.report.name);
  yield p('field', 'Created: ', formatDateTime(data.report.createdAt));
  yield p('field', 'Exported: ', formatDateTime(data.exportedAt));

  // Method
  yield p('heading1OnNewPage', 'Method');
  yield p('field', 'Models: ', data.models.map(modelLabel).join(', ') || '—');
  yield p('field', 'Language: ', data.interview.language);
  if (data.hasSample) {
    yield p('field', 'Sample analysed: ', data.report.sampleAnalyzedAt ? formatDateTime(data.report.sampleAnalyzedAt) : '—');
    yield p('field', 'Quality threshold: ', String(data.report.sampleThreshold));
  } else {
    yield p('field', 'Quality threshold: ', 'no sample was scored, so every dialog with answers is included');
  }
  yield p('field', 'Dialogs: ', `${included} included, ${data.dialogs.length - included} excluded`);
  const g = data.grounding.total;
  yield p(
    'field',
    'Quote verification: ',
    `${g.verbatim} verbatim, ${g.snapped} snapped to the respondent’s words, ${g.dropped} dropped as not found`
  );
  const fitting = fittingText(g);
  if (fitting) yield p('field', 'Model answers: ', fitting);
  yield p('muted', 'Every quote below was checked against the dialog it cites; quotes a researcher rejected are left out.');
  yield p('heading2', 'How each section was made');
  for (const section of data.provenance) for (const line of provenanceTexts(section)) yield p('field', `${section.section}: `, line);
  yield p('heading2', 'Researcher agreement per topic');
  const agreements = data.blocks.flatMap((block) =>
    (block.topics ? [block.topics, ...block.topics.subtopics] : []).map((t) => ({
      name: t === block.topics ? block.title : `${block.title} — ${t.title}`,
      ...agreement([t.votes]),
    }))
  );
  const voted = agreements.filter((a) => a.votes > 0);
  if (voted.length === 0) yield p('muted', 'No researcher has voted on a quote yet.');
  for (const a of voted) yield p('field', `${a.name}: `, `${percent(a.share!)} of ${a.votes} vote${a.votes === 1 ? '' : 's'} accepted`);

  // 1. Individual Dialogs
  yield p('heading1OnNewPage', SECTION_TITLES[0]);
  // A dialog's topics are counted as the page counts them: its subtopics sit under their topic.
  const byDialog = new Map<string, { block: string; topic: ExportTopic; subtopics: ExportTopic[] }[]>();
  for (const block of data.blocks)
    for (const topic of block.dialogTopics) {
      if (topic.parentId) continue;
      const subtopics = block.dialogTopics.filter((t) => t.parentId === topic.id);
      byDialog.set(topic.dialogId, [...(byDialog.get(topic.dialogId) ?? []), { block: block.title, topic, subtopics }]);
    }
  if (byDialog.size === 0) yield p('muted', NOTHING);
  for (const dialog of data.dialogs) {
    const topics = byDialog.get(dialog.id);
    if (!topics) continue;
    let xml = p('heading2', `${dialog.label} · ${topics.length} topic${topics.length === 1 ? '' : 's'}`);
    for (const { block, topic, subtopics } of topics) {
      xml += p('heading3', `${block}: ${topic.title}`) + topicBody(topic);
      for (const sub of subtopics) xml += p('field', 'Subtopic: ', sub.title) + topicBody(sub);
    }
    yield xml;
  }

  // 2. Individual Answers
  yield p('heading1', SECTION_TITLES[1]);
  if (data.blocks.every((b) => b.answers.length === 0)) yield p('muted', NOTHING);
  for (const block of data.blocks) {
    if (block.answers.length === 0) continue;
    yield p('heading2', block.title);
    for (const answer of block.answers)
      yield p('field', `${labels.get(answer.dialogId) ?? ''}: `, answer.answer) + quotes(answer.citations);
  }

  // 3. Recommendations by Topic
  yield p('heading1', SECTION_TITLES[2]);
  if (data.blocks.every((b) => b.recommendations.length === 0)) yield p('muted', NOTHING);
  for (const block of data.blocks) {
    if (block.recommendations.length === 0) continue;
    yield p('heading2', block.title);
    for (const rec of block.recommendations) yield p('heading3', rec.title) + p('text', rec.description) + quotes(rec.citations);
  }

  // 4. Key Topics
  yield p('heading1', SECTION_TITLES[3]);
  if (data.keyTopics.length === 0) yield p('muted', NOTHING);
  for (const topic of data.keyTopics) yield p('heading2', topic.title) + p('muted', `${coverage(topic)} · under ${topic.blockTitles.map((title) => `“${title}”`).join(', ')}`) + topicBody(topic);

  // 5. Insights from Individual Coding
  yield p('heading1', SECTION_TITLES[4]);
  const coding = data.summaries.filter((s) => s.kind === 'coding_insights' || s.kind === 'executive');
  if (coding.length === 0) yield p('muted', NOTHING);
  for (const summary of coding) yield summaryBody(summary);

  // 6. Coding Blocks Analysis
  yield p('heading1', SECTION_TITLES[5]);
  if (data.blocks.every((b) => !b.topics)) yield p('muted', NOTHING);
  for (const block of data.blocks) {
    if (!block.topics) continue;
    let xml = p('heading2', block.title) + (block.topics.insights ? p('text', block.topics.insights) : '');
    if (block.topics.topWords.length > 0) xml += p('field', 'Top words: ', block.topics.topWords.join(', '));
    for (const topic of block.topics.subtopics)
      xml += p('heading3', topic.title) + p('muted', coverage(topic)) + topicBody(topic);
    if (block.topics.citations.length > 0) xml += p('heading3', 'Original quotes') + quotes(block.topics.citations);
    yield xml;
  }

  // 7. Recommendation Coding
  yield p('heading1', SECTION_TITLES[6]);
  const answers = new Map(data.blocks.flatMap((b) => b.answers.map((a) => [a.id, a] as const)));
  if (data.blocks.every((b) => b.recommendations.every((r) => r.answerIds.length === 0))) yield p('muted', NOTHING);
  for (const block of data.blocks) {
    const coded = block.recommendations.filter((r) => r.answerIds.length > 0);
    if (coded.length === 0) continue;
    yield p('heading2', block.title);
    for (const rec of coded) {
      let xml = p('heading3', `${rec.title} · ${rec.answerIds.length} answer${rec.answerIds.length === 1 ? '' : 's'}`);
      for (const id of rec.answerIds) {
        const answer = answers.get(id);
        if (answer) xml += p('field', `${labels.get(answer.dialogId) ?? ''}: `, answer.answer);
      }
      yield xml;
    }
  }

  // 8 and 9. Question and Business Insights Summaries
  for (const [title, kind] of [
    [SECTION_TITLES[7], 'question_insights'],
    [SECTION_TITLES[8], 'business_insights'],
  ] as const) {
    yield p('heading1', title);
    const list = data.summaries.filter((s) => s.kind === kind);
    if (list.length === 0) yield p('muted', NOTHING);
    for (const summary of list) yield summaryBody(summary);
  }
  yield template.tail;

  function summaryBody(summary: ExportSummary) {
    const block = summary.blockId ? data.blocks.find((b) => b.id === summary.blockId) : undefined;
    let xml = block ? p('heading2', block.title) : '';
    xml += p(
      'muted',
      `Model: ${modelLabel(summary.model)} · generated ${formatDateTime(summary.generatedAt)}${
        summary.extractive ? ' · extractive: the respondents’ own sentences' : ''
      }`
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
}

/** The package's entries: its fixed parts from `docx`, then the streamed document. */
export async function reportDocxEntries(data: ExportData): Promise<ZipEntry[]> {
  const template = await buildReportTemplate(`${data.interview.title} — ${data.report.name}`);
  return [
    ...template.parts.map((part) => ({ name: part.name, content: [part.data] })),
    { name: 'word/document.xml', content: documentBody(template, data), level: 1 as const },
  ];
}
