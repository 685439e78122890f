/**
 * What happened, in a Spanish answer, as the English complaint rule reads it (`answer-details.ts`): something that kept
 * happening or stopped ("no paraban de ofrecerme un blanqueamiento", "en julio dejó de enfriar"), something that
 * happened to someone ("se me rompió la cadena", "se le olvidaba comer") or that they had to do ("tuve que regatear por
 * teléfono"), asked about as "¿Qué pasó cuando …?" with the respondent's words turned to "tú" ("ofrecerte", "se te
 * rompió", "tuviste que"). A verb tells more than the noun beside it: "el aire acondicionado" says what broke, "dejó de
 * enfriar" what happened.
 */

/** A detail as `answer-details.ts` reads it (written here so the two modules do not import each other). */
type EventDetail = { kind: 'complaint'; said: string; question: string; alternatives: string[] };

// What kept happening, stopped, happened to someone, or had to be done: the verb that opens the event.
const OPENS_EVENT = new RegExp(
  [
    String.raw`no (?:paraba|paraban|dejaba|dejaban) de`,
    String.raw`(?:dejó|dejaron|dejé|dejamos|dejaba|dejaban) de`,
    String.raw`se (?:me|nos|le|les) \p{L}+(?:ó|aba|ía|aron|ieron|aban|ían)`,
    String.raw`(?:tuve|tuvimos) que`,
    String.raw`(?:intentó|intentaron|intentaban|se negó a|se negaron a)`,
  ]
    .map((part) => `(?<!\\p{L})${part}(?!\\p{L})`)
    .join('|'),
  'iu',
);

// The event ends where another clause starts: a conjunction, a relative pronoun, or punctuation.
const CLAUSE_END = /[,.;:!?¿¡]|\s(?:y|e|o|pero|porque|que|cuando|así|mientras|aunque|hasta|sino|pues|como)(?!\p{L})/iu;
/** The most words of the event a follow-up repeats. */
const EVENT_WORDS = 7;
const PREPOSITION = new Set('a de en por para con sin desde hasta'.split(' '));
/** Words a clause cut short must not end on. */
const DANGLING = new Set('a al de del el la los las un una unos unas mi mis tu tus su sus en con por para sin y o'.split(' '));

// The respondent's words turned to the person asked ("me" → "te", "dejé" → "dejaste", "ofrecerme" → "ofrecerte").
const TO_TU: Record<string, string> = {
  me: 'te',
  nos: 'os',
  mi: 'tu',
  mis: 'tus',
  conmigo: 'contigo',
  dejé: 'dejaste',
  dejamos: 'dejasteis',
  tuve: 'tuviste',
  tuvimos: 'tuvisteis',
};
const toTu = (word: string) =>
  TO_TU[word.toLowerCase()] ?? word.replace(/(?<=\p{L}{2}(?:ar|er|ir))me$/u, 'te').replace(/(?<=\p{L}{2}(?:ar|er|ir))nos$/u, 'os');

/** The first event of a Spanish answer, with its follow-up, or null when it tells none. */
export function spanishEvent(answer: string): EventDetail | null {
  const match = OPENS_EVENT.exec(answer);
  if (!match) return null;
  const after = answer.slice(match.index + match[0].length);
  const end = CLAUSE_END.exec(after);
  const rest = (end ? after.slice(0, end.index) : after).trim().split(/\s+/u).filter(Boolean);
  const opener = match[0].split(' ').length;
  let words = [...match[0].split(' '), ...rest];
  // An event that goes on is cut before its last preposition, so nothing dangles: "se me rompió la cadena a mitad de
  // la cuesta …" → "se me rompió la cadena".
  if (words.length > EVENT_WORDS) {
    const kept = words.slice(0, EVENT_WORDS);
    const cut = kept.findLastIndex((w, i) => i > opener && PREPOSITION.has(w.toLowerCase()));
    words = cut > 0 ? kept.slice(0, cut) : kept;
  }
  // "… cada vez" ends on what the next clause says: "cada vez que llegaba un correo".
  if (words.slice(-2).join(' ').toLowerCase() === 'cada vez') words = words.slice(0, -2);
  while (words.length > 0 && DANGLING.has(words.at(-1)!.toLowerCase())) words.pop();
  // "dejó de" alone, or "tuve que" with nothing after it, says nothing of what happened.
  if (words.length <= opener) return null;
  const clause = words
    .map(toTu)
    .join(' ')
    .replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase());
  return {
    kind: 'complaint',
    said: words.join(' '),
    question: `¿Qué pasó cuando ${clause}?`,
    alternatives: [`¿Qué ocurrió cuando ${clause}?`],
  };
}
