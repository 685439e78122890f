/**
 * The engines of recommendation coding: built-in, the answer's sentence closest in meaning to a
 * recommendation (its title, description and quotes) decides, above a threshold; with a model, one structured call
 * per answer (at most `max_concurrent` at once) names the recommendations it supports, each with a quote from the
 * dialog that is verified; an assignment left with no verified quote is dropped and counted. The model's supporting
 * quotes join the answer's citations as they come (through the citations' writer); the run that stores the codings
 * is rec-coding.server.ts.
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';

import { getDb, schema } from '@db/index';
import { generateStructured } from '~/ai/chat.server';
import { aiConfig } from '~/ai/config.server';
import { embeddingModel, embedTexts, HASHING_MODEL } from '~/ai/embeddings.server';
import { INTERVIEW_TEXT_IS_DATA } from '~/ai/prompt-data';
import { promptTemplate } from '~/ai/provenance.server';
import { resolveCitedId } from '~/ai/quotes/cited-id';
import { addCounts, type CitableMessage, type GroundingTally, verifyQuotes } from '~/ai/quotes/verify-quotes';
import { centroidOf, dot } from '~/ai/vectors';

import { citationsOf, saveCitations } from '../citations/citations.server';
import type { CodingBlock } from '../coding/blocks.server';
import type { DialogEvidence, EvidenceMessage } from '../evidence/evidence.server';
import { promptMessages, promptRecommendations } from '../reports/prompt-lists';
import { runPool } from '../reports/run-pool.server';
import type { Recommendation } from './recommendations.server';
import { sentencesOf } from './wishes';

const PURPOSE = 'analysis-rec-coding';
const { citations } = schema;

export type AnswerRow = typeof schema.dialogAnswers.$inferSelect;
/** An answer of the block with the respondent's messages it was made from. */
export type BlockAnswer = { answer: AnswerRow; messages: EvidenceMessage[]; dialog: DialogEvidence };

const assignmentsSchema = z.object({
  assignments: z
    .array(
      z.object({
        recommendation: z.number().int().min(1),
        relevance: z.number().min(0).max(1),
        rationale: z.string().max(300),
        quotes: z
          .array(z.object({ message_id: z.string(), quote: z.string().min(1).max(600) }))
          .min(1)
          .max(3),
      }),
    )
    .max(10),
});

const CODING_PROMPT = `You code one respondent's answer in a qualitative research interview against a list of recommendations for one question.
Definitions: the answer supports a recommendation when the respondent voices the need, wish or problem that the recommendation addresses. Do not assign a recommendation the answer does not support; an answer may support none.
For each recommendation it supports give its number, a relevance from 0 to 1, a short rationale, and 1 to 3 quotes copied word for word from the respondent's messages with the id of the message (the id in [brackets]).
${INTERVIEW_TEXT_IS_DATA}`;
/** The version of the coding prompt (its instructions; the data message is assembled around them). */
export const REC_CODING_PROMPT = promptTemplate(CODING_PROMPT);

export type Assignment = { answerId: string; recommendationId: string; relevance: number };

