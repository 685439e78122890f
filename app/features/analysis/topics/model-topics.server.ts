/**
 * Topics with a model, map-reduce over dialogs. Map: one call per dialog proposes candidate codes per block, each
 * with a one-line rationale and quotes cited by message id. Reduce: one call per block merges the codes of all
 * dialogs into topics with a definition. Quotes are verified against the cited message (dropped ones counted);
 * coverage (n of N dialogs) is counted from the codes, never taken from the model.
 */
import { z } from 'zod';

import { type ChatMessage, generateStructured } from '~/ai/chat.server';
import { aiConfig } from '~/ai/config.server';
import { INTERVIEW_TEXT_IS_DATA, respondentText } from '~/ai/prompt-data';
import { fillPrompt, promptTemplate } from '~/ai/provenance.server';
import { resolveCitedId } from '~/ai/quotes/cited-id';
import {
  addCounts,
  type CitableMessage,
  emptyTally,
  type GroundingTally,
  type VerifiedQuote,
  verifyQuotes,
} from '~/ai/quotes/verify-quotes';

import type { DialogEvidence, EvidenceMessage } from '../evidence/evidence.server';
import { blockSentences, blockTopWords, type TopicsInput } from './builtin-topics.server';
import { distinctiveTerms } from './clustering';
import type { BlockResult, TopicResult, TopicsRun } from './topics-run';
import { termsOf } from './words';

export const TOPICS_PURPOSE = 'analysis-topics';
/** Message text sent to the model is cut to this, so one long message cannot fill the prompt. */
const MESSAGE_CHARS = 1000;

export const mapSchema = z.object({
  blocks: z
    .array(
      z.object({
        block: z.string().describe('The block id, e.g. "b1"'),
        codes: z
          .array(
            z.object({
              code: z.string().min(1).max(120).describe('A short name for what the respondent said'),
              rationale: z.string().max(400).describe('One line: why this code fits the cited words'),
              quotes: z
                .array(z.object({ message: z.string().describe('The message id, e.g. "m3"'), quote: z.string().min(1) }))
                .min(1)
                .max(3),
            }),
          )
          .max(6),
      }),
    )
    .max(50),
});

export const reduceSchema = z.object({
  topics: z
    .array(
      z.object({
        topic: z.string().min(1).max(120),
        definition: z.string().max(500).describe('One or two sentences: what belongs to this topic'),
        codes: z.array(z.string()).min(1).describe('The ids of the candidate codes it merges, e.g. "c4"'),
      }),
    )
    .max(10),
});

type Code = { blockId: string; dialogId: string; code: string; rationale: string; quotes: VerifiedQuote[] };

const SYSTEM_MAP = [
  'You code one research interview for a qualitative analysis.',
  'For each coding block, propose up to 6 codes: short names for distinct things the respondent said that answer the block.',
  "A code is supported only by the respondent's own words: give a one-line rationale and cite 1 to 3 quotes, each copied word for word from one message, with that message's id.",
  'Quote only messages listed under the block. Leave a block without codes when the respondent said nothing for it.',
  INTERVIEW_TEXT_IS_DATA,
].join(' ');

const SYSTEM_REDUCE = [
  'You merge candidate codes from many interviews into the topics of one coding block.',
  'Each topic has a short name, a definition of what belongs to it, and the ids of the codes it merges.',
  'Merge codes that mean the same thing; keep distinct themes apart; a code belongs to at most one topic. Return at most 10 topics.',
  INTERVIEW_TEXT_IS_DATA,
].join(' ');

const MAP_TEMPLATE = "The respondent's answers, per block:\n\n{blocks}";
const REDUCE_TEMPLATE = 'Block: {block}\nIncluded dialogs: {included}\n\nCandidate codes:\n{codes}';
/** The version of the map and reduce prompts together. */
export const TOPICS_PROMPT = promptTemplate(SYSTEM_MAP, MAP_TEMPLATE, SYSTEM_REDUCE, REDUCE_TEMPLATE);

