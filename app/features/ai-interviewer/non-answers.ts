/**
 * Sentences that answer no question: there is nothing (more) to say, the respondent does not know, or has said it
 * already ("I think I have told you the most important things about my experience with pet insurance."). The member
 * check reads none of them back as a point. Besides the non-answers of `classifyAnswer` (nothing more, a refusal,
 * thanks, a goodbye), in the languages the built-in summary reads most: English, German, French, Spanish, Russian.
 * A bare "yes" or "no" is an answer (to a yes-or-no question); "No, nothing else comes to mind" is not. Pure.
 */
import { normaliseForMatching } from '~/ai/injection';

import { classifyAnswer } from './answer-kinds';
import { isBareYesNo } from './bare-yes-no';

// "I have covered everything", "I've told you the most important things about …", "as I said, that's all".
const EN_SAID = [
  "(?:(?:i think|i guess|i believe|i feel like|i'd say|i suppose) )?(?:that )?i(?: have|'ve)? (?:already |just |basically |pretty much |probably )*",
  '(?:told you|said|covered|mentioned|explained|answered|shared|described|gone over|talked about|went over)',
  '(?: (?:everything|it all|all(?: of it| of that| i can| i wanted to say| i wanted| there is)?|most of it|all i know|what i (?:wanted to say|can|know)|(?:all )?(?:of )?(?:the )?(?:most |really |main |key )?(?:important|main|key|relevant|essential) (?:things|points|bits|stuff|parts)))',
  '(?: (?:already|before|earlier|above|so far|by now))?',
  '(?: (?:about|on|regarding|concerning|with|of|for|in) [^,;]{1,60})?',
].join('');

// "Like I said before.", "Como ya te dije.", "Hab ich doch schon gesagt.": a pointer back to an earlier answer, which
// holds what it says. Asked again, the respondent says so, and the interviewer owes them an apology, not a re-ask.
const POINTS_BACK = [
  '(?:like|as) (?:i )?(?:already )?(?:said|told you|mentioned|explained)(?: (?:before|earlier|already|above))?',
  // "I already told you", "I told you that before", "I've answered that": "already", "just" or an object says it points back.
  '(?:i )?(?:already|just) (?:told you|said|answered|mentioned|explained)(?: (?:that|this|it|you that))?(?: (?:before|earlier|above))?',
  "(?:i|i've|i have) (?:told you|answered|said|mentioned|explained) (?:that|this|it|you that)(?: (?:already|before|earlier|above))?",
  "(?:i've|i have) already (?:told you|answered|said|mentioned|explained)(?: (?:that|this|it|you that))?(?: (?:before|earlier|above))?",
  '(?:see|read) (?:above|my (?:last|earlier|previous) answer)',
  'wie (?:ich )?(?:schon |bereits |vorhin )?(?:gesagt|erwähnt|erzählt)(?: habe)?',
  '(?:das )?(?:habe|hab) ich (?:ihnen |dir |euch )?(?:doch )?(?:schon|bereits) (?:gesagt|erzählt|erwähnt|beantwortet)',
  "comme (?:je (?:l'ai|vous l'ai|te l'ai) dit|dit)(?: (?:avant|plus haut))?",
  "je (?:vous |te )?l'ai d[ée]j[àa] dit",
  'como (?:ya )?(?:te |le |os )?(?:dije|he dicho|coment[ée]|cont[ée]|expliqu[ée])(?: antes)?',
  '(?:eso )?ya (?:te |se )?lo (?:he dicho|dije|he contado|cont[ée]|coment[ée]|he comentado)(?: antes)?',
  'как я (?:уже )?(?:говорил|говорила|сказал|сказала)',
  'я (?:же )?(?:уже )?(?:говорил|говорила|сказал|сказала)(?: (?:об этом|это|вам))?',
];
const POINTER_BACK = new RegExp(`^(?:${POINTS_BACK.join('|')})$`, 'u');

