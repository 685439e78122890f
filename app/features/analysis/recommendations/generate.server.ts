/**
 * Generating a report's recommendations per coding block, on the built-in engine or a model.
 *
 * Built-in: the sentences of the block's answers that voice a wish or a suggestion (`wishes.ts`), grouped by what
 * they ask for (`wish-groups.ts`), one recommendation per distinct wish, titled from its most typical wish's own
 * words (`wish-phrase.ts`), counted by the dialogs whose wishes are members and quoted once from each of them (exact
 * by construction, verified all the same).
 *
 * Model (map-reduce): per dialog, one structured call lists the suggestions the respondent voiced in each block, each
 * citing message ids and quotes, verified at once (a suggestion left with no verified quote is dropped); per block,
 * one call merges them into recommendations by suggestion id, so a recommendation can only rest on verified quotes.
 */
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';

import { getDb, schema } from '@db/index';
import type { Interview } from '@db/schema';
import { loadEnglish } from '~/ai/builtin/english.server';
import { hashingVector } from '~/ai/builtin/hashing-vectorizer';
import { SENTENCE_ENCODER_DIMENSIONS, SENTENCE_ENCODER_MODEL } from '~/ai/builtin/sentence-encoder.server';
import { generateStructured } from '~/ai/chat.server';
import { aiConfig } from '~/ai/config.server';
import { embeddingModel, embedTextsWithModel, HASHING_MODEL } from '~/ai/embeddings.server';
import { BUILTIN_MODEL } from '~/ai/models';
import { INTERVIEW_TEXT_IS_DATA, respondentText } from '~/ai/prompt-data';
import { promptTemplate, provenanceFor } from '~/ai/provenance.server';
import { resolveCitedId } from '~/ai/quotes/cited-id';
import {
  addCounts,
  type CitableMessage,
  emptyTally,
  type GroundingTally,
  type QuoteClaim,
  type VerifiedQuote,
  verifyQuotes,
} from '~/ai/quotes/verify-quotes';
import { resolveModel } from '~/ai/registry.server';
import { newId } from '~/lib/ids.server';

import { addTally, deleteCitationsOfRecommendation, resetTally, saveCitations } from '../citations/citations.server';
import type { CodingBlock } from '../coding/blocks.server';
import { type DialogEvidence, type EvidenceMessage, messagesForBlock } from '../evidence/evidence.server';
import { promptMessages } from '../reports/prompt-lists';
import { runPool, stopIfCancelled } from '../reports/run-pool.server';
import { contentWords, stopWordsFor } from '../topics/words';
import { matchEditedRecommendations } from './recommendation-edits.server';
import { averageLinkage, HASHING_JOIN_AT, JOIN_AT, likeness, mostTypicalFirst } from './wish-groups';
import { wishPhrase } from './wish-phrase';
import { asksForWishes, WISH_WORDS, wishesIn } from './wishes';

export const SECTION = 'recommendations';
const PURPOSE = 'analysis-recommendations';
/** Quotes kept per recommendation at least: one from every dialog that voiced it, then more up to this many. */
const QUOTES_PER_RECOMMENDATION = 5;
const RECOMMENDATIONS_PER_BLOCK = 10;
/** The built-in engine keeps more: a wish one respondent voiced is kept, and says so, rather than hidden. */
const BUILTIN_RECOMMENDATIONS_PER_BLOCK = 20;
/** Words of talk that say nothing of what is wished for ("Honestly, …"). */
const FILLERS = [
  'honestly',
  'really',
  'actually',
  'just',
  'maybe',
  'probably',
  'basically',
  'literally',
  'definitely',
  'ehrlich',
  'eigentlich',
  'vraiment',
  'realmente',
  'честно',
];

