/**
 * Question Insights Summary (per question) and Business Insights Summary (across questions), stored in `summaries`.
 * This module runs them and writes their rows; the model's engine is summaries-model.server.ts, the reading for the
 * page and the report JSON summaries-data.server.ts.
 *
 * Built-in: extractive, and labelled so: the themes of the topic engine (`builtin-summaries.server.ts`), each point
 * with the count of its member dialogs and those dialogs, quoted from different members.
 * With a model: points that each cite at least one quote by message id; quotes are verified, a point left with no
 * verified quote is dropped and counted. Quotes the researcher rejected (in any section) are never used.
 */
import { and, eq } from 'drizzle-orm';

import { getDb, schema } from '@db/index';
import type { Interview } from '@db/schema';
import { aiConfig } from '~/ai/config.server';
import { embeddingModel } from '~/ai/embeddings.server';
import { BUILTIN_MODEL } from '~/ai/models';
import { respondentText } from '~/ai/prompt-data';
import { provenanceFor } from '~/ai/provenance.server';
import { emptyTally, type GroundingTally } from '~/ai/quotes/verify-quotes';
import { resolveModel } from '~/ai/registry.server';
import { newId } from '~/lib/ids.server';

import { addTally, resetTally, saveCitations } from '../citations/citations.server';
import { rejectedSpans } from '../citations/quote-votes.server';
import { activeBlocks, type CodingBlock } from '../coding/blocks.server';
import { analysisEvidence, type DialogEvidence, type EvidenceMessage, messagesForBlock } from '../evidence/evidence.server';
import { recommendationsOf } from '../recommendations/recommendations.server';
import { promptMessages, promptRecommendations } from '../reports/prompt-lists';
import type { Report } from '../reports/reports.server';
import { runPool } from '../reports/run-pool.server';
import { builtinBusinessPoints, builtinQuestionPoints } from './builtin-summaries.server';
import { modelPoints, type Point, SUMMARY_PROMPTS, type SummaryKind } from './summaries-model.server';

const { summaries } = schema;
type Tx = Parameters<Parameters<ReturnType<typeof getDb>['transaction']>[0]>[0];
const SECTION: Record<SummaryKind, string> = { question_insights: 'question-insights', business_insights: 'business-insights' };
export type GenerationOutcome = { engine: string; droppedPoints: number; tally: GroundingTally; summaries: number };

// ------------------------------------------------------------------------------------------------ evidence

type BlockEvidence = { block: CodingBlock; dialogs: { dialog: DialogEvidence; messages: EvidenceMessage[] }[] };

function evidenceByBlock(interview: Pick<Interview, 'id' | 'questions'>, report: Report): { blocks: BlockEvidence[]; total: number } {
  const evidence = analysisEvidence(interview, report);
  const blocks = activeBlocks(interview).map((block) => ({
    block,
    dialogs: evidence
      .map((dialog) => ({ dialog, messages: messagesForBlock(interview, block, dialog) }))
      .filter((d) => d.messages.length > 0),
  }));
  return { blocks, total: evidence.length };
}

// ------------------------------------------------------------------------------------------------ storing

function store(
  reportId: string,
  kind: SummaryKind,
  rows: {
    blockId: string | null;
    points: Point[];
    extractive: boolean;
    totalResponses?: number;
    recommendationsAnalyzed?: number;
    totalBlocksAnalyzed?: number;
  }[],
  model: string,
  tally: GroundingTally,
) {
  const generatedAt = new Date();
  // The built-in engine's points are the topic engine's themes, found by comparing vectors.
  const provenance = provenanceFor(model, {
    prompt: SUMMARY_PROMPTS[kind],
    vectors: model === BUILTIN_MODEL ? embeddingModel() : null,
    at: generatedAt,
  });
  getDb().transaction((tx) => {
    tx.delete(summaries)
      .where(and(eq(summaries.reportId, reportId), eq(summaries.kind, kind)))
      .run();
    for (const row of rows) {
      const id = newId();
      tx.insert(summaries)
        .values({
          id,
          reportId,
          kind,
          blockId: row.blockId,
          summary: row.points.map((p) => p.text.replace(/\s+/g, ' ').trim()).join('\n'),
          pointDialogIds: row.points.some((p) => p.dialogIds) ? row.points.map((p) => p.dialogIds ?? null) : null,
          extractive: row.extractive,
          totalResponses: row.totalResponses ?? null,
          recommendationsAnalyzed: row.recommendationsAnalyzed ?? null,
          totalBlocksAnalyzed: row.totalBlocksAnalyzed ?? null,
          model,
          provenance,
          generatedAt,
        })
        .run();
      // Each quote names the point it backs (its relevance), so the page shows them under that point.
      saveCitations(
        tx,
        reportId,
        { summaryId: id },
        row.points.flatMap((p, i) => p.quotes.map((q) => ({ ...q, relevance: `Point ${i + 1}` }))),
      );
    }
    resetTally(tx, reportId, SECTION[kind]);
    addTally(tx, reportId, SECTION[kind], tally);
  });
}

