import { isWarmUpQuestion } from './answer-kinds';

/**
 * The job a respondent names in a bare noun phrase when asked to say a little about themselves: "bar work, nights",
 * "Retired school cook, widowed, …", "estudiante, y curro los findes", "Jubilada, viuda, …", "azubi kfz, früh raus",
 * "Rentner, früher Schriftsetzer", "ja also ich bin pflegehelferin im altenheim". Read only in a reply to the warm-up
 * question, where a noun phrase opening the answer says who one is; elsewhere "price, mostly" is no job. Also a job
 * said first in a list of labels about oneself ("nurse, 2 kids", "profe, 2 hijos", "Steuerberaterin in Kassel,
 * alleinerziehend", "bus driver, nights mostly"), which counts only when the label after it is the family or the shifts,
 * so "Leeds, 2 kids" says no job; or a job said with its own setting: its shift, where it is done, or the employer or
 * town named after it ("Night-shift paramedic in Swindon, …", "Erzieherin in einer Kita in Leipzig, …", "Civil
 * servant, DWP.").
 */

// Words that open a spoken answer before what it says: "Pues mira, …", "ja also …", "Well, …".
const OPENER = /^(?:(?:well|so|um+|erm|er|oh|ok(?:ay)?|right|pues|bueno|vale|mira|a ver|ja|also|naja|hm+|tja|na)[\s,.:!-]+)*/iu;

// A clause that says what one does or did for a living, said without a verb or after "I'm", "soy", "ich bin".
const JOB_CLAUSE = new RegExp(
  [
    // Retired, a student, an apprentice, in any of the three languages, with or without the trade after it.
    String.raw`^(?:i['’]?m |i am |soy |estoy |ich bin )?(?:an? |ein(?:e)? )?(?:retired|semi-retired|pensioner|apprentice|trainee|jubilad[oa]|prejubilad[oa]|pensionista|estudiante|aprendiz|becari[oa]|rentner(?:in)?|pensionär(?:in)?|student(?:in)?|azubi|auszubildende[rn]?|lehrling|werkstudent(?:in)?)(?!\p{L})`,
    // Work named by where it is done: "bar work", "agency work", "shop work" (two words at most before it).
    String.raw`^(?:[\p{L}-]+ ){1,2}work$`,
    // Working, said in everyday words: "curro en un almacén", "curro los findes".
    String.raw`^curro(?: |$)`,
    // A trade one had: "früher Schriftsetzer", "ex-postman", "antes fontanero".
    String.raw`^(?:früher|ehemals|ex-|former |antes )\s?[\p{L}-]{4,}$`,
    // A German trade noun after "ich bin", written in lower case too: "ich bin pflegehelferin im altenheim".
    String.raw`^ich bin (?!(?:mutter|vater|oma|opa|single|verheiratet|geschieden|ledig|hier|da|froh|müde|neu|sauer|gerne?|oft|viel|meistens|selten|immer|jetzt|seit|eine?)(?!\p{L}))[\p{L}-]{4,}(?:er|erin|eur|eurin|ist|istin|ant|antin|ent|entin|e)(?: (?:im|in|bei|am|an|für) .+)?$`,
    // A Spanish trade noun (-ero, -ista, -dor, -tor, -ante), with what it is of: "camarera", "maestra de infantil".
    String.raw`^(?:soy )?(?!(?:madre|padre|abuel[oa]|viud[oa]|casad[oa]|solter[oa]|compañer[oa]|enter[oa]|primer[oa])(?!\p{L}))\p{L}{3,}(?:er[oa]|ista|dora?|tora?|ante|ente|str[oa])(?: de \p{Ll}{3,})?(?: en .+)?$`,
    // Shifts: "nights", "schichtdienst", "turnos de noche".
    String.raw`^(?:nights|nightshifts?|night shifts?|shift work|schichtdienst|schichtarbeit|nachtschicht(?:en)?|turnos?(?: de noche)?)$`,
  ].join('|'),
  'iu',
);

/** Whether a reply to the warm-up question names the respondent's job in a clause of its own. */
function namesJobInClause(reply: string): boolean {
  const clauses = reply
    .normalize('NFKC')
    .replace(OPENER, '')
    .split(/[,;.:!?]|\s(?:and|y|und)\s/u)
    .map((clause) => clause.trim())
    .filter(Boolean);
  // The opening clauses say who one is; later ones may be about anyone ("…, my husband is retired").
  return clauses.slice(0, 2).some((clause) => JOB_CLAUSE.test(clause));
}

// Trades whose names end like no other: "nurse", "contable", "abogada", "Ärztin".
const UNSUFFIXED_TRADES =
  'nurse|chef|cook|clerk|architect|midwife|surgeon|vet|profe|seño|maestr[oa]|contable|médic[oa]|abogad[oa]|mecánic[oa]|informátic[oa]|funcionari[oa]|psicólog[oa]|arquitect[oa]|policía|conserje|juez|arzt|ärztin|anwalt|anwältin|koch|köchin|beamtin';
