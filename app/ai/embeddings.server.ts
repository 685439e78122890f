import { OpenAIEmbeddings } from '@langchain/openai';

import { hashingVector } from './builtin/hashing-vectorizer';
import {
  encodeSentences,
  SENTENCE_ENCODER_DIMENSIONS,
  SENTENCE_ENCODER_MODEL,
  sentenceEncoderFailure,
} from './builtin/sentence-encoder.server';
import { type CallContext, withCallPolicy } from './chat.server';
import { aiConfig } from './config.server';
import { outgoingPrivacy } from './privacy/outgoing.server';

export type EmbeddingContext = Omit<CallContext, 'model'> & {
  /** A search query: embedded ahead of queued indexing work. */
  urgent?: boolean;
};

/** The hashing vectorizer stands in, at the encoder's size, when the encoder cannot load in this process. */
export const HASHING_MODEL = 'builtin:hashing-vectorizer';

/** The size of every vector this installation stores. */
export function embeddingDimensions(): number {
  return aiConfig().embeddings?.dimensions ?? SENTENCE_ENCODER_DIMENSIONS;
}

/**
 * The name of the model whose vectors `embedTexts` returns now: stored beside each vector, so vectors of different
 * models are never compared and a change of model is noticed (and re-indexed).
 */
export function embeddingModel(): string {
  const config = aiConfig().embeddings;
  if (config) return `${config.model}@${config.dimensions}`;
  return sentenceEncoderFailure() ? HASHING_MODEL : SENTENCE_ENCODER_MODEL;
}

const warned = globalThis as unknown as { __encoderFallbackWarned?: boolean };

/**
 * Embeds texts with the configured model, else offline with the sentence encoder (in a worker thread), else, when
 * the encoder cannot load, with the hashing vectorizer. Vectors of the offline models are unit length.
 */
export async function embedTexts(texts: string[], ctx: EmbeddingContext): Promise<Float32Array[]> {
  return (await embedTextsWithModel(texts, ctx)).vectors;
}

/** `embedTexts` with the name of the model that made the vectors (see `embeddingModel`). */
export async function embedTextsWithModel(texts: string[], ctx: EmbeddingContext): Promise<{ model: string; vectors: Float32Array[] }> {
  const config = aiConfig().embeddings;
  if (!config) return embedOffline(texts, ctx);
  const client = new OpenAIEmbeddings({
    model: config.model,
    dimensions: config.dimensions,
    apiKey: config.apiKey,
    configuration: { baseURL: config.baseUrl },
    maxRetries: 0,
  });
  const { urgent: _urgent, ...callContext } = ctx;
  // With de-identification on, the provider embeds the text with placeholders.
  const privacy = await outgoingPrivacy(ctx);
  const sent = privacy ? privacy.texts(texts) : texts;
  const vectors = await withCallPolicy({ ...callContext, model: 'embeddings' }, config, async () => {
    const vectors = await client.embedDocuments(sent);
    const tokens = texts.reduce((sum, text) => sum + Math.ceil(text.length / 4), 0);
    return { value: vectors.map((v) => Float32Array.from(v)), tokensIn: tokens, tokensOut: 0 };
  });
  return { model: embeddingModel(), vectors };
}

async function embedOffline(texts: string[], ctx: EmbeddingContext): Promise<{ model: string; vectors: Float32Array[] }> {
  if (!sentenceEncoderFailure()) {
    try {
      return { model: SENTENCE_ENCODER_MODEL, vectors: await encodeSentences(texts, { signal: ctx.signal, urgent: ctx.urgent }) };
    } catch (error) {
      if (ctx.signal?.aborted || !sentenceEncoderFailure()) throw error;
    }
  }
  if (!warned.__encoderFallbackWarned) {
    warned.__encoderFallbackWarned = true;
    console.warn(`${sentenceEncoderFailure()}; the hashing vectorizer embeds instead`);
  }
  return { model: HASHING_MODEL, vectors: texts.map((text) => hashingVector(text, SENTENCE_ENCODER_DIMENSIONS)) };
}
