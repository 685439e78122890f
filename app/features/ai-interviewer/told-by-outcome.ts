/**
 * How things turned out, read as kinds of guide question that respondents answer in words of their own long before
 * the question comes, in English, Spanish and German (as `told-by-intent.ts`, whose families these sit beside):
 * - how things changed for the respondent: a change said of oneself ("I'm not checking my phone at midnight any more",
 *   "I've got my weekends back", "he vuelto a quedar con mis amigas", "ich stehe nicht mehr jeden Abend am Herd");
 * - how someone settled or something has held up since: how they are doing now ("she's made a friend down the
 *   corridor", "come mejor que en casa", "er spielt jetzt Skat") or how it has run ("not a squeak since", "sin una
 *   avería", "seitdem ohne Ärger");
 * - what they would do differently: advice to oneself ("next time I'd …", "sleep on it", "la próxima vez", "no
 *   cambiaría nada", "beim nächsten Mal würde ich …");
 * - who paid: a payer or a source of money ("his savings are covering it", "lo pone de su pensión", "den Rest übernimmt
 *   das Sozialamt"), which also gives a required-info item that asks who pays (`required-info.ts`).
 * Each is read from the kind of the question and the forms of answer that tell that kind, never from a study's nouns,
 * and a cue tells it by itself: "I've got my weekends back" is the answer to "What has changed for you?".
 */

import { cue, type IntentFamily } from './told-by-intent';

export type OutcomeName = 'changed' | 'since' | 'hindsight' | 'payer';

// Could, managed: "nicht mehr stemmen kann" says what had become too much, not what changed since.
const DE_COULD = String.raw`(?:kann|konnte|könnte|konnten|schaffe|schaffte|schaffen)(?!\p{L})`;

// A change said of oneself: no more, again, back, stopped or started, for the first time in years, what one does now
// ("ahora me hago cinco kilómetros cada tarde", "Mittlerweile stehe ich um sechs auf"); first person only,
// since "he eats better" is how the other person settled, not what changed for the respondent.
const CHANGED = [
  String.raw`(?:i|we)(?:['’]m|['’]re| am| are)? (?:not|no longer|don['’]t|do not|never) (?:[\p{L}'’]+ ){0,6}any ?more`,
  String.raw`(?:i|we) no longer`,
  String.raw`(?:i|we)(?:['’]ve| have) (?:got|gotten|had) (?:my|our) (?:[\p{L}'’]+ ){1,2}back`,
  // Something of one's life dropped or taken on: "I've cancelled the gym membership", "we've sold the second car".
  String.raw`(?:i|we)(?:['’]ve| have) (?:stopped|started|gone back to|taken up|given up|picked up|cancelled|canceled|quit|dropped|ditched|sold|swapped|switched|joined)`,
  String.raw`(?:i|we) (?:can|could) (?:[\p{L}'’]+ ){1,3}again`,
  String.raw`for the first time in (?:years|ages|months|(?:[\p{L}\d]+ )(?:years|months))`,
  String.raw`now (?:i|we) (?:can|get to|have time)`,
  // Not what one could no longer do, which was the trouble ("ya no puedo", "nicht mehr stemmen kann").
  String.raw`ya no (?:me |nos |le |les |lo |la )?(?!pued|podemos|aguant|sé(?!\p{L}))\p{L}+(?:o|é|amos|emos|imos)|(?:he|hemos) vuelto a|(?:vuelvo|volvemos) a \p{L}+(?:ar|er|ir)|(?:he|hemos) dejado de|(?:duermo|salgo|vivo|respiro|descanso|trabajo) (?:otra vez|de nuevo)|por primera vez en (?:años|meses|\p{L}+ años)|ahora (?:cuando )?(?:voy|vamos|puedo|podemos|tengo tiempo)|ahora (?:me |nos )?(?!(?:no|lo|yo|eso|esto|todo|mismo|pero|claro|como|cuando|luego|solo|sólo|tampoco|bueno)(?!\p{L}))\p{L}{2,}(?:o|amos|emos|imos)`,
  String.raw`(?:ich|wir) (?:(?!${DE_COULD})\p{L}+ ){0,6}(?:nicht|kein\p{L}*) (?:\p{L}+ ){0,6}mehr(?! (?:\p{L}+ ){0,2}${DE_COULD})|(?:ich|wir) (?:kann|können|habe|haben|hab) (?:[\p{L}]+ ){0,3}wieder|zum ersten mal seit (?:jahren|monaten|\p{L}+ jahren)|wenn (?:ich|wir) jetzt|(?:mittlerweile|inzwischen|seitdem|seither|jetzt) (?!(?:würde|würden|müsste|sollte|könnte|weiß|wüsste)(?!\p{L}))\p{L}+ (?:ich|wir)`,
];

