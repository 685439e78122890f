import { MONTHS_EN } from './month-names';
import { PRIORITY, WISH } from './told-as-priority';
import { BENEFIT } from './told-by-benefit';
import { CONDITION } from './told-by-condition';
import { BEGINNING, WENT } from './told-by-course';
import { PRIOR_EXPERIENCE } from './told-by-experience';
import { INTENT_FAMILIES, type IntentFamily, type IntentName } from './told-by-intent';
import { OUTCOME_FAMILIES, type OutcomeName } from './told-by-outcome';
import { PERSISTENCE } from './told-by-persistence';
import { FIRST_VISIT, PRACTICE } from './told-by-practice';
import { PROCEDURE } from './told-by-procedure';
import { REFERRAL, REFERRED } from './told-by-referral';
import { TRIED_OPTIONS } from './told-by-trial';

/**
 * What a guide question asks about, read as a family of subjects respondents tell in their own words rather than in
 * the question's: asked how they searched, a respondent says where they asked ("in the neighbourhood Facebook group",
 * "on the council website"); asked for their routine, how often ("four times a week"); asked about the price, what
 * they pay. Each family has the words that show a question asks about it and the words that show a clause tells of
 * it, in English, Spanish and German (the other languages are read by the question's own words only,
 * `already-told.ts`).
 *
 * A question belongs to at most one family, the first that its title or its question sentences name (a note to the
 * interviewer after the question, "Probe cost, distance …", is not what the question asks), so that "decided to
 * cancel" is about cancelling and not about a choice.
 */

export type FamilyName =
  | 'advice'
  | 'mishap'
  | 'routine'
  | 'checking'
  | 'price'
  | 'finding'
  | 'cancelling'
  | 'choice'
  | 'prior'
  | 'procedure'
  | 'priority'
  | 'wish'
  | 'condition'
  | 'beginning'
  | 'went'
  | 'firstVisit'
  | 'practice'
  | 'persistence'
  | 'benefit'
  | IntentName
  | OutcomeName;

type SubjectFamily = {
  name: FamilyName;
  /** A question asks about the family. */
  asks: RegExp;
  /** A clause tells of the family: each match is one word of it. */
  tells: RegExp;
  /** What tells the family at length by itself: a frequency tells the routine ("four times a week"). */
  toldBy?: RegExp;
  /**
   * The family's words open what tells it, so the rest of their sentence counts with them: "I'd tell anyone to find
   * someone patient", "letzten Monat ist mir ein Hund vors Rad gelaufen".
   */
  opensAccount?: boolean;
};

const DAY_NAMES_EN = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday';

const DAYS_EN = 'mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekends';
const DAYS_ES = 'lunes|martes|miércoles|jueves|viernes|sábados|domingos|fines de semana';

// How often: a count of times or of days, mornings … in a period ("four times a week", "three mornings a week", "tres
// mañanas por semana", "viermal die Woche", "drei Abende die Woche", "alle drei Monate"), or its one word ("daily").
const FREQUENCY = [
  String.raw`(?:once|twice|\p{L}+ (?:times|days|mornings|afternoons|evenings|nights)) (?:a|an|per|each|every) (?:day|week|fortnight|month|year)|daily|weekly|monthly|yearly`,
  String.raw`(?:una vez|\p{L}+ (?:veces|días|mañanas|tardes|noches)) (?:a la|al|por|cada) (?:día|semana|mes|año)|a diario`,
  String.raw`\p{L}*mal (?:die|pro|in der|im|am) (?:woche|tag|monat|jahr)|\p{L}+ (?:tage|morgen|abende|nachmittage) (?:die|pro|in der|im) (?:woche|monat)|täglich|wöchentlich|monatlich|jährlich|alle \p{L}+ (?:tage|wochen|monate)`,
].join('|');

// An intent family (`told-by-intent.ts`), an outcome family (`told-by-outcome.ts`), whether they had it before
// (`told-by-experience.ts`) or what was asked of them (`told-by-procedure.ts`) is told by any of its cues.
// A family whose cues open an account is told by the account (the rest of the sentence), not by a cue alone.
const intentFamily = (
  name:
    IntentName | OutcomeName | 'prior' | 'procedure' | 'priority' | 'wish' | 'condition' | 'beginning' | 'went' | 'persistence' | 'benefit',
  opensAccount = false,
): SubjectFamily => {
  const family: Pick<IntentFamily, 'asks' | 'tells'> = [
    ...INTENT_FAMILIES,
    ...OUTCOME_FAMILIES,
    PRIOR_EXPERIENCE,
    PROCEDURE,
    PRIORITY,
    WISH,
    CONDITION,
    BEGINNING,
    WENT,
    PERSISTENCE,
    BENEFIT,
  ].find((f) => f.name === name)!;
  return { name, asks: family.asks, tells: family.tells, ...(opensAccount ? { opensAccount } : { toldBy: family.tells }) };
};

