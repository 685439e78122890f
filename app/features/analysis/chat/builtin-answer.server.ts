import { SENTENCE_ENCODER_MODEL } from '~/ai/builtin/sentence-encoder.server';
import { embeddingModel, embedTextsWithModel, HASHING_MODEL } from '~/ai/embeddings.server';
import { dot } from '~/ai/vectors';
import { sentencesOf } from '~/features/analysis/recommendations/wishes';
import { type AnswerPlace, AT_CORRECTION, AT_MEMBER_CHECK } from '~/features/analysis/reports/answer-places.server';
import { messagesOf } from '~/features/analysis/reports/report-dialogs.server';
import { type StatedThemes, themeCountSentence, themesNamedIn } from '~/features/analysis/theme-review/stated-counts';

import { type AnswerBlock, type AnswerPart, paragraph, type VerifiedQuote } from './answer-parts';
import { type ChatScope, questionOfMessages, type ScopeCounts, scopeCounts } from './chat-scope.server';
import { excerpt } from './passages';
import { isRelevant, PARTIAL_MATCH_SIMILARITY, type QuestionTopic, questionTopic, relevanceOf, topicTermsShown } from './relevance';
import { unmatchedAnswer } from './unmatched-answer.server';
import { type DialogDirectory, verifyPassage } from './verify-answer';

/**
 * The built-in engine's answer: not a pretend conversation but retrieval. Every respondent message of the report's
 * included dialogs that holds the question's words (`relevance.ts`), quoted verbatim and grouped by dialog, and how
 * many dialogs they come from: exactly those, each one named, so the count can be checked by opening them. A
 * question that only asks for counts is answered with the counts. The answer is built as blocks, never as text to be
 * parsed: a passage is a quote block, checked against its message, whatever characters it holds.
 */

const MAX_DIALOGS = 6;
const PASSAGES_PER_DIALOG = 2;

type Hit = { messageId: string; dialogId: string; shortLink: string; content: string; share: number };

const COUNT_QUESTION = /\b(how many|number of|count|counts|how much of|percentage|share of)\b/i;
const COUNT_TOPIC = new Set([
  'completed',
  'complete',
  'finished',
  'unfinished',
  'included',
  'excluded',
  'sample',
  'progress',
  'generated',
  'total',
  'real',
]);

/** What a passage answered, as the chat names it above the passage; nothing before the first guide question. */
function placeLabel(place: AnswerPlace, questions: readonly { title: string }[]): string | null {
  if (place === AT_CORRECTION) return 'Correction at the member check';
  if (place === AT_MEMBER_CHECK) return 'At the member check';
  const question = questions[place];
  return question ? `Question ${place + 1}, ${question.title}` : null;
}

/** The title, goal and guide of the study: words that name a topic only when nothing else does. */
export function studyText(scope: ChatScope): string {
  const { interview } = scope;
  return [interview.title, interview.goal ?? '', ...(interview.questions ?? []).flatMap((q) => [q.title, q.description ?? ''])].join('\n');
}

/**
 * The respondent messages of the scope that speak to the topic, best first, and the dialogs they come from. A
 * message holding one word of several is kept only when one of its sentences is close in meaning to the words
 * asked about; the offline encoder knows English only, so elsewhere such a message is left out.
 */
export async function relevantPassages(
  scope: ChatScope,
  topic: QuestionTopic,
  signal?: AbortSignal,
): Promise<{ hits: Hit[]; dialogIds: string[] }> {
  const links = new Map(scope.dialogs.map((dialog) => [dialog.id, dialog.shortLink]));
  const said = messagesOf(scope.dialogs.map((dialog) => dialog.id)).filter((m) => m.role === 'user' && m.content.trim());
  const score = relevanceOf(
    topic,
    said.map((m) => m.content),
  );
  const scored = said
    .map((m) => ({
      messageId: m.id,
      dialogId: m.dialogId,
      shortLink: links.get(m.dialogId)!,
      content: m.content,
      relevance: score(m.content),
    }))
    .filter((hit) => isRelevant(hit.relevance));
  const close = await closeInMeaning(
    scope,
    scored
      .filter((hit) => !hit.relevance.full)
      .map((hit) => ({ id: hit.messageId, text: hit.content, topic: hit.relevance.alternative.join(' ') })),
    signal,
  );
  const hits = scored
    .filter((hit) => hit.relevance.full || close.has(hit.messageId))
    .map(({ relevance, ...hit }) => ({ ...hit, share: relevance.share }))
    .sort((a, b) => b.share - a.share);
  // Dialogs in the report's order, so the list reads the same every time.
  const found = new Set(hits.map((hit) => hit.dialogId));
  return { hits, dialogIds: scope.dialogs.filter((dialog) => found.has(dialog.id)).map((dialog) => dialog.id) };
}

