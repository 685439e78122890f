import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { performance } from 'node:perf_hooks';

export type ChatRequestBody = {
  model: string;
  messages: Array<{ role: string; content: unknown; tool_calls?: unknown; tool_call_id?: string }>;
  stream?: boolean;
  response_format?: { type: string; json_schema?: { name: string; schema: unknown; strict?: boolean } };
  tools?: Array<{ type: 'function'; function: { name: string; parameters: unknown } }>;
  tool_choice?: unknown;
  [k: string]: unknown;
};

export type ChatReply =
  | string
  | {
      content?: string;
      toolCalls?: Array<{ name: string; arguments: unknown }>;
      usage?: { prompt_tokens: number; completion_tokens: number };
    };

export type Fault =
  | { kind: 'status'; status: number; body?: unknown; retryAfter?: number | string }
  | { kind: 'hang' }
  /** A streamed reply that sends its first `chunks` events and then nothing more, never ending. */
  | { kind: 'stall'; chunks: number }
  | { kind: 'malformed' }
  | { kind: 'latency'; ms: number };

/**
 * How a provider delivers a structured answer other than as the forced tool call it was asked for, the ways real ones
 * do. The handler still gives the answer as a tool call; the fake delivers its arguments so:
 * - `fenced`: as content in a Markdown json fence, with no tool call;
 * - `prose`: as content, with a sentence before the JSON and one after;
 * - `tool-call-as-content`: as content that spells out a tool call (`<tool_call>{"name": …, "arguments": {…}}</tool_call>`);
 * - `renamed-tool`: as a call of a tool that was not offered;
 * - `truncated`: as the tool call, its arguments cut off where `cutAt` says, ended for length as a model out of tokens is;
 * - `truncated-content`: as content, cut off the same way.
 */
export type Misdelivery =
  | { kind: 'fenced' | 'prose' | 'tool-call-as-content' | 'renamed-tool' }
  | { kind: 'truncated' | 'truncated-content'; cutAt: (json: string) => number };

/**
 * How a reasoning model served without a reasoning parser shows its thoughts, the ways real ones do, before every
 * answer (a structured one too):
 * - `tags`: as content, `<think>…</think>` before the answer; streamed, each tag is cut in two (`<th` | `ink>`);
 * - `tags-by-character`: the same, streamed one character per event;
 * - `template-opened`: as content with only the closing tag (the chat template wrote `<think>` into the prompt, as
 *   DeepSeek-R1's does): the thoughts, `</think>`, the answer; streamed, the tag is cut in two (`</th` | `ink>`);
 * - `reasoning_content` / `reasoning`: in that field of the message (streamed: of the deltas before the answer's).
 */
export type Thinking = {
  kind: 'tags' | 'tags-by-character' | 'template-opened' | 'reasoning_content' | 'reasoning';
  thoughts: string;
};

export type RecordedRequest = {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
  receivedAt: number;
  /** When the request arrived and when its answer began (high-resolution epoch milliseconds), and the latency drawn. */
  timing?: { arrivedAt: number; answeredAt?: number; latencyMs: number };
};

type ChatHandler = (body: ChatRequestBody) => ChatReply | Promise<ChatReply>;
type EmbeddingsHandler = (inputs: string[], body: Record<string, unknown>) => number[][];
type TranscriptionFile = { name: string; type: string; size: number; bytes: Buffer };
type TranscriptionHandler = (file: TranscriptionFile, fields: Record<string, string>) => string;

type ToolCall = { id: string; type: 'function'; function: { name: string; arguments: string } };
type Completion = { content: string | null; toolCalls: ToolCall[]; finishReason: 'stop' | 'tool_calls' | 'length'; usage: Usage };
type Usage = { prompt_tokens: number; completion_tokens: number; total_tokens: number };

/** Thrown by endpoint code to answer with an OpenAI-shaped 4xx. */
class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly type = 'invalid_request_error',
    readonly code: string | null = null,
  ) {
    super(message);
  }
}

const defaultChat: ChatHandler = () => 'ok';
const defaultTranscription: TranscriptionHandler = () => 'transcribed text';
const defaultEmbeddings: EmbeddingsHandler = (inputs, body) => {
  const dimensions = typeof body?.dimensions === 'number' ? body.dimensions : 8;
  return inputs.map((input) => hashVector(input, dimensions));
};

