import { z } from 'zod';

import { reserveAiCall } from './budget.server';
import { aiConfig, type Endpoint } from './config.server';
import { askAgainIfEmpty, EmptyAnswer, requireAnswer } from './empty-answer';
import { AiError } from './errors';
import { type Fitted, fitToSchema, type Leniency } from './lenient-schema';
import { readModelJson } from './model-json';
import { complete, stream, type ToolDefinition } from './openai-http.server';
import { type OutgoingPrivacy, outgoingPrivacy } from './privacy/outgoing.server';
import { maskSecrets, PROVIDER_UNREACHABLE, PROVIDER_UNREADABLE, providerStatusMessage } from './provider-errors';
import { isRetryable, isTimeout, retryAfterMs, retryDelayMs, sleep, statusOf } from './retry.server';
import { withoutThinking } from './thinking';
import { type AiCallRecord, recordAiCall } from './usage.server';

export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };

/** Who is calling and why: every attempt is logged under this. */
export type CallContext = {
  purpose: string;
  /** The UI model name (o1, gpt-4o, ...). */
  model: string;
  interviewId?: string | null;
  /** The respondent's dialog the call is for: its owner sees the failures in the dialog's debug panel. */
  dialogId?: string | null;
  /**
   * The interview's daily budget of calls (`aiDailyCallBudget`), for calls anyone with the link can cause: each
   * attempt then reserves its place before it is made and fails with AiBudgetExhausted when there is none.
   */
  dailyBudget?: number;
  signal?: AbortSignal;
  /** Overrides of the configured policy, for callers with tighter budgets. */
  timeoutMs?: number;
  maxRetries?: number;
};

type Attempt<T> = { value: T; tokensIn: number; tokensOut: number };

export function endpointFor(model: string): Endpoint | undefined {
  return aiConfig().chat.get(model);
}

function describe(error: unknown): string {
  const e = error as { message?: string; error?: unknown };
  return e?.message ?? String(error);
}

/**
 * The error callers, stored rows and pages get: a fixed message per status, or for a connection that failed, one
 * fixed sentence. The provider's own words (its body may echo the key and name internal addresses) stay in
 * `details.body`, masked, for the server log only.
 */
function toAiError(error: unknown, timedOut: boolean, aborted: boolean): AiError {
  if (error instanceof AiError) return error;
  if (aborted) return new AiError('The AI call was cancelled', { kind: 'aborted' });
  if (timedOut || isTimeout(error)) return new AiError('The AI provider did not answer in time', { kind: 'timeout' });
  const status = statusOf(error);
  if (status !== undefined) {
    const body = (error as { error?: unknown }).error;
    return new AiError(providerStatusMessage(status), {
      kind: 'http',
      status,
      body: maskSecrets(body === undefined ? describe(error) : typeof body === 'string' ? body : JSON.stringify(body)),
    });
  }
  const unreadable = (error as { name?: string } | null)?.name === 'SyntaxError';
  return new AiError(unreadable ? PROVIDER_UNREADABLE : PROVIDER_UNREACHABLE, { kind: 'network', body: maskSecrets(describe(error)) });
}

/** The provider's side of a failed attempt, for the server log: its status and body with secrets masked. */
function logProviderFailure(ctx: CallContext, endpoint: Endpoint, attempt: number, failure: AiError): void {
  if (failure.details.kind !== 'http' && failure.details.kind !== 'network') return;
  console.error(
    `AI call ${ctx.purpose} (${ctx.model}, ${maskSecrets(endpoint.baseUrl)}, attempt ${attempt}) failed: ${failure.message}; provider said: ${failure.details.body ?? ''}`,
  );
}

/** Failures of an attempt that had already handed text to its caller: starting again would write a different reply. */
const failedAfterOutput = new WeakSet<object>();

/**
 * Runs one logical call with the policy of the house: a timeout per attempt, the caller's abort signal, retries with
 * backoff on 429/5xx/timeouts (Retry-After honoured), and an ai_calls row for every attempt.
 */
