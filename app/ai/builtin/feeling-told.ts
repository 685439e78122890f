/**
 * Whether a feeling found in a Spanish or German answer is still worth asking about ("Was genau hat Sie geärgert?"):
 * not when the answer says right away what caused it ("Was mich geärgert hat: keiner wollte …", "genervt hat mich,
 * dass …", "lo que me molestó fue que …"), since the respondent could only repeat it, nor when the feeling is someone
 * else's ("dann sind die Kinder enttäuscht", "mi madre estaba preocupada"). Read by the grammar around the feeling
 * word, never by a study's words.
 */

// The cause follows the feeling: a colon, or "dass"/"weil"/"que"/"fue" right after the clause that names it.
const CAUSE_AFTER = /^[^.!?;]{0,25}?(?::|,?\s(?:dass|weil|daran,? dass|fue|es|era|que|porque)(?!\p{L}))/u;
// "Was mich … hat", "lo que me …": a clause that names the feeling only to say its cause next.
const CAUSE_OPENER = /(?:(?<!\p{L})was (?:mich|uns)|(?<!\p{L})lo que (?:más )?(?:me|nos))(?:\s\p{L}+){0,2}\s$/u;
// Whoever feels it in a German clause: the respondent ("ich", "mich", "mir", "wir", "uns") or someone else.
const FIRST_PERSON_DE = /(?<!\p{L})(?:ich|mich|mir|wir|uns|hab|bin)(?!\p{L})/u;
const SOMEONE_ELSE_DE =
  /(?<!\p{L})(?:die|der|das|meine?|unsere?|seine?|ihre?) \p{L}+ (?:sind|ist|war|waren|wird|werden)(?!\p{L})|(?<!\p{L})(?:sind|ist|war|waren) (?:die|der|das|meine?|unsere?|seine?|ihre?) \p{L}+(?!\p{L})|(?<!\p{L})(?:er|sie) (?:ist|war)(?!\p{L})/iu;

const isLetter = (c: string) => /\p{L}/u.test(c);

/** `said` is the answer in lower case, `at` and `length` where the feeling word was found in it. */
export function feelingStillToAsk(said: string, at: number, length: number, language: string): boolean {
  // The whole word the feeling was found in: "geärgert" for "ärger".
  let start = at;
  while (start > 0 && isLetter(said[start - 1]!)) start--;
  let end = at + length;
  while (end < said.length && isLetter(said[end]!)) end++;
  const before = said.slice(0, start);
  const after = said.slice(end);
  if (CAUSE_OPENER.test(before) && CAUSE_AFTER.test(after)) return false;
  // "genervt hat mich, dass …": the feeling opens its sentence and the cause follows.
  if (/(?:^|[.!?]\s*)$/u.test(before) && CAUSE_AFTER.test(after)) return false;
  if (language !== 'German') return true;
  const opens = Math.max(before.lastIndexOf(','), before.lastIndexOf('.'), before.lastIndexOf(';')) + 1;
  const ends = after.search(/[,.;!?]/u);
  const clause = `${before.slice(opens)}${said.slice(start, end)}${ends < 0 ? after : after.slice(0, ends)}`;
  return FIRST_PERSON_DE.test(clause) || !SOMEONE_ELSE_DE.test(clause);
}