export async function builtinAssignments(
  items: readonly BlockAnswer[],
  recs: readonly Recommendation[],
  ctx: { interviewId: string; signal: AbortSignal },
): Promise<Assignment[]> {
  const quotes = citationsOf(
    'recommendationId',
    recs.map((r) => r.id),
    '',
  );
  const recTexts = recs.map((r) => [`${r.title}. ${r.description}`, ...(quotes.get(r.id) ?? []).map((c) => c.text)]);
  const sentences = items.map(({ answer }) =>
    sentencesOf(answer.answer ?? '')
      .map((s) => s.text)
      .filter((t) => t.length >= 3),
  );
  const flat = [...recTexts.flat(), ...sentences.flat()];
  if (flat.length === 0) return [];
  const vectors = await embedTexts(flat, { purpose: PURPOSE, interviewId: ctx.interviewId, signal: ctx.signal });
  let at = 0;
  const recVectors = recTexts.map((texts) => {
    const members = texts.map((_, i) => at + i);
    at += texts.length;
    return centroidOf(vectors, members);
  });
  const threshold = embeddingModel() === HASHING_MODEL ? 0.25 : 0.5;
  const assignments: Assignment[] = [];
  items.forEach(({ answer }, i) => {
    let best = -1;
    let bestScore = threshold;
    for (const _ of sentences[i]!) {
      const vector = vectors[at++]!;
      recVectors.forEach((recVector, r) => {
        const score = dot(vector, recVector);
        if (score >= bestScore) {
          best = r;
          bestScore = score;
        }
      });
    }
    if (best >= 0)
      assignments.push({
        answerId: answer.id,
        recommendationId: recs[best]!.id,
        relevance: Math.round(Math.min(1, bestScore) * 100) / 100,
      });
  });
  return assignments;
}

export async function modelAssignments(
  model: string,
  reportId: string,
  items: readonly BlockAnswer[],
  recs: readonly Recommendation[],
  block: CodingBlock,
  ctx: { interviewId: string; signal: AbortSignal; additionalPrompt: string | null; maxConcurrent: number; onStep: () => void },
  tally: GroundingTally,
): Promise<{ assignments: Assignment[]; dropped: number }> {
  const assignments: Assignment[] = [];
  let dropped = 0;
  const list = promptRecommendations(recs);
  await runPool(
    items,
    Math.min(ctx.maxConcurrent, Math.max(1, aiConfig().concurrency)),
    ctx.signal,
    async ({ answer, messages }) => {
      const result = await generateStructured(
        { purpose: PURPOSE, model, interviewId: ctx.interviewId, signal: ctx.signal },
        {
          schema: assignmentsSchema,
          name: 'code_answer',
          leniency: tally,
          messages: [
            { role: 'system', content: CODING_PROMPT },
            {
              role: 'user',
              content: [
                ...(ctx.additionalPrompt ? [`Additional instructions from the researcher: ${ctx.additionalPrompt}`] : []),
                `Question: ${block.title}${block.description ? ` (${block.description})` : ''}`,
                `Recommendations:\n${list}`,
                `The respondent's messages:\n${promptMessages(messages)}`,
              ].join('\n\n'),
            },
          ],
        },
      );
      const citable = new Map<string, CitableMessage>(messages.map((m) => [m.id, m]));
      const existing = getDb()
        .select({ messageId: citations.messageId, start: citations.start, end: citations.end })
        .from(citations)
        .where(eq(citations.answerId, answer.id))
        .all();
      for (const item of result.assignments) {
        const rec = recs[item.recommendation - 1];
        const verified = verifyQuotes(
          item.quotes.map((q) => ({
            messageId: resolveCitedId(q.message_id, citable) ?? q.message_id,
            quote: q.quote,
            relevance: rec ? `Supports “${rec.title}”: ${item.rationale}`.slice(0, 400) : null,
          })),
          citable,
        );
        addCounts(tally, verified.tally);
        if (!rec || verified.quotes.length === 0) {
          dropped += 1;
          continue;
        }
        assignments.push({ answerId: answer.id, recommendationId: rec.id, relevance: Math.round(item.relevance * 100) / 100 });
        // The supporting quote joins the answer's citations unless it already is one.
        const fresh = verified.quotes.filter(
          (q) => !existing.some((c) => c.messageId === q.messageId && c.start === q.start && c.end === q.end),
        );
        if (fresh.length) {
          saveCitations(getDb(), reportId, { answerId: answer.id }, fresh);
          existing.push(...fresh);
        }
      }
      ctx.onStep();
    },
    (_item, error) => {
      // One failing answer stays unclassified; the others go on.
      console.warn(`Recommendation coding: an answer failed: ${error instanceof Error ? error.message : String(error)}`);
      ctx.onStep();
    },
  );
  return { assignments, dropped };
}
