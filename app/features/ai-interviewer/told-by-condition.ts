/**
 * What would make the respondent do something (again): "What would make you switch again?", "¿Qué te haría cambiar
 * otra vez?", "Was würde Sie dazu bringen, wieder zu wechseln?", told long before it is asked by the condition under
 * which they would leave, stay or change, in English, Spanish and German: "I'm staying put unless the prices climb by a
 * lot", "Para moverme tendrían que subirme el precio mucho", "Weg wären wir nur, wenn die Preise ordentlich anziehen".
 * Read from the kind of the question and the grammar of a condition, never from what is switched. A cue tells it by
 * itself, since each holds the condition's own words ("unless" and two more); "What would make it easier?" is a wish
 * (`told-as-priority.ts`), not a condition.
 */

import { cue, type IntentFamily } from './told-by-intent';

// "What would make you …" followed by a verb ("make you happier" asks for a wish, not a condition).
const ASKS = [
  String.raw`what would (?:make|get|tempt|push|persuade|convince) you (?:to )?(?!(?:more|less|happier|better|easier)(?!\p{L}))\p{L}+|what would it take (?:for you )?to|under what (?:circumstances|conditions)`,
  String.raw`qué te (?:haría|llevaría a|animaría a|empujaría a|convencería (?:de|para)) (?:volver a )?\p{L}+(?:ar|er|ir)(?:te|se|me)?|qué (?:tendría|tiene) que (?:pasar|ocurrir) para|en qué caso|bajo qué (?:condiciones|circunstancias)`,
  String.raw`was würde sie (?:\p{L}+ ){0,3}(?:bringen|bewegen|veranlassen)|was müsste (?:\p{L}+ ){0,3}(?:passieren|geschehen)|unter welchen (?:umständen|bedingungen)`,
];

// Two words of the condition itself: "unless the prices …", "nur, wenn die Preise …". "As long as" only opening the
// clause or after staying ("it took as long as the last one" is no condition), and no "only when", which is as often a
// past trigger ("only when the bill came did I look").
const WHAT = String.raw`(?: [\p{L}\p{N}'’£€$]+){2}`;
// Leaving or staying, said of oneself, that a condition follows: "I'd only switch if …", "me cambiaría si …".
const LEAVE_EN = String.raw`leave|switch|move|go|change|cancel|quit`;

const TELLS = [
  String.raw`unless${WHAT}|only if${WHAT}|(?:^|stay\p{L}*|stick\p{L}*|put) (?:as|so) long as${WHAT}|(?:i|we)(?:['’]d| would) (?:only |just |probably )?(?:${LEAVE_EN})(?: (?:again|back|over))? (?:if|when)${WHAT}|it would take (?:a|an|another|something)${WHAT}|nothing (?:would|could|will) (?:make|get|tempt) (?:me|us)`,
  String.raw`a (?:menos|no ser) que${WHAT}|salvo (?:que|si)${WHAT}|(?:solo|sólo|solamente|únicamente) si${WHAT}|para (?:irme|irnos|moverme|movernos|cambiarme|cambiarnos|cambiar|marcharme|marcharnos|dejarl[oa]s?)(?: \p{L}+){0,3} (?:tendrían|tendría|haría falta)|(?:me iría|nos iríamos|me cambiaría|nos cambiaríamos|me marcharía|lo dejaría) (?:solo |sólo )?si${WHAT}|nada me haría`,
  String.raw`nur,? (?:wenn|falls)${WHAT}|es sei denn,?${WHAT}|erst,? wenn${WHAT}|solange (?:die|der|das|es|sie|nichts|alles)${WHAT}|(?:würde|würden|wäre|wären) (?:ich|wir) (?:nur |erst )?(?:wechseln|weg|gehen|kündigen),? (?:wenn|falls)${WHAT}|nichts würde (?:mich|uns)`,
];

/** What would make them do it (again): a family read like the intents, each cue telling it by itself. */
export const CONDITION: Omit<IntentFamily, 'name'> & { name: 'condition' } = { name: 'condition', asks: cue(ASKS), tells: cue(TELLS) };
