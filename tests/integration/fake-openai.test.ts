import { ChatOpenAI, OpenAIEmbeddings } from '@langchain/openai';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { z } from 'zod';

// `openai` is only installed as a dependency of @langchain/openai, so a bare import does not resolve.
import OpenAI, {
  APIUserAbortError,
  InternalServerError,
  RateLimitError,
  toFile,
} from '../../node_modules/@langchain/openai/node_modules/openai/index.mjs';
import { FakeOpenAI } from '../support/fake-openai';

let fake: FakeOpenAI;
let sdk: OpenAI;

beforeAll(async () => {
  fake = await FakeOpenAI.start();
  // No retries, so each queued fault reaches the test instead of being retried away.
  sdk = new OpenAI({ apiKey: 'test-key', baseURL: fake.url, maxRetries: 0, logLevel: 'off' });
});
beforeEach(() => fake.reset());
afterAll(() => fake.close());

function post(path: string, body: unknown, init: RequestInit = {}) {
  return fetch(`${fake.url}${path}`, {
    ...init,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer test-key' },
    body: JSON.stringify(body),
  });
}

/** A 44-byte RIFF/WAVE header followed by a few silent samples. */
function wavBytes(): Buffer {
  const samples = Buffer.alloc(16);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(16_000, 24);
  header.writeUInt32LE(32_000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples.length, 40);
  return Buffer.concat([header, samples]);
}