// Advice already given, by what they did: "I've already talked my neighbour into coming", "ya he convencido a mi
// vecina", "meine Nachbarin hab ich schon überredet".
const RECOMMENDED = [
  String.raw`(?:talked|persuaded|convinced|got) (?:\p{L}+ ){1,2}(?:into|to) (?:\p{L}+ )?(?:coming|joining|signing|going|trying|booking|come|join|sign|go|try|book)|(?:i['’]ve|i have|we['’]ve|we have) (?:already )?(?:recommended|told (?:everyone|everybody|all my|my friends|friends|people))`,
  String.raw`(?:he|hemos) (?:convencido|animado|recomendado)|ya (?:se lo |le |les )(?:he )?(?:recomendado|dicho)`,
  String.raw`überredet|weiterempfohlen|(?:hab|habe|haben) (?:\p{L}+ ){0,4}(?:empfohlen|überzeugt)`,
].join('|');

// Nothing paid, which tells the cost: "never out of pocket", "no puse ni un euro", "keinen Cent draufgelegt".
const COST_NOTHING = [
  String.raw`out of pocket|(?:didn['’]t|did not|never) cost (?:me |us )?(?:a |anything|a thing|a penny|a cent|nothing)|cost (?:me |us )?nothing|free of charge|(?:didn['’]t|did not|never) (?:pay|spend) a (?:penny|cent|thing)`,
  String.raw`ni un (?:euro|céntimo|duro)|no (?:me |nos )?cost(?:ó|aba) nada|sin (?:coste|costo)|no (?:pagué|pagamos) nada|gratis`,
  String.raw`keinen (?:cent|pfennig|euro)|nichts gekostet|nichts (?:bezahlt|draufgelegt)|kostenlos|umsonst`,
].join('|');

// How far a place is from someone: a count of minutes, streets … from or away, or close to home or work.
const DISTANCE = [
  String.raw`(?:(?<!\d)\d+|a|one|two|three|four|five|ten|fifteen|twenty|thirty|a few|a couple of) (?:minutes?|mins?|miles?|streets?|roads?|doors?|blocks?|km|kilometres?) (?:walk |drive |bus ride )?(?:from|away)|(?:close|near|next) to (?:my|our|his|her|their|work|home|school)|round the corner`,
  String.raw`a (?:\d+|un[oa]?|dos|tres|cuatro|cinco|diez|quince|veinte|treinta|pocos|pocas|unos|unas) (?:minutos|calles|kilómetros|km|manzanas|pasos) de|(?:cerca|al lado) de (?:casa|mi|mis|nuestr[oa]s?|su|sus)`,
  String.raw`(?:(?<!\d)\d+|zwei|drei|vier|fünf|zehn|fünfzehn|zwanzig|ein paar|wenige) (?:minuten|straßen|kilometer|km|häuser) (?:von (?:\p{L}+ ){0,3})?entfernt|in der nähe (?:von|meiner|unserer|seiner|ihrer)|um die ecke`,
].join('|');

// Where one lives is said by how far it is too ("Vivo en Zaragoza, ahora cerca de mi hijo", "I live in Leeds, near my
// parents"): that chose nothing, and the distance is not read as a choice.
const WHERE_THEY_LIVE = new RegExp(
  String.raw`((?<!\p{L})(?:live|lives|lived|living|vivo|vivimos|vive|viven|vivía|wohne|wohnen|wohnt|wohnte)(?!\p{L})[^.;!?]{0,40}?)(?<!\p{L})(?:${DISTANCE})(?!\p{L})`,
  'giu',
);

/** The text without the distances that say where the respondent lives. */
export const withoutWhereTheyLive = (text: string) => text.replace(WHERE_THEY_LIVE, '$1');

