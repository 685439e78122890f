/**
 * What someone did to the respondent, said with who did it: "a dad shouted at me in front of all the kids", "the driver
 * hung up on us", "one of the nurses told me off" → "What happened when a dad shouted at you in front of all the
 * kids?". Such an event is what the answer is about, more than any thing it names in passing ("the under-nines
 * football"). Read by the grammar of the clause (an article and a noun, a verb in the past, "me" or "us"), never by a
 * study's words. English only: the other languages' follow-ups name no clause of theirs here.
 */

// What was done may be neither good nor bad ("the lad showed me a cheaper plan"): an event, not a complaint.
type DoneTo = { kind: 'event'; said: string; question: string };

// Irregular pasts a respondent tells such a moment with; a regular past ends in -ed.
const IRREGULAR_PAST = 'told|gave|sent|made|took|left|threw|kept|hung up on|shut|caught|bit|hit|swore|sold|brought|put|let|led|got|held';
const PAST = String.raw`(?:\p{Ll}{2,}ed|${IRREGULAR_PAST})`;
// Who did it: an article or "one of the", then one to three lower-case words, the noun last ("a dad", "the lad on the
// desk" is left out: a preposition inside names a place, not who acted).
const WHO = String.raw`(?:a|an|the|one of the)(?: [\p{Ll}-]+){1,3}?`;
const DONE_TO = new RegExp(
  // Not after a preposition: "the manager of the food bank gave me …" was done by the manager, "a nurse on the ward
  // showed me …" by the nurse.
  String.raw`(?<![\p{L}'])(?<!(?<!\p{L})(?:of|on|in|at|from|with|to|for|by|near|behind|outside|inside) )(${WHO}) (${PAST})((?: (?:at|to|on|off|up|down|out|back|away))?) (me|us)(?![\p{L}'])((?: [\p{L}\d'£$€-]+(?:[.,]\d+)*){0,8})`,
  'gu',
);
// Words that are no noun of the one who acted: "the day", "the first time", "the week" say when.
const NOT_WHO =
  /(?:^| )(?:and|but|so|or|then|when|while|that|which|who|day|week|month|year|time|morning|evening|night|minute|moment|first|last|next|same|whole|other|one)$/u;
// Where the clause ends: a conjunction or a relative pronoun starts another.
const CLAUSE_END = /\s(?:and|but|so|because|which|that|who|where|when|while|until|then|though|although|or|if)\b.*$/u;
const PREPOSITION = /^(?:at|in|on|for|of|to|from|with|by|into|about|near|after|before|during)$/u;
const DANGLING = /^(?:a|an|the|my|our|your|his|her|their|all|of|to|at|in|on)$/u;
/** The most words after "me" a follow-up repeats. */
const TAIL_WORDS = 7;

/** What someone did to the respondent, said with who did it, in the order said. */
export function englishDoneToRespondent(answer: string): DoneTo[] {
  return [...answer.matchAll(DONE_TO)].flatMap((m) => {
    const who = m[1]!;
    // An adverb ("the lady really helped me") or a word of time is no part of who acted.
    if (NOT_WHO.test(who) || who.split(' ').some((w) => /ly$/u.test(w))) return [];
    // A comma or a point inside an amount ("£1,400") ends nothing.
    const tail = m[5]!
      .split(/[,.](?!\d)|[;:!?]/u)[0]!
      .replace(CLAUSE_END, '')
      .trim()
      .split(' ')
      .filter(Boolean);
    let kept = tail.slice(0, TAIL_WORDS);
    // A tail cut short ends before its last preposition, so nothing dangles.
    if (tail.length > TAIL_WORDS) {
      const cut = kept.findLastIndex((w) => PREPOSITION.test(w));
      kept = cut >= 0 ? kept.slice(0, cut) : kept;
    }
    while (kept.length > 0 && DANGLING.test(kept.at(-1)!)) kept.pop();
    const said = [`${who} ${m[2]!}${m[3]!} ${m[4]!}`, ...kept].join(' ');
    const asked = [`${who} ${m[2]!}${m[3]!} you`, ...kept.map((w) => (w === 'my' || w === 'our' ? 'your' : w))].join(' ');
    return [{ kind: 'event' as const, said, question: `What happened when ${asked}?` }];
  });
}