describe('chat completions', () => {
  test('fetch gets a standard chat.completion with word-count usage, and the request is recorded', async () => {
    fake.onChat((body) => `You said: ${String(body.messages.at(-1)?.content)}`);
    const response = await post('/chat/completions', { model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hello there friend' }] });

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const json = await response.json();
    expect(json).toMatchObject({
      object: 'chat.completion',
      model: 'gpt-4o-mini',
      choices: [{ index: 0, message: { role: 'assistant', content: 'You said: hello there friend' }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 3, completion_tokens: 5, total_tokens: 8 },
    });
    expect(json.id).toMatch(/^chatcmpl-/);
    expect(typeof json.created).toBe('number');
    expect(json.choices[0].message).not.toHaveProperty('tool_calls');

    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({ method: 'POST', path: '/v1/chat/completions', body: { model: 'gpt-4o-mini' } });
    expect(fake.requests[0].headers.authorization).toBe('Bearer test-key');
    expect(fake.chatRequests()).toEqual([{ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hello there friend' }] }]);
  });

  test('the SDK gets the default reply and handler-given usage', async () => {
    const first = await sdk.chat.completions.create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] });
    expect(first.choices[0].message.content).toBe('ok');

    fake.onChat(async () => ({ content: 'counted', usage: { prompt_tokens: 11, completion_tokens: 22 } }));
    const second = await sdk.chat.completions.create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'hi' }] });
    expect(second.usage).toEqual({ prompt_tokens: 11, completion_tokens: 22, total_tokens: 33 });
    expect(fake.requests[0].headers['content-type']).toContain('application/json');
  });

  test('SDK streaming assembles the whole text from several chunks and ends with a usage chunk', async () => {
    const text = 'The quick  brown fox\njumps over the lazy dog.';
    fake.onChat(() => text);
    const stream = await sdk.chat.completions.create({
      model: 'gpt-4o-mini',
      messages: [{ role: 'user', content: 'tell me a story' }],
      stream: true,
      stream_options: { include_usage: true },
    });

    const pieces: string[] = [];
    const finishReasons: string[] = [];
    let usage: unknown;
    for await (const chunk of stream) {
      expect(chunk.object).toBe('chat.completion.chunk');
      const choice = chunk.choices[0];
      if (choice?.delta.content) pieces.push(choice.delta.content);
      if (choice?.finish_reason) finishReasons.push(choice.finish_reason);
      if (chunk.usage) usage = chunk.usage;
    }
    expect(pieces.join('')).toBe(text);
    expect(pieces.length).toBeGreaterThan(5);
    expect(finishReasons).toEqual(['stop']);
    expect(usage).toEqual({ prompt_tokens: 4, completion_tokens: 9, total_tokens: 13 });
  });

  test('a raw stream is server-sent events ending in [DONE], without usage unless asked', async () => {
    fake.onChat(() => 'two words');
    const response = await post('/chat/completions', { model: 'm', messages: [{ role: 'user', content: 'x' }], stream: true });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const events = (await response.text()).split('\n\n').filter(Boolean);

    expect(events.at(-1)).toBe('data: [DONE]');
    const chunks = events.slice(0, -1).map((event) => JSON.parse(event.replace(/^data: /, '')));
    expect(chunks.map((c) => c.choices[0]?.delta.content ?? null)).toEqual(['', 'two ', 'words', null]);
    expect(chunks.at(-1).choices[0].finish_reason).toBe('stop');
    expect(chunks.every((c) => !('usage' in c))).toBe(true);
  });

  test('a json_schema request gets the JSON text the handler returns', async () => {
    fake.onChat((body) => JSON.stringify({ format: body.response_format?.type, score: 4 }));
    const completion = await sdk.chat.completions.create({
      model: 'gpt-4o-mini',
      messages: [{ role: 'user', content: 'rate it' }],
      response_format: {
        type: 'json_schema',
        json_schema: {
          name: 'rating',
          strict: true,
          schema: { type: 'object', properties: { score: { type: 'number' } }, required: ['score'] },
        },
      },
    });
    expect(JSON.parse(completion.choices[0].message.content ?? '')).toEqual({ format: 'json_schema', score: 4 });
    expect(fake.chatRequests()[0].response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'rating', strict: true } });
  });

  test('tool calls have the OpenAI shape with JSON-string arguments', async () => {
    fake.onChat(() => ({ toolCalls: [{ name: 'get_weather', arguments: { city: 'Oslo' } }] }));
    const completion = await sdk.chat.completions.create({
      model: 'gpt-4o-mini',
      messages: [{ role: 'user', content: 'weather?' }],
      tools: [
        { type: 'function', function: { name: 'get_weather', parameters: { type: 'object', properties: { city: { type: 'string' } } } } },
      ],
    });

    const choice = completion.choices[0];
    expect(choice.finish_reason).toBe('tool_calls');
    expect(choice.message.content).toBeNull();
    expect(choice.message.tool_calls).toEqual([
      { id: expect.stringMatching(/^call_/), type: 'function', function: { name: 'get_weather', arguments: '{"city":"Oslo"}' } },
    ]);
    expect(fake.chatRequests()[0].tools?.[0].function.name).toBe('get_weather');
  });

  test('a misdelivery hands the tool call’s arguments over the way misbehaving providers do', async () => {
    fake.onChat(() => ({ toolCalls: [{ name: 'get_weather', arguments: { city: 'Oslo' } }] }));
    const ask = async () =>
      (
        await sdk.chat.completions.create({
          model: 'gpt-4o-mini',
          messages: [{ role: 'user', content: 'weather?' }],
          tools: [
            {
              type: 'function',
              function: { name: 'get_weather', parameters: { type: 'object', properties: { city: { type: 'string' } } } },
            },
          ],
        })
      ).choices[0];
    const delivered = async (misdelivery: NonNullable<FakeOpenAI['misdelivery']>) => {
      fake.misdelivery = misdelivery;
      const choice = await ask();
      return {
        finish: choice.finish_reason,
        content: choice.message.content,
        calls: choice.message.tool_calls?.map((c) => (c.type === 'function' ? [c.function.name, c.function.arguments] : [])),
      };
    };
    expect(await delivered({ kind: 'fenced' })).toEqual({ finish: 'stop', content: '```json\n{"city":"Oslo"}\n```', calls: undefined });
    expect(await delivered({ kind: 'prose' })).toMatchObject({
      finish: 'stop',
      content: expect.stringMatching(/^Sure! .*\n\{"city":"Oslo"\}\n.+$/),
    });
    expect(await delivered({ kind: 'tool-call-as-content' })).toMatchObject({
      content: '<tool_call>\n{"name":"get_weather","arguments":{"city":"Oslo"}}\n</tool_call>',
    });
    expect(await delivered({ kind: 'renamed-tool' })).toMatchObject({ finish: 'tool_calls', calls: [['json', '{"city":"Oslo"}']] });
    expect(await delivered({ kind: 'truncated', cutAt: () => 10 })).toEqual({
      finish: 'length',
      content: null,
      calls: [['get_weather', '{"city":"O']],
    });
    expect(await delivered({ kind: 'truncated-content', cutAt: () => 10 })).toEqual({
      finish: 'length',
      content: '{"city":"O',
      calls: undefined,
    });
    // A reply without a tool call is delivered as it is; reset() ends the misdelivery.
    fake.onChat(() => 'plain words');
    expect(await delivered({ kind: 'fenced' })).toMatchObject({ content: 'plain words' });
    fake.reset();
    expect(fake.misdelivery).toBeUndefined();
  });

  test('LangChain ChatOpenAI invokes, streams, calls tools and returns structured output through the fake', async () => {
    fake.onChat((body) => {
      if (body.response_format?.type === 'json_schema') return JSON.stringify({ verdict: 'hire', confidence: 0.8 });
      if (body.tools?.length) return { toolCalls: [{ name: 'lookup', arguments: { id: 7 } }] };
      return 'streamed words arrive here';
    });
    const model = new ChatOpenAI({ model: 'gpt-4o-mini', apiKey: 'test-key', maxRetries: 0, configuration: { baseURL: fake.url } });

    expect((await model.invoke('hello')).content).toBe('streamed words arrive here');

    let streamed = '';
    let chunkCount = 0;
    for await (const chunk of await model.stream('hello')) {
      streamed += typeof chunk.content === 'string' ? chunk.content : '';
      chunkCount++;
    }
    expect(streamed).toBe('streamed words arrive here');
    expect(chunkCount).toBeGreaterThan(3);

    const withTools = model.bindTools([
      { type: 'function', function: { name: 'lookup', parameters: { type: 'object', properties: { id: { type: 'number' } } } } },
    ]);
    const toolMessage = await withTools.invoke('find 7');
    expect(toolMessage.tool_calls).toEqual([expect.objectContaining({ name: 'lookup', args: { id: 7 } })]);

    const schema = z.object({ verdict: z.enum(['hire', 'no_hire']), confidence: z.number() });
    const structured = await model.withStructuredOutput(schema, { method: 'jsonSchema', name: 'assessment' }).invoke('assess');
    expect(structured).toEqual({ verdict: 'hire', confidence: 0.8 });
    expect(fake.chatRequests().at(-1)?.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'assessment' } });
    // LangChain asks for usage on streams; the fake must honour stream_options for that.
    expect(fake.chatRequests()[1]).toMatchObject({ stream: true, stream_options: { include_usage: true } });
  });
});