/**
 * An OpenAI-compatible HTTP server on loopback for tests, so the real SDK, LangChain and fetch code paths run
 * against it unchanged. Every request is recorded; faults can be queued per request.
 */
export class FakeOpenAI {
  readonly url: string;
  readonly requests: RecordedRequest[] = [];
  latencyMs: number;
  /** A pause between the events of a streamed reply, so a test can act while a reply is half written. */
  streamDelayMs = 0;
  /** An extra latency drawn uniformly from this range for every request, as a real provider varies. */
  latencyRangeMs: readonly [number, number] | undefined;
  /** How every structured answer (a reply with a tool call) is delivered, until reset; as asked when unset. */
  misdelivery: Misdelivery | undefined;
  /** The thoughts a reasoning model writes before every chat answer, until reset; none when unset. */
  thinking: Thinking | undefined;

  private chatHandler = defaultChat;
  private embeddingsHandler = defaultEmbeddings;
  private transcriptionHandler = defaultTranscription;
  private faults: Fault[] = [];
  private readonly sockets = new Set<Socket>();
  private readonly sleepers = new Set<{ timer: NodeJS.Timeout; resolve: () => void }>();
  private closing: Promise<void> | undefined;
  private sequence = 0;

  private constructor(
    private readonly server: http.Server,
    private readonly defaultLatencyMs: number,
    private readonly defaultLatencyRangeMs: readonly [number, number] | undefined,
  ) {
    const { port } = server.address() as AddressInfo;
    this.url = `http://127.0.0.1:${port}/v1`;
    this.latencyMs = defaultLatencyMs;
    this.latencyRangeMs = defaultLatencyRangeMs;
    this.misdelivery = undefined;
    this.thinking = undefined;
    server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    server.on('request', (req, res) => {
      this.handle(req, res).catch((error: unknown) => {
        if (res.destroyed || res.writableEnded) return;
        if (res.headersSent) res.destroy();
        else if (error instanceof HttpError) sendError(res, error.status, error.message, error.type, error.code);
        else sendError(res, 500, `Fake OpenAI failed: ${error instanceof Error ? error.message : String(error)}`, 'server_error');
      });
    });
  }

  static async start(options: { latencyMs?: number; latencyRangeMs?: readonly [number, number]; port?: number } = {}): Promise<FakeOpenAI> {
    const server = http.createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    return new FakeOpenAI(server, options.latencyMs ?? 0, options.latencyRangeMs);
  }

  onChat(handler: ChatHandler): void {
    this.chatHandler = handler;
  }

  onEmbeddings(handler: EmbeddingsHandler): void {
    this.embeddingsHandler = handler;
  }

  onTranscription(handler: TranscriptionHandler): void {
    this.transcriptionHandler = handler;
  }

  failNext(...faults: Fault[]): void {
    this.faults.push(...faults);
  }

  chatRequests(): ChatRequestBody[] {
    return this.requests
      .filter((r) => r.method === 'POST' && r.path === '/v1/chat/completions' && isRecord(r.body))
      .map((r) => r.body as ChatRequestBody);
  }

  /** Back to defaults; latency returns to the value given to `start`. The `requests` array is emptied in place. */
  reset(): void {
    this.chatHandler = defaultChat;
    this.embeddingsHandler = defaultEmbeddings;
    this.transcriptionHandler = defaultTranscription;
    this.faults = [];
    this.requests.length = 0;
    this.latencyMs = this.defaultLatencyMs;
    this.streamDelayMs = 0;
    this.latencyRangeMs = this.defaultLatencyRangeMs;
    this.misdelivery = undefined;
    this.thinking = undefined;
  }

  close(): Promise<void> {
    this.closing ??= new Promise<void>((resolve) => {
      this.server.close(() => resolve());
      // Hanging requests and keep-alive connections would otherwise keep the server (and vitest) alive.
      for (const socket of this.sockets) socket.destroy();
      for (const sleeper of this.sleepers) {
        clearTimeout(sleeper.timer);
        sleeper.resolve();
      }
      this.sleepers.clear();
    });
    return this.closing;
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const receivedAt = Date.now();
    const arrivedAt = epochNow();
    const raw = await readBody(req);
    const method = req.method ?? 'GET';
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
    }

