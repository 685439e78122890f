import { and, asc, eq, inArray, sql } from 'drizzle-orm';

import { getDb, schema } from '@db/index';
import type { Interview } from '@db/schema';
import type { QualityGuardFlag } from '~/ai/quality-guard/quality-flags';
import type { GroundingTally } from '~/ai/quotes/verify-quotes';
import { type ConsentTable, consentTable } from '~/features/consent/consent-columns.server';
import { type MemberCheckRecord, memberChecksOf } from '~/features/member-check/member-checks.server';
import { type RespondentChecks, respondentChecks } from '~/features/member-check/respondent-checks.server';
import { type RespondentVerdict, verdictsOf } from '~/features/member-check/verdicts.server';
import type { RecruitColumn } from '~/features/recruit/recruit-columns';
import { type RecruitTable, recruitTable } from '~/features/recruit/recruit-columns.server';

import { groundingSummary, type Vote } from '../citations/citations.server';
import { voteColumns } from '../citations/quote-votes.server';
import { activeBlocks, type CodingBlock } from '../coding/blocks.server';
import { type AnswerPlace, answerPlaces } from '../reports/answer-places.server';
import { dialogsOfTopic, isAnswer, isCountedQuote, topicsPerDialog } from '../reports/report-counts';
import { segmentSentence } from '../reports/report-segment';
import { reportSegmentView } from '../reports/report-segment.server';
import type { Report } from '../reports/reports.server';
import type { GuardCounts } from '../sample/guard-counts';
import { sampleView } from '../sample/sample.server';
import type { Agreement } from '../theme-review/agreement';
import { type BlindCoderCodings, blindCodersForExport } from '../theme-review/blind-codings.server';
import { themeReviewOf } from '../theme-review/theme-review.server';
import { keyThemeParts } from '../topics/topics.server';
import { withoutRejectedPoints } from './executive-points.server';
import type { TopicOf } from './export-topic';
import { reportProvenance, type SectionProvenance } from './report-provenance.server';
import {
  exportStatedThemes,
  type KeyTopicOf,
  reviewedExportBlocks,
  reviewedExportKeyTopics,
  statedSummaryRow,
} from './reviewed-key-topics.server';

const { citations, codingTopics, dialogAnswers, recommendations, recommendationCodings, summaries, messages } = schema;

/** A verified quote as the exports write it: its text read back from the message, this researcher's vote. */
export type ExportCitation = {
  id: string;
  dialogId: string;
  messageId: string;
  start: number;
  end: number;
  text: string;
  verification: 'verbatim' | 'snapped';
  relevance: string | null;
  /** Its place among its owner's quotes: an executive summary's point i rests on the quote at position i. */
  position: number;
  /** null: not reviewed. Rejected citations never reach an export. */
  vote: Exclude<Vote, 'rejected'> | null;
  accepted: number;
  rejected: number;
};

export type ExportTopic = TopicOf<ExportCitation>;
export type ExportBlockTopics = ExportTopic & { subtopics: ExportTopic[] };
/** A key theme after the researcher's review, with its members, confirmed count and count in words. */
export type ExportKeyTopic = KeyTopicOf<ExportCitation>;
export type ExportAnswer = { id: string; dialogId: string; answer: string; model: string | null; citations: ExportCitation[] };
export type ExportRecommendation = {
  id: string;
  title: string;
  description: string;
  isCustom: boolean;
  model: string | null;
  citations: ExportCitation[];
  answerIds: string[];
  relevance: Map<string, number | null>;
};
export type ExportSummary = {
  id: string;
  kind: (typeof schema.summaries.$inferSelect)['kind'];
  blockId: string | null;
  summary: string;
  extractive: boolean;
  model: string;
  generatedAt: Date;
  totalResponses: number | null;
  recommendationsAnalyzed: number | null;
  totalBlocksAnalyzed: number | null;
  citations: ExportCitation[];
};

