import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { getDb, schema } from '@db/index';
import type { Interview } from '@db/schema';
import { dialogLabel } from '~/features/participants/format';
import { inferQuestionIndex } from '../chat/chat-scope.server';
import { groundingSummary, type GroundingTally, type Vote } from '../citations/citations.server';
import { codingBlocksOf, type CodingBlock } from '../coding/blocks.server';
import { eligibleDialogs, hasSample, includedDialogIds } from '../reports/report-dialogs.server';
import type { Report } from '../reports/reports.server';
import { reportProvenance, type SectionProvenance } from './report-provenance.server';

const { citations, codingTopics, dialogAnswers, recommendations, recommendationCodings, summaries, messages, sampleScores } = schema;

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
  /** null: not reviewed. Rejected citations never reach an export. */
  vote: Exclude<Vote, 'rejected'> | null;
  accepted: number;
  rejected: number;
};

export type ExportTopic = {
  id: string;
  title: string;
  insights: string | null;
  topWords: string[];
  dialogCount: number;
  model: string | null;
  citations: ExportCitation[];
  /** Researchers' votes over all its citations, rejected ones included (the agreement the method reports). */
  votes: { accepted: number; rejected: number };
};
export type ExportBlockTopics = ExportTopic & { subtopics: ExportTopic[] };
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
  /** For a respondent message: the guide question (0-based) it answered, -1 before the first. */
  question: number;
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
  /** Only for included dialogs (excluded ones are listed, never written out). */
  messages: ExportMessage[];
};

export type ExportData = {
  interview: Pick<Interview, 'id' | 'title' | 'language' | 'questions'>;
  report: Report;
  exportedAt: Date;
  dialogs: ExportDialog[];
  blocks: ExportBlock[];
  /** Key themes, each with the questions (block titles) it came up under. */
  keyTopics: (ExportTopic & { blockTitles: string[] })[];
  summaries: ExportSummary[];
  grounding: { sections: Record<string, GroundingTally>; total: GroundingTally };
  /** Every model that produced something in the report, in first-seen order. */
  models: string[];
  hasSample: boolean;
  /** The dialogs the topics run analysed: the N of every topic's "n of N dialogs", as the page states it. */
  topicsIncluded: number | null;
  /** How each section's results were made. */
  provenance: SectionProvenance[];
};

const CHUNK = 500;

function chunked<T>(list: readonly T[], read: (part: T[]) => void) {
  for (let i = 0; i < list.length; i += CHUNK) read(list.slice(i, i + CHUNK));
}

/** The report's citations by owner id, rejected ones (by this researcher) left out, text read from the messages. */
function reportCitations(reportId: string, userId: string, contentOf: (messageId: string) => string | undefined) {
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
      vote: sql<Vote | null>`(select vote from citation_votes v where v.citation_id = ${citations.id} and v.user_id = ${userId})`,
      accepted: sql<number>`(select count(*) from citation_votes v where v.citation_id = ${citations.id} and v.vote = 'accepted')`,
      rejected: sql<number>`(select count(*) from citation_votes v where v.citation_id = ${citations.id} and v.vote = 'rejected')`,
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
    if (row.vote === 'rejected') continue;
    const content = contentOf(row.messageId);
    // A quote of a dialog no longer included has no text to cut: it stays out like the dialog.
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
      vote: row.vote,
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
    let current = -1;
    let dialog = '';
    for (const { dialogId, questionIndex, ...row } of rows) {
      if (dialogId !== dialog) {
        dialog = dialogId;
        current = -1;
      }
      // As the analysis reads it (evidence.server.ts): an interviewer message says which question comes next.
      if (row.role === 'assistant') current = questionIndex ?? inferQuestionIndex(row.content, questions, current);
      const message = { ...row, question: current };
      const list = byDialog.get(dialogId);
      if (list) list.push(message);
      else byDialog.set(dialogId, [message]);
    }
  });
  return byDialog;
}

/**
 * Everything the exports write about a report, read once: the included dialogs with their messages, the blocks
 * with their topics, answers and recommendations, key topics, summaries and every citation a researcher has not
 * rejected. Read in a handful of queries so a report of 1,000 dialogs and 20,000 citations loads in well under a second.
 */