    const contentType = headers['content-type'] ?? '';
    let body: unknown;
    let form: FormData | undefined;
    let bodyError: string | undefined;
    if (contentType.toLowerCase().startsWith('multipart/form-data')) {
      try {
        form = await new Request('http://fake.invalid/', {
          method: 'POST',
          headers: { 'content-type': contentType },
          body: new Uint8Array(raw),
        }).formData();
        body = summarizeForm(form);
      } catch (error) {
        bodyError = `Could not parse multipart body: ${error instanceof Error ? error.message : String(error)}`;
        body = { multipartError: bodyError, size: raw.length };
      }
    } else if (raw.length > 0) {
      const text = raw.toString('utf8');
      try {
        body = JSON.parse(text);
      } catch {
        bodyError = 'We could not parse the JSON body of your request.';
        body = text;
      }
    }
    const fault = this.faults.shift();
    const [low, high] = this.latencyRangeMs ?? [0, 0];
    const latencyMs = this.latencyMs + low + Math.random() * (high - low) + (fault?.kind === 'latency' ? fault.ms : 0);
    const timing: NonNullable<RecordedRequest['timing']> = { arrivedAt, latencyMs };
    this.requests.push({ method, path, headers, body, receivedAt, timing });
    if (fault?.kind === 'hang') return; // the socket stays open until the client aborts or close() destroys it

    await this.sleep(latencyMs);
    if (res.destroyed) return;
    // The time the caller waited on the provider, as it was (timers may fire late on a busy machine).
    res.once('finish', () => (timing.answeredAt = epochNow()));
    res.setHeader('x-request-id', `req_${++this.sequence}`);

