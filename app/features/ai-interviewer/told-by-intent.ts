/**
 * What a guide question intends to learn, read as a family of intents that respondents answer in words of their own
 * long before the question comes: whether they would do it again ("I'd go back tomorrow", "nunca más", "würde ich
 * jederzeit wieder"), how it felt ("I was a nervous wreck", "me sentí aliviada", "ich war total gestresst"), how long it
 * took ("nobody came till May", "tardaron tres semanas", "erst nach neun Tagen") and how they got in touch ("emailed the
 * agent", "llamé dos veces", "per WhatsApp geschrieben"). Word rules over the question's own words cannot link such
 * paraphrases; a cue of the question's intent can. English, Spanish and German, as `subject-families.ts`, whose families
 * these join (`INTENT_FAMILIES`).
 *
 * A cue tells the intent by itself: the verdict on doing it again is the answer to "Would you …again?", a feeling named
 * is the answer to "How did it feel?", a duration to "How long did it take?". A question that also asks why is told
 * only with its reason; a verdict without one is built on rather than asked afresh (`stanceOnDoingAgain`).
 */

import { MONTHS_DE, MONTHS_EN, MONTHS_ES } from './month-names';

export type IntentName = 'again' | 'waiting' | 'contact' | 'feeling';

export type IntentFamily = {
  name: IntentName;
  /** A question asks about the intent (its title and question sentences). */
  asks: RegExp;
  /** A clause tells of the intent: each match is one word or phrase of it, and tells it by itself. */
  tells: RegExp;
};

export const UNITS =
  'minutes?|hours?|days?|weeks?|fortnights?|months?|years?|minutos?|horas?|días?|semanas?|meses|mes|años?|minuten?|stunden?|tagen?|wochen?|monaten?|monate|jahren?|jahre';

// Negative verdicts come first: "I'd never go back" holds "I'd … go back". Going back, doing, booking or choosing it
// again; never getting something back.
const BACK_OR_AGAIN = String.raw`(?:(?:go|come|head) back|(?:\p{L}+ ){0,4}again)`;
const AGAIN_NO = [
  String.raw`never again|not again|(?:i|we)(?:['’]d| would) never (?:\p{L}+ ){0,2}${BACK_OR_AGAIN}|(?:wouldn['’]t|would not|won['’]t|will not|never) (?:\p{L}+ ){0,2}${BACK_OR_AGAIN}`,
  String.raw`nunca más|ni loc[oa]|ni de broma|no (?:\p{L}+ )?(?:volvería|volveríamos|repetiría|repetiríamos)`,
  String.raw`nie wieder|(?:würde|würden) (?:ich|wir) (?:\p{L}+ ){0,3}(?:nicht|kein\p{L}*) (?:\p{L}+ ){0,3}(?:wieder|noch ?(?:ein)?mal)|(?:ich|wir) (?:würde|würden) (?:\p{L}+ ){0,3}(?:nicht|kein\p{L}*) (?:\p{L}+ ){0,3}(?:wieder|noch ?(?:ein)?mal)`,
].join('|');
const AGAIN_YES = [
  String.raw`(?:i|we)(?:['’]d| would) (?:\p{L}+ ){0,2}(?:(?:go|come|head) back|(?:do|book|use|choose|pick|order|buy|take|try) (?:\p{L}+ ){0,3}again)|in a heartbeat|like a shot|without (?:a second thought|hesitation|thinking twice)|wouldn['’]t hesitate`,
  String.raw`volvería|volveríamos|repetiría|repetiríamos|sin dudarlo|sin pensarlo`,
  String.raw`(?:würde|würden) (?:ich|wir) (?:\p{L}+ ){0,3}(?:wieder|noch ?(?:ein)?mal)|(?:ich|wir) (?:würde|würden) (?:\p{L}+ ){0,3}(?:wieder|noch ?(?:ein)?mal)|jederzeit wieder|sofort wieder|ohne zu zögern`,
  // Done again already: the verdict told by the deed ("I've already booked again", "ya les he hecho otro pedido",
  // "seitdem schon wieder was bestellt").
  String.raw`(?:i|we)(?:['’]ve| have) (?:already |since |even |just )*(?:been back|gone back|(?:ordered|booked|bought|signed up|enrolled|put|placed|made|used) (?:\p{L}+ ){0,3}(?:again|another|more))`,
  String.raw`(?:ya|de hecho|desde entonces) (?:\p{L}+ ){0,3}(?:he|hemos) (?:hecho|pedido|comprado|reservado) (?:\p{L}+ ){0,2}(?:otr[oa]|de nuevo|otra vez)|(?:he|hemos) vuelto a (?:pedir|comprar|reservar|ir|apuntarme|apuntarnos)|(?:he|hemos) repetido`,
  String.raw`(?:seitdem|schon|inzwischen) (?:\p{L}+ ){0,3}wieder (?:\p{L}+ ){0,4}(?:bestellt|gebucht|gekauft|angemeldet|hingegangen)`,
].join('|');

