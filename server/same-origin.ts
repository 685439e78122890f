import type { Request } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A write must come from this site. Browsers send Origin (and Sec-Fetch-Site) on every form post and fetch;
 * a request with neither comes from a non-browser client, which cannot carry a victim's cookie for us.
 */
export function isSameOrigin(req: Request): boolean {
  if (SAFE_METHODS.has(req.method)) return true;
  const origin = req.get('origin');
  if (origin && origin !== 'null') {
    const own = ownOrigin(req);
    return own !== undefined && parsedOrigin(origin) === own;
  }
  // Origin is 'null' under strict referrer policies and privacy tools: then the browser's Sec-Fetch-Site decides.
  const site = req.get('sec-fetch-site');
  if (origin === 'null') return site === 'same-origin';
  return !site || site === 'same-origin' || site === 'none';
}

/**
 * Whether the request shows it comes from this site, for a GET that changes something (the spec keeps a few): the
 * browser's Sec-Fetch-Site says same-origin (or none: typed in or a bookmark), else its Origin or Referer is this
 * site. Unlike a write, a request with none of them is refused: a link or image on another site sends no Origin, and
 * its page may withhold the Referer, in browsers too old to send Sec-Fetch-Site.
 */
export function provesSameOrigin(req: Request): boolean {
  const site = req.get('sec-fetch-site');
  if (site) return site === 'same-origin' || site === 'none';
  const own = ownOrigin(req);
  const origin = req.get('origin');
  const referer = req.get('referer');
  if (origin && origin !== 'null') return own !== undefined && parsedOrigin(origin) === own;
  return own !== undefined && referer !== undefined && parsedOrigin(referer) === own;
}

/**
 * This request's own origin: scheme, host and port, as a browser serialises an Origin header. `http://host` and
 * `https://host` are different sites. The scheme is req.protocol, which believes X-Forwarded-Proto (and the host
 * X-Forwarded-Host) only when 'trust proxy' is set.
 */
function ownOrigin(req: Request): string | undefined {
  const host = (req.app.get('trust proxy') && req.get('x-forwarded-host')) || req.get('host');
  return host ? parsedOrigin(`${req.protocol}://${host}`) : undefined;
}

function parsedOrigin(text: string): string | undefined {
  return URL.canParse(text) ? new URL(text).origin : undefined;
}
