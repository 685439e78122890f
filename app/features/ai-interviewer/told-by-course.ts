/**
 * How something went, read as two kinds of guide question that respondents answer early in words of their own, in
 * English, Spanish and German (as `told-by-intent.ts`, whose families these sit beside):
 * - the first weeks ("What were the first weeks of wearing them like?", "¿Cómo fueron las primeras semanas …?", "Wie
 *   waren die ersten Wochen …?"), told by an account of the first days, weeks or nights: "The first days everything
 *   sounded tinny", "Las primeras noches no dormía", "Die ersten Tage hat alles gescheppert" ("at first" and "al
 *   principio" say too little of when to count);
 * - how a change or a piece of work went ("How did the move to the new supplier go?", "¿Cómo fue el paso …?", "Wie
 *   ist der Wechsel … gelaufen?"), told by how long it took to be done: "the whole thing went through in about a
 *   fortnight", "en diez días estaba hecho", "nach drei Wochen lief alles".
 * The cues open the account, so the rest of their sentence counts with them: "… in about a fortnight; I only had to
 * read the meters" tells it, a bare "it was done in a week" only touches on it; "it took eight months", which may be
 * the wait before, tells nothing of how it went.
 */

import { COUNT_DE, COUNT_EN, COUNT_ES, cue, type IntentFamily, UNITS } from './told-by-intent';

// The first day is asked the same way ("What was your first day like?", "¿Cómo fue tu primer día?", "Wie war Ihr erster
// Tag?"), and so is the first season of what they took up ("How did your first season go?", "¿Cómo fue tu primera
// temporada?", "Wie lief Ihre erste Saison?"); a first session or visit is the course's (`told-by-practice.ts`).
const SEASON_EN = String.raw`(?:season|summer|winter|spring|autumn)`;
const SEASON_ES = String.raw`(?:primera (?:temporada|primavera)|primer (?:verano|invierno|otoño))`;
const SEASON_DE = String.raw`(?:saison|sommer|winter|frühling|frühjahr|herbst)`;
const BEGINNING_ASKS = [
  String.raw`first (?:few |couple of )?(?:days|weeks|months|nights)|(?:your|the|that) (?:very )?first (?:day|${SEASON_EN})`,
  String.raw`primer(?:as|os) (?:\p{L}+ )?(?:días|semanas|meses|noches)|(?:tu|el|aquel) primer día|(?:tu|la|el|aquel|aquella) ${SEASON_ES}`,
  String.raw`ersten (?:\p{L}+ )?(?:tage|tagen|wochen|monate|monaten|nächte|nächten)|(?:ihr|dein|der|am) erste[nr]? tag|(?:ihre|ihr|ihren|die|der|den|im) erste[nr]? ${SEASON_DE}`,
];
// A first day, week or night too ("The first night he howled"); not a first month, which is often a price ("the
// first month free").
// Or the first occasion of what they took up, told as what happened to them then: "The first time I went, …", "El
// primer partido me equivoqué …", "Beim ersten Mal ist mir …" (a first thing named, "the first flat we viewed", "el
// primer dentista", tells nothing of it).
const OCCASION_EN = String.raw`(?:time|day|week|night|shift|session|visit|morning|evening|match|game|class|lesson|meeting|rehearsal|training)`;
const OCCASION_ES = String.raw`(?:el|mi) primer (?:turno|partido|entrenamiento|ensayo|encuentro|servicio)|(?:la|mi) primera (?:vez|tarde|mañana|clase|sesión|reunión|jornada|guardia)`;
// Or a span of days or weeks that opens what the respondent went through: "for a fortnight I was sore", "durante
// quince días acabé …", "vierzehn Tage lang hatte ich …" (not a span said of anything else: "we stayed for two weeks").
// The first season named as such, or as the one that opened it: "that opening summer I …", "aquel primer verano …", "im
// ersten Sommer …".
const BEGINNING_TELLS = [
  String.raw`first (?:few |couple of |two |three )?(?:days|weeks|nights|months)|(?:the|that|our|my) (?:very )?first (?:day|week|night)|(?:the|that|our|my) (?:very )?(?:first|opening) ${SEASON_EN}|the (?:very )?first ${OCCASION_EN} (?:i|we) (?:\p{L}+ )?(?:\p{L}+ed|went|got|had|was|were|made|did|came|turned up|showed up)|early days|for (?:a fortnight|(?:a|one|two|three|four|\d+) (?:days|weeks|week))(?: or so)?,? (?:i|my \p{L}+) (?:was|were|felt|had|could(?:n['’]t)?|ached)`,
  String.raw`primer(?:os|as) (?:\p{L}+ )?(?:días|semanas|noches|meses)|primera (?:semana|noche)|primer día|(?:la|el|aquel|aquella|mi|nuestr[oa]) ${SEASON_ES}|(?:${OCCASION_ES}) (?:que )?(?:me|nos|ya|yo|fui|llegué)|durante (?:unos |unas )?(?:\p{L}+|\d+) (?:días|semanas),? (?:acabé|estuve|tuve|anduve|no podía|me dolían?|iba|tenía)`,
  String.raw`ersten (?:\p{L}+ )?(?:tage|tagen|wochen|nächte|nächten|monate|monaten)|erste[nr]? (?:tag|woche|nacht)|(?:im|den|der|die) erste[nr]? ${SEASON_DE}|(?:beim|das) erste(?:n)? mal (?:ist|hat|war|bin|habe|hab|musste|wollte|wusste|dachte) (?:mir|ich|mich)|(?:\p{L}+|\d+) (?:tage|wochen) lang (?:hatte|war|konnte|bin|habe|tat) (?:ich|mir)`,
];

