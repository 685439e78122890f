import { answeredSentence, leadSentence } from './coding-insights';
import type { GroundingTally, VerifiedQuote } from '../citations/citations.server';

/** A topic of a block across dialogs, as an engine finds it (before it is stored). */
export type TopicResult = {
  label: string;
  /** What the topic covers, in the model's words (null on the built-in engine). */
  definition: string | null;
  topWords: string[];
  /** The dialogs that support it: n of the N included. */
  dialogIds: string[];
  /** How many respondents' sentences (or codes) it gathers. */
  mentions: number;
  /** The most one dialog contributes, to warn of a theme carried by one loud respondent. */
  mostFromOneDialog: number;
  quotes: VerifiedQuote[];
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

export type TopicsRun = {
  /** The engine that ran: a model name, or 'builtin'. */
  model: string;
  /** N: the included dialogs analysed. */
  included: number;
  blocks: BlockResult[];
  tally: GroundingTally;
};

const percent = (n: number, total: number) => (total ? Math.round((n / total) * 100) : 0);

/** The counts of a topic in a sentence a researcher reads: coverage first, then a warning if one dialog carries it. */
export function topicInsight(topic: Pick<TopicResult, 'definition' | 'dialogIds' | 'mentions' | 'mostFromOneDialog'>, included: number, unit: 'sentence' | 'code'): string {
  const n = topic.dialogIds.length;
  const units = `${topic.mentions} ${unit}${topic.mentions === 1 ? '' : 's'}`;
  const parts = [`Mentioned in ${n} of ${included} dialog${included === 1 ? '' : 's'} (${percent(n, included)} %), ${units} in all.`];
  if (topic.mentions >= 3 && topic.mostFromOneDialog * 2 >= topic.mentions && n > 1) {
    parts.push(`${topic.mostFromOneDialog} of the ${units} come from a single dialog.`);
  } else if (n === 1 && included > 1) {
    parts.push('Only one dialog raised it.');
  }
  return topic.definition ? `${topic.definition.trim()} ${parts.join(' ')}` : parts.join(' ');
}

/** A block's findings in plain words (no quotes: those are chosen when shown, without rejected ones). */
export function blockInsight(block: Pick<BlockResult, 'dialogIds' | 'topics' | 'unsorted'>, included: number): string {
  const answered = answeredSentence(block.dialogIds.length, included);
  if (block.topics.length === 0) return `${answered} No topic was shared by two or more dialogs.`;
  const { sentence } = leadSentence(block.topics.map((t) => ({ topic: t.label, dialogCount: t.dialogIds.length })), included);
  const found = block.topics.length === 1 ? 'One topic stands out.' : `${block.topics.length} topics stand out.`;
  const rest = block.unsorted > 0 ? ` ${block.unsorted} sentence${block.unsorted === 1 ? '' : 's'} fit no shared topic.` : '';
  return `${answered} ${found} ${sentence}${rest}`;
}