// Checking something before one paid or signed, told by what one did ("had a look underneath", "lo pasé por la
// revisión", "hab mir das Scheckheft angeschaut"), whose words open the account: the rest of the sentence says how.
const CHECKED = [
  String.raw`(?:had|took) a (?:good |proper |close |quick )?look|look(?:ed)? (?:\p{L}+ )?(?:over|underneath|under|round)|checked|inspected|examined|tested|test[- ]dr(?:ove|iven)|took it (?:to|for|round)|(?:got|had) (?:\p{L}+ ){1,3}(?:to )?(?:look at|check|inspect)`,
  String.raw`revis\p{L}*|comprob\p{L}*|inspeccion\p{L}*|lo (?:probé|probamos|probó|miré|miramos|llevé|llevamos|pasé|pasamos)`,
  String.raw`angeschaut|angesehen|nachgesehen|nachgeschaut|geprüft|überprüft|untersucht|begutachtet|gecheckt|durchgesehen|ausprobiert|probegefahren|probegewohnt`,
].join('|');

// Families in order: the first a question names is its family. "How do you feel about what you pay?" asks the price.
// What matters most and the one thing they would change, read before anything their wording names.
const OPINION_FAMILIES = [intentFamily('priority'), intentFamily('wish')];
// What would make them do it (again), read before "what would make …" is taken for a question of what counts.
const CONDITION_FAMILY = intentFamily('condition');
// What nearly made them stop, read before "what has been hard" is taken for a question of what counts: "What has been
// hard, or nearly made you stop?" is told by the moment they nearly gave up.
const PERSISTENCE_FAMILY = intentFamily('persistence');