// "Sorry, what do you mean by that?", "¿A qué te refieres?", "Wie meinen Sie das?": the respondent asks what the
// question means. It answers nothing: the question is put again in other words, and never read back as an answer.
const ASKS_WHAT_IS_MEANT = [
  '(?:sorry )?what do you mean(?: by (?:that|this|it))?',
  'what does (?:that|this|it) mean',
  "(?:i )?(?:don't|do not|dont) (?:really )?(?:understand|get) (?:the question|what you mean|you|it|that)",
  "(?:i'm |i am )?not sure what you mean",
  '(?:could|can) you (?:rephrase|explain|clarify)(?: (?:that|this|it|the question))?',
  'what are you asking',
  // "Sorry?" alone asks the same; beside a request it is its opening ("sorry, what do you mean by that").
  '(?:sorry|pardon|perdona|perdón|disculpa|entschuldigung|verzeihung|excusez-moi|простите|извините)',
  '(?:qu[ée] )?quieres decir(?: con eso)?',
  'qu[ée] significa(?: eso)?',
  'a qu[ée] te refieres',
  'no (?:te )?entiendo(?: la pregunta| lo que (?:dices|quieres decir))?',
  'c[óo]mo dices',
  'wie meinen sie das',
  'was meinen sie(?: damit)?',
  'was (?:ist|wäre) damit gemeint',
  '(?:das )?verstehe ich nicht',
  'ich verstehe (?:die frage|sie) nicht',
  'wie bitte',
  "qu'entendez-vous par (?:là|la)",
  'que voulez-vous dire',
  'je ne comprends pas(?: la question)?',
  'что вы имеете в виду',
  'в каком смысле',
  '(?:я )?не понимаю(?: вопрос)?',
];
const WHAT_IS_MEANT = new RegExp(`^(?:${ASKS_WHAT_IS_MEANT.join('|')})$`, 'u');

const SAYS_NOTHING = [
  ...POINTS_BACK,
  ...ASKS_WHAT_IS_MEANT,
  // English
  EN_SAID,
  'nothing (?:else |more |further )?(?:really )?(?:comes|springs) to mind',
  "(?:i )?(?:can't|cannot|can not) think of anything(?: else| more| further)?",
  "(?:i )?(?:really )?(?:don't|do not|dont) (?:really )?know",
  "(?:i )?(?:really )?(?:don't|do not|dont|can't|cannot|can not) (?:really )?(?:remember|recall)",
  "(?:i have |i've )?no idea",
  '(?:dunno|idk|no clue|not a clue)',
  "(?:i'm |i am )?not (?:really )?sure",
  "(?:that's|that is|that was) (?:all|everything|it|about it)(?: (?:i can think of|from me|i have|i've got|really|for me))?",
  "(?:i )?(?:have|'ve|have got) nothing (?:else |more |further )?(?:to (?:add|say|share))?",
  "(?:there's|there is) nothing (?:else |more |further )?(?:to (?:add|say))?",
  // German
  '(?:(?:ich glaube|ich denke|ich finde)(?: dass)? )?(?:ich )?(?:habe|hab) (?:ihnen |dir |euch )?(?:(?:schon|bereits|eigentlich|wohl) )*(?:alles|das wichtigste|das meiste|alles wichtige|alles was ich weiß)(?: [^,;]{1,60})? (?:gesagt|erzählt|erwähnt|erklärt|beschrieben)',
  '(?:mir fällt|es fällt mir) (?:sonst |jetzt |gerade )?nichts (?:mehr |weiter |anderes |weiteres )?ein',
  // "Weiß ich nicht", "das weiß ich nicht mehr": the verb first, as spoken German puts it, and "not any more".
  'ich weiß (?:es |das )?(?:wirklich )?nicht(?: mehr)?',
  '(?:das )?weiß ich (?:wirklich |auch )?nicht(?: mehr)?',
  '(?:ich )?weiß nicht',
  'ich erinnere mich (?:daran )?nicht(?: mehr)?',
  'keine ahnung',
  '(?:ich )?(?:habe|hab) nichts (?:mehr |weiter |weiteres )?(?:hinzuzufügen|zu sagen|zu ergänzen)',
  // French
  "(?:je (?:pense|crois)(?: que)? )?(?:je vous ai|je t'ai|j'ai) (?:d[ée]j[àa] )?(?:tout dit|dit tout|tout racont[ée]|tout expliqu[ée]|dit l'essentiel|racont[ée] l'essentiel|dit le plus important|dit l'important)(?: (?:sur|[àa] propos de|concernant|de|avec) [^,;]{1,60})?",
  'je (?:ne )?sais pas',
  "je ne m'en souviens (?:pas|plus)",
  'aucune id[ée]e',
  "rien (?:d'autre |de plus )?ne me vient(?: [àa] l'esprit)?",
  "je n'ai rien (?:d'autre |de plus )?(?:[àa] (?:ajouter|dire))?",
  // Spanish
  '(?:creo que )?(?:ya )?(?:te |le |os |les )?(?:lo )?(?:he|hemos) (?:dicho|contado|explicado|comentado) (?:ya )?(?:todo|lo (?:m[áa]s )?importante|lo principal|lo esencial)(?: (?:sobre|de|acerca de|con|en) [^,;]{1,60})?',
  '(?:ya )?(?:lo )?dije todo',
  'no (?:lo )?s[ée]',
  'ni idea',
  'no (?:me )?(?:acuerdo|recuerdo)',
  'no sabr[íi]a (?:qu[ée] )?decir(?:te|le)?',
  'no se me ocurre (?:nada )?(?:m[áa]s)?',
  // Russian
  '(?:я )?(?:вам |тебе )?(?:уже )?(?:вс[её]|главное|самое главное|самое важное) (?:уже )?(?:сказал|сказала|рассказал|рассказала)(?: [^,;]{1,60})?',
  '(?:я )?не знаю',
  '(?:я )?не помню',
  'понятия не имею',
];
const NOTHING = new RegExp(`^(?:${SAYS_NOTHING.join('|')})$`, 'u');

