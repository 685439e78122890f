/**
 * Coding a report's dialogs: per included dialog, per active block, the topics (with subtopics, top words and
 * quotes) and the answer (with quotes). The built-in engine takes the respondent's own words; a model codes a
 * dialog in one structured call. Every quote is verified against the message it cites before it is stored, and
 * the dropped ones are counted. A dialog's results are replaced in one transaction, so a reader never sees half.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';

import { getDb, schema } from '@db/index';
import type { Interview } from '@db/schema';
import { builtinCoding, messagesAbout } from '~/ai/builtin/answer-coding';
import { loadEnglish } from '~/ai/builtin/english.server';
import { AiError } from '~/ai/errors';
import { emptyLeniency, type Leniency } from '~/ai/lenient-schema';
import { BUILTIN_MODEL } from '~/ai/models';
import { provenanceFor } from '~/ai/provenance.server';
import { addCounts, type CitableMessage, emptyTally, type GroundingTally, type QuoteClaim, verifyQuotes } from '~/ai/quotes/verify-quotes';
import { resolveModel } from '~/ai/registry.server';
import { newId } from '~/lib/ids.server';

import { addTally, saveCitations } from '../citations/citations.server';
import { type DialogEvidence, messagesForBlock } from '../evidence/evidence.server';
import type { Report } from '../reports/reports.server';
import { applyAnswerEdits } from './answer-edits.server';
import type { CodingBlock } from './blocks.server';
import { codeDialogWithModel, CODING_PROMPT, type ModelBlockCoding } from './coding-model.server';
import { deleteDialogTopics, deleteReportTopics, insertTopic } from './coding-topics.server';

const { dialogCodings, codingTopics, dialogAnswers, recommendations, summaries } = schema;

type Db = ReturnType<typeof getDb>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The message shown for a dialog that could not be coded ({n}: its position among the analysed dialogs). */
export function failureMessage(position: number, error: unknown): string {
  const status = error instanceof AiError ? (error.status ?? error.message) : error instanceof Error ? error.message : String(error);
  return `Answer analysis failed for interview ${position}: ${status}`;
}

type TopicResult = {
  topic: string;
  insights: string;
  topWords: string[];
  claims: QuoteClaim[];
  subtopics: { topic: string; insights: string; topWords: string[]; claims: QuoteClaim[] }[];
};
type BlockResult = { block: CodingBlock; answer: string; answerClaims: QuoteClaim[]; topics: TopicResult[] };

/** What the built-in engine makes of one dialog: per block, the respondent's words after its question and their phrases. */
async function builtinResults(
  interview: Pick<Interview, 'questions' | 'language'>,
  blocks: readonly CodingBlock[],
  dialog: DialogEvidence,
): Promise<BlockResult[]> {
  // English answers are read with the tagger (noun phrases, nouns); other languages by runs of content words.
  const grammar = interview.language === 'English' ? await loadEnglish() : undefined;
  return blocks.map((block) => {
    const question = `${block.title} ${block.description}`;
    // A block the researcher added has no question of the guide: it reads what the respondent said of its subject.
    const said = block.questionId ? messagesForBlock(interview, block, dialog) : messagesAbout(dialog.messages, question);
    const coded = builtinCoding(said, question, grammar);
    return {
      block,
      answer: coded.answer,
      answerClaims: coded.quotes,
      topics: coded.topics.map((t) => ({
        topic: t.topic,
        insights: t.insights,
        topWords: t.topWords,
        claims: t.quotes,
        subtopics: t.subtopics.map((s) => ({ topic: s.topic, insights: s.insights, topWords: s.topWords, claims: s.quotes })),
      })),
    };
  });
}

async function modelResults(
  input: { model: string; interviewId: string; signal: AbortSignal; leniency: Leniency },
  interview: Pick<Interview, 'questions'>,
  blocks: readonly CodingBlock[],
  dialog: DialogEvidence,
): Promise<BlockResult[]> {
  const coded = await codeDialogWithModel(input, blocks, dialog.messages, (index) => interview.questions[index]?.title ?? null);
  return blocks.map((block, index) => {
    const found: ModelBlockCoding = coded.get(index) ?? { answer: '', claims: [], topics: [] };
    return { block, answer: found.answer, answerClaims: found.claims, topics: found.topics };
  });
}

