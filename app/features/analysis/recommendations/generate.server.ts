/**
 * Generating a report's recommendations per coding block, on the built-in engine or a model.
 *
 * Built-in: the sentences of the block's answers that voice a wish or a suggestion (`wishes.ts`), grouped by meaning
 * with the embeddings, each group titled by its distinctive words and quoted by its most central sentences (exact by
 * construction, verified all the same).
 *
 * Model (map-reduce): per dialog, one structured call lists the suggestions the respondent voiced in each block, each
 * citing message ids and quotes, verified at once (a suggestion left with no verified quote is dropped); per block,
 * one call merges them into recommendations by suggestion id, so a recommendation can only rest on verified quotes.
 */
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { getDb, schema } from '@db/index';
import type { Interview } from '@db/schema';
import { generateStructured } from '~/ai/chat.server';
import { aiConfig } from '~/ai/config.server';
import { embeddingModel, embedTexts, HASHING_MODEL } from '~/ai/embeddings.server';
import { BUILTIN_MODEL } from '~/ai/models';
import { INTERVIEW_TEXT_IS_DATA, respondentText } from '~/ai/prompt-data';
import { resolveModel } from '~/ai/registry.server';
import { newId } from '~/lib/ids.server';
import { addTally, emptyTally, resetTally, saveCitations, verifyQuotes, type CitableMessage, type GroundingTally, type QuoteClaim, type VerifiedQuote } from '../citations/citations.server';
import { resolveCitedId } from '../citations/cited-id';
import type { CodingBlock } from '../coding/blocks.server';
import { messagesForBlock, type DialogEvidence, type EvidenceMessage } from '../coding/evidence.server';
import { byCentrality, clusterVectors } from './clusters';
import { distinctiveTerms, labelOf } from '../topics/clustering';
import { stopWordsFor, termsOf } from '../topics/words';
import { clip, runPool, stopIfCancelled } from './run-pool.server';
import { WISH_WORDS, wishesIn } from './wishes';

export const SECTION = 'recommendations';
const PURPOSE = 'analysis-recommendations';
/** Quotes kept per recommendation: one per dialog first, so no single respondent carries it. */
const QUOTES_PER_RECOMMENDATION = 5;
const RECOMMENDATIONS_PER_BLOCK = 10;

export type Draft = { title: string; description: string; quotes: VerifiedQuote[] };
export type BlockInput = { block: CodingBlock; dialogs: { dialog: DialogEvidence; messages: EvidenceMessage[] }[] };
/** Words that never title a recommendation: the interview language's stop words and the wording of wishes. */
export type TitleWords = ReadonlySet<string>;
export type Outcome = { tally: GroundingTally; droppedRecommendations: number; failedDialogs: number };
type Ctx = { interviewId: string; signal: AbortSignal; additionalPrompt: string | null; onStep: () => void };

/** The included dialogs' words for each block. */
export function blockInputs(interview: Pick<Interview, 'questions'>, blocks: readonly CodingBlock[], evidence: readonly DialogEvidence[]): BlockInput[] {
  return blocks.map((block) => ({
    block,
    dialogs: evidence.map((dialog) => ({ dialog, messages: messagesForBlock(interview, block, dialog) })).filter((d) => d.messages.length > 0),
  }));
}

const citableOf = (messages: readonly EvidenceMessage[]) => new Map<string, CitableMessage>(messages.map((m) => [m.id, m]));

/** How close two sentences must be to voice the same wish, for the vectors this installation makes. */
function similarityThreshold(): number {
  return embeddingModel() === HASHING_MODEL ? 0.3 : 0.5;
}

// ------------------------------------------------------------------------------------------------ built-in

