/**
 * Who did something to the respondent when a Spanish answer leaves its subject out or sets it apart from the verb, so a
 * follow-up names them ("¿Qué pasó cuando Marta te enseñó a podar?", not "cuando te enseñó a podar", which leaves the
 * respondent guessing who is meant):
 * - a name set before the dative with what it says of them between commas: "menos mal que Marta, la del tercero, me
 *   enseñó …";
 * - a noun opening the clause with whose or where it is, before the dative: "la enfermera del Hospital Clínico me
 *   cambió …" (the name there is part of that noun, no doer of its own);
 * - the person the clause before was about, marked as a person by the "a" Spanish puts before one ("llamé a mi tía, que
 *   sabe de esto, y en un rato me resolvió …"): a verb in the singular with no subject of its own has them for subject.
 */

// A name: capitalised words inside a sentence (after a small word or a comma, so not the sentence's first word, which
// is capitalised whatever it is), then maybe what it says of them between commas, right before the dative.
const NAME_BEFORE = /(?<=(?:\p{Ll}|,) )(\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+){0,2})(?:, (?:el|la|los|las|un|una|mi|su|que) [^,.;:!?]{1,40},)? $/u;

// The person of the clause before: "a" and an article or possessive and a noun, maybe a relative clause between commas,
// then "y" and at most a few words of when or where ("y en una tarde") before the dative.
const PERSON_BEFORE =
  /(?<!\p{L})a (?:(mi|un|una|el|la) (\p{Ll}{3,})|(\p{Lu}\p{Ll}+))(?:, (?:que|quien) [^,.;:!?]{1,60},)? y(?: (?!(?:que|y|pero|porque|cuando)(?!\p{L}))\p{L}+){0,3} $/u;

const OF_ANOTHER_NOUN = /(?<!\p{L})(?:de|del|en|a|al|con|por|para|desde|sin|hasta|entre|sobre|el|la|los|las|un|una)\s$/iu;

// A noun opening the clause with whose or where it is ("el otorrino de la Seguridad Social", "la vecina del quinto").
// It may open a clause joined by "pero", "y" or "aunque" ("…, pero el granizo de junio me destrozó …").
const NOUN_WITH_ITS_OWNER =
  /(?:^|[.;:!?] |(?<!\p{L})(?:pero|y|e|aunque|porque|cuando) )([Ee]l|[Ll]a|[Uu]n|[Uu]na|[Mm]i) (\p{Ll}{3,}) (?:de|del) [^,.;:!?]{1,30} $/u;
// Words of time say when, not who: "el lunes de la semana pasada me …".
const NOT_DOERS =
  /^(?:día|semana|mes|año|noche|tarde|mañana|vez|rato|momento|verano|invierno|otoño|primavera|lunes|martes|miércoles|jueves|viernes|sábado|domingo|principio|final|fin|resto|mitad|parte)$/u;

/** Verbs that tell what came over one ("me dio un mareo", "me entró sueño"), which no person did. */
const CAME_OVER = /^(?:dio|entró|vino|pasó|tocó)$/iu;

/** A named doer said apart from its verb, or the person of the clause before, as the answer says them; else null. */
export function spanishDoerApart(before: string, verb: string): string | null {
  const name = NAME_BEFORE.exec(before);
  // "el otorrino de la Seguridad Social me …": a name after a preposition or an article is part of another noun.
  if (name && !OF_ANOTHER_NOUN.test(before.slice(0, name.index))) return name[1]!;
  const owner = NOUN_WITH_ITS_OWNER.exec(before);
  if (owner && !NOT_DOERS.test(owner[2]!)) return `${owner[1]} ${owner[2]}`;
  if (CAME_OVER.test(verb)) return null;
  const person = PERSON_BEFORE.exec(before);
  if (!person) return null;
  return person[3] ?? `${person[1]} ${person[2]}`;
}