// What their days are like now, said in a sentence that opens with "these days" and speaks of them: "These days Wednesday
// evenings belong to the plot, and I sleep like a log", "Hoy en día me levanto a las siete", "Heute ist der Donnerstag
// mein Gartentag". Read over the whole sentence (`told-in-one-sentence.ts`); not what they would do now ("Heute würde
// ich …"), which is hindsight.
export const NOWADAYS = new RegExp(
  String.raw`^(?:(?:and|but|so|y|pero|und|aber) )?(?:these days|nowadays|hoy en día|a día de hoy|heutzutage|heute)(?!\p{L}),?` +
    String.raw`(?! (?:i['’]d|i would|würde|würden|hätte|wäre|müsste|sollte|könnte|weiß|wüsste)(?!\p{L}))` +
    String.raw`[^.!?]*(?<!\p{L})(?:i|me|my|we|us|our|yo|mi|mis|nos|nuestr[oa]s?|ich|mich|mir|mein\p{L}*|wir|uns|unser\p{L}*)(?!\p{L})`,
  'iu',
);

// How someone settled (how they are doing now, said of them) or how something has run since.
const SINCE = [
  String.raw`(?:he|she|they)(?:['’]s|['’]ve| has| have) (?:found|made|joined|started|taken up)`,
  // Said of someone else: "eats better", "sleeps better than he did" (not "I eat better").
  String.raw`(?:eats|sleeps|seems|looks) (?:[\p{L}'’]+ ){0,2}(?:better|happier|brighter|calmer)`,
  String.raw`(?:he|she|they)(?:['’]s|['’]re| is| are| has been| have been) (?:much |far |a lot |so )?(?:happier|calmer|brighter|more settled|settled|doing well|fine since)`,
  String.raw`now (?:he|she|they) (?:\p{L}+s|goes|leads|plays)`,
  String.raw`not a (?:squeak|murmur|peep|hiccup|single problem|problem)|(?:no|not any|without) (?:problems|trouble|issues|bother) (?:since|so far|at all)|touch wood|so far so good|(?:runs?|running|goes|going) like a (?:dream|clock)|sweet as a nut|(?:hasn['’]t|has not|never) (?:missed a beat|broken down|let (?:me|us) down|given (?:me|us) (?:any )?(?:trouble|bother|problems))`,
  String.raw`se ha (?:echado|hecho) (?:un|una|unos|unas) (?:\p{L}+ )?(?:amig|compañer|novi)\p{L}*|(?:come|duerme|está|anda) (?:mucho |bastante )?mejor|está (?:mucho |bastante )?más (?:tranquil[oa]|content[oa]|animad[oa]|a gusto)|ahora (?:está|baja|sale|come|duerme|participa|va)|se ha (?:adaptado|acostumbrado)`,
  String.raw`(?:ni|sin) una (?:avería|queja|pega)|sin (?:averías|problemas|fallos|sustos)|(?:toco|tocando) madera|como un reloj|(?:no|nunca) (?:me )?ha (?:fallado|dado (?:ni un )?(?:problemas?|guerra|sustos?))`,
  String.raw`(?:er|sie) (?:spielt|geht|isst|schläft|lacht|singt|repariert|hilft|malt|strickt) (?:\p{L}+ )?jetzt|jetzt (?:spielt|geht|isst|schläft|repariert|hilft|ist) (?:er|sie)|(?:isst|schläft) (?:\p{L}+ ){0,2}besser|(?:er|sie) (?:ist|wirkt) (?:jetzt |inzwischen |viel |deutlich )?(?:ruhiger|zufriedener|glücklicher|entspannter)|hat (?:gleich|schon|sofort) (?:\p{L}+ ){0,4}(?:eingeladen|kennengelernt|angefreundet)|hat sich (?:gut |schnell )?eingelebt`,
  String.raw`ohne (?:ärger|probleme|panne|pannen|mucken|ausfall)|keine (?:probleme|panne|pannen|mucken)|toi,? toi,? toi|bis jetzt (?:gut|problemlos|keine)|läuft (?:und läuft|wie ein uhrwerk|einwandfrei|problemlos)`,
];

