import { describe, expect, test } from 'vitest';

import { cleanFileName, MalformedMultipart, multipartBoundary, parseHeaderValue, type PartHeaders, readMultipart } from './multipart';

class TooLarge extends Error {}

/** A reader that hands out `bytes` in chunks of `size`. */
function readerOf(bytes: Uint8Array, size = bytes.length || 1): ReadableStreamDefaultReader<Uint8Array> {
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + size));
      offset += size;
    },
  }).getReader();
}

type Read = PartHeaders & { text: string };

async function readAll(
  body: string | Uint8Array,
  options: { chunk?: number; maxBodyBytes?: number; skip?: string[] } = {},
): Promise<Read[]> {
  const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body;
  const parts: Read[] = [];
  await readMultipart(
    readerOf(bytes, options.chunk),
    'XyZ',
    { maxBodyBytes: options.maxBodyBytes ?? 1 << 20, tooLarge: () => new TooLarge() },
    async (headers, data) => {
      // A handler may leave a part unread; the reader skips the rest.
      if (options.skip?.includes(headers.name)) return;
      const chunks: Uint8Array[] = [];
      for await (const chunk of data) chunks.push(chunk);
      parts.push({ ...headers, text: Buffer.concat(chunks).toString('utf8') });
    },
  );
  return parts;
}

const BODY =
  'preamble to ignore\r\n' +
  '--XyZ\r\nContent-Disposition: form-data; name="dialogId"\r\n\r\nabc-123\r\n' +
  '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a=b;c.webm"\r\nContent-Type: audio/webm\r\n\r\n' +
  'line one\r\n-XyZ\r\n--XY\r\n-- XyZ\r\n--Xy\r\nend' +
  '\r\n--XyZ\r\nContent-Disposition: form-data; name="empty"\r\n\r\n' +
  '\r\n--XyZ--\r\nepilogue';

const EXPECTED: Read[] = [
  { name: 'dialogId', text: 'abc-123' },
  { name: 'file', filename: 'a=b;c.webm', contentType: 'audio/webm', text: 'line one\r\n-XyZ\r\n--XY\r\n-- XyZ\r\n--Xy\r\nend' },
  { name: 'empty', text: '' },
];

describe('readMultipart', () => {
  test('reads every part, whatever size the chunks arrive in', async () => {
    for (const chunk of [1, 2, 3, 5, 7, 64, 100_000]) expect(await readAll(BODY, { chunk }), `chunks of ${chunk}`).toEqual(EXPECTED);
  });

  test('a part the handler does not read is skipped', async () => {
    expect(await readAll(BODY, { chunk: 3, skip: ['file'] })).toEqual([EXPECTED[0], EXPECTED[2]]);
  });

  test('binary content passes through unchanged', async () => {
    const bytes = Uint8Array.from({ length: 3000 }, (_, i) => (i * 7) % 256);
    const body = Buffer.concat([
      Buffer.from('--XyZ\r\nContent-Disposition: form-data; name="file"; filename="x.bin"\r\n\r\n'),
      bytes,
      Buffer.from('\r\n--XyZ--'),
    ]);
    const received: Uint8Array[] = [];
    await readMultipart(readerOf(body, 17), 'XyZ', { maxBodyBytes: 1 << 20, tooLarge: () => new TooLarge() }, async (_headers, data) => {
      for await (const chunk of data) received.push(chunk);
    });
    expect(new Uint8Array(Buffer.concat(received))).toEqual(bytes);
  });

  test('a body that ends inside a part, or never starts, is malformed', async () => {
    await expect(readAll('--XyZ\r\nContent-Disposition: form-data; name="a"\r\n\r\ncut off')).rejects.toBeInstanceOf(MalformedMultipart);
    await expect(readAll('no boundary at all')).rejects.toBeInstanceOf(MalformedMultipart);
    await expect(readAll('')).rejects.toBeInstanceOf(MalformedMultipart);
  });

  test('parts without a usable Content-Disposition are malformed', async () => {
    await expect(readAll('--XyZ\r\nContent-Type: text/plain\r\n\r\nx\r\n--XyZ--')).rejects.toBeInstanceOf(MalformedMultipart);
    await expect(readAll('--XyZ\r\nno colon\r\n\r\nx\r\n--XyZ--')).rejects.toBeInstanceOf(MalformedMultipart);
    await expect(readAll('--XyZ\r\nContent-Disposition: attachment; name="a"\r\n\r\nx\r\n--XyZ--')).rejects.toBeInstanceOf(
      MalformedMultipart,
    );
    await expect(readAll('--XyZ\r\nContent-Disposition: form-data; filename="a.png"\r\n\r\nx\r\n--XyZ--')).rejects.toBeInstanceOf(
      MalformedMultipart,
    );
  });

  test('headers that never end are malformed rather than kept in memory', async () => {
    const endless = '--XyZ\r\nContent-Disposition: form-data; name="a"\r\nX-Pad: ' + 'p'.repeat(40_000);
    await expect(readAll(endless, { chunk: 1000 })).rejects.toBeInstanceOf(MalformedMultipart);
  });

  test('past the byte limit the caller’s error is thrown', async () => {
    await expect(readAll(BODY, { maxBodyBytes: 100, chunk: 10 })).rejects.toBeInstanceOf(TooLarge);
  });
});

describe('parseHeaderValue', () => {
  test('quoted values may hold =, ; and escaped quotes', () => {
    expect(parseHeaderValue('form-data; name="file"; filename="a=b; c\\"d.png"')).toEqual({
      value: 'form-data',
      params: { name: 'file', filename: 'a=b; c"d.png' },
    });
  });

  test('unquoted values, odd spacing, upper-case names and repeated parameters', () => {
    expect(parseHeaderValue('form-data;NAME=file ;  filename = x.png; name="second"')).toEqual({
      value: 'form-data',
      params: { name: 'file', filename: 'x.png' },
    });
  });

  test('an unterminated quote runs to the end; a parameter without a value is skipped', () => {
    expect(parseHeaderValue('form-data; flag; name="a"; filename="open.png')).toEqual({
      value: 'form-data',
      params: { name: 'a', filename: 'open.png' },
    });
    expect(parseHeaderValue('form-data')).toEqual({ value: 'form-data', params: {} });
    expect(parseHeaderValue('form-data; name="say "hi"=1"; filename="x"')).toEqual({
      value: 'form-data',
      params: { name: 'say ', filename: 'x' },
    });
  });
});

describe('multipartBoundary', () => {
  test('reads plain and quoted boundaries of multipart/form-data only', () => {
    expect(multipartBoundary('multipart/form-data; boundary=----abc')).toBe('----abc');
    expect(multipartBoundary('Multipart/Form-Data; boundary="a b;c"')).toBe('a b;c');
    expect(multipartBoundary('application/x-www-form-urlencoded')).toBeNull();
    expect(multipartBoundary('multipart/form-data')).toBeNull();
    expect(multipartBoundary(`multipart/form-data; boundary=${'x'.repeat(71)}`)).toBeNull();
    expect(multipartBoundary(null)).toBeNull();
  });
});

describe('cleanFileName', () => {
  test('keeps the last path segment without control characters', () => {
    expect(cleanFileName('C:\\Users\\me\\photo.png')).toBe('photo.png');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('tab\there\r\n.png')).toBe('tabhere.png');
    expect(cleanFileName('a=b "c".png')).toBe('a=b "c".png');
    expect(cleanFileName('x'.repeat(300))).toHaveLength(255);
  });
});