describe('embeddings', () => {
  test('vectors are deterministic, unit length, sized by dimensions, and agree between the SDK (base64) and fetch (float)', async () => {
    const viaSdk = await sdk.embeddings.create({ model: 'text-embedding-3-small', input: ['alpha', 'beta'], dimensions: 12 });
    expect(fake.requests[0].body).toMatchObject({ encoding_format: 'base64', dimensions: 12 });
    expect(viaSdk.data.map((d) => d.index)).toEqual([0, 1]);
    expect(viaSdk.data[0].embedding).toHaveLength(12);
    expect(Math.hypot(...viaSdk.data[0].embedding)).toBeCloseTo(1, 5);
    expect(viaSdk.data[0].embedding).not.toEqual(viaSdk.data[1].embedding);
    expect(viaSdk.usage).toEqual({ prompt_tokens: 2, total_tokens: 2 });

    const viaFetch = await (await post('/embeddings', { model: 'text-embedding-3-small', input: 'alpha', dimensions: 12 })).json();
    expect(viaFetch).toMatchObject({ object: 'list', model: 'text-embedding-3-small', data: [{ object: 'embedding', index: 0 }] });
    expect(viaFetch.data[0].embedding).toEqual(viaSdk.data[0].embedding);

    // On the wire the SDK's default is base64 float32, as OpenAI sends it.
    const wire = await (await post('/embeddings', { model: 'm', input: 'alpha', dimensions: 12, encoding_format: 'base64' })).json();
    expect(typeof wire.data[0].embedding).toBe('string');
    const decoded = Buffer.from(wire.data[0].embedding, 'base64');
    expect(Array.from(new Float32Array(decoded.buffer, decoded.byteOffset, decoded.length / 4))).toEqual(viaSdk.data[0].embedding);

    const defaultSize = await (await post('/embeddings', { model: 'm', input: 'alpha' })).json();
    expect(defaultSize.data[0].embedding).toHaveLength(8);
  });

  test('a custom handler gets the inputs and body, and LangChain embeddings decode its vectors', async () => {
    const seen: string[][] = [];
    fake.onEmbeddings((inputs, body) => {
      seen.push(inputs);
      return inputs.map((input) => [input.length, typeof body.dimensions === 'number' ? body.dimensions : -1, 0.5]);
    });
    const embeddings = new OpenAIEmbeddings({
      model: 'text-embedding-3-small',
      apiKey: 'test-key',
      maxRetries: 0,
      configuration: { baseURL: fake.url },
    });
    expect(await embeddings.embedQuery('four')).toEqual([4, -1, 0.5]);
    expect(seen).toEqual([['four']]);
  });

  test('input that is not text is rejected with an OpenAI error', async () => {
    const response = await post('/embeddings', { model: 'm', input: [1, 2, 3] });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({ type: 'invalid_request_error', message: expect.stringContaining('input') });
  });
});

