import type { UIMatch } from '@remix-run/react';

/**
 * A route's `handle` that lets the root serve the lite document: the page's own HTML, its small inline stylesheet and
 * script, and none of the framework's scripts or the app's stylesheet. `lite` is asked with the route's loader data
 * (undefined when the route failed and shows its error boundary).
 */
export type DocumentHandle = { lite: (data: unknown) => boolean };

/** Respondent pages are lite unless their view asks for the full page (voice capture, the owner's tools). */
export const respondentDocument: DocumentHandle = {
  lite: (data) => !(data && typeof data === 'object' && 'view' in data && (data.view as { page?: string }).page === 'full'),
};

export function wantsLiteDocument(matches: UIMatch[]): boolean {
  const leaf = matches.at(-1);
  const handle = leaf?.handle as Partial<DocumentHandle> | undefined;
  return typeof handle?.lite === 'function' && handle.lite(leaf!.data);
}
