/**
 * The coding results of a report as the page and the JSON calls read them: per dialog its status and topics per
 * block, per block the dialogs' answers; every quote read back from its message, with this researcher's vote and
 * the agreement of all researchers.
 */
import { and, asc, eq, isNotNull } from 'drizzle-orm';

import { getDb, schema } from '@db/index';
import type { Interview } from '@db/schema';
import { distinctMadeBy, type MadeBy } from '~/ai/provenance';
import { madeByOf } from '~/ai/provenance.server';
import { ValidationFailed } from '~/lib/errors';

import { agreement, citationsOf, type GroundingSummary, isActive, type ShownCitation } from '../citations/citations.server';
import { analysisEvidence, type DialogEvidence } from '../evidence/evidence.server';
import { countedQuotes, isAnswer, topicsPerDialog } from '../reports/report-counts';
import type { Report } from '../reports/reports.server';
import { type AnswerEdit, answerEditsOf } from './answer-edits.server';
import { activeBlocks, type CodingBlock } from './blocks.server';

const { dialogCodings, codingTopics, dialogAnswers } = schema;

export type CodingStatus = 'ok' | 'failed' | 'processing';

export type TopicView = {
  id: string;
  topic: string;
  insights: string | null;
  topWords: string[];
  model: string | null;
  citations: ShownCitation[];
  /** Its quotes that count (`countedQuotes`): the list also shows the rejected ones. */
  quoteCount: number;
  agreement: { share: number | null; votes: number };
  subtopics: TopicView[];
};

export type DialogRow = {
  id: string;
  label: string;
  shortLink: string;
  position: number;
  status: CodingStatus | null;
  error: string | null;
  model: string | null;
  codedAt: Date | null;
  topicsCount: number;
  blocks: { blockId: string; title: string; topics: TopicView[] }[];
};

export type AnswerView = {
  id: string;
  dialogId: string;
  label: string;
  position: number;
  status: 'success' | 'error';
  answer: string | null;
  originalAnswer: string | null;
  edited: boolean;
  editedAt: Date | null;
  /** The researcher's edit of an answer the latest results do not hold (the dialog was left out, or its answer failed). */
  fromEarlierRun: boolean;
  error: string | null;
  model: string | null;
  createdAt: Date;
  citations: ShownCitation[];
  /** Its quotes that count (`countedQuotes`): the list also shows the rejected ones. */
  quoteCount: number;
};

export type CodingResults = {
  /** The dialogs the analysis reads, in order; empty with the spec's message when there are none. */
  dialogs: DialogRow[];
  evidenceError: string | null;
  /** Per question, the dialogs' answers (a failed one with its error); `answered`: those that are answers. */
  answers: { blockId: string; title: string; answered: number; items: AnswerView[] }[];
  /** How the dialogs were coded (one per coded dialog) and how the answers were made (one per answer). */
  madeBy: { dialogs: MadeBy[]; answers: MadeBy[]; editedAnswers: number };
};

function evidenceOf(interview: Interview, report: Report): { evidence: DialogEvidence[]; error: string | null } {
  try {
    return { evidence: analysisEvidence(interview, report), error: null };
  } catch (error) {
    if (error instanceof ValidationFailed) return { evidence: [], error: error.message };
    throw error;
  }
}

function topicViews(
  reportId: string,
  userId: string,
  filter: { dialogId?: string },
): { byDialogBlock: Map<string, TopicView[]>; rows: (typeof codingTopics.$inferSelect)[] } {
  const rows = getDb()
    .select()
    .from(codingTopics)
    .where(
      and(
        eq(codingTopics.reportId, reportId),
        isNotNull(codingTopics.blockId),
        filter.dialogId ? eq(codingTopics.dialogId, filter.dialogId) : isNotNull(codingTopics.dialogId),
      ),
    )
    .orderBy(asc(codingTopics.position))
    .all();
  const quoted = citationsOf(
    'topicId',
    rows.map((r) => r.id),
    userId,
  );
  const view = (row: (typeof rows)[number]): TopicView => {
    const list = quoted.get(row.id) ?? [];
    // A dialog's topic quotes that dialog, shown only while it is included.
    const quoteCount = countedQuotes(list, new Set(row.dialogId ? [row.dialogId] : []));
    return {
      id: row.id,
      topic: row.topic,
      insights: row.insights,
      topWords: row.topWords ?? [],
      model: row.model,
      citations: list,
      quoteCount,
      agreement: agreement(list),
      subtopics: [],
    };
  };
  const byId = new Map(rows.map((r) => [r.id, view(r)]));
  const byDialogBlock = new Map<string, TopicView[]>();
  for (const row of rows) {
    const topic = byId.get(row.id)!;
    if (row.parentId) {
      byId.get(row.parentId)?.subtopics.push(topic);
      continue;
    }
    const key = `${row.dialogId}:${row.blockId}`;
    byDialogBlock.set(key, [...(byDialogBlock.get(key) ?? []), topic]);
  }
  // A topic's agreement counts its subtopics' quotes too.
  for (const topic of byId.values())
    if (topic.subtopics.length) topic.agreement = agreement([...topic.citations, ...topic.subtopics.flatMap((s) => s.citations)]);
  return { byDialogBlock, rows };
}

