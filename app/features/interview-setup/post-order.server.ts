/**
 * With scripts, the setup page numbers its posts in the order it sends them (`postNumber`, with its tab id). Each post
 * carries a part whole (the settings form, the question list), so once a newer post of the same page has stored a
 * part, an older post that arrives after it (a slow network) holds an older copy: that copy is skipped, and the rest
 * of the post (Publish itself) still counts. Kept in memory: the posts of one page arrive within seconds of each other.
 */
type Part = 'settings' | 'questions';

const newestStored = new Map<string, number>();
// Enough for every page open at once; the oldest entries go first.
const ENTRIES_KEPT = 10_000;

/** Whether this post's copy of `part` is the newest its page has sent so far; if so it is recorded as such. */
export function isNewestCopy(interviewId: string, tabId: string | null, postNumber: number | undefined, part: Part): boolean {
  // A post without a number (no scripts, an older page, a script of its own) comes one at a time.
  if (!tabId || postNumber === undefined) return true;
  const key = `${interviewId} ${tabId} ${part}`;
  const newest = newestStored.get(key);
  if (newest !== undefined && newest > postNumber) return false;
  newestStored.delete(key);
  newestStored.set(key, postNumber);
  if (newestStored.size > ENTRIES_KEPT) newestStored.delete(newestStored.keys().next().value!);
  return true;
}
