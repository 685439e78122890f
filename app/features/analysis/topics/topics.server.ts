/**
 * The cross-dialog topics of a report: started as the `analysis.topics` job, stored as `coding_topics` rows with
 * no dialog (a row per block, its subtopics under it, the report's key topics pointing at the subtopic they
 * promote), their citations, the 'topics' grounding counts and a `coding_insights` summary row that records the
 * run (model, date, N included dialogs, blocks analysed). A new run replaces them all at once when it finishes, so
 * a stopped or failed run leaves the previous results in place.
 */
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';

import { getDb, schema } from '@db/index';
import type { Interview } from '@db/schema';
import { BUILTIN_MODEL } from '~/ai/models';
import type { MadeBy } from '~/ai/provenance';
import { madeByOf, provenanceFor } from '~/ai/provenance.server';
import { resolveModel } from '~/ai/registry.server';
import { recordAnalysisRun } from '~/features/audit/audit-log.server';
import { interviewFor } from '~/features/teams/access.server';
import { isJobActive } from '~/jobs/job-status';
import { enqueueJob, getJob, type Job } from '~/jobs/queue.server';
import { newId } from '~/lib/ids.server';

import { addTally, agreement, citationsOf, resetTally, saveCitations, type ShownCitation } from '../citations/citations.server';
import { activeBlocks } from '../coding/blocks.server';
import { deleteInterviewTopics, insertTopic } from '../coding/coding-topics.server';
import { analysisEvidence } from '../evidence/evidence.server';
import { dialogsOfTopic } from '../reports/report-counts';
import { latestReportJob, stopReportJob } from '../reports/report-jobs.server';
import type { Report } from '../reports/reports.server';
import { keyThemePassages } from './member-passages';
import { TOPICS_PROMPT } from './model-topics.server';
import { blockInsight, type KeyThemeResult, topicInsight, type TopicsRun } from './topics-run';

export const TOPICS_JOB = 'analysis.topics';
export const TOPICS_SECTION = 'topics';
export const KEY_TOPICS = 6;

export type TopicsPayload = { reportId: string; model: string };

const { codingTopics, summaries } = schema;

// ------------------------------------------------------------------------------------------------ jobs

export function latestTopicsJob(interviewId: string, reportId: string): Job | undefined {
  return latestReportJob(interviewId, TOPICS_JOB, reportId);
}

/**
 * Starts the analysis of the report's topics with `model` (a name without an endpoint runs the built-in engine).
 * Checks first that there is something to analyse, so the spec's messages come back at once. A run already going
 * for this report is returned instead of a second one. `actorId`: the researcher who starts it, for the audit log.
 */
export function startTopics(
  interview: Pick<Interview, 'id' | 'title' | 'questions'>,
  report: Report,
  model: string,
  actorId?: string,
): Job {
  const running = latestTopicsJob(interview.id, report.id);
  if (isJobActive(running)) return running;
  const evidence = analysisEvidence(interview, report);
  const blocks = activeBlocks(interview).length;
  const engine = resolveModel(model).engine;
  const payload: TopicsPayload = { reportId: report.id, model };
  const job = enqueueJob({
    kind: TOPICS_JOB,
    interviewId: interview.id,
    payload,
    total: engine === BUILTIN_MODEL ? blocks : evidence.length + blocks,
  });
  recordAnalysisRun(actorId, interview, 'Topics', { report, model, again: running !== undefined });
  return job;
}

export function stopTopics(interviewId: string, reportId: string): Job | undefined {
  return stopReportJob(interviewId, TOPICS_JOB, reportId);
}

/** A topics job of this interview, for its owner only. */
export function ownedTopicsJob(ownerId: string, interviewId: string, jobId: string): Job | undefined {
  interviewFor(ownerId, interviewId, 'read');
  const job = getJob(jobId);
  return job && job.interviewId === interviewId && job.kind === TOPICS_JOB ? job : undefined;
}

// ------------------------------------------------------------------------------------------------ storing a run

/** Where a key theme came up: "under “Price”", "under “Price” and “One change”". */
export function underQuestions(titles: readonly string[]): string {
  const quoted = titles.map((t) => `“${t}”`);
  return `under ${quoted.length <= 1 ? quoted.join('') : `${quoted.slice(0, -1).join(', ')} and ${quoted[quoted.length - 1]}`}`;
}

/** A key theme's counts in words: "Raised in 5 of 20 dialogs, under “Price” and “One change”." */
export function keyThemeInsight(dialogs: number, included: number, titles: readonly string[]): string {
  const where = titles.length ? `, ${underQuestions(titles)}` : '';
  return dialogs === 1
    ? `Raised by one respondent (1 of ${included} dialog${included === 1 ? '' : 's'})${where}.`
    : `Raised in ${dialogs} of ${included} dialogs${where}.`;
}

