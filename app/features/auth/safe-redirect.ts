export const DEFAULT_REDIRECT = '/dashboard';

const BASE = 'http://same.invalid';

// A path a browser could read as another host: `//host`, `/\host`.
const OTHER_HOST = /^[/\\][/\\]/;

/**
 * Only a path on this site; anything else falls back. The path is resolved the way a browser resolves it
 * (dot segments, `%2e`, backslashes, tabs and newlines), so `/.//evil.example` cannot become `//evil.example`;
 * the result must resolve to itself, so it stays on this site when a browser reads it from a Location header.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = DEFAULT_REDIRECT): string {
  if (typeof to !== 'string' || !to.startsWith('/') || OTHER_HOST.test(to)) return fallback;
  const resolved = resolveHere(to);
  if (!resolved || resolveHere(resolved) !== resolved) return fallback;
  // Encoded slashes and dots (`/%2f/host`, `/.%2f/host`) are harmless to a browser, but a proxy or router that
  // decodes them could turn them into `//host`: the decoded path must stay here as well.
  const decoded = decodeOrSelf(resolved);
  if (decoded !== resolved && !resolveHere(decoded)) return fallback;
  if (new URL(resolved, BASE).pathname === '/auth') return fallback;
  return resolved;
}

/** The path, query and hash `path` resolves to on this site, or undefined when it leaves it. */
function resolveHere(path: string): string | undefined {
  if (!path.startsWith('/') || OTHER_HOST.test(path)) return undefined;
  let url: URL;
  try {
    url = new URL(path, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE || OTHER_HOST.test(url.pathname)) return undefined;
  return url.pathname + url.search + url.hash;
}

function decodeOrSelf(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