    if (fault?.kind === 'status') {
      if (fault.retryAfter !== undefined) res.setHeader('retry-after', String(fault.retryAfter));
      if (fault.body === undefined) {
        const [type, code] = errorKind(fault.status);
        sendError(res, fault.status, `Simulated error ${fault.status}`, type, code);
      } else if (typeof fault.body === 'string') {
        send(res, fault.status, 'text/plain; charset=utf-8', fault.body);
      } else {
        sendJson(res, fault.status, fault.body);
      }
      return;
    }
    if (fault?.kind === 'malformed') {
      const streaming = path === '/v1/chat/completions' && isRecord(body) && body.stream === true;
      if (streaming) {
        // One good event, then an event whose JSON is cut off, then the stream ends without [DONE].
        const id = `chatcmpl-${++this.sequence}`;
        const good = {
          id,
          object: 'chat.completion.chunk',
          created: now(),
          model: isRecord(body) ? String(body.model) : '',
          choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }],
        };
        res.writeHead(200, sseHeaders());
        res.end(
          `data: ${JSON.stringify(good)}\n\ndata: {"id":"${id}","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"content":"tru\n\n`,
        );
      } else {
        // The JSON content type matters: the SDK only parses (and so only fails on) bodies it believes are JSON.
        send(res, 200, 'application/json', '{"id":"chatcmpl-malformed","object":"chat.completion","choices":[{"index":0,');
      }
      return;
    }

    if (bodyError) throw new HttpError(400, bodyError);
    const route = `${method} ${path}`;
    if (route === 'POST /v1/chat/completions') return this.chat(body, res, fault?.kind === 'stall' ? fault.chunks : undefined);
    if (route === 'POST /v1/embeddings') return this.embeddings(body, res);
    if (route === 'POST /v1/audio/transcriptions') return this.transcription(form, res);
    if (route === 'POST /v1/audio/speech') return this.speech(body, res);
    // ElevenLabs' speech-to-text shares the fake so tests can use one server for both engines.
    if (route === 'POST /v1/speech-to-text') return this.elevenLabsTranscription(form, res);
    if (route === 'GET /v1/models') {
      return sendJson(res, 200, {
        object: 'list',
        data: [{ id: 'gpt-4o-mini', object: 'model', created: 1_700_000_000, owned_by: 'openai' }],
      });
    }
    sendError(res, 404, `Invalid URL (${method} ${path})`, 'invalid_request_error', 'unknown_url');
  }

  private async chat(body: unknown, res: http.ServerResponse, stallAfter?: number): Promise<void> {
    if (!isRecord(body) || typeof body.model !== 'string' || !Array.isArray(body.messages)) {
      throw new HttpError(400, "Chat requests need a string 'model' and a 'messages' array.");
    }
    const request = body as ChatRequestBody;
    const completion = this.complete(request, await this.chatHandler(request));
    const id = `chatcmpl-${++this.sequence}`;
    const created = now();
    const thinking = this.thinking;
    const inTags = thinking?.kind === 'tags' || thinking?.kind === 'tags-by-character' || thinking?.kind === 'template-opened';
    const opening = thinking?.kind === 'template-opened' ? '' : '<think>\n';
    if (thinking && inTags) completion.content = `${opening}${thinking.thoughts}\n</think>\n\n${completion.content ?? ''}`;
    const field = thinking && !inTags ? thinking.kind : undefined;

    if (request.stream !== true) {
      const message: Record<string, unknown> = { role: 'assistant', content: completion.content, refusal: null };
      if (field) message[field] = thinking!.thoughts;
      if (completion.toolCalls.length) message.tool_calls = completion.toolCalls;
      return sendJson(res, 200, {
        id,
        object: 'chat.completion',
        created,
        model: request.model,
        choices: [{ index: 0, message, logprobs: null, finish_reason: completion.finishReason }],
        usage: completion.usage,
      });
    }

    const includeUsage = isRecord(request.stream_options) && request.stream_options.include_usage === true;
    // OpenAI puts `usage: null` on every chunk but the last when usage was asked for.
    const chunk = (choices: unknown[], usage: Usage | null = null) =>
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model: request.model, choices, ...(includeUsage ? { usage } : {}) })}\n\n`;
    const delta = (d: Record<string, unknown>, finishReason: string | null = null) => ({
      index: 0,
      delta: d,
      logprobs: null,
      finish_reason: finishReason,
    });

    const events = [chunk([delta({ role: 'assistant', content: completion.content === null ? null : '' })])];
    if (field) for (const piece of splitWords(thinking!.thoughts)) events.push(chunk([delta({ content: null, [field]: piece })]));
    const pieces =
      thinking?.kind === 'tags-by-character'
        ? [...(completion.content ?? '')]
        : inTags
          ? splitTagsAndWords(completion.content ?? '')
          : splitWords(completion.content ?? '');
    for (const piece of pieces) events.push(chunk([delta({ content: piece })]));
    if (completion.toolCalls.length) {
      events.push(chunk([delta({ tool_calls: completion.toolCalls.map((call, index) => ({ index, ...call })) })]));
    }
    events.push(chunk([delta({}, completion.finishReason)]));
    if (includeUsage) events.push(chunk([], completion.usage));
    events.push('data: [DONE]\n\n');

    res.writeHead(200, sseHeaders());
    for (const [index, event] of events.entries()) {
      if (stallAfter !== undefined && index >= stallAfter) return; // the socket stays open, silent, until the client gives up
      if (index > 0 && this.streamDelayMs > 0) {
        await this.sleep(this.streamDelayMs);
        if (res.destroyed) return;
      }
      res.write(event);
    }
    res.end();
  }

  private complete(request: ChatRequestBody, reply: ChatReply): Completion {
    const normalized = misdeliver(typeof reply === 'string' ? { content: reply } : reply, this.misdelivery);
    const toolCalls: ToolCall[] = (normalized.toolCalls ?? []).map((call) => ({
      id: `call_${++this.sequence}`,
      type: 'function',
      function: { name: call.name, arguments: typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments ?? {}) },
    }));
    const content = normalized.content ?? (toolCalls.length ? null : '');
    const promptTokens = normalized.usage?.prompt_tokens ?? request.messages.reduce((sum, m) => sum + countWords(textOf(m.content)), 0);
    const completionTokens =
      normalized.usage?.completion_tokens ??
      countWords(content ?? '') + toolCalls.reduce((sum, c) => sum + countWords(`${c.function.name} ${c.function.arguments}`), 0);
    return {
      content,
      toolCalls,
      finishReason: normalized.truncated ? 'length' : toolCalls.length ? 'tool_calls' : 'stop',
      usage: { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens },
    };
  }

  private embeddings(body: unknown, res: http.ServerResponse): void {
    if (!isRecord(body) || typeof body.model !== 'string') throw new HttpError(400, "Embedding requests need a string 'model'.");
    const input = body.input;
    const inputs =
      typeof input === 'string'
        ? [input]
        : Array.isArray(input) && input.every((i) => typeof i === 'string')
          ? (input as string[])
          : undefined;
    if (!inputs || inputs.length === 0) throw new HttpError(400, "'input' must be a string or a non-empty array of strings.");
    const vectors = this.embeddingsHandler(inputs, body);
    // The openai SDK asks for base64 (little-endian float32) unless the caller picks a format, then decodes it itself.
    const base64 = body.encoding_format === 'base64';
    const tokens = inputs.reduce((sum, i) => sum + countWords(i), 0);
    sendJson(res, 200, {
      object: 'list',
      data: vectors.map((vector, index) => ({
        object: 'embedding',
        index,
        embedding: base64 ? Buffer.from(new Float32Array(vector).buffer).toString('base64') : vector,
      })),
      model: body.model,
      usage: { prompt_tokens: tokens, total_tokens: tokens },
    });
  }

  private async elevenLabsTranscription(form: FormData | undefined, res: http.ServerResponse): Promise<void> {
    const file = form?.get('file');
    if (!form || file === null || file === undefined || typeof file === 'string') throw new HttpError(400, "Missing 'file' upload.");
    const fields = stringFields(form);
    if (!fields.model_id) throw new HttpError(400, "Missing 'model_id' field.");
    const bytes = Buffer.from(await file.arrayBuffer());
    sendJson(res, 200, {
      language_code: 'en',
      text: this.transcriptionHandler({ name: file.name, type: file.type, size: file.size, bytes }, fields),
    });
  }

  private async transcription(form: FormData | undefined, res: http.ServerResponse): Promise<void> {
    if (!form) throw new HttpError(400, 'Transcription requests must be multipart/form-data.');
    const file = form.get('file');
    if (file === null || typeof file === 'string') throw new HttpError(400, "Missing 'file' upload.");
    const fields = stringFields(form);
    if (!fields.model) throw new HttpError(400, "Missing 'model' field.");
    const bytes = Buffer.from(await file.arrayBuffer());
    const text = this.transcriptionHandler({ name: file.name, type: file.type, size: file.size, bytes }, fields);
    const format = fields.response_format ?? 'json';
    if (format === 'text' || format === 'srt' || format === 'vtt') send(res, 200, 'text/plain; charset=utf-8', text);
    else sendJson(res, 200, { text });
  }

  private speech(body: unknown, res: http.ServerResponse): void {
    if (!isRecord(body) || typeof body.model !== 'string' || typeof body.input !== 'string' || typeof body.voice !== 'string') {
      throw new HttpError(400, "Speech requests need string 'model', 'input' and 'voice'.");
    }
    send(res, 200, 'audio/mpeg', Buffer.concat([Buffer.from('ID3'), Buffer.from(body.input, 'utf8')]));
  }

  /** Waits at least `ms` (timers may fire a little early), or until close(). */
  private async sleep(ms: number): Promise<void> {
    const until = performance.now() + ms;
    while (!this.closing && performance.now() < until) {
      await new Promise<void>((resolve) => {
        const sleeper = {
          timer: setTimeout(
            () => {
              this.sleepers.delete(sleeper);
              resolve();
            },
            Math.ceil(until - performance.now()),
          ),
          resolve,
        };
        this.sleepers.add(sleeper);
      });
    }
  }
}

type Delivered = Exclude<ChatReply, string> & { truncated?: boolean };

/** A structured reply (one with a tool call) delivered the way `misdelivery` says; other replies as they are. */
function misdeliver(reply: Exclude<ChatReply, string>, misdelivery: Misdelivery | undefined): Delivered {
  const call = reply.toolCalls?.[0];
  if (!misdelivery || !call) return reply;
  const json = typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments ?? {});
  const { usage } = reply;
  switch (misdelivery.kind) {
    case 'fenced':
      return { content: `\`\`\`json\n${json}\n\`\`\``, usage };
    case 'prose':
      return {
        content: `Sure! Here is the ${call.name.replace(/_/g, ' ')} you asked for:\n${json}\nLet me know if you need anything else.`,
        usage,
      };
    case 'tool-call-as-content':
      return {
        content: `<tool_call>\n${JSON.stringify({ name: call.name, arguments: JSON.parse(json) as unknown })}\n</tool_call>`,
        usage,
      };
    case 'renamed-tool':
      return { toolCalls: [{ name: 'json', arguments: json }], usage };
    case 'truncated':
      return { toolCalls: [{ name: call.name, arguments: json.slice(0, misdelivery.cutAt(json)) }], usage, truncated: true };
    case 'truncated-content':
      return { content: json.slice(0, misdelivery.cutAt(json)), usage, truncated: true };
  }
}

