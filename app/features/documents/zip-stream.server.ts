import { Zip, ZipDeflate } from 'fflate';

/** One file of a zip: its name and its content, produced piece by piece. */
export type ZipEntry = { name: string; content: Iterable<string | Uint8Array>; level?: 0 | 1 | 6 };

/** Bytes of zip output gathered before they are handed to the response. */
const CHUNK_BYTES = 64 * 1024;

/**
 * A zip written as it is read: each pull deflates entries piece by piece until about CHUNK_BYTES are ready, so
 * memory holds one chunk of output and whatever the content generators hold (a batch of rows), not the whole file.
 */
export function zipStream(entries: Iterable<ZipEntry>): ReadableStream<Uint8Array> {
  const ready: Uint8Array[] = [];
  let readyBytes = 0;
  let finished = false;
  let failure: Error | null = null;
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      failure = error;
      return;
    }
    ready.push(chunk);
    readyBytes += chunk.length;
    if (final) finished = true;
  });
  const encoder = new TextEncoder();
  const files = entries[Symbol.iterator]();
  let current: { file: ZipDeflate; pieces: Iterator<string | Uint8Array> } | null = null;

  /** Pushes the next piece of work into the zip (a new entry, a piece of one, its end, or the zip's end). */
  let ended = false;
  const step = () => {
    if (ended) throw new Error('zip: ended without its final chunk');
    if (!current) {
      const next = files.next();
      if (next.done) {
        ended = true;
        zip.end();
        return;
      }
      const file = new ZipDeflate(next.value.name, { level: next.value.level ?? 6 });
      zip.add(file);
      current = { file, pieces: next.value.content[Symbol.iterator]() };
    }
    const piece = current.pieces.next();
    if (piece.done) {
      current.file.push(new Uint8Array(0), true);
      current = null;
    } else {
      current.file.push(typeof piece.value === 'string' ? encoder.encode(piece.value) : piece.value);
    }
  };

  const take = () => {
    const out = new Uint8Array(readyBytes);
    let at = 0;
    for (const chunk of ready) {
      out.set(chunk, at);
      at += chunk.length;
    }
    ready.length = 0;
    readyBytes = 0;
    return out;
  };

  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        // Yielding between chunks lets other requests run while a large export is written.
        await new Promise((resolve) => setImmediate(resolve));
        while (!finished && readyBytes < CHUNK_BYTES) {
          step();
          if (failure) throw failure;
        }
        if (readyBytes > 0) controller.enqueue(take());
        if (finished) controller.close();
      },
      cancel() {
        // The download was abandoned: let the generator that reads rows end now.
        current?.pieces.return?.();
      },
    },
    { highWaterMark: 1 },
  );
}
