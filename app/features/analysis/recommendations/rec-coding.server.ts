/**
 * Recommendation coding: which recommendation of a question (block) each dialog's answer supports. This module runs
 * it and is the one writer of `recommendation_codings`; the engines are rec-coding-model.server.ts, the reading for
 * the page and the exports rec-coding-data.server.ts.
 *
 * Answers are the `dialog_answers` of the report's coding run; a dialog of the block without one gets the
 * respondent's own words for the block, stored as an answer of model 'builtin' (with each message as a verbatim
 * citation), so every coding points at a stored answer.
 */
import { and, eq, inArray } from 'drizzle-orm';

import { getDb, schema } from '@db/index';
import type { Interview } from '@db/schema';
import { embeddingModel } from '~/ai/embeddings.server';
import { BUILTIN_MODEL } from '~/ai/models';
import { provenanceFor } from '~/ai/provenance.server';
import { addCounts, emptyTally, type GroundingTally, verifyQuotes } from '~/ai/quotes/verify-quotes';
import { resolveModel } from '~/ai/registry.server';
import { ValidationFailed } from '~/lib/errors';
import { newId } from '~/lib/ids.server';

import { addTally, saveCitations } from '../citations/citations.server';
import { applyAnswerEdits } from '../coding/answer-edits.server';
import type { CodingBlock } from '../coding/blocks.server';
import { insertAnswerOnce } from '../coding/coding-run.server';
import { type DialogEvidence, messagesForBlock } from '../evidence/evidence.server';
import { stopIfCancelled } from '../reports/run-pool.server';
import { type Assignment, type BlockAnswer, builtinAssignments, modelAssignments, REC_CODING_PROMPT } from './rec-coding-model.server';
import { recommendationsOf } from './recommendations.server';

export const REC_CODING_SECTION = 'rec-coding';
export const MAX_CONCURRENT = 8;
export const NO_RECOMMENDATIONS = 'Generate or add recommendations for this question first';
const { dialogAnswers, recommendationCodings } = schema;
type Tx = Parameters<Parameters<ReturnType<typeof getDb>['transaction']>[0]>[0];

export type CodingOutcome = { engine: string; answers: number; classified: number; dropped: number; tally: GroundingTally };

/**
 * The block's answers of the included dialogs: the stored ones, and for each dialog still without one, the
 * respondent's words for the block stored as a built-in answer.
 */
export function answersForBlock(
  interview: Pick<Interview, 'questions'>,
  reportId: string,
  block: CodingBlock,
  evidence: readonly DialogEvidence[],
): BlockAnswer[] {
  const db = getDb();
  const stored = new Map(
    db
      .select()
      .from(dialogAnswers)
      .where(and(eq(dialogAnswers.reportId, reportId), eq(dialogAnswers.blockId, block.id)))
      .all()
      .map((row) => [row.dialogId, row]),
  );
  const tally = emptyTally();
  const result: BlockAnswer[] = [];
  for (const dialog of evidence) {
    const messages = messagesForBlock(interview, block, dialog);
    if (messages.length === 0) continue;
    let answer = stored.get(dialog.id);
    if (!answer) {
      answer = db.transaction((tx) => {
        const row = insertAnswerOnce(tx, {
          id: newId(),
          reportId,
          dialogId: dialog.id,
          blockId: block.id,
          status: 'success',
          answer: messages.map((m) => m.content.trim()).join('\n\n'),
          model: BUILTIN_MODEL,
          provenance: provenanceFor(BUILTIN_MODEL),
        });
        if (!row)
          return tx
            .select()
            .from(dialogAnswers)
            .where(and(eq(dialogAnswers.reportId, reportId), eq(dialogAnswers.dialogId, dialog.id), eq(dialogAnswers.blockId, block.id)))
            .get()!;
        // The respondent's own words: every message is its own quote, verbatim by construction (and checked).
        const verified = verifyQuotes(
          messages.map((m) => ({ messageId: m.id, quote: m.content.trim() })),
          new Map(messages.map((m) => [m.id, m])),
        );
        addCounts(tally, verified.tally);
        saveCitations(tx, reportId, { answerId: row.id }, verified.quotes);
        applyAnswerEdits(tx, reportId, dialog.id);
        return tx.select().from(dialogAnswers).where(eq(dialogAnswers.id, row.id)).get()!;
      });
    }
    if (answer.status === 'success' && answer.answer?.trim()) result.push({ answer, messages, dialog });
  }
  if (tally.verbatim + tally.snapped + tally.dropped > 0) addTally(db, reportId, REC_CODING_SECTION, tally);
  return result;
}

/** Codes the block's answers against its recommendations and stores the result in place of the last one. */
export async function codeBlock(
  interview: Pick<Interview, 'id' | 'questions'>,
  reportId: string,
  block: CodingBlock,
  evidence: readonly DialogEvidence[],
  options: {
    model: string;
    additionalPrompt: string | null;
    maxConcurrent: number;
    signal: AbortSignal;
    onStep: () => void;
    setTotal?: (n: number) => void;
  },
): Promise<CodingOutcome> {
  const recs = recommendationsOf(reportId, block.id);
  if (recs.length === 0) throw new ValidationFailed(NO_RECOMMENDATIONS);
  const items = answersForBlock(interview, reportId, block, evidence);
  const engine = resolveModel(options.model).engine;
  const tally = emptyTally();
  let assignments: Assignment[];
  let dropped = 0;
  if (engine === BUILTIN_MODEL) {
    options.setTotal?.(1);
    assignments = await builtinAssignments(items, recs, { interviewId: interview.id, signal: options.signal });
    options.onStep();
  } else {
    options.setTotal?.(items.length);
    const result = await modelAssignments(
      engine,
      reportId,
      items,
      recs,
      block,
      {
        interviewId: interview.id,
        signal: options.signal,
        additionalPrompt: options.additionalPrompt,
        maxConcurrent: options.maxConcurrent,
        onStep: options.onStep,
      },
      tally,
    );
    assignments = result.assignments;
    dropped = result.dropped;
  }
  stopIfCancelled(options.signal);
  const provenance = provenanceFor(engine, { prompt: REC_CODING_PROMPT, vectors: engine === BUILTIN_MODEL ? embeddingModel() : null });
  const db = getDb();
  db.transaction((tx) => {
    const answerIds = items.map((i) => i.answer.id);
    if (answerIds.length)
      tx.delete(recommendationCodings)
        .where(and(eq(recommendationCodings.reportId, reportId), inArray(recommendationCodings.answerId, answerIds)))
        .run();
    const seen = new Set<string>();
    for (const a of assignments) {
      const key = `${a.answerId}|${a.recommendationId}`;
      if (seen.has(key)) continue;
      seen.add(key);
      tx.insert(recommendationCodings)
        .values({
          reportId,
          answerId: a.answerId,
          recommendationId: a.recommendationId,
          relevance: a.relevance,
          model: engine,
          provenance,
          createdAt: new Date(provenance.at),
        })
        .run();
    }
    addTally(tx, reportId, REC_CODING_SECTION, tally);
  });
  return { engine, answers: items.length, classified: new Set(assignments.map((a) => a.answerId)).size, dropped, tally };
}

/** A report's coding of answers against recommendations, when its AI results are cleared. */
export function clearRecommendationCodings(tx: Tx | ReturnType<typeof getDb>, reportId: string): void {
  tx.delete(recommendationCodings).where(eq(recommendationCodings.reportId, reportId)).run();
}
