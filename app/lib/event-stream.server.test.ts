import { getEventListeners } from 'node:events';

import { expect, test } from 'vitest';

import { eventStream } from './event-stream.server';
import { serverStopSignal } from './server-stop.server';

test('a stream that ends leaves no listener on the server-wide stop signal or on its request', async () => {
  const before = getEventListeners(serverStopSignal(), 'abort').length;
  const requests = Array.from({ length: 20 }, () => new AbortController());
  const responses = requests.map((request, i) =>
    eventStream(request.signal, (send, close) => {
      send({ event: 'n', data: String(i) });
      // Half end on their own, half because their client goes away.
      if (i % 2 === 0) queueMicrotask(close);
      return () => undefined;
    }),
  );
  requests.forEach((request, i) => i % 2 === 1 && request.abort());
  const texts = await Promise.all(responses.map((response) => response.text()));
  expect(texts[0]).toContain('event: n\ndata: 0');
  expect(getEventListeners(serverStopSignal(), 'abort')).toHaveLength(before);
  for (const request of requests) expect(getEventListeners(request.signal, 'abort')).toHaveLength(0);
});

test('the caller’s headers go with the stream, two Set-Cookie of a Headers object included', async () => {
  const request = new AbortController();
  const headers = new Headers([
    ['Set-Cookie', 'dialog=1; Path=/interviews/x'],
    ['Set-Cookie', 'visitor=2; Path=/'],
    ['X-Extra', 'yes'],
  ]);
  const response = eventStream(request.signal, (_send, close) => (queueMicrotask(close), () => undefined), { headers });
  expect(response.headers.getSetCookie()).toEqual(['dialog=1; Path=/interviews/x', 'visitor=2; Path=/']);
  expect(response.headers.get('X-Extra')).toBe('yes');
  expect(response.headers.get('Content-Type')).toContain('text/event-stream');
  await response.text();
});
