/**
 * What someone the respondent cannot name did to them or to what is theirs: "Someone took my bike from outside the
 * station", "somebody had dumped a sofa on our drive" → "What happened when someone took your bike?". An unknown doer is
 * no noun `done-to-respondent.ts` reads ("a dad", "the driver"), and what it did need not take "me": what it did to
 * the respondent's things ("my", "our") tells as much. English only.
 */

import { isEnglishPast } from '~/ai/text/english-past';

type SomeoneDid = { kind: 'event'; said: string; question: string };

const SOMEONE = /(?<![\p{L}'])(someone|somebody)(?: had)? ([\p{Ll}]+)((?: [\p{L}\d'£$€-]+)+)/giu;
// Where the clause ends: punctuation, or a conjunction or a relative pronoun that starts another.
const CLAUSE_END =
  /[,;:!?]|\.(?!\d)|\s(?:and|but|so|because|which|that|who|where|when|while|until|then|though|although|or|if)(?![\p{L}'])/u;
const PREPOSITION = /^(?:at|in|on|for|of|to|from|with|by|into|about|near|after|before|during|outside)$/u;
const DANGLING = /^(?:a|an|the|my|our|your|his|her|their|all|of|to|at|in|on)$/u;
/** What is the respondent's, or the respondent: the clause tells what was done to them. */
const THEIRS = /(?<![\p{L}'])(?:my|our|me|us|mine|ours)(?![\p{L}'])/iu;
const TO_YOU: Record<string, string> = { my: 'your', our: 'your', me: 'you', us: 'you', mine: 'yours', ours: 'yours' };
/** The most words after the verb a follow-up repeats. */
const TAIL_WORDS = 7;

export function someoneDid(answer: string): SomeoneDid[] {
  return [...answer.matchAll(SOMEONE)].flatMap((m) => {
    const verb = m[2]!;
    if (!isEnglishPast(verb)) return [];
    const clause = m[3]!;
    const end = CLAUSE_END.exec(clause);
    const tail = (end ? clause.slice(0, end.index) : clause).trim().split(' ').filter(Boolean);
    if (!tail.some((w) => THEIRS.test(w))) return [];
    let kept = tail.slice(0, TAIL_WORDS);
    if (tail.length > TAIL_WORDS) {
      const cut = kept.findLastIndex((w, i) => i >= 1 && PREPOSITION.test(w));
      kept = cut >= 1 ? kept.slice(0, cut) : kept;
    }
    while (kept.length > 0 && DANGLING.test(kept.at(-1)!)) kept.pop();
    if (kept.length === 0 || !kept.some((w) => THEIRS.test(w))) return [];
    const who = m[1]!.toLowerCase();
    const said = [m[1]!, verb, ...kept].join(' ');
    const asked = [who, verb, ...kept.map((w) => TO_YOU[w.toLowerCase()] ?? w)].join(' ');
    return [{ kind: 'event' as const, said, question: `What happened when ${asked}?` }];
  });
}