function mapPrompt(blocks: TopicsInput['blocks'], dialog: DialogEvidence, ids: Map<string, string>): ChatMessage[] {
  const lines: string[] = [];
  blocks.forEach(({ block, messagesByDialog }, b) => {
    const messages = messagesByDialog.get(dialog.id) ?? [];
    if (messages.length === 0) return;
    lines.push(`## Block b${b + 1}: ${block.title}${block.description ? ` — ${block.description}` : ''}`);
    for (const m of messages) {
      const id = `m${ids.size + 1}`;
      ids.set(id, m.id);
      lines.push(`[${id}]\n${respondentText(m.content.slice(0, MESSAGE_CHARS))}`);
    }
  });
  return [
    { role: 'system', content: SYSTEM_MAP },
    { role: 'user', content: fillPrompt(MAP_TEMPLATE, { blocks: lines.join('\n') }) },
  ];
}

/** Map: the verified codes of one dialog. Quotes not found in the message they cite are dropped and counted. */
async function codeDialog(
  input: TopicsInput,
  dialog: DialogEvidence,
  ctx: { model: string; interviewId: string; signal: AbortSignal },
  tally: GroundingTally,
): Promise<Code[]> {
  const ids = new Map<string, string>();
  const messages = mapPrompt(input.blocks, dialog, ids);
  if (ids.size === 0) return [];
  const answer = await generateStructured(
    { purpose: TOPICS_PURPOSE, model: ctx.model, interviewId: ctx.interviewId, signal: ctx.signal },
    { schema: mapSchema, name: 'dialog_codes', messages, leniency: tally },
  );
  const blockIds = new Map(input.blocks.map((_, b) => [`b${b + 1}`, b]));
  const codes: Code[] = [];
  for (const entry of answer.blocks) {
    const block = input.blocks[blockIds.get(resolveCitedId(entry.block, blockIds) ?? '') ?? -1];
    // The codes of a block the prompt did not list are left out (their quotes are dropped below).
    if (!block) tally.omitted += entry.codes.length;
    const blockMessages: EvidenceMessage[] = block?.messagesByDialog.get(dialog.id) ?? [];
    // Only this block's messages of this dialog may be cited: anything else is dropped.
    const citable = new Map<string, CitableMessage>(blockMessages.map((m) => [m.id, m]));
    for (const code of entry.codes) {
      const claims = code.quotes.map((q) => ({
        messageId: ids.get(resolveCitedId(q.message, ids) ?? '') ?? '',
        quote: q.quote,
        relevance: code.rationale,
      }));
      const { quotes, tally: found } = verifyQuotes(claims, citable);
      addCounts(tally, found);
      // A code without one verified quote has no evidence behind it.
      if (block && quotes.length > 0)
        codes.push({ blockId: block.block.id, dialogId: dialog.id, code: code.code, rationale: code.rationale, quotes });
    }
  }
  return codes;
}