// A noun of a trade, by its ending in English, Spanish and German, or one of the short words for a teacher; in English
// also "-ant", "-ent" and "-medic" ("civil servant", "consultant", "paramedic").
const TRADE_NOUN = String.raw`(?:\p{L}{3,}(?:er|or|ist|ian|erin|eurin|frau|mann|kraft|er[oa]|ista|dora|dor|tora|tor|ante|ente|ant|ent)|\p{L}*(?:medic|mechanic)|${UNSUFFIXED_TRADES})`;
// Family nouns end like trades ("mother", "Tochter", "madre"), and so do people who are not at work ("parent",
// "patient", "tenant") and things ("apartment"): never a job.
const NOT_A_TRADE = String.raw`(?:mother|father|brother|sister|daughter|grandmother|grandfather|carer of|parent|patient|resident|tenant|client|pregnant|\p{L}*migrant|\p{L}*ment|mutter|vater|tochter|schwester|bruder|ehefrau|ehemann|hausfrau|hausmann|madre|padre|hermano|hermana|abuelo|abuela|compañer[oa]|viud[oa]|solter[oa])`;
// The job first: a trade noun with up to three words before it (or joined to it: "Nachtschicht-Pförtner") and where it
// is done after it.
const JOB_LABEL = new RegExp(
  String.raw`^(?:[\p{L}-]+ ){0,3}(?:\p{L}+-)?(?!${NOT_A_TRADE}(?!\p{L}))${TRADE_NOUN}(?: (?:in|at|on|for|auf|im|in der|bei|am|an|en|de) .+)?$`,
  'iu',
);
// A label of the family or the shifts after it: "2 kids", "dos hijos", "zwei Kinder", "alleinerziehend", "nights mostly",
// "Wechseldienst", "turnos de noche".
const FAMILY_OR_SHIFTS = new RegExp(
  [
    String.raw`^(?:\d|one|two|three|four|un[oa]?|dos|tres|cuatro|eine?|zwei|drei|vier) (?:kids|children|sons|daughters|hij[oa]s?|niñ[oa]s|crí[oa]s|kinder|kind|söhne|töchter|sohn|tochter)$`,
    String.raw`^(?:married|widowed|divorced|single (?:mum|mom|dad|parent)|casad[oa]|viud[oa]|divorciad[oa]|madre soltera|padre soltero|verheiratet|verwitwet|geschieden|alleinerziehend)(?: .+)?$`,
    String.raw`^(?:(?:mostly|mainly|usually|sobre todo|meist(?:ens)?) )?(?:nights|earlies|lates|shifts|(?:night|early|late|day|long) shifts?|turnos?(?: de (?:noche|mañana|tarde))?|de noches|\p{L}*(?:schicht|dienst)(?:en)?)(?: (?:mostly|mainly|usually|sobre todo|meistens))?$`,
  ].join('|'),
  'iu',
);

// A label of a word or two between the job and its shifts, where it is done: "bus driver. leeds. early shifts".
const SHORT_LABEL = /^[\p{L}-]+(?: [\p{L}-]+)?$/u;

/**
 * Whether a reply to the warm-up opens with a job followed by a label of the family or the shifts, right after it or
 * after a short label of where ("bus driver. leeds. early shifts": a terse reply parts its labels with full stops too).
 */
export function namesJobBeforeLabels(reply: string): boolean {
  const clauses = reply
    .normalize('NFKC')
    .split(/[,;:.!?]/u)
    .map((clause) => clause.trim())
    .filter(Boolean);
  if (clauses.length < 2 || !JOB_LABEL.test(clauses[0]!)) return false;
  return FAMILY_OR_SHIFTS.test(clauses[1]!) || (SHORT_LABEL.test(clauses[1]!) && FAMILY_OR_SHIFTS.test(clauses[2] ?? ''));
}

// The job's own setting, in its clause: the shift before it ("night-shift paramedic", "Nachtschicht-Pfleger"), or where
// it is done after it, a name in English and Spanish ("in Swindon", "at Tesco", "en el Clínico"), a place in Spanish
// ("en un colegio") and any place in German, whose nouns are all capitalised ("in einer Kita").
const SHIFT_BEFORE =
  /^(?:[\p{L}-]+ )?(?:night|nights|early|late|day|weekend|night-shift|nightshift|shift|nacht|früh|spät|schicht|turno|noche)[\p{L}-]*[\s-]/iu;
const WHERE_AFTER =
  /\s(?:(?:in|at|for|en) (?:the |a |el |la |los |las )?\p{Lu}|en (?:un|una) \p{L}|(?:in|im|bei|am|an|auf) (?:(?:der|dem|einer|einem|eine|die|das) )?\p{Lu})/u;
// An employer or a town named by itself after the job: "DWP", "Tesco", "Crewe".
const NAME_LABEL = /^(?:\p{Lu}{2,}|\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)?)$/u;