/** `vectors`: the model whose vectors grouped the wishes (the built-in engine). */
export type Draft = { title: string; description: string; quotes: VerifiedQuote[]; vectors?: string };
export type BlockInput = { block: CodingBlock; dialogs: { dialog: DialogEvidence; messages: EvidenceMessage[] }[] };
/** Words that never make two wishes alike: the interview language's stop words and the wording of wishes. */
export type TitleWords = ReadonlySet<string>;
export type Outcome = { tally: GroundingTally; droppedRecommendations: number; failedDialogs: number };
type Ctx = { interviewId: string; signal: AbortSignal; additionalPrompt: string | null; onStep: () => void };

/** The included dialogs' words for each block. */
export function blockInputs(
  interview: Pick<Interview, 'questions'>,
  blocks: readonly CodingBlock[],
  evidence: readonly DialogEvidence[],
): BlockInput[] {
  return blocks.map((block) => ({
    block,
    dialogs: evidence
      .map((dialog) => ({ dialog, messages: messagesForBlock(interview, block, dialog) }))
      .filter((d) => d.messages.length > 0),
  }));
}

const citableOf = (messages: readonly EvidenceMessage[]) => new Map<string, CitableMessage>(messages.map((m) => [m.id, m]));

// ------------------------------------------------------------------------------------------------ built-in

export async function builtinDrafts(
  input: BlockInput,
  ctx: Pick<Ctx, 'interviewId' | 'signal'>,
  tally: GroundingTally,
  stop: TitleWords,
  language: string | null = null,
): Promise<Draft[]> {
  const english = await loadEnglish();
  // Answers to "If you could change one thing…" are wishes as said, even without the wording of wishing.
  const wishQuestion = asksForWishes(`${input.block.title}\n${input.block.description ?? ''}`);
  const wishes = input.dialogs.flatMap(({ dialog, messages }) =>
    messages.flatMap((message) =>
      wishesIn(message.content, wishQuestion).map((s) => ({
        dialogId: dialog.id,
        message,
        text: s.text,
        phrase: wishPhrase(s.text, english, language),
      })),
    ),
  );
  if (wishes.length === 0) return [];
  // Compared by what they ask for: the wording of wishing, shared by all, would make every wish alike. The offline
  // encoder knows English only; other languages compare by their content words' hashed forms (word and trigram).
  const words = wishes.map((w) => contentWords(w.phrase.object, stop));
  const { model, vectors } =
    language && language !== 'English' && embeddingModel() === SENTENCE_ENCODER_MODEL
      ? {
          model: HASHING_MODEL,
          vectors: words.map((list) => hashingVector(list.map((w) => w.word).join(' '), SENTENCE_ENCODER_DIMENSIONS)),
        }
      : await embedTextsWithModel(
          wishes.map((w) => w.phrase.object),
          { purpose: PURPOSE, interviewId: ctx.interviewId, signal: ctx.signal },
        );
  const n = wishes.length;
  const matrix = likeness(wishes.map((_, i) => ({ vector: vectors[i]!, words: words[i]!.map((c) => c.stem) })));
  const groups = averageLinkage(matrix, n, model === HASHING_MODEL ? HASHING_JOIN_AT : JOIN_AT);
  const total = input.dialogs.length;
  return groups
    .map((members) => ({ members, dialogs: new Set(members.map((m) => wishes[m]!.dialogId)).size }))
    .sort((a, b) => b.dialogs - a.dialogs || b.members.length - a.members.length || a.members[0]! - b.members[0]!)
    .slice(0, BUILTIN_RECOMMENDATIONS_PER_BLOCK)
    .map(({ members, dialogs }) => {
      const ordered = mostTypicalFirst(matrix, n, members);
      // The most typical sentence of every dialog that voiced it (so each counted dialog can be opened), then more.
      const seen = new Set<string>();
      const firsts = ordered.filter((m) => !seen.has(wishes[m]!.dialogId) && seen.add(wishes[m]!.dialogId));
      const picked = [...firsts, ...ordered.filter((m) => !firsts.includes(m))].slice(
        0,
        Math.max(firsts.length, QUOTES_PER_RECOMMENDATION),
      );
      const claims: QuoteClaim[] = picked.map((m) => ({ messageId: wishes[m]!.message.id, quote: wishes[m]!.text }));
      const verified = verifyQuotes(claims, citableOf(picked.map((m) => wishes[m]!.message)));
      addCounts(tally, verified.tally);
      const typical = wishes[ordered[0]!]!;
      return {
        title: typical.phrase.title,
        description: voicedIn(dialogs, total, members.length, typical.text),
        quotes: verified.quotes,
        vectors: model,
      };
    })
    .filter((draft) => draft.quotes.length > 0);
}

