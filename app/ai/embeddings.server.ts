import { OpenAIEmbeddings } from '@langchain/openai';
import { hashingVector } from './builtin/hashing-vectorizer';
import { withCallPolicy, type CallContext } from './chat.server';
import { aiConfig } from './config.server';

export type EmbeddingContext = Omit<CallContext, 'model'>;

/** The size of every vector this installation stores. */
export function embeddingDimensions(): number {
  const config = aiConfig();
  return config.embeddings?.dimensions ?? config.builtinEmbeddingDimensions;
}

/** Embeds texts with the configured model, or offline with the hashing vectorizer. */
export async function embedTexts(texts: string[], ctx: EmbeddingContext): Promise<Float32Array[]> {
  const config = aiConfig().embeddings;
  if (!config) return texts.map((text) => hashingVector(text, embeddingDimensions()));
  const client = new OpenAIEmbeddings({
    model: config.model,
    dimensions: config.dimensions,
    apiKey: config.apiKey,
    configuration: { baseURL: config.baseUrl },
    maxRetries: 0,
  });
  return withCallPolicy({ ...ctx, model: 'embeddings' }, config, async () => {
    const vectors = await client.embedDocuments(texts);
    const tokens = texts.reduce((sum, text) => sum + Math.ceil(text.length / 4), 0);
    return { value: vectors.map((v) => Float32Array.from(v)), tokensIn: tokens, tokensOut: 0 };
  });
}
