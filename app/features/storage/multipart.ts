/**
 * A streaming reader for multipart/form-data bodies (RFC 7578). Our own rather than Remix's
 * unstable_parseMultipartFormData: its header parser splits `name=value` at the first `=` and the parameters at
 * every `;` without regard to quotes, so a file called `a=b.png` or `a;b.png` (which browsers send as they are)
 * made it throw an error nothing could tell from a server fault. Here a quoted value may hold any character, and
 * anything malformed is a MalformedMultipart.
 */

/** The body is not multipart/form-data, or not well formed. */
export class MalformedMultipart extends Error {}

export type PartHeaders = {
  /** The form field's name. */
  name: string;
  /** Present (possibly empty) for a file part: the base name the browser sent, without control characters. */
  filename?: string;
  contentType?: string;
};

/** The part's bytes, read once and in order; what the handler leaves unread is skipped. */
export type PartData = AsyncIterable<Uint8Array>;

export type MultipartLimits = {
  /** The most bytes the whole body may have; `tooLarge()` is thrown past it. */
  maxBodyBytes: number;
  tooLarge: () => Error;
};

const MAX_HEADER_BYTES = 16 * 1024;
const CRLF = Buffer.from('\r\n');
const HEADERS_END = Buffer.from('\r\n\r\n');

/** The boundary of a multipart/form-data Content-Type, or null for any other type. */
export function multipartBoundary(contentType: string | null): string | null {
  if (!contentType) return null;
  const { value, params } = parseHeaderValue(contentType);
  if (value.toLowerCase() !== 'multipart/form-data') return null;
  const boundary = params.boundary;
  // RFC 2046: 1 to 70 characters.
  return boundary && boundary.length <= 70 ? boundary : null;
}

/**
 * A header value and its parameters: `form-data; name="file"; filename="a=b;c.png"`. A quoted value ends at the
 * next unescaped quote (a backslash escapes the next character) or at the end of the header; parameter names are
 * lower-cased; the first occurrence of a parameter wins. Never throws.
 */
export function parseHeaderValue(header: string): { value: string; params: Record<string, string> } {
  let i = header.indexOf(';');
  const value = (i < 0 ? header : header.slice(0, i)).trim();
  const params: Record<string, string> = {};
  if (i < 0) return { value, params };
  while (i < header.length) {
    // At a ';' (or past the end): read the next `key=value`.
    i += 1;
    const equals = header.indexOf('=', i);
    const semicolon = header.indexOf(';', i);
    if (equals < 0) break;
    if (semicolon >= 0 && semicolon < equals) {
      // A parameter without a value: skip it.
      i = semicolon;
      continue;
    }
    const key = header.slice(i, equals).trim().toLowerCase();
    i = equals + 1;
    while (header[i] === ' ' || header[i] === '\t') i += 1;
    let text = '';
    if (header[i] === '"') {
      i += 1;
      while (i < header.length && header[i] !== '"') {
        if (header[i] === '\\' && i + 1 < header.length) i += 1;
        text += header[i];
        i += 1;
      }
      // Past the closing quote, anything up to the next ';' is not part of the value.
      const next = header.indexOf(';', i);
      i = next < 0 ? header.length : next;
    } else {
      const next = header.indexOf(';', i);
      const end = next < 0 ? header.length : next;
      text = header.slice(i, end).trim();
      i = end;
    }
    if (key && !Object.hasOwn(params, key)) params[key] = text;
  }
  return { value, params };
}

/** The name kept for a file: its last path segment, without control characters, at most 255 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  return (
    base
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f]/g, '')
      .trim()
      .slice(0, 255)
  );
}

function parsePartHeaders(block: string): PartHeaders {
  let disposition: { value: string; params: Record<string, string> } | undefined;
  let contentType: string | undefined;
  for (const line of block.split('\r\n')) {
    if (!line) continue;
    const colon = line.indexOf(':');
    if (colon < 0) throw new MalformedMultipart('A part header has no colon.');
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === 'content-disposition') disposition = parseHeaderValue(value);
    else if (name === 'content-type') contentType = value;
  }
  if (!disposition || disposition.value.toLowerCase() !== 'form-data' || disposition.params.name === undefined) {
    throw new MalformedMultipart('A part has no form-data Content-Disposition with a name.');
  }
  const { name, filename } = disposition.params;
  return { name, ...(filename === undefined ? {} : { filename: cleanFileName(filename) }), ...(contentType ? { contentType } : {}) };
}

/**
 * Reads a multipart body part by part, handing each to `onPart` with a stream of its bytes; nothing is buffered
 * beyond one chunk and a boundary's length. Throws MalformedMultipart for a broken body (including one that ends
 * early) and `limits.tooLarge()` as soon as the body passes `limits.maxBodyBytes`.
 */
