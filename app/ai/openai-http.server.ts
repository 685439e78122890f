import http from 'node:http';
import https from 'node:https';

import type { Endpoint } from './config.server';
import { learnTemplateThinking, templateThinkingOf } from './template-thinking.server';
import { ThinkingFilter, withoutThinking } from './thinking';

/**
 * A lean client for the OpenAI-compatible chat completions endpoint: one request over a kept-alive connection, the
 * answer read as JSON or as server-sent events. It does no retrying or logging of its own (the call policy in
 * chat.server.ts does both); its errors carry what that policy reads: `status`, `headers` (Retry-After) and the
 * provider's `error` body, or the socket's own error code, or the abort signal's reason (a TimeoutError).
 *
 * Only the model's answer is handed on: a reasoning model's thoughts, in a `reasoning_content` or `reasoning` field
 * or written before the answer inside `<think>…</think>` (`thinking.ts`), are left out here, for every caller; what
 * each reply shows of the model's chat template is learnt for the next (`template-thinking.server.ts`).
 */

export type WireMessage = { role: 'system' | 'user' | 'assistant'; content: string };
export type ToolDefinition = { type: 'function'; function: { name: string; description: string; parameters: unknown } };
export type CompletionRequest = {
  messages: WireMessage[];
  tools?: ToolDefinition[];
  tool_choice?: { type: 'function'; function: { name: string } };
};
export type Usage = { tokensIn: number; tokensOut: number };
export type Completion = Usage & { content: string; toolArguments?: string };

/** An answer other than 2xx, as the provider gave it. */
export class ProviderHttpError extends Error {
  constructor(
    readonly status: number,
    readonly headers: http.IncomingHttpHeaders,
    /** The provider's error object (`{ message, type, code }`), or its body as text when that is not JSON. */
    readonly error: unknown,
  ) {
    const detail =
      typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string'
        ? (error as { message: string }).message
        : String(error ?? '');
    super(`${status} ${detail || http.STATUS_CODES[status] || 'error'}`.trim());
    this.name = 'ProviderHttpError';
  }
}

// Connections to the provider are kept open between calls: a turn makes several, and a TLS handshake costs more
// CPU than the call itself.
const agents = { 'http:': new http.Agent({ keepAlive: true }), 'https:': new https.Agent({ keepAlive: true }) };
const targets = new Map<string, URL>();

function completionsUrl(endpoint: Endpoint): URL {
  let url = targets.get(endpoint.baseUrl);
  if (!url) {
    url = new URL(`${endpoint.baseUrl}/chat/completions`);
    targets.set(endpoint.baseUrl, url);
  }
  return url;
}

/**
 * Sends one request and hands over the response once its headers arrive; a non-2xx answer is read whole and reported
 * as a ProviderHttpError. A failure later in a stream (a reset, the abort signal) also reaches `onError`.
 */
function post(
  endpoint: Endpoint,
  body: string,
  signal: AbortSignal,
  onResponse: (response: http.IncomingMessage) => void,
  onError: (error: unknown) => void,
): void {
  if (signal.aborted) return onError(signal.reason);
  const url = completionsUrl(endpoint);
  const transport = url.protocol === 'https:' ? https : http;
  const request = transport.request(url, {
    method: 'POST',
    agent: agents[url.protocol as 'http:' | 'https:'],
    headers: {
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(body),
      Accept: 'application/json, text/event-stream',
      Authorization: `Bearer ${endpoint.apiKey}`,
    },
  });
  let settled = false;
  const fail = (error: unknown) => {
    if (settled) return;
    settled = true;
    signal.removeEventListener('abort', onAbort);
    onError(error);
  };
  const onAbort = () => {
    const reason: unknown = signal.reason;
    fail(reason);
    request.destroy(reason instanceof Error ? reason : undefined);
  };
  signal.addEventListener('abort', onAbort, { once: true });
  request.on('error', fail);
  request.on('response', (response) => {
    response.on('error', fail);
    response.on('end', () => signal.removeEventListener('abort', onAbort));
    response.on('close', () => signal.removeEventListener('abort', onAbort));
    const status = response.statusCode ?? 0;
    if (status >= 200 && status < 300) return onResponse(response);
    readWhole(response, (text) => {
      let error: unknown = text;
      try {
        const parsed = JSON.parse(text) as { error?: unknown };
        error = parsed?.error ?? parsed;
      } catch {
        // Not JSON: the text is the error.
      }
      fail(new ProviderHttpError(status, response.headers, error));
    });
  });
  request.end(body);
}

function readWhole(response: http.IncomingMessage, done: (text: string) => void): void {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(Buffer.concat(chunks).toString('utf8')));
}

function usageOf(usage: { prompt_tokens?: number; completion_tokens?: number } | undefined): Usage {
  return { tokensIn: usage?.prompt_tokens ?? 0, tokensOut: usage?.completion_tokens ?? 0 };
}