function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
    // A client that disconnects mid-upload may not produce an error, only a close before the end.
    req.on('close', () => {
      if (!req.complete) reject(new Error('request closed before its body ended'));
    });
  });
}

function send(res: http.ServerResponse, status: number, contentType: string, body: string | Buffer): void {
  const payload = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  res.writeHead(status, { 'content-type': contentType, 'content-length': payload.length });
  res.end(payload);
}

function sendJson(res: http.ServerResponse, status: number, body: unknown): void {
  send(res, status, 'application/json', JSON.stringify(body));
}

function sendError(res: http.ServerResponse, status: number, message: string, type: string, code: string | null = null): void {
  sendJson(res, status, { error: { message, type, param: null, code } });
}

function errorKind(status: number): [type: string, code: string | null] {
  if (status === 429) return ['requests', 'rate_limit_exceeded'];
  if (status === 401) return ['invalid_request_error', 'invalid_api_key'];
  if (status >= 500) return ['server_error', null];
  return ['invalid_request_error', null];
}

function sseHeaders(): http.OutgoingHttpHeaders {
  return { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', connection: 'keep-alive' };
}

function summarizeForm(form: FormData): Record<string, unknown> {
  const file = form.get('file');
  return {
    fields: stringFields(form),
    file: file === null || typeof file === 'string' ? null : { name: file.name, type: file.type, size: file.size },
  };
}

function stringFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === 'string') fields[name] = value;
  return fields;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Milliseconds since the epoch with sub-millisecond resolution, comparable across processes on one machine. */
