import { registerStream, type StreamHolder } from './open-streams.server';
import { serverStopSignal } from './server-stop.server';

/**
 * A server-sent events response: `setup` gets `send` (and `close`, to end the stream) and returns its cleanup.
 * A stream that listens for changes ends when the server begins to stop; a reply being streamed
 * (`endOnServerStop: false`) is finished first. A signed-in `holder`'s stream counts against the caps of open streams
 * per session and per user (open-streams.server.ts), and ends when the interview it watches is deleted; a respondent's
 * reply, which ends by itself, has none and is bounded by the cap of connections per address.
 */
export function eventStream(
  signal: AbortSignal,
  setup: (send: (event: { event?: string; data: string }) => void, close: () => void) => () => void,
  {
    headers = {},
    endOnServerStop = true,
    holder = null,
  }: { headers?: HeadersInit; endOnServerStop?: boolean; holder?: StreamHolder | null } = {},
): Response {
  const encoder = new TextEncoder();
  let cleanup: (() => void) | undefined;
  let closed = false;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let unlisten = () => {};
  let unregister = () => {};
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
        // The stop signal lives as long as the server: a listener left on it would keep every ended stream alive.
        unlisten();
        unregister();
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
          const lines = data
            .split('\n')
            .map((line) => `data: ${line}`)
            .join('\n');
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
      if (holder) unregister = registerStream(holder, close);
      // A comment line now and then keeps proxies from closing an idle stream.
      heartbeat = setInterval(() => write(': keep-alive\n\n'), 25_000);
      write(': connected\n\n');
      // A server that is stopping ends its streams, so browsers reconnect (EventSource does) to the next process.
      const stopping = endOnServerStop ? serverStopSignal() : undefined;
      if (signal.aborted || stopping?.aborted) close();
      else {
        signal.addEventListener('abort', close, { once: true });
        stopping?.addEventListener('abort', close, { once: true });
        unlisten = () => {
          signal.removeEventListener('abort', close);
          stopping?.removeEventListener('abort', close);
        };
      }
    },
    cancel() {
      clearInterval(heartbeat);
      unlisten();
      unregister();
      cleanup?.();
      cleanup = undefined;
    },
  });
  // The caller's headers are appended, not spread: a Headers object spreads to nothing, and may hold two Set-Cookie.
  const all = new Headers({
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
  });
  new Headers(headers).forEach((value, name) => (name === 'set-cookie' ? undefined : all.set(name, value)));
  for (const cookie of new Headers(headers).getSetCookie()) all.append('Set-Cookie', cookie);
  return new Response(stream, { headers: all });
}
