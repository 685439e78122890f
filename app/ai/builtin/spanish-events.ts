/**
 * What happened, in a Spanish answer, as the English complaint rule reads it (`answer-details.ts`): something that kept
 * happening or stopped ("no paraban de ofrecerme un blanqueamiento", "en julio dejó de enfriar"), something that
 * happened to someone ("se me rompió la cadena", "se le olvidaba comer"), something someone did to them ("me
 * ofrecieron un descuento", "le dio un ictus", "me tuvo tres semanas esperando"), that they had to do ("tuve que
 * regatear por teléfono") or that did not work ("el técnico no vino"), asked about as "¿Qué pasó cuando …?" with the respondent's words turned to "tú"
 * ("ofrecerte", "se te rompió", "tuviste que"). A verb tells more than the noun beside it: "el aire acondicionado" says
 * what broke, "dejó de enfriar" what happened.
 */

import { spanishDoerApart } from './spanish-doers';

/** A detail as `answer-details.ts` reads it (written here so the two modules do not import each other). */
export type EventDetail = { kind: 'complaint' | 'event'; said: string; question: string; alternatives: string[] };

// A verb in the third person of the past, regular or one of the irregular ones a respondent uses most. The imperfect
// singular ("ofrecía", "llamaba") is also the first person's, so it is read apart.
const IRREGULAR_PAST = 'fue|fueron|dio|dieron|hizo|hicieron|puso|pusieron|tuvo|tuvieron|trajo|trajeron|vino|vinieron';
const PAST_THIRD = String.raw`(?:\p{L}+(?:ó|aron|ieron|aban|ían)|${IRREGULAR_PAST})`;
const IMPERFECT_SINGULAR = String.raw`\p{L}+(?:aba|ía)`;
// Said to the respondent, liked, charged or merely happened, not done to them: "me dijeron que …" tells what they
// heard, "me pareció caro" an opinion, "me costó 300 €" or "me cobraron 60 euros" a price, "me pasó" nothing yet, "me
// tocó a mí" a turn that fell to them,
// "me había" an auxiliary.
const NOT_DONE_TO = new RegExp(
  String.raw`^(?:dij\p{L}*|dec[ií]\p{L}*|coment\p{L}*|pregunt\p{L}*|cont[óa]\p{L}*|habl\p{L}*|explic\p{L}*|recomend\p{L}*|gust\p{L}*|encant\p{L}*|parec\p{L}*|interes\p{L}*|apetec\p{L}*|import\p{L}*|cost\p{L}*|cobr\p{L}*|sal[ií]\p{L}*|pas[óa]\p{L}*|toc[óa]\p{L}*|hab[ií]\p{L}*|ten[ií]a\p{L}*|era|eran|fue|fueron)$`,
  'iu',
);

// What kept happening, stopped, happened to someone, was done to them, or had to be done: the verb that opens the event.
const OPENS_EVENT = new RegExp(
  [
    String.raw`no (?:paraba|paraban|dejaba|dejaban) de`,
    String.raw`(?:dejó|dejaron|dejé|dejamos|dejaba|dejaban) de`,
    String.raw`se (?:me|nos|le|les) (?:${PAST_THIRD}|${IMPERFECT_SINGULAR})`,
    String.raw`(?:tuve|tuvimos) que`,
    String.raw`(?:intentó|intentaron|intentaban|intentara|intentaran|se negó a|se negaron a)`,
    // Someone did something to them: "me ofrecieron un 50 %", "me lo devolvieron", "a mi padre le dio un ictus", "le
    // cobraban de más"; "me llamaba" only after a relative "que", whose noun is who did it ("un bot que me ofrecía
    // descuentos"): alone it may be the respondent's own doing ("me levantaba a las seis").
    String.raw`(?:me|nos|le|les)(?: (?:lo|la|los|las))? ${PAST_THIRD}`,
    String.raw`(?:le|les)(?: (?:lo|la|los|las))? ${IMPERFECT_SINGULAR}`,
    String.raw`(?<=(?<!lo |\p{L})que )(?:me|nos)(?: (?:lo|la|los|las))? ${IMPERFECT_SINGULAR}`,
  ]
    .map((part) => `(?<!\\p{L})${part}(?!\\p{L})`)
    .join('|'),
  'giu',
);

