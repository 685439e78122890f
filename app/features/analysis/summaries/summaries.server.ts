/**
 * Question Insights Summary (per question) and Business Insights Summary (across questions), stored in `summaries`.
 *
 * Built-in: extractive, and labelled so: the themes of the topic engine (`builtin-summaries.server.ts`), each point
 * with the count of its member dialogs and those dialogs, quoted from different members.
 * With a model: points that each cite at least one quote by message id; quotes are verified, a point left with no
 * verified quote is dropped and counted. Quotes the researcher rejected (in any section) are never used.
 */
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { getDb, schema } from '@db/index';
import type { Interview } from '@db/schema';
import { AiError } from '~/ai/errors';
import { countClaims } from '../citations/count-claims';
import { generateStructured } from '~/ai/chat.server';
import { aiConfig } from '~/ai/config.server';
import { BUILTIN_MODEL } from '~/ai/models';
import { embeddingModel } from '~/ai/embeddings.server';
import { INTERVIEW_TEXT_IS_DATA, respondentText } from '~/ai/prompt-data';
import type { MadeBy } from '~/ai/provenance';
import { madeByOf, promptTemplate, provenanceFor } from '~/ai/provenance.server';
import { resolveModel } from '~/ai/registry.server';
import { newId } from '~/lib/ids.server';
import { addCounts, addTally, citationsOf, resetTally, saveCitations, type ShownCitation } from '../citations/citations.server';
import { emptyTally, verifyQuotes, type CitableMessage, type GroundingTally, type VerifiedQuote } from '~/ai/quotes/verify-quotes';
import { resolveCitedId } from '~/ai/quotes/cited-id';
import { rejectedSpans } from '../citations/quote-votes.server';
import { activeBlocks, type CodingBlock } from '../coding/blocks.server';
import { analysisEvidence, messagesForBlock, type DialogEvidence, type EvidenceMessage } from '../evidence/evidence.server';
import { recommendationsOf } from '../recommendations/recommendations.server';
import { clip, runPool } from '../reports/run-pool.server';
import type { Report } from '../reports/reports.server';
import { builtinBusinessPoints, builtinQuestionPoints } from './builtin-summaries.server';

const { summaries } = schema;
type Tx = Parameters<Parameters<ReturnType<typeof getDb>['transaction']>[0]>[0];
type SummaryKind = 'question_insights' | 'business_insights';
const SECTION: Record<SummaryKind, string> = { question_insights: 'question-insights', business_insights: 'business-insights' };
const PURPOSE: Record<SummaryKind, string> = {
  question_insights: 'analysis-question-insights',
  business_insights: 'analysis-business-insights',
};

/** A point; `dialogIds`: the dialogs its count stands for (built-in), null when it states no counted membership. */
export type Point = { text: string; quotes: VerifiedQuote[]; dialogIds?: string[] | null };
export type GenerationOutcome = { engine: string; droppedPoints: number; tally: GroundingTally; summaries: number };

// ------------------------------------------------------------------------------------------------ evidence

const overlaps = (spans: { start: number; end: number }[] | undefined, start: number, end: number) =>
  !!spans?.some((s) => s.start < end && start < s.end);

function withoutRejected(quotes: VerifiedQuote[], rejected: Map<string, { start: number; end: number }[]>) {
  return quotes.filter((q) => !overlaps(rejected.get(q.messageId), q.start, q.end));
}

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

// ------------------------------------------------------------------------------------------------ with a model

const pointsSchema = z.object({
  points: z
    .array(
      z.object({
        point: z.string().min(1).max(500),
        quotes: z
          .array(z.object({ message_id: z.string(), quote: z.string().min(1).max(600) }))
          .min(1)
          .max(3),
      }),
    )
    .max(8),
});

const QUESTION_PROMPT = `You summarise the answers to one question of a qualitative research interview for the research team.
Write 2 to 5 points. Each point states one finding and only what its quotes support, and cites 1 to 3 quotes copied word for word from the respondents' messages, each with the id of the message (the id in [brackets]). Do not state how many respondents said it: the count is taken from the dialogs your quotes come from. The recommendations already drawn from these answers are listed for context.
${INTERVIEW_TEXT_IS_DATA}`;