export async function readMultipart(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  boundary: string,
  limits: MultipartLimits,
  onPart: (headers: PartHeaders, data: PartData) => Promise<void>,
): Promise<void> {
  // The body's first boundary has no line break before it; starting with one lets every boundary match alike.
  let buffer: Buffer = Buffer.from(CRLF);
  let total = 0;
  let ended = false;
  const delimiter = Buffer.from(`\r\n--${boundary}`);

  /** Appends the next chunk of the body; false at its end. */
  async function fill(): Promise<boolean> {
    if (ended) return false;
    const next = await reader.read();
    if (next.done) {
      ended = true;
      return false;
    }
    total += next.value.byteLength;
    if (total > limits.maxBodyBytes) throw limits.tooLarge();
    const chunk = Buffer.from(next.value.buffer, next.value.byteOffset, next.value.byteLength);
    buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
    return true;
  }

  async function need(bytes: number): Promise<void> {
    while (buffer.length < bytes) if (!(await fill())) throw new MalformedMultipart('The body ended early.');
  }

  // The preamble before the first boundary is ignored.
  for (;;) {
    const at = buffer.indexOf(delimiter);
    if (at >= 0) {
      buffer = buffer.subarray(at + delimiter.length);
      break;
    }
    buffer = buffer.subarray(Math.max(0, buffer.length - delimiter.length + 1));
    if (!(await fill())) throw new MalformedMultipart('No boundary found.');
  }

  for (;;) {
    // After a boundary: `--` closes the body; otherwise optional padding and a line break open a part.
    await need(2);
    if (buffer[0] === 0x2d && buffer[1] === 0x2d) return;
    let lineEnd: number;
    while ((lineEnd = buffer.indexOf(CRLF)) < 0) {
      if (buffer.length > 256) throw new MalformedMultipart('A boundary line is too long.');
      await need(buffer.length + 1);
    }
    if (buffer.subarray(0, lineEnd).toString('latin1').trim() !== '') throw new MalformedMultipart('A boundary is followed by text.');
    buffer = buffer.subarray(lineEnd + CRLF.length);

    // Headers end at an empty line; a part may have none at all.
    let headerBlock: string;
    await need(2);
    if (buffer[0] === 0x0d && buffer[1] === 0x0a) {
      headerBlock = '';
      buffer = buffer.subarray(2);
    } else {
      let end: number;
      while ((end = buffer.indexOf(HEADERS_END)) < 0) {
        if (buffer.length > MAX_HEADER_BYTES) throw new MalformedMultipart('The part headers are too long.');
        await need(buffer.length + 1);
      }
      headerBlock = buffer.subarray(0, end).toString('utf8');
      buffer = buffer.subarray(end + HEADERS_END.length);
    }
    const headers = parsePartHeaders(headerBlock);

    let partDone = false;
    async function* body(): AsyncGenerator<Uint8Array> {
      for (;;) {
        const at = buffer.indexOf(delimiter);
        if (at >= 0) {
          const last = buffer.subarray(0, at);
          buffer = buffer.subarray(at + delimiter.length);
          partDone = true;
          if (last.length) yield last;
          return;
        }
        // Everything but a possible start of the delimiter can go now.
        const keep = Math.min(buffer.length, delimiter.length - 1);
        if (buffer.length > keep) {
          const out = buffer.subarray(0, buffer.length - keep);
          buffer = buffer.subarray(buffer.length - keep);
          yield out;
        }
        if (!(await fill())) throw new MalformedMultipart('The body ended inside a part.');
      }
    }
    const iterator = body();
    // Without a `return` method, a handler that stops reading early does not close the part: the rest is skipped below.
    const data: PartData = { [Symbol.asyncIterator]: () => ({ next: () => iterator.next() }) };
    await onPart(headers, data);
    while (!partDone) await iterator.next();
  }
}