// The respondent's own clause after the job, saying where they do it: "Hairdresser, I rent a chair in a salon in
// Derby", "Enfermera, hago noches en el Clínico", "Köchin, ich stehe in einem Hotel am Herd".
const OWN_CLAUSE = /^(?:i|yo|ich)(?!\p{L})/iu;
// Words that end like trades and open a sentence without being one: "September, I moved to Leeds", "Summer, I spend it
// in Spain", "Partner, I live with him in York".
const NOT_A_JOB_ALONE =
  /^(?:summer|sommer|winter|september|october|oktober|november|december|dezember|partner|member|customer|user|lover|neighbou?r|nachbar)$/iu;

/** A message cut into its labels at every comma and sentence end, each trimmed: "Fachinformatiker", "27", "wohne in Bochum". */
const labelClauses = (text: string) =>
  text
    .normalize('NFKC')
    .split(/[,;:.!?]/u)
    .map((clause) => clause.trim());

/**
 * Whether a reply to the warm-up opens with a job said with its shift, where it is done, or the employer after it, or
 * with a job said alone and then where the respondent does it.
 */
export function namesJobWithItsSetting(reply: string): boolean {
  const clauses = labelClauses(reply.normalize('NFKC').replace(OPENER, '')).filter(Boolean);
  const job = clauses[0];
  if (!job || !JOB_LABEL.test(job)) return false;
  const next = clauses[1] ?? '';
  return (
    SHIFT_BEFORE.test(job) ||
    WHERE_AFTER.test(job) ||
    NAME_LABEL.test(next) ||
    (!/\s/u.test(job) && !NOT_A_JOB_ALONE.test(job) && OWN_CLAUSE.test(next) && WHERE_AFTER.test(next))
  );
}

// Where the respondent lives, said of themselves in a sentence of its own: "We're in Crewe now", "Vivimos en Getafe",
// "Wir wohnen in Kiel".
const LIVES_IN =
  /(?:^|[.!?]\s+)(?:I['’]m|We['’]re|I am|We are|I live|We live|Vivo|Vivimos|Estoy|Estamos|Ich wohne|Wir wohnen|Ich lebe|Wir leben|Wir sind|Ich bin)(?: now| ahora| jetzt)? (?:in|en) \p{Lu}/u;

// An age said by itself: "27", "34 years".
const AGE_CLAUSE = /^(?:1[6-9]|[2-9]\d)(?: (?:years|años|jahre))?$/iu;

/**
 * A job label, then the age: "Fachinformatiker, 27, wohne in Bochum", "nurse, 29". A name ends like a trade too
 * ("Peter, 45"), so a single capitalised word counts only when it is longer than names are.
 */
function namesJobThenAge(message: string): boolean {
  const [job, age] = labelClauses(message);
  if (!job || !age || !AGE_CLAUSE.test(age) || !JOB_LABEL.test(job)) return false;
  return /^\p{Ll}/u.test(job) || /[\s-]/u.test(job) || [...job].length >= 10;
}

/**
 * Whether a message introduces the respondent whatever it replies to: a job said with its own setting, then where they
 * live ("Civil servant, DWP. We're in Crewe now.", "Contable en una empresa de transportes, en Sevilla."), or a job then
 * the age ("Fachinformatiker, 27, wohne in Bochum."); a label alone may name someone else ("The manager, Tesco.").
 */
export const introducesJobAndHome = (message: string): boolean =>
  (namesJobWithItsSetting(message) && (LIVES_IN.test(message.normalize('NFKC')) || townAfter(message))) || namesJobThenAge(message);

// A town said after the job with its preposition, in a clause of its own: "…, en Sevilla", "…, in Leeds", "…, aus Kiel".
const TOWN_CLAUSE = /^(?:en|in|aus|from|de) \p{Lu}[\p{L}-]*(?: \p{Lu}[\p{L}-]*)?$/u;
const townAfter = (message: string) =>
  labelClauses(message)
    .slice(1)
    .some((clause) => TOWN_CLAUSE.test(clause));

/**
 * Whether a reply to the warm-up question names the respondent's job: in a clause of its own, before labels, or with
 * its own setting.
 */
export const namesJobInIntroduction = (reply: string): boolean =>
  namesJobInClause(reply) || namesJobBeforeLabels(reply) || namesJobWithItsSetting(reply);

/** The respondent's replies to the warm-up question (and its follow-ups), in the order they were said. */
export function introductionReplies(
  history: readonly { role: string; content: string; isFlagged: boolean; questionIndex: number | null }[],
  questions: readonly { title: string; description: string }[],
): string[] {
  if (!isWarmUpQuestion(questions, 0)) return [];
  const replies: string[] = [];
  let askedIndex: number | null = null;
  for (const message of history) {
    if (message.role === 'assistant') askedIndex = message.questionIndex;
    else if (!message.isFlagged && askedIndex === 0) replies.push(message.content);
  }
  return replies;
}
