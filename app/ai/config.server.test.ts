import { expect, test } from 'vitest';

import { ConfigError } from '~/lib/env.server';

import { parseAiConfig } from './config.server';

const OPENAI_NATIVE = ['o3', 'o3-mini', 'o4-mini', 'gpt-4.1', 'gpt-4o', 'o1'];

test('with nothing set every model runs on the built-in engine and the policy has its defaults', () => {
  const config = parseAiConfig({});
  expect(config.chat.size).toBe(0);
  expect(config.whisper).toBeNull();
  expect(config.speech).toBeNull();
  expect(config.embeddings).toBeNull();
  expect(config.elevenLabs).toBeNull();
  expect(config.timeoutMs).toBe(60_000);
  expect(config.maxRetries).toBe(3);
  expect(config.concurrency).toBe(8);
  expect(config.builtinEmbeddingDimensions).toBe(384);
});

test('empty strings count as unset', () => {
  const config = parseAiConfig({ OPENAI_API_KEY: '', OPENAI_BASE_URL: '', AI_MODELS: '', AI_TIMEOUT_MS: '' });
  expect(config.chat.size).toBe(0);
  expect(config.timeoutMs).toBe(60_000);
});

test('an OpenAI key alone serves the OpenAI-native names from api.openai.com and leaves claude, mistral and groq offline', () => {
  const config = parseAiConfig({ OPENAI_API_KEY: 'sk-test' });
  expect([...config.chat.keys()].sort()).toEqual([...OPENAI_NATIVE].sort());
  for (const name of OPENAI_NATIVE) {
    expect(config.chat.get(name)).toEqual({ baseUrl: 'https://api.openai.com/v1', apiKey: 'sk-test', model: name });
  }
  for (const name of ['claude', 'mistral', 'groq']) expect(config.chat.has(name)).toBe(false);
  expect(config.whisper).toEqual({ baseUrl: 'https://api.openai.com/v1', apiKey: 'sk-test', model: 'whisper-1' });
  expect(config.speech).toEqual({ baseUrl: 'https://api.openai.com/v1', apiKey: 'sk-test', model: 'tts-1', voice: 'alloy' });
});

test('a base URL alone is a local server that needs no key, and its trailing slash is dropped', () => {
  const config = parseAiConfig({ OPENAI_BASE_URL: 'http://localhost:11434/v1/' });
  expect(config.chat.get('gpt-4o')).toEqual({ baseUrl: 'http://localhost:11434/v1', apiKey: 'not-needed', model: 'gpt-4o' });
  expect(config.chat.size).toBe(OPENAI_NATIVE.length);
  expect(config.whisper?.baseUrl).toBe('http://localhost:11434/v1');
});

test('AI_MODELS string entries rename the model on the default endpoint', () => {
  const config = parseAiConfig({
    OPENAI_BASE_URL: 'http://localhost:11434/v1',
    AI_MODELS: JSON.stringify({ 'gpt-4o': 'llama3.1', mistral: 'mistral-nemo' }),
  });
  expect(config.chat.get('gpt-4o')).toEqual({ baseUrl: 'http://localhost:11434/v1', apiKey: 'not-needed', model: 'llama3.1' });
  expect(config.chat.get('mistral')).toEqual({ baseUrl: 'http://localhost:11434/v1', apiKey: 'not-needed', model: 'mistral-nemo' });
  expect(config.chat.get('o1')?.model).toBe('o1');
  expect(config.chat.has('claude')).toBe(false);
});

test('AI_MODELS object entries point one name at another endpoint with its own key', () => {
  const config = parseAiConfig({
    OPENAI_API_KEY: 'sk-openai',
    AI_MODELS: JSON.stringify({ claude: { baseUrl: 'https://proxy.example.com/v1/', apiKey: 'sk-claude', model: 'claude-sonnet-4' } }),
  });
  expect(config.chat.get('claude')).toEqual({ baseUrl: 'https://proxy.example.com/v1', apiKey: 'sk-claude', model: 'claude-sonnet-4' });
  expect(config.chat.get('gpt-4o')).toEqual({ baseUrl: 'https://api.openai.com/v1', apiKey: 'sk-openai', model: 'gpt-4o' });
});

test('an AI_MODELS object entry with its own baseUrl works without a default endpoint, and only that name is live', () => {
  const config = parseAiConfig({
    AI_MODELS: JSON.stringify({ groq: { baseUrl: 'https://api.groq.com/openai/v1', model: 'llama-3.3-70b' } }),
  });
  expect([...config.chat.keys()]).toEqual(['groq']);
  expect(config.chat.get('groq')).toEqual({ baseUrl: 'https://api.groq.com/openai/v1', apiKey: 'not-needed', model: 'llama-3.3-70b' });
  expect(config.whisper).toBeNull();
});

