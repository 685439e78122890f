/**
 * The id a model meant among the ids its prompt gave: as written, or the one it wrapped in brackets, quotes or words
 * ("[m3]", "message M3", "id=\"m3\""). Undefined when it names none of them: the quote is then dropped and counted.
 */
export function resolveCitedId(written: string, known: ReadonlyMap<string, unknown>): string | undefined {
  const trimmed = written.trim();
  if (known.has(trimmed)) return trimmed;
  for (const token of trimmed.match(/[\p{L}\p{N}_-]+/gu) ?? []) {
    if (known.has(token)) return token;
    if (known.has(token.toLowerCase())) return token.toLowerCase();
  }
  return undefined;
}
