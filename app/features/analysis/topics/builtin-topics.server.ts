/**
 * The built-in topic engine (offline): each block's answers cut into sentences, embedded, grouped by meaning,
 * each group named by its distinctive words and quoted by its most central sentences. Quotes are spans of the
 * messages by construction; they still pass through `verifyQuotes`, so the counts are the same as a model's.
 */
import { embedTextsWithModel, HASHING_MODEL } from '~/ai/embeddings.server';
import { SENTENCE_ENCODER_MODEL } from '~/ai/builtin/sentence-encoder.server';
import { BUILTIN_MODEL } from '~/ai/models';
import { emptyTally, verifyQuotes, type CitableMessage, type GroundingTally, type QuoteClaim, type VerifiedQuote } from '../citations/citations.server';
import type { CodingBlock } from '../coding/blocks.server';
import type { DialogEvidence, EvidenceMessage } from '../coding/evidence.server';
import { byCentrality, clusterByMeaning, distinctiveTerms, labelOf, type TermDocument } from './clustering';
import type { BlockResult, TopicResult, TopicsRun } from './topics-run';
import { splitSentences, termsOf } from './words';

export type BlockSentence = { messageId: string; dialogId: string; start: number; end: number; text: string };

/** More sentences than this in one block are clustered on an even sample; the rest join their nearest group. */
const MAX_CLUSTERED = 1500;
const MAX_TOPICS_PER_BLOCK = 8;
const QUOTES_PER_TOPIC = 3;
const ORIGINAL_QUOTES = 12;

/** The sentences of a block's answers, with their spans; an answer too short to be a sentence counts whole. */
export function blockSentences(messages: readonly EvidenceMessage[]): BlockSentence[] {
  const out: BlockSentence[] = [];
  for (const message of messages) {
    let spans = splitSentences(message.content);
    if (spans.length === 0) {
      const start = message.content.search(/\S/);
      if (start < 0) continue;
      spans = [{ start, end: message.content.trimEnd().length }];
    }
    for (const span of spans) out.push({ messageId: message.id, dialogId: message.dialogId, ...span, text: message.content.slice(span.start, span.end) });
  }
  return out;
}

function sum(a: Float32Array, b: ArrayLike<number>) {
  for (let i = 0; i < a.length; i++) a[i]! += b[i]!;
}

/** Labels for every vector: the first `MAX_CLUSTERED` (evenly sampled) clustered, the rest placed by nearest centroid. */
function groupAll(vectors: Float32Array[], minDistance: number): number[] {
  const options = { maxClusters: MAX_TOPICS_PER_BLOCK + 1, minDistance };
  if (vectors.length <= MAX_CLUSTERED) return clusterByMeaning(vectors, options);
  const step = vectors.length / MAX_CLUSTERED;
  const sample = Array.from({ length: MAX_CLUSTERED }, (_, i) => Math.floor(i * step));
  const sampled = clusterByMeaning(sample.map((i) => vectors[i]!), options);
  const k = Math.max(...sampled) + 1;
  const centroids = Array.from({ length: k }, () => new Float32Array(vectors[0]!.length));
  sampled.forEach((label, j) => sum(centroids[label]!, vectors[sample[j]!]!));
  const labels = new Array<number>(vectors.length).fill(-1);
  sample.forEach((i, j) => (labels[i] = sampled[j]!));
  return labels.map((label, i) => {
    if (label >= 0) return label;
    let best = 0;
    let bestScore = -Infinity;
    centroids.forEach((c, l) => {
      let s = 0;
      for (let d = 0; d < c.length; d++) s += c[d]! * vectors[i]![d]!;
      if (s > bestScore) [best, bestScore] = [l, s];
    });
    return best;
  });
}

/** The first sentence of each dialog in `order`, up to `limit`, as quote claims. */
function oneClaimPerDialog(order: readonly number[], sentences: readonly BlockSentence[], limit: number): QuoteClaim[] {
  const seen = new Set<string>();
  const claims: QuoteClaim[] = [];
  for (const i of order) {
    const s = sentences[i]!;
    if (seen.has(s.dialogId)) continue;
    seen.add(s.dialogId);
    claims.push({ messageId: s.messageId, quote: s.text });
    if (claims.length >= limit) break;
  }
  return claims;
}

/** The claims verified (exact by construction, so verbatim); the tally gets their counts. */
function verified(claims: QuoteClaim[], citable: ReadonlyMap<string, CitableMessage>, tally: GroundingTally): VerifiedQuote[] {
  const { quotes, tally: found } = verifyQuotes(claims, citable);
  tally.verbatim += found.verbatim;
  tally.snapped += found.snapped;
  tally.dropped += found.dropped;
  return quotes;
}

/**
 * How far apart (mean cosine distance) two groups must be to count as two topics, per embedding model: measured on
 * paraphrase sets (one point said six ways stays below 0.45 with the sentence encoder; distinct points merge above
 * 0.6). A configured embedding model's scale is unknown, so the silhouette alone decides there.
 */
export function minTopicDistance(model: string): number {
  if (model === SENTENCE_ENCODER_MODEL) return 0.5;
  if (model === HASHING_MODEL) return 0.85;
  return 0;
}

type BlockInput = { block: Pick<CodingBlock, 'id' | 'title'>; sentences: BlockSentence[]; citable: Map<string, CitableMessage> };

