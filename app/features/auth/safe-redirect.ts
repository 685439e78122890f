export const DEFAULT_REDIRECT = '/dashboard';

/** Only a path on this site; anything else (other hosts, `//host`, `/\host`, schemes) falls back. */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = DEFAULT_REDIRECT): string {
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return fallback;
  try {
    const base = 'http://same.invalid';
    const url = new URL(to, base);
    if (url.origin !== base) return fallback;
    if (url.pathname === '/auth') return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
