/**
 * Insights from Individual Coding, written from the stored counts and labels when they are shown: plain sentences
 * per block, with a quote chosen among the citations no researcher rejected (a rejected one is hidden here, not
 * deleted).
 */
import type { ShownCitation } from '../citations/citations.server';

type Topic<C> = { topic: string; dialogCount: number; citations: C[] };
type Block<C> = { topic: string; dialogCount: number; subtopics: Topic<C>[] };

export type CodingInsight<C> = { block: string; sentences: string[]; quote: C | null };

const quoted = (topic: Topic<unknown>, included: number) => `“${topic.topic}” (${topic.dialogCount} of ${included})`;

function list(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export function codingInsights<C extends Pick<ShownCitation, 'vote'>>(blocks: readonly Block<C>[], included: number): CodingInsight<C>[] {
  return blocks.map((block) => {
    const answered = `${block.dialogCount} of ${included} dialog${included === 1 ? '' : 's'} answered`;
    const [top, ...rest] = block.subtopics;
    if (!top) return { block: block.topic, sentences: [`${answered}; no topic was shared by two or more of them.`], quote: null };
    const sentences = [`${answered}. The most common topic is “${top.topic}”, raised in ${top.dialogCount} of the ${included}.`];
    if (rest.length > 0) sentences.push(`Also raised: ${list(rest.slice(0, 3).map((t) => quoted(t, included)))}.`);
    if (included >= 4 && top.dialogCount * 4 < included) sentences.push('No topic is shared by more than a quarter of the dialogs: the answers vary.');
    const quote = block.subtopics.flatMap((t) => t.citations).find((c) => c.vote !== 'rejected') ?? null;
    return { block: block.topic, sentences, quote };
  });
}