// The event ends where another clause starts: a conjunction, a relative pronoun, punctuation, the verb "ser" of the
// clause around it ("los que le leían el periódico eran voluntarios"), or "sí o sí", which says how hard, not what.
// A point or a comma inside a number ("16.500", "2,5") ends nothing.
const CLAUSE_END =
  /[,.](?!\d)|[;:!?¿¡]|\s(?:sí o sí|y|e|o|pero|porque|que|cuando|en cuanto|si|donde|así|mientras|aunque|hasta|sino|pues|como|es|son|era|eran|fue|fueron)(?!\p{L})/iu;
/** Joins the words of a compound noun while the event is cut, so no cut falls inside it. */
const JOINED = '\uE000';
/** The most words of the event a follow-up repeats. */
const EVENT_WORDS = 7;
const PREPOSITION = new Set('a de en por para con sin desde hasta'.split(' '));
const GERUND = /\p{L}{2}(?:ando|iendo|yendo)$/iu;
/** Words a clause cut short must not end on. */
export const DANGLING = new Set(
  'a al de del el la lo los las un una unos unas mi mis tu tus su sus en con por para sin y o ese esa esos esas'.split(' '),
);

// The respondent's words turned to the person asked ("me" → "te", "dejé" → "dejaste", "ofrecerme" → "ofrecerte").
const TO_TU: Record<string, string> = {
  me: 'te',
  nos: 'os',
  mi: 'tu',
  mis: 'tus',
  conmigo: 'contigo',
  // "me tocó a mí" → "te tocó a ti".
  mí: 'ti',
  nuestro: 'vuestro',
  nuestra: 'vuestra',
  nuestros: 'vuestros',
  nuestras: 'vuestras',
  dejé: 'dejaste',
  dejamos: 'dejasteis',
  tuve: 'tuviste',
  tuvimos: 'tuvisteis',
  // "que intentaran colarme …" is told in the subjunctive; the question asks what they did.
  intentara: 'intentó',
  intentaran: 'intentaron',
};
// A pronoun joined to an infinitive or a gerund is the respondent's too: "ofrecerme", "riéndome".
export const toTu = (word: string) =>
  TO_TU[word.toLowerCase()] ??
  word
    .replace(/(?<=\p{L}{2}(?:ar|er|ir)|\p{L}(?:ándo|iéndo|yéndo))me$/u, 'te')
    .replace(/(?<=\p{L}{2}(?:ar|er|ir)|\p{L}(?:ándo|iéndo|yéndo))nos$/u, 'os');

// What did not work, with what it was: "el botón de cancelar no aparecía", "el técnico no vino". The subject is a noun
// with its article, not after a preposition ("en la tienda no …" says where) nor with a relative "que" in it.
const NEGATED_EVENT = new RegExp(
  String.raw`(?<!\p{L})(?<!(?:en|de|a|con|por|sin) )(?:el|la|los|las|mi|mis) (?:(?!(?:que|y|e|o|pero|porque|cuando|si|como)\s)\p{L}+ ){1,4}?no (?:\p{L}+(?:ó|aron|eron|aban|ían|aba|ía)|dio|hizo|puso|tuvo|trajo|vino)(?!\p{L})`,
  'giu',
);
// Being, having, knowing or wanting is no event: "la casa no era grande", "el chico no sabía inglés".
const NOT_AN_EVENT =
  /^(?:era|eran|fue|fueron|hab[ií]\p{L}*|ten[ií]\p{L}*|sab[ií]\p{L}*|quer[ií]\p{L}*|parec\p{L}*|gust\p{L}*|import\p{L}*|cost\p{L}*|hac[ií]a\p{L}*|estaba\p{L}*)$/iu;

