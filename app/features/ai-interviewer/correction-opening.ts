/**
 * The opening of a correction that only says a correction follows ("One thing is wrong:", "Not quite:", "Un detalle:"):
 * the corrected summary names the point "(your correction)" already, so it quotes what comes after. Pure.
 */

const OPENINGS = [
  // English
  'one thing is (?:wrong|not right|off)',
  'one (?:small )?(?:thing|correction|detail)',
  '(?:a )?(?:small |quick )?correction',
  'not (?:quite|exactly)(?: right)?',
  "(?:that's|that is|this is|it's|it is) not (?:quite |entirely )?(?:right|correct)",
  "(?:that's|that is) wrong",
  'actually',
  'well,? actually',
  // Spanish
  'no del todo',
  'no exactamente',
  'un detalle',
  '(?:una |pequeña )*corrección',
  'en realidad',
  'eso no es (?:del todo )?(?:así|correcto)',
  'no es así',
  // German
  'nicht ganz(?: richtig)?',
  'eine? (?:kleine )?korrektur',
  'korrektur',
  'eigentlich',
  'das stimmt nicht(?: ganz)?',
  // French
  'pas (?:tout à fait|exactement|vraiment)',
  '(?:une |petite )*correction',
  'en fait',
  'en réalité',
  // Russian
  'не совсем(?: так)?',
  '(?:одна |небольшая )*поправка',
  'на самом деле',
];
// One opening at a time, then its punctuation ("Not quite: …", "Actually, …", "Un detalle — …").
const OPENING = new RegExp(`^(?:${OPENINGS.join('|')})[ \\t]*[:,.!;—–-]+[ \\t]+`, 'iu');
/** What is left must say something: this many words at least. */
const MIN_WORDS = 3;

export function withoutCorrectionOpening(correction: string): string {
  let text = correction.trim();
  for (let i = 0; i < 3; i++) {
    const rest = text.replace(OPENING, '');
    if (rest === text || rest.split(/\s+/u).filter(Boolean).length < MIN_WORDS) break;
    text = rest;
  }
  return text;
}
