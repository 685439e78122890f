import { HTTP_STATUS } from './http-status';
import { discardReader } from './limited-body.server';

/** Body limits of the routes that take text (uploads have their own, in the storage module). */
export const BODY_LIMITS = {
  /** A chat send: a 2,000-character message as JSON, with room for escapes and a few attachment names. */
  chat: 32 * 1024,
  /** A small form: sign-in, a delete, a rename, a respondent's message. */
  form: 32 * 1024,
  /** The setup forms, whose prompts and question lists can be long. */
  setup: 512 * 1024,
} as const;

/**
 * 413 with a JSON body for API callers; a thrown Response is answered by Remix as it is. The connection is closed
 * after it, since the rest of the body is not read and the socket cannot carry another request.
 */
export function bodyTooLarge(limit: number): Response {
  return Response.json(
    { detail: `The request body is larger than ${limit} bytes.`, error: 'Request body too large' },
    { status: HTTP_STATUS.payloadTooLarge, headers: { Connection: 'close' } },
  );
}

/**
 * The body's bytes, read only up to `limit`: a declared Content-Length over the limit is refused before reading, and
 * a chunked body is cut off as soon as it passes it. Throws a 413 Response.
 */
async function readBodyBytes(request: Request, limit: number): Promise<Buffer> {
  if (Number(request.headers.get('Content-Length') ?? 0) > limit) throw bodyTooLarge(limit);
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Read and dropped (never kept), so the client sees the 413 instead of a reset connection.
      await discardReader(reader);
      throw bodyTooLarge(limit);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** The bytes as text, or null when they are not UTF-8 (a lenient decoder would store U+FFFD in their place). */
function utf8(bytes: Uint8Array): string | null {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return null;
  }
}

/** The body as text within `limit` bytes (see readBodyBytes); null when it is not UTF-8. */
export async function readBodyText(request: Request, limit: number): Promise<string | null> {
  return utf8(await readBodyBytes(request, limit));
}

/** The body parsed as JSON within `limit` bytes; null when it is not JSON (or not UTF-8, which JSON must be). */
export async function readJsonBody(request: Request, limit: number): Promise<unknown> {
  const text = await readBodyText(request, limit);
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * The form fields of a url-encoded or multipart post within `limit` bytes (files are not expected here). A body that
 * is not a form, not UTF-8, or has a percent-escape that is not UTF-8 gives an empty form, so the route refuses it
 * with its usual message; with `singleValued`, so does a form that sends a field twice (our forms never do, and
 * which value counts would be a guess).
 */
export async function readFormBody(request: Request, limit: number, options: { singleValued?: boolean } = {}): Promise<FormData> {
  const text = await readBodyText(request, limit);
  if (text === null) return new FormData();
  const type = request.headers.get('Content-Type') ?? 'application/x-www-form-urlencoded';
  let form: FormData | null;
  if (/^application\/x-www-form-urlencoded\b/i.test(type)) form = parseUrlEncoded(text);
  else {
    try {
      form = await new Request(request.url, { method: 'POST', headers: { 'Content-Type': type }, body: text }).formData();
    } catch {
      form = null;
    }
  }
  if (!form || (options.singleValued && new Set(form.keys()).size !== [...form.keys()].length)) return new FormData();
  return form;
}

/** application/x-www-form-urlencoded, strictly: null when an escape does not decode to UTF-8 (URLSearchParams would put U+FFFD in). */
function parseUrlEncoded(text: string): FormData | null {
  const form = new FormData();
  for (const pair of text.split('&')) {
    if (!pair) continue;
    const at = pair.indexOf('=');
    const [name, value] = at < 0 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)];
    try {
      form.append(decodeURIComponent(name.replace(/\+/g, ' ')), decodeURIComponent(value.replace(/\+/g, ' ')));
    } catch {
      return null;
    }
  }
  return form;
}