/** Replaces the report's cross-dialog topics with a finished run, in one transaction. */
export function saveTopicsRun(reportId: string, run: TopicsRun): void {
  const now = new Date();
  const provenance = provenanceFor(run.model, { prompt: TOPICS_PROMPT, vectors: run.vectors, at: now });
  const unit = run.model === BUILTIN_MODEL ? 'passage' : 'code';
  getDb().transaction((tx) => {
    deleteInterviewTopics(tx, reportId);
    tx.delete(summaries)
      .where(and(eq(summaries.reportId, reportId), inArray(summaries.kind, ['coding_insights', 'executive'])))
      .run();
    resetTally(tx, reportId, TOPICS_SECTION);
    addTally(tx, reportId, TOPICS_SECTION, run.tally);

    const topicIds: string[][] = [];
    run.blocks.forEach((block, b) => {
      const blockRow = newId();
      insertTopic(tx, {
        id: blockRow,
        reportId,
        blockId: block.blockId,
        topic: block.title,
        insights: blockInsight(block, run.included),
        topWords: block.topWords,
        dialogCount: block.dialogIds.length,
        dialogIds: block.dialogIds,
        position: b,
        model: run.model,
        provenance,
        createdAt: now,
      });
      saveCitations(tx, reportId, { topicId: blockRow }, block.originalQuotes);
      topicIds.push(
        block.topics.map((topic, t) => {
          const id = newId();
          insertTopic(tx, {
            id,
            reportId,
            blockId: block.blockId,
            parentId: blockRow,
            topic: topic.label,
            description: topic.definition,
            insights: topicInsight(topic, run.included, unit),
            topWords: topic.topWords,
            dialogCount: topic.dialogIds.length,
            dialogIds: topic.dialogIds,
            position: t,
            model: run.model,
            provenance,
            createdAt: now,
          });
          saveCitations(tx, reportId, { topicId: id }, topic.quotes);
          return id;
        }),
      );
    });

    // Key themes point at the block topics they gather (the first is the parent: its quotes are shown first).
    keyThemes(run).forEach((key, position) => {
      const subtopicIds = key.parts.map((p) => topicIds[p.block]![p.topic]!);
      const titles = [...new Set(key.parts.map((p) => run.blocks[p.block]!.title))];
      const keyId = newId();
      insertTopic(tx, {
        id: keyId,
        reportId,
        parentId: subtopicIds[0]!,
        subtopicIds,
        topic: key.label,
        description: key.definition,
        insights: keyThemeInsight(key.dialogIds.length, run.included, titles),
        dialogCount: key.dialogIds.length,
        dialogIds: key.dialogIds,
        position,
        model: run.model,
        provenance,
        createdAt: now,
      });
      // Every member's passage, for the theme review (not shown as quotes: those are its topics').
      saveCitations(tx, reportId, { topicId: keyId }, keyThemePassages(run, key));
    });

    const topics = run.blocks.reduce((n, b) => n + b.topics.length, 0);
    tx.insert(summaries)
      .values({
        id: newId(),
        reportId,
        kind: 'coding_insights',
        summary: `${topics} topic${topics === 1 ? '' : 's'} across ${run.blocks.length} block${run.blocks.length === 1 ? '' : 's'} from ${run.included} included dialog${run.included === 1 ? '' : 's'}.`,
        extractive: run.model === BUILTIN_MODEL,
        totalResponses: run.included,
        totalBlocksAnalyzed: run.blocks.length,
        model: run.model,
        provenance,
        generatedAt: now,
      })
      .run();
  });
}

/**
 * The run's key themes: the engine's own when it merges themes across blocks; else the strongest block topics, each a
 * key theme of its own (a lone dialog's point never).
 */
function keyThemes(run: TopicsRun): KeyThemeResult[] {
  if (run.keyThemes) return run.keyThemes.filter((k) => k.parts.length > 0);
  const minimum = run.included >= 3 ? 2 : 1;
  return run.blocks
    .flatMap((block, b) => block.topics.map((topic, t) => ({ topic, part: { block: b, topic: t } })))
    .filter(({ topic }) => topic.dialogIds.length >= minimum)
    .sort(
      (x, y) =>
        y.topic.dialogIds.length - x.topic.dialogIds.length ||
        y.topic.mentions - x.topic.mentions ||
        x.topic.label.localeCompare(y.topic.label),
    )
    .slice(0, KEY_TOPICS)
    .map(({ topic, part }) => ({ label: topic.label, definition: topic.definition, dialogIds: topic.dialogIds, parts: [part] }));
}

// ------------------------------------------------------------------------------------------------ reading

