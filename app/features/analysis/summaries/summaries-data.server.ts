/**
 * The stored summaries as the page and the report JSON read them: each with its points and their quotes, the quotes
 * this researcher rejected hidden.
 */
import { and, asc, eq } from 'drizzle-orm';

import { getDb, schema } from '@db/index';
import type { MadeBy } from '~/ai/provenance';
import { madeByOf } from '~/ai/provenance.server';

import { citationsOf, type ShownCitation } from '../citations/citations.server';
import type { CodingBlock } from '../coding/blocks.server';
import type { SummaryKind } from './summaries-model.server';

const { summaries } = schema;

/** `dialogIds`: the dialogs the point's count stands for (null when it states none from membership). */
export type ShownPoint = { text: string; citations: ShownCitation[]; dialogIds: string[] | null };
export type ShownSummary = {
  id: string;
  blockId: string | null;
  title: string;
  points: ShownPoint[];
  extractive: boolean;
  totalResponses: number | null;
  recommendationsAnalyzed: number | null;
  totalBlocksAnalyzed: number | null;
  model: string;
  generatedAt: Date;
  madeBy: MadeBy | null;
};

/** The stored summaries of a kind with their points and quotes; quotes this researcher rejected are hidden. */
export function summariesOf(reportId: string, kind: SummaryKind, userId: string, blocks: readonly CodingBlock[]): ShownSummary[] {
  const rows = getDb()
    .select()
    .from(summaries)
    .where(and(eq(summaries.reportId, reportId), eq(summaries.kind, kind)))
    .orderBy(asc(summaries.generatedAt))
    .all();
  const quotes = citationsOf(
    'summaryId',
    rows.map((r) => r.id),
    userId,
  );
  const titles = new Map(blocks.map((b) => [b.id, b.title]));
  const order = new Map(blocks.map((b, i) => [b.id, i]));
  return rows
    .filter((row) => row.blockId === null || titles.has(row.blockId))
    .sort((a, b) => (order.get(a.blockId ?? '') ?? -1) - (order.get(b.blockId ?? '') ?? -1))
    .map((row) => {
      const own = (quotes.get(row.id) ?? []).filter((c) => c.vote !== 'rejected');
      const points = row.summary
        .split('\n')
        .filter((line) => line.trim())
        .map((text, i) => ({
          text,
          citations: own.filter((c) => c.relevance === `Point ${i + 1}`).map((c) => ({ ...c, relevance: null })),
          dialogIds: row.pointDialogIds?.[i] ?? null,
        }));
      return {
        id: row.id,
        blockId: row.blockId,
        title: row.blockId ? titles.get(row.blockId)! : 'Business insights',
        points,
        extractive: row.extractive,
        totalResponses: row.totalResponses,
        recommendationsAnalyzed: row.recommendationsAnalyzed,
        totalBlocksAnalyzed: row.totalBlocksAnalyzed,
        model: row.model,
        generatedAt: row.generatedAt,
        madeBy: madeByOf({ provenance: row.provenance, model: row.model, at: row.generatedAt }),
      };
    });
}

/** The report JSON's question_insights_data: per question, its summary and points. */
export function questionInsightsData(shown: readonly ShownSummary[]) {
  const insights: Record<
    string,
    {
      summary: string;
      total_responses: number;
      recommendations_analyzed: number;
      extractive: boolean;
      points: ReturnType<typeof pointJson>[];
    }
  > = {};
  for (const s of shown) {
    insights[s.title] = {
      summary: s.points.map((p) => p.text).join('\n'),
      total_responses: s.totalResponses ?? 0,
      recommendations_analyzed: s.recommendationsAnalyzed ?? 0,
      extractive: s.extractive,
      points: s.points.map(pointJson),
    };
  }
  const first = shown[0];
  return {
    model_used: first?.model ?? null,
    generated_at: first?.generatedAt.toISOString() ?? null,
    insights,
    questions_analyzed: shown.length,
  };
}

/** The report JSON's business summary, null before one is made. */
export function businessSummaryData(shown: ShownSummary | undefined) {
  if (!shown) return null;
  return {
    type: 'business_insights' as const,
    summary: shown.points.map((p) => p.text).join('\n'),
    model_used: shown.model,
    generated_at: shown.generatedAt.toISOString(),
    total_blocks_analyzed: shown.totalBlocksAnalyzed ?? 0,
    extractive: shown.extractive,
    points: shown.points.map(pointJson),
  };
}

/** A point as the JSON calls give it: with its member dialogs where its count comes from membership. */
function pointJson(p: ShownPoint) {
  return {
    text: p.text,
    dialog_ids: p.dialogIds,
    citations: p.citations.map((c) => ({
      text: c.text,
      source: `Dialog # ${c.shortLink}`,
      dialog_id: c.dialogId,
      verification: c.verification,
    })),
  };
}
