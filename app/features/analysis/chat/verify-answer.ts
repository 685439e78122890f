import { type Candidate, groundInMessages, groundQuote } from '~/ai/quotes/grounding';

import {
  type AnswerBlock,
  type AnswerPart,
  citedReference,
  findInBlock,
  quoteBlockOf,
  type QuoteStats,
  splitBlocks,
  stripEmphasis,
  type VerifiedQuote,
} from './answer-parts';

export type CitedDialog = { id: string; label: string; href: string };

/** How the answer's references meet the data: kept pure so the rules are tested without a database. */
export type DialogDirectory = {
  /** A dialog of the analysis by short link (or position, as the spec's citations allow); undefined if none. */
  resolve(ref: string): CitedDialog | undefined;
  /** The respondent's messages of a dialog that may be quoted (never flagged ones), the only text a quote may come from. */
  respondentMessages(dialogId: string): Candidate[];
  /** Where a message is shown in its dialog's transcript. */
  messageHref(dialogId: string, messageId: string): string;
};

/**
 * Turns a model's answer into blocks the page renders as React elements: 'Dialog # x' references become links,
 * and each quote is checked against the dialog it cites. A quote found there (exactly, or at least 0.8 similar and
 * snapped) is shown with the message's own text; any other is kept as the model wrote it and marked unverified. A
 * blockquote holding one quote becomes a quote block; any other text is the model's own words.
 */
export function verifyAnswer(content: string, directory: DialogDirectory): { blocks: AnswerBlock[]; stats: QuoteStats } {
  const raw = splitBlocks(content);
  const found = raw.map(findInBlock);
  const refs = found.flatMap((items, block) => items.filter((f) => f.type === 'dialog').map((f) => ({ ...f, block })));
  const stats: QuoteStats = { verbatim: 0, snapped: 0, unverified: 0 };

  const blocks = raw.map((block, b): AnswerBlock => {
    const parts: AnswerPart[] = [];
    const text = (piece: string) => {
      const cleaned = stripEmphasis(piece);
      const last = parts.at(-1);
      if (!cleaned) return;
      if (last?.type === 'text') last.text += cleaned;
      else parts.push({ type: 'text', text: cleaned });
    };
    let at = 0;
    for (const item of found[b]!) {
      if (item.start < at) continue;
      text(block.text.slice(at, item.start));
      at = item.end;
      if (item.type === 'dialog') {
        const dialog = directory.resolve(item.ref);
        if (dialog) parts.push({ type: 'dialog', label: dialog.label, href: dialog.href });
        else text(block.text.slice(item.start, item.end));
        continue;
      }
      const refIndex = citedReference(refs, { block: b, start: item.start, end: item.end });
      const dialog = refIndex >= 0 ? directory.resolve(refs[refIndex]!.ref) : undefined;
      const grounded = dialog ? groundInMessages(item.quote, directory.respondentMessages(dialog.id)) : undefined;
      if (dialog && grounded && grounded.kind !== 'dropped') {
        stats[grounded.kind] += 1;
        parts.push(verifiedQuote(dialog, grounded.messageId, grounded, directory));
      } else {
        stats.unverified += 1;
        const why = dialog
          ? `Not found in ${dialog.label}`
          : refIndex >= 0
            ? `Dialog # ${refs[refIndex]!.ref} is not part of this analysis`
            : 'No dialog is cited for this quote';
        parts.push({ type: 'quote', verified: false, text: item.quote, why });
      }
    }
    text(block.text.slice(at));
    const kept = trimEdges(parts);
    return block.type === 'blockquote' ? quoteBlockOf(kept) : { type: 'paragraph', parts: kept };
  });
  return { blocks: blocks.filter((block) => block.type === 'quote' || block.parts.length), stats };
}

/**
 * A passage the built-in engine took from a message, checked against that message: the quote, or undefined when
 * the message is not one the analysis may quote (flagged, not the respondent's, outside the analysed dialogs) or
 * does not hold the passage.
 */
export function verifyPassage(
  passage: { shortLink: string; dialogId: string; messageId: string; text: string },
  directory: DialogDirectory,
): VerifiedQuote | undefined {
  const dialog = directory.resolve(passage.shortLink);
  if (dialog?.id !== passage.dialogId) return undefined;
  const message = directory.respondentMessages(dialog.id).find((candidate) => candidate.id === passage.messageId);
  const grounded = message && groundQuote(passage.text, message.content);
  if (!grounded || grounded.kind === 'dropped') return undefined;
  return verifiedQuote(dialog, passage.messageId, grounded, directory);
}

function verifiedQuote(
  dialog: CitedDialog,
  messageId: string,
  grounded: { kind: 'verbatim' | 'snapped'; text: string },
  directory: DialogDirectory,
): VerifiedQuote {
  return {
    type: 'quote',
    verified: true,
    text: grounded.text,
    dialogId: dialog.id,
    messageId,
    href: directory.messageHref(dialog.id, messageId),
    label: dialog.label,
    how: grounded.kind,
  };
}

/** Attribution dashes and brackets left at a blockquote's edges once its quote became a part. */
function trimEdges(parts: AnswerPart[]): AnswerPart[] {
  return parts
    .map((part) => (part.type === 'text' ? { ...part, text: part.text.replace(/^\s*[)\]]\s*$/, '') } : part))
    .filter((part) => part.type !== 'text' || part.text.trim() !== '');
}