// Words that carry no sense alone: "Hmm, I think I have told you everything."
const FILLER =
  /^(?:well|hmm+|um+|uh+|so|oh|okay|ok|honestly|really|actually|i think|i guess|as i said|na ja|naja|also|tja|ich glaube|ich denke|bon|eh bien|alors|je pense|je crois|pues|bueno|creo|creo que|ну|вот|в общем|думаю|я думаю)$/u;

// Clauses are trimmed after the split.
const CLAUSE_BREAK = /[,;:.!?…]+|\s[—–-]\s|\s(?:and|but|so|und|aber|et|mais|y|pero|и|но)\s/u;
/** Longer sentences say something whatever words they contain. */
const MAX_CHARS = 200;

const clausesOf = (normal: string) =>
  normal
    .split(CLAUSE_BREAK)
    .map((clause) => clause.trim())
    .filter(Boolean);

// Spanish opens a question or an exclamation with its own mark ("¿A qué te refieres?"): it carries no word.
const normalised = (text: string) => normaliseForMatching(text).replace(/["“”«»„‚‘’()*_~¿¡]/gu, ' ');

/**
 * True when the message only points back to an earlier answer ("As I said.", "Como ya te dije.", "Hab ich doch schon
 * gesagt."): the question was asked again, and the answer is in what they said before.
 */
export function pointsBack(text: string): boolean {
  const normal = normalised(text);
  if (!normal || normal.length > MAX_CHARS) return false;
  const clauses = clausesOf(normal);
  return clauses.some((c) => POINTER_BACK.test(c)) && clauses.every((c) => POINTER_BACK.test(c) || FILLER.test(c) || isBareYesNo(c));
}

/** True when the message only asks what the question means ("Sorry, what do you mean by that?", "¿A qué te refieres?"). */
export function asksWhatIsMeant(text: string): boolean {
  const normal = normalised(text);
  if (!normal || normal.length > MAX_CHARS) return false;
  const clauses = clausesOf(normal);
  return clauses.some((c) => WHAT_IS_MEANT.test(c)) && clauses.every((c) => WHAT_IS_MEANT.test(c) || FILLER.test(c) || isBareYesNo(c));
}

/** True when the sentence (or message) says nothing about the question: nothing more to add, don't know, said already. */
export function isNonAnswer(text: string): boolean {
  const kind = classifyAnswer(text);
  if (kind) return kind !== 'yes' && kind !== 'no';
  const normal = normalised(text);
  if (!normal || normal.length > MAX_CHARS) return false;
  const clauses = clausesOf(normal);
  const saysNothing = (clause: string) => {
    if (NOTHING.test(clause)) return true;
    const said = classifyAnswer(clause);
    return said !== null && said !== 'yes' && said !== 'no';
  };
  return clauses.some(saysNothing) && clauses.every((c) => saysNothing(c) || FILLER.test(c) || isBareYesNo(c));
}