/**
 * Stores one dialog's results in place of its old ones, with the grounding counts of its quotes; what was cut from a
 * model's reply to fit it counts with the coding.
 */
function saveDialogResults(
  report: Report,
  dialog: DialogEvidence,
  results: readonly BlockResult[],
  engine: string,
  leniency: Leniency,
): void {
  const citable = new Map<string, CitableMessage>(dialog.messages.map((m) => [m.id, m]));
  const coding = { ...emptyTally(), ...leniency };
  const answers = emptyTally();
  const verify = (claims: readonly QuoteClaim[], tally: GroundingTally) => {
    const checked = verifyQuotes(claims, citable);
    addCounts(tally, checked.tally);
    return dedupe(checked.quotes);
  };
  const now = new Date();
  const provenance = provenanceFor(engine, { prompt: CODING_PROMPT, at: now });
  getDb().transaction((tx) => {
    clearDialog(tx, report.id, dialog.id);
    for (const result of results) {
      const answerId = newId();
      tx.insert(dialogAnswers)
        .values({
          id: answerId,
          reportId: report.id,
          dialogId: dialog.id,
          blockId: result.block.id,
          status: 'success',
          answer: result.answer,
          originalAnswer: result.answer,
          model: engine,
          provenance,
          createdAt: now,
        })
        .run();
      saveCitations(tx, report.id, { answerId }, verify(result.answerClaims, answers));
      result.topics.forEach((topic, position) => {
        const topicId = newId();
        insertTopic(tx, {
          id: topicId,
          reportId: report.id,
          blockId: result.block.id,
          dialogId: dialog.id,
          topic: topic.topic,
          insights: topic.insights,
          topWords: topic.topWords,
          dialogCount: 1,
          position,
          model: engine,
          provenance,
          createdAt: now,
        });
        saveCitations(tx, report.id, { topicId }, verify(topic.claims, coding));
        topic.subtopics.forEach((sub, subPosition) => {
          const subId = newId();
          insertTopic(tx, {
            id: subId,
            reportId: report.id,
            blockId: result.block.id,
            dialogId: dialog.id,
            parentId: topicId,
            topic: sub.topic,
            insights: sub.insights,
            topWords: sub.topWords,
            dialogCount: 1,
            position: subPosition,
            model: engine,
            provenance,
            createdAt: now,
          });
          saveCitations(tx, report.id, { topicId: subId }, verify(sub.claims, coding));
        });
      });
    }
    applyAnswerEdits(tx, report.id, dialog.id);
    addTally(tx, report.id, 'coding', coding);
    addTally(tx, report.id, 'answers', answers);
    setStatus(tx, report.id, dialog.id, { status: 'ok', error: null, model: engine, codedAt: now });
  });
}

