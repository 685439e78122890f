// Shared by the server and the browser.
import { dialogLabel } from '~/features/participants/format';

const GIST_WORDS = 6;
const GIST_CHARS = 48;

/** The first words of a quote, enough to tell it from its neighbours: “I usually shop at the big…”. */
export function quoteGist(text: string): string {
  const words = text.trim().split(/\s+/);
  let gist = words.slice(0, GIST_WORDS).join(' ');
  if (gist.length > GIST_CHARS) gist = gist.slice(0, GIST_CHARS).trimEnd();
  return `“${gist}${gist.length < text.trim().length ? '…' : ''}”`;
}

/** What a control acting on a quote acts on, after its visible verb: "quote from Dialog # x: “…”". */
export const quoteObject = (citation: { shortLink: string; text: string }) =>
  `quote from ${dialogLabel(citation.shortLink)}: ${quoteGist(citation.text)}`;
