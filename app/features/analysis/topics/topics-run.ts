import type { GroundingTally, VerifiedQuote } from '~/ai/quotes/verify-quotes';

import { answeredSentence, leadSentence } from './coding-insights';

/** A topic of a block across dialogs, as an engine finds it (before it is stored). */
export type TopicResult = {
  label: string;
  /** What the topic covers, in one sentence (the model's words, or the built-in engine's from the phrases said). */
  definition: string | null;
  topWords: string[];
  /** The dialogs that support it: n of the N included. */
  dialogIds: string[];
  /** How many respondents' sentences (or codes) it gathers. */
  mentions: number;
  /** The most one dialog contributes, to warn of a theme carried by one loud respondent. */
  mostFromOneDialog: number;
  quotes: VerifiedQuote[];
  /**
   * Every member dialog's passage that put it in the topic, one per dialog, in the order of `dialogIds` (`quotes` shows
   * a few of them): what the theme review shows beside each member. Left out by runs that keep no more than `quotes`.
   */
  passages?: VerifiedQuote[];
};

export type BlockResult = {
  blockId: string;
  title: string;
  /** The dialogs that said something for this block. */
  dialogIds: string[];
  topWords: string[];
  topics: TopicResult[];
  /** Sentences that joined no shared topic. */
  unsorted: number;
  /** The respondents' own words: one representative quote per dialog. */
  originalQuotes: VerifiedQuote[];
};

/** One theme raised under one or more questions: the block topics it gathers. */
export type KeyThemeResult = {
  label: string;
  definition: string | null;
  /** Every dialog that raised it under any of its questions. */
  dialogIds: string[];
  /** Its topics: block index and topic index in that block's `topics`. */
  parts: { block: number; topic: number }[];
};

export type TopicsRun = {
  /** The engine that ran: a model name, or 'builtin'. */
  model: string;
  /** The model that made the vectors the built-in engine compared. */
  vectors?: string;
  /** N: the included dialogs analysed. */
  included: number;
  blocks: BlockResult[];
  /** The key themes, when the engine finds them across blocks; else the strongest block topics stand for them. */
  keyThemes?: KeyThemeResult[];
  tally: GroundingTally;
};

const percent = (n: number, total: number) => (total ? Math.round((n / total) * 100) : 0);

/**
 * The counts of a topic in a sentence a researcher reads: coverage first, then a warning if one dialog carries it.
 * The topic's description is stored beside it, not in this text.
 */
export function topicInsight(
  topic: Pick<TopicResult, 'dialogIds' | 'mentions' | 'mostFromOneDialog'>,
  included: number,
  unit: 'passage' | 'code',
): string {
  const n = topic.dialogIds.length;
  const units = `${topic.mentions} ${unit}${topic.mentions === 1 ? '' : 's'}`;
  if (n === 1) return `Raised by one respondent (1 of ${included} dialog${included === 1 ? '' : 's'}), ${units}.`;
  const parts = [`Mentioned in ${n} of ${included} dialog${included === 1 ? '' : 's'} (${percent(n, included)} %), ${units} in all.`];
  if (topic.mentions >= 3 && topic.mostFromOneDialog * 2 >= topic.mentions)
    parts.push(`${topic.mostFromOneDialog} of the ${units} come from a single dialog.`);
  return parts.join(' ');
}

/** A block's findings in plain words (no quotes: those are chosen when shown, without rejected ones). */
export function blockInsight(block: Pick<BlockResult, 'dialogIds' | 'topics' | 'unsorted'>, included: number): string {
  const answered = answeredSentence(block.dialogIds.length, included);
  const shared = block.topics.filter((t) => t.dialogIds.length > 1);
  const single = block.topics.length - shared.length;
  const alone =
    single > 0 ? ` ${single} point${single === 1 ? ' was' : 's were'} raised by one respondent ${single === 1 ? 'only' : 'each'}.` : '';
  const rest = block.unsorted > 0 ? ` ${block.unsorted} passage${block.unsorted === 1 ? '' : 's'} fit no topic.` : '';
  if (shared.length === 0) return `${answered} No topic was shared by two or more dialogs.${alone}${rest}`;
  const { sentence } = leadSentence(
    shared.map((t) => ({ topic: t.label, dialogCount: t.dialogIds.length })),
    included,
  );
  const found = shared.length === 1 ? 'One shared topic stands out.' : `${shared.length} shared topics stand out.`;
  return `${answered} ${found} ${sentence}${alone}${rest}`;
}
