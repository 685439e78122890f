import type { NextFunction, Request, Response } from 'express';

export const PRIVATE_NO_STORE = 'private, no-store';

// A dialog's respondent pages and their single-fetch data: /interviews/{id}, /dialogs/{shortLink}, and `.data`.
const RESPONDENT_PAGE = /^\/(?:interviews|dialogs)\/[^/]+?(?:\.data)?$/;
const SESSION_COOKIE = /(?:^|;\s*)__session=/;

/**
 * What the app answers a signed-in researcher (any request carrying the session cookie: pages, `.data`, resource
 * routes) or a respondent on a dialog's pages is kept out of shared caches and off a shared computer's disk. A route
 * that chose its own Cache-Control (a download, a recording, a content-addressed image) keeps it; static files are
 * served before this and keep theirs.
 */
export function keepPrivateAnswersUncached(req: Request, res: Response, next: NextFunction) {
  if (!SESSION_COOKIE.test(req.headers.cookie ?? '') && !RESPONDENT_PAGE.test(req.path)) return next();
  // The Remix adapter copies the route's headers onto the response just before writing them: decide then.
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<typeof writeHead>) {
    if (!this.hasHeader('Cache-Control')) this.setHeader('Cache-Control', PRIVATE_NO_STORE);
    return writeHead.apply(this, args);
  } as typeof writeHead;
  next();
}
