/**
 * The Vector Search tab's search as the owner runs it (the page and POST /api/vector_search): the interview checked,
 * the report's included dialogs when a report is named, results 10 at a time.
 */
import { z } from 'zod';

import { AiError } from '~/ai/errors';
import { interviewFor } from '~/features/teams/access.server';

import { includedDialogIds } from '../reports/report-dialogs.server';
import { requireReport } from '../reports/reports.server';
import { BLANK_PHRASE, PHRASE_MAX, SEARCH_OFFSET_MAX, SEARCH_PAGE_SIZE } from './limits';
import { searchMessages, type SearchPage } from './search.server';

export const phraseSchema = z
  .string({ message: BLANK_PHRASE })
  .trim()
  .min(1, BLANK_PHRASE)
  .max(PHRASE_MAX, `A search phrase has at most ${PHRASE_MAX} characters`);

export const vectorSearchBodySchema = z.object({
  interview_id: z.string({ message: 'interview_id is required' }).min(1, 'interview_id is required').max(64),
  phrase: phraseSchema,
  report_id: z.string().min(1).max(64).nullish(),
  offset: z.coerce.number().int().min(0).max(SEARCH_OFFSET_MAX).default(0),
  include_below_floor: z.boolean().default(false),
});

export type VectorSearchRequest = {
  interviewId: string;
  phrase: string;
  reportId?: string | null;
  offset?: number;
  limit?: number;
  includeBelowFloor?: boolean;
  signal?: AbortSignal;
};

/** Searches for the interview's owner; anyone else gets the 404 of `getOwnedInterview`, a foreign report its 404. */
export async function vectorSearchForOwner(userId: string, request: VectorSearchRequest): Promise<SearchPage> {
  const interview = interviewFor(userId, request.interviewId, 'read');
  const dialogIds = request.reportId ? includedDialogIds(requireReport(interview.id, request.reportId)) : undefined;
  return searchMessages({
    interviewId: interview.id,
    phrase: request.phrase,
    dialogIds,
    offset: request.offset ?? 0,
    limit: request.limit ?? SEARCH_PAGE_SIZE,
    includeBelowFloor: request.includeBelowFloor,
    signal: request.signal,
  });
}

/**
 * The spec's result fields (message_id, short_link, content, similarity, created_at) and the dialog's id; the
 * similarity is the score results are ranked by. Beside them the relevance floor of the search and how many messages
 * scored below it (null until the matches are known to end).
 */
export function searchResultsJson(page: SearchPage) {
  return {
    results: page.results.map((r) => ({
      message_id: r.messageId,
      short_link: r.shortLink || 'unknown',
      content: r.content,
      similarity: r.similarity,
      created_at: r.createdAt.toISOString(),
      dialog_id: r.dialogId,
    })),
    has_more: page.hasMore,
    relevance_floor: page.floor,
    below_floor: page.belowFloor,
  };
}
export type SearchResultJson = ReturnType<typeof searchResultsJson>['results'][number];

/** A search that failed on the embeddings model's side (a configured endpoint down): 502 with its reason. */
export function isSearchFailure(error: unknown): error is AiError {
  return error instanceof AiError;
}