const FAMILIES: readonly SubjectFamily[] = [
  {
    // What they would tell or advise someone else: asked of any study ("What would you tell a friend who …?").
    name: 'advice',
    asks: /(?<!\p{L})(?:what would you (?:tell|say to|advise|recommend|suggest)|(?:any|what|your) advice|qué (?:le|les)? ?(?:dirías|recomendarías|aconsejarías)|qué consejo|was würden sie (?:[^.?!]{0,60} )?(?:raten|empfehlen|sagen)|welchen (?:rat|tipp))(?!\p{L})/iu,
    tells: new RegExp(
      String.raw`(?<!\p{L})(?:(?:i['’]?d|i would) (?:tell|advise|recommend|suggest|say to)|if (?:a|my) (?:friend|mate|colleague|neighbour|sister|brother)[^.!?]{0,40}(?:i['’]?d|i would) say|my advice|(?:i|we) (?:always )?(?:tell|say to) (?:anyone|anybody|everyone|everybody|people|whoever)|(?:le|les) (?:diría|recomendaría|aconsejaría|digo|recomiendo|aconsejo)|(?:yo )?(?:diría|recomendaría|aconsejaría) (?:a|que)|mi consejo|würde ich (?:\p{L}+ ){0,3}(?:sagen|raten|empfehlen)|(?:sag|sage|rate) ich (?:jedem|allen|immer)|ich (?:sag|sage|rate) (?:jedem|allen|immer)|ich würde (?:\p{L}+ ){0,3}(?:sagen|raten|empfehlen)|mein (?:rat|tipp)|${RECOMMENDED})(?!\p{L})`,
      'iu',
    ),
    opensAccount: true,
  },
  {
    // The last time something went wrong: told by an account of a recent occasion ("last month a dog ran under my
    // wheel", "el mes pasado …", "letzten Monat …").
    name: 'mishap',
    asks: /(?:(?<!\p{L})(?:the last time|la última vez|das letzte mal|zuletzt)(?!\p{L})[^.?!]{0,80}(?<!\p{L})(?:badly|wrong|mal|schief\p{L}*|problem\p{L}*)(?!\p{L}))|(?:(?<!\p{L})(?:badly|wrong|mal|schief\p{L}*)(?!\p{L})[^.?!]{0,80}(?<!\p{L})(?:the last time|la última vez|das letzte mal|zuletzt)(?!\p{L}))/iu,
    tells: new RegExp(
      String.raw`(?<!\p{L})(?:last (?:week|month|year|winter|spring|summer|autumn|time|${DAY_NAMES_EN}|${MONTHS_EN})|yesterday|the other day|\p{L}+ (?:days|weeks|months) ago|a (?:day|week|month) ago|` +
        String.raw`(?:el|la) (?:semana|mes|año|invierno|verano) pasad[oa]|ayer|el otro día|hace (?:\p{L}+ )?(?:días|semanas|meses|un mes|una semana)|` +
        String.raw`letzte[nrs]? (?:woche|monat|jahr|winter|sommer|frühling|herbst)|gestern|neulich|vor (?:\p{L}+ )?(?:tagen|wochen|monaten|einer woche|einem monat))(?!\p{L})`,
      'iu',
    ),
    opensAccount: true,
  },
  // What they would do differently before doing it again: "What would you do differently if you did it again?".
  intentFamily('hindsight'),
  intentFamily('changed'),
  intentFamily('since'),
  intentFamily('again'),
  // What they get out of it, told by what they value in it (`told-by-benefit.ts`), whose cue opens the account.
  intentFamily('benefit', true),
  {
    name: 'routine',
    asks: /(?<!\p{L})(?:routine|how often|how many times|typical (?:week|day)|usual (?:week|day)|schedule|rutina|con qué frecuencia|cada cuánto|cuántas veces|semana (?:normal|típica)|día (?:normal|típico)|wie oft|wie häufig|typische)|alltag|wochenablauf|fits? into (?:your|their) (?:week|day|routine)|encaja(?:n)? (?:\p{L}+ ){0,2}en tu (?:semana|día|rutina)|(?:passt|passen) (?:\p{L}+ ){0,3}in ihren? (?:woche|alltag|tag)/iu,
    // When: "on Mondays", "by the mornings", "montags"; a day named is one word of the routine, not all of it.
    tells: new RegExp(
      String.raw`(?<!\p{L})(?:${FREQUENCY}|every (?:day|morning|evening|night|week|weekend|month|year|other)|most (?:days|mornings|evenings|nights|weekends)|on (?:${DAYS_EN})|before work|after work|` +
        String.raw`cada (?:día|mañana|tarde|noche|semana|mes|año|${DAYS_ES})|todos los (?:días|${DAYS_ES})|los (?:${DAYS_ES})|por las (?:mañanas|tardes|noches)|` +
        String.raw`jeden (?:tag|morgen|abend|monat)|jede woche|montags|dienstags|mittwochs|donnerstags|freitags|samstags|sonntags|morgens|abends|am wochenende)(?!\p{L})`,
      'iu',
    ),
    toldBy: new RegExp(String.raw`(?<!\p{L})(?:${FREQUENCY})(?!\p{L})`, 'iu'),
  },
  {
    // What they did to check something before they paid ("What did you do to check the car before you paid?" asks the
    // checking, not the price).
    name: 'checking',
    asks: /(?<!\p{L})(?:(?:do|did) (?:\p{L}+ ){0,3}(?:check|inspect|examine)|check(?:ing|ed)? (?:it |the \p{L}+ )?(?:over|out)|comprobar|revisar|inspeccionar|revisarlo|revisarla|comprobarlo|prüfen|überprüfen|begutachten|checken|geprüft|überprüft|begutachtet)(?!\p{L})/iu,
    tells: new RegExp(String.raw`(?<!\p{L})(?:${CHECKED})(?!\p{L})`, 'iu'),
    opensAccount: true,
  },
  // Who paid before what it cost: "Who paid for the repair?".
  intentFamily('payer'),
  {
    name: 'price',
    // A bill asks what they paid: "la factura final", "die Schlussrechnung".
    asks: /(?<!\p{L})(?:pric|cost|pay(?:s|ing|ment)?(?!\p{L})|paid|charg|fees?(?!\p{L})|afford|expens|cheap|bills?(?!\p{L})|precio|cuesta|pag[aou]|caro(?!\p{L})|barato|tarifa|cuota|factura|preis|kosten|kostet|bezahl|zahl|teuer|günstig|gebühr|\p{L}*rechnung)/iu,
    toldBy: new RegExp(String.raw`(?<!\p{L})(?:${COST_NOTHING})(?!\p{L})`, 'iu'),
    // Nothing paid names the price too, so that it can tell it by itself (`toldBy`).
    tells: new RegExp(
      String.raw`(?<!\p{L})(?:${COST_NOTHING}|pric\p{L}*|costs?|cost(?:ing|ly)|pay\p{L}*|paid|charge[sd]? (?:me|us|you|them|for|extra|a fee)|charges|overcharg\p{L}*|(?:extra|hidden|no|a) charges?|fees?|afford\p{L}*|expensive|cheap\p{L}*|bills?|pounds?|euros?|dollars?|precios?|cuest[ae]n?|costó|pag\p{L}*|car[oa]s?|barat[oa]s?|tarifas?|cuotas?|preis\p{L}*|kosten|kostet\p{L}*|bezahl\p{L}*|gezahlt|zahle\p{L}*|teuer\p{L}*|günstig\p{L}*|gebühr\p{L}*)(?!\p{L})|[£€$]`,
      'iu',
    ),
  },
  intentFamily('waiting'),
  intentFamily('contact'),
  {
    name: 'finding',
    // Asked how or where they searched, compared, found or heard of it ("What happened when you could not find a book?" asks
    // about an event, not about the search); German puts the participle last: "Wie haben Sie … gesucht?" ("ausgesucht" is
    // chosen).
    asks: /(?<!\p{L})(?:search|finding|compar(?:e|ed|ing|aste|asteis|ar|aron|ó)(?!\p{L})|verglichen|vergleich|b[uú]squeda|(?:how|where) (?:did|do|would) you (?:go about |first )?(?:search|look|find|hear|come across|discover|learn)|how you (?:searched|looked|found)|(?:cómo|dónde) (?:te )?(?:busca|encontr|entera|conoci|diste con)|wie (?:haben|sind) sie [^.?!]{0,80}(?<!\p{L})(?:gesucht|gefunden|herausgefunden|erfahren|gestoßen)(?!\p{L}))|suche(?!\p{L})/iu,
    // The means and the source: searching, recommendations, the channels asked or looked up, and who pointed them to it
    // or where they saw it (`told-by-referral.ts`).
    tells: new RegExp(
      String.raw`(?<!\p{L})(?:search\p{L}*|compar(?:e|ed|ing|é|amos|ando)|verglichen|vergleich\p{L}*|googl\p{L}*|look(?:ed|ing)? (?:up|online)|ask(?:ed|ing)? around|asked (?:in|on) (?:the|a|my|our)|recommend\p{L}*|websites?|online|internet|apps?|forums?|facebook|whatsapp|instagram|reddit|nextdoor|reviews?|ratings?|word of mouth|busqu\p{L}*|busc\p{L}*|investigu\p{L}*|recomend\p{L}*|web|página|foros?|reseñas|opiniones|valoraciones|boca a boca|gesucht|(?:he)?rausgesucht|such(?:e|en|te|ten|t)|gegoogelt|nachgeschlagen|nachgesehen|nachgeschaut|recherchiert|gegooglet|empfohlen|empfahl\p{L}*|empfehl\p{L}*|umgehört|herumgefragt|webseite|homepage|bewertung\p{L}*|mundpropaganda|seiten? (?:der|des|von)|${REFERRAL})(?!\p{L})|suche|portal`,
      'iu',
    ),
    toldBy: REFERRED,
  },
  {
    name: 'cancelling',
    asks: /(?<!\p{L})(?:cancel|quit|leav|baja|abgemeldet|austritt)|kündig/iu,
    tells: /(?<!\p{L})(?:cancel\p{L}*|quit|baja|abgemeldet|ausgetreten)(?!\p{L})|kündig/iu,
  },
  {
    name: 'choice',
    asks: /(?<!\p{L})(?:choos|chose|choic|pick|decid|decision|select|eleg|elig|escog|decisión|wähl|wahl|gewählt|entschie|entscheid|ausgesucht|ausgewählt)/iu,
    // A place chosen is often told by how far it is from someone: "the one ten minutes from Mum", "a quince minutos de
    // casa", "zwei Straßen von meinem Bruder entfernt". "We went for it" is going ahead, not a choice.
    tells: new RegExp(
      String.raw`(?<!\p{L})(?:${DISTANCE}|${REFERRAL}|${TRIED_OPTIONS}|went (?:with|for)(?! it(?!\p{L}))|settled on|nos quedamos con|nos decidimos|nos decantamos|(?:haben|habe|hab) (?:\p{L}+ ){1,3}genommen|choos\p{L}*|chose\p{L}*|choice|pick(?:ed|ing)?(?! up)|decid\p{L}*|decision|select\p{L}*|eleg\p{L}*|elig\p{L}*|escog\p{L}*|decisión|wähl\p{L}*|gewählt|entschie\p{L}*|entscheid\p{L}*|ausgesucht|ausgewählt)(?!\p{L})`,
      'iu',
    ),
    toldBy: REFERRED,
  },
  intentFamily('feeling'),
  // After how it felt ("Wie ging es Ihnen in den ersten Wochen?" asks a feeling), and the first weeks before how a
  // change went ("How did the first weeks at home go?" asks the first weeks).
  intentFamily('beginning', true),
  intentFamily('went', true),
  // Whether they had it before: "Whether they had owned a dog before", told by "I grew up with Jack Russells".
  intentFamily('prior'),
  // What was asked of them before they got it: "after the home check, … we paid £225", whose steps open the account.
  intentFamily('procedure', true),
  ...OPINION_FAMILIES,
  CONDITION_FAMILY,
  // The first session of a course, and how they get on with what they were given to do (`told-by-practice.ts`): read
  // over whole sentences (`told-in-one-sentence.ts`).
  FIRST_VISIT,
  PRACTICE,
  // What kept them going, told by the moment they nearly stopped (`told-by-persistence.ts`).
  PERSISTENCE_FAMILY,
];

