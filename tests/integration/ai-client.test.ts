import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { z } from 'zod';

import { getDb, schema } from '@db/index';
import { generateStructured, generateText, streamText } from '~/ai/chat.server';
import { parseAiConfig, resetAiConfig } from '~/ai/config.server';
import { embedTexts } from '~/ai/embeddings.server';
import { AiError, AiNotConfigured } from '~/ai/errors';
import { synthesize, transcribe } from '~/ai/speech.server';

import { FakeOpenAI } from '../support/fake-openai';

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await FakeOpenAI.start();
});
afterAll(async () => {
  resetAiConfig();
  await fake.close();
});
beforeEach(() => {
  fake.reset();
  configure({});
});

function configure(extra: Record<string, string>) {
  resetAiConfig(
    parseAiConfig({
      OPENAI_BASE_URL: fake.url,
      OPENAI_API_KEY: 'test-key',
      AI_TIMEOUT_MS: '2000',
      AI_MAX_RETRIES: '2',
      EMBEDDINGS_MODEL: 'text-embedding-3-small',
      EMBEDDINGS_DIMENSIONS: '16',
      ...extra,
    }),
  );
}

const calls = (purpose: string) =>
  getDb()
    .select()
    .from(schema.aiCalls)
    .orderBy(desc(schema.aiCalls.createdAt))
    .all()
    .filter((row) => row.purpose === purpose)
    .reverse();

const person = z.object({ name: z.string(), age: z.number().int() });

test('free text goes to the configured endpoint with the model id, and the call is logged with tokens', async () => {
  fake.onChat(() => ({ content: 'Hello there', usage: { prompt_tokens: 12, completion_tokens: 2 } }));
  const text = await generateText({ purpose: 'text-ok', model: 'gpt-4o' }, [{ role: 'user', content: 'Hi' }]);
  expect(text).toBe('Hello there');
  expect(fake.chatRequests()[0]!.model).toBe('gpt-4o');
  expect(fake.requests[0]!.headers.authorization).toBe('Bearer test-key');
  expect(calls('text-ok')).toMatchObject([
    { model: 'gpt-4o', providerModel: 'gpt-4o', outcome: 'ok', tokensIn: 12, tokensOut: 2, attempt: 1 },
  ]);
});

test('AI_MODELS points a name at another model id', async () => {
  configure({ AI_MODELS: JSON.stringify({ claude: 'llama3.1:8b' }) });
  await generateText({ purpose: 'mapped', model: 'claude' }, [{ role: 'user', content: 'Hi' }]);
  expect(fake.chatRequests()[0]!.model).toBe('llama3.1:8b');
});

test('a 429 with Retry-After waits that long, then succeeds; both attempts are logged', async () => {
  fake.failNext({ kind: 'status', status: 429, retryAfter: 1 });
  fake.onChat(() => 'after the wait');
  const started = Date.now();
  expect(await generateText({ purpose: 'rate-limited', model: 'gpt-4o' }, [{ role: 'user', content: 'Hi' }])).toBe('after the wait');
  expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  expect(calls('rate-limited').map((row) => [row.attempt, row.outcome])).toEqual([
    [1, 'retry'],
    [2, 'ok'],
  ]);
  expect(calls('rate-limited')[0]!.error).toContain('429');
});

test('a 500 then success retries with backoff', async () => {
  fake.failNext({ kind: 'status', status: 500 });
  fake.onChat(() => 'recovered');
  expect(await generateText({ purpose: 'server-error', model: 'gpt-4o' }, [{ role: 'user', content: 'Hi' }])).toBe('recovered');
  expect(calls('server-error').map((row) => row.outcome)).toEqual(['retry', 'ok']);
});

test('retries stop at the limit and the error carries the provider status and body', async () => {
  fake.failNext(...Array.from({ length: 3 }, () => ({ kind: 'status' as const, status: 503, body: { error: { message: 'overloaded' } } })));
  const failure = await generateText({ purpose: 'gives-up', model: 'gpt-4o' }, [{ role: 'user', content: 'Hi' }]).catch((e) => e);
  expect(failure).toBeInstanceOf(AiError);
  expect(failure.status).toBe(503);
  expect(failure.details.body).toContain('overloaded');
  expect(calls('gives-up').map((row) => row.outcome)).toEqual(['retry', 'retry', 'error']);
});

test('a 400 is not retried', async () => {
  fake.failNext({ kind: 'status', status: 400 });
  await expect(generateText({ purpose: 'bad-request', model: 'gpt-4o' }, [{ role: 'user', content: 'Hi' }])).rejects.toMatchObject({
    status: 400,
  });
  expect(calls('bad-request').map((row) => row.outcome)).toEqual(['error']);
});