export type ExportBlock = {
  id: string;
  title: string;
  description: string;
  questionIndex: number;
  /** The block across dialogs (Coding Blocks Analysis), when topics were run. */
  topics: ExportBlockTopics | null;
  /** Topics of single dialogs in this block (Individual Dialogs). */
  /** One dialog's topics; a subtopic names its topic (`parentId`), as the page nests it. */
  dialogTopics: (ExportTopic & { dialogId: string; parentId: string | null })[];
  answers: ExportAnswer[];
  recommendations: ExportRecommendation[];
};

export type ExportMessage = {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  createdAt: Date;
  /** For a respondent message: the guide question (0-based) it answered, -1 before the first, or the member check. */
  question: AnswerPlace;
};
export type ExportDialog = {
  id: string;
  shortLink: string;
  label: string;
  isGenerated: boolean;
  aiRespondent: string | null;
  included: boolean;
  score: number | null;
  scoreReason: string | null;
  manualIncluded: boolean | null;
  createdAt: Date;
  completedAt: Date | null;
  /** Its topics as Individual Dialogs counts them (`topicsPerDialog`). */
  topicCount: number;
  /** Only for included dialogs (excluded ones are listed, never written out). */
  messages: ExportMessage[];
  /** The summary read back at the end and the respondent's verdict on it; null when the dialog never reached it. */
  memberCheck: MemberCheckRecord | null;
  /** The respondent's answers to the verdict questions after the closing words. */
  verdict: RespondentVerdict | null;
  /** Its link variables and screener answers, under `ExportData.recruitColumns` ('' where it has none). */
  recruitValues: string[];
  /** The quality guard's flags from its last check, strong first, and whether a strong one left it out by default. */
  guardFlags: QualityGuardFlag[];
  guardExcluded: boolean;
  /** Its consent (answer, time, text version, AI named) under `ExportData.consentColumns`. */
  consentValues: string[];
};

export type ExportData = {
  interview: Pick<Interview, 'id' | 'title' | 'language' | 'questions'>;
  report: Report;
  exportedAt: Date;
  dialogs: ExportDialog[];
  blocks: ExportBlock[];
  /** Key themes after the researcher's review, each with the questions (block titles) it came up under. */
  keyTopics: ExportKeyTopic[];
  /** The engine's suggestions against the researcher's decisions over every reviewed theme, and who suggested. */
  themeReview: { agreement: Agreement; model: string };
  /** Every blind coder of the key themes, with the dialogs each put in each theme. */
  blindCoders: BlindCoderCodings[];
  summaries: ExportSummary[];
  grounding: { sections: Record<string, GroundingTally>; total: GroundingTally };
  /** Every model that produced something in the report, in first-seen order. */
  models: string[];
  hasSample: boolean;
  /** The quality guard over the report's dialogs: flagged, left out by default, by reason. */
  guard: GuardCounts;
  /** The dialogs the topics run analysed: the N of every topic's "n of N dialogs", as the page states it. */
  topicsIncluded: number | null;
  /** How each section's results were made. */
  provenance: SectionProvenance[];
  /** The member check's outcomes and the respondents' verdict over the included dialogs. */
  respondentChecks: RespondentChecks;
  /** The interview's link variables, then its screener questions: a column each after every export's own. */
  recruitColumns: RecruitColumn[];
  /** The consent's column when the interview asks for consent or a dialog answered it, after the recruitment's. */
  consentColumns: ConsentTable['columns'];
  /** "Segment: STUDY_ID = abc, 12 of 40 dialogs" when the report is limited to one. */
  segment: string | null;
};

const CHUNK = 500;

function chunked<T>(list: readonly T[], read: (part: T[]) => void) {
  for (let i = 0; i < list.length; i += CHUNK) read(list.slice(i, i + CHUNK));
}