export type TopicView = {
  id: string;
  topic: string;
  /** One sentence on what it covers (null for a block, and for topics stored before descriptions were kept). */
  description: string | null;
  insights: string | null;
  topWords: string[];
  dialogCount: number;
  /** The member dialogs (null for topics stored before members were kept). */
  dialogIds: string[] | null;
  citations: ShownCitation[];
  /** The researchers' agreement with the AI over its citations. */
  agreement: { share: number | null; votes: number };
};
export type BlockView = TopicView & { blockId: string; subtopics: TopicView[] };
/** A key theme: `blockTitle` is the first question it came up under, `blockTitles` all of them. */
export type KeyTopicView = TopicView & { blockTitle: string; blockTitles: string[] };
export type TopicsRunInfo = { model: string; generatedAt: Date; included: number; blocks: number; extractive: boolean; madeBy: MadeBy[] };

export type TopicsView = { run: TopicsRunInfo | null; blocks: BlockView[]; keyTopics: KeyTopicView[] };

/**
 * The report's stored topics with their citations as this researcher sees them (votes, agreement). With
 * `activeBlockIds`, only the topics of those blocks, and the key themes that gather any of them (as the exports).
 */
export function topicsView(reportId: string, userId: string, activeBlockIds?: ReadonlySet<string>): TopicsView {
  const db = getDb();
  const record = db
    .select()
    .from(summaries)
    .where(and(eq(summaries.reportId, reportId), eq(summaries.kind, 'coding_insights'), isNull(summaries.blockId)))
    .orderBy(desc(summaries.generatedAt))
    .get();
  if (!record) return { run: null, blocks: [], keyTopics: [] };
  const rows = db
    .select()
    .from(codingTopics)
    .where(and(eq(codingTopics.reportId, reportId), isNull(codingTopics.dialogId)))
    .orderBy(codingTopics.position)
    .all();
  const cited = citationsOf(
    'topicId',
    rows.map((r) => r.id),
    userId,
  );
  const view = (row: (typeof rows)[number]): TopicView => {
    const list = cited.get(row.id) ?? [];
    return {
      id: row.id,
      topic: row.topic,
      description: row.description,
      insights: row.insights,
      topWords: row.topWords ?? [],
      dialogCount: dialogsOfTopic(row),
      dialogIds: row.dialogIds,
      citations: list,
      agreement: agreement(list),
    };
  };
  const blockRows = rows.filter((r) => r.blockId && !r.parentId && (!activeBlockIds || activeBlockIds.has(r.blockId)));
  const blocks = blockRows.map((row) => ({
    ...view(row),
    blockId: row.blockId!,
    subtopics: rows.filter((r) => r.parentId === row.id).map(view),
  }));
  const subtopics = new Map(blocks.flatMap((b) => b.subtopics.map((s) => [s.id, { topic: s, block: b.topic }] as const)));
  // A key theme shows its topics' quotes and votes (one set of citations, voted on once), one quote per dialog first.
  const keyTopics = rows
    .filter((r) => !r.blockId && r.parentId)
    .map((row) => ({ row, parts: keyThemeParts(row, subtopics) }))
    .filter(({ parts }) => parts.length > 0)
    .map(({ row, parts }) => {
      const citations = onePerDialogFirst(parts.flatMap((p) => p.topic.citations));
      return {
        ...view(row),
        topWords: parts[0]!.topic.topWords,
        citations,
        agreement: agreement(citations),
        blockTitle: parts[0]!.block,
        blockTitles: [...new Set(parts.map((p) => p.block))],
      };
    });
  return {
    run: {
      model: record.model,
      generatedAt: record.generatedAt,
      included: record.totalResponses ?? 0,
      blocks: record.totalBlocksAnalyzed ?? blocks.length,
      extractive: record.extractive,
      madeBy: [madeByOf({ provenance: record.provenance, model: record.model, at: record.generatedAt })].filter((made) => made !== null),
    },
    blocks,
    keyTopics,
  };
}

/**
 * The block topics a key theme gathers (`subtopic_ids`; runs stored before it: the one it promotes, `parent_id`),
 * of those given.
 */
export function keyThemeParts<T>(row: { subtopicIds: string[] | null; parentId: string | null }, topics: ReadonlyMap<string, T>): T[] {
  const ids = row.subtopicIds?.length ? row.subtopicIds : row.parentId ? [row.parentId] : [];
  return ids.map((id) => topics.get(id)).filter((t) => t !== undefined);
}

/** Citations reordered so that each dialog's first comes before any dialog's second. */
function onePerDialogFirst<C extends { dialogId: string }>(citations: readonly C[]): C[] {
  const seen = new Set<string>();
  const first: C[] = [];
  const rest: C[] = [];
  for (const c of citations) {
    if (seen.has(c.dialogId)) rest.push(c);
    else {
      seen.add(c.dialogId);
      first.push(c);
    }
  }
  return [...first, ...rest];
}