export function exportData(interview: Interview, report: Report, userId: string, now = new Date()): ExportData {
  const db = getDb();
  const eligible = eligibleDialogs(report);
  const included = new Set(includedDialogIds(report));
  const scores = new Map(
    db
      .select()
      .from(sampleScores)
      .where(eq(sampleScores.reportId, report.id))
      .all()
      .map((s) => [s.dialogId, s])
  );
  const byDialog = dialogMessages(
    interview.questions,
    eligible.filter((d) => included.has(d.id)).map((d) => d.id)
  );
  const contents = new Map<string, string>();
  for (const list of byDialog.values()) for (const m of list) contents.set(m.id, m.content);
  const dialogs: ExportDialog[] = eligible.map((d) => {
    const score = scores.get(d.id);
    return {
      id: d.id,
      shortLink: d.shortLink,
      label: dialogLabel(d.shortLink),
      isGenerated: d.isGenerated,
      aiRespondent: d.aiRespondent,
      included: included.has(d.id),
      score: score?.score ?? null,
      scoreReason: score?.reason ?? null,
      manualIncluded: score?.manualIncluded ?? null,
      createdAt: d.createdAt,
      completedAt: d.completedAt,
      messages: byDialog.get(d.id) ?? [],
    };
  });
  const cited = reportCitations(report.id, userId, (id) => contents.get(id));
  const citationsFor = (id: string) => cited.byOwner.get(id) ?? [];

  const models: string[] = [];
  const seen = (model: string | null | undefined) => {
    if (model && !models.includes(model)) models.push(model);
  };
  if (report.sampleModel) seen(report.sampleModel);

  const topicRows = db
    .select()
    .from(codingTopics)
    .where(eq(codingTopics.reportId, report.id))
    .orderBy(asc(codingTopics.position), asc(sql`rowid`))
    .all();
  const asTopic = (row: (typeof topicRows)[number]): ExportTopic => {
    seen(row.model);
    return {
      id: row.id,
      title: row.topic,
      insights: row.insights,
      topWords: row.topWords ?? [],
      dialogCount: row.dialogCount ?? 0,
      model: row.model,
      citations: citationsFor(row.id),
      votes: cited.votes.get(row.id) ?? { accepted: 0, rejected: 0 },
    };
  };
  const answerRows = db
    .select()
    .from(dialogAnswers)
    .where(and(eq(dialogAnswers.reportId, report.id), eq(dialogAnswers.status, 'success')))
    .all()
    .filter((a) => included.has(a.dialogId) && a.answer?.trim());
  const dialogOrder = new Map(dialogs.map((d, i) => [d.id, i]));
  answerRows.sort((a, b) => (dialogOrder.get(a.dialogId) ?? 0) - (dialogOrder.get(b.dialogId) ?? 0));
  const recommendationRows = db
    .select()
    .from(recommendations)
    .where(eq(recommendations.reportId, report.id))
    .orderBy(asc(recommendations.position))
    .all();
  const codedAnswers = new Map<string, string[]>();
  const relevance = new Map<string, Map<string, number | null>>();
  for (const row of db
    .select({
      answerId: recommendationCodings.answerId,
      recommendationId: recommendationCodings.recommendationId,
      relevance: recommendationCodings.relevance,
    })
    .from(recommendationCodings)
    .where(eq(recommendationCodings.reportId, report.id))
    .all()) {
    const list = codedAnswers.get(row.recommendationId) ?? [];
    list.push(row.answerId);
    codedAnswers.set(row.recommendationId, list);
    const scores = relevance.get(row.recommendationId) ?? new Map<string, number | null>();
    scores.set(row.answerId, row.relevance);
    relevance.set(row.recommendationId, scores);
  }

  const blockRows: CodingBlock[] = codingBlocksOf(interview).filter((b) => b.isActive);
  const blocks: ExportBlock[] = blockRows.map((block) => {
    const blockTopic = topicRows.find((r) => r.blockId === block.id && !r.dialogId && !r.parentId);
    return {
      id: block.id,
      title: block.title,
      description: block.description,
      questionIndex: interview.questions.findIndex((q) => q.id === block.questionId),
      topics: blockTopic
        ? {
            ...asTopic(blockTopic),
            subtopics: topicRows.filter((r) => r.parentId === blockTopic.id && r.blockId === block.id).map(asTopic),
          }
        : null,
      dialogTopics: topicRows
        .filter((r) => r.blockId === block.id && r.dialogId && included.has(r.dialogId))
        .map((r) => ({ ...asTopic(r), dialogId: r.dialogId!, parentId: r.parentId })),
      answers: answerRows
        .filter((a) => a.blockId === block.id)
        .map((a) => {
          seen(a.model);
          return { id: a.id, dialogId: a.dialogId, answer: a.answer!, model: a.model, citations: citationsFor(a.id) };
        }),
      recommendations: recommendationRows
        .filter((r) => r.blockId === block.id)
        .map((r) => {
          seen(r.model);
          return {
            id: r.id,
            title: r.title,
            description: r.description,
            isCustom: r.isCustom,
            model: r.model,
            citations: citationsFor(r.id),
            answerIds: codedAnswers.get(r.id) ?? [],
            relevance: relevance.get(r.id) ?? new Map(),
          };
        }),
    };
  });

  const subtopicBlock = new Map(
    blocks.flatMap((b) => (b.topics?.subtopics ?? []).map((s) => [s.id, { topic: s, block: b.title }] as const))
  );
  // A key theme gathers block topics (`subtopic_ids`; older runs: the one it promotes, `parent_id`): its own count and
  // members, the questions it came up under, and its topics' quotes, as the page shows it.
  const keyTopics = topicRows
    .filter((r) => !r.blockId && r.parentId && subtopicBlock.has(r.parentId))
    .map((r) => {
      const gathered = (r.subtopicIds?.length ? r.subtopicIds : [r.parentId!]).flatMap((id) => subtopicBlock.get(id) ?? []);
      const citations = gathered.flatMap((g) => g.topic.citations);
      const votes = gathered.reduce((sum, g) => ({ accepted: sum.accepted + g.topic.votes.accepted, rejected: sum.rejected + g.topic.votes.rejected }), { accepted: 0, rejected: 0 });
      return {
        ...asTopic(r),
        dialogCount: r.dialogIds?.length ?? r.dialogCount ?? 0,
        citations,
        votes,
        blockTitles: [...new Set(gathered.map((g) => g.block))],
      };
    });

  const summaryRows = db.select().from(summaries).where(eq(summaries.reportId, report.id)).orderBy(asc(summaries.generatedAt)).all();
  const summaryList = summaryRows.map((s) => {
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
      citations: citationsFor(s.id),
    };
  });

  return {
    interview: { id: interview.id, title: interview.title, language: interview.language, questions: interview.questions },
    report,
    exportedAt: now,
    dialogs,
    blocks,
    keyTopics,
    summaries: summaryList,
    grounding: groundingSummary(report.id),
    models,
    hasSample: hasSample(report),
    // The latest run's record, as the Topics sections read it.
    topicsIncluded: summaryRows.filter((s) => s.kind === 'coding_insights' && !s.blockId).at(-1)?.totalResponses ?? null,
    provenance: reportProvenance(report, included),
  };
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
        .get()
    );
  return any(codingTopics) || any(dialogAnswers) || any(recommendations) || any(summaries);
}

