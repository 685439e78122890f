import type { GoalWording } from './guide-phrasebooks';

/**
 * Spanish drafting: the goal's action read from "cómo eligen los adultos una cuenta bancaria nueva" or "por qué la
 * gente se da de baja del gimnasio", and put to the respondent (tú): "Piensa en la última vez que elegiste una cuenta
 * bancaria nueva", "¿Qué es lo más importante para ti cuando eliges una cuenta bancaria nueva?". A verb is read only
 * when all its forms are known for sure (a regular -ar verb, or one listed below); any other goal keeps the
 * phrasebook's generic wording.
 */

/** Verbs whose forms do not follow from their third person: 3rd person singular present → infinitive, preterite (tú). */
const LISTED_VERBS: Record<string, [string, string]> = {
  elige: ['elegir', 'elegiste'],
  escoge: ['escoger', 'escogiste'],
  decide: ['decidir', 'decidiste'],
  abre: ['abrir', 'abriste'],
  pide: ['pedir', 'pediste'],
  recibe: ['recibir', 'recibiste'],
  lee: ['leer', 'leíste'],
  ve: ['ver', 'viste'],
  come: ['comer', 'comiste'],
  bebe: ['beber', 'bebiste'],
  vende: ['vender', 'vendiste'],
  prefiere: ['preferir', 'preferiste'],
  sigue: ['seguir', 'seguiste'],
  consigue: ['conseguir', 'conseguiste'],
  invierte: ['invertir', 'invertiste'],
  resuelve: ['resolver', 'resolviste'],
  devuelve: ['devolver', 'devolviste'],
  vuelve: ['volver', 'volviste'],
  mueve: ['mover', 'moviste'],
  mantiene: ['mantener', 'mantuviste'],
  tiene: ['tener', 'tuviste'],
  hace: ['hacer', 'hiciste'],
  pone: ['poner', 'pusiste'],
  vive: ['vivir', 'viviste'],
  escribe: ['escribir', 'escribiste'],
  aprende: ['aprender', 'aprendiste'],
  comparte: ['compartir', 'compartiste'],
  asiste: ['asistir', 'asististe'],
  acude: ['acudir', 'acudiste'],
  sube: ['subir', 'subiste'],
  conoce: ['conocer', 'conociste'],
  descubre: ['descubrir', 'descubriste'],
  cumple: ['cumplir', 'cumpliste'],
  responde: ['responder', 'respondiste'],
  recurre: ['recurrir', 'recurriste'],
  suscribe: ['suscribir', 'suscribiste'],
  inscribe: ['inscribir', 'inscribiste'],
  percibe: ['percibir', 'percibiste'],
  encuentra: ['encontrar', 'encontraste'],
  prueba: ['probar', 'probaste'],
  recomienda: ['recomendar', 'recomendaste'],
  empieza: ['empezar', 'empezaste'],
  comienza: ['comenzar', 'comenzaste'],
  juega: ['jugar', 'jugaste'],
  renueva: ['renovar', 'renovaste'],
  cierra: ['cerrar', 'cerraste'],
  piensa: ['pensar', 'pensaste'],
  da: ['dar', 'diste'],
  va: ['ir', 'fuiste'],
};

/** The tú preterites of the listed verbs ("elegiste", "pediste"): where a stem changes, the form that is right. */
export const LISTED_PRETERITES: ReadonlySet<string> = new Set(Object.values(LISTED_VERBS).map(([, preterite]) => preterite));

// Words an object may open with: after a word in -a or -an one of them shows the word may be the verb.
const OBJECT_OPENERS = new Set(
  'un una unos unas el la los las su sus tu tus mi mis de del a al en con por para sin sobre entre hacia'.split(' '),
);
const POPULATION_OPENERS: Record<string, 'singular' | 'plural'> = {
  la: 'singular',
  el: 'singular',
  los: 'plural',
  las: 'plural',
  muchos: 'plural',
  muchas: 'plural',
  algunos: 'plural',
  algunas: 'plural',
};
const DETERMINERS = new Set('un una unos unas el la los las su sus'.split(' '));
// A time frame describes who was chosen, not what to ask about: "… en los primeros tres meses".
const TIME_FRAME = / (?:en|durante|dentro de|tras|después de|a lo largo de) (?:(?:los|las|el|la) )?(?:primer|últim|\d)/iu;

type Verb = { infinitive: string; present: string; preterite: string };

