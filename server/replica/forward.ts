import type { ServerBuild } from '@remix-run/node';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

import type { InstanceRole } from '~/lib/instance-role.server';

import { needsPrimary } from './primary-routes';
import { proxyTo } from './proxy';

// Fly's proxy keeps a request's body to replay it, up to 1 MB; larger bodies (uploads) are proxied instead.
const REPLAYABLE_BYTES = 1_000_000;

function replayable(req: Request): boolean {
  const length = req.get('content-length');
  if (length !== undefined) return Number(length) <= REPLAYABLE_BYTES;
  return req.get('transfer-encoding') === undefined;
}

/**
 * On a read replica: every write, and the reads that must happen on the primary (primary-routes.ts), go to the
 * primary; the rest is served here. On Fly, with the primary's machine known, Fly's proxy is asked to replay the
 * request there (`fly-replay`); otherwise the request is proxied to the primary's URL.
 */
export function forwardToPrimary(
  role: Extract<InstanceRole, { kind: 'replica' }>,
  build: ServerBuild | (() => Promise<ServerBuild>),
): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const { routes } = typeof build === 'function' ? await build() : build;
      if (!needsPrimary(routes, req.method, req.path)) return next();
      const instance = role.instance();
      if (instance && replayable(req)) {
        res.set('fly-replay', `instance=${instance}`).status(409).end();
        return;
      }
      proxyTo(role.url, req, res);
    } catch (error) {
      next(error);
    }
  };
}
