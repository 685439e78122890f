import { safeRedirect } from '~/features/auth/safe-redirect';

/** The messages of an export with nothing in it, instead of an empty file. */
export const NO_DIALOGS = 'No dialogs found to download.';
export const NO_MESSAGES = 'No dialogs with messages found.';

/**
 * A plain download link that finds nothing to export goes back to its page with a code (`?export-error=no-dialogs`),
 * never the text, so a crafted address cannot make the page print a message of its choosing.
 */
const EXPORT_ERRORS = new Map([
  ['no-dialogs', NO_DIALOGS],
  ['no-messages', NO_MESSAGES],
]);

/** The code for one of the messages above, or undefined for any other text. */
export function exportErrorCode(message: string): string | undefined {
  for (const [code, text] of EXPORT_ERRORS) if (text === message) return code;
  return undefined;
}

/** The message for a code from the address, or undefined for anything that is not one of ours. */
export function exportErrorMessage(code: string | null | undefined): string | undefined {
  return code ? EXPORT_ERRORS.get(code) : undefined;
}

/** True for the messages above, which the page shows as they come; any other failure gets a general message. */
export const isExportError = (message: string) => exportErrorCode(message) !== undefined;

/**
 * Where a plain download link that found nothing goes back to: the page it was followed from (its Referer), with
 * the message's code, when that page is a path on this site; otherwise undefined. A missing or malformed Referer
 * is no error.
 */
export function pageWithExportError(referer: string | null, requestUrl: string, message: string): string | undefined {
  const code = exportErrorCode(message);
  if (!referer || !code || !URL.canParse(referer)) return undefined;
  const from = new URL(referer);
  if (from.origin !== new URL(requestUrl).origin) return undefined;
  from.searchParams.set('export-error', code);
  const back = safeRedirect(`${from.pathname}${from.search}`, '');
  return back || undefined;
}
