import http from 'node:http';
import https from 'node:https';

import type { Request, Response } from 'express';

import { serverStopSignal } from '~/lib/server-stop.server';

// Headers about one connection, not the request: never passed on (RFC 9110 §7.6.1).
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

const agents = { 'http:': new http.Agent({ keepAlive: true }), 'https:': new https.Agent({ keepAlive: true }) };

function withoutHopByHop(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name, value]) => value !== undefined && !HOP_BY_HOP.has(name)));
}

/**
 * Hands the request to the server at `base` as it came (same path, method, headers and Host, the body streamed) and
 * streams its answer back untouched: status, Set-Cookie, redirects, event streams.
 */
export function proxyTo(base: string, req: Request, res: Response): void {
  const target = new URL(req.originalUrl, base);
  const headers = withoutHopByHop(req.headers);
  // The client as this replica's TRUST_PROXY resolved it, and nothing a client could have written itself: the primary
  // (TRUST_PROXY=1 or more) takes the last entry, so it counts limits against the same address the replica saw.
  headers['x-forwarded-for'] = req.ip ?? req.socket.remoteAddress ?? '';
  headers['x-forwarded-proto'] = req.protocol;
  const transport = target.protocol === 'https:' ? https : http;
  const outgoing = transport.request(
    target,
    { method: req.method, headers, agent: agents[target.protocol as 'http:' | 'https:'] },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, withoutHopByHop(answer.headers));
      answer.pipe(res);
      answer.on('error', () => res.destroy());
      // When this process stops, the event streams it carries end like its own, so browsers reconnect elsewhere.
      if (String(answer.headers['content-type']).startsWith('text/event-stream')) {
        const stop = serverStopSignal();
        const end = () => {
          outgoing.destroy();
          res.end();
        };
        if (stop.aborted) end();
        stop.addEventListener('abort', end, { once: true });
        res.on('close', () => stop.removeEventListener('abort', end));
      }
    },
  );
  outgoing.on('error', () => {
    if (res.headersSent) return void res.destroy();
    const message = 'The server that records answers could not be reached. Please try again in a moment.';
    // JSON for scripts (and clients that accept anything), a plain sentence for a browser's form post.
    res.status(502).format({ json: () => res.json({ error: message }), html: () => res.type('text/plain').send(message) });
  });
  // A visitor who leaves (a closed event stream, a cancelled upload) ends the request to the primary too.
  res.on('close', () => {
    if (!res.writableFinished) outgoing.destroy();
  });
  req.pipe(outgoing);
}
