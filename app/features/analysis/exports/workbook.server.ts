import { engineLabel } from '~/ai/model-label';
import type { SheetColumn } from '~/features/documents/xlsx-sheet.server';
import { type SheetsOf, streamWorkbook } from '~/features/documents/xlsx-workbook.server';
import { respondentCheckCells, respondentCheckMethod } from '~/features/member-check/export-lines';

import { type AnswerPlace, AT_CORRECTION, AT_MEMBER_CHECK } from '../reports/answer-places.server';
import { allCitations, type ExportData } from './export-data.server';
import { guardCellText, qualityGuardMethod } from './quality-guard-lines';
import { provenanceTexts } from './report-provenance.server';
import { themeReviewMethod } from './reviewed-key-topics.server';

export const xlsxFileName = (reportId: string) => `interview-analysis-${reportId}.xlsx`;

/** The sheets in order, with their columns. */
export const SHEETS: Record<string, SheetColumn[]> = {
  Topics: [
    { header: 'Block', key: 'block', width: 30, wrap: true },
    { header: 'Topic', key: 'topic', width: 30, wrap: true },
    { header: 'Insights', key: 'insights', width: 60, wrap: true },
    { header: 'Dialogs supporting it', key: 'dialogs', width: 12 },
    { header: 'n of N', key: 'share', width: 12, align: 'right' },
  ],
  'Key themes': [
    { header: 'Theme', key: 'theme', width: 30, wrap: true },
    { header: 'Questions', key: 'questions', width: 36, wrap: true },
    { header: 'Count', key: 'count', width: 48, wrap: true },
    { header: 'Reviewed', key: 'reviewed', width: 10 },
    // The figures last, right-aligned with their headers: a figure beside a left-aligned word read as one ("1 Yes").
    { header: 'Dialogs', key: 'dialogs', width: 10, align: 'right' },
    { header: 'Confirmed by you', key: 'confirmed', width: 12, align: 'right' },
  ],
  Quotes: [
    { header: 'Section', key: 'section', width: 22, wrap: true },
    { header: 'Block', key: 'block', width: 28, wrap: true },
    { header: 'Topic', key: 'topic', width: 28, wrap: true },
    { header: 'Dialog', key: 'dialog', width: 16 },
    { header: 'Question', key: 'question', width: 30, wrap: true },
    { header: 'Quote', key: 'quote', width: 60, wrap: true },
    { header: 'Verification', key: 'verification', width: 12 },
    { header: 'Vote', key: 'vote', width: 12 },
    { header: 'Model', key: 'model', width: 18 },
  ],
  Answers: [{ header: 'Dialog', key: 'dialog', width: 16 }],
  Recommendations: [
    { header: 'Block', key: 'block', width: 30, wrap: true },
    { header: 'Recommendation', key: 'title', width: 36, wrap: true },
    { header: 'Description', key: 'description', width: 60, wrap: true },
    { header: 'Added by', key: 'source', width: 18 },
    { header: 'Quotes', key: 'quotes', width: 10 },
    { header: 'Answers coded', key: 'answers', width: 12 },
  ],
  'Recommendation coding': [
    { header: 'Block', key: 'block', width: 30, wrap: true },
    { header: 'Recommendation', key: 'recommendation', width: 36, wrap: true },
    { header: 'Dialog', key: 'dialog', width: 16 },
    { header: 'Answer', key: 'answer', width: 60, wrap: true },
    { header: 'Relevance', key: 'relevance', width: 10 },
  ],
  Sample: [
    { header: 'Dialog', key: 'dialog', width: 16 },
    { header: 'Respondent', key: 'respondent', width: 24 },
    { header: 'Score', key: 'score', width: 8 },
    { header: 'Included', key: 'included', width: 10 },
    { header: 'Override', key: 'override', width: 12 },
    { header: 'Reason', key: 'reason', width: 60, wrap: true },
    { header: 'Member check', key: 'memberCheck', width: 16 },
    { header: 'Correction', key: 'correction', width: 48, wrap: true },
    { header: 'Captured views (1–4)', key: 'capturedViews', width: 12 },
    { header: 'Would prefer next time', key: 'preferredMode', width: 30, wrap: true },
    { header: 'Quality guard', key: 'guard', width: 60, wrap: true },
  ],
  Method: [
    { header: 'Item', key: 'item', width: 28, wrap: true },
    { header: 'Value', key: 'value', width: 80, wrap: true },
  ],
};

type IncludedDialogs = ExportData['dialogs'];

