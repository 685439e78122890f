/**
 * Hybrid search over an interview's respondent messages: vector similarity (binary candidates from the `vec0` table,
 * rescored with the float vectors) fused with FTS5 keyword ranks (BM25) by reciprocal rank fusion.
 */
import { embedTextsWithModel } from '~/ai/embeddings.server';
import { getDb } from '@db/index';
import { binaryCenter, vectorTable, vectorTableExists } from './search-index.server';
import { candidateCount, fromBlob, ftsQueryForShare, KEYWORD_WORDS_MAX, quantizeBinary, reciprocalRankFusion, searchWords, similarity, toBlob, wordsMatched } from './vectors';

export type SearchResult = {
  messageId: string;
  dialogId: string;
  shortLink: string;
  content: string;
  /** Cosine similarity (0..1) of the message's vector to the phrase's; 0 for a message not embedded yet. */
  similarity: number;
  createdAt: Date;
};

export type SearchInput = {
  interviewId: string;
  phrase: string;
  /** Only these dialogs (a report's included ones); all of the interview's when left out. */
  dialogIds?: string[];
  limit?: number;
  offset?: number;
  signal?: AbortSignal;
};

/**
 * Below this similarity a message is a result only when it holds every word of the phrase: the vector side ranks
 * every message, and an unrelated one is not a finding. 0.3 suits the sentence encoder (unrelated sentences score
 * about 0.0 to 0.3) and ranked best on bench:retrieval.
 */
export const MIN_SIMILARITY = 0.3;
const POOL_STEP = 20;
/** The share of the phrase's words a message must hold to count as a keyword match (tuned on bench:retrieval). */
const KEYWORD_SHARE = 0.5;

type Row = { id: number; messageId: string; dialogId: string; model: string | null; embedding: Buffer | null };

const sqlite = () => getDb().$client;

/** A scope filter on message_search_rows aliased r: the interview, and the dialogs when given. */
function scope(input: SearchInput): { where: string; params: unknown[] } {
  if (!input.dialogIds) return { where: 'r.interview_id = ?', params: [input.interviewId] };
  return { where: 'r.interview_id = ? AND r.dialog_id IN (SELECT value FROM json_each(?))', params: [input.interviewId, JSON.stringify(input.dialogIds)] };
}

/** The share of the interview's indexed messages inside the scope, to take enough binary candidates. */
function shareInScope(input: SearchInput): number {
  if (!input.dialogIds) return 1;
  const { where, params } = scope(input);
  const inScope = (sqlite().prepare(`SELECT count(*) AS n FROM message_search_rows r WHERE ${where}`).get(...params) as { n: number }).n;
  const all = (sqlite().prepare(`SELECT count(*) AS n FROM message_search_rows WHERE interview_id = ?`).get(input.interviewId) as { n: number }).n;
  return all === 0 ? 1 : inScope / all;
}