describe('audio', () => {
  test('transcription parses a multipart upload sent with fetch and answers JSON or plain text', async () => {
    const received: Array<{ name: string; type: string; size: number; head: string; fields: Record<string, string> }> = [];
    fake.onTranscription((file, fields) => {
      received.push({ name: file.name, type: file.type, size: file.size, head: file.bytes.subarray(0, 4).toString(), fields });
      return `heard ${file.size} bytes`;
    });
    const audio = wavBytes();
    const form = () => {
      const data = new FormData();
      data.append('file', new Blob([new Uint8Array(audio)], { type: 'audio/wav' }), 'answer.wav');
      data.append('model', 'whisper-1');
      data.append('language', 'en');
      return data;
    };

    const json = await fetch(`${fake.url}/audio/transcriptions`, { method: 'POST', body: form() });
    expect(json.status).toBe(200);
    expect(await json.json()).toEqual({ text: `heard ${audio.length} bytes` });
    expect(received).toEqual([
      { name: 'answer.wav', type: 'audio/wav', size: audio.length, head: 'RIFF', fields: { model: 'whisper-1', language: 'en' } },
    ]);
    expect(fake.requests[0].body).toEqual({
      fields: { model: 'whisper-1', language: 'en' },
      file: { name: 'answer.wav', type: 'audio/wav', size: audio.length },
    });

    const asText = form();
    asText.append('response_format', 'text');
    const text = await fetch(`${fake.url}/audio/transcriptions`, { method: 'POST', body: asText });
    expect(text.headers.get('content-type')).toContain('text/plain');
    expect(await text.text()).toBe(`heard ${audio.length} bytes`);
  });

  test('transcription through the SDK, and a missing file is a 400', async () => {
    const result = await sdk.audio.transcriptions.create({
      file: await toFile(wavBytes(), 'clip.wav', { type: 'audio/wav' }),
      model: 'whisper-1',
    });
    expect(result.text).toBe('transcribed text');
    expect(fake.requests[0].body).toMatchObject({ fields: { model: 'whisper-1' }, file: { name: 'clip.wav', size: 60 } });

    const noFile = new FormData();
    noFile.append('model', 'whisper-1');
    const response = await fetch(`${fake.url}/audio/transcriptions`, { method: 'POST', body: noFile });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toContain('file');
  });

  test('speech returns deterministic audio/mpeg bytes to fetch and the SDK', async () => {
    const request = { model: 'tts-1', input: 'Hello candidate', voice: 'alloy' };
    const response = await post('/audio/speech', request);
    expect(response.headers.get('content-type')).toBe('audio/mpeg');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 3).toString()).toBe('ID3');
    expect(bytes.length).toBeGreaterThan(3);

    const viaSdk = Buffer.from(await (await sdk.audio.speech.create(request)).arrayBuffer());
    expect(viaSdk.equals(bytes)).toBe(true);
  });
});

describe('other routes', () => {
  test('models lists one model; unknown paths are OpenAI-shaped 404s', async () => {
    const models = await sdk.models.list();
    expect(models.data.map((m) => m.id)).toEqual(['gpt-4o-mini']);

    const missing = await post('/responses', { model: 'm', input: 'x' });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      error: { message: 'Invalid URL (POST /v1/responses)', type: 'invalid_request_error', param: null, code: 'unknown_url' },
    });
  });
});

