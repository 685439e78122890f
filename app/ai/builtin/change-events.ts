/**
 * A sudden change of something the respondent deals with, said with its verb of change: "the bill jumped from £18 to
 * £31 overnight" → "What happened when the bill jumped from £18 to £31 overnight?". The thing is any noun phrase with
 * its article or possessive; the verb (jumped, doubled, shot up, went up …) tells that something happened to it, which
 * is worth more than the amounts said beside it. English only: the other languages' follow-ups name no clause of theirs.
 */

type ChangeEvent = { kind: 'event'; said: string; question: string };

const CHANGE_VERB = String.raw`(?:jumped|doubled|tripled|trebled|shot up|went up|rose|soared|crept up|leapt|leaped|spiked|halved|dropped|plummeted|disappeared|vanished)`;
// "the bill", "my monthly bill", "their prices": an article or possessive, then up to three words of the noun phrase.
const CHANGE = new RegExp(
  String.raw`(?<![\p{L}'])((?:the|my|our|their|his|her) (?:[\p{L}-]+ ){0,2}[\p{L}-]+) (${CHANGE_VERB})((?: [\p{L}\d£$€%'-]+){0,6})`,
  'giu',
);
/** Words that end the clause: a conjunction or a relative pronoun starts another one. */
const CLAUSE_END = /\s(?:and|but|so|because|which|that|who|where|when|while|until|then|though|although|or|if)\b.*$/iu;
const PREPOSITION = /^(?:from|to|by|in|on|at|over|after|before|within|without|for)$/iu;
/** A clause cut short must not end on an article or a preposition. */
const DANGLING =
  /^(?:a|an|the|my|our|your|his|her|their|of|on|at|in|for|to|from|with|without|within|by|into|about|after|before|than|over|under|through|since)$/iu;
const TO_SECOND: Record<string, string> = { my: 'your', our: 'your' };

export function englishChangeEvents(answer: string): ChangeEvent[] {
  return [...answer.matchAll(CHANGE)].flatMap((m) => {
    const subject = m[1]!;
    // The words read stop at any punctuation, so the clause ends with its sentence or at its comma.
    const read = m[3]!.replace(CLAUSE_END, '');
    let kept = read.trim().split(' ').filter(Boolean);
    // A clause that goes on past the words read keeps only whole phrases after a preposition ("from £40 to £80 without
    // a word …" → "from £40 to £80"); one that goes on otherwise would be cut inside its object ("every time an email
    // from them …"), and none is built.
    if (read === m[3]! && /^ [\p{L}\d£$€]/u.test(answer.slice(m.index! + m[0].length))) {
      const cut = kept.findLastIndex((w) => PREPOSITION.test(w));
      if (kept.length > 0 && !PREPOSITION.test(kept[0]!)) return [];
      kept = cut >= 1 ? kept.slice(0, cut) : [];
    }
    while (kept.length > 0 && DANGLING.test(kept.at(-1)!)) kept.pop();
    const said = [subject, m[2]!, ...kept].join(' ');
    const clause = said
      .split(' ')
      .map((w) => TO_SECOND[w.toLowerCase()] ?? w)
      .join(' ')
      .replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());
    return [{ kind: 'event' as const, said, question: `What happened when ${clause}?` }];
  });
}