function writeTopics(sheet: SheetsOf, data: ExportData, includedCount: number) {
  const topics = sheet('Topics', SHEETS.Topics!);
  const share = (dialogCount: number) => `${dialogCount} of ${data.topicsIncluded ?? includedCount}`;
  for (const block of data.blocks) {
    if (!block.topics) continue;
    topics.add({
      block: block.title,
      topic: '(the block across dialogs)',
      insights: block.topics.insights ?? '',
      dialogs: block.topics.dialogCount,
      share: share(block.topics.dialogCount),
    });
    for (const topic of block.topics.subtopics)
      topics.add({
        block: block.title,
        topic: topic.title,
        insights: topic.insights ?? '',
        dialogs: topic.dialogCount,
        share: share(topic.dialogCount),
      });
  }
  topics.done();
}

/** The key themes after the review: members, confirmed members and the count in words, as the page states them. */
function writeKeyThemes(sheet: SheetsOf, data: ExportData) {
  const themes = sheet('Key themes', SHEETS['Key themes']!);
  for (const t of data.keyTopics)
    themes.add({
      theme: t.title,
      questions: t.blockTitles.join('; '),
      dialogs: t.dialogCount,
      confirmed: t.confirmedCount,
      reviewed: t.reviewed ? 'Yes' : 'No',
      count: t.countText,
    });
  themes.done();
}

/** Every quote with its section, block, topic, dialog and the question it answered. */
function writeQuotes(sheet: SheetsOf, data: ExportData, included: IncludedDialogs, labels: Map<string, string>) {
  const messageQuestion = new Map<string, AnswerPlace>();
  for (const d of included) for (const m of d.messages) if (m.role === 'user') messageQuestion.set(m.id, m.question);
  // A quote said at the member check answered no question: it is named as what it was.
  const questionTitle = (place: AnswerPlace | undefined) =>
    place === AT_CORRECTION
      ? 'Correction at the member check'
      : place === AT_MEMBER_CHECK
        ? 'At the member check'
        : place === undefined || place < 0
          ? ''
          : (data.interview.questions[place]?.title ?? '');
  const quotes = sheet('Quotes', SHEETS.Quotes!);
  for (const { section, block, topic, citation, model } of allCitations(data)) {
    quotes.add({
      section,
      block,
      topic,
      dialog: labels.get(citation.dialogId) ?? '',
      question: questionTitle(messageQuestion.get(citation.messageId)),
      quote: citation.text,
      verification: citation.verification,
      vote: citation.vote ?? 'not reviewed',
      model: engineLabel(model) ?? '',
    });
  }
  quotes.done();
}

/** Respondent × question: one row per included dialog, one column per block. */
function writeAnswers(sheet: SheetsOf, data: ExportData, included: IncludedDialogs) {
  const answers = sheet('Answers', [
    ...SHEETS.Answers!,
    ...data.blocks.map((b) => ({ header: b.title, key: b.id, width: 48, wrap: true })),
  ]);
  const byDialog = new Map<string, Record<string, string>>();
  for (const block of data.blocks)
    for (const answer of block.answers)
      byDialog.set(answer.dialogId, { ...(byDialog.get(answer.dialogId) ?? {}), [block.id]: answer.answer });
  for (const dialog of included) answers.add({ dialog: dialog.label, ...(byDialog.get(dialog.id) ?? {}) });
  answers.done();
}

function writeRecommendations(sheet: SheetsOf, data: ExportData) {
  const recommendations = sheet('Recommendations', SHEETS.Recommendations!);
  for (const block of data.blocks)
    for (const rec of block.recommendations)
      recommendations.add({
        block: block.title,
        title: rec.title,
        description: rec.description,
        source: rec.isCustom ? 'Researcher' : (engineLabel(rec.model) ?? ''),
        quotes: rec.citations.length,
        answers: rec.answerIds.length,
      });
  recommendations.done();
}

/** Each recommendation's coded answers, with their relevance. */
function writeRecommendationCoding(sheet: SheetsOf, data: ExportData, labels: Map<string, string>) {
  const coding = sheet('Recommendation coding', SHEETS['Recommendation coding']!);
  const answerById = new Map(data.blocks.flatMap((b) => b.answers.map((a) => [a.id, a] as const)));
  for (const block of data.blocks)
    for (const rec of block.recommendations)
      for (const id of rec.answerIds) {
        const answer = answerById.get(id);
        if (answer)
          coding.add({
            block: block.title,
            recommendation: rec.title,
            dialog: labels.get(answer.dialogId) ?? '',
            answer: answer.answer,
            relevance: rec.relevance.get(id) ?? null,
          });
      }
  coding.done();
}

