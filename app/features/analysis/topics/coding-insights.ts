/**
 * Insights from Individual Coding, written from the stored counts and labels when they are shown: plain sentences
 * per block, with a quote chosen among the citations no researcher rejected (a rejected one is hidden here, not
 * deleted).
 */
import type { ShownCitation } from '../citations/citations.server';
import { inQuotes } from './theme-names';

type Topic<C> = { topic: string; dialogCount: number; citations: C[] };
type Block<C> = { topic: string; dialogCount: number; subtopics: Topic<C>[] };

export type CodingInsight<C> = { block: string; sentences: string[]; quote: C | null };

const quoted = (topic: Topic<unknown>, included: number) => `${inQuotes(topic.topic)} (${topic.dialogCount} of ${included})`;

export function list(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export const answeredSentence = (answered: number, included: number) =>
  answered === included
    ? `${included === 1 ? 'The one dialog' : `All ${included} dialogs`} answered.`
    : `${answered} of ${included} dialog${included === 1 ? '' : 's'} answered.`;

/** "The most common topic is “A”, raised in 4 of the 6 dialogs." — or, when several tie, all of them. */
export function leadSentence(
  topics: readonly { topic: string; dialogCount: number }[],
  included: number,
): { sentence: string; leading: number } {
  const top = topics[0]!.dialogCount;
  const leading = topics.filter((t) => t.dialogCount === top).length;
  const names = list(topics.slice(0, leading).map((t) => inQuotes(t.topic)));
  const sentence =
    leading === 1
      ? `The most common topic is ${names}, raised in ${top} of the ${included} dialogs.`
      : `The most common topics are ${names}, each raised in ${top} of the ${included} dialogs.`;
  return { sentence, leading };
}

const aloneSentence = (n: number) =>
  n === 0 ? [] : [n === 1 ? 'One point was raised by one respondent only.' : `${n} points were raised by one respondent each.`];

export function codingInsights<C extends Pick<ShownCitation, 'vote'>>(blocks: readonly Block<C>[], included: number): CodingInsight<C>[] {
  return blocks.map((block) => {
    const answered = answeredSentence(block.dialogCount, included);
    const shared = block.subtopics.filter((t) => t.dialogCount > 1);
    const alone = aloneSentence(block.subtopics.length - shared.length);
    if (shared.length === 0) {
      const quote = block.subtopics.flatMap((t) => t.citations).find((c) => c.vote !== 'rejected') ?? null;
      return { block: block.topic, sentences: [answered, 'No topic was shared by two or more of them.', ...alone], quote };
    }
    const { sentence, leading } = leadSentence(shared, included);
    const sentences = [answered, sentence];
    const rest = shared.slice(leading, leading + 3);
    if (rest.length > 0) sentences.push(`Also raised: ${list(rest.map((t) => quoted(t, included)))}.`);
    if (included >= 4 && shared[0]!.dialogCount * 4 < included)
      sentences.push('No topic is shared by more than a quarter of the dialogs: the answers vary.');
    sentences.push(...alone);
    const quote = shared.flatMap((t) => t.citations).find((c) => c.vote !== 'rejected') ?? null;
    return { block: block.topic, sentences, quote };
  });
}