// Advice to oneself, or that nothing would change: what they would do differently.
const HINDSIGHT = [
  String.raw`next time(?:,)? (?:i['’]d|i would|i['’]ll|i will|we['’]d|we would)|(?:i|we)(?:['’]d| would) (?:[\p{L}'’]+ ){0,3}(?:differently|instead)|(?:i|we) (?:wouldn['’]t|would not) (?:change|do) (?:a thing|anything)|(?:i|we)(?:['’]d| would) do (?:it |exactly |just )?the same|(?:i|we)(?:['’]d| would) (?:\p{L}+ )?(?:ask|get|pay|take|bring|check|wait|shop|insist|read|spend|look|book|avoid)|sleep on it|take (?:my|more) time|shop around`,
  String.raw`la próxima vez|(?:volvería a hacer|haría) (?:\p{L}+ ){0,2}lo mismo|no cambiaría (?:nada|ni)|(?!(?:gust|encant|import|molest)aría)\p{L}{2,}(?:aría|iría)(?:mos)?|(?:volv|deb|escog|elig|aprend)ería(?:mos)?|(?:me lo|lo) pensaría|consultarlo con la almohada|sin prisas|no me precipitaría`,
  String.raw`(?:beim )?nächste[ns]? mal|(?:würde|würden) (?:ich|wir) (?:\p{L}+ ){0,6}(?:anders|genauso|nichts ändern|wieder)|(?:ich|wir) (?:würde|würden) (?:\p{L}+ ){0,6}(?:anders|genauso|nichts ändern|wieder)|(?:eine nacht )?drüber schlafen|nichts überstürzen|mehr zeit lassen`,
];

// Who pays, or where the money comes from: "his savings are covering it", "out of her pension", "el resto lo ponemos
// nosotros", "de su pensión", "den Rest übernimmt das Sozialamt", "aus ihrer Rente". How they pay ("by card") is not who.
const PAYER = [
  String.raw`(?:pays?|paid|paying|covers?|covered|covering|funds?|funded|funding|foots?|footed|chips? in|chipped in|steps? in|picks? up the (?:bill|tab))(?! (?:by|via|with|in cash|through|attention|a visit|off)(?!\p{L}))|out of (?:his|her|their|my|our|its) (?:own )?(?:pocket|savings|pension|wages|salary|budget)`,
  // An insurer or a scheme that carried it: "through the insurer", "on the NHS", "lo llevó la mutua", "über die Kasse".
  String.raw`(?:through|on|via) (?:the |my |our |work['’]s )?(?:insurer|insurance|health insurance|nhs)|(?:lo|la) (?:llevó|llevaba|cubrió|pagó|pagaba) (?:el|la|mi) (?:mutua|seguro|aseguradora|seguridad social|empresa)|über die (?:kasse|krankenkasse|versicherung|berufsgenossenschaft)`,
  String.raw`(?:el resto|lo que falta|lo) (?:\p{L}+ ){0,2}(?:pon(?:e|en|emos|go)|pag(?:a|an|amos|o)|cubr(?:e|en|imos))|(?:pone|ponen|ponemos|paga|pagan|pagamos|sale|cubre|cubren) (?:de|con) (?:su|sus|mi|mis|nuestr[oa]s?)|(?:con|de) (?:su|sus|mi|mis|nuestr[oa]s?) (?:pensión|ahorros|sueldo|bolsillo|jubilación|nómina)|(?:lo|la) (?:paga|pagan|cubre|cubren|costea|costean)`,
  String.raw`(?:zahlt|zahlen|zahle|bezahlt|bezahlen|übernimmt|übernehmen|übernommen|trägt|tragen)(?! (?:mit|per|bar)(?!\p{L}))|(?:legt|legen|lege) (?:\p{L}+ ){0,2}dazu|dazugelegt|springt (?:\p{L}+ ){0,2}ein|aus (?:seiner|ihrer|meiner|unserer|eigener) (?:tasche|rente|pension|ersparnis\p{L}*)|aus (?:seinem|ihrem|meinem|unserem) (?:ersparten|gehalt|lohn)`,
];

