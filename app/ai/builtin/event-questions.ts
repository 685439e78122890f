/**
 * "When was the last time you …?" in Spanish and German: the event a required-info item or a screening criterion
 * names, turned to the respondent, as `englishEvent` does in English ("Cuándo eligieron por última vez un dentista
 * nuevo después de mudarse" → "¿Cuándo fue la última vez que elegiste un dentista nuevo?"; "Erwachsene, die in den
 * letzten zwei Jahren den Zahnarzt gewechselt haben" → "Wann haben Sie zuletzt den Zahnarzt gewechselt?"). Null when
 * the item names no event in a form read here: the interviewer then asks its plain "when did this last happen".
 */

import { preteriteToTu } from './spanish-preterite';

// Where a Spanish event's clause ends: what follows says when or why.
const SPANISH_END =
  /\s(?:en|durante|después|antes|tras|desde|hace|porque|cuando|mientras|al|el último|la última|los últimos|las últimas)(?!\p{L})|[,;:.(]/iu;

function spanishEvent(item: string): string | null {
  const text = item
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/\s?por (?:última|primera) vez/giu, '');
  const clause = /^(?:cuándo|la última vez que)\s(.+)$/iu.exec(text)?.[1] ?? /(?<!\p{L})que\s(.+)$/iu.exec(text)?.[1];
  if (!clause) return null;
  const list = clause.split(SPANISH_END)[0]!.trim().split(' ');
  const reflexive = list[0]?.toLowerCase() === 'se';
  const verb = preteriteToTu(list[reflexive ? 1 : 0] ?? '');
  if (!verb) return null;
  const rest = list
    .slice(reflexive ? 2 : 1)
    .slice(0, 5)
    .map((word) => ({ su: 'tu', sus: 'tus' })[word.toLowerCase()] ?? word);
  // A cut that leaves an article or a preposition at the end ("de un") ends before it.
  while (rest.length > 0 && /^(?:de|del|un|una|el|la|los|las|a|al|y|o)$/iu.test(rest.at(-1)!)) rest.pop();
  return [...(reflexive ? ['te'] : []), verb, ...rest].join(' ');
}

// German time phrases a criterion adds to its event; the question asks when anyway.
const GERMAN_TIME =
  /(?<!\p{L})(?:zuletzt|kürzlich|vor kurzem|das letzte Mal|(?:in|innerhalb) de[nr] letzten (?:\p{L}+ |\d+ )?(?:Jahre|Jahren|Monate|Monaten|Wochen|Tagen)|im letzten (?:Jahr|Monat)|seit \p{L}+)(?!\p{L})/giu;

function germanQuestion(item: string): string | null {
  const text = item.trim().replace(/\s+/g, ' ');
  const clause = /^wann (?:sie|er) (.+) (haben|hat|sind|ist)$/iu.exec(text) ?? /,\s?(?:die|der) (.+) (haben|hat|sind|ist)$/iu.exec(text);
  if (!clause) return null;
  const aux = /^(?:sind|ist)$/i.test(clause[2]!) ? 'sind' : 'haben';
  // What comes after "zuletzt" is the event; before it, when or where it happened ("nach dem Umzug …").
  const afterLast = clause[1]!.split(/(?<!\p{L})zuletzt(?!\p{L})/iu).at(-1)!;
  let list = afterLast.replace(GERMAN_TIME, ' ').replace(/\s+/g, ' ').trim().split(' ');
  const reflexive = list[0]?.toLowerCase() === 'sich';
  if (reflexive) list = list.slice(1);
  // The event ends in its participle ("gewählt", "gekündigt", "angemeldet").
  if (list.length < 2 || !/(?:t|en)$/u.test(list.at(-1)!)) return null;
  const event = list
    .slice(-6)
    .map((word) => (/^ihr(?:e|en|em|er|es)?$/u.test(word) ? `I${word.slice(1)}` : word))
    .join(' ');
  return `Wann ${aux} Sie${reflexive ? ' sich' : ''} zuletzt ${event}?`;
}

/** The last-time question of an item in Spanish or German, or null (other languages, or no event read). */
export function lastTimeQuestion(item: string, language: string): string | null {
  if (language === 'Spanish') {
    const event = spanishEvent(item);
    return event && event.split(' ').length >= 2 ? `¿Cuándo fue la última vez que ${event}?` : null;
  }
  if (language === 'German') return germanQuestion(item);
  return null;
}