/** The ids of the partial matches one of whose sentences is at least PARTIAL_MATCH_SIMILARITY close to their topic. */
async function closeInMeaning(
  scope: ChatScope,
  partial: { id: string; text: string; topic: string }[],
  signal?: AbortSignal,
): Promise<Set<string>> {
  const close = new Set<string>();
  const model = embeddingModel();
  if (!partial.length || model === HASHING_MODEL || (model === SENTENCE_ENCODER_MODEL && scope.interview.language !== 'English'))
    return close;
  const topics = [...new Set(partial.map((p) => p.topic))];
  const sentences = partial.map((p) => sentencesOf(p.text).map((s) => s.text));
  const embedded = await embedTextsWithModel([...topics, ...sentences.flat()], {
    purpose: 'analysis-search',
    interviewId: scope.interview.id,
    signal,
    urgent: true,
  });
  // The encoder may have fallen back to hashing while embedding: its cosines mean something else.
  if (embedded.model === HASHING_MODEL) return close;
  let at = topics.length;
  partial.forEach((p, i) => {
    const topic = embedded.vectors[topics.indexOf(p.topic)]!;
    const best = Math.max(...sentences[i]!.map(() => dot(topic, embedded.vectors[at++]!)));
    if (best >= PARTIAL_MATCH_SIMILARITY) close.add(p.id);
  });
  return close;
}

const quoted = (words: readonly string[]) => words.map((word) => `“${word}”`).join(', ');

/**
 * A question that names a key theme is first answered with the theme's count as the page states it (members, and how
 * many the researcher confirmed, or that no one reviewed it); the passages found by their words follow.
 */
export async function builtinAnswer(
  scope: ChatScope,
  directory: DialogDirectory,
  question: string,
  signal?: AbortSignal,
  themes: StatedThemes | null = null,
): Promise<AnswerBlock[]> {
  const named = themes ? themesNamedIn(question, themes).map((theme) => paragraph(themeCountSentence(theme, themes))) : [];
  return [...named, ...(await retrievalAnswer(scope, directory, question, signal))];
}

async function retrievalAnswer(
  scope: ChatScope,
  directory: DialogDirectory,
  question: string,
  signal?: AbortSignal,
): Promise<AnswerBlock[]> {
  const topic = questionTopic(question, studyText(scope), scope.interview.language);
  const words = topicTermsShown(topic);
  const counts = scopeCounts(scope);
  if (COUNT_QUESTION.test(question) && words.every((word) => COUNT_TOPIC.has(word))) return [paragraph(countsAnswer(counts))];
  if (!scope.dialogs.length) return [paragraph('This report includes no dialogs yet, so there is nothing to search.')];
  if (!words.length) return [paragraph('Name what to look for, for example: “What do respondents say about the price?”')];
  signal?.throwIfAborted();

  const total = scope.dialogs.length;
  const { hits, dialogIds } = await relevantPassages(scope, topic, signal);
  // Nothing counted: say what the word search did, and offer what is close in meaning, uncounted.
  if (!hits.length) return unmatchedAnswer(scope, directory, question, topic, signal);
  const topicWords = topic.alternatives.flat().flatMap((term) => term.words);

  const byDialog = new Map<string, { hit: Hit; quote: VerifiedQuote }[]>();
  for (const hit of hits) {
    const group = byDialog.get(hit.dialogId) ?? [];
    if (group.length >= PASSAGES_PER_DIALOG || (!byDialog.has(hit.dialogId) && byDialog.size >= MAX_DIALOGS)) continue;
    const quote = verifyPassage({ ...hit, text: excerpt(hit.content, topicWords) }, directory);
    if (!quote) continue;
    group.push({ hit, quote });
    byDialog.set(hit.dialogId, group);
  }

  const blocks: AnswerBlock[] = [
    paragraph(`${dialogIds.length} of ${plural(total, 'dialog')} mention this. The passages with the words ${quoted(words)}, by dialog:`),
  ];
  const questions = scope.interview.questions ?? [];
  const asked = questionOfMessages(scope, [...byDialog.keys()]);
  for (const passages of byDialog.values()) {
    const { label, href } = directory.resolve(passages[0]!.hit.shortLink)!;
    blocks.push({ type: 'paragraph', parts: [{ type: 'dialog', label, href }] });
    for (const { hit, quote } of passages) {
      // Which guide question the passage answers, or the member check it was said at: the engine's words, not a respondent's.
      const label = placeLabel(asked.get(hit.messageId) ?? -1, questions);
      if (label) blocks.push(paragraph(label));
      blocks.push({ type: 'quote', quote });
    }
  }
  // Every other dialog that mentions it is named too, so each one counted can be opened.
  const others = dialogIds
    .filter((id) => !byDialog.has(id))
    .flatMap((id) => {
      const cited = directory.resolve(hits.find((hit) => hit.dialogId === id)!.shortLink);
      return cited ? [{ type: 'dialog', label: cited.label, href: cited.href } as const] : [];
    });
  if (others.length) {
    const parts: AnswerPart[] = [{ type: 'text', text: 'Also mentioned in ' }];
    others.forEach((other, i) => parts.push(...(i ? [{ type: 'text', text: ', ' } as const] : []), other));
    parts.push({ type: 'text', text: '.' });
    blocks.push({ type: 'paragraph', parts });
  }
  blocks.push(paragraph('Answered offline by the built-in engine: these are the respondents’ own words, not a summary.'));
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
