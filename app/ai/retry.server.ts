/** When and how long to wait before trying an AI call again. */
import { HTTP_STATUS } from '~/lib/http-status';

const BASE_DELAY_MS = 500;
const MAX_DELAY_MS = 20_000;
/** A Retry-After longer than this is not worth holding a request open for. */
const MAX_RETRY_AFTER_MS = 60_000;

type ErrorLike = { status?: number; headers?: unknown; name?: string; code?: string; cause?: unknown; message?: string };

export function statusOf(error: unknown): number | undefined {
  const status = (error as ErrorLike | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

export function isTimeout(error: unknown): boolean {
  const e = error as ErrorLike | null;
  return e?.name === 'TimeoutError' || /timed? ?out/i.test(e?.message ?? '');
}

/** 429, 5xx, timeouts and dropped connections are worth another try; other answers are final. */
export function isRetryable(error: unknown): boolean {
  const status = statusOf(error);
  if (status !== undefined) {
    return status === HTTP_STATUS.tooManyRequests || status === HTTP_STATUS.requestTimeout || status >= HTTP_STATUS.internalServerError;
  }
  const e = error as ErrorLike | null;
  if (e?.name === 'AbortError') return false;
  if (isTimeout(error)) return true;
  // A garbled body (cut off by a proxy, say) is a transport fault; the next attempt usually reads cleanly.
  if (e?.name === 'SyntaxError') return true;
  return /ECONNRESET|ECONNREFUSED|EPIPE|socket hang up|fetch failed|Connection error/i.test(`${e?.code ?? ''} ${e?.message ?? ''}`);
}

/** Retry-After in milliseconds (seconds or an HTTP date), if the provider sent one. */
export function retryAfterMs(error: unknown, now = Date.now()): number | undefined {
  const headers = (error as ErrorLike | null)?.headers;
  let value: string | null | undefined;
  if (headers instanceof Headers) value = headers.get('retry-after');
  else if (headers && typeof headers === 'object') value = (headers as Record<string, string>)['retry-after'];
  if (!value) return undefined;
  const seconds = Number(value);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(value) - now;
  return Number.isFinite(ms) ? Math.min(Math.max(0, ms), MAX_RETRY_AFTER_MS) : undefined;
}

/** Exponential backoff with full jitter; the provider's Retry-After wins when it is given. */
export function retryDelayMs(error: unknown, attempt: number, random: () => number = Math.random): number {
  const asked = retryAfterMs(error);
  if (asked !== undefined) return asked;
  const ceiling = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** (attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