// In the order a question is read: the first family it names is its family.
export const OUTCOME_FAMILIES: readonly (Omit<IntentFamily, 'name'> & { name: OutcomeName })[] = [
  {
    name: 'hindsight',
    asks: /(?<!\p{L})(?:(?:would|do) you (?:do )?(?:\p{L}+ )?(?:anything )?differently|what would you change|qué harías (?:de otra (?:manera|forma)|distinto|diferente)|qué cambiarías|harías algo (?:distinto|diferente)|was würden sie (?:[^.?!]{0,60} )?(?:anders machen|ändern))(?!\p{L})/iu,
    tells: cue(HINDSIGHT),
  },
  {
    name: 'changed',
    asks: /(?<!\p{L})(?:how (?:has|have|did) (?:\p{L}+ ){0,4}(?:changed|affected) (?:things|your|life|you|for)|what (?:has|have) changed|what difference has|qué ha cambiado|cómo (?:te )?ha cambiado|qué (?:te )?ha supuesto|was hat sich (?:[^.?!]{0,60} )?(?:verändert|geändert)|wie hat (?:\p{L}+ ){1,5}(?:verändert|geändert)|was ist (?:\p{L}+ ){0,3}anders)(?!\p{L})/iu,
    tells: cue(CHANGED),
  },
  {
    name: 'since',
    asks: /(?<!\p{L})(?:settle[ds]? in|settling in|how (?:has|have|is|are) (?:\p{L}+ ){0,3}(?:been (?:since|doing|getting on)|held up|holding up|getting on|running)|se (?:fue|ha ido|ha) adapta\p{L}*|cómo se adaptó|qué tal (?:te )?ha (?:salido|ido|funcionado)|eingelebt|eingewöhnt|wie hat sich (?:[^.?!]{0,60} )?(?:gemacht|gehalten|bewährt))(?!\p{L})/iu,
    tells: cue(SINCE),
  },
  {
    name: 'payer',
    // Also whether they paid themselves: "Whether they paid for it themselves", "Si se la pagaron ellos mismos", "Ob sie
    // die Behandlung selbst bezahlt haben".
    asks: /(?<!\p{L})(?:who (?:pays|paid|covers|covered|funds|funded|foots)|quién (?:paga|pagó|pagaba|cubre|corre con)|wer (?:\p{L}+ ){0,3}(?:zahlt|bezahlt|gezahlt|trägt|übernimmt|übernommen)|(?:whether|if) (?:they|you|he|she) (?:\p{L}+ )?paid (?:\p{L}+ ){0,3}(?:themselves|yourself|himself|herself)|si (?:se )?(?:l[oa]s? )?pag(?:aron|ó|aste) (?:\p{L}+ ){0,2}(?:ellos|ellas|él|ella|tú) mism[oa]s?|ob (?:sie|er|du) (?:\p{L}+ ){0,3}selbst (?:bezahlt|gezahlt))(?!\p{L})/iu,
    tells: cue(PAYER),
  },
];