const NO = new RegExp(String.raw`(?<!\p{L})(?:${AGAIN_NO})(?!\p{L})`, 'iu');

// A feeling named: a word of feeling by itself ("so nervous", "a nightmare", "total nervös"), or a milder one said of
// oneself ("I was happy", "estaba tranquila", "ich war froh"), since "happy to help" or "ruhig gelegen" tell none.
const FEELINGS = [
  String.raw`stressed|stressful|anxious|nervous|worried|scared|terrified|embarrassed|embarrassing|ashamed|humiliat\p{L}*|furious|livid|frustrat\p{L}*|gutted|relieved|overwhelmed|panick?ed|freaked|nightmare|helpless|powerless|fed up|(?:i|we) (?:felt|feel|was|were) (?:so |really |quite |a bit |a little |pretty |totally |very )?(?:angry|annoyed|upset|calm|happy|proud|excited|thrilled|lonely|awkward|exhausted|miserable)`,
  String.raw`nervios[oa]s?|agobiad[oa]s?|agobio|estresad[oa]s?|angustiad[oa]s?|angustia|cabread[oa]s?|furios[oa]s?|frustrad[oa]s?|aliviad[oa]s?|avergonzad[oa]s?|vergüenza|pesadilla|impotencia|me sent[íi]a?|(?:estaba|estuve|acabé) (?:muy |súper |bastante |un poco )?(?:enfadad[oa]|hart[oa]|tranquil[oa]|content[oa]|orgullos[oa]|ilusionad[oa]|triste|decepcionad[oa])`,
  // A feeling told by what it did to them: "I went bright red", "me puse como un tomate", "ich bin knallrot geworden".
  String.raw`went (?:bright |beetroot |bright )?red|blush\p{L}*|in tears|cried|crying|shaking like|my heart was (?:pounding|racing)|couldn['’]t sleep|lost sleep over|butterflies|laugh(?:ed|ing) (?:along|it off)`,
  String.raw`me puse (?:roj[oa]|colorad[oa]|como un tomate|a llorar)|llor(?:é|aba|ando)|me temblaba\p{L}*|no pegué ojo|no dormía|me re[íi]a con`,
  String.raw`(?:knall|puter|hoch)?rot (?:geworden|angelaufen)|geweint|gezittert|herzklopfen|kein auge zugetan|nicht (?:mehr )?geschlafen|mitgelacht`,
  String.raw`gestresst|nervös|ängstlich|wütend|genervt|frustriert|erleichtert|überfordert|hilflos|peinlich|albtraum|alptraum|(?:ich|wir) (?:war|waren|fühlte|fühlten) (?:mich |uns )?(?:so |sehr |total |ziemlich |echt |richtig )?(?:sauer|froh|glücklich|stolz|traurig|enttäuscht|aufgeregt|entspannt|ruhig)|(?:war|waren|fühlte|fühlten) (?:ich|wir) (?:mich |uns )?(?:so |sehr |total |ziemlich |echt |richtig )?(?:sauer|froh|glücklich|stolz|traurig|enttäuscht|aufgeregt|entspannt|ruhig)`,
].join('|');

const CHANNELS = [
  // The means of a return or a complaint count too: "filled in their returns form", "a courier picked it up".
  String.raw`couriers?|(?:returns?|postage) labels?|chatbot|live chat|\p{L}+ form|e-?mail(?:ed|s)?|rang|phoned|called (?:them|him|her|the \p{L}+)|texted|messaged|whatsapp|app|portal|(?:online|contact) form|(?:wrote|sent) (?:a |an |them a |him a |her a )?(?:letter|message|email)|in person`,
  String.raw`mensajer[oa]|etiqueta de devolución|chat|correo|llam(?:é|amos|ada|adas)|whatsapp|mensaje|app|portal|burofax|formulario|en persona`,
  String.raw`kurier|\p{L}*formular|\p{L}*etikett|chat|e-?mail|mail|angerufen|anruf|whatsapp|sms|app|portal|formular|eingetragen|geschrieben|persönlich vorbei`,
].join('|');

