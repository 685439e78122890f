/** A server-sent events response: `setup` gets `send` (and `close`, to end the stream) and returns its cleanup. */
export function eventStream(
  signal: AbortSignal,
  setup: (send: (event: { event?: string; data: string }) => void, close: () => void) => () => void,
  headers: HeadersInit = {},
): Response {
  const encoder = new TextEncoder();
  let cleanup: (() => void) | undefined;
  let closed = false;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const write = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          // The client went away between the check and the write.
        }
      };
      const close = () => {
        closed = true;
        clearInterval(heartbeat);
        cleanup?.();
        cleanup = undefined;
        try {
          controller.close();
        } catch {
          // Already closed.
        }
      };
      cleanup = setup(
        ({ event, data }) => {
          const lines = data.split('\n').map((line) => `data: ${line}`).join('\n');
          write(`${event ? `event: ${event}\n` : ''}${lines}\n\n`);
        },
        () => close(),
      );
      // `setup` may have closed the stream before its cleanup existed.
      if (closed) {
        cleanup?.();
        cleanup = undefined;
        return;
      }
      // A comment line now and then keeps proxies from closing an idle stream.
      heartbeat = setInterval(() => write(': keep-alive\n\n'), 25_000);
      write(': connected\n\n');
      if (signal.aborted) close();
      else signal.addEventListener('abort', close, { once: true });
    },
    cancel() {
      clearInterval(heartbeat);
      cleanup?.();
      cleanup = undefined;
    },
  });
  return new Response(stream, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
      ...headers,
    },
  });
}
