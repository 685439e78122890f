/**
 * The job a respondent gives in an introduction in words no list of trades holds: what they do, and where, right after
 * their age ("Fifty-two in May. I stack shelves on nights at Tesco.", "Thirty-one, teach chemistry at a secondary",
 * "31 tacos, doy química en un instituto", "Tengo 38 años, soy técnico de sistemas"). Read only in a message that
 * opens with the age, where what one does at a place is one's work; elsewhere "I looked at the reviews" is no job.
 */

const NUMBER_WORD =
  'twenty|thirty|forty|fifty|sixty|seventy|eighteen|nineteen|veinte|veinti\\p{L}+|treinta|cuarenta|cincuenta|sesenta|zwanzig|dreißig|vierzig|fünfzig|sechzig';

// A message that opens with the age: "52 en mayo.", "Thirty-one, …", "Tengo 24 años, …", "Ich bin 38, …".
const OPENS_WITH_AGE = new RegExp(
  String.raw`^\s*(?:hi[,!.]? |hola[,!.]? |hallo[,!.]? )?(?:i['’]?m |i am |tengo |ich bin |bin )?(?:\d{2}|(?:\p{L}+-|\p{L}+und)?(?:${NUMBER_WORD})(?:-\p{L}+|y \p{L}+|und\p{L}+)?)(?=[\s,.;]|$)`,
  'iu',
);

// Verbs of where one lives, goes or is, not of what one does there.
const NOT_WORK_EN =
  'live|lived|living|grew|moved|am|was|have|had|go|went|stay|stayed|still|got|ride|cycle|drive|walk|look|looked|met|married|single|divorced|mum|mom|dad|mother|father|parent|with';
const NOT_WORK_ES = 'vivo|sigo|estoy|voy|vengo|ando|llego|salgo|tengo|estuve|fui';

// Verbs of liking, thinking or owning, which say nothing of a job: "I'm 35, I love dogs".
const NOT_WORK_VERB_EN = 'and|und|love|like|hate|enjoy|think|feel|want|need|guess|suppose|hope|mean|know|rent|own';
const NOT_WORK_DE = 'wohne|lebe|bin|habe|hab|war|komme|gehe|liebe|mag|finde|glaube|miete';
// A word alone that is no trade: "I'm 31, married, …".
const NOT_A_TRADE =
  'married|single|divorced|widowed|engaged|separated|pregnant|male|female|mum|mom|dad|father|mother|parent|here|there|okay|thanks|sorry|casad[oa]|solter[oa]|divorciad[oa]|verheiratet|ledig|geschieden';

// What one does, in a clause of its own after the age (a clause may open with "and", "y", "und"): at a place ("I stack
// shelves on nights at Tesco", "teach chemistry at a secondary", "I teach year 2 in Stockport", "I do the books for a
// car garage", "repongo estanterías de noche en un súper", "llevo la contabilidad de un taller", "soy administrativo en
// una gestoría", "und mache die Buchhaltung für eine Kfz-Werkstatt"), a trade in a word ("paramedic"), or a verb and
// what it makes ("I fit kitchens", "monto cocinas").
const CLAUSE = String.raw`(?:(?:^|[.,;]\s*)(?:and |y |e |und )?|\s(?:and|y|e|und) )`;
const WORK_AT = new RegExp(
  [
    String.raw`${CLAUSE}(?:i )?(?!(?:${NOT_WORK_EN}|${NOT_WORK_VERB_EN}|${NOT_WORK_ES}|${NOT_WORK_DE})(?!\p{L}))\p{Ll}{2,} (?:[\p{L}\p{N}-]+ ){0,4}(?:at|for|in) (?:a |an |the )?\p{L}{3,}`,
    String.raw`${CLAUSE}i (?!(?:${NOT_WORK_EN}|${NOT_WORK_VERB_EN}|${NOT_WORK_ES}|${NOT_WORK_DE})(?!\p{L}))\p{Ll}{2,} \p{Ll}{4,}(?=\s*(?:[,;.]|$))`,
    String.raw`${CLAUSE}(?!(?:${NOT_WORK_ES})(?!\p{L}))\p{Ll}+(?:o|oy) (?:[\p{L}-]+ ){0,4}(?:en|de|para) (?:un|una|el|la) \p{L}{3,}`,
    String.raw`${CLAUSE}(?!(?:${NOT_WORK_ES})(?!\p{L}))\p{Ll}{3,}o \p{Ll}{4,}(?=\s*(?:[,;.]|$))`,
    // Driving for someone is work, though driving alone is how one gets about: "I drive a bin lorry for the council".
    String.raw`${CLAUSE}(?:i )?(?:drive|ride) (?:a|an) (?:[\p{L}-]+ ){0,3}(?:for|at) (?:a |an |the )?\p{L}{3,}`,
    // Running a business of one's own: "llevo una farmacia en Burgos", "tengo un bar".
    String.raw`${CLAUSE}(?:llevo|regento|dirijo|gestiono) (?:un|una) \p{Ll}{3,}`,
    String.raw`${CLAUSE}soy (?!(?:madre|padre|hij[oa]|de|del|muy|un|una)(?!\p{L}))\p{L}{3,} (?:de|en) \p{L}{3,}`,
    String.raw`(?:^|[,;]\s*)(?:an? )?(?!(?:${NOT_A_TRADE})(?!\p{L}))\p{Ll}{5,}(?=\s*(?:[,;.]|$))`,
    String.raw`${CLAUSE}(?:ich )?(?!(?:${NOT_WORK_DE})(?!\p{L}))\p{Ll}{3,}e (?:[\p{L}-]+ ){0,4}(?:für|bei|in|an) (?:eine[mnr]?|der|die|dem|den|das) \p{L}{3,}`,
  ].join('|'),
  'iu',
);
// A German trade after "und", a noun, so read with its capital: "Ich bin 35 und Grundschullehrerin in Kiel".
const AND_TRADE_DE = /(?:^|\s)und \p{Lu}\p{Ll}{3,}(?:in|er|ist|eur|ant|ent)(?=\s|[,;.]|$)/u;