/** The forms of a third-person present verb ("eligen", "cancela"), or null when they are not known for sure. */
function verbForms(word: string, number: 'singular' | 'plural'): (Verb & { isListed: boolean }) | null {
  if (/^\p{Lu}/u.test(word)) return null; // a name: "Juan", "Milán"
  const lower = word.toLocaleLowerCase();
  if (number === 'plural' && !/n$/.test(lower)) return null;
  const singular = number === 'plural' ? lower.slice(0, -1) : lower;
  if (!/[ae]$/.test(singular.normalize('NFD').replace(/\p{M}/gu, ''))) return null;
  // The tú form of the present adds -s to the third person singular: elige → eliges, está → estás.
  const present = `${singular}s`;
  const listed = LISTED_VERBS[singular];
  if (listed) return { infinitive: listed[0], present, preterite: listed[1], isListed: true };
  // A regular -ar verb: cancela → cancelar, cancelaste. A stem with a diphthong may have changed (cuenta ← contar).
  const regular = /^(\p{L}+?)a$/u.exec(singular);
  // A stem has a vowel: "plan", "tan" are no verbs.
  if (!regular || !/[aeiouáéíóú]/u.test(regular[1]!) || /(?:ie|ue)[^aeiouáéíóú]*$/u.test(regular[1]!)) return null;
  const stem = regular[1]!.replace(/í/g, 'i').replace(/ú/g, 'u');
  return { infinitive: `${stem}ar`, present, preterite: `${stem}aste`, isListed: false };
}

// Words a verb never follows (a determiner or a preposition makes the next word a noun: "la zona", "del plan"), and
// words that may stand between a subject and its verb ("la gente española no compra", "… lo usa").
const NOT_BEFORE_A_VERB = new Set(
  'el la los las un una unos unas del al de a en con por para sin sobre entre hacia su sus mi tu muy tan más'.split(' '),
);
const BEFORE_A_VERB = new Set('no se lo le les nos me te es son ha han hay'.split(' '));

/**
 * Whether the word at `at` (the population's words before it) is the verb. A word in -n after a plural population is
 * (a plural adjective or noun ends in -s) unless a determiner or a preposition shows it is a noun ("del plan"); a word
 * in -a after "la gente" may be an adjective ("la gente nueva usa …", "la población española en Madrid"), so it is the
 * verb only when what follows is an object's determiner, or right after the population's noun, when what follows
 * cannot be a verb.
 */
function isVerbPlace(lower: string[], at: number, number: 'singular' | 'plural', isListed: boolean): boolean {
  if (NOT_BEFORE_A_VERB.has(lower[at - 1]!)) return false;
  if (number === 'plural') return true;
  const next = lower[at + 1];
  if (DETERMINERS.has(next ?? '') || (isListed && (next === undefined || OBJECT_OPENERS.has(next)))) return true;
  if (at !== 2) return false;
  return next === undefined || (!/[aeáé]n?$/u.test(next) && !OBJECT_OPENERS.has(next) && !BEFORE_A_VERB.has(next));
}

type SpanishAction = { kind: 'why' | 'how'; verb: Verb; reflexive: boolean; object: string };

/** The object put to the respondent: "su suscripción" → "tu suscripción", "tras mudarse" → "tras mudarte", without a time frame. */
function ownObject(words: string[]): string {
  const object = words
    .map((word) => (/^sus?$/i.test(word) ? word.replace(/^s/i, 't') : word.replace(/^(\p{L}+(?:ar|er|ir))se$/u, '$1te')))
    .join(' ')
    .split(TIME_FRAME)[0]!;
  return object.trim();
}

/**
 * "eligen una hipoteca las personas que compran …", "eligen dentista los adultos que …": the verb, its object (opened by
 * a determiner, or a bare noun), then the population
 * (an article, a noun and perhaps an adjective closing the goal, or said with who they are: "que …", "de …"); the
 * verb agrees with it.
 */
function objectBeforePopulation(
  words: string[],
  lower: string[],
  verbAt: number,
): { verb: Verb & { isListed: boolean }; object: string } | null {
  // The object opens with a determiner ("una hipoteca") or is a bare noun ("dentista", "piso").
  const opener = lower[verbAt + 1] ?? '';
  const bare = !DETERMINERS.has(opener);
  if (bare && (NOT_BEFORE_A_VERB.has(opener) || POPULATION_OPENERS[opener] || !/^\p{Ll}{3,}$/u.test(words[verbAt + 1] ?? ''))) return null;
  for (let at = verbAt + (bare ? 2 : 3); at < Math.min(words.length - 1, verbAt + 9); at++) {
    const number = POPULATION_OPENERS[lower[at]!];
    const after = lower[at + 2];
    const closes = after === undefined || lower[at + 3] === undefined; // "las personas", "la gente joven"
    if (!number || !(closes || after === 'que' || after === 'de')) continue;
    const verb = verbForms(words[verbAt]!, number);
    if (!verb || (number === 'singular' && /n$/u.test(lower[verbAt]!))) return null;
    const object = ownObject(words.slice(verbAt + 1, at));
    return object ? { verb, object } : null;
  }
  return null;
}