/** Every citation in the data, with what it belongs to: for exports that list quotes flat (CSV, the method counts). */
export function* allCitations(
  data: ExportData
): Generator<{ block: string; topic: string; summary: string; citation: ExportCitation; model: string | null }> {
  for (const block of data.blocks) {
    if (block.topics) {
      for (const citation of block.topics.citations)
        yield { block: block.title, topic: 'Original quotes', summary: block.topics.insights ?? '', citation, model: block.topics.model };
      for (const topic of block.topics.subtopics)
        for (const citation of topic.citations)
          yield { block: block.title, topic: topic.title, summary: topic.insights ?? '', citation, model: topic.model };
    }
    for (const topic of block.dialogTopics)
      for (const citation of topic.citations)
        yield { block: block.title, topic: topic.title, summary: topic.insights ?? '', citation, model: topic.model };
    for (const answer of block.answers)
      for (const citation of answer.citations)
        yield { block: block.title, topic: 'Answer', summary: answer.answer, citation, model: answer.model };
    for (const rec of block.recommendations)
      for (const citation of rec.citations)
        yield { block: block.title, topic: `Recommendation: ${rec.title}`, summary: rec.description, citation, model: rec.model };
  }
  const blockTitle = new Map(data.blocks.map((b) => [b.id, b.title]));
  for (const summary of data.summaries)
    for (const citation of summary.citations)
      yield {
        block: summary.blockId ? blockTitle.get(summary.blockId) ?? '' : '',
        topic: SUMMARY_TITLES[summary.kind],
        summary: summary.summary,
        citation,
        model: summary.model,
      };
}

export const SUMMARY_TITLES: Record<ExportSummary['kind'], string> = {
  question_insights: 'Question Insights Summary',
  business_insights: 'Business Insights Summary',
  executive: 'Executive summary',
  coding_insights: 'Insights from Individual Coding',
};
