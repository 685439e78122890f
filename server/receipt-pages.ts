import type { NextFunction, Request, Response } from 'express';

import { RECEIPT_PATH_PREFIX } from '~/features/receipt/receipt-tokens.server';
import { INVITE_PATH_PREFIX } from '~/features/teams/invitations.server';

/** Where a link's token is the last part of the path: a receipt, an invitation or a reset link. */
const TOKEN_PATH_PREFIXES = [RECEIPT_PATH_PREFIX, INVITE_PATH_PREFIX];

/** A request line or URL with the token of a receipt, invitation or reset link masked, for logs. */
export function maskLinkTokens(url: string): string {
  return TOKEN_PATH_PREFIXES.reduce((masked, prefix) => masked.replace(new RegExp(`${prefix}[^/?#\\s]+`, 'g'), `${prefix}[token]`), url);
}

/**
 * The respondent's receipt pages carry their token in the address: nothing on them may pass it on. No Referer leaves
 * them (the page makes no third-party requests either), no cache keeps them, no search engine lists them. Set after
 * helmet, whose site-wide referrer policy this replaces on these pages only: the same-origin check still passes their
 * form posts by Sec-Fetch-Site. An invitation or reset link (`/invite/{token}`) is treated the same way.
 */
export function receiptPageHeaders(req: Request, res: Response, next: NextFunction) {
  if (!TOKEN_PATH_PREFIXES.some((prefix) => req.path.startsWith(prefix))) return next();
  res.setHeader('Referrer-Policy', 'no-referrer');
  // Under that policy a browser's form post says `Origin: null`, with Sec-Fetch-Site to tell where it came from. Remix
  // refuses an action whose Origin is not this host, "null" included, so a post its own page made (same-origin) goes on
  // without the header; one from anywhere else keeps it, and the same-origin check refuses it.
  if (req.method === 'POST' && req.get('origin') === 'null' && req.get('sec-fetch-site') === 'same-origin') delete req.headers.origin;
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<typeof writeHead>) {
    this.setHeader('Cache-Control', 'private, no-store');
    return writeHead.apply(this, args);
  } as typeof writeHead;
  next();
}
