import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';

import { type AnswerBlock, type AnswerPart, oneLine, type QuoteBlock, type QuotePart, type QuoteStats } from './answer-parts';

/**
 * An answer as React elements, never as HTML: text stays text, dialog references are links to the transcript, a
 * verified quote shows the respondent's own words and links to the message, an unverified one is marked so. A quote
 * block is a `<blockquote>` whatever its text holds: a respondent's line breaks show inside it.
 */
export function AnswerView({ blocks }: { blocks: AnswerBlock[] }) {
  return (
    <div className="space-y-3">
      {blocks.map((block, i) =>
        block.type === 'quote' ? (
          <QuoteBlockView key={i} block={block} />
        ) : (
          <p key={i} className="whitespace-pre-wrap">
            {block.parts.map((part, j) => renderPart(part, j))}
          </p>
        ),
      )}
    </div>
  );
}

function QuoteBlockView({ block }: { block: QuoteBlock }) {
  return (
    <blockquote className="border-l-4 border-slate-300 pl-3 text-slate-800">
      <p className="whitespace-pre-wrap">{renderQuote(block.quote, 0, true)}</p>
      {block.cite && (
        <footer className="mt-1 text-xs text-slate-600">
          —{' '}
          <Link to={block.cite.href} className="font-medium text-brand-700 underline hover:text-brand-800">
            {block.cite.label}
          </Link>
        </footer>
      )}
    </blockquote>
  );
}

function renderPart(part: AnswerPart, key: number): ReactNode {
  switch (part.type) {
    case 'text':
      return part.text;
    case 'dialog':
      return (
        <Link key={key} to={part.href} className="font-medium text-brand-700 underline hover:text-brand-800">
          {part.label}
        </Link>
      );
    case 'quote':
      return renderQuote(part, key, false);
  }
}

/** A quote inside a paragraph keeps to one line, so none of its text reads as the paragraph's own. */
function renderQuote(part: QuotePart, key: number, inBlock: boolean): ReactNode {
  const words = inBlock ? part.text : oneLine(part.text);
  if (part.verified) {
    const title = part.how === 'verbatim' ? `Quoted from ${part.label}` : `Matched to the respondent’s exact words in ${part.label}`;
    return (
      <Link
        key={key}
        to={part.href}
        title={title}
        className="rounded-sm decoration-green-600 decoration-2 underline-offset-2 hover:underline"
        data-quote="verified"
      >
        {inBlock ? words : <q>{words}</q>}
        <span className="sr-only"> (verified quote, opens {part.label})</span>
      </Link>
    );
  }
  return (
    <span key={key} title={part.why} data-quote="unverified">
      <span className="italic text-slate-600">“{words}”</span>{' '}
      <span className="inline-flex items-center rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-inset ring-amber-600/30">
        Unverified quote
      </span>
      <span className="sr-only">: {part.why}</span>
    </span>
  );
}

/** "2 quotes verified · 1 unverified", or nothing when the answer quotes no one. */
export function quoteSummary(stats: QuoteStats | undefined): string | null {
  if (!stats) return null;
  const verified = stats.verbatim + stats.snapped;
  if (!verified && !stats.unverified) return null;
  const parts = [`${verified} ${verified === 1 ? 'quote' : 'quotes'} verified`];
  if (stats.unverified) parts.push(`${stats.unverified} unverified`);
  return parts.join(' · ');
}
