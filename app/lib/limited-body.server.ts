/** How much of a refused body is read and dropped, so the browser sees the answer instead of a reset connection. */
const MAX_DISCARD_BYTES = 64 * 1024 * 1024;

/** Reads and drops what is left of a request body. */
export async function discardBody(request: Request): Promise<void> {
  if (request.body && !request.bodyUsed && !request.body.locked) await discardReader(request.body.getReader());
}

/** Reads and drops what is left of a body whose reader is already taken; past 64 MB the connection is cut instead. */
export async function discardReader(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
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