export async function builtinDrafts(input: BlockInput, ctx: Pick<Ctx, 'interviewId' | 'signal'>, tally: GroundingTally, stop: TitleWords): Promise<Draft[]> {
  const wishes = input.dialogs.flatMap(({ dialog, messages }) =>
    messages.flatMap((message) => wishesIn(message.content).map((s) => ({ dialogId: dialog.id, message, text: s.text }))),
  );
  if (wishes.length === 0) return [];
  const vectors = await embedTexts(
    wishes.map((w) => w.text),
    { purpose: PURPOSE, interviewId: ctx.interviewId, signal: ctx.signal },
  );
  const clusters = clusterVectors(vectors, similarityThreshold());
  // Titled by class-based TF-IDF over dialogs (the topics' engine), so one talkative respondent cannot name a group.
  const words = distinctiveTerms(
    clusters.map((c) => c.members.map((m) => ({ terms: termsOf(wishes[m]!.text, stop), source: wishes[m]!.dialogId }))),
    3,
  );
  const dialogsOf = (members: number[]) => new Set(members.map((m) => wishes[m]!.dialogId)).size;
  const total = input.dialogs.length;
  return clusters
    .map((cluster, c) => ({ cluster, words: words[c]!, dialogs: dialogsOf(cluster.members) }))
    .sort((a, b) => b.dialogs - a.dialogs || b.cluster.members.length - a.cluster.members.length)
    .slice(0, RECOMMENDATIONS_PER_BLOCK)
    .map(({ cluster, words, dialogs }) => {
      const ordered = byCentrality(vectors, cluster);
      // Most central sentence of each dialog first, then the rest.
      const seen = new Set<string>();
      const firsts = ordered.filter((m) => !seen.has(wishes[m]!.dialogId) && seen.add(wishes[m]!.dialogId));
      const picked = [...firsts, ...ordered.filter((m) => !firsts.includes(m))].slice(0, QUOTES_PER_RECOMMENDATION);
      const claims: QuoteClaim[] = picked.map((m) => ({ messageId: wishes[m]!.message.id, quote: wishes[m]!.text }));
      const verified = verifyQuotes(claims, citableOf(picked.map((m) => wishes[m]!.message)));
      addInto(tally, verified.tally);
      const typical = wishes[ordered[0]!]!.text;
      const description = `Voiced in ${dialogs} of ${total} ${total === 1 ? 'dialog' : 'dialogs'} (${cluster.members.length} ${cluster.members.length === 1 ? 'mention' : 'mentions'}). Most typical wording: “${typical}”`;
      return { title: words.length ? labelOf(words) : 'Suggestion', description, quotes: verified.quotes };
    })
    .filter((draft) => draft.quotes.length > 0);
}

function addInto(into: GroundingTally, tally: GroundingTally) {
  into.verbatim += tally.verbatim;
  into.snapped += tally.snapped;
  into.dropped += tally.dropped;
}

// ------------------------------------------------------------------------------------------------ with a model

const quoteSchema = z.object({ message_id: z.string(), quote: z.string().min(1).max(600) });
const suggestionsSchema = z.object({
  suggestions: z
    .array(
      z.object({
        block: z.number().int().min(1),
        suggestion: z.string().min(1).max(300),
        rationale: z.string().max(300),
        quotes: z.array(quoteSchema).min(1).max(5),
      }),
    )
    .max(40),
});
const mergedSchema = z.object({
  recommendations: z
    .array(
      z.object({
        title: z.string().min(1).max(120),
        description: z.string().min(1).max(600),
        rationale: z.string().max(300),
        suggestion_ids: z.array(z.string()).min(1),
      }),
    )
    .max(RECOMMENDATIONS_PER_BLOCK),
});

const MAP_PROMPT = `You read one respondent's answers in a qualitative research interview and list the suggestions and wishes they voiced for each block (question).
Definitions: a suggestion is a change, addition or improvement the respondent asks for or clearly wishes for ("I would like", "I wish", "it should", "please", "it would be great if", and the same in any language). A complaint counts only when the respondent says what they want instead. Do not invent suggestions the respondent did not voice.
For each suggestion give the block number, the suggestion in one short sentence in English, a short rationale (why this is a suggestion), and 1 to 3 quotes copied word for word from the respondent's messages, each with the id of the message it comes from (the id in [brackets]).
${INTERVIEW_TEXT_IS_DATA}`;

const REDUCE_PROMPT = `You merge the suggestions respondents voiced for one block (question) of a qualitative research interview into recommendations for the team.
Each recommendation: a short title, a description that states only what the cited suggestions support (say how many respondents voiced it), a short rationale, and the ids of the suggestions it rests on (at least one). Suggestions that say the same thing go into one recommendation. Order them by how many respondents voiced them.
${INTERVIEW_TEXT_IS_DATA}`;

