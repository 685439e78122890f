/**
 * The coding of one dialog by a model: one structured call for all active blocks at once. The prompt gives the
 * blocks' definitions and the respondent's messages, each with a short id and cut to 1,000 characters,
 * delimited as data; the model cites by message id and quote, and gives a short rationale per code (it improves
 * agreement with human coders). Quotes come back as claims: the caller verifies every one against its message.
 */
import { z } from 'zod';

import { generateStructured } from '~/ai/chat.server';
import type { Leniency } from '~/ai/lenient-schema';
import { INTERVIEW_TEXT_IS_DATA, respondentText } from '~/ai/prompt-data';
import { fillPrompt, promptTemplate } from '~/ai/provenance.server';
import { resolveCitedId } from '~/ai/quotes/cited-id';
import type { QuoteClaim } from '~/ai/quotes/verify-quotes';

import type { EvidenceMessage } from '../evidence/evidence.server';
import type { CodingBlock } from './blocks.server';

/** Message text is cut to 1000 characters in what is sent, so one long message cannot fill the prompt. */
export const MESSAGE_LIMIT = 1000;

const citationSchema = z.object({
  message_id: z.string().min(1).max(20),
  quote: z
    .string()
    .min(1)
    .max(MESSAGE_LIMIT + 20),
  rationale: z.string().max(400).optional(),
});
const subtopicSchema = z.object({
  topic: z.string().trim().min(1).max(120),
  rationale: z.string().max(400).optional(),
  citations: z.array(citationSchema).max(6),
});
const topicSchema = z.object({
  topic: z.string().trim().min(1).max(120),
  rationale: z.string().max(400).optional(),
  insights: z.string().max(1200).default(''),
  top_words: z.array(z.string().max(40)).max(10).default([]),
  citations: z.array(citationSchema).max(8),
  subtopics: z.array(subtopicSchema).max(6).default([]),
});
const blockSchema = z.object({
  block: z.number().int().min(1),
  answer: z.string().max(4000),
  answer_citations: z.array(citationSchema).max(8).default([]),
  topics: z.array(topicSchema).max(8).default([]),
});
export const dialogCodingSchema = z.object({ blocks: z.array(blockSchema).max(50) });
export type DialogCodingReply = z.infer<typeof dialogCodingSchema>;

export type ModelTopic = {
  topic: string;
  insights: string;
  topWords: string[];
  claims: QuoteClaim[];
  subtopics: { topic: string; insights: string; topWords: string[]; claims: QuoteClaim[] }[];
};
export type ModelBlockCoding = { answer: string; claims: QuoteClaim[]; topics: ModelTopic[] };

const INSTRUCTIONS = `You code one respondent's dialog from a qualitative research interview.
For each coding block (a question of the study, defined below) you give:
- answer: what this respondent answered to the block, in two or three plain sentences, in the respondent's language; an empty string when they did not address it;
- answer_citations: the respondent's words that support the answer;
- topics: the themes this respondent raised for the block (a short label each, a rationale of one sentence saying why the code applies, insights of one or two sentences, up to five top words, citations, and subtopics when a theme has distinct parts).
Cite only by copying words exactly from one message: message_id is the id of the message (like "m3"), quote is a contiguous passage of that message, copied character for character. Never paraphrase inside a quote and never cite a message that is not listed. Each citation may carry a short rationale.
${INTERVIEW_TEXT_IS_DATA}`;

const DIALOG_TEMPLATE =
  "Coding blocks:\n{blocks}\n\nThe respondent's messages, in order:\n{messages}\n\nReturn one entry per block, numbered as above.";
export const CODING_PROMPT = promptTemplate(INSTRUCTIONS, DIALOG_TEMPLATE);

function blocksText(blocks: readonly CodingBlock[]): string {
  return blocks.map((b, i) => `Block ${i + 1}: ${b.title}${b.description ? `\nDefinition: ${b.description}` : ''}`).join('\n\n');
}

const clip = (text: string) => (text.length > MESSAGE_LIMIT ? text.slice(0, MESSAGE_LIMIT) : text);

/**
 * Calls the model for one dialog and maps its reply back: per block (by position in `blocks`) the answer and the
 * topics, with quotes as claims on real message ids. What was cut from the reply to fit it, and entries for no block
 * of the list, are counted in `input.leniency`.
 */
export async function codeDialogWithModel(
  input: { model: string; interviewId: string; signal: AbortSignal; leniency: Leniency },
  blocks: readonly CodingBlock[],
  messages: readonly EvidenceMessage[],
  questionTitle: (index: number) => string | null,
): Promise<Map<number, ModelBlockCoding>> {
  const alias = new Map<string, string>();
  const lines = messages.map((m, i) => {
    const id = `m${i + 1}`;
    alias.set(id, m.id);
    const asked = questionTitle(m.question);
    return respondentText(clip(m.content), asked ? { id, after_question: asked } : { id });
  });
  const reply = await generateStructured(
    { purpose: 'analysis-coding', model: input.model, interviewId: input.interviewId, signal: input.signal },
    {
      name: 'dialog_coding',
      schema: dialogCodingSchema,
      leniency: input.leniency,
      messages: [
        { role: 'system', content: INSTRUCTIONS },
        { role: 'user', content: fillPrompt(DIALOG_TEMPLATE, { blocks: blocksText(blocks), messages: lines.join('\n') }) },
      ],
    },
  );
  // An id that names no message of the dialog is dropped and counted when the quote is verified.
  const claim = (c: z.infer<typeof citationSchema>): QuoteClaim => ({
    messageId: alias.get(resolveCitedId(c.message_id, alias) ?? '') ?? c.message_id.trim(),
    quote: c.quote,
    relevance: c.rationale?.trim() || null,
  });
  const result = new Map<number, ModelBlockCoding>();
  for (const entry of reply.blocks) {
    const index = entry.block - 1;
    if (index < 0 || index >= blocks.length || result.has(index)) {
      input.leniency.omitted += 1;
      continue;
    }
    result.set(index, {
      answer: entry.answer.trim(),
      claims: entry.answer_citations.map(claim),
      topics: entry.topics.map((t) => ({
        topic: t.topic,
        insights: [t.insights.trim(), t.rationale?.trim()].filter(Boolean).join(' '),
        topWords: t.top_words.map((w) => w.trim()).filter(Boolean),
        claims: t.citations.map(claim),
        subtopics: t.subtopics.map((s) => ({
          topic: s.topic,
          insights: s.rationale?.trim() ?? '',
          topWords: [],
          claims: s.citations.map(claim),
        })),
      })),
    });
  }
  return result;
}
