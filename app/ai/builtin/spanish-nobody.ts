import { DANGLING, type EventDetail, toTu } from './spanish-events';

// "nadie te da el precio", "nadie me explicó qué hacer": what nobody did, the verb in the present or the past, then
// what it was done to, up to where the clause ends. Not in a relative clause, which says what a thing is ("un empaste
// roto que nadie había visto"), unless its "que" follows "es", "era" or "fue" ("lo peor fue que nadie …").
const NOBODY = /(?<!\p{L})(?<!(?<!(?:es|era|fue|sea|sería) )[Qq]ue )[Nn]adie (?:(me|te|nos|le|les) )?(\p{Ll}{2,})(?!\p{L})/gu;
const CLAUSE_END = /[,.;:!?¿¡]|\s(?:y|e|o|pero|porque|cuando|si|aunque|así|mientras)(?!\p{L})/u;
/** The most words of what nobody did that a follow-up repeats. */
const OBJECT_WORDS = 6;
// Present forms that are no -ar or -er/-ir regular: "da", "va", "es", "dice", "hace", "pone", "tiene", "viene".
const IRREGULAR: Record<string, string> = {
  da: 'daba',
  va: 'iba',
  es: 'era',
  ve: 'veía',
  dice: 'decía',
  hace: 'hacía',
  pone: 'ponía',
  tiene: 'tenía',
  viene: 'venía',
  sabe: 'sabía',
  quiere: 'quería',
  puede: 'podía',
};

/** The third-person imperfect of a present ("explica" → "explicaba", "coge" → "cogía"); a past tense as it is. */
function imperfect(verb: string): string | null {
  if (IRREGULAR[verb]) return IRREGULAR[verb];
  if (/(?:ó|aba|ía|io|ió)$/u.test(verb)) return verb;
  if (/^\p{L}{2,}a$/u.test(verb)) return `${verb}ba`;
  if (/^\p{L}{2,}e$/u.test(verb)) return `${verb.slice(0, -1)}ía`;
  return null;
}

/**
 * What nobody did for the respondent, a complaint said with "nadie" ("Lo peor fue que nadie te da el precio por
 * teléfono"), asked about as what happened: "¿Qué pasó cuando nadie te daba el precio por teléfono?". The present,
 * said of how it goes, is asked in the imperfect; the respondent's "me" becomes "te".
 */
export function spanishNobodyEvents(answer: string): EventDetail[] {
  return [...answer.matchAll(NOBODY)].flatMap((match) => {
    const [, pronoun, verb] = match as unknown as [string, string | undefined, string];
    const past = imperfect(verb.toLowerCase());
    if (!past) return [];
    const after = answer.slice(match.index + match[0].length);
    const end = CLAUSE_END.exec(after);
    const words = (end ? after.slice(0, end.index) : after).trim().split(/\s+/u).filter(Boolean).slice(0, OBJECT_WORDS);
    while (words.length > 0 && (DANGLING.has(words.at(-1)!.toLowerCase()) || words.at(-1)!.toLowerCase() === 'que')) words.pop();
    if (words.length === 0) return [];
    const clause = ['nadie', ...(pronoun ? [toTu(pronoun)] : []), past, ...words.map(toTu)].join(' ');
    const said = [match[0], ...words].join(' ');
    return [{ kind: 'complaint', said, question: `¿Qué pasó cuando ${clause}?`, alternatives: [`¿Qué ocurrió cuando ${clause}?`] }];
  });
}