// Questions that ask for a reason: only a reason tells them.
const ASKS_WHY = /(?<!\p{L})(?:why|what made you|how come|por qué|qué te hizo|warum|weshalb|wieso|was hat den ausschlag)(?!\p{L})/iu;

/** The question sentences of a guide question's description, or all of it when none ends in a question mark. */
export function questionSentences(question: { description: string }): string {
  const asked = question.description.split(/(?<=[.?!])\s+/u).filter((s) => /[?？]\s*$/u.test(s));
  return asked.length > 0 ? asked.join(' ') : question.description;
}

/** What a question asks: its title and its question sentences. */
const questionText = (question: { title: string; description: string }) => `${question.title}. ${questionSentences(question)}`;

// "What matters most when you choose …?", "What gets in the way when you search …?", "If you could change one thing
// about cancelling …?" (the questions "Create with AI" drafts) ask what counts, what stands in the way or what they
// wish for: an account of how they chose, searched or cancelled tells none of them, whatever family the verb names.
const ASKS_WHAT_COUNTS =
  /(?<!\p{L})(?:what matters|matters? (?:the )?most|most important|important to you|gets? in the way|hard(?:er|est)?|difficult\p{L}*|if you could change|what would (?:make|help|improve)|ideal|lo (?:más )?importante|te importa|(?:te )?lo pone difícil|obstáculos?|dificult\p{L}*|si pudieras cambiar|qué cambiarías|wichtig\p{L}*|im weg|schwierig\p{L}*|ändern könnten|was würden sie ändern)(?!\p{L})/iu;