type Suggestion = { id: string; blockIndex: number; dialogId: string; text: string; quotes: VerifiedQuote[] };

function dialogPrompt(inputs: readonly BlockInput[], dialogId: string, additional: string[]): string | null {
  const parts: string[] = [];
  inputs.forEach((input, b) => {
    const found = input.dialogs.find((d) => d.dialog.id === dialogId);
    if (!found) return;
    const said = found.messages.map((m) => `[${m.id}]\n${respondentText(clip(m.content))}`).join('\n');
    parts.push(`Block ${b + 1}: ${input.block.title}${input.block.description ? ` (${input.block.description})` : ''}\n${said}`);
  });
  if (parts.length === 0) return null;
  return [...additional, ...parts].join('\n\n');
}

export async function modelDrafts(model: string, inputs: readonly BlockInput[], ctx: Ctx, tally: GroundingTally): Promise<{ drafts: Draft[][]; dropped: number; failedDialogs: number }> {
  const dialogIds = [...new Set(inputs.flatMap((i) => i.dialogs.map((d) => d.dialog.id)))];
  const instructions = (input?: BlockInput) =>
    [ctx.additionalPrompt, input?.block.additionalPrompt].filter((p): p is string => !!p?.trim()).map((p) => `Additional instructions from the researcher: ${p.trim()}`);
  const suggestions: Suggestion[] = [];
  let dropped = 0;
  let failedDialogs = 0;
  const blockPrompts = inputs.flatMap((input, b) => (input.block.additionalPrompt?.trim() ? [`Block ${b + 1}: ${input.block.additionalPrompt.trim()}`] : []));

  await runPool(
    dialogIds,
    aiConfig().concurrency,
    ctx.signal,
    async (dialogId) => {
      const prompt = dialogPrompt(inputs, dialogId, [...instructions(), ...(blockPrompts.length ? [`Per block instructions:\n${blockPrompts.join('\n')}`] : [])]);
      if (!prompt) return;
      const answer = await generateStructured(
        { purpose: PURPOSE, model, interviewId: ctx.interviewId, signal: ctx.signal },
        { schema: suggestionsSchema, name: 'list_suggestions', messages: [{ role: 'system', content: MAP_PROMPT }, { role: 'user', content: prompt }], leniency: tally },
      );
      for (const item of answer.suggestions) {
        const input = inputs[item.block - 1];
        const own = input?.dialogs.find((d) => d.dialog.id === dialogId);
        // A suggestion of a block this dialog did not answer, or without a verified quote, never reaches a
        // recommendation; its quotes are counted as dropped.
        if (!input || !own) {
          tally.dropped += item.quotes.length;
          continue;
        }
        const citable = citableOf(own.messages);
        const verified = verifyQuotes(item.quotes.map((q) => ({ messageId: resolveCitedId(q.message_id, citable) ?? q.message_id, quote: q.quote })), citable);
        addInto(tally, verified.tally);
        if (verified.quotes.length === 0) continue;
        suggestions.push({ id: `s${suggestions.length + 1}`, blockIndex: item.block - 1, dialogId, text: item.suggestion, quotes: verified.quotes });
      }
      ctx.onStep();
    },
    (_dialogId, error) => {
      failedDialogs += 1;
      console.warn(`Recommendations: a dialog failed: ${error instanceof Error ? error.message : String(error)}`);
      ctx.onStep();
    },
  );
  if (failedDialogs > 0 && failedDialogs === dialogIds.length) throw new Error('Failed to generate recommendations');

  const drafts: Draft[][] = inputs.map(() => []);
  await runPool(
    inputs.map((input, b) => ({ input, b })),
    aiConfig().concurrency,
    ctx.signal,
    async ({ input, b }) => {
      const own = suggestions.filter((s) => s.blockIndex === b);
      if (own.length === 0) return ctx.onStep();
      const byId = new Map(own.map((s) => [s.id, s]));
      // The suggestions are written from the respondents' words: data, like the words themselves.
      const list = own.map((s) => `${s.id} (respondent ${dialogIds.indexOf(s.dialogId) + 1}):\n${respondentText(s.text)}`).join('\n');
      const merged = await generateStructured(
        { purpose: PURPOSE, model, interviewId: ctx.interviewId, signal: ctx.signal },
        {
          schema: mergedSchema,
          name: 'merge_recommendations',
          leniency: tally,
          messages: [
            { role: 'system', content: REDUCE_PROMPT },
            { role: 'user', content: [...instructions(input), `Block: ${input.block.title}${input.block.description ? ` (${input.block.description})` : ''}`, `Suggestions (${own.length}, from ${new Set(own.map((s) => s.dialogId)).size} respondents):\n${list}`].join('\n\n') },
          ],
        },
      );
      for (const rec of merged.recommendations) {
        const backing = [...new Set(rec.suggestion_ids.map((id) => resolveCitedId(id, byId)))].map((id) => byId.get(id ?? '')).filter((s): s is Suggestion => !!s);
        if (backing.length === 0) {
          dropped += 1;
          continue;
        }
        const quotes = backing.flatMap((s) => s.quotes).slice(0, QUOTES_PER_RECOMMENDATION);
        drafts[b]!.push({ title: rec.title.trim(), description: rec.description.trim(), quotes });
      }
      ctx.onStep();
    },
    (_item, error) => {
      // A block whose merge failed would silently lose its recommendations: the run fails instead.
      throw error;
    },
  );
  return { drafts, dropped, failedDialogs };
}

