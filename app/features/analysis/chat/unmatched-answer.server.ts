import { AiError } from '~/ai/errors';
import { messagesOf } from '~/features/analysis/reports/report-dialogs.server';
import { PHRASE_MAX } from '~/features/analysis/search/limits';
import { searchMessages } from '~/features/analysis/search/search.server';

import { type AnswerBlock, paragraph, type QuoteBlock } from './answer-parts';
import type { ChatScope } from './chat-scope.server';
import { excerpt } from './passages';
import { holdsSearchedWords, type QuestionTopic, searchedPhrases } from './relevance';
import { type DialogDirectory, verifyPassage } from './verify-answer';

/**
 * The built-in engine's answer when its word search counted no passage. A word search cannot know that nobody said
 * it in other words, so the answer says what was searched and what it found, never that no respondent mentions it;
 * then the passages the search index finds closest in meaning, offered as possibly related: not checked, not counted.
 */

/** How many passages close in meaning are offered. */
export const RELATED_MAX = 5;

export const RELATED_HEAD =
  'The passages closest in meaning to the question, from the search index, may be related. They are not checked and not counted:';
/** The offline encoder often rates nothing above the search's relevance floor: the nearest passages are offered anyway. */
export const NEAREST_HEAD =
  'The search index rates no passage close in meaning either, but the nearest ones may be related. They are not checked and not counted:';

const quoted = (phrases: readonly string[]) => phrases.map((phrase) => `“${phrase}”`).join(' or ');
const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** What the word search did and found, as a statement that is true whatever respondents said in other words. */
export function wordSearchStatement(total: number, phrases: readonly string[], dialogsWithWords: number): string {
  const words = phrases.length === 1 && !phrases[0]!.includes(' ') ? 'word' : 'words';
  if (!dialogsWithWords) {
    const none = total === 1 ? 'The one dialog of this report does not use' : `None of the ${plural(total, 'dialog')} of this report uses`;
    return `${none} the ${words} ${quoted(phrases)} (or words of the same root).`;
  }
  return `The ${words} ${quoted(phrases)} occur in ${dialogsWithWords} of the ${plural(total, 'dialog')} of this report, but in no passage the word search counts as being about this.`;
}

/** The dialogs in which a respondent message holds every word of one searched phrase. */
export function dialogsWithWords(scope: ChatScope, topic: QuestionTopic): number {
  const found = new Set<string>();
  for (const message of messagesOf(scope.dialogs.map((dialog) => dialog.id))) {
    if (message.role === 'user' && !found.has(message.dialogId) && holdsSearchedWords(topic, message.content)) found.add(message.dialogId);
  }
  return found.size;
}

/**
 * The search index's passages closest in meaning to the question, within the report's dialogs: those above the
 * search's relevance floor, else the nearest ones (`close` false); none if the search fails.
 */
async function relatedByMeaning(
  scope: ChatScope,
  directory: DialogDirectory,
  question: string,
  topicWords: string[],
  signal?: AbortSignal,
) {
  try {
    const { results, floor } = await searchMessages({
      interviewId: scope.interview.id,
      phrase: question.slice(0, PHRASE_MAX),
      dialogIds: scope.dialogs.map((dialog) => dialog.id),
      limit: RELATED_MAX,
      includeBelowFloor: true,
      signal,
    });
    const close = results.filter((result) => result.similarity >= floor);
    const shown = close.length ? close : results;
    const quotes = shown.flatMap((result): QuoteBlock[] => {
      const quote = verifyPassage({ ...result, text: excerpt(result.content, topicWords) }, directory);
      const dialog = directory.resolve(result.shortLink);
      return quote && dialog ? [{ type: 'quote', quote, cite: { type: 'dialog', label: dialog.label, href: dialog.href } }] : [];
    });
    return { quotes, close: close.length > 0 };
  } catch (error) {
    // An embeddings endpoint that is down leaves the word search's statement to stand alone.
    if (error instanceof AiError && !signal?.aborted) return { quotes: [], close: false };
    throw error;
  }
}

export async function unmatchedAnswer(
  scope: ChatScope,
  directory: DialogDirectory,
  question: string,
  topic: QuestionTopic,
  signal?: AbortSignal,
): Promise<AnswerBlock[]> {
  const statement = wordSearchStatement(scope.dialogs.length, searchedPhrases(topic), dialogsWithWords(scope, topic));
  const topicWords = topic.alternatives.flat().flatMap((term) => term.words);
  const related = await relatedByMeaning(scope, directory, question, topicWords, signal);
  if (!related.quotes.length) {
    return [
      paragraph(
        [
          statement,
          'A word search cannot tell whether respondents said it in other words, and the search index found no passage close in meaning either. Try other words, or other phrasings in the Vector Search tab.',
        ].join('\n'),
      ),
    ];
  }
  return [
    paragraph([statement, 'A word search cannot tell whether respondents said it in other words.'].join('\n')),
    paragraph(related.close ? RELATED_HEAD : NEAREST_HEAD),
    ...related.quotes,
    paragraph('Read each passage in its dialog before you count it; the Vector Search tab finds more.'),
  ];
}
