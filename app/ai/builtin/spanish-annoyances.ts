/**
 * What annoys a Spanish respondent, said as what it is ("Lo que más me revienta es que te cobren hasta por respirar",
 * "Me saca de quicio que …"): the clause after "que" is the complaint, more than any noun in it, and is asked about as
 * what happened to them with it: "¿Qué te pasó a ti con eso de que te cobren hasta por respirar?" ("eso de que" takes
 * the clause as said, in either mood, so nothing has to be conjugated again).
 */

import { toTu } from './spanish-events';

type AnnoyanceDetail = { kind: 'complaint'; said: string; question: string };

// A verb of annoyance with the respondent's "me": "lo que (más) me molesta es que", "me saca de quicio que".
const ANNOYS = String.raw`(?:molesta|quema|fastidia|revienta|irrita|cabrea|enfada|enerva|indigna|agobia|duele|mata|saca de quicio|pone de los nervios|saca de mis casillas)`;
const ANNOYANCE = new RegExp(
  String.raw`(?<!\p{L})(?:lo que (?:más |mucho )?me ${ANNOYS} es que|me ${ANNOYS}(?: muchísimo| mucho)? que) ([^.;:!?]+)`,
  'giu',
);
/** The most words of the clause a follow-up repeats. */
const CLAUSE_WORDS = 9;
const PREPOSITION = /^(?:a|de|en|por|para|con|sin|desde|hasta|durante)$/iu;
const DANGLING = /^(?:a|al|de|del|el|la|lo|los|las|un|una|en|con|por|para|sin|y|o|que|mi|tu|su)$/iu;

/** The clause a follow-up names: the last of those said with commas, which is where the sting lands, cut short. */
function stingOf(clause: string): string | null {
  const last = clause
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .at(-1);
  if (!last) return null;
  let words = last.replace(/^(?:y|e|pero) (?:luego |encima |además |después |al final )?/iu, '').split(/\s+/u);
  if (words.length > CLAUSE_WORDS) {
    const kept = words.slice(0, CLAUSE_WORDS);
    const cut = kept.findLastIndex((w, i) => i >= 2 && PREPOSITION.test(w));
    words = cut > 0 ? kept.slice(0, cut) : kept;
  }
  while (words.length > 0 && DANGLING.test(words.at(-1)!)) words.pop();
  // A verb and what it is about, at least: "que llamen" alone says too little to be asked about.
  return words.length >= 3 ? words.join(' ') : null;
}

/** What annoys the respondent, said as such, each with its follow-up, in the order said. */
export function spanishAnnoyances(answer: string): AnnoyanceDetail[] {
  return [...answer.matchAll(ANNOYANCE)].flatMap((m) => {
    const sting = stingOf(m[1]!);
    if (!sting) return [];
    const asked = sting.split(' ').map(toTu).join(' ');
    return [{ kind: 'complaint' as const, said: sting, question: `¿Qué te pasó a ti con eso de que ${asked}?` }];
  });
}
