/**
 * Readings of a guide question's family whose words a comma or a colon parts, so they are read over a whole sentence
 * rather than clause by clause (`already-told.ts`), in English, Spanish and German:
 * - advice to others, addressed to whom it is for before a colon: "To anyone still on the fence: just book it", "A
 *   quien lo esté pensando: que no lo dude", "Allen, die zögern: hingehen";
 * - the condition for doing it again, when a comma parts "nur" from its "wenn" (`told-by-condition.ts`): "Weg wären
 *   wir nur, wenn die Preise ordentlich anziehen".
 * Either tells its question by itself.
 */

import type { FamilyName } from './subject-families';
import { CONDITION } from './told-by-condition';

// Whom the advice is for, opening the sentence, then a colon or a dash and the advice itself; addressed (dative "allen",
// "to everyone"), since "Jeder, der dort war, weiß: …" or "Everyone at work: …" tells of others, not to them.
const ADDRESSED = new RegExp(
  String.raw`^(?:(?:and|so|y|pues|und|also) )?(?:` +
    String.raw`to (?:anyone|anybody|everyone|everybody|whoever|people|friends)|anyone|anybody|whoever|` +
    String.raw`(?:a|para) (?:cualquiera|quien|quienes|todo el que|toda la que|todos los que|todas las que|cualquier persona)|` +
    String.raw`(?:allen|jedem|denen|leuten)` +
    String.raw`)(?:,? [^:.!?;—–]{1,60})?\s?[:—–]\s*\p{L}`,
  'iu',
);

const BY_SENTENCE: Partial<Record<FamilyName, RegExp>> = { advice: ADDRESSED, condition: CONDITION.tells };

/** Whether one sentence of what was said tells a question of the family by itself. */
export function toldInOneSentence(family: FamilyName | null, said: readonly string[]): boolean {
  const reading = family === null ? undefined : BY_SENTENCE[family];
  if (!reading) return false;
  return said.some((text) => text.split(/(?<=[.!?])\s+|\n+/u).some((sentence) => reading.test(sentence.trim())));
}
