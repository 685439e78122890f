import { z } from 'zod';

import { provenanceSchema } from '~/ai/provenance.server';

import { ANSWER_FORMAT, type AnswerBlock, type AnswerSources, quoteBlockOf, type VerifiedQuote } from './answer-parts';

/**
 * Reads an answer's stored sources: the current format, or the one before it (no `format`), in which a blockquote
 * held any parts and a verified quote named its message only in its link. Anything else reads as none.
 */

const text = z.object({ type: z.literal('text'), text: z.string() });
const dialog = z.object({ type: z.literal('dialog'), label: z.string(), href: z.string() });
const how = z.enum(['verbatim', 'snapped']);
const verified = z.object({
  type: z.literal('quote'),
  verified: z.literal(true),
  text: z.string(),
  dialogId: z.string(),
  messageId: z.string(),
  href: z.string(),
  label: z.string(),
  how,
});
const unverified = z.object({ type: z.literal('quote'), verified: z.literal(false), text: z.string(), why: z.string() });
const quote = z.union([verified, unverified]);
const stats = z.object({ verbatim: z.number(), snapped: z.number(), unverified: z.number() });

const current = z.object({
  format: z.literal(ANSWER_FORMAT),
  model: z.string(),
  engine: z.string(),
  blocks: z.array(
    z.discriminatedUnion('type', [
      z.object({ type: z.literal('paragraph'), parts: z.array(z.union([text, dialog, quote])) }),
      z.object({ type: z.literal('quote'), quote, cite: dialog.optional() }),
    ]),
  ),
  stats,
  provenance: provenanceSchema.optional(),
});

const legacyVerified = verified.omit({ dialogId: true, messageId: true });
const legacy = z.object({
  // A later format is not read as this one.
  format: z.never().optional(),
  model: z.string(),
  engine: z.string(),
  blocks: z.array(
    z.object({ type: z.enum(['paragraph', 'blockquote']), parts: z.array(z.union([text, dialog, legacyVerified, unverified])) }),
  ),
  stats,
});

/** The transcript link of a quote (`…/participants/{dialog}#message-{message}`) names its dialog and message. */
function withIds(part: z.infer<typeof legacyVerified>): VerifiedQuote {
  const ids = /\/participants\/([^/#?]+)#message-(.+)$/.exec(part.href);
  return { ...part, dialogId: ids?.[1] ?? '', messageId: ids?.[2] ?? '' };
}

export function readAnswerSources(stored: unknown): AnswerSources | null {
  const now = current.safeParse(stored);
  if (now.success) return now.data;
  const before = legacy.safeParse(stored);
  if (!before.success) return null;
  const blocks = before.data.blocks.map((block): AnswerBlock => {
    const parts = block.parts.map((part) => (part.type === 'quote' && part.verified ? withIds(part) : part));
    return block.type === 'blockquote' ? quoteBlockOf(parts) : { type: 'paragraph', parts };
  });
  const { model, engine, stats: counts } = before.data;
  return { format: ANSWER_FORMAT, model, engine, blocks, stats: counts };
}
