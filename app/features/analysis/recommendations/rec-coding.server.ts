/**
 * Recommendation coding: which recommendation of a question (block) each dialog's answer supports.
 *
 * Answers are the `dialog_answers` of the report's coding run; a dialog of the block without one gets the
 * respondent's own words for the block, stored as an answer of model 'builtin' (with each message as a verbatim
 * citation), so every coding points at a stored answer. Built-in: the answer's sentence closest in meaning to a
 * recommendation (its title, description and quotes) decides, above a threshold. With a model: one structured call
 * per answer (at most `max_concurrent` at once) names the recommendations it supports, each with a quote from the
 * dialog that is verified; an assignment left with no verified quote is dropped and counted.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { getDb, schema } from '@db/index';
import type { Interview } from '@db/schema';
import { generateStructured } from '~/ai/chat.server';
import { aiConfig } from '~/ai/config.server';
import { embeddingModel, embedTexts, HASHING_MODEL } from '~/ai/embeddings.server';
import { BUILTIN_MODEL } from '~/ai/models';
import { INTERVIEW_TEXT_IS_DATA, respondentText } from '~/ai/prompt-data';
import { distinctMadeBy, type MadeBy } from '~/ai/provenance';
import { madeByOf, promptTemplate, provenanceFor } from '~/ai/provenance.server';
import { resolveModel } from '~/ai/registry.server';
import { ValidationFailed } from '~/lib/errors';
import { newId } from '~/lib/ids.server';
import { addCounts, addTally, citationsOf, saveCitations } from '../citations/citations.server';
import { emptyTally, verifyQuotes, type CitableMessage, type GroundingTally } from '~/ai/quotes/verify-quotes';
import { resolveCitedId } from '~/ai/quotes/cited-id';
import type { CodingBlock } from '../coding/blocks.server';
import { applyAnswerEdits } from '../coding/answer-edits.server';
import { insertAnswerOnce } from '../coding/coding-run.server';
import { messagesForBlock, type DialogEvidence, type EvidenceMessage } from '../evidence/evidence.server';
import { centroidOf } from '../reports/clusters';
import { dot } from '~/ai/vectors';
import { isAnswer } from '../reports/report-counts';
import { recommendationsOf, type Recommendation } from './recommendations.server';
import { clip, runPool, stopIfCancelled } from '../reports/run-pool.server';
import { sentencesOf } from './wishes';

export const REC_CODING_SECTION = 'rec-coding';
export const MAX_CONCURRENT = 8;
export const NO_RECOMMENDATIONS = 'Generate or add recommendations for this question first';
const PURPOSE = 'analysis-rec-coding';

const { dialogAnswers, recommendationCodings, citations } = schema;
type Tx = Parameters<Parameters<ReturnType<typeof getDb>['transaction']>[0]>[0];

export type AnswerRow = typeof dialogAnswers.$inferSelect;
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
): { answer: AnswerRow; messages: EvidenceMessage[]; dialog: DialogEvidence }[] {
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
  const result: { answer: AnswerRow; messages: EvidenceMessage[]; dialog: DialogEvidence }[] = [];
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

type Assignment = { answerId: string; recommendationId: string; relevance: number };

async function builtinAssignments(
  items: ReturnType<typeof answersForBlock>,
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

async function modelAssignments(
  model: string,
  reportId: string,
  items: ReturnType<typeof answersForBlock>,
  recs: readonly Recommendation[],
  block: CodingBlock,
  ctx: { interviewId: string; signal: AbortSignal; additionalPrompt: string | null; maxConcurrent: number; onStep: () => void },
  tally: GroundingTally,
): Promise<{ assignments: Assignment[]; dropped: number }> {
  const assignments: Assignment[] = [];
  let dropped = 0;
  // Recommendations are written from the respondents' words (the built-in engine quotes them): data, like the answer.
  const list = recs.map((r, i) => `Recommendation ${i + 1}:\n${respondentText(`${r.title}: ${r.description}`)}`).join('\n');
  await runPool(
    items,
    Math.min(ctx.maxConcurrent, Math.max(1, aiConfig().concurrency)),
    ctx.signal,
    async ({ answer, messages }) => {
      const said = messages.map((m) => `[${m.id}]\n${respondentText(clip(m.content))}`).join('\n');
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
                `The respondent's messages:\n${said}`,
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

// ------------------------------------------------------------------------------------------------ reading

export type CodedAnswer = {
  answerId: string;
  dialogId: string;
  shortLink: string;
  label: string;
  answer: string;
  relevance: number | null;
  citations: ReturnType<typeof citationsOf> extends Map<string, infer C> ? C : never;
};
export type CodingGroup = { recommendationId: string; title: string; description: string; answers: CodedAnswer[] };
export type BlockCoding = {
  blockId: string;
  title: string;
  groups: CodingGroup[];
  answered: number;
  unclassified: number;
  model: string | null;
  codedAt: Date | null;
  madeBy: MadeBy[];
};

/** The stored coding of each block with its recommendations, answers and their active citations. */
export function recCodingOf(
  reportId: string,
  blocks: readonly CodingBlock[],
  userId: string,
  dialogsById: ReadonlyMap<string, { shortLink: string; label: string }>,
): BlockCoding[] {
  const db = getDb();
  const recs = recommendationsOf(reportId);
  const codings = db
    .select()
    .from(recommendationCodings)
    .where(eq(recommendationCodings.reportId, reportId))
    .orderBy(asc(recommendationCodings.createdAt))
    .all();
  const answerIds = [...new Set(codings.map((c) => c.answerId))];
  const answers = new Map<string, AnswerRow>();
  for (let i = 0; i < answerIds.length; i += 500) {
    for (const row of db
      .select()
      .from(dialogAnswers)
      .where(inArray(dialogAnswers.id, answerIds.slice(i, i + 500)))
      .all())
      answers.set(row.id, row);
  }
  const cited = citationsOf('answerId', answerIds, userId);
  const blockAnswers = db
    .select({ id: dialogAnswers.id, blockId: dialogAnswers.blockId, dialogId: dialogAnswers.dialogId })
    .from(dialogAnswers)
    .where(eq(dialogAnswers.reportId, reportId))
    .all();
  return blocks.map((block) => {
    const own = recs.filter((r) => r.blockId === block.id);
    const ownIds = new Set(own.map((r) => r.id));
    const ownCodings = codings.filter((c) => ownIds.has(c.recommendationId));
    const groups = own.map((rec) => ({
      recommendationId: rec.id,
      title: rec.title,
      description: rec.description,
      answers: ownCodings
        .filter((c) => c.recommendationId === rec.id && answers.has(c.answerId))
        .flatMap((c) => {
          const answer = answers.get(c.answerId)!;
          const dialog = dialogsById.get(answer.dialogId);
          if (!dialog || !isAnswer(answer)) return [];
          return [
            {
              answerId: answer.id,
              dialogId: answer.dialogId,
              shortLink: dialog.shortLink,
              label: dialog.label,
              answer: answer.answer ?? '',
              relevance: c.relevance,
              citations: (cited.get(answer.id) ?? []).filter((x) => x.vote !== 'rejected'),
            },
          ];
        }),
    }));
    const answered = blockAnswers.filter((a) => a.blockId === block.id && dialogsById.has(a.dialogId)).length;
    const classified = new Set(ownCodings.map((c) => c.answerId)).size;
    const latest = ownCodings.at(-1);
    const madeBy = distinctMadeBy(ownCodings.map((c) => madeByOf({ provenance: c.provenance, model: c.model, at: c.createdAt })));
    return {
      blockId: block.id,
      title: block.title,
      groups,
      answered,
      unclassified: ownCodings.length ? Math.max(0, answered - classified) : 0,
      model: latest?.model ?? null,
      codedAt: latest?.createdAt ?? null,
      madeBy,
    };
  });
}

/** The report JSON's coding_rec_data: per question, per recommendation group, the answers with user_id and answer. */
export function codingRecData(coding: readonly BlockCoding[]) {
  const data: Record<
    string,
    Record<
      string,
      {
        user_id: string;
        dialog_id: string;
        answer: string;
        relevance: number | null;
        citations: { text: string; relevance: string | null; source: string }[];
      }[]
    >
  > = {};
  for (const block of coding) {
    const groups: (typeof data)[string] = {};
    for (const group of block.groups) {
      groups[group.title] = group.answers.map((a) => ({
        user_id: a.label,
        dialog_id: a.dialogId,
        answer: a.answer,
        relevance: a.relevance,
        citations: a.citations.map((c) => ({ text: c.text, relevance: c.relevance, source: a.label })),
      }));
    }
    data[block.title] = groups;
  }
  return data;
}