/** Reduce: the block's codes merged into topics; counts and quotes come from the codes each topic merges. */
async function reduceBlock(
  title: string,
  description: string,
  codes: Code[],
  included: number,
  stop: ReadonlySet<string>,
  ctx: { model: string; interviewId: string; signal: AbortSignal },
  tally: GroundingTally,
): Promise<{ topics: TopicResult[]; unsorted: number }> {
  if (codes.length === 0) return { topics: [], unsorted: 0 };
  // Codes and rationales are written from the respondents' words: they reach the model as data too.
  const list = codes
    .map((c, i) => `[c${i + 1}] (dialog d${c.dialogId.slice(0, 6)})\n${respondentText(`${c.code} — ${c.rationale}`)}`)
    .join('\n');
  const answer = await generateStructured(
    { purpose: TOPICS_PURPOSE, model: ctx.model, interviewId: ctx.interviewId, signal: ctx.signal },
    {
      schema: reduceSchema,
      name: 'block_topics',
      messages: [
        { role: 'system', content: SYSTEM_REDUCE },
        {
          role: 'user',
          content: fillPrompt(REDUCE_TEMPLATE, {
            block: `${title}${description ? ` — ${description}` : ''}`,
            included: String(included),
            codes: list,
          }),
        },
      ],
      leniency: tally,
    },
  );
  const codeIds = new Map(codes.map((_, i) => [`c${i + 1}`, i]));
  const used = new Set<number>();
  const merged = answer.topics.map((t) => {
    const members = [...new Set(t.codes.map((id) => codeIds.get(resolveCitedId(id, codeIds) ?? '') ?? -1))].filter(
      (i) => codes[i] && !used.has(i),
    );
    members.forEach((i) => used.add(i));
    return { t, members: members.map((i) => codes[i]!) };
  });
  const withCodes = merged.filter((x) => x.members.length > 0);
  // A topic that merges no code it was given has nothing behind it.
  tally.omitted += merged.length - withCodes.length;
  const terms = distinctiveTerms(
    withCodes.map((x) => x.members.map((c) => ({ source: c.dialogId, terms: termsOf(`${c.code}. ${c.rationale}`, stop) }))),
    5,
  );
  const topics = withCodes
    .map(({ t, members }, i) => {
      const perDialog = new Map<string, number>();
      for (const c of members) perDialog.set(c.dialogId, (perDialog.get(c.dialogId) ?? 0) + 1);
      // One quote per dialog first, so the quotes show the topic's breadth.
      const seen = new Set<string>();
      const quotes = members.flatMap((c) => c.quotes).filter((q) => (seen.has(q.dialogId) ? false : (seen.add(q.dialogId), true)));
      return {
        label: t.topic.trim(),
        definition: t.definition.trim() || null,
        topWords: terms[i]!.map((x) => x.term),
        dialogIds: [...perDialog.keys()],
        mentions: members.length,
        mostFromOneDialog: Math.max(...perDialog.values()),
        quotes: quotes.slice(0, 3),
        passages: quotes,
      };
    })
    .sort((a, b) => b.dialogIds.length - a.dialogIds.length || b.mentions - a.mentions);
  return { topics, unsorted: codes.length - used.size };
}

/** Map over dialogs as wide as the AI layer allows (it retries with backoff); one failing dialog is skipped. */
export async function modelTopics(
  input: TopicsInput,
  ctx: { model: string; interviewId: string; signal: AbortSignal; onStep: () => void },
): Promise<TopicsRun & { failedDialogs: number }> {
  const tally = emptyTally();
  const codes: Code[] = [];
  const queue = [...input.evidence];
  let failedDialogs = 0;
  let lastError: unknown = null;
  const worker = async () => {
    for (let dialog = queue.shift(); dialog; dialog = queue.shift()) {
      ctx.signal.throwIfAborted();
      try {
        codes.push(...(await codeDialog(input, dialog, ctx, tally)));
      } catch (error) {
        ctx.signal.throwIfAborted();
        failedDialogs++;
        lastError = error;
      }
      ctx.onStep();
    }
  };
  const width = Math.max(1, aiConfig().concurrency);
  await Promise.all(Array.from({ length: Math.min(width, Math.max(1, queue.length)) }, worker));
  if (failedDialogs === input.evidence.length && lastError) throw lastError;

  const sentences = input.blocks.map(({ messagesByDialog }) => blockSentences([...messagesByDialog.values()].flat()));
  const topWords = blockTopWords(sentences, input.stop);
  const included = input.evidence.length;
  const blocks: BlockResult[] = await Promise.all(
    input.blocks.map(async ({ block }, b) => {
      const own = codes.filter((c) => c.blockId === block.id);
      const { topics, unsorted } = await reduceBlock(block.title, block.description, own, included, input.stop, ctx, tally);
      ctx.onStep();
      const seen = new Set<string>();
      const originalQuotes = own.flatMap((c) => c.quotes).filter((q) => (seen.has(q.dialogId) ? false : (seen.add(q.dialogId), true)));
      return {
        blockId: block.id,
        title: block.title,
        dialogIds: [...input.blocks[b]!.messagesByDialog.keys()],
        topWords: topWords[b]!,
        topics,
        unsorted,
        originalQuotes: originalQuotes.slice(0, 12),
      };
    }),
  );
  return { model: ctx.model, included, blocks, tally, failedDialogs };
}