function rowsById(ids: number[], input: SearchInput): Map<number, Row> {
  if (ids.length === 0) return new Map();
  const { where, params } = scope(input);
  const rows = sqlite()
    .prepare(
      `SELECT r.id AS id, r.message_id AS messageId, r.dialog_id AS dialogId, r.model AS model, r.embedding AS embedding
       FROM message_search_rows r WHERE r.id IN (SELECT value FROM json_each(?)) AND ${where}`,
    )
    .all(JSON.stringify(ids), ...params) as Row[];
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Vector side: the nearest binary vectors of the interview's partition, rescored with their float vectors: row id →
 * similarity for about `wanted` × 4 candidates.
 */
export function vectorHits(query: Float32Array, model: string, wanted: number, input: SearchInput): Map<number, number> {
  const hits = new Map<number, number>();
  if (!vectorTableExists(query.length)) return hits;
  const k = candidateCount(wanted, shareInScope(input));
  const candidates = sqlite()
    .prepare(`SELECT rowid AS id FROM ${vectorTable(query.length)} WHERE embedding MATCH vec_bit(?) AND k = ? AND interview_id = ?`)
    .all(toBlob(quantizeBinary(query, binaryCenter(model))), k, input.interviewId) as { id: number | bigint }[];
  const rows = rowsById(
    candidates.map((c) => Number(c.id)),
    input,
  );
  for (const row of rows.values()) {
    // A vector of another model (left while re-indexing) is not comparable.
    if (row.model !== model || !row.embedding) continue;
    hits.set(row.id, similarity(query, fromBlob(row.embedding)));
  }
  return hits;
}

/**
 * Keyword side: messages holding at least half of the phrase's words, in BM25 order (a message sharing one common
 * word with a long phrase is no keyword match), and those holding every word.
 */
function keywordHits(phrase: string, wanted: number, input: SearchInput): { ranked: number[]; allWords: Set<number> } {
  const words = searchWords(phrase)
    .sort((a, b) => b.length - a.length)
    .slice(0, KEYWORD_WORDS_MAX);
  const query = ftsQueryForShare(words, KEYWORD_SHARE);
  if (!query) return { ranked: [], allWords: new Set() };
  const { where, params } = scope(input);
  const hits = sqlite()
    .prepare(
      `SELECT message_fts.rowid AS id, message_fts.content AS content FROM message_fts JOIN message_search_rows r ON r.id = message_fts.rowid
       WHERE message_fts MATCH ? AND ${where} ORDER BY bm25(message_fts) LIMIT ?`,
    )
    .all(query, ...params, wanted * 4) as { id: number; content: string }[];
  const allWords = new Set(hits.filter((hit) => wordsMatched(words, hit.content) === words.length).map((hit) => hit.id));
  return { ranked: hits.map((hit) => hit.id), allWords };
}

type MessageRow = { id: number; messageId: string; dialogId: string; shortLink: string; content: string; createdAt: number };

/**
 * The results' messages. Flagged messages (attempts to instruct the interviewer) are never evidence: the index leaves
 * them out (migration 0012), and this last read would drop one that got in.
 */
function describe(ids: number[]): Map<number, MessageRow> {
  if (ids.length === 0) return new Map();
  const rows = sqlite()
    .prepare(
      `SELECT r.id AS id, m.id AS messageId, d.id AS dialogId, d.short_link AS shortLink, m.content AS content, m.created_at AS createdAt
       FROM message_search_rows r JOIN messages m ON m.id = r.message_id JOIN dialogs d ON d.id = r.dialog_id
       WHERE r.id IN (SELECT value FROM json_each(?)) AND m.is_flagged = 0`,
    )
    .all(JSON.stringify(ids)) as MessageRow[];
  return new Map(rows.map((row) => [row.id, row]));
}

/** The interview's respondent messages best matching the phrase by meaning and by words, `limit` from `offset`. */
export async function searchMessages(input: SearchInput): Promise<SearchPage> {
  const phrase = input.phrase.trim();
  if (!phrase || input.dialogIds?.length === 0) return { results: [], hasMore: false };
  const {
    model,
    vectors: [query],
  } = await embedTextsWithModel([phrase], { purpose: 'analysis-search', interviewId: input.interviewId, signal: input.signal, urgent: true });
  input.signal?.throwIfAborted();
  return rankMessages({ ...input, phrase }, query!, model);
}

export type SearchPage = { results: SearchResult[]; hasMore: boolean };

/** The search once the phrase is embedded (the benchmark times this part alone). */
export function rankMessages(input: SearchInput, query: Float32Array, model: string): SearchPage {
  const { limit = 10, offset = 0, phrase } = input;
  // Pages are read from a pool of candidates that grows in steps, so the first pages rank the same pool and do not
  // repeat or skip a message; one more than the page tells whether another page exists.
  const wanted = Math.ceil((offset + limit + 1) / POOL_STEP) * POOL_STEP;
  const similarities = vectorHits(query, model, wanted, input);
  const keywords = keywordHits(phrase, wanted, input);

  // Keyword hits outside the vector candidates still show their own similarity.
  const missing = keywords.ranked.filter((id) => !similarities.has(id));
  for (const row of rowsById(missing, input).values()) {
    similarities.set(row.id, row.model === model && row.embedding ? similarity(query, fromBlob(row.embedding)) : 0);
  }

  const byVector = [...similarities].filter(([, s]) => s > 0).sort((a, b) => b[1] - a[1]).map(([id]) => id);
  const fused = reciprocalRankFusion([byVector, keywords.ranked]).filter(
    ({ id }) => (similarities.get(id) ?? 0) >= MIN_SIMILARITY || keywords.allWords.has(id),
  );
  const page = fused.slice(offset, offset + limit).map(({ id }) => id);
  const messages = describe(page);
  const results = page.flatMap((id) => {
    const row = messages.get(id);
    if (!row) return [];
    return [{ messageId: row.messageId, dialogId: row.dialogId, shortLink: row.shortLink, content: row.content, similarity: similarities.get(id) ?? 0, createdAt: new Date(row.createdAt) }];
  });
  return { results, hasMore: fused.length > offset + limit };
}