/** The report's citations by owner id, those that count (`isCountedQuote`), text read from the messages. */
function reportCitations(
  reportId: string,
  userId: string,
  included: ReadonlySet<string>,
  contentOf: (messageId: string) => string | undefined,
) {
  const rows = getDb()
    .select({
      id: citations.id,
      topicId: citations.topicId,
      answerId: citations.answerId,
      recommendationId: citations.recommendationId,
      summaryId: citations.summaryId,
      dialogId: citations.dialogId,
      messageId: citations.messageId,
      start: citations.start,
      end: citations.end,
      verification: citations.verification,
      relevance: citations.relevance,
      position: citations.position,
      ...voteColumns(userId),
    })
    .from(citations)
    .where(eq(citations.reportId, reportId))
    .orderBy(asc(citations.position), asc(sql`${citations}.rowid`))
    .all();
  const byOwner = new Map<string, ExportCitation[]>();
  const votes = new Map<string, { accepted: number; rejected: number }>();
  for (const row of rows) {
    const ownerId = row.topicId ?? row.answerId ?? row.recommendationId ?? row.summaryId;
    if (ownerId && (row.accepted || row.rejected)) {
      const tally = votes.get(ownerId) ?? { accepted: 0, rejected: 0 };
      tally.accepted += row.accepted;
      tally.rejected += row.rejected;
      votes.set(ownerId, tally);
    }
    if (!isCountedQuote(row, included)) continue;
    const content = contentOf(row.messageId);
    if (content === undefined) continue;
    const owner = row.topicId ?? row.answerId ?? row.recommendationId ?? row.summaryId;
    if (!owner) continue;
    const list = byOwner.get(owner) ?? [];
    list.push({
      id: row.id,
      dialogId: row.dialogId,
      messageId: row.messageId,
      start: row.start,
      end: row.end,
      text: content.slice(row.start, row.end),
      verification: row.verification,
      relevance: row.relevance,
      position: row.position,
      vote: row.vote === 'rejected' ? null : row.vote,
      accepted: row.accepted,
      rejected: row.rejected,
    });
    byOwner.set(owner, list);
  }
  return { byOwner, votes };
}

/** Every included dialog's messages, in order, grouped by dialog; each respondent message with its question. */
function dialogMessages(questions: Interview['questions'], dialogIds: readonly string[]): Map<string, ExportMessage[]> {
  const byDialog = new Map<string, ExportMessage[]>();
  chunked(dialogIds, (part) => {
    const rows = getDb()
      .select({
        id: messages.id,
        dialogId: messages.dialogId,
        role: messages.role,
        content: messages.content,
        createdAt: messages.createdAt,
        questionIndex: messages.questionIndex,
      })
      .from(messages)
      .where(inArray(messages.dialogId, part))
      .orderBy(asc(messages.dialogId), asc(messages.createdAt), asc(sql`rowid`))
      .all();
    // As the analysis reads it: the one rule of which question a message answered, the member check none.
    const places = answerPlaces(questions, rows);
    for (const { dialogId, questionIndex: _asked, ...row } of rows) {
      const message = { ...row, question: places.get(row.id) ?? -1 };
      const list = byDialog.get(dialogId);
      if (list) list.push(message);
      else byDialog.set(dialogId, [message]);
    }
  });
  return byDialog;
}

type TopicRow = typeof codingTopics.$inferSelect;
type AnswerRow = typeof dialogAnswers.$inferSelect;
type RecommendationRow = typeof recommendations.$inferSelect;
type SummaryRow = typeof summaries.$inferSelect;
type SampleDialog = ReturnType<typeof sampleView>['rows'][number];
type Cited = ReturnType<typeof reportCitations>;
/** Notes a model that produced something, keeping the first-seen order the exports list them in. */
type SeeModel = (model: string | null | undefined) => void;

function topicRowsOf(reportId: string): TopicRow[] {
  return getDb()
    .select()
    .from(codingTopics)
    .where(eq(codingTopics.reportId, reportId))
    .orderBy(asc(codingTopics.position), asc(sql`rowid`))
    .all();
}