export function epochNow(): number {
  return performance.timeOrigin + performance.now();
}

function now(): number {
  return Math.floor(Date.now() / 1000);
}

/** Text of a message's content, whether a string or an array of parts like `{ type: 'text', text }`. */
function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.map((part) => (isRecord(part) && typeof part.text === 'string' ? part.text : '')).join(' ');
  return '';
}

function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Splits before each word that follows whitespace, so the pieces join back to exactly `text`. */
function splitWords(text: string): string[] {
  return text === '' ? [] : text.split(/(?<=\s)(?=\S)/);
}

/** Word by word, with each thinking tag cut in two where a careless reader would miss it: "<th" | "ink>", "</th" | "ink>". */
function splitTagsAndWords(text: string): string[] {
  return text
    .split(/(<\/?think>)/)
    .flatMap((part) =>
      /^<\/?think>$/.test(part) ? [part.slice(0, part.indexOf('h') + 1), part.slice(part.indexOf('h') + 1)] : splitWords(part),
    )
    .filter(Boolean);
}

/** A unit-length vector derived from the input's hash; values are float32 so base64 and JSON encodings agree exactly. */
function hashVector(input: string, dimensions: number): number[] {
  const raw: number[] = [];
  for (let block = 0; raw.length < dimensions; block++) {
    const digest = createHash('sha256').update(`${block}:${input}`).digest();
    for (let i = 0; i + 4 <= digest.length && raw.length < dimensions; i += 4) raw.push(digest.readUInt32LE(i) / 0xffffffff - 0.5);
  }
  const norm = Math.hypot(...raw) || 1;
  return raw.map((v) => Math.fround(v / norm));
}