// How a change or a piece of work went, not what it was like to be there ("What was the day of the move like?").
const WENT_ASKS = [
  String.raw`how did (?:the|your|it|that|this|things|everything)(?: [\p{L}'’-]+){0,6} go|how (?:smooth|easy|straightforward|painless|quick) was`,
  String.raw`cómo (?:fue|salió|resultó|ha ido|te fue|os fue) (?:el|la|todo)`,
  String.raw`wie (?:ist|sind) (?:\p{L}+ ){1,8}(?:gelaufen|verlaufen)|wie (?:lief|verlief|klappte)`,
];
// Done, not only how long it took: "the waiting list took eight months" is no account of how it went.
const SOME = String.raw`(?:about |around |roughly |just |only |under |less than |barely )?`;
const EN_COUNT = String.raw`(?:a|an|one|${COUNT_EN})`;
const ES_COUNT = String.raw`(?:unos |unas |apenas |solo |sólo )?(?:un|una|${COUNT_ES})`;
const DE_COUNT = String.raw`(?:etwa |ungefähr |knapp |gut |nur |schon )?(?:einer|einem|${COUNT_DE})`;
const WENT_TELLS = [
  String.raw`(?:went through|(?:was|were|got) (?:all )?(?:done|sorted|through|over|finished|switched(?: over)?|live|connected|complete|completed)) (?:in|within|after) ${SOME}${EN_COUNT} (?:${UNITS})|(?:within|after) ${SOME}${EN_COUNT} (?:${UNITS}),? (?:it|everything|the whole thing) (?:was|were) (?:all )?(?:done|sorted|through|over|finished|switched(?: over)?|live|running|working)`,
  String.raw`(?:en|a los|al cabo de|tras) ${ES_COUNT} (?:${UNITS}) (?:ya )?(?:estaba|estuvo|quedó|quedaba) (?:todo )?(?:hecho|list[oa]|resuelto|arreglad[oa]|cambiad[oa]|terminad[oa]|funcionando)|(?:estaba|estuvo|quedó) (?:todo )?(?:hecho|list[oa]|resuelto|terminad[oa]) en ${ES_COUNT} (?:${UNITS})`,
  String.raw`(?:nach|in|innerhalb von|binnen) ${DE_COUNT} (?:${UNITS}),? (?:lief|war|ging|funktionierte|klappte) (?:alles|es|das)`,
];

/** The first weeks: a family read like the intents, whose cue opens the account. */
export const BEGINNING: Omit<IntentFamily, 'name'> & { name: 'beginning' } = {
  name: 'beginning',
  asks: cue(BEGINNING_ASKS),
  tells: cue(BEGINNING_TELLS),
};
/** How a change or a piece of work went: a family read like the intents, whose cue opens the account. */
export const WENT: Omit<IntentFamily, 'name'> & { name: 'went' } = { name: 'went', asks: cue(WENT_ASKS), tells: cue(WENT_TELLS) };
