/**
 * What researchers are told when the AI provider fails: one fixed message per status. A provider's (or a gateway's)
 * error body may echo the key it was given and name internal addresses, so it goes to the server log only, with
 * anything that looks like a secret masked, and never into an error message, a stored row or a page.
 */

const BY_STATUS: Record<number, string> = {
  400: 'The AI provider rejected the request',
  401: 'The AI provider refused the key',
  402: 'The AI provider account has no credit left',
  403: 'The AI provider refused access to the model',
  404: 'The AI provider does not know the model or the address',
  408: 'The AI provider did not answer in time',
  413: 'The request was too large for the AI provider',
  422: 'The AI provider rejected the request',
  429: 'The AI provider is rate-limiting requests or out of quota',
  500: 'The AI provider had an internal error',
  502: 'The AI provider is unavailable',
  503: 'The AI provider is unavailable',
  504: 'The AI provider did not answer in time',
};

/** "The AI provider refused the key (401)": the whole of what a researcher sees of a provider's non-OK answer. */
export function providerStatusMessage(status: number): string {
  const text =
    BY_STATUS[status] ??
    (status >= 500
      ? 'The AI provider had an internal error'
      : status >= 400
        ? 'The AI provider rejected the request'
        : 'The AI provider answered with an error');
  return `${text} (${status})`;
}

export const PROVIDER_UNREACHABLE = 'The AI provider could not be reached';
export const PROVIDER_UNREADABLE = 'The AI provider’s answer could not be read';

/** The text with keys, tokens and long key-like strings replaced by their first four characters and asterisks. */
export function maskSecrets(text: string): string {
  return (
    text
      // Authorization values and key parameters, whatever follows them.
      .replace(/\b(bearer|basic)\s+[^\s"',;]+/gi, '$1 ****')
      .replace(
        /\b((?:api[_-]?)?key|token|secret|password|authorization|x-api-key|xi-api-key)(["']?\s*[:=]\s*["']?)[^\s"',;&]+/gi,
        '$1$2****',
      )
      // Provider key formats (sk-…, sk-proj-…, gsk_…, xai-…), and any long run of letters and digits that holds both.
      .replace(/\b(?:sk|gsk|xai|pk|rk)[-_][A-Za-z0-9_-]{6,}/g, (key) => `${key.slice(0, 4)}****`)
      .replace(/\b(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{24,}\b/g, (key) => `${key.slice(0, 4)}****`)
  );
}

/** A reply with no answer in it: nothing at all, or only a reasoning model's thoughts (left out, as ever). */
export const ANSWER_EMPTY = 'The AI answer was empty (nothing but the model’s thoughts, or nothing at all)';