// "las dos primeras noches no paró" says when, and the one who did it is left out.
const WHEN_NOT_WHO =
  /^\p{L}+ (?:\p{L}+ )*?(?:día|días|semana|semanas|mes|meses|año|años|noche|noches|tarde|tardes|mañana|mañanas|vez|veces|rato)\s/iu;

/** The events of a Spanish answer, each with its follow-up, in the order said. */
export function spanishEvents(answer: string): EventDetail[] {
  const opened = [...answer.matchAll(OPENS_EVENT)].filter((match) => {
    const verb = match[0].split(' ').at(-1)!;
    return !DONE_TO.test(match[0]) || doneTo(answer, match, verb);
  });
  // "el casero no paraba de llamarme" is read from its "no paraba de", as what kept happening.
  const overlaps = (match: RegExpMatchArray) =>
    opened.some((o) => o.index! < match.index! + match[0].length && match.index! < o.index! + o[0].length);
  const negated = [...answer.matchAll(NEGATED_EVENT)].filter(
    (match) => !NOT_AN_EVENT.test(match[0].split(' ').at(-1)!) && !WHEN_NOT_WHO.test(match[0]) && !overlaps(match),
  );
  const events = [...opened.map((match) => ({ match, whole: false })), ...negated.map((match) => ({ match, whole: true }))]
    .sort((a, b) => a.match.index! - b.match.index!)
    .flatMap(({ match, whole }) => {
      const event = eventAt(answer, match, whole);
      // What someone did to them may be neither good nor bad ("me dieron las llaves"): an event, not a complaint.
      if (!event || !DONE_TO.test(match[0])) return event ? [{ event, named: false }] : [];
      // Told with who did it ("una madre me montó un pollo"): one doer, so a verb in the singular ("en la tienda me
      // regalaron …" names where, not who); "La mitad me la devolvió la mutua": with a pronoun for it before the verb
      // and a noun after, the noun before is what was done, and the one after who did it.
      const doubled =
        /\s(?:lo|la|los|las)\s/u.test(match[0]) && /^\s(?:el|la|los|las)\s/iu.test(answer.slice(match.index! + match[0].length));
      const before = answer.slice(0, match.index);
      const plural = doubled || /(?:ron|ban|ían)$/u.test(verbOf(match[0]));
      const next = plural ? null : doerBefore(before);
      // A doer said apart from the verb is named in the question, while what was said stays the words as said.
      const apart = plural || next ? null : spanishDoerApart(before, verbOf(match[0]));
      const doer = next ?? apart;
      return [{ event: doer ? withDoer(event, doer, Boolean(next)) : { ...event, kind: 'event' as const }, named: Boolean(doer) }];
    });
  // What someone named did ("una madre me montó un pollo", "un compañero me consiguió un descuento") tells the most.
  return [...events.filter((e) => e.named), ...events.filter((e) => !e.named)].map((e) => e.event);
}

// Who did it, right before the dative: an article or "mi" and a noun ("una madre me …", "el chófer nos …"); not a
// word of time ("un día me …", "esa noche le …"), which says when.
const DOER = /(?<!\p{L})((?:[Uu]n|[Uu]na|[Ee]l|[Ll]a|[Mm]i) (\p{Ll}{3,})(?: (\p{Ll}{3,}))?)\s$/u;
const NOT_DOERS =
  /^(?:día|semana|mes|año|noche|tarde|mañana|vez|rato|momento|verano|invierno|otoño|primavera|lunes|martes|miércoles|jueves|viernes|sábado|domingo|principio|final|fin)$/u;

const verbOf = (opener: string) => opener.split(' ').at(-1)!.toLowerCase();
// After a preposition the noun says where or with what ("en la tienda", "con el coche"), not who.
const AFTER_PREPOSITION = /(?<!\p{L})(?:en|de|a|con|por|para|desde|sin|hasta|entre|sobre)\s$/iu;

function doerBefore(before: string): string | null {
  const m = DOER.exec(before);
  if (!m || AFTER_PREPOSITION.test(before.slice(0, m.index))) return null;
  // "la que nos …" opens a relative clause: its noun was said before.
  return !NOT_DOERS.test(m[2]!) && ![m[2], m[3]].some((w) => w && /^(?:que|cual|cuales)$/u.test(w)) ? m[1]! : null;
}

