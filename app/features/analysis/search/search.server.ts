/**
 * Hybrid search over an interview's respondent messages: vector similarity (binary candidates from the `vec0` table,
 * rescored with the float vectors) and FTS5 keyword matches, ranked by one score (`relevanceScore`: meaning, raised by
 * the phrase's words and more by the phrase itself) and cut at a relevance floor that adapts to the phrase.
 */
import { getDb } from '@db/index';
import { embedTextsWithModel } from '~/ai/embeddings.server';

import { type Evidence, type FloorBasis, holdsPhrase, meanAndSpread, relevanceFloor, relevanceScore } from './relevance';
import { binaryCenter, indexWaiting, vectorTable, vectorTableExists } from './search-index.server';
import {
  candidateCount,
  fromBlob,
  ftsQueryForShare,
  KEYWORD_WORDS_MAX,
  quantizeBinary,
  searchWords,
  similarity,
  toBlob,
  wordsMatched,
} from './vectors';

export type SearchResult = {
  messageId: string;
  dialogId: string;
  shortLink: string;
  content: string;
  /** The score the results are ranked by and the page shows (0..1): `relevanceScore` of the evidence. */
  similarity: number;
  evidence: Evidence;
  createdAt: Date;
};

export type SearchInput = {
  interviewId: string;
  phrase: string;
  /** Only these dialogs (a report's included ones); all of the interview's when left out. */
  dialogIds?: string[];
  limit?: number;
  offset?: number;
  /** Go on past the relevance floor, to the messages that scored below it. */
  includeBelowFloor?: boolean;
  signal?: AbortSignal;
};

export type SearchPage = {
  results: SearchResult[];
  hasMore: boolean;
  /** The relevance floor of this search, on the scale of `similarity`. */
  floor: number;
  /** How many messages searched scored below the floor, once the matches are known to end; null before. */
  belowFloor: number | null;
  basis: FloorBasis;
};

const POOL_STEP = 20;
/** The share of the phrase's words a message must hold to count as a keyword match (tuned on bench:retrieval). */
const KEYWORD_SHARE = 0.5;
/** Messages whose meaning is compared with the phrase's to learn what a typical message scores. */
const BACKGROUND_SAMPLE = 256;

type Row = { id: number; messageId: string; dialogId: string; model: string | null; embedding: Buffer | null };

const sqlite = () => getDb().$client;

/** A scope filter on message_search_rows aliased r: the interview, and the dialogs when given. */
function scope(input: SearchInput): { where: string; params: unknown[] } {
  if (!input.dialogIds) return { where: 'r.interview_id = ?', params: [input.interviewId] };
  return {
    where: 'r.interview_id = ? AND r.dialog_id IN (SELECT value FROM json_each(?))',
    params: [input.interviewId, JSON.stringify(input.dialogIds)],
  };
}

/** How many respondent messages the search covers. */
function scopeCount(input: SearchInput): number {
  const { where, params } = scope(input);
  return (
    sqlite()
      .prepare(`SELECT count(*) AS n FROM message_search_rows r WHERE ${where}`)
      .get(...params) as { n: number }
  ).n;
}

/** The share of the interview's indexed messages inside the scope, to take enough binary candidates. */
function shareInScope(input: SearchInput): number {
  if (!input.dialogIds) return 1;
  const all = scopeCount({ interviewId: input.interviewId, phrase: input.phrase });
  return all === 0 ? 1 : scopeCount(input) / all;
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
  return nearestByMeaning(query, model, wanted, input).meanings;
}

/** {@link vectorHits}, and whether the candidates are every message of the interview that has a vector. */
function nearestByMeaning(
  query: Float32Array,
  model: string,
  wanted: number,
  input: SearchInput,
): { meanings: Map<number, number>; everyMessage: boolean } {
  const meanings = new Map<number, number>();
  if (!vectorTableExists(query.length)) return { meanings, everyMessage: true };
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
    meanings.set(row.id, similarity(query, fromBlob(row.embedding)));
  }
  return { meanings, everyMessage: candidates.length < k };
}

/** The words of the phrase both sides look at: the longest (most telling) ones of a long phrase. */
const keywordsOf = (phrase: string) =>
  searchWords(phrase)
    .sort((a, b) => b.length - a.length)
    .slice(0, KEYWORD_WORDS_MAX);

/**
 * Keyword side: messages holding at least half of the phrase's words, best by BM25 first (a message sharing one
 * common word with a long phrase is no keyword match).
 */
function keywordHits(words: string[], wanted: number, input: SearchInput): number[] {
  const query = ftsQueryForShare(words, KEYWORD_SHARE);
  if (!query) return [];
  const { where, params } = scope(input);
  const hits = sqlite()
    .prepare(
      `SELECT message_fts.rowid AS id FROM message_fts JOIN message_search_rows r ON r.id = message_fts.rowid
       WHERE message_fts MATCH ? AND ${where} ORDER BY bm25(message_fts) LIMIT ?`,
    )
    .all(query, ...params, wanted * 4) as { id: number }[];
  return hits.map((hit) => hit.id);
}