// ------------------------------------------------------------------------------------------------ generating

export async function generateQuestionInsights(
  interview: Pick<Interview, 'id' | 'questions' | 'language' | 'goal'>,
  report: Report,
  userId: string,
  modelName: string,
  signal = new AbortController().signal,
): Promise<GenerationOutcome> {
  const { blocks } = evidenceByBlock(interview, report);
  const engine = resolveModel(modelName).engine;
  const rejected = rejectedSpans(report.id, userId);
  const tally = emptyTally();
  const ctx = { interviewId: interview.id, signal };
  let droppedPoints = 0;
  const rows: Parameters<typeof store>[2] = [];
  const answered = blocks.filter((b) => b.dialogs.length > 0);
  const builtin = engine === BUILTIN_MODEL ? await builtinQuestionPoints(interview, report, rejected, tally, signal) : null;
  await runPool(
    answered,
    engine === BUILTIN_MODEL ? 1 : aiConfig().concurrency,
    signal,
    async ({ block, dialogs }) => {
      const recs = recommendationsOf(report.id, block.id);
      let points: Point[];
      if (builtin) {
        points = builtin.get(block.id) ?? [];
      } else {
        const messages = dialogs.flatMap((d) => d.messages);
        const content = [
          `Question: ${block.title}${block.description ? ` (${block.description})` : ''}`,
          `Recommendations (${recs.length}):\n${promptRecommendations(recs)}`,
          `Answers of ${dialogs.length} respondents:\n${promptMessages(messages)}`,
        ].join('\n\n');
        const result = await modelPoints(
          engine,
          'question_insights',
          content,
          new Map(messages.map((m) => [m.id, m])),
          rejected,
          ctx,
          tally,
          dialogs.length,
        );
        points = result.points;
        droppedPoints += result.dropped;
      }
      rows.push({
        blockId: block.id,
        points,
        extractive: engine === BUILTIN_MODEL,
        totalResponses: dialogs.length,
        recommendationsAnalyzed: recs.length,
      });
    },
    (_item, error) => {
      throw error;
    },
  );
  const order = new Map(answered.map((b, i) => [b.block.id, i]));
  rows.sort((a, b) => order.get(a.blockId!)! - order.get(b.blockId!)!);
  store(report.id, 'question_insights', rows, engine, tally);
  return { engine, droppedPoints, tally, summaries: rows.length };
}

export async function generateBusinessInsights(
  interview: Pick<Interview, 'id' | 'questions' | 'language' | 'goal'>,
  report: Report,
  userId: string,
  modelName: string,
  signal = new AbortController().signal,
): Promise<GenerationOutcome> {
  const { blocks, total } = evidenceByBlock(interview, report);
  const engine = resolveModel(modelName).engine;
  const rejected = rejectedSpans(report.id, userId);
  const tally = emptyTally();
  const ctx = { interviewId: interview.id, signal };
  const answered = blocks.filter((b) => b.dialogs.length > 0);
  let points: Point[];
  let droppedPoints = 0;
  if (engine === BUILTIN_MODEL) {
    points = await builtinBusinessPoints(interview, report, rejected, tally, signal);
  } else {
    // Reduce: the question summaries already made (with their verified quotes) stand for each question; a question
    // without one is read from its first answers.
    const questionSummaries = new Map(
      getDb()
        .select()
        .from(summaries)
        .where(and(eq(summaries.reportId, report.id), eq(summaries.kind, 'question_insights')))
        .all()
        .map((s) => [s.blockId, s]),
    );
    const messages = answered.flatMap((b) => b.dialogs.flatMap((d) => d.messages));
    const parts = answered.map(({ block, dialogs }) => {
      const summary = questionSummaries.get(block.id);
      const head = `Question: ${block.title} (${dialogs.length} respondents, ${recommendationsOf(report.id, block.id).length} recommendations)`;
      if (summary)
        return `${head}\nFindings:\n${respondentText(summary.summary)}\nTheir evidence:\n${promptMessages(dialogs.flatMap((d) => d.messages).slice(0, 20))}`;
      return `${head}\n${promptMessages(dialogs.flatMap((d) => d.messages).slice(0, 30))}`;
    });
    const result = await modelPoints(
      engine,
      'business_insights',
      parts.join('\n\n'),
      new Map(messages.map((m) => [m.id, m])),
      rejected,
      ctx,
      tally,
      total,
    );
    points = result.points;
    droppedPoints = result.dropped;
  }
  store(
    report.id,
    'business_insights',
    [{ blockId: null, points, extractive: engine === BUILTIN_MODEL, totalBlocksAnalyzed: answered.length, totalResponses: total }],
    engine,
    tally,
  );
  return { engine, droppedPoints, tally, summaries: 1 };
}

/** Clear Cache: every summary of the report. */
export function clearSummaries(tx: Tx | ReturnType<typeof getDb>, reportId: string): void {
  tx.delete(summaries).where(eq(summaries.reportId, reportId)).run();
}
