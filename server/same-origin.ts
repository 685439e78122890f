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
    try {
      const host = (req.app.get('trust proxy') && req.get('x-forwarded-host')) || req.get('host');
      return new URL(origin).host === host;
    } catch {
      return false;
    }
  }
  // Origin is 'null' under strict referrer policies and privacy tools: then the browser's Sec-Fetch-Site decides.
  const site = req.get('sec-fetch-site');
  if (origin === 'null') return site === 'same-origin';
  return !site || site === 'same-origin' || site === 'none';
}
