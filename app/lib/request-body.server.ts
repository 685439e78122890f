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
  return Response.json({ detail: `The request body is larger than ${limit} bytes.`, error: 'Request body too large' }, { status: 413, headers: { Connection: 'close' } });
}

/**
 * The body as text, read only up to `limit` bytes: a declared Content-Length over the limit is refused before reading,
 * and a chunked body is cut off as soon as it passes it. Throws a 413 Response.
 */
export async function readBodyText(request: Request, limit: number): Promise<string> {
  if (Number(request.headers.get('Content-Length') ?? 0) > limit) throw bodyTooLarge(limit);
  if (!request.body) return '';
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
  return Buffer.concat(chunks).toString('utf8');
}

/** The body parsed as JSON within `limit` bytes; null when it is not JSON. */
export async function readJsonBody(request: Request, limit: number): Promise<unknown> {
  const text = await readBodyText(request, limit);
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The form fields of a url-encoded or multipart post within `limit` bytes (files are not expected here). */
export async function readFormBody(request: Request, limit: number): Promise<FormData> {
  const text = await readBodyText(request, limit);
  const type = request.headers.get('Content-Type') ?? 'application/x-www-form-urlencoded';
  try {
    return await new Request(request.url, { method: 'POST', headers: { 'Content-Type': type }, body: text }).formData();
  } catch {
    return new FormData();
  }
}
