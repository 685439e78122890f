import fs from 'node:fs';

import type { NextFunction, Request, RequestHandler, Response } from 'express';

import { HTTP_STATUS } from '~/lib/http-status';

export const TOO_MANY_CONNECTIONS = 'Too many open connections from your address. Close some tabs and try again.';

/**
 * Refuses a request while its client address already has `limit()` requests in flight (an open event stream is one
 * until it ends), so one address cannot hold every socket the process may open. `keyOf` gives the address as the
 * app's load context knows it (behind a proxy, the forwarded one).
 */
export function capConnectionsPerAddress(keyOf: (req: Request, res: Response) => string, limit: () => number): RequestHandler {
  const inFlight = new Map<string, number>();
  return (req: Request, res: Response, next: NextFunction) => {
    const key = keyOf(req, res);
    const count = inFlight.get(key) ?? 0;
    if (count >= limit()) {
      res.status(HTTP_STATUS.tooManyRequests).set('Retry-After', '10').type('text/plain').send(TOO_MANY_CONNECTIONS);
      return;
    }
    inFlight.set(key, count + 1);
    // 'close' comes once, when the response has been sent or the client went away.
    res.once('close', () => {
      const left = (inFlight.get(key) ?? 1) - 1;
      if (left > 0) inFlight.set(key, left);
      else inFlight.delete(key);
    });
    next();
  };
}

/** The soft limit on open files (RLIMIT_NOFILE) from Linux's /proc/self/limits; null where it cannot be read. */
export function openFileLimit(readLimits: () => string = () => fs.readFileSync('/proc/self/limits', 'utf8')): number | null {
  try {
    const line = readLimits()
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const soft = line?.slice('Max open files'.length).trim().split(/\s+/)[0];
    if (soft === 'unlimited') return null;
    const value = Number(soft);
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/** What the platforms we run on give a process when nothing else is known (Linux's and macOS's usual soft limit). */
const FALLBACK_FILE_LIMIT = 1024;

/**
 * The server's `maxConnections`: a fifth of the file limit is kept for what is not a client's socket (the database and
 * its journal, provider calls, uploads, logs), so at the cap new connections are refused while /healthz, the
 * database and the AI calls still work. MAX_CONNECTIONS may set it lower, never higher.
 */
export function maxConnectionsFor(fileLimit: number | null, configured?: number): number {
  const ceiling = Math.max(16, Math.floor((fileLimit ?? FALLBACK_FILE_LIMIT) * 0.8));
  return configured ? Math.min(configured, ceiling) : ceiling;
}