/** The count a recommendation states: the dialogs whose own wishes are its members; one respondent is named as such. */
export function voicedIn(dialogs: number, total: number, mentions: number, typical: string): string {
  const of = `Voiced in ${dialogs} of ${total} ${total === 1 ? 'dialog' : 'dialogs'}`;
  if (dialogs === 1) return `${of}, by one respondent: “${typical}”`;
  return `${of} (${mentions} ${mentions === 1 ? 'mention' : 'mentions'}). Most typical wording: “${typical}”`;
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
Each recommendation: a short title (an imperative phrase naming the change, e.g. "Offer a deposit-cup scheme"), a description that states only what the cited suggestions support (do not state how many respondents voiced it: that count is added from the suggestions it rests on), a short rationale, and the ids of the suggestions it rests on (at least one). Suggestions that ask for different things are different recommendations. Suggestions that say the same thing go into one recommendation. Order them by how many respondents voiced them.
${INTERVIEW_TEXT_IS_DATA}`;

/** The version of the map and merge prompts (their instructions; the data messages are assembled around them). */
export const RECOMMENDATIONS_PROMPT = promptTemplate(MAP_PROMPT, REDUCE_PROMPT);

type Suggestion = { id: string; blockIndex: number; dialogId: string; text: string; quotes: VerifiedQuote[] };

function dialogPrompt(inputs: readonly BlockInput[], dialogId: string, additional: string[]): string | null {
  const parts: string[] = [];
  inputs.forEach((input, b) => {
    const found = input.dialogs.find((d) => d.dialog.id === dialogId);
    if (!found) return;
    parts.push(
      `Block ${b + 1}: ${input.block.title}${input.block.description ? ` (${input.block.description})` : ''}\n${promptMessages(found.messages)}`,
    );
  });
  if (parts.length === 0) return null;
  return [...additional, ...parts].join('\n\n');
}

/** The researcher's instructions for the whole run and, given a block, for that block: each a line of the prompt. */
function researcherInstructions(ctx: Ctx, input?: BlockInput): string[] {
  return [ctx.additionalPrompt, input?.block.additionalPrompt]
    .filter((p): p is string => !!p?.trim())
    .map((p) => `Additional instructions from the researcher: ${p.trim()}`);
}

/**
 * The model's recommendations, in two steps: each dialog's suggestions, with quotes verified against its messages
 * (`listSuggestions`), then each block's suggestions merged into recommendations (`mergeSuggestions`).
 */
export async function modelDrafts(
  model: string,
  inputs: readonly BlockInput[],
  ctx: Ctx,
  tally: GroundingTally,
): Promise<{ drafts: Draft[][]; dropped: number; failedDialogs: number }> {
  const dialogIds = [...new Set(inputs.flatMap((i) => i.dialogs.map((d) => d.dialog.id)))];
  const { suggestions, failedDialogs } = await listSuggestions(model, inputs, dialogIds, ctx, tally);
  if (failedDialogs > 0 && failedDialogs === dialogIds.length) throw new Error('Failed to generate recommendations');
  const { drafts, dropped } = await mergeSuggestions(model, inputs, dialogIds, suggestions, ctx, tally);
  return { drafts, dropped, failedDialogs };
}

/** Each dialog's suggestions for the blocks it answered; one without a verified quote is left out, its quotes counted as dropped. */
async function listSuggestions(
  model: string,
  inputs: readonly BlockInput[],
  dialogIds: string[],
  ctx: Ctx,
  tally: GroundingTally,
): Promise<{ suggestions: Suggestion[]; failedDialogs: number }> {
  const suggestions: Suggestion[] = [];
  let failedDialogs = 0;
  const blockPrompts = inputs.flatMap((input, b) =>
    input.block.additionalPrompt?.trim() ? [`Block ${b + 1}: ${input.block.additionalPrompt.trim()}`] : [],
  );

  await runPool(
    dialogIds,
    aiConfig().concurrency,
    ctx.signal,
    async (dialogId) => {
      const prompt = dialogPrompt(inputs, dialogId, [
        ...researcherInstructions(ctx),
        ...(blockPrompts.length ? [`Per block instructions:\n${blockPrompts.join('\n')}`] : []),
      ]);
      if (!prompt) return;
      const answer = await generateStructured(
        { purpose: PURPOSE, model, interviewId: ctx.interviewId, signal: ctx.signal },
        {
          schema: suggestionsSchema,
          name: 'list_suggestions',
          messages: [
            { role: 'system', content: MAP_PROMPT },
            { role: 'user', content: prompt },
          ],
          leniency: tally,
        },
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
        const verified = verifyQuotes(
          item.quotes.map((q) => ({ messageId: resolveCitedId(q.message_id, citable) ?? q.message_id, quote: q.quote })),
          citable,
        );
        addCounts(tally, verified.tally);
        if (verified.quotes.length === 0) continue;
        suggestions.push({
          id: `s${suggestions.length + 1}`,
          blockIndex: item.block - 1,
          dialogId,
          text: item.suggestion,
          quotes: verified.quotes,
        });
      }
      ctx.onStep();
    },
    (_dialogId, error) => {
      failedDialogs += 1;
      console.warn(`Recommendations: a dialog failed: ${error instanceof Error ? error.message : String(error)}`);
      ctx.onStep();
    },
  );
  return { suggestions, failedDialogs };
}

/** Each block's suggestions merged into recommendations; one that rests on no known suggestion is dropped. */
async function mergeSuggestions(
  model: string,
  inputs: readonly BlockInput[],
  dialogIds: string[],
  suggestions: Suggestion[],
  ctx: Ctx,
  tally: GroundingTally,
): Promise<{ drafts: Draft[][]; dropped: number }> {
  let dropped = 0;
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
            {
              role: 'user',
              content: [
                ...researcherInstructions(ctx, input),
                `Block: ${input.block.title}${input.block.description ? ` (${input.block.description})` : ''}`,
                `Suggestions (${own.length}, from ${new Set(own.map((s) => s.dialogId)).size} respondents):\n${list}`,
              ].join('\n\n'),
            },
          ],
        },
      );
      for (const rec of merged.recommendations) {
        const backing = [...new Set(rec.suggestion_ids.map((id) => resolveCitedId(id, byId)))]
          .map((id) => byId.get(id ?? ''))
          .filter((s): s is Suggestion => !!s);
        if (backing.length === 0) {
          dropped += 1;
          continue;
        }
        drafts[b]!.push(draftOf(rec, backing, input.dialogs.length));
      }
      ctx.onStep();
    },
    (_item, error) => {
      // A block whose merge failed would silently lose its recommendations: the run fails instead.
      throw error;
    },
  );
  return { drafts, dropped };
}

/** A merged recommendation as a draft: the count is the dialogs of the suggestions it rests on, never the model's; each of them is quoted. */
function draftOf(rec: { title: string; description: string }, backing: Suggestion[], dialogCount: number): Draft {
  const voiced = [...new Set(backing.map((s) => s.dialogId))];
  const firsts = voiced.map((id) => backing.find((s) => s.dialogId === id)!.quotes[0]!);
  const rest = backing.flatMap((s) => s.quotes).filter((q) => !firsts.includes(q));
  const quotes = [...firsts, ...rest].slice(0, Math.max(firsts.length, QUOTES_PER_RECOMMENDATION));
  const count = `Voiced in ${voiced.length} of ${dialogCount} ${dialogCount === 1 ? 'dialog' : 'dialogs'}.`;
  return { title: rec.title.trim(), description: `${count} ${rec.description.trim()}`, quotes };
}

// ------------------------------------------------------------------------------------------------ storing

/**
 * Replaces the block's generated recommendations with the drafts. The researcher's own stay, after them; an edited
 * one that a draft generates again takes that draft's place and quotes (recommendation-edits.server.ts).
 */
export function storeDrafts(
  reportId: string,
  blockId: string,
  drafts: readonly Draft[],
  model: string,
  additionalPrompt: string | null,
): void {
  const { recommendations } = schema;
  const db = getDb();
  const provenance = provenanceFor(model, { prompt: RECOMMENDATIONS_PROMPT, vectors: drafts[0]?.vectors });
  db.transaction((tx) => {
    tx.delete(recommendations)
      .where(and(eq(recommendations.reportId, reportId), eq(recommendations.blockId, blockId), eq(recommendations.isCustom, false)))
      .run();
    const edited = matchEditedRecommendations(
      tx,
      reportId,
      blockId,
      drafts.map((d) => d.title),
    );
    drafts.forEach((draft, position) => {
      const editedId = edited.get(position);
      if (editedId) {
        tx.update(recommendations).set({ position, model, aiTitle: draft.title }).where(eq(recommendations.id, editedId)).run();
        deleteCitationsOfRecommendation(tx, editedId);
        saveCitations(tx, reportId, { recommendationId: editedId }, draft.quotes);
        return;
      }
      const id = newId();
      tx.insert(recommendations)
        .values({
          id,
          reportId,
          blockId,
          title: draft.title,
          description: draft.description,
          additionalPrompt,
          isCustom: false,
          position,
          model,
          provenance,
          createdAt: new Date(provenance.at),
        })
        .run();
      saveCitations(tx, reportId, { recommendationId: id }, draft.quotes);
    });
    const carried = new Set(edited.values());
    const custom = tx
      .select({ id: recommendations.id })
      .from(recommendations)
      .where(and(eq(recommendations.reportId, reportId), eq(recommendations.blockId, blockId), eq(recommendations.isCustom, true)))
      .orderBy(asc(recommendations.position))
      .all()
      .filter((row) => !carried.has(row.id));
    custom.forEach((row, i) =>
      tx
        .update(recommendations)
        .set({ position: drafts.length + i })
        .where(eq(recommendations.id, row.id))
        .run(),
    );
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
  options: {
    model: string;
    additionalPrompt: string | null;
    signal: AbortSignal;
    allBlocks: boolean;
    onStep: () => void;
    language?: string | null;
    /** The study's title, goal and guide: words every wish of it may share, so sharing them makes no two alike. */
    studyText?: string;
  },
): Promise<Outcome & { engine: string }> {
  const engine = resolveModel(options.model).engine;
  const tally = emptyTally();
  const ctx: Ctx = { interviewId, signal: options.signal, additionalPrompt: options.additionalPrompt, onStep: options.onStep };
  let drafts: Draft[][];
  let droppedRecommendations = 0;
  let failedDialogs = 0;
  if (engine === BUILTIN_MODEL) {
    const language = stopWordsFor(options.language);
    const study = contentWords(options.studyText ?? '', language).map((w) => w.word);
    const stop = new Set([...language, ...WISH_WORDS, ...FILLERS, ...study]);
    drafts = [];
    for (const input of inputs) {
      stopIfCancelled(options.signal);
      drafts.push(await builtinDrafts(input, ctx, tally, stop, options.language ?? null));
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