/** The family a guide question asks about, if any. */
export function familyOf(question: { title: string; description: string }): FamilyName | null {
  const text = questionText(question);
  // What matters most, or the one thing they would change: told by their own cues (`told-as-priority.ts`).
  const opinion = OPINION_FAMILIES.find((family) => family.asks.test(questionSentences(question)));
  if (opinion) return opinion.name;
  if (CONDITION_FAMILY.asks.test(questionSentences(question))) return CONDITION_FAMILY.name;
  if (PERSISTENCE_FAMILY.asks.test(questionSentences(question))) return PERSISTENCE_FAMILY.name;
  if (ASKS_WHAT_COUNTS.test(questionSentences(question))) return null;
  return FAMILIES.find((family) => family.asks.test(text))?.name ?? null;
}

/** Whether a guide question asks why (its question sentences): only a reason tells it. */
export function asksWhy(question: { title: string; description: string }): boolean {
  return ASKS_WHY.test(questionText(question));
}

const TELLS_ALL = new Map(FAMILIES.map((f) => [f.name, new RegExp(f.tells.source, 'giu')]));

/** The words of a family a clause says ("Facebook", "website"), or none. */
export function familyWords(clause: string, name: FamilyName): string[] {
  return clause.match(TELLS_ALL.get(name)!) ?? [];
}

/** Whether a clause tells the family at length by itself (a frequency tells the routine). */
export function toldByItself(clause: string, name: FamilyName): boolean {
  return FAMILIES.find((f) => f.name === name)!.toldBy?.test(clause) === true;
}

/** Whether the family's words open what tells it, so the rest of their sentence counts with them. */
export function opensAccount(name: FamilyName): boolean {
  return FAMILIES.find((f) => f.name === name)!.opensAccount === true;
}