test('an AI_MODELS object entry without a baseUrl inherits the default endpoint and its key', () => {
  const config = parseAiConfig({ OPENAI_API_KEY: 'sk-openai', AI_MODELS: JSON.stringify({ o3: { model: 'o3-2025-04-16' } }) });
  expect(config.chat.get('o3')).toEqual({ baseUrl: 'https://api.openai.com/v1', apiKey: 'sk-openai', model: 'o3-2025-04-16' });
});

function configError(source: Record<string, string>): Error {
  try {
    parseAiConfig(source);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as Error;
  }
  throw new Error(`parseAiConfig accepted ${JSON.stringify(source)}`);
}

test('AI_MODELS that is not JSON is refused and named', () => {
  const error = configError({ OPENAI_API_KEY: 'sk', AI_MODELS: '{gpt-4o: llama}' });
  expect(error.message).toMatch(/AI_MODELS/);
  expect(error.message).toMatch(/must be JSON/);
});

test('AI_MODELS with an unknown model name is refused and names the model', () => {
  const error = configError({ OPENAI_API_KEY: 'sk', AI_MODELS: JSON.stringify({ 'gpt-5-turbo': 'x' }) });
  expect(error.message).toMatch(/AI_MODELS/);
  expect(error.message).toContain('gpt-5-turbo');
});

test('an AI_MODELS string entry with no default endpoint is refused', () => {
  const error = configError({ AI_MODELS: JSON.stringify({ 'gpt-4o': 'llama3.1' }) });
  expect(error.message).toMatch(/AI_MODELS/);
  expect(error.message).toContain('"gpt-4o"');
});

test('an AI_MODELS object entry with no baseUrl and no default endpoint is refused', () => {
  const error = configError({ AI_MODELS: JSON.stringify({ claude: { model: 'claude-sonnet-4' } }) });
  expect(error.message).toMatch(/AI_MODELS/);
  expect(error.message).toContain('"claude"');
});

test('an AI_MODELS entry with an unexpected field is refused', () => {
  expect(configError({ OPENAI_API_KEY: 'sk', AI_MODELS: JSON.stringify({ claude: { model: 'c', url: 'http://x' } }) }).message).toMatch(
    /AI_MODELS/,
  );
});

test('OPENAI_BASE_URL that is not a URL is refused and named', () => {
  expect(configError({ OPENAI_BASE_URL: 'localhost 11434' }).message).toMatch(/OPENAI_BASE_URL/);
});

test('AI_TIMEOUT_MS of zero or text is refused and named', () => {
  expect(configError({ AI_TIMEOUT_MS: '0' }).message).toMatch(/AI_TIMEOUT_MS/);
  expect(configError({ AI_TIMEOUT_MS: 'a minute' }).message).toMatch(/AI_TIMEOUT_MS/);
});

test('AI_MAX_RETRIES above 10 is refused and named, while 0 is allowed', () => {
  expect(configError({ AI_MAX_RETRIES: '11' }).message).toMatch(/AI_MAX_RETRIES/);
  expect(parseAiConfig({ AI_MAX_RETRIES: '0' }).maxRetries).toBe(0);
});

test('a negative EMBEDDINGS_DIMENSIONS is refused and named', () => {
  expect(configError({ EMBEDDINGS_DIMENSIONS: '-5' }).message).toMatch(/EMBEDDINGS_DIMENSIONS/);
});

test('numeric settings are read from their text', () => {
  const config = parseAiConfig({ AI_TIMEOUT_MS: '15000', AI_MAX_RETRIES: '5', AI_CONCURRENCY: '2', EMBEDDINGS_DIMENSIONS: '256' });
  expect(config).toMatchObject({ timeoutMs: 15_000, maxRetries: 5, concurrency: 2, builtinEmbeddingDimensions: 256 });
});

test('ELEVENLABS_API_KEY alone enables ElevenLabs transcription with its default URL and model', () => {
  expect(parseAiConfig({ ELEVENLABS_API_KEY: 'el-key' }).elevenLabs).toEqual({
    baseUrl: 'https://api.elevenlabs.io',
    apiKey: 'el-key',
    model: 'scribe_v1',
  });
});

test('EMBEDDINGS_MODEL with an endpoint enables embeddings with the configured dimensions', () => {
  const config = parseAiConfig({
    OPENAI_BASE_URL: 'http://localhost:11434/v1',
    EMBEDDINGS_MODEL: 'nomic-embed-text',
    EMBEDDINGS_DIMENSIONS: '768',
  });
  expect(config.embeddings).toEqual({
    baseUrl: 'http://localhost:11434/v1',
    apiKey: 'not-needed',
    model: 'nomic-embed-text',
    dimensions: 768,
  });
});

test('EMBEDDINGS_MODEL without an endpoint leaves the built-in embeddings in charge', () => {
  expect(parseAiConfig({ EMBEDDINGS_MODEL: 'text-embedding-3-small' }).embeddings).toBeNull();
});