/** The same span cited twice by one code is one citation. */
function dedupe<T extends { messageId: string; start: number; end: number }>(quotes: T[]): T[] {
  const seen = new Set<string>();
  return quotes.filter((q) => {
    const key = `${q.messageId}:${q.start}:${q.end}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A dialog's coding results in a report (topics of its blocks, answers; their citations cascade). */
function clearDialog(tx: Tx | Db, reportId: string, dialogId: string) {
  deleteDialogTopics(tx, reportId, dialogId);
  tx.delete(dialogAnswers)
    .where(and(eq(dialogAnswers.reportId, reportId), eq(dialogAnswers.dialogId, dialogId)))
    .run();
}

function setStatus(
  tx: Tx | Db,
  reportId: string,
  dialogId: string,
  fields: { status: 'ok' | 'failed' | 'processing'; error: string | null; model: string | null; codedAt: Date | null },
) {
  tx.insert(dialogCodings)
    .values({ reportId, dialogId, ...fields })
    .onConflictDoUpdate({ target: [dialogCodings.reportId, dialogCodings.dialogId], set: fields })
    .run();
}

/** Dialogs about to be coded show Processing, each with its own spinner. */
export function markProcessing(reportId: string, dialogIds: readonly string[]): void {
  getDb().transaction((tx) => {
    for (const dialogId of dialogIds) {
      tx.insert(dialogCodings)
        .values({ reportId, dialogId, status: 'processing' })
        .onConflictDoUpdate({ target: [dialogCodings.reportId, dialogCodings.dialogId], set: { status: 'processing', error: null } })
        .run();
    }
  });
}

/**
 * A dialog that could not be coded: marked Failed with its message, its answers marked as errors (an answer per
 * dialog and block is a success or an error); the other dialogs are not touched.
 */
export function markFailed(
  report: Report,
  blocks: readonly CodingBlock[],
  dialog: Pick<DialogEvidence, 'id' | 'position'>,
  error: unknown,
  engine: string,
): void {
  const message = failureMessage(dialog.position, error);
  getDb().transaction((tx) => {
    clearDialog(tx, report.id, dialog.id);
    for (const block of blocks) {
      tx.insert(dialogAnswers)
        .values({
          id: newId(),
          reportId: report.id,
          dialogId: dialog.id,
          blockId: block.id,
          status: 'error',
          error: message,
          model: engine,
        })
        .run();
    }
    setStatus(tx, report.id, dialog.id, { status: 'failed', error: message, model: engine, codedAt: new Date() });
  });
}

/** Dialogs a run left Processing (stopped, or ended by an error) become Failed with the reason; all of the report's when no ids are given. */
export function releaseProcessing(
  reportId: string,
  dialogIds: readonly string[] | undefined,
  reason = 'Stopped before this dialog was coded',
): void {
  if (dialogIds && dialogIds.length === 0) return;
  getDb()
    .update(dialogCodings)
    .set({ status: 'failed', error: reason })
    .where(
      and(
        eq(dialogCodings.reportId, reportId),
        eq(dialogCodings.status, 'processing'),
        dialogIds ? inArray(dialogCodings.dialogId, [...dialogIds]) : undefined,
      ),
    )
    .run();
}

/**
 * Codes one dialog with `model` (a name without an endpoint runs on the built-in engine) and stores the results.
 * Throws what the AI layer threw after its retries; the caller marks the dialog.
 */
export async function codeDialog(
  context: { interview: Interview; report: Report; blocks: readonly CodingBlock[]; model: string; signal: AbortSignal },
  dialog: DialogEvidence,
): Promise<void> {
  const engine = resolveModel(context.model).engine;
  const leniency = emptyLeniency();
  const results =
    engine === BUILTIN_MODEL
      ? await builtinResults(context.interview, context.blocks, dialog)
      : await modelResults(
          { model: engine, interviewId: context.interview.id, signal: context.signal, leniency },
          context.interview,
          context.blocks,
          dialog,
        );
  if (context.signal.aborted) throw context.signal.reason;
  saveDialogResults(context.report, dialog, results, engine, leniency);
}

/** The coding's results in a report: answers, topics and each dialog's coding status. */
export function clearCodingResults(tx: Tx | Db, reportId: string): void {
  tx.delete(dialogAnswers).where(eq(dialogAnswers.reportId, reportId)).run();
  deleteReportTopics(tx, reportId);
  tx.delete(dialogCodings).where(eq(dialogCodings.reportId, reportId)).run();
}

/** Stores an answer unless the dialog already has one for the block: the stored row, or undefined when there was one. */
export function insertAnswerOnce(tx: Tx | Db, answer: typeof dialogAnswers.$inferInsert): typeof dialogAnswers.$inferSelect | undefined {
  return tx.insert(dialogAnswers).values(answer).onConflictDoNothing().returning().get();
}

/** Whether the report holds any AI result (the toolbar shows Clear Cache only then); the researcher's own recommendations are not. */
export function hasAiResults(reportId: string): boolean {
  const one = (table: typeof dialogCodings | typeof dialogAnswers | typeof codingTopics | typeof summaries) =>
    Boolean(
      getDb()
        .select({ one: sql`1` })
        .from(table)
        .where(eq(table.reportId, reportId))
        .limit(1)
        .get(),
    );
  const generated = getDb()
    .select({ one: sql`1` })
    .from(recommendations)
    .where(and(eq(recommendations.reportId, reportId), eq(recommendations.isCustom, false)))
    .limit(1)
    .get();
  return one(dialogCodings) || one(dialogAnswers) || one(codingTopics) || one(summaries) || Boolean(generated);
}