/** Every dialog of the sample, with its score, its messages when included, and its member check and verdict. */
function exportDialogs(
  recruit: RecruitTable,
  consent: ConsentTable,
  rows: SampleDialog[],
  included: ReadonlySet<string>,
  byDialog: Map<string, ExportMessage[]>,
  topicCounts: Map<string, number>,
): ExportDialog[] {
  const checks = memberChecksOf(rows.map((d) => d.dialogId));
  const verdicts = verdictsOf(rows.map((d) => d.dialogId));
  return rows.map((d) => ({
    id: d.dialogId,
    shortLink: d.shortLink,
    label: d.label,
    isGenerated: d.isGenerated,
    aiRespondent: d.aiRespondent,
    included: d.included,
    score: d.score,
    scoreReason: d.reason,
    manualIncluded: d.manualIncluded,
    createdAt: d.createdAt,
    completedAt: d.completedAt,
    topicCount: included.has(d.dialogId) ? (topicCounts.get(d.dialogId) ?? 0) : 0,
    guardFlags: d.guardFlags,
    guardExcluded: d.guardExcluded,
    messages: byDialog.get(d.dialogId) ?? [],
    memberCheck: checks.get(d.dialogId) ?? null,
    verdict: verdicts.get(d.dialogId) ?? null,
    recruitValues: recruit.valuesOf(d.dialogId),
    consentValues: consent.valuesOf(d.dialogId),
  }));
}

/** The successful answers of included dialogs, in the dialogs' order. */
function shownAnswerRows(reportId: string, included: ReadonlySet<string>, dialogs: ExportDialog[]): AnswerRow[] {
  const rows = getDb()
    .select()
    .from(dialogAnswers)
    .where(and(eq(dialogAnswers.reportId, reportId), eq(dialogAnswers.status, 'success')))
    .all()
    .filter((a) => included.has(a.dialogId) && isAnswer(a));
  const dialogOrder = new Map(dialogs.map((d, i) => [d.id, i]));
  return rows.sort((a, b) => (dialogOrder.get(a.dialogId) ?? 0) - (dialogOrder.get(b.dialogId) ?? 0));
}

/** Per recommendation: the answers coded to it, and each one's relevance. */
function recommendationCodingsOf(reportId: string) {
  const codedAnswers = new Map<string, string[]>();
  const relevance = new Map<string, Map<string, number | null>>();
  const rows = getDb()
    .select({
      answerId: recommendationCodings.answerId,
      recommendationId: recommendationCodings.recommendationId,
      relevance: recommendationCodings.relevance,
    })
    .from(recommendationCodings)
    .where(eq(recommendationCodings.reportId, reportId))
    .all();
  for (const row of rows) {
    const list = codedAnswers.get(row.recommendationId) ?? [];
    list.push(row.answerId);
    codedAnswers.set(row.recommendationId, list);
    const scores = relevance.get(row.recommendationId) ?? new Map<string, number | null>();
    scores.set(row.answerId, row.relevance);
    relevance.set(row.recommendationId, scores);
  }
  return { codedAnswers, relevance };
}

function topicOf(cited: Cited, seen: SeeModel) {
  return (row: TopicRow): ExportTopic => {
    seen(row.model);
    return {
      id: row.id,
      title: row.topic,
      insights: row.insights,
      topWords: row.topWords ?? [],
      dialogCount: dialogsOfTopic(row),
      model: row.model,
      citations: cited.byOwner.get(row.id) ?? [],
      votes: cited.votes.get(row.id) ?? { accepted: 0, rejected: 0 },
    };
  };
}

type BlockSources = {
  questions: Interview['questions'];
  included: ReadonlySet<string>;
  topicRows: TopicRow[];
  answerRows: AnswerRow[];
  recommendationRows: RecommendationRow[];
  codings: ReturnType<typeof recommendationCodingsOf>;
  cited: Cited;
  asTopic: (row: TopicRow) => ExportTopic;
  seen: SeeModel;
};

