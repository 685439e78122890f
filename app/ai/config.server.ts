import { z } from 'zod';

import { ConfigError } from '~/lib/env.server';

import { MODEL_NAMES, OPENAI_NATIVE_MODELS } from './models';

export type Endpoint = { baseUrl: string; apiKey: string; model: string };

export type AiConfig = {
  /** UI model name → the endpoint that serves it; a name missing here runs on the built-in engine. */
  chat: Map<string, Endpoint>;
  embeddings: (Endpoint & { dimensions: number }) | null;
  builtinEmbeddingDimensions: number;
  whisper: Endpoint | null;
  elevenLabs: { baseUrl: string; apiKey: string; model: string } | null;
  speech: (Endpoint & { voice: string }) | null;
  timeoutMs: number;
  maxRetries: number;
  concurrency: number;
};

const OPENAI_URL = 'https://api.openai.com/v1';
const url = z.url({ message: 'must be a URL such as http://localhost:11434/v1' }).transform((u) => u.replace(/(?<!\/)\/+$/, ''));
const positiveInt = (fallback: number, max: number) => z.coerce.number().int().min(1).max(max).default(fallback);

const modelEntry = z.union([
  z.string().min(1),
  z.object({ baseUrl: url.optional(), apiKey: z.string().optional(), model: z.string().min(1) }).strict(),
]);

const aiModelsJson = z
  .string()
  .optional()
  .transform((text, ctx) => {
    if (!text?.trim()) return {};
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be JSON, e.g. {"gpt-4o":"llama3.1"}' });
      return z.NEVER;
    }
  })
  .pipe(
    z.record(z.string(), modelEntry).superRefine((record, ctx) => {
      for (const name of Object.keys(record)) {
        if (!MODEL_NAMES.includes(name))
          ctx.addIssue({ code: 'custom', message: `unknown model name "${name}" (known: ${MODEL_NAMES.join(', ')})` });
      }
    }),
  );

const schema = z.object({
  OPENAI_BASE_URL: url.optional(),
  OPENAI_API_KEY: z.string().optional(),
  AI_MODELS: aiModelsJson,
  EMBEDDINGS_MODEL: z.string().optional(),
  EMBEDDINGS_DIMENSIONS: positiveInt(384, 8192),
  WHISPER_MODEL: z.string().min(1).default('whisper-1'),
  ELEVENLABS_API_KEY: z.string().optional(),
  ELEVENLABS_BASE_URL: url.default('https://api.elevenlabs.io'),
  ELEVENLABS_MODEL: z.string().min(1).default('scribe_v1'),
  TTS_MODEL: z.string().min(1).default('tts-1'),
  TTS_VOICE: z.string().min(1).default('alloy'),
  AI_TIMEOUT_MS: positiveInt(60_000, 600_000),
  AI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(3),
  AI_CONCURRENCY: positiveInt(8, 64),
});

/** Reads the AI configuration; a bad value names its variable. */
export function parseAiConfig(source: Record<string, string | undefined>): AiConfig {
  const parsed = schema.safeParse(Object.fromEntries(Object.entries(source).map(([k, v]) => [k, v === '' ? undefined : v])));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${String(issue.path[0] ?? '')}: ${issue.message}`);
    throw new ConfigError(`Invalid AI configuration:\n  ${lines.join('\n  ')}`);
  }
  const raw = parsed.data;
  // A key alone means OpenAI; a base URL alone is a local server (Ollama, vLLM) that needs no key.
  const defaultEndpoint =
    raw.OPENAI_BASE_URL || raw.OPENAI_API_KEY
      ? { baseUrl: raw.OPENAI_BASE_URL ?? OPENAI_URL, apiKey: raw.OPENAI_API_KEY ?? 'not-needed' }
      : null;

  const chat = new Map<string, Endpoint>();
  for (const name of MODEL_NAMES) {
    const entry = raw.AI_MODELS[name];
    if (typeof entry === 'string') {
      if (!defaultEndpoint)
        throw new ConfigError(
          `Invalid AI configuration:\n  AI_MODELS: "${name}" needs OPENAI_BASE_URL or OPENAI_API_KEY, or a baseUrl of its own`,
        );
      chat.set(name, { ...defaultEndpoint, model: entry });
    } else if (entry) {
      const baseUrl = entry.baseUrl ?? defaultEndpoint?.baseUrl;
      if (!baseUrl) throw new ConfigError(`Invalid AI configuration:\n  AI_MODELS: "${name}" needs a baseUrl (or OPENAI_BASE_URL)`);
      chat.set(name, { baseUrl, apiKey: entry.apiKey ?? defaultEndpoint?.apiKey ?? 'not-needed', model: entry.model });
    } else if (defaultEndpoint && OPENAI_NATIVE_MODELS.has(name)) {
      chat.set(name, { ...defaultEndpoint, model: name });
    }
  }

  return {
    chat,
    embeddings:
      defaultEndpoint && raw.EMBEDDINGS_MODEL
        ? { ...defaultEndpoint, model: raw.EMBEDDINGS_MODEL, dimensions: raw.EMBEDDINGS_DIMENSIONS }
        : null,
    builtinEmbeddingDimensions: raw.EMBEDDINGS_DIMENSIONS,
    whisper: defaultEndpoint ? { ...defaultEndpoint, model: raw.WHISPER_MODEL } : null,
    elevenLabs: raw.ELEVENLABS_API_KEY
      ? { baseUrl: raw.ELEVENLABS_BASE_URL, apiKey: raw.ELEVENLABS_API_KEY, model: raw.ELEVENLABS_MODEL }
      : null,
    speech: defaultEndpoint ? { ...defaultEndpoint, model: raw.TTS_MODEL, voice: raw.TTS_VOICE } : null,
    timeoutMs: raw.AI_TIMEOUT_MS,
    maxRetries: raw.AI_MAX_RETRIES,
    concurrency: raw.AI_CONCURRENCY,
  };
}

// On globalThis so the app bundle and code loaded from source (server.ts, tests) share one configuration.
const store = globalThis as unknown as { __aiConfig?: AiConfig };

export function aiConfig(): AiConfig {
  store.__aiConfig ??= parseAiConfig(process.env);
  return store.__aiConfig;
}

/** Re-reads the environment, or takes the given configuration: tests point the layer at the fake provider. */
export function resetAiConfig(config?: AiConfig): void {
  store.__aiConfig = config;
}
