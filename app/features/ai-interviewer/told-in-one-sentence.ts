/**
 * Readings of a guide question's family whose words a comma or a colon parts, so they are read over a whole sentence
 * rather than clause by clause (`already-told.ts`), in English, Spanish and German:
 * - advice to others, addressed to whom it is for before a colon: "To anyone still on the fence: just book it", "A
 *   quien lo esté pensando: que no lo dude", "Allen, die zögern: hingehen";
 * - advice as what they would say to someone who came to them: "If a colleague came to me with a stiff neck, I'd say
 *   …", "Si una amiga me preguntara, le diría que …", "Wenn mich jemand fragt, würde ich sagen: …";
 * - the condition for doing it again, when a comma parts "nur" from its "wenn" (`told-by-condition.ts`): "Weg wären
 *   wir nur, wenn die Preise ordentlich anziehen".
 * - the first session and the habit of doing what they were given (`told-by-practice.ts`);
 * - the routine, by the days of the week it takes, listed: "Tuesday and Thursday before work", "martes y jueves",
 *   "dienstags früh und freitags nach der Arbeit".
 * - what changed for them, by what their days are like these days (`told-by-outcome.ts`): "These days Sunday mornings
 *   belong to …, and I sleep better".
 * Each tells its question by itself.
 */

import type { FamilyName } from './subject-families';
import { CONDITION } from './told-by-condition';
import { NOWADAYS } from './told-by-outcome';
import { FIRST_VISIT, PRACTICE } from './told-by-practice';

// Whom the advice is for, opening the sentence, then a colon or a dash and the advice itself; addressed (dative "allen",
// "to everyone"), since "Jeder, der dort war, weiß: …" or "Everyone at work: …" tells of others, not to them.
const ADDRESSED = new RegExp(
  String.raw`^(?:(?:and|so|y|pues|und|also) )?(?:` +
    String.raw`to (?:anyone|anybody|everyone|everybody|whoever|people|friends)|anyone|anybody|whoever|` +
    String.raw`(?:a|para) (?:cualquiera|quien|quienes|todo el que|toda la que|todos los que|todas las que|cualquier persona)|` +
    // "Wer überlegt: einfach mal mitkommen": whoever is thinking of it, addressed by the clause that says who.
    String.raw`(?:allen|jedem|denen|leuten|wer)` +
    String.raw`)(?:,? [^:.!?;—–]{1,60})?\s?[:—–]\s*\p{L}`,
  'iu',
);

// Advice said as what they would tell someone who came to them, after a comma: "If a colleague came to me with a stiff
// neck, I'd say ring the number …", "Si una amiga me lo preguntara, le diría que …", "Wenn mich jemand fragt, würde ich
// sagen: …".
const IF_SOMEONE_CAME = new RegExp(
  String.raw`(?:^|[.;]\s*)(?:(?:and|so|y|pues|und|also) )?(?:if|si|wenn) [^.!?]{1,80},\s?(?:then |entonces |dann )?(?:` +
    String.raw`(?:i['’]d|i would) (?:just )?(?:say|tell|advise|recommend)|(?:yo )?(?:le|les) (?:diría|aconsejaría|recomendaría)|` +
    String.raw`(?:würde|rate|sage) ich (?:\p{L}+ ){0,3}(?:sagen|raten|empfehlen|ihm|ihr|ihnen)` +
    String.raw`)(?!\p{L})`,
  'iu',
);

// The routine, as the days of the week it takes, listed ("Monday, Wednesday and Friday at six", "lunes y miércoles de
// noche", "montags früh allein und mittwochs mit den anderen"); one day named is a story's, not a routine.
const WEEKDAY = String.raw`(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|lunes|martes|miércoles|jueves|viernes|sábado|domingo)s?`;
const WEEKDAY_DE = String.raw`(?:montags|dienstags|mittwochs|donnerstags|freitags|samstags|sonntags)`;
const WEEKDAY_LIST = new RegExp(
  String.raw`(?<!\p{L})(?:${WEEKDAY}(?:, ${WEEKDAY})*,? (?:and|or|y|o) ${WEEKDAY}|${WEEKDAY_DE}(?: [\p{L}\d]+){0,5},? (?:und|oder) (?:[\p{L}\d]+ ){0,3}${WEEKDAY_DE})(?!\p{L})`,
  'iu',
);

const BY_SENTENCE: Partial<Record<FamilyName, RegExp[]>> = {
  routine: [WEEKDAY_LIST],
  advice: [ADDRESSED, IF_SOMEONE_CAME],
  condition: [CONDITION.tells],
  firstVisit: [FIRST_VISIT.tells],
  practice: [PRACTICE.tells],
  changed: [NOWADAYS],
};

/** Whether one sentence of what was said tells a question of the family by itself. */
export function toldInOneSentence(family: FamilyName | null, said: readonly string[]): boolean {
  const readings = family === null ? undefined : BY_SENTENCE[family];
  if (!readings) return false;
  return said.some((text) =>
    text.split(/(?<=[.!?])\s+|\n+/u).some((sentence) => readings.some((reading) => reading.test(sentence.trim()))),
  );
}