function blockRecommendations(
  blockId: string,
  { answerRows, recommendationRows, codings, cited, seen }: BlockSources,
): ExportRecommendation[] {
  const shownAnswers = new Set(answerRows.map((a) => a.id));
  return recommendationRows
    .filter((r) => r.blockId === blockId)
    .map((r) => {
      seen(r.model);
      return {
        id: r.id,
        title: r.title,
        description: r.description,
        isCustom: r.isCustom,
        model: r.model,
        citations: cited.byOwner.get(r.id) ?? [],
        // The answers coded to it that are shown: an included dialog's, as Recommendation Coding lists them.
        answerIds: (codings.codedAnswers.get(r.id) ?? []).filter((id) => shownAnswers.has(id)),
        relevance: codings.relevance.get(r.id) ?? new Map(),
      };
    });
}

/** One coding block with its topics across dialogs, its dialogs' topics, answers and recommendations. */
function exportBlock(block: CodingBlock, sources: BlockSources): ExportBlock {
  const { topicRows, included, answerRows, cited, asTopic, seen } = sources;
  const blockTopic = topicRows.find((r) => r.blockId === block.id && !r.dialogId && !r.parentId);
  return {
    id: block.id,
    title: block.title,
    description: block.description,
    questionIndex: sources.questions.findIndex((q) => q.id === block.questionId),
    topics: blockTopic
      ? { ...asTopic(blockTopic), subtopics: topicRows.filter((r) => r.parentId === blockTopic.id && r.blockId === block.id).map(asTopic) }
      : null,
    dialogTopics: topicRows
      .filter((r) => r.blockId === block.id && r.dialogId && included.has(r.dialogId))
      .map((r) => ({ ...asTopic(r), dialogId: r.dialogId!, parentId: r.parentId })),
    answers: answerRows
      .filter((a) => a.blockId === block.id)
      .map((a) => {
        seen(a.model);
        return { id: a.id, dialogId: a.dialogId, answer: a.answer!, model: a.model, citations: cited.byOwner.get(a.id) ?? [] };
      }),
    recommendations: blockRecommendations(block.id, sources),
  };
}

/**
 * A key theme gathers block topics: its own count and members, the questions it came up under, and its topics'
 * quotes, as the page shows it; shown while one of its topics is in an active block.
 */
function exportKeyTopics(
  topicRows: TopicRow[],
  blocks: ExportBlock[],
  asTopic: (row: TopicRow) => ExportTopic,
): (ExportTopic & { blockTitles: string[] })[] {
  const subtopicBlock = new Map(
    blocks.flatMap((b) => (b.topics?.subtopics ?? []).map((s) => [s.id, { topic: s, block: b.title }] as const)),
  );
  return topicRows
    .filter((r) => !r.blockId && r.parentId)
    .map((r) => ({ r, gathered: keyThemeParts(r, subtopicBlock) }))
    .filter(({ gathered }) => gathered.length > 0)
    .map(({ r, gathered }) => {
      const citations = gathered.flatMap((g) => g.topic.citations);
      const votes = gathered.reduce(
        (sum, g) => ({ accepted: sum.accepted + g.topic.votes.accepted, rejected: sum.rejected + g.topic.votes.rejected }),
        { accepted: 0, rejected: 0 },
      );
      return { ...asTopic(r), citations, votes, blockTitles: [...new Set(gathered.map((g) => g.block))] };
    });
}

/** The summaries, oldest first; a question's summary is shown while its block is active, as on the page. */
function exportSummaries(summaryRows: SummaryRow[], blockRows: CodingBlock[], cited: Cited, seen: SeeModel): ExportSummary[] {
  const activeIds = new Set(blockRows.map((b) => b.id));
  return summaryRows
    .filter((s) => !s.blockId || activeIds.has(s.blockId))
    .map((s) => {
      seen(s.model);
      return {
        id: s.id,
        kind: s.kind,
        blockId: s.blockId,
        summary: s.summary,
        extractive: s.extractive,
        model: s.model,
        generatedAt: s.generatedAt,
        totalResponses: s.totalResponses,
        recommendationsAnalyzed: s.recommendationsAnalyzed,
        totalBlocksAnalyzed: s.totalBlocksAnalyzed,
        citations: cited.byOwner.get(s.id) ?? [],
      };
    });
}

