import { searchMessages } from '~/features/analysis/search/search.server';
import { paragraph, type AnswerBlock, type VerifiedQuote } from './answer-parts';
import { questionOfMessages, scopeCounts, type ChatScope, type ScopeCounts } from './chat-scope.server';
import { excerpt, mentions, topicWords } from './passages';
import { verifyPassage, type DialogDirectory } from './verify-answer';

/**
 * The built-in engine's answer: not a pretend conversation but retrieval. The passages closest to the question
 * (hybrid search over the report's included dialogs), quoted verbatim and grouped by dialog, and how many dialogs
 * mention it. A question that only asks for counts is answered with the counts. The answer is built as blocks, never
 * as text to be parsed: a passage is a quote block, checked against its message, whatever characters it holds.
 */

const MAX_DIALOGS = 6;
const PASSAGES_PER_DIALOG = 2;
const PAGE = 50;
const MAX_SCANNED = 300;

type Hit = { messageId: string; dialogId: string; shortLink: string; content: string; similarity: number };

const COUNT_QUESTION = /\b(how many|number of|count|counts|how much of|percentage|share of)\b/i;
const COUNT_TOPIC = new Set(['completed', 'complete', 'finished', 'unfinished', 'included', 'excluded', 'sample', 'progress', 'generated', 'total', 'real']);

export async function builtinAnswer(scope: ChatScope, directory: DialogDirectory, question: string, signal?: AbortSignal): Promise<AnswerBlock[]> {
  const topic = topicWords(question);
  const counts = scopeCounts(scope);
  if (COUNT_QUESTION.test(question) && topic.every((word) => COUNT_TOPIC.has(word))) return [paragraph(countsAnswer(counts))];
  if (!scope.dialogs.length) return [paragraph('This report includes no dialogs yet, so there is nothing to search.')];

  // What the search returns is what the Vector Search tab lists (similar in meaning, or holding every word), so
  // the count here is the count a researcher finds there.
  const dialogIds = scope.dialogs.map((dialog) => dialog.id);
  const hits: Hit[] = [];
  let capped = false;
  for (let offset = 0; ; offset += PAGE) {
    const page = await searchMessages({ interviewId: scope.interview.id, phrase: question, dialogIds, limit: PAGE, offset, signal });
    hits.push(...page.results);
    if (!page.hasMore) break;
    if (hits.length >= MAX_SCANNED) {
      capped = true;
      break;
    }
  }

  const total = scope.dialogs.length;
  if (!hits.length) return [paragraph(`No passages were found for this question in the ${plural(total, 'dialog')} of this report. Try other words.`)];
  const mentioning = new Set(hits.map((hit) => hit.dialogId)).size;
  // Passages that use the question's own words first, then the rest in the search's order.
  const shown = [...hits].sort((a, b) => Number(mentions(b.content, topic) > 0) - Number(mentions(a.content, topic) > 0));

  const byDialog = new Map<string, { hit: Hit; quote: VerifiedQuote }[]>();
  for (const hit of shown) {
    const group = byDialog.get(hit.dialogId) ?? [];
    if (group.length >= PASSAGES_PER_DIALOG || (!byDialog.has(hit.dialogId) && byDialog.size >= MAX_DIALOGS)) continue;
    const quote = verifyPassage({ ...hit, text: excerpt(hit.content, topic) }, directory);
    if (!quote) continue;
    group.push({ hit, quote });
    byDialog.set(hit.dialogId, group);
  }

  const blocks: AnswerBlock[] = [paragraph(`${capped ? 'At least ' : ''}${mentioning} of ${plural(total, 'dialog')} mention this. The most relevant passages, by dialog:`)];
  const questions = scope.interview.questions ?? [];
  const asked = questionOfMessages(scope, [...byDialog.keys()]);
  for (const passages of byDialog.values()) {
    const { label, href } = directory.resolve(passages[0]!.hit.shortLink)!;
    blocks.push({ type: 'paragraph', parts: [{ type: 'dialog', label, href }] });
    for (const { hit, quote } of passages) {
      const index = asked.get(hit.messageId) ?? -1;
      // Which guide question the passage answers: the engine's words, not a respondent's.
      if (questions[index]) blocks.push(paragraph(`Question ${index + 1}, ${questions[index].title}`));
      blocks.push({ type: 'quote', quote });
    }
  }
  const more = new Set(shown.map((hit) => hit.dialogId)).size - byDialog.size;
  const closing = more > 0 ? [`${plural(more, 'more dialog')} ${more === 1 ? 'mentions' : 'mention'} it; the Vector Search tab lists every passage.`] : [];
  closing.push('Answered offline by the built-in engine: these are the respondents’ own words, not a summary.');
  blocks.push(paragraph(closing.join('\n')));
  return blocks;
}

function plural(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

export function countsAnswer(counts: ScopeCounts): string {
  const lines = [
    `This report analyses ${plural(counts.dialogs, 'dialog')}: ${counts.completed} completed and ${counts.inProgress} in progress.`,
  ];
  if (counts.generated) lines.push(`${counts.generated} of them ${counts.generated === 1 ? 'is' : 'are'} generated by AI respondents.`);
  if (counts.sample) {
    lines.push(
      `The quality sample includes ${counts.sample.included} of ${plural(counts.eligible, 'dialog')} (threshold ${counts.sample.threshold}); ${counts.sample.excluded} ${counts.sample.excluded === 1 ? 'is' : 'are'} excluded.`,
    );
  } else {
    lines.push('No quality sample has been run for this report, so every dialog is included.');
  }
  return lines.join('\n');
}