test('a hang past the timeout is cut off, retried, and reported as a timeout', async () => {
  fake.failNext({ kind: 'hang' }, { kind: 'hang' });
  const started = Date.now();
  const failure = await generateText({ purpose: 'hangs', model: 'gpt-4o', timeoutMs: 300, maxRetries: 1 }, [
    { role: 'user', content: 'Hi' },
  ]).catch((e) => e);
  expect(failure).toBeInstanceOf(AiError);
  expect(failure.details.kind).toBe('timeout');
  expect(Date.now() - started).toBeLessThan(3000);
  expect(calls('hangs').map((row) => row.outcome)).toEqual(['retry', 'timeout']);
});

test('the caller’s abort signal cancels the call in flight without retrying', async () => {
  fake.failNext({ kind: 'hang' });
  const controller = new AbortController();
  setTimeout(() => controller.abort(), 100);
  const failure = await generateText({ purpose: 'cancelled', model: 'gpt-4o', signal: controller.signal }, [
    { role: 'user', content: 'Hi' },
  ]).catch((e) => e);
  expect(failure.details.kind).toBe('aborted');
  expect(calls('cancelled').map((row) => row.outcome)).toEqual(['aborted']);
});

test('a malformed body is an error, retried like a server fault', async () => {
  fake.failNext({ kind: 'malformed' });
  fake.onChat(() => 'fine now');
  expect(await generateText({ purpose: 'malformed', model: 'gpt-4o' }, [{ role: 'user', content: 'Hi' }])).toBe('fine now');
  expect(calls('malformed').map((row) => row.outcome)).toEqual(['retry', 'ok']);
});

test('structured output asks for one forced tool call with the JSON schema and returns the parsed arguments', async () => {
  fake.onChat(() => ({ toolCalls: [{ name: 'person', arguments: { name: 'Ada', age: 36 } }] }));
  const result = await generateStructured(
    { purpose: 'structured', model: 'gpt-4o' },
    { schema: person, name: 'person', messages: [{ role: 'user', content: 'Who?' }] },
  );
  expect(result).toEqual({ name: 'Ada', age: 36 });
  const body = fake.chatRequests()[0]!;
  expect(body.tools![0]!.function.name).toBe('person');
  expect(JSON.stringify(body.tools![0]!.function.parameters)).toContain('"age"');
  expect(body.tool_choice).toEqual({ type: 'function', function: { name: 'person' } });
});

test('invalid structured output is repaired once, showing the model its answer and the problem', async () => {
  const replies = [
    { name: 'Ada', age: 'thirty-six' },
    { name: 'Ada', age: 36 },
  ];
  fake.onChat(() => ({ toolCalls: [{ name: 'person', arguments: replies.shift() }] }));
  const result = await generateStructured(
    { purpose: 'repaired', model: 'gpt-4o' },
    { schema: person, name: 'person', messages: [{ role: 'user', content: 'Who?' }] },
  );
  expect(result).toEqual({ name: 'Ada', age: 36 });
  const repair = fake.chatRequests()[1]!.messages;
  expect(repair.at(-1)!.role).toBe('user');
  expect(String(repair.at(-1)!.content)).toContain(JSON.stringify({ name: 'Ada', age: 'thirty-six' }));
  expect(String(repair.at(-1)!.content)).toContain('age: ');
  expect(calls('repaired').map((row) => row.outcome)).toEqual(['ok', 'invalid', 'ok']);
});

test('output still invalid after the repair fails with a clear error', async () => {
  fake.onChat(() => ({ toolCalls: [{ name: 'person', arguments: 'not json at all' }] }));
  await expect(
    generateStructured(
      { purpose: 'unrepairable', model: 'gpt-4o' },
      { schema: person, name: 'person', messages: [{ role: 'user', content: 'Who?' }] },
    ),
  ).rejects.toThrow('did not match the expected structure');
  expect(fake.chatRequests()).toHaveLength(2);
});

test('streaming yields the growing text and ends with the whole reply', async () => {
  fake.onChat(() => 'one two three four five');
  const streamed = async () => {
    const seen: string[] = [];
    for await (const text of streamText({ purpose: 'stream', model: 'gpt-4o' }, [{ role: 'user', content: 'Count' }])) seen.push(text);
    return seen;
  };
  // The first reply of a model not yet heard may be thoughts whose block the chat template opened: it comes whole.
  expect(await streamed()).toEqual(['one two three four five']);
  const seen = await streamed();
  expect(seen.at(-1)).toBe('one two three four five');
  expect(seen.length).toBeGreaterThan(1);
  for (let i = 1; i < seen.length; i++) expect(seen[i]!.startsWith(seen[i - 1]!)).toBe(true);
  expect(fake.chatRequests()[0]!.stream).toBe(true);
  expect(calls('stream')).toMatchObject([{ outcome: 'ok' }, { outcome: 'ok' }]);
});

test('streaming retries a failure that comes before the first token', async () => {
  fake.failNext({ kind: 'status', status: 502 });
  fake.onChat(() => 'second try');
  let last = '';
  for await (const text of streamText({ purpose: 'stream-retry', model: 'gpt-4o' }, [{ role: 'user', content: 'Hi' }])) last = text;
  expect(last).toBe('second try');
  expect(calls('stream-retry').map((row) => row.outcome)).toEqual(['retry', 'ok']);
});

