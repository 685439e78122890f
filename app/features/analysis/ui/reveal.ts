/** The element a URL hash names, if it is on the page. */
export function hashTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null; // a malformed escape names nothing
  }
}

/**
 * Opens every closed <details> around an element, as the browser does when it loads a URL whose hash points inside
 * one; a navigation made by scripts does not, so the page does it. Says whether anything was closed.
 */
export function openAround(element: Element): boolean {
  let opened = false;
  for (let details = element.parentElement?.closest('details'); details; details = details.parentElement?.closest('details')) {
    if (!details.open) {
      details.open = true;
      opened = true;
    }
  }
  return opened;
}