/** Everything the Individual Dialogs and Individual Answers sections show, for the active blocks (as every export). */
export function codingResults(interview: Interview, report: Report, userId: string): CodingResults {
  const { evidence, error } = evidenceOf(interview, report);
  const blocks = activeBlocks(interview);
  const statuses = new Map(
    getDb()
      .select()
      .from(dialogCodings)
      .where(eq(dialogCodings.reportId, report.id))
      .all()
      .map((r) => [r.dialogId, r]),
  );
  const { byDialogBlock, rows } = topicViews(report.id, userId, {});
  const topicCounts = topicsPerDialog(rows, new Set(blocks.map((b) => b.id)));
  const dialogs: DialogRow[] = evidence.map((d) => {
    const status = statuses.get(d.id);
    const perBlock = blocks
      .map((b) => ({ blockId: b.id, title: b.title, topics: byDialogBlock.get(`${d.id}:${b.id}`) ?? [] }))
      .filter((b) => b.topics.length > 0);
    return {
      id: d.id,
      label: d.label,
      shortLink: d.shortLink,
      position: d.position,
      status: status?.status ?? null,
      error: status?.error ?? null,
      model: status?.model ?? null,
      codedAt: status?.codedAt ?? null,
      topicsCount: topicCounts.get(d.id) ?? 0,
      blocks: perBlock,
    };
  });
  return {
    dialogs,
    evidenceError: error,
    answers: answersByBlock(report, userId, blocks, evidence),
    madeBy: codingMadeBy(report, evidence),
  };
}

/** How the included dialogs' codings and answers were made. */
function codingMadeBy(report: Report, evidence: readonly DialogEvidence[]): CodingResults['madeBy'] {
  const included = new Set(evidence.map((d) => d.id));
  const rows = getDb()
    .select({
      dialogId: dialogAnswers.dialogId,
      provenance: dialogAnswers.provenance,
      model: dialogAnswers.model,
      createdAt: dialogAnswers.createdAt,
      editedAt: dialogAnswers.editedAt,
    })
    .from(dialogAnswers)
    .where(and(eq(dialogAnswers.reportId, report.id), eq(dialogAnswers.status, 'success')))
    .all()
    .filter((row) => included.has(row.dialogId));
  const answers = rows.map((row) => madeByOf({ provenance: row.provenance, model: row.model, at: row.createdAt }));
  const seen = new Set<string>();
  const firstOfDialog = rows.map((row, i) => (seen.has(row.dialogId) ? null : (seen.add(row.dialogId), answers[i]!)));
  return {
    dialogs: distinctMadeBy(firstOfDialog),
    answers: distinctMadeBy(answers),
    editedAnswers: rows.filter((row) => row.editedAt).length,
  };
}

function answersByBlock(
  report: Report,
  userId: string,
  blocks: readonly CodingBlock[],
  evidence: readonly DialogEvidence[],
): CodingResults['answers'] {
  const rows = getDb().select().from(dialogAnswers).where(eq(dialogAnswers.reportId, report.id)).all();
  const quoted = citationsOf(
    'answerId',
    rows.map((r) => r.id),
    userId,
  );
  const dialogOf = new Map(evidence.map((d) => [d.id, d]));
  const earlier = answerEditsOf(report.id).filter((edit) => !edit.isShown || !dialogOf.has(edit.dialogId));
  return blocks
    .map((block) => {
      const own = rows.filter((r) => r.blockId === block.id && dialogOf.has(r.dialogId));
      return {
        blockId: block.id,
        title: block.title,
        answered: own.filter(isAnswer).length,
        items: [
          ...own
            .sort((a, b) => dialogOf.get(a.dialogId)!.position - dialogOf.get(b.dialogId)!.position)
            .map((r) => answerView(r, dialogOf.get(r.dialogId)!, quoted.get(r.id) ?? [])),
          ...earlier.filter((edit) => edit.blockId === block.id).map((edit) => earlierEditView(edit, dialogOf.get(edit.dialogId))),
        ],
      };
    })
    .filter((group) => group.items.length > 0);
}

