/**
 * How much a clause of an answer tells that is worth a follow-up, by general cues rather than by a study's words, in
 * Spanish and German: a number with its unit or a price ("für etwa 200 Leute", "a 32 €"), a recent occasion ("vor zwei
 * Wochen", "el mes pasado"), a complaint or an emotion ("ständig", "nunca", "carísimo", "klatschnass"), a contrast
 * ("aber", "pero"). A detail named in the clause that tells the most is asked about first: "65 Euro pro Doppelstunde
 * fand ich heftig" before "ein Gewerbegebiet".
 */

const NUMBER = String.raw`(?:\d+(?:[.,]\d+)*|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|veinte|treinta|cuarenta|cincuenta|cien|mil|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|zwanzig|dreißig|vierzig|fünfzig|hundert|tausend)`;

const CUES: readonly RegExp[] = [
  // A number with its unit or a price.
  new RegExp(String.raw`(?<![\p{L}\d])${NUMBER}\s?(?:[€$£%]|\p{L}{2,})`, 'iu'),
  // A recent occasion.
  /(?<!\p{L})(?:hace (?:\p{L}+ )?(?:días|semanas|meses)|(?:el|la) (?:semana|mes|año|invierno|verano) pasad[oa]|ayer|el (?:lunes|martes|miércoles|jueves|viernes|sábado|domingo)|vor (?:\p{L}+ )?(?:tagen|wochen|monaten)|letzte[nrs]? (?:woche|monat|jahr|winter|sommer)|gestern|neulich|am (?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag))(?!\p{L})/iu,
  // A complaint or an emotion: what kept happening or never did, what was too much, how it felt.
  /(?<!\p{L})(?:siempre|nunca|todo el rato|cada dos por tres|car[ií]simo|fatal|horrible|empapad[oa]|tarde|me ca[ií]|se rompi[oó]|anulaba|gritaba|ständig|immer wieder|nie(?:mals)?|dauernd|heftig|nervig|klatschnass|verschwitzt|zu spät|gestürzt|gerissen|kaputt|abgesagt|gestreikt)(?!\p{L})/iu,
  // A word of annoyance, fear or a bad verdict, or a verb of being pushed or fobbed off: "genervt hat mich …", "das hat
  // mir Angst gemacht", "wollten mir … aufschwatzen", "el lío vino con …", "me tuvo tres semanas mareada", "me parecía
  // absurdo".
  /(?<!\p{L})(?:genervt|geärgert|ärgerlich|gewurmt|enttäuscht|frustriert|sauer|angst|aufschwatzen|aufgeschwatzt|aufgedrängt|abgewimmelt|vertröstet|für dumm verkauft|zeit gelassen|lío|hart[oa]|maread[oa]|agobiad[oa]|absurdo|un robo|una estafa|tomadura de pelo|me cansé|me dio rabia|colarme|ni caso|por ningún lado)(?!\p{L})/iu,
  // A contrast: what was said against what was expected.
  /(?<!\p{L})(?:pero|sin embargo|aunque|aber|trotzdem|allerdings)(?!\p{L})/iu,
];

// Clauses as a respondent says them: cut at sentence ends, commas and colons.
const clausesOf = (text: string) => text.split(/[.;:!?¿¡,]+/u).filter((c) => /\p{L}/u.test(c));

/** How many cues the clause holds. */
export function cueCount(clause: string): number {
  return CUES.filter((cue) => cue.test(clause)).length;
}

/** How many cues the clause of the answer that holds `said` has (the most, where it is said twice); 0 if none does. */
export function cuesAround(answer: string, said: string): number {
  const needle = said.toLowerCase();
  return Math.max(
    0,
    ...clausesOf(answer)
      .filter((clause) => clause.toLowerCase().includes(needle))
      .map(cueCount),
  );
}