export async function withCallPolicy<T>(
  ctx: CallContext,
  endpoint: Endpoint,
  run: (signal: AbortSignal) => Promise<Attempt<T>>,
): Promise<T> {
  const config = aiConfig();
  const timeoutMs = ctx.timeoutMs ?? config.timeoutMs;
  const maxRetries = ctx.maxRetries ?? config.maxRetries;
  for (let attempt = 1; ; attempt++) {
    const release =
      ctx.dailyBudget !== undefined && ctx.interviewId
        ? reserveAiCall({ id: ctx.interviewId, aiDailyCallBudget: ctx.dailyBudget })
        : () => {};
    const started = performance.now();
    // One controller per attempt, its timer cleared and its listener on the caller's signal removed when the attempt
    // ends: AbortSignal.timeout and AbortSignal.any would keep each attempt's signals alive until the timeout passed.
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new DOMException('The AI provider did not answer in time', 'TimeoutError'));
    }, timeoutMs);
    const follow = () => controller.abort(ctx.signal!.reason);
    if (ctx.signal?.aborted) follow();
    else ctx.signal?.addEventListener('abort', follow, { once: true });
    const settle = () => {
      clearTimeout(timer);
      ctx.signal?.removeEventListener('abort', follow);
    };
    // The reservation ends as the attempt's row is written, in the same step, so the attempt is always counted once.
    const log = (fields: Partial<AiCallRecord> & Pick<AiCallRecord, 'outcome'>) => {
      recordAiCall({
        purpose: ctx.purpose,
        model: ctx.model,
        providerModel: endpoint.model,
        attempt,
        tokensIn: 0,
        tokensOut: 0,
        durationMs: Math.round(performance.now() - started),
        interviewId: ctx.interviewId,
        dialogId: ctx.dialogId,
        ...fields,
      });
      release();
    };
    try {
      const result = await run(controller.signal).finally(settle);
      log({ outcome: 'ok', tokensIn: result.tokensIn, tokensOut: result.tokensOut });
      return result.value;
    } catch (error) {
      const aborted = ctx.signal?.aborted ?? false;
      const failure = toAiError(error, timedOut && !aborted, aborted);
      logProviderFailure(ctx, endpoint, attempt, failure);
      const retryable =
        !aborted &&
        attempt <= maxRetries &&
        !failedAfterOutput.has(error as object) &&
        failure.details.kind !== 'invalid' &&
        (failure.details.kind === 'timeout' || isRetryable(error));
      // A provider that asks for a longer wait than one attempt may take is not ready for this caller (a respondent
      // may be waiting): giving up now keeps the call within its timeouts.
      const asked = retryAfterMs(error);
      const retry = retryable && (asked === undefined || asked <= timeoutMs);
      log({
        // An empty answer's thoughts were paid for.
        ...(failure instanceof EmptyAnswer ? failure.usage : {}),
        outcome: retry
          ? 'retry'
          : aborted
            ? 'aborted'
            : failure.details.kind === 'timeout'
              ? 'timeout'
              : failure.details.kind === 'invalid'
                ? 'invalid'
                : 'error',
        error: failure.details.status ? `${failure.details.status}: ${failure.message}` : failure.message,
      });
      if (!retry) throw failure;
      await sleep(retryDelayMs(error, attempt), ctx.signal).catch(() => {
        throw new AiError('The AI call was cancelled', { kind: 'aborted' });
      });
    }
  }
}