/** The topics of one block, from its sentences and their vectors. */
export function topicsOfBlock(input: BlockInput, embedded: { vectors: Float32Array[]; model: string }, stop: ReadonlySet<string>, blockDialogs: number, tally: GroundingTally): Omit<BlockResult, 'topWords'> {
  const { sentences } = input;
  const { vectors } = embedded;
  const labels = groupAll(vectors, minTopicDistance(embedded.model));
  const k = sentences.length ? Math.max(...labels) + 1 : 0;
  const groups = Array.from({ length: k }, (_, g) => labels.flatMap((l, i) => (l === g ? [i] : [])));
  const docs: TermDocument[][] = groups.map((members) => members.map((i) => ({ source: sentences[i]!.dialogId, terms: termsOf(sentences[i]!.text, stop) })));
  const terms = distinctiveTerms(docs, 3);
  // A shared topic needs two dialogs when the block has three or more; a lone dialog's point stays unsorted.
  const minDialogs = blockDialogs >= 3 ? 2 : 1;
  const topics: TopicResult[] = [];
  let unsorted = 0;
  groups.forEach((members, g) => {
    const perDialog = new Map<string, number>();
    for (const i of members) perDialog.set(sentences[i]!.dialogId, (perDialog.get(sentences[i]!.dialogId) ?? 0) + 1);
    if (perDialog.size < minDialogs) {
      unsorted += members.length;
      return;
    }
    const central = byCentrality(vectors, members);
    topics.push({
      label: labelOf(terms[g]!),
      definition: null,
      topWords: terms[g]!.map((t) => t.term),
      dialogIds: [...perDialog.keys()],
      mentions: members.length,
      mostFromOneDialog: Math.max(...perDialog.values()),
      quotes: verified(oneClaimPerDialog(central, sentences, QUOTES_PER_TOPIC), input.citable, tally),
    });
  });
  topics.sort((a, b) => b.dialogIds.length - a.dialogIds.length || b.mentions - a.mentions || a.label.localeCompare(b.label));
  const centralToBlock = byCentrality(vectors, sentences.map((_, i) => i));
  const original = verified(oneClaimPerDialog(centralToBlock, sentences, ORIGINAL_QUOTES), input.citable, tally);
  return {
    blockId: input.block.id,
    title: input.block.title,
    dialogIds: [...new Set(sentences.map((s) => s.dialogId))],
    topics: topics.slice(0, MAX_TOPICS_PER_BLOCK),
    unsorted: unsorted + topics.slice(MAX_TOPICS_PER_BLOCK).reduce((n, t) => n + t.mentions, 0),
    originalQuotes: original,
  };
}

/** Each block's top words: its distinctive terms against the other blocks' answers. */
export function blockTopWords(blocks: readonly BlockSentence[][], stop: ReadonlySet<string>, count = 8): string[][] {
  const docs = blocks.map((sentences) => sentences.map((s) => ({ source: s.dialogId, terms: termsOf(s.text, stop).filter((t) => !t.key.includes(' ')) })));
  return distinctiveTerms(docs, count).map((terms) => terms.map((t) => t.term));
}

export type TopicsInput = {
  blocks: { block: Pick<CodingBlock, 'id' | 'title' | 'description'>; messagesByDialog: Map<string, EvidenceMessage[]> }[];
  evidence: DialogEvidence[];
  stop: ReadonlySet<string>;
};

/** Sentences embedded per call: progress moves between calls, and Stop takes effect between them. */
const EMBED_CHUNK = 128;

/** The sentences' vectors, each distinct text embedded once (answers repeat: "Nothing.", "Too expensive."). */
async function embedSentences(texts: string[], ctx: { interviewId: string; signal: AbortSignal; onEmbedded: (count: number) => void }): Promise<{ vectors: Float32Array[]; model: string }> {
  const unique = [...new Set(texts)];
  const byText = new Map<string, Float32Array>();
  let model = '';
  for (let i = 0; i < unique.length; i += EMBED_CHUNK) {
    ctx.signal.throwIfAborted();
    const chunk = unique.slice(i, i + EMBED_CHUNK);
    const embedded = await embedTextsWithModel(chunk, { purpose: 'analysis-topics', interviewId: ctx.interviewId, signal: ctx.signal });
    model = embedded.model;
    chunk.forEach((text, j) => byText.set(text, embedded.vectors[j]!));
    ctx.onEmbedded(chunk.length);
  }
  return { vectors: texts.map((t) => byText.get(t)!), model };
}

/** How much work the built-in engine has for progress: the distinct sentences it embeds. */
export function builtinWork(input: TopicsInput): number {
  return input.blocks.reduce((n, { messagesByDialog }) => n + new Set(blockSentences([...messagesByDialog.values()].flat()).map((s) => s.text)).size, 0);
}

/** Block by block; `onProgress` with each embedded chunk; the signal stops it between chunks and blocks. */
export async function builtinTopics(input: TopicsInput, ctx: { interviewId: string; signal: AbortSignal; onProgress: (count: number) => void }): Promise<TopicsRun> {
  const tally = emptyTally();
  const prepared = input.blocks.map(({ block, messagesByDialog }) => {
    const messages = [...messagesByDialog.values()].flat();
    return { block, sentences: blockSentences(messages), citable: new Map(messages.map((m) => [m.id, m])) };
  });
  const topWords = blockTopWords(prepared.map((p) => p.sentences), input.stop);
  const blocks: BlockResult[] = [];
  for (const [b, block] of prepared.entries()) {
    ctx.signal.throwIfAborted();
    const embedded = await embedSentences(block.sentences.map((s) => s.text), { interviewId: ctx.interviewId, signal: ctx.signal, onEmbedded: ctx.onProgress });
    const dialogs = new Set(block.sentences.map((s) => s.dialogId)).size;
    blocks.push({ ...topicsOfBlock(block, embedded, input.stop, dialogs, tally), topWords: topWords[b]! });
  }
  return { model: BUILTIN_MODEL, included: input.evidence.length, blocks, tally };
}