type CompletionBody = {
  choices?: { message?: { content?: unknown; tool_calls?: { function?: { arguments?: unknown } }[] }; finish_reason?: unknown }[];
  usage?: { prompt_tokens?: number; completion_tokens?: number };
};

/** One whole completion: the text (without thoughts), the first tool call's arguments as the model wrote them, and the tokens. */
export function complete(endpoint: Endpoint, request: CompletionRequest, signal: AbortSignal): Promise<Completion> {
  const body = JSON.stringify({ model: endpoint.model, ...request });
  return new Promise((resolve, reject) => {
    post(
      endpoint,
      body,
      signal,
      (response) =>
        readWhole(response, (text) => {
          try {
            const parsed = JSON.parse(text) as CompletionBody;
            const choice = parsed.choices?.[0];
            const message = choice?.message;
            const args = message?.tool_calls?.[0]?.function?.arguments;
            const reply = textOf(message?.content);
            const template = templateThinkingOf(endpoint);
            learnTemplateThinking(endpoint, reply, choice?.finish_reason === 'length');
            resolve({
              content: withoutThinking(reply, template === 'opens' ? 'opens' : 'unknown'),
              ...(args === undefined ? {} : { toolArguments: typeof args === 'string' ? args : JSON.stringify(args) }),
              ...usageOf(parsed.usage),
            });
          } catch (error) {
            // A body cut off or garbled on the way: a SyntaxError, which the call policy retries.
            reject(error);
          }
        }),
      reject,
    );
  });
}

type ChunkBody = {
  choices?: { delta?: { content?: unknown }; finish_reason?: unknown }[];
  usage?: { prompt_tokens?: number; completion_tokens?: number } | null;
};

/**
 * A streamed completion: `onText` gets each new piece of the answer as it arrives (a piece that may open a thinking
 * block, or be thoughts whose block the chat template opened, is held back until it is known not to); resolves with
 * the tokens at the end.
 */
export function stream(
  endpoint: Endpoint,
  request: CompletionRequest,
  signal: AbortSignal,
  onText: (piece: string) => void,
): Promise<Usage> {
  const body = JSON.stringify({ model: endpoint.model, ...request, stream: true, stream_options: { include_usage: true } });
  return new Promise((resolve, reject) => {
    let usage: Usage = { tokensIn: 0, tokensOut: 0 };
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      reject(error);
    };
    post(
      endpoint,
      body,
      signal,
      (response) => {
        response.setEncoding('utf8');
        // Held back as `templateThinkingOf` says, while the reply may still turn out to be thoughts.
        const answer = new ThinkingFilter(templateThinkingOf(endpoint));
        let reply = '';
        let cutOff = false;
        let buffer = '';
        let finished = false;
        const readEvent = (line: string) => {
          if (!line.startsWith('data:')) return;
          const data = line.slice(5).trim();
          if (data === '[DONE]') return void (finished = true);
          const chunk = JSON.parse(data) as ChunkBody;
          const content = textOf(chunk.choices?.[0]?.delta?.content);
          if (chunk.choices?.[0]?.finish_reason === 'length') cutOff = true;
          reply += content;
          const piece = answer.push(content);
          if (piece) onText(piece);
          if (chunk.usage) usage = usageOf(chunk.usage);
        };
        response.on('data', (text: string) => {
          if (failed) return;
          buffer += text;
          let end: number;
          try {
            while ((end = buffer.indexOf('\n')) >= 0) {
              const line = buffer.slice(0, end).replace(/\r$/, '');
              buffer = buffer.slice(end + 1);
              readEvent(line);
            }
          } catch (error) {
            response.destroy();
            fail(error);
          }
        });
        response.on('end', () => {
          if (failed) return;
          try {
            if (buffer.trim()) readEvent(buffer.trim());
          } catch (error) {
            return fail(error);
          }
          // A stream that ends without [DONE] was cut off: a transport fault, like a garbled body.
          if (!finished)
            return fail(Object.assign(new Error('The stream ended before it was complete (socket hang up)'), { code: 'ECONNRESET' }));
          const rest = answer.end();
          if (rest) onText(rest);
          learnTemplateThinking(endpoint, reply, cutOff);
          resolve(usage);
        });
      },
      fail,
    );
  });
}

// Parts of a content array other than text (a `reasoning` or `thinking` part) are the model's thoughts.
const TEXT_PARTS = new Set([undefined, 'text', 'output_text']);

function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content))
    return content
      .map((part) => {
        if (typeof part === 'string') return part;
        const { type, text } = part as { type?: string; text?: unknown };
        return TEXT_PARTS.has(type) && typeof text === 'string' ? text : '';
      })
      .join('');
  return '';
}
