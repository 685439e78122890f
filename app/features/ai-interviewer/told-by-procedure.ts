/**
 * What was asked of the respondent before they got something ("What did the agency ask of you before …?", "¿Qué te
 * pidieron …?", "Was hat … von Ihnen verlangt?"), told in passing by the steps they went through, in English, Spanish
 * and German: a form filled in, an interview, a check or a visit, a contract signed ("after the home check …",
 * "rellené la solicitud, me hicieron una entrevista …", "die Pflegerin hat sich unser Haus angeschaut"). It is told by
 * an account of them: two steps in a sentence, or a step and what it cost ("after the home check … we paid £225"); one
 * step in passing ("I filled in the form on their website, and they matched us") leaves the question to be asked. Read
 * from the kind of question, never from what was got.
 */

import { cue, type IntentFamily } from './told-by-intent';

const ASKS = [
  String.raw`what did (?:the |they |\p{L}+ ){1,3}(?:ask (?:of|from) you|require|need from you|want from you)|what did you have to (?:do|provide|fill|sign|show|prove)`,
  String.raw`qué te (?:pidió|pidieron|exigió|exigieron)|qué (?:tuviste|tuvisteis) que (?:hacer|presentar|rellenar|firmar)`,
  String.raw`was (?:hat|haben) [^.?!]{0,60}von ihnen verlangt|was mussten sie [^.?!]{0,40}(?:tun|vorweisen|ausfüllen|unterschreiben|nachweisen)`,
];

// The steps: a form or an application filled in, an interview, a check or a visit to their home, a contract signed.
const TELLS = [
  String.raw`fill(?:ed|ing)? in (?:the|a|an|their|his|her) (?:[\p{L}-]+ ){0,2}(?:form|application|questionnaire)|(?:application|home|background|credit|reference) (?:form|check|visit)s?|(?:a|an|the) (?:long |short )?(?:phone |video )?(?:interview|questionnaire)|came (?:round|over|out) (?:to|for) (?:a |the )?(?:check|look|visit|inspect)|signed (?:a|an|the) (?:contract|agreement|form|declaration)`,
  String.raw`rellen(?:é|amos|ar) (?:la|el|un|una)|(?:me|nos) hicieron (?:una|un) (?:entrevista|visita|cuestionario|test)|(?:una|la) entrevista|(?:un|el) cuestionario|firm(?:é|amos) (?:un|el|unos|los)|vinieron a ver`,
  String.raw`\p{L}*(?:formular|fragebogen|selbstauskunft|antrag)\p{L}*|ausgefüllt|unterschrieben|(?:hat|haben) sich (?:unser|unsere|meine|mein) (?:\p{L}+ )?angeschaut|(?:kam|kamen) (?:\p{L}+ ){0,2}(?:gucken|schauen|vorbei)`,
];

/** What was asked of them: a family read like the intents (`told-by-intent.ts`); its steps open the account. */
export const PROCEDURE: Omit<IntentFamily, 'name'> & { name: 'procedure' } = { name: 'procedure', asks: cue(ASKS), tells: cue(TELLS) };

const STEPS = new RegExp(PROCEDURE.tells.source, 'giu');
// What a step cost: an amount of money ("£225", "150 €", "für 250 Euro").
const AMOUNT = /[£€$]\s?\d|\d\s?(?:[£€$]|pounds?|euros?|dollars?)(?!\p{L})/iu;

/** Whether a sentence gives an account of what was asked of them: two steps, or a step and an amount. */
export function accountOfSteps(sentence: string): boolean {
  const steps = sentence.match(STEPS)?.length ?? 0;
  return steps >= 2 || (steps === 1 && AMOUNT.test(sentence));
}