/** The Sample sheet's columns: its own, then the interview's link variables and screener questions, a column each. */
export function sampleColumns(data: Pick<ExportData, 'recruitColumns' | 'consentColumns'>): SheetColumn[] {
  return [
    ...SHEETS.Sample!,
    ...data.recruitColumns.map((c, i): SheetColumn => ({
      header: c.name,
      key: `recruit${i}`,
      width: c.kind === 'variable' ? 24 : 30,
      wrap: true,
    })),
    ...data.consentColumns.map((c): SheetColumn => ({ header: c.name, key: c.key, width: 40, wrap: true })),
  ];
}

/** Every dialog of the sample: its score, inclusion and override, its member check, its link variables and screener answers. */
function writeSample(sheet: SheetsOf, data: ExportData) {
  const sample = sheet('Sample', sampleColumns(data));
  for (const dialog of data.dialogs)
    sample.add({
      ...Object.fromEntries(dialog.recruitValues.map((value, i) => [`recruit${i}`, value])),
      ...Object.fromEntries(data.consentColumns.map((c, i) => [c.key, dialog.consentValues[i] ?? ''])),
      dialog: dialog.label,
      respondent: dialog.aiRespondent ?? 'Real participant',
      score: dialog.score,
      included: dialog.included ? 'Yes' : 'No',
      override: dialog.manualIncluded === null ? null : dialog.manualIncluded ? 'Included' : 'Excluded',
      reason: dialog.scoreReason ?? '',
      ...respondentCheckCells(dialog.memberCheck, dialog.verdict),
      guard: guardCellText(dialog),
    });
  sample.done();
}

function methodRows(data: ExportData, includedCount: number): [string, string][] {
  const g = data.grounding.total;
  return [
    ['Interview', data.interview.title],
    ['Report', data.report.name],
    ['Exported', data.exportedAt.toISOString()],
    ['Models', data.models.map((model) => engineLabel(model) ?? '').join(', ')],
    ...(data.segment ? [['Segment', data.segment] as [string, string]] : []),
    ['Quality threshold', data.hasSample ? String(data.report.sampleThreshold) : 'no sample scored: every dialog with answers included'],
    ['Dialogs included', String(includedCount)],
    ['Dialogs excluded', String(data.dialogs.length - includedCount)],
    ...qualityGuardMethod(data),
    ['Quotes verbatim', String(g.verbatim)],
    ['Quotes snapped', String(g.snapped)],
    ['Quotes dropped', String(g.dropped)],
    ['Model answer items dropped (over a limit or unusable)', String(g.omitted)],
    ['Model answer texts trimmed to length', String(g.trimmed)],
    ['Rejected quotes', 'left out of every sheet'],
    ...respondentCheckMethod(data.respondentChecks),
    ...themeReviewMethod(data.keyTopics, data.themeReview.agreement, data.themeReview.model),
    ...data.provenance.flatMap((section) =>
      provenanceTexts(section).map((line): [string, string] => [`How it was made: ${section.section}`, line]),
    ),
  ];
}

function writeMethod(sheet: SheetsOf, data: ExportData, includedCount: number) {
  const method = sheet('Method', SHEETS.Method!);
  for (const [item, value] of methodRows(data, includedCount)) method.add({ item, value });
  method.done();
}

/**
 * The whole report as an Excel workbook, written with exceljs' streaming writer: every row is committed as soon
 * as it is added, so the workbook is never held whole. Each sheet laid out by `sheetWriter`: header frozen, filter
 * named for LibreOffice, set widths, rows as tall as their wrapped text.
 */
export function reportWorkbook(data: ExportData): ReadableStream<Uint8Array> {
  const labels = new Map(data.dialogs.map((d) => [d.id, d.label]));
  const included = data.dialogs.filter((d) => d.included);
  return streamWorkbook(
    (sheet) => {
      writeTopics(sheet, data, included.length);
      writeKeyThemes(sheet, data);
      writeQuotes(sheet, data, included, labels);
      writeAnswers(sheet, data, included);
      writeRecommendations(sheet, data);
      writeRecommendationCoding(sheet, data, labels);
      writeSample(sheet, data);
      writeMethod(sheet, data, included.length);
    },
    { creator: 'Qualia', created: data.exportedAt },
  );
}