// ------------------------------------------------------------------------------------------------ storing

/** Replaces the block's generated recommendations (the researcher's own stay, after them) with the drafts. */
export function storeDrafts(reportId: string, blockId: string, drafts: readonly Draft[], model: string, additionalPrompt: string | null): void {
  const { recommendations } = schema;
  const db = getDb();
  db.transaction((tx) => {
    tx.delete(recommendations)
      .where(and(eq(recommendations.reportId, reportId), eq(recommendations.blockId, blockId), eq(recommendations.isCustom, false)))
      .run();
    drafts.forEach((draft, position) => {
      const id = newId();
      tx.insert(recommendations).values({ id, reportId, blockId, title: draft.title, description: draft.description, additionalPrompt, isCustom: false, position, model }).run();
      saveCitations(tx, reportId, { recommendationId: id }, draft.quotes);
    });
    const custom = tx
      .select({ id: recommendations.id })
      .from(recommendations)
      .where(and(eq(recommendations.reportId, reportId), eq(recommendations.blockId, blockId), eq(recommendations.isCustom, true)))
      .orderBy(asc(recommendations.position))
      .all();
    custom.forEach((row, i) => tx.update(recommendations).set({ position: drafts.length + i }).where(eq(recommendations.id, row.id)).run());
  });
}

/**
 * Generates and stores the recommendations of some blocks. Counts go to the 'recommendations' section (started
 * again when every block is run).
 */
export async function generateRecommendations(
  reportId: string,
  interviewId: string,
  inputs: readonly BlockInput[],
  options: { model: string; additionalPrompt: string | null; signal: AbortSignal; allBlocks: boolean; onStep: () => void; language?: string | null },
): Promise<Outcome & { engine: string }> {
  const engine = resolveModel(options.model).engine;
  const tally = emptyTally();
  const ctx: Ctx = { interviewId, signal: options.signal, additionalPrompt: options.additionalPrompt, onStep: options.onStep };
  let drafts: Draft[][];
  let droppedRecommendations = 0;
  let failedDialogs = 0;
  if (engine === BUILTIN_MODEL) {
    const stop = new Set([...stopWordsFor(options.language), ...WISH_WORDS]);
    drafts = [];
    for (const input of inputs) {
      stopIfCancelled(options.signal);
      drafts.push(await builtinDrafts(input, ctx, tally, stop));
      options.onStep();
    }
  } else {
    const result = await modelDrafts(engine, inputs, ctx, tally);
    drafts = result.drafts;
    droppedRecommendations = result.dropped;
    failedDialogs = result.failedDialogs;
  }
  stopIfCancelled(options.signal);
  inputs.forEach((input, b) => storeDrafts(reportId, input.block.id, drafts[b] ?? [], engine, options.additionalPrompt));
  if (options.allBlocks) resetTally(getDb(), reportId, SECTION);
  addTally(getDb(), reportId, SECTION, tally);
  return { engine, tally, droppedRecommendations, failedDialogs };
}
