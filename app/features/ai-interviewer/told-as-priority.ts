/**
 * The two opinion questions "Create with AI" drafts after the story, told in the respondent's own words before they are
 * asked, in English, Spanish and German: what matters most ("What matters most to you when you …?", "¿Qué es lo más
 * importante para ti …?", "Was ist Ihnen am wichtigsten …?"), told by "all I was after was …", "yo buscaba, sobre todo,
 * …", "mir kommt es vor allem auf … an", or by what they would not give up: "the thing I won't budge on is …", "lo
 * demás me da igual", "Netz geht bei mir vor"; and the one thing they would change ("If you could change one thing …?", "Si
 * pudieras cambiar una sola cosa …", "Wenn Sie eine einzige Sache ändern könnten …"), told by a wish: "if only …",
 * "wave a wand and …", "I'd just want a button that …", "let people leave by email" (said as a sentence of its own, not "they won't let you pay"), "ojalá
 * bastara con …", "mir würde schon reichen, wenn …", or by what they would have liked: "I'd have liked a fixed price",
 * "me habría gustado …", "ich hätte gern einen Festpreis gehabt". Read from the kind of question, never
 * from what it is about.
 */

import { cue, type IntentFamily } from './told-by-intent';

const PRIORITY_ASKS = [
  String.raw`what matters (?:most )?to you|matters? (?:the )?most|most important to you|what (?:do|did) you (?:look|care) (?:for|about) most`,
  String.raw`(?:qué es )?lo (?:más )?importante para ti|qué (?:es lo que )?más te importa`,
  String.raw`(?:was ist ihnen|worauf kommt es ihnen) (?:dabei )?(?:am wichtigsten|an)|am wichtigsten`,
];
// What they demand, said as a condition and what must happen then, in the present: "si tengo un golpe, que me atienda una
// persona", "si hay un problema, que lo arreglen rápido". Said in the past ("si tenía …, que …") it is what someone was
// told, and a wish is said in the imperfect subjunctive ("que me lo explicaran").
const DEMAND_IF_ES = String.raw`si (?:no )?(?:me |nos |se |te )?\p{L}+(?:o|a|e|an|en|amos|emos|imos)(?<!ía|aba|ían|aban)(?: [\p{L}\d]+){0,5}, que (?:no )?(?:(?:me|nos|te|le|les|lo|la|los|las|se) )*\p{L}+(?<!aran|ieran|ara|iera)(?!\p{L})`;
const PRIORITY_TELLS = [
  String.raw`all (?:i|we) (?:was|were|am|are|wanted) (?:after|wanted)|all (?:i|we) (?:wanted|needed|asked for) (?:was|is)|what (?:i|we) (?:was|were|am|are) after|the (?:main|only|one) thing (?:for (?:me|us) )?(?:was|is)|what matter(?:s|ed) (?:most )?(?:to (?:me|us))?(?: most)? (?:is|was)|(?:most|more) important (?:to (?:me|us) )?(?:is|was)|(?:thing|one) (?:i|we) (?:won['’]t|will not|wouldn['’]t|would not|can['’]t|cannot) (?:budge|compromise|bend|give up) on|non-negotiable|deal[- ]?breaker|whatever else,? (?:it|they|there|the \p{L}+) (?:has|have|had|must|needs?|needed) to|above all(?: else)?,? (?:it|i|we|they)|first and foremost|(?:it|everything) (?:all )?(?:boils|boiled) down to|(?:for|to) (?:me|us),? (?:it|everything) (?:all )?(?:comes|came) down to`,
  String.raw`(?:yo )?buscaba,? (?:sobre todo|ante todo|más que nada)|lo que (?:más )?(?:me importa(?:ba)?|quería)|lo (?:más )?importante (?:para mí )?(?:es|era)|sobre todo (?:quería|buscaba|necesitaba)|(?:todo )?lo demás (?:me da (?:igual|lo mismo)|es secundario|me sobra)|por encima de todo|ante todo,? que|${DEMAND_IF_ES}`,
  String.raw`mir (?:kommt|kam) es (?:vor allem |hauptsächlich )?(?:auf|darauf)|mir (?:ging|geht) es (?:da |dabei |vor allem |hauptsächlich )*(?:darum|ums?)|am wichtigsten (?:war|ist) mir|wichtig (?:war|ist) mir (?:vor allem|nur)|geht (?:bei mir|mir|für mich) vor|alles andere ist (?:zweitrangig|nebensache|egal)|das a und o|(?<=^|[.!?;:]\s*)hauptsache(?=,|\s)|vor allem anderen`,
];

const WISH_ASKS = [
  String.raw`if you could change one thing|what would you change|what one thing would you change|what would make (?:it|this) better`,
  String.raw`si pudieras cambiar (?:una (?:sola )?cosa|algo)|qué cambiarías`,
  String.raw`wenn sie (?:eine (?:einzige )?sache|etwas) (?:\p{L}+ ){0,6}ändern könnten|was würden sie ändern`,
];
const WISH_TELLS = [
  String.raw`if only (?:they|you|it|i|we|there)|(?:i|we) (?:just )?wish (?:they|you|it|there|i|we)|wave a (?:magic )?wand|in an ideal world|(?:i['’]d|i would) (?:just |really )?(?:love|like) (?:it if|there to be|(?:(?:all|each|every one|both|most) of )?(?:the )?(?:them|you|us|everyone|everybody|someone|somebody|people|\p{L}+s)(?: all)? to)|(?:i['’]d|i would) (?:just |really )?want (?:a|an|them|it|there|one)(?!\p{L})|(?<=^|[.!?;:]\s*)(?:just )?let (?:people|us|customers|you) (?:leave|cancel|do|pay|sign|switch)|if (?:i|we) ran (?:it|things|the show)|if it (?:were|was) (?:up|down) to (?:me|us)|if i had (?:my way|any say|a say)|(?:i['’]d|i would|we['’]d|we would) have (?:liked|loved|preferred)`,
  String.raw`ojalá|(?:me )?gustaría que|lo ideal sería|lo suyo (?:es|sería) que|lo (?:lógico|justo) sería que|si (?:por mí|de mí) fuera|si (?:de mí|de nosotros) dependiera|si dependiera de (?:mí|nosotros)|si yo mandara|(?:me|nos) (?:habría|hubiera) (?:gustado|encantado)`,
  String.raw`(?:mir )?würde (?:es )?(?:schon |ja )?reichen|ich wünsch(?:e|te) mir|wenn (?:es )?nur|(?:es )?wäre schön, wenn|am liebsten (?:wäre|hätte)|idealerweise|wenn ich (?:was|etwas|das) zu sagen hätte|wenn es nach mir ginge|(?:ich|wir) hätte(?:n)? (?:\p{L}+ ){0,2}(?:gern|gerne|lieber)`,
];

/** What matters most to them: a family read like the intents, each cue telling it by itself. */
export const PRIORITY: Omit<IntentFamily, 'name'> & { name: 'priority' } = {
  name: 'priority',
  asks: cue(PRIORITY_ASKS),
  tells: cue(PRIORITY_TELLS),
};
/** The one thing they would change: a family read like the intents, each cue telling it by itself. */
export const WISH: Omit<IntentFamily, 'name'> & { name: 'wish' } = { name: 'wish', asks: cue(WISH_ASKS), tells: cue(WISH_TELLS) };