/** Free text from the model; an empty answer is asked for once more, then fails (EmptyAnswer). */
export async function generateText(ctx: CallContext, messages: ChatMessage[]): Promise<string> {
  const endpoint = requireEndpoint(ctx.model);
  // With de-identification on, the provider gets placeholders and the caller the originals back.
  const privacy = await outgoingPrivacy(ctx);
  const sent = privacy ? privacy.messages(messages) : messages;
  const ask = () =>
    withCallPolicy(ctx, endpoint, async (signal) => {
      const { content, tokensIn, tokensOut } = await complete(endpoint, { messages: sent }, signal);
      return { value: requireAnswer(content, { tokensIn, tokensOut }), tokensIn, tokensOut };
    });
  const answer = await askAgainIfEmpty(ask, ctx.signal);
  return privacy ? privacy.restore(answer) : answer;
}

/**
 * Streams free text; yields the whole answer so far each time it grows (a reasoning model's thoughts are never part
 * of it). Retries only before the first token; an empty answer, which showed nothing, is asked for once more, then
 * fails (EmptyAnswer).
 */
export async function* streamText(ctx: CallContext, messages: ChatMessage[]): AsyncGenerator<string, string> {
  const privacy = await outgoingPrivacy(ctx);
  const sent = privacy ? privacy.messages(messages) : messages;
  try {
    return yield* streamOnce(ctx, sent, privacy);
  } catch (error) {
    if (!(error instanceof EmptyAnswer) || ctx.signal?.aborted) throw error;
  }
  return yield* streamOnce(ctx, sent, privacy);
}

async function* streamOnce(ctx: CallContext, messages: ChatMessage[], privacy?: OutgoingPrivacy): AsyncGenerator<string, string> {
  const endpoint = requireEndpoint(ctx.model);
  const queue: string[] = [];
  let wake: (() => void) | undefined;
  let done = false;
  let failure: unknown;
  let text = '';
  const finished = withCallPolicy(ctx, endpoint, async (signal) => {
    text = '';
    try {
      const { tokensIn, tokensOut } = await stream(endpoint, { messages }, signal, (piece) => {
        text += piece;
        queue.push(text);
        wake?.();
      });
      // Thoughts whose block the chat template opened end with a lone closing tag, seen only now: the answer is what
      // follows it, and it replaces the text shown so far.
      const answer = withoutThinking(text);
      if (answer !== text) {
        text = answer;
        queue.push(text);
        wake?.();
      }
      return { value: requireAnswer(text, { tokensIn, tokensOut }), tokensIn, tokensOut };
    } catch (error) {
      // The caller has shown the words so far (a respondent is reading them): no second attempt.
      if (text && typeof error === 'object' && error !== null) failedAfterOutput.add(error);
      throw error;
    }
  })
    .then(
      () => void (done = true),
      (error) => {
        failure = error;
        done = true;
      },
    )
    .finally(() => wake?.());
  let shown = '';
  while (true) {
    // Each growth in turn, though several pieces may arrive in one read from the socket.
    const next = queue.shift();
    if (next !== undefined) {
      shown = privacy ? privacy.restoreSoFar(next) : next;
      yield shown;
      continue;
    }
    if (done) break;
    await new Promise<void>((resolve) => (wake = resolve));
    wake = undefined;
  }
  await finished;
  if (failure) throw failure;
  if (!privacy) return text;
  // A tail held back as a possible placeholder is shown once the answer is complete.
  const whole = privacy.restore(text);
  if (whole !== shown) yield whole;
  return whole;
}

// The interviewer's schemas are module constants, asked for on every turn: each is converted once.
const jsonSchemas = new WeakMap<z.ZodType, unknown>();
function jsonSchemaOf(schema: z.ZodType): unknown {
  let converted = jsonSchemas.get(schema);
  if (!converted) jsonSchemas.set(schema, (converted = z.toJSONSchema(schema, { target: 'draft-7' })));
  return converted;
}

/**
 * A reply that must match `schema`. It is asked for as the arguments of one forced tool call (the most widely
 * supported way to get structured output from OpenAI-compatible servers, and one that hands back the raw text
 * when it is not valid JSON), read liberally (`readStructured`), and repaired once by showing the model its answer
 * and the problem when it cannot be used as a whole. What fitting changed is added to `leniency` when given.
 */
