import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';

/** How much of a refused body is read and dropped, so the browser sees the answer instead of a reset connection. */
const MAX_DISCARD_BYTES = 64 * 1024 * 1024;

/**
 * Writes an uploaded part to `file`, failing with `tooLarge()` as soon as more than `maxBytes` have arrived, and keeps
 * its first `signatureBytes` so the type can be checked by content.
 */
export async function writeLimited(
  data: AsyncIterable<Uint8Array>,
  file: string,
  limits: { maxBytes: number; signatureBytes: number; tooLarge: () => Error },
): Promise<{ size: number; head: Uint8Array }> {
  let size = 0;
  const head = new Uint8Array(limits.signatureBytes);
  let headLength = 0;
  await pipeline(async function* () {
    for await (const chunk of data) {
      size += chunk.byteLength;
      if (size > limits.maxBytes) throw limits.tooLarge();
      if (headLength < limits.signatureBytes) {
        const take = chunk.subarray(0, limits.signatureBytes - headLength);
        head.set(take, headLength);
        headLength += take.byteLength;
      }
      yield chunk;
    }
  }, fs.createWriteStream(file, { flags: 'wx', mode: 0o600 }));
  return { size, head: head.subarray(0, headLength) };
}

/** The request with its body cut off after `limit` bytes; the rest can be discarded without keeping it. */
export function limitBody(request: Request, limit: number, tooLarge: () => Error) {
  const reader = request.body?.getReader();
  let total = 0;
  let exceeded = false;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = reader ? await reader.read() : { done: true as const, value: undefined };
      if (next.done) return controller.close();
      total += next.value.byteLength;
      if (total > limit) {
        exceeded = true;
        return controller.error(tooLarge());
      }
      controller.enqueue(next.value);
    },
  });
  const limited = new Request(request.url, { method: request.method, headers: request.headers, body: stream, duplex: 'half' } as RequestInit);
  return { request: limited, exceeded: () => exceeded, discardRest: () => (reader ? discard(reader) : Promise.resolve()) };
}

/** Reads and drops what is left of a request body. */
export async function discardBody(request: Request): Promise<void> {
  if (request.body && !request.bodyUsed && !request.body.locked) await discard(request.body.getReader());
}

async function discard(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  let discarded = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      discarded += value.byteLength;
      if (discarded > MAX_DISCARD_BYTES) return void (await reader.cancel());
    }
  } catch {
    // The client went away; nothing is left to read.
  }
}