/** An edit no answer of the latest results shows: shown on its own, after the answers of its question. */
function earlierEditView(edit: AnswerEdit, dialog: Pick<DialogEvidence, 'position'> | undefined): AnswerView {
  return {
    id: `earlier-${edit.dialogId}-${edit.blockId}`,
    dialogId: edit.dialogId,
    label: edit.label,
    position: dialog?.position ?? 0,
    status: 'success',
    answer: edit.answer,
    originalAnswer: edit.aiAnswer,
    edited: true,
    editedAt: edit.editedAt,
    fromEarlierRun: true,
    error: null,
    model: null,
    createdAt: edit.editedAt,
    citations: [],
    quoteCount: 0,
  };
}

function answerView(
  row: typeof dialogAnswers.$inferSelect,
  dialog: Pick<DialogEvidence, 'label' | 'position'>,
  citations: ShownCitation[],
): AnswerView {
  return {
    id: row.id,
    dialogId: row.dialogId,
    label: dialog.label,
    position: dialog.position,
    status: row.status,
    answer: row.answer,
    originalAnswer: row.originalAnswer,
    edited: row.editedAt !== null,
    editedAt: row.editedAt,
    fromEarlierRun: false,
    error: row.error,
    model: row.model,
    createdAt: row.createdAt,
    citations,
    // Shown only for an included dialog, whose words it quotes.
    quoteCount: countedQuotes(citations, new Set([row.dialogId])),
  };
}

/** The grounding counts of this part's sections. */
export function codingGrounding({ sections }: GroundingSummary) {
  const zero = { verbatim: 0, snapped: 0, dropped: 0 };
  return { coding: sections.coding ?? zero, answers: sections.answers ?? zero };
}

// ----------------------------------------------------------------------------------------- the report JSON

const citationJson = (c: ShownCitation) => ({
  id: c.id,
  text: c.text,
  citation: c.text,
  user_number: c.shortLink,
  source: c.shortLink,
  message_id: c.messageId,
  start: c.start,
  end: c.end,
  verification: c.verification,
  relevance: c.relevance,
  active: isActive(c),
  accepted: c.accepted,
  rejected: c.rejected,
});

const topicJson = (t: TopicView, block: string) => ({
  topic: t.topic,
  block,
  insights: t.insights,
  top_words: t.topWords,
  model_used: t.model,
  citations: t.citations.map(citationJson),
  agreement: t.agreement,
  subtopics: t.subtopics.map((s) => ({ topic: s.topic, insights: s.insights, citations: s.citations.map(citationJson) })),
});

/** coding_data (per dialog id, a list of topics with citations) and answer_data (per dialog, per block title). */
export function codingReportData(interview: Interview, report: Report, userId: string) {
  const results = codingResults(interview, report, userId);
  const coding_data: Record<string, ReturnType<typeof topicJson>[]> = {};
  for (const dialog of results.dialogs) {
    if (!dialog.status) continue;
    coding_data[dialog.id] = dialog.blocks.flatMap((b) => b.topics.map((t) => topicJson(t, b.title)));
  }
  const answer_data: Record<string, Record<string, unknown>> = {};
  for (const group of results.answers) {
    for (const item of group.items) {
      if (item.fromEarlierRun) continue;
      const entry = (answer_data[item.dialogId] ??= {});
      entry[group.title] = {
        status: item.status,
        answer: item.answer,
        original_answer: item.originalAnswer,
        edited: item.edited,
        error: item.error,
        model_used: item.model,
        citations: item.citations.map(citationJson),
      };
    }
  }
  return { coding_data, answer_data };
}

/** One dialog's answers as POST /api/do-answer gives them: block title → {answer, citations [{text, relevance}]}. */
export function dialogAnswerMap(interview: Interview, report: Report, userId: string, dialogId: string) {
  const map: Record<
    string,
    {
      answer: string | null;
      status: string;
      error: string | null;
      citations: { text: string; relevance: string | null; reason: string | null }[];
    }
  > = {};
  for (const group of codingResults(interview, report, userId).answers) {
    const item = group.items.find((i) => i.dialogId === dialogId && !i.fromEarlierRun);
    if (!item) continue;
    map[group.title] = {
      answer: item.answer,
      status: item.status,
      error: item.error,
      citations: item.citations.map((c) => ({ text: c.text, relevance: c.relevance, reason: c.relevance })),
    };
  }
  return map;
}

/** One dialog's topics (do-coding's answer). */
export function dialogTopics(interview: Interview, report: Report, userId: string, dialogId: string) {
  const row = codingResults(interview, report, userId).dialogs.find((d) => d.id === dialogId);
  return {
    status: row?.status ?? null,
    error: row?.error ?? null,
    topics: row ? row.blocks.flatMap((b) => b.topics.map((t) => topicJson(t, b.title))) : [],
  };
}
