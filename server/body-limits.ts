import type { NextFunction, Request, Response } from 'express';

import { BODY_LIMITS } from '~/lib/request-body.server';

/**
 * The most a request to this path may send: what its route really needs; null for the upload routes, whose streaming
 * receivers check the length themselves and answer with the upload's own message. Remix's `.data` addresses count as
 * the route.
 */
export function bodyLimitFor(pathname: string): number | null {
  const path = pathname.replace(/\.data$/, '');
  if (path === '/api/speech-to-text' || /^\/interview\/setup\/[^/]+\/background$/.test(path)) return null;
  if (
    path.startsWith('/interview/setup/') ||
    path === '/create' ||
    path === '/api/generate-interview-guide' ||
    path === '/api/analytics-chat'
  ) {
    return BODY_LIMITS.setup;
  }
  return BODY_LIMITS.form;
}

/**
 * Refuses a body whose declared length is over its route's limit before anything reads it, and closes the connection
 * (the unread rest cannot be followed by another request). Bodies sent without a length are cut off by the readers
 * in app/lib/request-body.server.ts and the storage module.
 */
export function declaredBodyLimit(req: Request, res: Response, next: NextFunction) {
  const declared = Number(req.get('content-length') ?? 0);
  const limit = bodyLimitFor(req.path);
  if (limit === null || !(declared > limit)) return next();
  res.set('Connection', 'close');
  res.status(413).json({ detail: `The request body is larger than ${limit} bytes.`, error: 'Request body too large' });
}