describe('faults', () => {
  test('429 carries Retry-After and the OpenAI error shape; the SDK raises RateLimitError', async () => {
    fake.failNext({ kind: 'status', status: 429, retryAfter: 7 }, { kind: 'status', status: 429, retryAfter: '3' });

    const response = await post('/chat/completions', { model: 'm', messages: [] });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('7');
    expect((await response.json()).error).toMatchObject({ type: 'requests', code: 'rate_limit_exceeded' });

    const error = await sdk.chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'x' }] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitError);
    expect((error as RateLimitError).headers?.get('retry-after')).toBe('3');
    // Requests are recorded even when a fault answers them.
    expect(fake.requests).toHaveLength(2);
  });

  test('faults are used one per request, in order, so an SDK with retries recovers after a 429', async () => {
    fake.failNext({ kind: 'status', status: 429, retryAfter: 0 }, { kind: 'status', status: 503, retryAfter: '0' });
    const retrying = new OpenAI({ apiKey: 'k', baseURL: fake.url, maxRetries: 0 });

    const first = await retrying.chat.completions
      .create({ model: 'm', messages: [{ role: 'user', content: 'x' }] }, { maxRetries: 2 })
      .catch((e: unknown) => e);
    // The 429 and the 503 are both retried; the third attempt succeeds.
    expect(first).toMatchObject({ choices: [{ message: { content: 'ok' } }] });
    expect(fake.requests.map((r) => r.headers['x-stainless-retry-count'])).toEqual(['0', '1', '2']);
  });

  test('500 raises InternalServerError; a custom body is sent as given', async () => {
    fake.failNext({ kind: 'status', status: 500 }, { kind: 'status', status: 500, body: { error: { message: 'custom boom' } } });

    const error = await sdk.chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'x' }] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InternalServerError);
    expect((error as InternalServerError).status).toBe(500);
    expect((error as InternalServerError).error).toMatchObject({ type: 'server_error' });

    const custom = await post('/embeddings', { model: 'm', input: 'x' });
    expect(custom.status).toBe(500);
    expect(await custom.json()).toEqual({ error: { message: 'custom boom' } });
  });

  test('malformed JSON makes the SDK throw, for plain and streamed chat', async () => {
    fake.failNext({ kind: 'malformed' }, { kind: 'malformed' });

    await expect(sdk.chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'x' }] })).rejects.toThrow(SyntaxError);

    const stream = await sdk.chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'x' }], stream: true });
    const read = async () => {
      for await (const _chunk of stream);
    };
    // The event whose JSON is cut off fails to parse; the call policy retries such garbled bodies (SyntaxError).
    await expect(read()).rejects.toThrow(SyntaxError);

    // The queue is empty again, so the next request is answered normally.
    expect((await sdk.chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'x' }] })).choices[0].message.content).toBe(
      'ok',
    );
  });

  test('a hanging request is ended by the client aborting, with fetch and the SDK', async () => {
    fake.failNext({ kind: 'hang' }, { kind: 'hang' });

    const controller = new AbortController();
    const pending = post('/chat/completions', { model: 'm', messages: [] }, { signal: controller.signal });
    const settled = await Promise.race([
      pending.then(
        () => 'answered',
        () => 'failed',
      ),
      new Promise((r) => setTimeout(() => r('still waiting'), 150)),
    ]);
    expect(settled).toBe('still waiting');
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });

    const sdkController = new AbortController();
    setTimeout(() => sdkController.abort(), 100);
    await expect(
      sdk.chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'x' }] }, { signal: sdkController.signal }),
    ).rejects.toBeInstanceOf(APIUserAbortError);
    expect(fake.requests).toHaveLength(2);
  });

  test('close() ends hanging requests and resolves', async () => {
    const own = await FakeOpenAI.start();
    own.failNext({ kind: 'hang' });
    const pending = fetch(`${own.url}/models`).then(
      () => 'answered',
      () => 'connection ended',
    );
    while (own.requests.length === 0) await new Promise((r) => setTimeout(r, 5));

    await own.close();
    expect(await pending).toBe('connection ended');
  });

  test('a latency fault and latencyMs each delay the answer by at least their ms', async () => {
    fake.failNext({ kind: 'latency', ms: 150 });
    let started = performance.now();
    const delayed = await sdk.chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'x' }] });
    expect(performance.now() - started).toBeGreaterThanOrEqual(150);
    expect(delayed.choices[0].message.content).toBe('ok');

    fake.latencyMs = 80;
    started = performance.now();
    expect((await post('/embeddings', { model: 'm', input: 'x' })).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(80);

    fake.reset();
    expect(fake.latencyMs).toBe(0);
  });

  test('reset() clears handlers, queued faults and recorded requests', async () => {
    await post('/embeddings', { model: 'm', input: 'x' });
    fake.onChat(() => 'custom');
    fake.failNext({ kind: 'status', status: 500 });
    fake.reset();

    expect(fake.requests).toEqual([]);
    const completion = await sdk.chat.completions.create({ model: 'm', messages: [{ role: 'user', content: 'x' }] });
    expect(completion.choices[0].message.content).toBe('ok');
  });
});