// How long: until a month ("till May", "hasta mayo", "erst im Mai"), or a count of days, weeks … said with a word of
// waiting or coming ("took nine days", "tardaron tres semanas", "kam nach 4 Tagen"): "almost ten days of boiling
// kettles" says how long the trouble lasted, not how long they waited, and "twice a week" says how often.
export const COUNT_EN = String.raw`\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|several|a few|a couple of`;
export const COUNT_ES = String.raw`\d+|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|quince|veinte|treinta|varias|varios|unas|unos`;
export const COUNT_DE = String.raw`\d+|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|fünfzehn|zwanzig|dreißig|mehrere|ein paar`;
const WAITED = String.raw`took|take|taking|waited|waiting|wait|came|come|arrived|turned up|showed up|tard\p{L}*|esper\p{L}*|vino|vinieron|llegó|llegaron|dauer\p{L}*|gedauert|gewartet|warten|kam|kamen`;
const DURATIONS = [
  String.raw`(?:${WAITED})(?:[^.!?]{0,40} |\s)(?:${COUNT_EN}|${COUNT_ES}|${COUNT_DE}) (?:${UNITS})`,
  String.raw`(?:after|within|después de|al cabo de|nach|erst nach) (?:(?:a|an|one|un|una|einer|einem|${COUNT_EN}|${COUNT_ES}|${COUNT_DE}) )(?:${UNITS})`,
  String.raw`(?:till|until|hasta|erst (?:im|am|ab)) (?:${MONTHS_EN}|${MONTHS_ES}|${MONTHS_DE})`,
].join('|');

/** A pattern of whole words from alternatives (or one source of them): the cues of a family. */
export const cue = (parts: string | readonly string[]) =>
  new RegExp(String.raw`(?<!\p{L})(?:${typeof parts === 'string' ? parts : parts.join('|')})(?!\p{L})`, 'iu');

// In the order a question is read: the first family it names is its family.
export const INTENT_FAMILIES: readonly IntentFamily[] = [
  {
    name: 'again',
    asks: /(?<!\p{L})(?:would you [^.?!]{0,50}(?:again|go back)|do you regret|any regrets|volverías|repetirías|te arrepientes|würden sie [^.?!]{0,60}(?:wieder|noch ?(?:ein)?mal)|bereuen sie)(?!\p{L})/iu,
    tells: cue(`${AGAIN_NO}|${AGAIN_YES}`),
  },
  {
    name: 'waiting',
    asks: /(?<!\p{L})(?:how long (?:did|does|was|were|had)|how (?:quickly|soon|fast) did|cuánto (?:tardaron|tardó|tiempo (?:pasó|tardaron|tuviste que esperar))|wie lange (?:hat|haben|hatten|dauerte|mussten))(?!\p{L})/iu,
    tells: cue(DURATIONS),
  },
  {
    name: 'contact',
    // How they got someone to act ("How did you get the shop to take it back?") is asked and told the same way.
    asks: /(?<!\p{L})(?:how did you (?:let|tell|contact|report|reach|get in touch|get hold)|how did you get (?:\p{L}+ ){1,3}to|cómo (?:se lo hiciste saber|lo (?:comunicaste|notificaste|avisaste)|contactaste|avisaste|conseguiste que)|wie haben sie [^.?!]{0,60}(?:gemeldet|kontaktiert|informiert|erreicht|bescheid gegeben|dazu gebracht))(?!\p{L})/iu,
    tells: cue(CHANNELS),
  },
  {
    name: 'feeling',
    asks: /(?<!\p{L})(?:how did (?:it|that|you) feel|how (?:were|was) you feeling|how did you cope|cómo te sent(?:iste|ías)|cómo lo (?:viviste|llevaste)|wie ging es ihnen|wie haben sie sich [^.?!]{0,40}gefühlt|wie hat (?:es|das) sich [^.?!]{0,40}angefühlt)(?!\p{L})/iu,
    tells: cue(FEELINGS),
  },
];

/**
 * Where the respondent stands on doing it again, from the first clause that gives a verdict: 'yes' ("I'd go back
 * tomorrow", "volvería", "sofort wieder"), 'no' ("never again", "nunca más", "nie wieder"), or null.
 */
export function stanceOnDoingAgain(said: readonly string[]): 'yes' | 'no' | null {
  const again = INTENT_FAMILIES[0]!.tells;
  for (const text of said)
    for (const sentence of text.split(/(?<=[.!?])\s+|\n+/u)) {
      const match = again.exec(sentence);
      if (match) return NO.test(match[0]) ? 'no' : 'yes';
    }
  return null;
}
