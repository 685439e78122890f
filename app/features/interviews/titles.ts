/** The longest interview title a researcher can type (renaming refuses more). */
export const MAX_TITLE_LENGTH = 200;

/**
 * The title of a copy: "{title} (Copy)". A title so long that the suffix would take it past the limit loses whole
 * words from its end, never part of one, so the copy can still be renamed as it is.
 */
export function copyTitle(title: string): string {
  const suffix = ' (Copy)';
  const room = MAX_TITLE_LENGTH - suffix.length;
  let kept = title.trim();
  if ([...kept].length > room) {
    const words = kept.split(/\s+/);
    while (words.length > 1 && [...words.join(' ')].length > room) words.pop();
    kept = words.join(' ');
    // A single word longer than the limit (no spaces to cut at) is cut by whole characters.
    if ([...kept].length > room) kept = [...kept].slice(0, room).join('');
  }
  return `${kept}${suffix}`;
}