/**
 * What an introduction says after the respondent's age ("I'm 54, I work in payroll, in Shrewsbury" → ", I work in
 * payroll, in Shrewsbury"), or null when the message does not open with the age. Its unit and a month ("in May", "en
 * mayo") are left out: they belong to the age.
 */
export function afterAge(message: string): string | null {
  if (!OPENS_WITH_AGE.test(message)) return null;
  const rest = message.replace(OPENS_WITH_AGE, '');
  return rest.replace(/^ ?(?:(?:years? old|años|tacos|jahre(?: alt)?) ?)?(?:(?:in|en|im) \p{L}+)?/iu, '');
}

// A job said as such anywhere, with no age before it: a German trade noun at a workplace ("Ich bin Schichtleiter in
// einem Logistikzentrum", "ich bin Projektleiterin bei einem Bauunternehmen"), studying, driving a vehicle for a living
// ("Ich fahre Rettungswagen", "I drive a bus in Bristol"), teaching ("I teach Year 4", "doy clases de inglés"), working
// for oneself ("soy autónomo"), running a business, working shifts. Read with its capital: a German noun.
const TRADE_AT_DE =
  /(?<!\p{L})[Ii]ch bin (?!(?:Mutter|Vater|Mitglied|Kunde|Kundin|Fan|Single|Rentner|Rentnerin)(?!\p{L}))\p{Lu}\p{Ll}{4,} (?:in|bei|im|am|an) (?:einer|einem|der|dem|den|\p{Lu})/u;
const WORK_SAID = new RegExp(
  [
    String.raw`(?<!\p{L})(?:ich studiere|i(?:'m| am) studying|estudio (?:\p{L}+ )?(?:en|de)|i teach|ich unterrichte|doy clases)(?!\p{L})`,
    String.raw`(?<!\p{L})(?:i drive (?:a|the) (?:bus|taxi|cab|lorry|truck|van|train|tram|ambulance)|ich fahre (?:bus|taxi|lkw|zug|straßenbahn|\p{L}*wagen)|conduzco (?:un|el) (?:autobús|taxi|camión|tren))(?!\p{L})`,
    String.raw`(?<!\p{L})(?:soy (?:autónom[oa]|freelance)|ich bin selbstständig|i(?:'m| am) self-employed)(?!\p{L})`,
    // A business of one's own ("llevo una peluquería en Granada", "tengo un bar"; not "llevo una vida tranquila"), or
    // the shifts one works ("Nights on a hospital ward, three on, four off", "turnos de noche en el hospital",
    // "Nachtschichten im Lager").
    String.raw`(?<!\p{L})(?:llevo|regento|tengo) (?:un|una) (?:\p{L}{3,}ería|bar|restaurante|taller|negocio|quiosco|kiosco|gestoría|autoescuela|academia|clínica)(?!\p{L})`,
    String.raw`(?<!\p{L})(?:\d|one|two|three|four|five|six|seven) on,? (?:\d|one|two|three|four|five|six|seven) off(?!\p{L})|^(?:\p{L}+ )?(?:nights|lates|earlies|(?:night|early|late|long|twelve-hour|12-hour) shifts?) (?:on|at|in) (?:a|an|the) `,
    String.raw`(?<!\p{L})turnos? (?:de (?:noche|mañana|tarde)|rotativos|rotatorios) en (?:un|una|el|la)(?!\p{L})|(?<!\p{L})(?:nacht|früh|spät|wechsel)schicht(?:en)? (?:im|in|bei|auf)(?!\p{L})`,
  ].join('|'),
  'iu',
);

/**
 * Whether a message says what the respondent does for a living: what they do at a place, after their age, or a job
 * said as such anywhere (`TRADE_AT_DE`, `WORK_SAID`).
 */
export function introducesJob(message: string): boolean {
  if (TRADE_AT_DE.test(message) || WORK_SAID.test(message)) return true;
  const after = afterAge(message);
  return after !== null && (WORK_AT.test(after) || AND_TRADE_DE.test(after));
}