export async function generateStructured<S extends z.ZodType>(
  ctx: CallContext,
  request: { schema: S; name: string; messages: ChatMessage[]; leniency?: Leniency },
): Promise<z.infer<S>> {
  const endpoint = requireEndpoint(ctx.model);
  const tool: ToolDefinition = {
    type: 'function',
    function: {
      name: request.name,
      description: `Return the ${request.name.replace(/_/g, ' ')}.`,
      parameters: jsonSchemaOf(request.schema),
    },
  };
  const ask = (messages: ChatMessage[]) =>
    withCallPolicy(ctx, endpoint, async (signal) => {
      const reply = await complete(
        endpoint,
        { messages, tools: [tool], tool_choice: { type: 'function', function: { name: request.name } } },
        signal,
      );
      // The tool call's arguments as the model wrote them, parsed or not; a server that answers in plain content is accepted too.
      return { value: reply.toolArguments ?? reply.content, tokensIn: reply.tokensIn, tokensOut: reply.tokensOut };
    });
  const privacy = await outgoingPrivacy(ctx);
  const sent = privacy ? privacy.messages(request.messages) : request.messages;
  const accept = (fitted: Extract<Fitted<z.infer<S>>, { ok: true }>) => {
    if (request.leniency) {
      request.leniency.trimmed += fitted.leniency.trimmed;
      request.leniency.omitted += fitted.leniency.omitted;
    }
    // Quotes come back with the originals, so they are checked against the messages as the respondent wrote them.
    return privacy ? privacy.restoreDeep(fitted.value) : fitted.value;
  };

  const first = await ask(sent);
  const checked = readStructured(request.schema, first, request.name);
  if (checked.ok) return accept(checked);
  recordAiCall({
    purpose: ctx.purpose,
    model: ctx.model,
    providerModel: endpoint.model,
    attempt: 1,
    tokensIn: 0,
    tokensOut: 0,
    durationMs: 0,
    outcome: 'invalid',
    error: checked.problem,
    interviewId: ctx.interviewId,
    dialogId: ctx.dialogId,
  });

  const repaired = await ask([
    ...sent,
    {
      role: 'user',
      content: `Your previous answer was:\n<previous_answer>\n${first}\n</previous_answer>\nIt was not valid: ${checked.problem}\nCall ${request.name} again with arguments that match its schema.`,
    },
  ]);
  const second = readStructured(request.schema, repaired, request.name);
  if (second.ok) return accept(second);
  throw new AiError(`The AI answer did not match the expected structure: ${second.problem}`, { kind: 'invalid' });
}

/**
 * A model's text read as `schema` asks, liberally: the JSON found in it (fenced, amid prose, or cut off and salvaged),
 * unwrapped from a tool call written as content, and fitted to the schema (`fitToSchema`). A cut-off answer counts
 * the item it lost, and is unusable when nothing of it is left.
 */
export function readStructured<S extends z.ZodType>(schema: S, text: string, toolName?: string): Fitted<z.infer<S>> {
  const read = readModelJson(text);
  if (!read) return { ok: false, problem: 'it was not JSON' };
  const fitted = fitToSchema(schema, read.json, toolName);
  if (!fitted.ok || !read.truncated) return fitted;
  if (isEmpty(fitted.value)) return { ok: false, problem: 'it was cut off before its first complete item' };
  return { ...fitted, leniency: { ...fitted.leniency, omitted: fitted.leniency.omitted + 1 } };
}

/** An answer with nothing in it: its lists are empty and it holds no other value. */
function isEmpty(value: unknown): boolean {
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object' && value !== null) return Object.values(value).every(isEmpty);
  return value === undefined;
}

function requireEndpoint(model: string): Endpoint {
  const endpoint = endpointFor(model);
  if (!endpoint) throw new AiError(`No endpoint is configured for the model "${model}"`, { kind: 'not-configured' });
  return endpoint;
}