/**
 * Everything the exports write about a report, read once: the included dialogs with their messages, the blocks
 * with their topics, answers and recommendations, key topics, summaries and every citation a researcher has not
 * rejected. Read in a handful of queries so a report of 1,000 dialogs and 20,000 citations loads in well under a second.
 */
export function exportData(interview: Interview, report: Report, userId: string, now = new Date()): ExportData {
  // The dialogs as the Sample tab shows and counts them.
  const sample = sampleView(report);
  const included = new Set(sample.rows.filter((d) => d.included).map((d) => d.dialogId));
  const byDialog = dialogMessages(interview.questions, [...included]);
  const contents = new Map<string, string>();
  for (const list of byDialog.values()) for (const m of list) contents.set(m.id, m.content);
  const cited = reportCitations(report.id, userId, included, (id) => contents.get(id));

  // Models are noted as the parts below are built, in this order: the sample's, then the blocks', key topics', summaries'.
  const models: string[] = [];
  const seen: SeeModel = (model) => {
    if (model && !models.includes(model)) models.push(model);
  };
  if (report.sampleModel) seen(report.sampleModel);

  const topicRows = topicRowsOf(report.id);
  const blockRows: CodingBlock[] = activeBlocks(interview);
  const recruit = recruitTable(
    interview.id,
    sample.rows.map((d) => d.dialogId),
  );
  const consent = consentTable(
    interview.id,
    sample.rows.map((d) => d.dialogId),
  );
  const dialogs = exportDialogs(
    recruit,
    consent,
    sample.rows,
    included,
    byDialog,
    topicsPerDialog(topicRows, new Set(blockRows.map((b) => b.id))),
  );
  const asTopic = topicOf(cited, seen);
  const recommendationRows = getDb()
    .select()
    .from(recommendations)
    .where(eq(recommendations.reportId, report.id))
    .orderBy(asc(recommendations.position))
    .all();
  const sources: BlockSources = {
    questions: interview.questions,
    included,
    topicRows,
    answerRows: shownAnswerRows(report.id, included, dialogs),
    recommendationRows,
    codings: recommendationCodingsOf(report.id),
    cited,
    asTopic,
    seen,
  };
  const summaryRows = getDb().select().from(summaries).where(eq(summaries.reportId, report.id)).orderBy(asc(summaries.generatedAt)).all();
  // The latest run's record, as the Topics sections read it.
  const topicsIncluded = summaryRows.filter((s) => s.kind === 'coding_insights' && !s.blockId).at(-1)?.totalResponses ?? null;
  const review = themeReviewOf(report);
  const blocks = reviewedExportBlocks(
    blockRows.map((block) => exportBlock(block, sources)),
    review,
    new Map(topicRows.map((r) => [r.id, r.dialogIds])),
    topicsIncluded ?? included.size,
  );
  const keyTopics = reviewedExportKeyTopics(
    exportKeyTopics(topicRows, blocks, asTopic),
    review,
    new Map(blocks.map((b) => [b.id, b.title])),
  );
  const stated = exportStatedThemes(keyTopics, review, topicsIncluded ?? included.size);
  const summaryList = exportSummaries(
    summaryRows.map((row) => statedSummaryRow(withoutRejectedPoints(row, userId), stated)),
    blockRows,
    cited,
    seen,
  );

  return {
    interview: { id: interview.id, title: interview.title, language: interview.language, questions: interview.questions },
    report,
    exportedAt: now,
    dialogs,
    blocks,
    keyTopics,
    themeReview: { agreement: review.agreement, model: review.model },
    blindCoders: blindCodersForExport(report.id),
    summaries: summaryList,
    grounding: groundingSummary(report.id),
    models,
    hasSample: sample.sampled,
    guard: sample.guard,
    topicsIncluded,
    provenance: reportProvenance(report, included),
    respondentChecks: respondentChecks(dialogs.filter((d) => d.included).map((d) => d.id)),
    recruitColumns: recruit.columns,
    consentColumns: consent.columns,
    segment: segmentLine(report),
  };
}