/**
 * What a typical message of the scope scores in meaning: the phrase against up to {@link BACKGROUND_SAMPLE} of its
 * embedded messages (all of them in a small study; the earliest in a larger one, enough for a mean and a spread).
 */
function background(query: Float32Array, model: string, input: SearchInput): number[] {
  const { where, params } = scope(input);
  const rows = sqlite()
    .prepare(
      `SELECT r.embedding AS embedding FROM message_search_rows r WHERE ${where} AND r.model = ? AND r.embedding IS NOT NULL ORDER BY r.id LIMIT ?`,
    )
    .all(...params, model, BACKGROUND_SAMPLE) as { embedding: Buffer }[];
  return rows.map((row) => similarity(query, fromBlob(row.embedding)));
}

function contents(ids: number[]): Map<number, string> {
  if (ids.length === 0) return new Map();
  const rows = sqlite()
    .prepare(
      `SELECT r.id AS id, m.content AS content FROM message_search_rows r JOIN messages m ON m.id = r.message_id WHERE r.id IN (SELECT value FROM json_each(?))`,
    )
    .all(JSON.stringify(ids)) as { id: number; content: string }[];
  return new Map(rows.map((row) => [row.id, row.content]));
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
  if (!phrase || input.dialogIds?.length === 0)
    return { results: [], hasMore: false, floor: 0, belowFloor: 0, basis: { mean: 0, spread: 0, best: 0 } };
  // Messages are embedded when the respondents pause: the ones still waiting are embedded first, so none is missed.
  await indexWaiting(input.interviewId, input.signal);
  const {
    model,
    vectors: [query],
  } = await embedTextsWithModel([phrase], {
    purpose: 'analysis-search',
    interviewId: input.interviewId,
    signal: input.signal,
    urgent: true,
  });
  input.signal?.throwIfAborted();
  return rankMessages({ ...input, phrase }, query!, model);
}

/** The search once the phrase is embedded (the benchmark times this part alone). */
export function rankMessages(input: SearchInput, query: Float32Array, model: string): SearchPage {
  const { limit = 10, offset = 0, phrase } = input;
  // Pages are read from a pool of candidates that grows in steps, so the first pages rank the same pool and do not
  // repeat or skip a message; one more than the page tells whether another page exists.
  const wanted = Math.ceil((offset + limit + 1) / POOL_STEP) * POOL_STEP;
  const { meanings, everyMessage } = nearestByMeaning(query, model, wanted, input);
  const words = keywordsOf(phrase);
  const keywords = keywordHits(words, wanted, input);

  // Keyword hits outside the vector candidates still have their meaning scored.
  const missing = keywords.filter((id) => !meanings.has(id));
  for (const row of rowsById(missing, input).values()) {
    meanings.set(row.id, row.model === model && row.embedding ? similarity(query, fromBlob(row.embedding)) : 0);
  }

  const texts = contents([...meanings.keys()]);
  const ranked = [...meanings].flatMap(([id, meaning]) => {
    const text = texts.get(id);
    if (text === undefined) return [];
    const evidence: Evidence = {
      meaning,
      wordShare: words.length ? wordsMatched(words, text) / words.length : 0,
      hasPhrase: holdsPhrase(text, phrase),
    };
    return [{ id, evidence, score: relevanceScore(evidence) }];
  });
  ranked.sort((a, b) => b.score - a.score || b.evidence.meaning - a.evidence.meaning || a.id - b.id);

  const sample = meanAndSpread(background(query, model, input));
  const basis: FloorBasis = { ...sample, best: Math.max(0, ...ranked.map((r) => r.evidence.meaning)) };
  const floor = relevanceFloor(basis);
  const matches = ranked.filter((r) => r.score >= floor);
  // The matches are known to end when some candidate fell below the floor, or every message was a candidate; the
  // messages below the floor are counted once the matches end on this page or before it.
  const matchesEnd = matches.length < ranked.length || everyMessage;
  const belowFloor = matchesEnd && matches.length <= offset + limit ? scopeCount(input) - matches.length : null;
  const listed = input.includeBelowFloor ? ranked : matches;

  const page = listed.slice(offset, offset + limit);
  const messages = describe(page.map((r) => r.id));
  const results = page.flatMap(({ id, evidence, score }) => {
    const row = messages.get(id);
    if (!row) return [];
    return [
      {
        messageId: row.messageId,
        dialogId: row.dialogId,
        shortLink: row.shortLink,
        content: row.content,
        similarity: score,
        evidence,
        createdAt: new Date(row.createdAt),
      },
    ];
  });
  return { results, hasMore: listed.length > offset + limit, floor, belowFloor, basis };
}