/** The event told with who did it: "¿Qué pasó cuando una madre te montó un pollo delante de todos?". */
function withDoer(event: EventDetail, doer: string, saidWithIt: boolean): EventDetail {
  const who = doer
    .split(' ')
    .map(toTu)
    .join(' ')
    // An article opening the sentence loses its capital; a name keeps it ("Marta").
    .replace(/^(?:Un|Una|El|La|Mi)(?!\p{L})/u, (article) => article.toLowerCase());
  const name = (question: string) => question.replace(/^(¿Qué (?:pasó|ocurrió) cuando )/u, `$1${who} `);
  return {
    ...event,
    kind: 'event',
    said: saidWithIt ? `${doer} ${event.said}` : event.said,
    question: name(event.question),
    alternatives: event.alternatives.map(name),
  };
}

// "me dio rabia", "nos daba miedo": a feeling, asked about as one (`answer-details.ts`), not an event.
const FEELING_AFTER = /^\s(?:rabia|miedo|pena|vergüenza|igual|asco|apuro|lástima|corte|palo|risa|envidia|pereza)(?!\p{L})/iu;

/** A dative opens what someone did to the respondent (or to someone they name). */
const DONE_TO = /^(?:me|nos|le|les)\s/iu;

/** Whether a dative and a verb tell something done to the respondent (or to someone they name). */
function doneTo(answer: string, match: RegExpMatchArray, verb: string): boolean {
  if (NOT_DONE_TO.test(verb)) return false;
  if (FEELING_AFTER.test(answer.slice(match.index! + match[0].length))) return false;
  // "Lo que me molestó fue …" names what comes after it, which is no event of its own.
  return !/(?<!\p{L})lo que\s$/iu.test(answer.slice(0, match.index));
}

/**
 * The event that `match` opens, with its follow-up, or null when it tells nothing of what happened; a `whole` match
 * tells one by itself ("el técnico no vino").
 */
function eventAt(answer: string, match: RegExpMatchArray, whole: boolean): EventDetail | null {
  const after = answer.slice(match.index! + match[0].length);
  const end = CLAUSE_END.exec(after);
  // "fin de semana" is one thing: a cut before its "de" would leave "un fin".
  const rest = (end ? after.slice(0, end.index) : after)
    .replace(/\bfin(?:es)? de semana\b/giu, (m) => m.replace(/ /gu, JOINED))
    .trim()
    .split(/\s+/u)
    .filter(Boolean);
  const opener = match[0].split(' ').length;
  let words = [...match[0].split(' '), ...rest];
  // An event that goes on is cut before its last preposition, so nothing dangles: "se me rompió la cadena a mitad de
  // la cuesta …" → "se me rompió la cadena".
  if (words.length > EVENT_WORDS) {
    const kept = words.slice(0, EVENT_WORDS);
    const cut = kept.findLastIndex((w, i) => i >= opener + (whole ? 0 : 1) && PREPOSITION.has(w.toLowerCase()));
    words = cut > 0 ? kept.slice(0, cut) : kept;
  }
  // A gerund cut from what it told is left hanging ("te llegó un correo avisando", "… diciendo"): the event ends before it.
  const toldOn = words.length < opener + rest.length || /^\s*que(?!\p{L})/iu.test(end?.[0] ?? '');
  if (toldOn && words.length > opener + 1 && GERUND.test(words.at(-1)!)) words = words.slice(0, -1);
  // "… cada vez" ends on what the next clause says: "cada vez que llegaba un correo".
  if (words.slice(-2).join(' ').toLowerCase() === 'cada vez') words = words.slice(0, -2);
  while (words.length > 0 && DANGLING.has(words.at(-1)!.toLowerCase())) words.pop();
  // "dejó de" alone, or "tuve que" with nothing after it, says nothing of what happened.
  if (words.length < opener || (words.length === opener && !whole)) return null;
  words = words.map((w) => w.replaceAll(JOINED, ' '));
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