test('an answer of nothing but thoughts is asked for once more, then fails as invalid, whole or streamed', async () => {
  fake.onChat(() => '<think>Only this.</think>\n\n');
  const failure = await generateText({ purpose: 'empty', model: 'gpt-4o' }, [{ role: 'user', content: 'Hi' }]).catch((e) => e);
  expect(failure).toBeInstanceOf(AiError);
  expect(failure.details.kind).toBe('invalid');
  expect(calls('empty').map((row) => row.outcome)).toEqual(['invalid', 'invalid']);
  // The thoughts were paid for.
  expect(calls('empty')[0]!.tokensOut).toBeGreaterThan(0);
  const seen: string[] = [];
  const streaming = (async () => {
    for await (const text of streamText({ purpose: 'empty-stream', model: 'gpt-4o' }, [{ role: 'user', content: 'Hi' }])) seen.push(text);
  })();
  await expect(streaming).rejects.toMatchObject({ details: { kind: 'invalid' } });
  expect(seen).toEqual([]);
  expect(calls('empty-stream').map((row) => row.outcome)).toEqual(['invalid', 'invalid']);
  // An answer on the second try is the answer.
  let asked = 0;
  fake.onChat(() => (asked++ ? 'Second thoughts, then this.' : '<think>Hmm'));
  expect(await generateText({ purpose: 'empty-once', model: 'gpt-4o' }, [{ role: 'user', content: 'Hi' }])).toBe(
    'Second thoughts, then this.',
  );
});

test('a model name with no endpoint is refused with a clear error', async () => {
  configure({});
  await expect(generateText({ purpose: 'unconfigured', model: 'mistral' }, [{ role: 'user', content: 'Hi' }])).rejects.toThrow(
    'No endpoint is configured for the model "mistral"',
  );
});

test('embeddings come from the configured model with its dimensions', async () => {
  const vectors = await embedTexts(['frozen dinners', 'mortgage rates'], { purpose: 'embed' });
  expect(vectors).toHaveLength(2);
  expect(vectors[0]).toHaveLength(16);
  const body = fake.requests.find((r) => r.path === '/v1/embeddings')!.body as { model: string; dimensions: number };
  expect(body).toMatchObject({ model: 'text-embedding-3-small', dimensions: 16 });
});

test('without an embeddings model the offline sentence encoder embeds, with no network call', async () => {
  resetAiConfig(parseAiConfig({}));
  const [vector] = await embedTexts(['frozen dinners'], { purpose: 'embed-offline' });
  expect(vector).toHaveLength(512);
  expect(fake.requests).toHaveLength(0);
});

test('whisper transcribes through /audio/transcriptions and text-to-speech returns audio bytes', async () => {
  fake.onTranscription((file, fields) => `heard ${file.size} bytes with ${fields.model}`);
  const text = await transcribe(
    'whisper',
    { bytes: new Uint8Array([82, 73, 70, 70, 1, 2, 3]), name: 'clip.wav', type: 'audio/wav' },
    { purpose: 'stt' },
  );
  expect(text).toBe('heard 7 bytes with whisper-1');
  const audio = await synthesize('Hello', { purpose: 'tts' });
  expect(audio.byteLength).toBeGreaterThan(0);
  expect((fake.requests.find((r) => r.path === '/v1/audio/speech')!.body as { input: string }).input).toBe('Hello');
});

test('eleven-labs transcribes through /v1/speech-to-text with its key', async () => {
  configure({ ELEVENLABS_API_KEY: 'xi-test', ELEVENLABS_BASE_URL: fake.url.replace(/\/v1$/, '') });
  fake.onTranscription((file, fields) => `${fields.model_id}: ${file.name}`);
  const text = await transcribe(
    'eleven-labs',
    { bytes: new Uint8Array([1, 2]), name: 'note.webm', type: 'audio/webm' },
    { purpose: 'stt-eleven' },
  );
  expect(text).toBe('scribe_v1: note.webm');
  expect(fake.requests.find((r) => r.path === '/v1/speech-to-text')!.headers['xi-api-key']).toBe('xi-test');
  expect(calls('stt-eleven')).toMatchObject([{ model: 'eleven-labs', outcome: 'ok' }]);
});

test('speech features report "not configured" cleanly when nothing is set', async () => {
  resetAiConfig(parseAiConfig({}));
  const clip = { bytes: new Uint8Array([1]), name: 'a.wav', type: 'audio/wav' };
  await expect(transcribe('whisper', clip, { purpose: 'stt' })).rejects.toBeInstanceOf(AiNotConfigured);
  await expect(transcribe('eleven-labs', clip, { purpose: 'stt' })).rejects.toThrow('ElevenLabs speech-to-text is not configured');
  await expect(synthesize('Hi', { purpose: 'tts' })).rejects.toThrow('Text-to-speech is not configured');
});