const BUSINESS_PROMPT = `You write the business insights summary of a qualitative research interview: what the findings mean for the business, across all questions.
Write 3 to 6 points. Each point states one insight and only what its quotes support, and cites 1 to 3 quotes copied word for word from the respondents' messages listed, each with the id of the message (the id in [brackets]). Do not state how many respondents said it.
${INTERVIEW_TEXT_IS_DATA}`;

/** The versions of the two prompts (their instructions; the data messages are assembled around them). */
export const SUMMARY_PROMPTS: Record<SummaryKind, ReturnType<typeof promptTemplate>> = {
  question_insights: promptTemplate(QUESTION_PROMPT),
  business_insights: promptTemplate(BUSINESS_PROMPT),
};

async function modelPoints(
  model: string,
  kind: SummaryKind,
  content: string,
  citable: ReadonlyMap<string, CitableMessage>,
  rejected: Map<string, { start: number; end: number }[]>,
  ctx: { interviewId: string; signal: AbortSignal },
  tally: GroundingTally,
  dialogsAnalysed: number,
): Promise<{ points: Point[]; dropped: number }> {
  const answer = await generateStructured(
    { purpose: PURPOSE[kind], model, interviewId: ctx.interviewId, signal: ctx.signal },
    {
      schema: pointsSchema,
      name: kind === 'question_insights' ? 'summarise_question' : 'summarise_business_insights',
      messages: [
        { role: 'system', content: kind === 'question_insights' ? QUESTION_PROMPT : BUSINESS_PROMPT },
        { role: 'user', content },
      ],
      leniency: tally,
    },
  );
  // Fitting keeps what it can of an answer, but a summary with no point at all says nothing: the answer is unusable.
  if (answer.points.length === 0)
    throw new AiError('The AI answer did not match the expected structure: it held no points', { kind: 'invalid' });
  const points: Point[] = [];
  let dropped = 0;
  for (const item of answer.points) {
    const verified = verifyQuotes(
      item.quotes.map((q) => ({ messageId: resolveCitedId(q.message_id, citable) ?? q.message_id, quote: q.quote })),
      citable,
    );
    addCounts(tally, verified.tally);
    const quotes = withoutRejected(verified.quotes, rejected);
    if (quotes.length === 0) {
      dropped += 1;
      continue;
    }
    points.push({ text: withCheckedCounts(item.point.trim(), quotes, dialogsAnalysed), quotes });
  }
  return { points, dropped };
}

/**
 * A model's point as stored: a count of dialogs or respondents it states that its verified quotes do not bear out
 * (more dialogs than they come from, or out of another total) is marked, with what the quotes do show. The prompt
 * asks for no counts; a model that states one anyway cannot pass it off as a finding.
 */
export function withCheckedCounts(text: string, quotes: readonly { dialogId: string }[], dialogsAnalysed: number): string {
  const quoted = new Set(quotes.map((q) => q.dialogId)).size;
  const unchecked = countClaims(text).filter((claim) => claim.n > quoted || (claim.of !== null && claim.of !== dialogsAnalysed));
  if (!unchecked.length) return text;
  const claims = [...new Set(unchecked.map((claim) => claim.text))].join('; ');
  return `${text} (Unchecked count: ${claims}; its quotes come from ${quoted} of ${dialogsAnalysed} dialogs.)`;
}

const said = (messages: readonly EvidenceMessage[]) => messages.map((m) => `[${m.id}]\n${respondentText(clip(m.content))}`).join('\n');
// Recommendations are written from the respondents' words (the built-in engine quotes them): data, like the answers.
const listed = (recs: readonly { title: string; description: string }[]) =>
  recs.map((r, i) => `Recommendation ${i + 1}:\n${respondentText(`${r.title}: ${r.description}`)}`).join('\n') || '(none)';

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
          `Recommendations (${recs.length}):\n${listed(recs)}`,
          `Answers of ${dialogs.length} respondents:\n${said(messages)}`,
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
        return `${head}\nFindings:\n${respondentText(summary.summary)}\nTheir evidence:\n${said(dialogs.flatMap((d) => d.messages).slice(0, 20))}`;
      return `${head}\n${said(dialogs.flatMap((d) => d.messages).slice(0, 30))}`;
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

// ------------------------------------------------------------------------------------------------ reading

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

/** Clear Cache: every summary of the report. */
export function clearSummaries(tx: Tx | ReturnType<typeof getDb>, reportId: string): void {
  tx.delete(summaries).where(eq(summaries.reportId, reportId)).run();
}