/** Reads "cómo/por qué [población] [se] <verbo> <objeto>" (or the verb before the population); null when unsure. */
export function readSpanishAction(topic: string): SpanishAction | null {
  const all = topic.trim().split(/\s+/);
  const [first = '', second = ''] = all.map((word) => word.toLocaleLowerCase());
  const whLength = first === 'cómo' ? 1 : first === 'por' && second === 'qué' ? 2 : 0;
  const words = all.slice(whLength);
  if (!whLength || !words.length || words.some((word) => /[,;:¿?¡!()"«»]/u.test(word))) return null;
  const kind = whLength === 1 ? 'how' : 'why';
  const lower = words.map((word) => word.toLocaleLowerCase());

  // The verb first: "cómo eligen los adultos una cuenta", "por qué cancela la gente una suscripción".
  const verbFirstAt = lower[0] === 'se' ? 1 : 0;
  const firstNumber = POPULATION_OPENERS[lower[verbFirstAt + 1] ?? ''];
  if (firstNumber && !POPULATION_OPENERS[lower[0]!]) {
    const verb = verbForms(words[verbFirstAt]!, firstNumber);
    // The population is an article, a noun and perhaps an adjective; the object opens with a determiner after it.
    const objectAt = [verbFirstAt + 3, verbFirstAt + 4].find((i) => DETERMINERS.has(lower[i] ?? ''));
    if (verb && objectAt !== undefined) {
      const object = ownObject(words.slice(objectAt));
      return object ? { kind, verb, reflexive: verbFirstAt === 1, object } : null;
    }
  }

  // The object before the population: "cómo eligen una hipoteca las personas que compran su primera vivienda".
  const objectFirst = objectBeforePopulation(words, lower, verbFirstAt);
  if (objectFirst) return { kind, reflexive: verbFirstAt === 1, ...objectFirst };

  // The population first: "cómo las familias eligen una guardería", "por qué la gente se da de baja del gimnasio".
  const number = POPULATION_OPENERS[lower[0]!];
  if (!number) return null;
  for (let i = 2; i < Math.min(words.length, 8); i++) {
    if (lower[i - 1] === 'que' || lower[i] === 'que') return null; // a relative clause: who the population is
    const reflexive = lower[i] === 'se';
    // "los jóvenes no votan", "la gente lo usa": a negation or a pronoun the action would lose.
    if (!reflexive && BEFORE_A_VERB.has(lower[i]!)) return null;
    const at = reflexive ? i + 1 : i;
    if (at >= words.length) return null;
    const verb = verbForms(words[at]!, number);
    // After "se" the word is a verb; elsewhere its place must show it.
    if (verb && !reflexive && !isVerbPlace(lower, at, number, verb.isListed)) continue;
    if (verb) return { kind, verb, reflexive, object: ownObject(words.slice(at + 1)) };
  }
  return null;
}

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);
const phrase = (...parts: string[]) => parts.filter(Boolean).join(' ');

/** The guide's questions about the goal's action, in Spanish (tú), or null when the goal cannot be read for sure. */
export function spanishGoalWording(topic: string): GoalWording | null {
  const action = readSpanishAction(topic);
  if (!action) return null;
  const { verb, object } = action;
  const pronoun = action.reflexive ? 'te' : '';
  // The infinitive carries its pronoun: "darse de baja" in a title, "darte de baja" put to the respondent.
  const infinitive = (clitic: string) => phrase(`${verb.infinitive}${action.reflexive ? clitic : ''}`, object);
  const present = phrase(pronoun, verb.present, object);
  const preterite = phrase(pronoun, verb.preterite, object);
  const opening = [
    {
      title: capitalise(infinitive('se')),
      description: `Piensa en la última vez que ${preterite}. ¿Podrías contarme paso a paso qué pasó?`,
    },
  ];
  if (action.kind === 'why')
    opening.push({
      title: `Motivos para ${infinitive('se')}`,
      description: `¿Qué te llevó a ${infinitive('te')}?`,
    });
  return {
    opening,
    probes: {
      motivations: { title: 'Lo más importante', description: `¿Qué es lo más importante para ti cuando ${present}, y por qué?` },
      frustrations: { title: 'Dificultades', description: `¿Hay algo que te frustre o te ponga obstáculos cuando ${present}?` },
      ideal: { title: 'Qué mejorarías', description: `Si pudieras cambiar una sola cosa al ${infinitive('te')}, ¿cuál sería y por qué?` },
    },
    lastTime: `¿Cuándo ${preterite} por última vez?`,
  };
}