function segmentLine(report: Report): string | null {
  const view = reportSegmentView(report);
  return view && segmentSentence(view);
}

/** Whether the report has any results an export would hold (spec §2: the export buttons appear only then). */
export function hasResults(reportId: string): boolean {
  const db = getDb();
  const any = (table: typeof codingTopics | typeof dialogAnswers | typeof recommendations | typeof summaries) =>
    Boolean(
      db
        .select({ one: sql`1` })
        .from(table)
        .where(eq(table.reportId, reportId))
        .limit(1)
        .get(),
    );
  return any(codingTopics) || any(dialogAnswers) || any(recommendations) || any(summaries);
}

/** The AI Analysis tab's section a quote is shown in, by its name on the page. */
export type QuoteSection =
  | 'Individual Dialogs'
  | 'Individual Answers'
  | 'Recommendations by Topic'
  | 'Insights from Individual Coding'
  | 'Coding Blocks Analysis'
  | 'Question Insights Summary'
  | 'Business Insights Summary';

const SUMMARY_SECTIONS: Record<ExportSummary['kind'], QuoteSection> = {
  question_insights: 'Question Insights Summary',
  business_insights: 'Business Insights Summary',
  executive: 'Insights from Individual Coding',
  coding_insights: 'Insights from Individual Coding',
};

export type QuoteRow = {
  section: QuoteSection;
  block: string;
  /** The topic the quote supports; empty where it supports no topic (a block as a whole, an answer, a recommendation, a summary). */
  topic: string;
  /** What the quote supports: the topic's or block's insights, the answer, the recommendation, the summary's point. */
  summary: string;
  citation: ExportCitation;
  model: string | null;
};

/** Every citation in the data, with what it belongs to: for exports that list quotes flat (CSV, the workbook's Quotes). */
export function* allCitations(data: ExportData): Generator<QuoteRow> {
  for (const block of data.blocks) {
    if (block.topics) {
      const section = 'Coding Blocks Analysis';
      for (const citation of block.topics.citations)
        yield { section, block: block.title, topic: '', summary: block.topics.insights ?? '', citation, model: block.topics.model };
      for (const topic of block.topics.subtopics)
        for (const citation of topic.citations)
          yield { section, block: block.title, topic: topic.title, summary: topic.insights ?? '', citation, model: topic.model };
    }
    for (const topic of block.dialogTopics)
      for (const citation of topic.citations)
        yield {
          section: 'Individual Dialogs',
          block: block.title,
          topic: topic.title,
          summary: topic.insights ?? '',
          citation,
          model: topic.model,
        };
    for (const answer of block.answers)
      for (const citation of answer.citations)
        yield { section: 'Individual Answers', block: block.title, topic: '', summary: answer.answer, citation, model: answer.model };
    for (const rec of block.recommendations)
      for (const citation of rec.citations)
        yield {
          section: 'Recommendations by Topic',
          block: block.title,
          topic: '',
          summary: `${rec.title}: ${rec.description}`,
          citation,
          model: rec.model,
        };
  }
  const blockTitle = new Map(data.blocks.map((b) => [b.id, b.title]));
  for (const summary of data.summaries) {
    // A summary's quote backs one of its points (stored as its relevance, "Point 2"): that point is what it supports.
    const points = summary.summary.split('\n').filter((line) => line.trim());
    for (const citation of summary.citations) {
      const point = /^Point (\d+)$/.exec(citation.relevance ?? '');
      yield {
        section: SUMMARY_SECTIONS[summary.kind],
        block: summary.blockId ? (blockTitle.get(summary.blockId) ?? '') : '',
        topic: '',
        summary: (point && points[Number(point[1]) - 1]) || summary.summary,
        citation,
        model: summary.model,
      };
    }
  }
}

export const SUMMARY_TITLES: Record<ExportSummary['kind'], string> = {
  question_insights: 'Question Insights Summary',
  business_insights: 'Business Insights Summary',
  executive: 'Executive summary',
  coding_insights: 'Insights from Individual Coding',
};
